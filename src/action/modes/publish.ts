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
 * Then the facts are read through the API (github/publish-facts.ts) and decided on (publish-trust.ts,
 * a pure function: each rule is listed there). A pull request that changes anything under
 * .github/ ran workflow code of its own on pull_request: its report is not published; the sticky
 * comment says why (our text only) and the job fails. So too when the plan, made again from the
 * pull request's files (docs/workflows.md, "One submission per pull request"), does not hold:
 * the listing is incomplete, or it touches another submission than the one scored.
 * The comment is this job's purpose: when it cannot be posted, the job fails (the report stays
 * in out-dir and in the review artifact).
 */
import * as core from '@actions/core';
import { downloadArtifactZip, findRunArtifact } from '../../github/artifact-download.js';
import { makeOctokit, type Octokit } from '../../github/octokit.js';
import { gatherPublishFacts } from '../../github/publish-facts.js';
import { PR_EVENTS } from '../../github/pull-request-info.js';
import { ApiError } from '../../github/pull-requests.js';
import { readWorkflowRun, runFacts, WorkflowRunSchema, type WorkflowRun } from '../../github/workflow-run.js';
import type { ActionEnv } from '../env.js';
import { InputError } from '../inputs-shared.js';
import type { PublishInputs } from './publish-inputs.js';
import { deliver } from '../delivery/delivery.js';
import { reportDelivery } from '../delivery/report.js';
import { artifactProblem, decidePublish, issueProblem } from '../publish-trust.js';
import {
  PublishError,
  readReviewDir,
  readReviewZip,
  RejectedArtifact,
  validateIssueReview,
  validateReview,
  type ReviewFiles,
} from '../review-artifact.js';
import { planComment, workflowFilesComment } from '../texts.js';
import { planProblemText } from '../../core/submission/plan.js';
import { setOutput } from '../delivery/outputs.js';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FORM_LABEL } from '../../core/submission/form.js';
import { intakeMarkdown } from '../../core/views/intake.js';
import { NOT_A_VERDICT } from '../../core/submission/route-limits.js';
import { readIssue } from '../../github/issues.js';
import type { Delivery } from '../delivery/delivery.js';
import { notScoredMarkdown, stamped, stampedMarkdown, withSection } from './score-issue.js';

export async function publishMode(inputs: PublishInputs, env: ActionEnv): Promise<void> {
  const { ctx } = env;
  if (!ctx.owner || !ctx.repo)
    throw new PublishError(
      'publish mode needs GITHUB_REPOSITORY (it runs in a workflow of the repository the pull request targets)',
    );
  if (!inputs.token)
    throw new InputError(
      'input token: is required with agent-eval/publish (actions: read to fetch the artifact, pull-requests: write to comment)',
    );
  const repository = `${ctx.owner}/${ctx.repo}`;
  const octokit = makeOctokit(inputs.token, env.policy, env.log);

  const run = await workflowRun(inputs, env, octokit);
  if (run.event === 'issues') return publishIssue(inputs, env, octokit, run);
  if (!PR_EVENTS.has(run.event)) {
    core.info(`Nothing to publish: run ${run.id} was triggered by a ${run.event} event, not by a pull request.`);
    return;
  }
  core.info(
    `Publishing the review of run ${run.id} (${run.event}, conclusion ${run.conclusion ?? 'none'}) at ${run.head_sha}.`,
  );

  const files = inputs.artifactPath
    ? readReviewDir(inputs.artifactPath, inputs.maxArtifactBytes)
    : await download(inputs, run, octokit, env);
  const { report, pullRequest } = validateReview(files);
  const eventDefault = (ctx.payload.repository as { default_branch?: unknown } | undefined)?.default_branch;
  const facts = await api(() =>
    gatherPublishFacts(
      octokit,
      {
        repository,
        serverUrl: ctx.serverUrl,
        allowedBaseBranches: inputs.allowedBaseBranches,
        benchmarkRepository: inputs.benchmarkRepository,
        submissionsDir: inputs.submissionsDir,
        eventDefaultBranch: typeof eventDefault === 'string' && eventDefault ? eventDefault : null,
      },
      runFacts(run),
      pullRequest,
      report,
    ),
  );
  const decision = decidePublish(facts);
  if (decision.verdict === 'reject') throw new RejectedArtifact(decision.reason);

  const { number } = decision;
  const runUrl = `${ctx.serverUrl}/${repository}/actions/runs/${run.id}`;
  const key = inputs.commentKey || run.name || 'agent-eval';
  const target = inputs.comment === 'off' ? ({ skip: 'comment is off' } as const) : { issueNumber: number };
  const where = { runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };
  setOutput('pull-request-number', String(number));
  // Withheld or off the plan: only the sticky comment (our text), then the failure.
  const refuse = async (comment: string, fail: string) => {
    const write = async () => ({ files: [], outputs: {}, log: [], comment });
    const sticky = { target, key, token: inputs.token, where: { ...where, artifactName: '' } };
    await deliver({ outDir: inputs.outDir, where, write, comment: sticky, jobOutcome: () => ({ fail }) }, env);
  };
  if (decision.verdict === 'withhold') {
    const { workflowFiles } = decision;
    const fail = `agent-eval: publish: pull request #${number} changes ${workflowFiles.files.length} file(s) under .github/${workflowFiles.truncated ? ' (and has more than the 3,000 files GitHub lists)' : ''}, so run ${run.id} may have run workflow code from the pull request: its report was not published; the sticky comment says why.`;
    return refuse(workflowFilesComment(workflowFiles), fail);
  }
  if (decision.verdict === 'off-plan') {
    const fail = `agent-eval: publish: pull request #${number}: ${planProblemText(decision.problem)}; its report was not published; the sticky comment says why.`;
    return refuse(planComment(decision.problem), fail);
  }
  core.info(`The artifact passed every check: publishing on pull request #${number}.`);

  const delivery = reportDelivery(report, {
    outDir: inputs.outDir,
    untrusted: true,
    comment: { target, key, token: inputs.token },
    artifactName: null,
    where,
    failOn: null,
  });
  // The comment is this job's purpose: when it cannot be posted, the job fails.
  delivery.jobOutcome = (done) =>
    'skip' in target || done.commentUrl !== null
      ? null
      : {
          fail: `agent-eval: publish: the comment on pull request #${number} could not be posted (see the warning above); the report is in ${inputs.outDir} and in the review artifact.`,
        };
  await deliver(delivery, env);
}

/** An API failure while checking is a PublishError: nothing is published. */
async function api<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError) throw new PublishError(err.message);
    throw err;
  }
}

/** The scoring run: the workflow_run event's, or the one run-id names (read through the API). */
async function workflowRun(inputs: PublishInputs, env: ActionEnv, octokit: Octokit): Promise<WorkflowRun> {
  const fromEvent = env.ctx.payload.workflow_run;
  const eventRun = WorkflowRunSchema.safeParse(fromEvent);
  if (inputs.runId === null || (eventRun.success && eventRun.data.id === inputs.runId)) {
    if (fromEvent === undefined)
      throw new InputError(
        `input run-id: is required with agent-eval/publish outside a workflow_run event (this is a ${env.ctx.eventName || 'unknown'} event)`,
      );
    if (!eventRun.success)
      throw new PublishError('the workflow_run event has no usable workflow_run (id, head_sha, event)');
    return eventRun.data;
  }
  return api(() => readWorkflowRun(octokit, { owner: env.ctx.owner!, repo: env.ctx.repo! }, inputs.runId!));
}

async function download(
  inputs: PublishInputs,
  run: WorkflowRun,
  octokit: Octokit,
  env: ActionEnv,
): Promise<ReviewFiles> {
  const where = { owner: env.ctx.owner!, repo: env.ctx.repo! };
  let artifact;
  try {
    artifact = await findRunArtifact(octokit, { ...where, runId: run.id, name: inputs.artifactName });
  } catch (err) {
    throw new PublishError(
      `could not list the artifacts of run ${run.id}: ${httpMessage(err)} (the token needs actions: read)`,
    );
  }
  if (!artifact)
    throw new PublishError(
      `run ${run.id} (conclusion ${run.conclusion ?? 'none'}) has no artifact named ${inputs.artifactName}`,
    );
  if (artifact.expired) throw new PublishError(`the artifact ${inputs.artifactName} of run ${run.id} has expired`);
  const problem = artifactProblem(artifact, { id: run.id, headSha: run.head_sha }, inputs.maxArtifactBytes);
  if (problem) throw new RejectedArtifact(problem);
  core.info(
    `Downloading artifact ${inputs.artifactName} (id ${artifact.id}, ${artifact.size} bytes) of run ${run.id}.`,
  );
  let zip: Buffer;
  try {
    zip = await downloadArtifactZip(
      octokit,
      { ...where, artifactId: artifact.id, maxBytes: inputs.maxArtifactBytes },
      env.policy,
    );
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

/**
 * The issue route: the artifact holds issue.json and intake.json (and scores.json unless nothing
 * was scored). Published only while the issue is open, has the submission label and still has
 * the body that was scored (issueProblem); then the sticky comment on the issue (our view of the
 * validated report, with the Submission form section) and the outcome label.
 */
async function publishIssue(inputs: PublishInputs, env: ActionEnv, octokit: Octokit, run: WorkflowRun): Promise<void> {
  const { ctx } = env;
  const repository = `${ctx.owner}/${ctx.repo}`;
  core.info(`Publishing the issue review of run ${run.id} (conclusion ${run.conclusion ?? 'none'}).`);
  const files = inputs.artifactPath
    ? readReviewDir(inputs.artifactPath, inputs.maxArtifactBytes)
    : await download(inputs, run, octokit, env);
  const { report, issue: claim, intake } = validateIssueReview(files);
  const issue = await api(() => readIssue(octokit, { owner: ctx.owner!, repo: ctx.repo! }, claim.issue_number));
  const problem = issueProblem({ repository, runEvent: run.event, runId: run.id, claim, issue, label: FORM_LABEL });
  if (problem !== null) throw new RejectedArtifact(problem);
  const number = claim.issue_number;
  core.info(`The artifact passed every check: publishing on issue #${number}.`);
  setOutput('issue-number', String(number));

  const runUrl = `${ctx.serverUrl}/${repository}/actions/runs/${run.id}`;
  const key = inputs.commentKey || run.name || 'agent-eval';
  const target = inputs.comment === 'off' ? ({ skip: 'comment is off' } as const) : { issueNumber: number };
  const where = { runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };
  const outcome =
    report === null
      ? 'invalid'
      : report.status === 'final'
        ? 'final'
        : report.status === 'invalid'
          ? 'invalid'
          : 'not final';
  const family = ['final', 'not final', 'invalid'].map((o) => `${inputs.labelPrefix}${o}`);
  // Held by the issue route's limits (awaiting approval, over the run cap): no verdict, so no outcome label.
  const verdict = intake.error === null || !NOT_A_VERDICT.includes(intake.error.code);
  const labels = {
    issueNumber: number,
    has: issue!.labels,
    want: verdict ? `${inputs.labelPrefix}${outcome}` : null,
    family,
    token: inputs.token,
  };

  let delivery: Delivery;
  if (report !== null) {
    delivery = reportDelivery(report, {
      outDir: inputs.outDir,
      untrusted: true,
      comment: { target, key, token: inputs.token },
      artifactName: null,
      where,
      failOn: null,
    });
    const write = delivery.write;
    const stamp = { bodySha256: claim.body_sha256, status: report.status, findings: intake.form.findings.length };
    delivery.write = async () => stamped(withSection(await write(), intakeMarkdown(intake)), stamp);
  } else {
    const markdown = notScoredMarkdown(intake);
    delivery = {
      outDir: inputs.outDir,
      where,
      write: async () => {
        await mkdir(inputs.outDir, { recursive: true });
        const summary = path.join(inputs.outDir, 'summary.md');
        await writeFile(summary, markdown);
        return {
          files: [summary],
          outputs: { status: 'invalid', final: 'false', valid: 'false', summary: path.resolve(summary) },
          log: [],
          logMarkdown: markdown,
          jobSummary: markdown,
          comment: stampedMarkdown(markdown, {
            bodySha256: claim.body_sha256,
            status: 'invalid',
            findings: intake.form.findings.length,
          }),
        };
      },
      comment: { target, key, token: inputs.token },
    };
  }
  delivery.labels = labels;
  delivery.jobOutcome = (done) =>
    'skip' in target || done.commentUrl !== null
      ? null
      : {
          fail: `agent-eval: publish: the comment on issue #${number} could not be posted (see the warning above); the review is in ${inputs.outDir}.`,
        };
  await deliver(delivery, env);
}
