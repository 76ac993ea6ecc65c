/**
 * The GitHub Action: a thin adapter over the scoring core.
 *   inputs → benchmark checkout (pinned, verified) → score → scores.json/summary.md/summary.csv
 *   → outputs → job summary → sticky comment → artifact → pass or fail by fail-on.
 * Publishing problems (comment, artifact) are warnings: they never lose the report on disk and
 * never decide the job's result, which follows fail-on on the report alone.
 */
import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { ConfigError, UsageError } from '../core/errors.js';
import { passesPolicy } from '../core/report/policy.js';
import type { Report } from '../core/report/schema.js';
import { writeReport, type WrittenReport } from '../core/report/write.js';
import { score } from '../core/score.js';
import { renderMarkdown } from '../core/views/markdown.js';
import { TOOL_VERSION } from '../core/version.js';
import { uploadReportArtifact, uploadUnavailable } from '../github/artifact.js';
import { checkoutBenchmark, CheckoutError, type Checkout } from '../github/checkout.js';
import { makeOctokit, stickyMarker, upsertComment } from '../github/comment.js';
import { commentTarget, runContext, type RunContext } from '../github/context.js';
import { retryPolicy, type RetryPolicy } from '../github/retry.js';
import { appendJobSummary } from '../github/summary.js';
import { InputError, parseInputs, type Inputs } from './inputs.js';
import { commentBody, forbiddenWarning, headlineMetrics, jobSummaryNote, type Where } from './texts.js';

const log = { info: (m: string) => core.info(m), warning: (m: string) => core.warning(m) };

/** Runs the action; never throws: every failure ends in core.setFailed with a clear message. */
export async function run(): Promise<void> {
  try {
    await main();
  } catch (err) {
    core.setFailed(failureMessage(err));
  }
}

async function main(): Promise<void> {
  // Mask the tokens before anything else can print.
  for (const name of ['token', 'benchmark-token', 'cce-api-key'] as const) {
    const secret = core.getInput(name);
    if (secret) core.setSecret(secret);
  }
  const envKey = process.env.AGENT_EVAL_CCE_API_KEY;
  if (envKey) core.setSecret(envKey);
  const inputs = parseInputs((name) => core.getInput(name), { repository: process.env.GITHUB_REPOSITORY, workflow: process.env.GITHUB_WORKFLOW, env: process.env });
  const policy = retryPolicy();
  const ctx = runContext();

  let checkout: Checkout | null = null;
  let benchmarkDir: string;
  if (inputs.benchmark.kind === 'path') {
    benchmarkDir = path.resolve(inputs.benchmark.path);
  } else {
    checkout = await checkoutBenchmark({
      repository: inputs.benchmark.repository,
      ref: inputs.benchmark.ref,
      token: inputs.benchmark.token,
      serverUrl: ctx.serverUrl,
      parentDir: process.env.RUNNER_TEMP || os.tmpdir(),
      policy,
      log,
      mask: (s) => core.setSecret(s),
    });
    benchmarkDir = checkout.dir;
  }
  try {
    await scoreAndPublish(inputs, benchmarkDir, checkout, ctx, policy);
  } finally {
    if (checkout) await rm(checkout.dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function scoreAndPublish(inputs: Inputs, benchmarkDir: string, checkout: Checkout | null, ctx: RunContext, policy: RetryPolicy): Promise<void> {
  const runDir = path.resolve(inputs.runDir);
  if (!(await stat(runDir).catch(() => null))?.isDirectory()) throw new InputError(`input run-dir: ${inputs.runDir} is not a directory`);

  core.info(`Scoring ${inputs.runDir}${inputs.suites.length ? ` (suites: ${inputs.suites.join(', ')})` : ''}`);
  if (inputs.cce) core.info(`CCE judge: ${inputs.cce.model}${inputs.cce.endpoint ? ` at ${new URL(inputs.cce.endpoint).host}` : ' (cache only)'}${inputs.cce.cacheDir ? `, cache ${inputs.cce.cacheDir}` : ''}`);
  const report = await score({ benchmarkDir, runDir: inputs.runDir, suites: inputs.suites.length ? inputs.suites : undefined, cce: inputs.cce });
  if (checkout && report.benchmark.commit !== checkout.sha) {
    throw new CheckoutError(`the report records benchmark commit ${report.benchmark.commit}, but ${checkout.sha} was checked out`);
  }

  // 1. The report on disk, before anything that talks to GitHub.
  const files = await writeReport(report, inputs.outDir);
  const summary = renderMarkdown(report);
  setOutputs(report, files, inputs.outDir);
  logSummary(summary);

  const where: Where = { runUrl: ctx.runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };

  // 2. Job summary.
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  if (summaryFile) {
    try {
      const written = await appendJobSummary(summaryFile, summary, jobSummaryNote(where));
      if (written.trimmed) core.info(`The job summary was trimmed to ${written.bytes} bytes to stay under GitHub's 1 MiB limit.`);
    } catch (err) {
      core.warning(`Could not write the job summary: ${(err as Error).message}`);
    }
  }

  // 3. Sticky comment.
  await comment(inputs, summary, where, ctx, policy);

  // 4. Artifact.
  await upload(inputs, files.all, ctx);

  // The job's result: fail-on on the report alone.
  if (passesPolicy(report, inputs.failOn)) {
    core.info(`The report passes fail-on ${inputs.failOn} (status: ${report.status}).`);
  } else {
    core.setFailed(`The report does not pass fail-on ${inputs.failOn}: status ${report.status} (valid: ${report.valid}, final: ${report.final}). See the job summary.`);
  }
}

function setOutputs(report: Report, files: WrittenReport, outDir: string): void {
  core.setOutput('status', report.status);
  core.setOutput('final', String(report.final));
  core.setOutput('valid', String(report.valid));
  core.setOutput('report', path.resolve(files.scores));
  core.setOutput('summary', path.resolve(files.summary));
  core.setOutput('summary-csv', path.resolve(files.csv));
  core.setOutput('report-dir', path.resolve(outDir));
  core.setOutput('metrics', JSON.stringify(headlineMetrics(report)));
  core.setOutput('benchmark-commit', report.benchmark.commit ?? '');
}

/** The summary in the log, with workflow commands switched off: it carries submission text. */
function logSummary(summary: string): void {
  const resume = randomUUID();
  core.info(`::stop-commands::${resume}`);
  core.info(summary.replace(/<details>[\s\S]*?<\/details>\n*/g, ''));
  core.info(`::${resume}::`);
}

async function comment(inputs: Inputs, summary: string, where: Where, ctx: RunContext, policy: RetryPolicy): Promise<void> {
  const target = commentTarget(inputs.comment, ctx);
  if ('skip' in target) {
    core.info(`No comment: ${target.skip}.`);
    return;
  }
  if (!inputs.token) {
    core.warning(`No comment on #${target.issueNumber}: the token input is empty.`);
    return;
  }
  const marker = stickyMarker(inputs.commentKey);
  const { body, trimmed } = commentBody(summary, where, TOOL_VERSION, marker.length);
  if (trimmed) core.info('The comment was trimmed to stay under GitHub\'s limit of 65,536 characters.');
  try {
    const octokit = makeOctokit(inputs.token, policy, log);
    const result = await upsertComment(octokit, { owner: ctx.owner!, repo: ctx.repo!, issueNumber: target.issueNumber }, inputs.commentKey, body, policy, log);
    core.info(`Comment ${result.action}: ${result.url}`);
    core.setOutput('comment-url', result.url);
  } catch (err) {
    const e = err as { status?: number; message?: string };
    if (e.status === 403 || e.status === 404) {
      core.warning(forbiddenWarning(target.issueNumber, e.status, (e.message ?? '').split('\n')[0]!.slice(0, 200)));
    } else {
      core.warning(`agent-eval could not comment on #${target.issueNumber}: ${e.status ? `HTTP ${e.status}: ` : ''}${e.message ?? String(err)}. The report is on disk and in the job summary.`);
    }
  }
}

async function upload(inputs: Inputs, files: string[], ctx: RunContext): Promise<void> {
  if (!inputs.artifactName) {
    core.info('No artifact: artifact-name is empty.');
    return;
  }
  const unavailable = uploadUnavailable();
  if (unavailable) {
    core.warning(`The report artifact was not uploaded: ${unavailable}. The report is in ${inputs.outDir}.`);
    return;
  }
  try {
    const uploaded = await uploadReportArtifact(inputs.artifactName, files, inputs.outDir);
    core.info(`Artifact ${inputs.artifactName} uploaded (id ${uploaded.id}, ${uploaded.size} bytes).`);
    if (uploaded.id !== undefined) {
      core.setOutput('artifact-id', String(uploaded.id));
      if (ctx.runUrl) core.setOutput('artifact-url', `${ctx.runUrl}/artifacts/${uploaded.id}`);
    }
  } catch (err) {
    core.warning(`The report artifact ${inputs.artifactName} could not be uploaded: ${(err as Error).message}. The report is in ${inputs.outDir}.`);
  }
}

function failureMessage(err: unknown): string {
  if (err instanceof InputError || err instanceof CheckoutError) return `agent-eval: ${err.message}`;
  if (err instanceof UsageError) {
    const message = err.message.replace(/^--suite /, 'input suites: ').replace(/^--run /, 'input run-dir: ').replace(/^--benchmark /, 'benchmark: ');
    return `agent-eval: ${message}`;
  }
  if (err instanceof ConfigError) return `agent-eval: the benchmark's configuration cannot be used: ${err.message}`;
  return `agent-eval: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}
