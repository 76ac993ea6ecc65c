/**
 * Reads the facts publish-trust.ts decides on, through the REST API, in this order: the pull
 * request the artifact names; the open pull requests from the run's head branch; the pull
 * request's base branch changes; the report's benchmark commit against the benchmark's default
 * branch (and the pull request's base branch); the pull request's files; the pull request again
 * (its files were listed for its head at that moment). An API failure is a PublishError.
 */
import type { Report } from '../core/report/schema.js';
import type { Octokit } from '../github/octokit.js';
import { ApiError, baseChangeTimes, changedFilesUnder, getPullRequest, openPullRequestsFromHead, repoOf } from '../github/pull-requests.js';
import { commitOnBranch, defaultBranchOf } from '../github/repository.js';
import type { PullRequestInfo } from './pull-request.js';
import type { PublishFacts, RunFacts } from './publish-trust.js';
import { PublishError } from './review-artifact.js';

export interface FactsContext {
  repository: string;
  serverUrl: string;
  allowedBaseBranches: string[];
  /** owner/name; '' for this repository. */
  benchmarkRepository: string;
  /** The event's `repository.default_branch`, when there is one. */
  eventDefaultBranch: string | null;
}

export async function gatherPublishFacts(octokit: Octokit, ctx: FactsContext, run: RunFacts, claim: PullRequestInfo, report: Report): Promise<PublishFacts> {
  try {
    return await gather(octokit, ctx, run, claim, report);
  } catch (err) {
    if (err instanceof ApiError) throw new PublishError(err.message);
    throw err;
  }
}

async function gather(octokit: Octokit, ctx: FactsContext, run: RunFacts, claim: PullRequestInfo, report: Report): Promise<PublishFacts> {
  const here = repoOf(ctx.repository);
  const n = claim.pull_request_number;
  // Nothing of the artifact's is asked about in the API but the pull request number, in this repository.
  const sameRepository = claim.repository.toLowerCase() === ctx.repository.toLowerCase();
  const pull = sameRepository ? await getPullRequest(octokit, here, n) : null;
  const defaultBranch = ctx.eventDefaultBranch || (await defaultBranchOf(octokit, here));
  const benchmarkRepository = ctx.benchmarkRepository || ctx.repository;
  const benchmarkHere = benchmarkRepository.toLowerCase() === ctx.repository.toLowerCase();
  const benchmark = { repository: benchmarkRepository, defaultBranch: benchmarkHere ? defaultBranch : await defaultBranchOf(octokit, repoOf(benchmarkRepository)) };
  const facts: PublishFacts = {
    repository: ctx.repository,
    serverUrl: ctx.serverUrl,
    defaultBranch,
    allowedBaseBranches: ctx.allowedBaseBranches,
    run,
    claim,
    report: { repository: report.benchmark.repository, commit: report.benchmark.commit },
    benchmark,
    pull,
  };
  if (pull === null) return facts;

  if (run.headRepository && run.headBranch) {
    facts.openFromHead = await openPullRequestsFromHead(octokit, here, run.headRepository.split('/')[0]!, run.headBranch);
  }
  facts.baseChangedAt = await baseChangeTimes(octokit, here, n);
  const commit = report.benchmark.commit;
  if (commit && /^[0-9a-f]{40,64}$/.test(commit)) {
    const branches = [...new Set([benchmark.defaultBranch, ...(benchmarkHere ? [pull.baseRef] : [])])].filter(Boolean);
    facts.history = [];
    for (const branch of branches) facts.history.push({ branch, status: await commitOnBranch(octokit, repoOf(benchmarkRepository), commit, branch) });
  }
  facts.workflowFiles = await changedFilesUnder(octokit, here, n, '.github/');
  facts.pullAgain = await getPullRequest(octokit, here, n);
  return facts;
}
