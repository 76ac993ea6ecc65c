/**
 * publish mode's trust decisions: may the review artifact of a scoring run be downloaded
 * (artifactProblem), and published on the pull request it names (decidePublish)? Pure functions
 * of the facts read from the workflow run, the artifact listing and the REST API (gathered by
 * github/publish-facts.ts), so that each rule is tested on its own, without a server.
 *
 * The artifact is untrusted (a run of a pull request from a fork can upload anything), so it only
 * names a pull request to check; the run (GitHub's workflow_run) and the API are what decide.
 */
import { normalizeRepository } from '../core/submission/review.js';
import { truncate } from '../core/util/data.js';
import { FULL_SHA } from '../github/checkout.js';
import type { RunArtifact } from '../github/artifact-download.js';
import type { PublishFacts } from '../github/publish-facts.js';
import type { PullFacts } from '../github/pull-requests.js';
import { bodySha256, type IssueInfo } from '../github/issue-info.js';
import type { IssueFacts } from '../github/issues.js';
import { listingProblem, namesOf, planProblem, type PlanProblem } from '../core/submission/plan.js';

export type Decision =
  | { verdict: 'publish'; number: number }
  /** The pull request changes .github/: its run may have run its own workflow code. Not published; the comment says why. */
  | { verdict: 'withhold'; number: number; workflowFiles: { files: string[]; truncated: boolean } }
  /** The plan, made again from the pull request's files now, does not hold (docs/workflows.md). Not published; the comment says why. */
  | { verdict: 'off-plan'; number: number; problem: PlanProblem }
  | { verdict: 'reject'; reason: string };

/** A text of the report's, for a message: quoted, at most 200 characters. */
const quoted = (text: string) => JSON.stringify(truncate(text, 200));

const same = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

/**
 * Why the artifact GitHub lists for the run may not be downloaded (null: it may): over the size
 * bound (checked before anything is downloaded), or listed under another run or head commit.
 */
export function artifactProblem(
  artifact: RunArtifact,
  run: { id: number; headSha: string },
  maxArtifactBytes: number,
): string | null {
  if (!(artifact.size <= maxArtifactBytes))
    return `it is ${artifact.size} bytes, over max-artifact-bytes (${maxArtifactBytes}); it was not downloaded`;
  if (artifact.runId !== null && artifact.runId !== run.id)
    return `GitHub lists it under run ${artifact.runId}, not run ${run.id}`;
  if (artifact.headSha !== null && artifact.headSha !== run.headSha)
    return `it was made at ${artifact.headSha}, not at ${run.headSha}, the run's head`;
  return null;
}

/** The first rule the facts break, or what to do. */
export function decidePublish(f: PublishFacts): Decision {
  const reason = firstProblem(f);
  if (reason !== null) return { verdict: 'reject', reason };
  const number = f.claim.pull_request_number;
  const listing = { ...f.files!, changedFiles: f.pullAgain?.changedFiles ?? null };
  const incomplete = listingProblem(listing.listed, listing.changedFiles);
  const workflowFiles = [...new Set(namesOf(listing.files).filter((name) => name.startsWith('.github/')))].sort();
  if (workflowFiles.length > 0)
    return { verdict: 'withhold', number, workflowFiles: { files: workflowFiles, truncated: incomplete !== null } };
  // The plan again, from the files of the head that was scored: the listing is complete, and it touches at most the one
  // submission scored.
  const problem = planProblem(listing, f.submissionsDir, f.submissionPath);
  return problem ? { verdict: 'off-plan', number, problem } : { verdict: 'publish', number };
}

function firstProblem(f: PublishFacts): string | null {
  const { run, claim, pull } = f;
  const n = claim.pull_request_number;
  if (!same(claim.repository, f.repository))
    return `pull-request.json names a pull request of ${claim.repository}, not of ${f.repository}`;
  if (claim.head_sha !== run.headSha)
    return `pull-request.json says head ${claim.head_sha}, but run ${run.id} ran at ${run.headSha}`;
  if (run.pullRequests && run.pullRequests.length > 0 && !run.pullRequests.includes(n)) {
    return `run ${run.id} belongs to pull request(s) ${run.pullRequests.map((p) => `#${p}`).join(', ')}, not #${n}`;
  }
  if (pull === null) return `pull-request.json names #${n}, which is not a pull request of ${f.repository}`;
  if (pull.headSha !== run.headSha) {
    return `pull request #${n} is at ${pull.headSha || '(no head)'}, not at ${run.headSha}, the commit run ${run.id} scored (the artifact names another pull request, or this one has moved on)`;
  }
  if (!same(pull.baseRepo, f.repository))
    return `pull request #${n} targets ${pull.baseRepo || '(no base)'}, not ${f.repository}`;

  // The head: the same repository and branch as the run's (one commit can be the head of several pull requests).
  if (!run.headRepository)
    return `run ${run.id} names no head repository, so it cannot be matched to pull request #${n}`;
  if (!pull.headRepo)
    return `the head repository of pull request #${n} is gone, so it cannot be matched to run ${run.id}`;
  if (!same(pull.headRepo, run.headRepository))
    return `pull request #${n} comes from ${pull.headRepo}, but run ${run.id} ran on ${run.headRepository}`;
  if (!run.headBranch) return `run ${run.id} names no head branch, so it cannot be matched to pull request #${n}`;
  if (pull.headRef !== run.headBranch)
    return `pull request #${n} comes from branch ${pull.headRef || '(none)'}, but run ${run.id} ran on branch ${run.headBranch}`;

  // The base: the author picks it, and on pull_request the base branch's workflows and benchmark ran.
  const allowed = (ref: string) => ref === f.defaultBranch || f.allowedBaseBranches.includes(ref);
  const allowedText = () =>
    `${[f.defaultBranch, ...f.allowedBaseBranches].join(', ')} (the default branch${f.allowedBaseBranches.length ? ' or allowed-base-branches' : ''})`;
  if (!allowed(pull.baseRef))
    return `pull request #${n} is based on branch ${pull.baseRef || '(none)'}, not on ${allowedText()}; its run used that branch's workflows`;
  if (!f.openFromHead) return `the open pull requests from ${run.headRepository}:${run.headBranch} were not checked`;
  const others = f.openFromHead.filter((p) => p.number !== n && !allowed(p.baseRef));
  if (others.length > 0) {
    const list = others.map((p) => `#${p.number} (based on ${p.baseRef || '(none)'})`).join(', ');
    return `the head ${run.headRepository.split('/')[0]}:${run.headBranch} of pull request #${n} is also the head of ${list}, not based on ${allowedText()}: run ${run.id} may be the review of that pull request, run by that branch's workflows`;
  }
  if (!f.baseChangedAt) return `the base branch changes of pull request #${n} were not checked`;
  if (f.baseChangedAt.length > 0) {
    const created = run.createdAt === null ? NaN : Date.parse(run.createdAt);
    const after = f.baseChangedAt.filter((t) => !(Date.parse(t) < created)).sort();
    if (after.length > 0) {
      return `the base branch of pull request #${n} was changed at ${after[after.length - 1]}, after run ${run.id} was created${run.createdAt ? ` (${run.createdAt})` : ''}: the run used the earlier base's workflows and benchmark`;
    }
  }

  // The benchmark the report was scored against: this repository's (or benchmark-repository's), at a commit of its
  // history.
  const problem = benchmarkProblem(f, pull, allowed);
  if (problem) return problem;

  if (!f.files) return `the files of pull request #${n} were not checked`;
  if (f.pullAgain === undefined) return `pull request #${n} was not read again after its files were listed`;
  const again = f.pullAgain?.headSha ?? '';
  if (again !== run.headSha) {
    return `the pull request moved on while it was checked: #${n} is now at ${again || '(no head)'}, not at ${run.headSha}, the commit run ${run.id} scored`;
  }
  return null;
}

function benchmarkProblem(f: PublishFacts, pull: PullFacts, allowed: (ref: string) => boolean): string | null {
  const expected = f.benchmark.repository;
  const { repository, commit } = f.report;
  if (repository === null)
    return `the report names no benchmark repository, so it cannot be shown to be scored against ${expected}`;
  if (normalizeRepository(repository) !== normalizeRepository(`${f.serverUrl}/${expected}`)) {
    return `the report was scored against the benchmark ${quoted(repository)}, not ${expected}`;
  }
  if (commit === null || !FULL_SHA.test(commit))
    return `the report names no full benchmark commit (${commit === null ? 'none' : quoted(commit)}), so it cannot be checked against ${expected}`;
  // Its default branch; for this repository also the pull request's base branch, which is allowed (checked above).
  const branches = new Set([f.benchmark.defaultBranch]);
  if (same(expected, f.repository) && allowed(pull.baseRef)) branches.add(pull.baseRef);
  if (!f.history) return `the benchmark commit ${commit} was not checked against ${expected}`;
  if (f.history.some((h) => branches.has(h.branch) && h.status === 'on-history')) return null;
  const unknown = f.history.length > 0 && f.history.every((h) => h.status === 'unknown');
  return unknown
    ? `the report was scored against commit ${commit}, which ${expected} does not have`
    : `the report was scored against commit ${commit}, which is not on the history of ${[...branches].join(' or ')} in ${expected}`;
}

/** The issue route: why an issue review artifact may not be published on the issue it names (null: it may). */
export function issueProblem(f: {
  repository: string;
  runEvent: string;
  runId: number;
  claim: IssueInfo;
  issue: IssueFacts | null;
  label: string;
}): string | null {
  const n = f.claim.issue_number;
  if (f.runEvent !== 'issues')
    return `run ${f.runId} was triggered by a ${f.runEvent} event, but the artifact is an issue review (issue.json)`;
  if (!same(f.claim.repository, f.repository))
    return `issue.json names an issue of ${f.claim.repository}, not of ${f.repository}`;
  if (f.issue === null) return `issue.json names #${n}, which is not an issue of ${f.repository}`;
  if (f.issue.isPull) return `issue.json names #${n}, which is a pull request`;
  if (f.issue.state !== 'open') return `issue #${n} is ${f.issue.state}, not open`;
  if (!f.issue.labels.includes(f.label)) return `issue #${n} does not have the label ${quoted(f.label)}`;
  if (bodySha256(f.issue.body) !== f.claim.body_sha256)
    return `the body of issue #${n} has changed since run ${f.runId} scored it (the artifact is stale; the edit is scored by its own run)`;
  return null;
}
