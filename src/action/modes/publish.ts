/**
 * publish mode, run by a workflow_run workflow with `pull-requests: write`: the scoring run of a
 * pull request (possibly from a fork, with a read-only token) uploaded a review artifact; this
 * step fetches it, treats it as untrusted, checks which pull request it may comment on through
 * the API, and posts the sticky comment rendered by our own view from the validated report.
 *
 * Checks, in order (any failure: the job fails naming it, nothing is published):
 *   the triggering run was a pull_request / pull_request_target run (else: nothing to do);
 *   the artifact's listed size ≤ max-artifact-bytes, before downloading; its listed run and head
 *   SHA are the run's; the download stops at the bound; only scores.json and pull-request.json
 *   are read, bounded, no symlinks; both pass their schemas (ReportSchema for scores.json);
 *   pull-request.json names this repository and the run's head SHA; GET pulls/{n}: it exists,
 *   its head SHA is the run's, its base repository is this one, its head repository is the run's,
 *   its base branch is the repository's default branch or one of allowed-base-branches (the
 *   author picks the base: an older branch has older workflows and an older benchmark).
 * Then GET pulls/{n}/files: a pull request that changes anything under .github/ ran workflow
 * code of its own on pull_request, so the scoring run cannot be trusted to be agent-eval's: its
 * report is not published; the sticky comment says why (our text only) and the job fails. The
 * list is of the pull request's head when it is read, so GET pulls/{n} again: a head that is no
 * longer the run's (a push in between) rejects the artifact.
 * The comment is this job's purpose: when it cannot be posted, the job fails (the report stays
 * in out-dir and in the review artifact).
 */
import * as core from '@actions/core';
import { z } from 'zod';
import { downloadArtifactZip, findRunArtifact } from '../../github/artifact-download.js';
import { FULL_SHA } from '../../github/checkout.js';
import { makeOctokit, type Octokit } from '../../github/comment.js';
import { InputError, type PublishInputs } from '../inputs.js';
import { publishReport } from '../publish-report.js';
import { stickyComment } from '../steps.js';
import { workflowFilesComment } from '../texts.js';
import { PR_EVENTS, type PullRequestInfo } from '../pull-request.js';
import { PublishError, readReviewDir, readReviewZip, RejectedArtifact, validateReview, type ReviewFiles } from '../review-artifact.js';
import type { ActionEnv } from '../steps.js';

const WorkflowRunSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().nullish(),
  head_sha: z.string().regex(FULL_SHA),
  event: z.string(),
  conclusion: z.string().nullish(),
  head_repository: z.object({ full_name: z.string() }).nullish(),
  pull_requests: z.array(z.object({ number: z.number() })).nullish(),
});
type WorkflowRun = z.infer<typeof WorkflowRunSchema>;

export async function publishMode(inputs: PublishInputs, env: ActionEnv): Promise<void> {
  const { ctx } = env;
  if (!ctx.owner || !ctx.repo) throw new PublishError('publish mode needs GITHUB_REPOSITORY (it runs in a workflow of the repository the pull request targets)');
  if (!inputs.token) throw new InputError('input token: is required with mode publish (actions: read to fetch the artifact, pull-requests: write to comment)');
  const repository = `${ctx.owner}/${ctx.repo}`;
  const octokit = makeOctokit(inputs.token, env.policy, env.log);

  const run = await workflowRun(inputs, env, octokit);
  if (!PR_EVENTS.has(run.event)) {
    core.info(`Nothing to publish: run ${run.id} was triggered by a ${run.event} event, not by a pull request.`);
    return;
  }
  core.info(`Publishing the review of run ${run.id} (${run.event}, conclusion ${run.conclusion ?? 'none'}) at ${run.head_sha}.`);

  const files = inputs.artifactPath ? readReviewDir(inputs.artifactPath, inputs.maxArtifactBytes) : await download(inputs, run, octokit, env);
  const { report, pullRequest } = validateReview(files);
  await checkPullRequest(octokit, pullRequest, run, repository, { allowed: inputs.allowedBaseBranches, defaultBranch: () => defaultBranch(octokit, env, repository) });
  const number = pullRequest.pull_request_number;
  const runUrl = `${ctx.serverUrl}/${repository}/actions/runs/${run.id}`;
  const key = inputs.commentKey || run.name || 'agent-eval';
  const target = inputs.comment === 'off' ? ({ skip: 'comment is off' } as const) : { issueNumber: number };
  const where = { runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };

  const workflowFiles = await changedWorkflowFiles(octokit, repository, number);
  await checkHeadUnmoved(octokit, repository, number, run);
  core.setOutput('pull-request-number', String(number));
  if (workflowFiles) {
    await stickyComment({ target, key, token: inputs.token, markdown: workflowFilesComment(workflowFiles), where: { ...where, artifactName: '' } }, env);
    core.setFailed(
      `agent-eval: publish: pull request #${number} changes ${workflowFiles.files.length} file(s) under .github/${workflowFiles.truncated ? ' (and has more than the 3,000 files GitHub lists)' : ''}, so run ${run.id} may have run workflow code from the pull request: its report was not published; the sticky comment says why.`,
    );
    return;
  }
  core.info(`The artifact passed every check: publishing on pull request #${number}.`);

  const published = await publishReport(
    report,
    {
      outDir: inputs.outDir,
      untrusted: true,
      comment: { target, key, token: inputs.token },
      artifactName: '',
      where,
      failOn: null,
    },
    env,
  );
  if (!('skip' in target) && published.commentUrl === null) {
    core.setFailed(`agent-eval: publish: the comment on pull request #${number} could not be posted (see the warning above); the report is in ${inputs.outDir} and in the review artifact.`);
  }
}

/** Up to GitHub's 3,000 listed files of a pull request; null when none is under .github/. */
const MAX_FILE_PAGES = 30;
async function changedWorkflowFiles(octokit: Octokit, repository: string, n: number): Promise<{ files: string[]; truncated: boolean } | null> {
  const [owner, repo] = repository.split('/') as [string, string];
  const found = new Set<string>();
  let listed = 0;
  for (let page = 1; page <= MAX_FILE_PAGES; page++) {
    let data: unknown;
    try {
      ({ data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner, repo, pull_number: n, per_page: 100, page }));
    } catch (err) {
      throw new PublishError(`could not list the files of pull request #${n}: ${httpMessage(err)} (the token needs pull-requests: read)`);
    }
    if (!Array.isArray(data)) throw new PublishError(`the files of pull request #${n}: the API's answer is not a list`);
    for (const f of data as Array<{ filename?: unknown; previous_filename?: unknown }>) {
      for (const name of [f.filename, f.previous_filename]) if (typeof name === 'string' && name.startsWith('.github/')) found.add(name);
    }
    listed += data.length;
    if (data.length < 100) return found.size > 0 ? { files: [...found].sort(), truncated: false } : null;
  }
  // GitHub lists at most 3,000 files: what was not listed cannot be vouched for.
  return { files: [...found].sort(), truncated: listed >= MAX_FILE_PAGES * 100 };
}

/** The scoring run: the workflow_run event's, or the one run-id names (read through the API). */
async function workflowRun(inputs: PublishInputs, env: ActionEnv, octokit: Octokit): Promise<WorkflowRun> {
  const fromEvent = env.ctx.payload.workflow_run;
  const eventRun = WorkflowRunSchema.safeParse(fromEvent);
  if (inputs.runId === null || (eventRun.success && eventRun.data.id === inputs.runId)) {
    if (fromEvent === undefined) throw new InputError(`input run-id: is required with mode publish outside a workflow_run event (this is a ${env.ctx.eventName || 'unknown'} event)`);
    if (!eventRun.success) throw new PublishError('the workflow_run event has no usable workflow_run (id, head_sha, event)');
    return eventRun.data;
  }
  let data: unknown;
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { owner: env.ctx.owner!, repo: env.ctx.repo!, run_id: inputs.runId }));
  } catch (err) {
    throw new PublishError(`could not read workflow run ${inputs.runId}: ${httpMessage(err)}`);
  }
  const parsed = WorkflowRunSchema.safeParse(data);
  if (!parsed.success) throw new PublishError(`workflow run ${inputs.runId}: the API's answer has no usable id, head_sha and event`);
  return parsed.data;
}

async function download(inputs: PublishInputs, run: WorkflowRun, octokit: Octokit, env: ActionEnv): Promise<ReviewFiles> {
  const where = { owner: env.ctx.owner!, repo: env.ctx.repo! };
  let artifact;
  try {
    artifact = await findRunArtifact(octokit, { ...where, runId: run.id, name: inputs.artifactName });
  } catch (err) {
    throw new PublishError(`could not list the artifacts of run ${run.id}: ${httpMessage(err)} (the token needs actions: read)`);
  }
  if (!artifact) throw new PublishError(`run ${run.id} (conclusion ${run.conclusion ?? 'none'}) has no artifact named ${inputs.artifactName}`);
  if (artifact.expired) throw new PublishError(`the artifact ${inputs.artifactName} of run ${run.id} has expired`);
  if (!(artifact.size <= inputs.maxArtifactBytes)) {
    throw new RejectedArtifact(`it is ${artifact.size} bytes, over max-artifact-bytes (${inputs.maxArtifactBytes}); it was not downloaded`);
  }
  if (artifact.runId !== null && artifact.runId !== run.id) throw new RejectedArtifact(`GitHub lists it under run ${artifact.runId}, not run ${run.id}`);
  if (artifact.headSha !== null && artifact.headSha !== run.head_sha) throw new RejectedArtifact(`it was made at ${artifact.headSha}, not at ${run.head_sha}, the run's head`);
  core.info(`Downloading artifact ${inputs.artifactName} (id ${artifact.id}, ${artifact.size} bytes) of run ${run.id}.`);
  let zip: Buffer;
  try {
    zip = await downloadArtifactZip(octokit, { ...where, artifactId: artifact.id, maxBytes: inputs.maxArtifactBytes }, env.policy);
  } catch (err) {
    const message = httpMessage(err);
    if (/over the limit|passed the limit/.test(message)) throw new RejectedArtifact(message);
    throw new PublishError(`could not download the artifact ${inputs.artifactName} of run ${run.id}: ${message}`);
  }
  return readReviewZip(zip, inputs.maxArtifactBytes);
}

/** The repository's default branch: the event's `repository.default_branch`, else the API's. */
async function defaultBranch(octokit: Octokit, env: ActionEnv, repository: string): Promise<string> {
  const fromEvent = (env.ctx.payload.repository as { default_branch?: unknown } | undefined)?.default_branch;
  if (typeof fromEvent === 'string' && fromEvent) return fromEvent;
  const [owner, repo] = repository.split('/') as [string, string];
  let data: { default_branch?: unknown };
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}', { owner, repo }));
  } catch (err) {
    throw new PublishError(`could not read the default branch of ${repository}: ${httpMessage(err)}`);
  }
  if (typeof data.default_branch !== 'string' || !data.default_branch) throw new PublishError(`the API's answer for ${repository} has no default_branch`);
  return data.default_branch;
}

/** The pull request's files were listed for its head at that moment: it must still be the run's. */
async function checkHeadUnmoved(octokit: Octokit, repository: string, n: number, run: WorkflowRun): Promise<void> {
  const [owner, repo] = repository.split('/') as [string, string];
  let data: { head?: { sha?: unknown } };
  try {
    ({ data } = await octokit.rest.pulls.get({ owner, repo, pull_number: n }));
  } catch (err) {
    throw new PublishError(`could not read pull request #${n} again: ${httpMessage(err)}`);
  }
  const head = String(data.head?.sha ?? '');
  if (head !== run.head_sha) {
    throw new RejectedArtifact(`the pull request moved on while it was checked: #${n} is now at ${head || '(no head)'}, not at ${run.head_sha}, the commit run ${run.id} scored`);
  }
}

/** The pull request the artifact names, checked against the run and this repository. */
async function checkPullRequest(
  octokit: Octokit,
  pr: PullRequestInfo,
  run: WorkflowRun,
  repository: string,
  baseBranches: { allowed: string[]; defaultBranch: () => Promise<string> },
): Promise<void> {
  const n = pr.pull_request_number;
  if (pr.repository.toLowerCase() !== repository.toLowerCase()) throw new RejectedArtifact(`pull-request.json names a pull request of ${pr.repository}, not of ${repository}`);
  if (pr.head_sha !== run.head_sha) throw new RejectedArtifact(`pull-request.json says head ${pr.head_sha}, but run ${run.id} ran at ${run.head_sha}`);
  if (run.pull_requests && run.pull_requests.length > 0 && !run.pull_requests.some((p) => p.number === n)) {
    throw new RejectedArtifact(`run ${run.id} belongs to pull request(s) ${run.pull_requests.map((p) => `#${p.number}`).join(', ')}, not #${n}`);
  }
  let data: { head?: { sha?: unknown; repo?: { full_name?: unknown } | null }; base?: { ref?: unknown; repo?: { full_name?: unknown } } };
  try {
    ({ data } = await octokit.rest.pulls.get({ owner: repository.split('/')[0]!, repo: repository.split('/')[1]!, pull_number: n }));
  } catch (err) {
    if ((err as { status?: number }).status === 404) throw new RejectedArtifact(`pull-request.json names #${n}, which is not a pull request of ${repository}`);
    throw new PublishError(`could not read pull request #${n}: ${httpMessage(err)}`);
  }
  const head = String(data.head?.sha ?? '');
  if (head !== run.head_sha) {
    throw new RejectedArtifact(`pull request #${n} is at ${head || '(no head)'}, not at ${run.head_sha}, the commit run ${run.id} scored (the artifact names another pull request, or this one has moved on)`);
  }
  const base = String(data.base?.repo?.full_name ?? '');
  if (base.toLowerCase() !== repository.toLowerCase()) throw new RejectedArtifact(`pull request #${n} targets ${base || '(no base)'}, not ${repository}`);
  const headRepo = data.head?.repo?.full_name;
  const runRepo = run.head_repository?.full_name;
  if (typeof headRepo === 'string' && runRepo && headRepo.toLowerCase() !== runRepo.toLowerCase()) {
    throw new RejectedArtifact(`pull request #${n} comes from ${headRepo}, but run ${run.id} ran on ${runRepo}`);
  }
  const baseRef = String(data.base?.ref ?? '');
  if (!baseBranches.allowed.includes(baseRef)) {
    const main = await baseBranches.defaultBranch();
    if (baseRef !== main) {
      const allowed = [main, ...baseBranches.allowed].join(', ');
      throw new RejectedArtifact(`pull request #${n} is based on branch ${baseRef || '(none)'}, not on ${allowed} (the default branch${baseBranches.allowed.length ? ' or allowed-base-branches' : ''}); its run used that branch's workflows`);
    }
  }
}

function httpMessage(err: unknown): string {
  const e = err as { status?: number; message?: string };
  return `${e.status ? `HTTP ${e.status}: ` : ''}${(e.message ?? String(err)).split('\n')[0]!.slice(0, 300)}`;
}
