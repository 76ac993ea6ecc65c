/**
 * Reads the facts publish mode's trust decision (action/publish-trust.ts) is made on, through the
 * REST API, in this order: the pull
 * request the artifact names; the open pull requests from the run's head branch; the pull
 * request's base branch changes; the report's benchmark commit against the benchmark's default
 * branch (and the pull request's base branch); the pull request's files; the pull request again
 * (its files were listed for its head at that moment, and its changed_files is what the listing
 * is compared with). An API failure is an ApiError naming what
 * could not be read.
 */
import type { Report } from '../core/report/schema.js';
import type { ChangedFile } from '../core/submission/plan.js';
import type { Octokit } from './octokit.js';
import type { PullRequestInfo } from './pull-request-info.js';
import {
  baseChangeTimes,
  listPullFiles,
  getPullRequest,
  openPullRequestsFromHead,
  repoOf,
  type PullFacts,
} from './pull-requests.js';
import { commitOnBranch, defaultBranchOf, type HistoryStatus } from './repository.js';

/** The scoring run, as GitHub reports it (workflow_run event or GET actions/runs/{id}). */
export interface RunFacts {
  id: number;
  headSha: string;
  headBranch: string | null;
  headRepository: string | null;
  createdAt: string | null;
  /** The run's pull requests as GitHub lists them (empty for a fork's); null: not given. */
  pullRequests: number[] | null;
}

export interface PublishFacts {
  /** This repository, owner/name (GITHUB_REPOSITORY). */
  repository: string;
  /** GITHUB_SERVER_URL: where owner/name repositories live. */
  serverUrl: string;
  defaultBranch: string;
  allowedBaseBranches: readonly string[];
  run: RunFacts;
  /** pull-request.json, as validated. */
  claim: PullRequestInfo;
  /** The report's `benchmark` (repository URL and commit), as validated. */
  report: { repository: string | null; commit: string | null };
  /** The report's submission path (where the scoring run read the submission). */
  submissionPath: string;
  /** The directory holding one sub-directory per submission (the publish input submissions-dir). */
  submissionsDir: string;
  /** The benchmark the report must have been scored against: owner/name and its default branch. */
  benchmark: { repository: string; defaultBranch: string };
  /** GET pulls/{n} of the claimed number; null: no such pull request. */
  pull: PullFacts | null;
  // Read only when the pull request exists (undefined: not read).
  /** The open pull requests from the run's head (owner:branch), this one included. */
  openFromHead?: PullFacts[];
  /** When the pull request's base branch was changed (base_ref_changed events). */
  baseChangedAt?: string[];
  /** The report's commit compared with these branches of the benchmark repository. */
  history?: { branch: string; status: HistoryStatus }[];
  /** The pull request's changed files as listed (at most 3,000) and how many were listed. */
  files?: { files: ChangedFile[]; listed: number };
  /** GET pulls/{n} again, after its files were listed. */
  pullAgain?: PullFacts | null;
}

export interface FactsContext {
  repository: string;
  serverUrl: string;
  allowedBaseBranches: string[];
  /** owner/name; '' for this repository. */
  benchmarkRepository: string;
  submissionsDir: string;
  /** The event's `repository.default_branch`, when there is one. */
  eventDefaultBranch: string | null;
}

export async function gatherPublishFacts(
  octokit: Octokit,
  ctx: FactsContext,
  run: RunFacts,
  claim: PullRequestInfo,
  report: Report,
): Promise<PublishFacts> {
  const here = repoOf(ctx.repository);
  const n = claim.pull_request_number;
  // Nothing of the artifact's is asked about in the API but the pull request number, in this repository.
  const sameRepository = claim.repository.toLowerCase() === ctx.repository.toLowerCase();
  const pull = sameRepository ? await getPullRequest(octokit, here, n) : null;
  const defaultBranch = ctx.eventDefaultBranch || (await defaultBranchOf(octokit, here));
  const benchmarkRepository = ctx.benchmarkRepository || ctx.repository;
  const benchmarkHere = benchmarkRepository.toLowerCase() === ctx.repository.toLowerCase();
  const benchmark = {
    repository: benchmarkRepository,
    defaultBranch: benchmarkHere ? defaultBranch : await defaultBranchOf(octokit, repoOf(benchmarkRepository)),
  };
  const facts: PublishFacts = {
    repository: ctx.repository,
    serverUrl: ctx.serverUrl,
    defaultBranch,
    allowedBaseBranches: ctx.allowedBaseBranches,
    run,
    claim,
    report: { repository: report.benchmark.repository, commit: report.benchmark.commit },
    submissionPath: report.submission.path,
    submissionsDir: ctx.submissionsDir,
    benchmark,
    pull,
  };
  if (pull === null) return facts;

  if (run.headRepository && run.headBranch) {
    facts.openFromHead = await openPullRequestsFromHead(
      octokit,
      here,
      run.headRepository.split('/')[0]!,
      run.headBranch,
    );
  }
  facts.baseChangedAt = await baseChangeTimes(octokit, here, n);
  const commit = report.benchmark.commit;
  if (commit && /^[0-9a-f]{40,64}$/.test(commit)) {
    const branches = [...new Set([benchmark.defaultBranch, ...(benchmarkHere ? [pull.baseRef] : [])])].filter(Boolean);
    facts.history = [];
    for (const branch of branches)
      facts.history.push({
        branch,
        status: await commitOnBranch(octokit, repoOf(benchmarkRepository), commit, branch),
      });
  }
  facts.files = await listPullFiles(octokit, here, n);
  facts.pullAgain = await getPullRequest(octokit, here, n);
  return facts;
}
