/**
 * publish mode, run by a workflow_run workflow with `pull-requests: write`: the scoring run of a
 * pull request (possibly from a fork, with a read-only token) uploaded a review artifact; this
 * step fetches it, treats it as untrusted, checks which pull request it may comment on through
 * the API, and posts the sticky comment rendered by our own view from the validated report.
 *
 * Here, in order (any failure: the job fails naming it, nothing is published): the triggering
 * run was a pull_request / pull_request_target run (else: nothing to do); the artifact's listed
 * size ≤ max-artifact-bytes, before downloading; its listed run and head SHA are the run's; the
 * download stops at the bound; only scores.json and pull-request.json are read, bounded, no
 * symlinks; both pass their schemas (ReportSchema for scores.json).
 * Then the facts are read through the API (publish-facts.ts) and decided on (publish-trust.ts,
 * a pure function: each rule is listed there). A pull request that changes anything under
 * .github/ ran workflow code of its own on pull_request: its report is not published; the sticky
 * comment says why (our text only) and the job fails.
 * The comment is this job's purpose: when it cannot be posted, the job fails (the report stays
 * in out-dir and in the review artifact).
 */
import * as core from '@actions/core';
import { z } from 'zod';
import { downloadArtifactZip, findRunArtifact } from '../../github/artifact-download.js';
import { FULL_SHA } from '../../github/checkout.js';
import { makeOctokit, type Octokit } from '../../github/octokit.js';
import { InputError, type PublishInputs } from '../inputs.js';
import { gatherPublishFacts } from '../publish-facts.js';
import { publishReport } from '../publish-report.js';
import { decidePublish, type RunFacts } from '../publish-trust.js';
import { PR_EVENTS } from '../pull-request.js';
import { PublishError, readReviewDir, readReviewZip, RejectedArtifact, validateReview, type ReviewFiles } from '../review-artifact.js';
import { stickyComment, type ActionEnv } from '../steps.js';
import { workflowFilesComment } from '../texts.js';

const WorkflowRunSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().nullish(),
  head_sha: z.string().regex(FULL_SHA),
  head_branch: z.string().nullish(),
  event: z.string(),
  conclusion: z.string().nullish(),
  created_at: z.string().nullish(),
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
  const eventDefault = (ctx.payload.repository as { default_branch?: unknown } | undefined)?.default_branch;
  const facts = await gatherPublishFacts(
    octokit,
    {
      repository,
      serverUrl: ctx.serverUrl,
      allowedBaseBranches: inputs.allowedBaseBranches,
      benchmarkRepository: inputs.benchmarkRepository,
      eventDefaultBranch: typeof eventDefault === 'string' && eventDefault ? eventDefault : null,
    },
    runFacts(run),
    pullRequest,
    report,
  );
  const decision = decidePublish(facts);
  if (decision.verdict === 'reject') throw new RejectedArtifact(decision.reason);

  const { number } = decision;
  const runUrl = `${ctx.serverUrl}/${repository}/actions/runs/${run.id}`;
  const key = inputs.commentKey || run.name || 'agent-eval';
  const target = inputs.comment === 'off' ? ({ skip: 'comment is off' } as const) : { issueNumber: number };
  const where = { runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };
  core.setOutput('pull-request-number', String(number));
  if (decision.verdict === 'withhold') {
    const { workflowFiles } = decision;
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

function runFacts(run: WorkflowRun): RunFacts {
  return {
    id: run.id,
    headSha: run.head_sha,
    headBranch: run.head_branch ?? null,
    headRepository: run.head_repository?.full_name ?? null,
    createdAt: run.created_at ?? null,
    pullRequests: run.pull_requests ? run.pull_requests.map((p) => p.number) : null,
  };
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

function httpMessage(err: unknown): string {
  const e = err as { status?: number; message?: string };
  return `${e.status ? `HTTP ${e.status}: ` : ''}${(e.message ?? String(err)).split('\n')[0]!.slice(0, 300)}`;
}
