/**
 * The publishing steps every mode shares: outputs, the log, the job summary, the sticky comment
 * and the artifact. Each step that talks to GitHub turns its failure into a warning: it never
 * loses what is on disk and never decides the job's result.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import * as core from '@actions/core';
import type { Report } from '../core/report/schema.js';
import { TOOL_VERSION } from '../core/version.js';
import { uploadReportArtifact, uploadUnavailable } from '../github/artifact.js';
import { stickyMarker, upsertComment } from '../github/comment.js';
import { makeOctokit, type Log } from '../github/octokit.js';
import type { RunContext, Target } from '../github/context.js';
import type { RetryPolicy } from '../core/util/backoff.js';
import { appendJobSummary } from '../github/summary.js';
import { commentBody, forbiddenWarning, headlineMetrics, jobSummaryNote, type Where } from './texts.js';

/** What every mode gets from the runner. */
export interface ActionEnv {
  ctx: RunContext;
  policy: RetryPolicy;
  log: Log;
}

export const log: Log = { info: (m: string) => core.info(m), warning: (m: string) => core.warning(m) };

export interface ReportFiles {
  scores: string;
  summary: string;
  /** Absent for a report re-rendered from an artifact (publish mode writes no CSV). */
  csv?: string;
}

export function setReportOutputs(report: Report, files: ReportFiles, outDir: string): void {
  core.setOutput('status', report.status);
  core.setOutput('final', String(report.final));
  core.setOutput('valid', String(report.valid));
  core.setOutput('report', path.resolve(files.scores));
  core.setOutput('summary', path.resolve(files.summary));
  if (files.csv) core.setOutput('summary-csv', path.resolve(files.csv));
  core.setOutput('report-dir', path.resolve(outDir));
  core.setOutput('metrics', JSON.stringify(headlineMetrics(report)));
  core.setOutput('benchmark-commit', report.benchmark.commit ?? '');
}

/** Untrusted text (file and submission names) for a log line: no control characters, so no line breaks and no workflow commands. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
}

/** Markdown in the log, with workflow commands switched off: it carries submission text. */
export function logMarkdown(markdown: string): void {
  const resume = randomUUID();
  core.info(`::stop-commands::${resume}`);
  core.info(markdown.replace(/<details>[\s\S]*?<\/details>\n*/g, ''));
  core.info(`::${resume}::`);
}

export async function writeJobSummary(markdown: string, where: Where): Promise<void> {
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  if (!summaryFile) return;
  try {
    const written = await appendJobSummary(summaryFile, markdown, jobSummaryNote(where));
    if (written.trimmed) core.info(`The job summary was trimmed to ${written.bytes} bytes to stay under GitHub's 1 MiB limit.`);
  } catch (err) {
    core.warning(`Could not write the job summary: ${(err as Error).message}`);
  }
}

export interface CommentRequest {
  target: Target;
  key: string;
  token: string;
  markdown: string;
  where: Where;
}

/** Creates or updates the sticky comment; a failure is a warning. Sets the comment-url output. */
export async function stickyComment(request: CommentRequest, env: ActionEnv): Promise<string | null> {
  const { target } = request;
  if ('skip' in target) {
    core.info(`No comment: ${target.skip}.`);
    return null;
  }
  if (!request.token) {
    core.warning(`No comment on #${target.issueNumber}: the token input is empty.`);
    return null;
  }
  const marker = stickyMarker(request.key);
  const { body, trimmed } = commentBody(request.markdown, request.where, TOOL_VERSION, marker.length);
  if (trimmed) core.info('The comment was trimmed to stay under GitHub\'s limit of 65,536 characters.');
  try {
    const octokit = makeOctokit(request.token, env.policy, env.log);
    const result = await upsertComment(octokit, { owner: env.ctx.owner!, repo: env.ctx.repo!, issueNumber: target.issueNumber }, request.key, body, env.policy, env.log);
    core.info(`Comment ${result.action}: ${result.url}`);
    core.setOutput('comment-url', result.url);
    return result.url;
  } catch (err) {
    const e = err as { status?: number; message?: string };
    if (e.status === 403 || e.status === 404) {
      core.warning(forbiddenWarning(target.issueNumber, e.status, (e.message ?? '').split('\n')[0]!.slice(0, 200)));
    } else {
      core.warning(`agent-eval could not comment on #${target.issueNumber}: ${e.status ? `HTTP ${e.status}: ` : ''}${e.message ?? String(err)}. The report is on disk and in the job summary.`);
    }
    return null;
  }
}

/** Why a shard's partial must be uploaded. */
export const PARTIAL_REQUIRED = 'The merge job cannot read it: this shard will count as missing.';
/** Why the review artifact (the one holding pull-request.json) must be uploaded. */
export const REVIEW_REQUIRED =
  'It is the review artifact that publish mode reads (it holds pull-request.json): an artifact of that name that another job of this run uploaded first would be published in its place, so this run must not pass. A review workflow must hold no other job that runs pull-request code (docs/workflows.md).';

/**
 * Uploads `files` (all inside `rootDir`) as one artifact; a failure is a warning, or, when the
 * artifact is `required` (a shard's partial: the merge job's only input; the review artifact
 * publish mode reads), fails the step with `required` saying why it matters. Off a runner (no
 * artifact service) it is always a warning: the files are on disk. Sets artifact-id and
 * artifact-url.
 */
export async function uploadArtifact(name: string, files: string[], rootDir: string, env: ActionEnv, what = 'report', required: string | null = null): Promise<void> {
  if (!name) {
    core.info('No artifact: artifact-name is empty.');
    return;
  }
  const unavailable = uploadUnavailable();
  if (unavailable) {
    core.warning(`The ${what} artifact was not uploaded: ${unavailable}. The ${what} is in ${rootDir}.`);
    return;
  }
  try {
    const uploaded = await uploadReportArtifact(name, files, rootDir, (line) => core.info(line));
    core.info(`Artifact ${name} uploaded (id ${uploaded.id}, ${uploaded.size} bytes).`);
    if (uploaded.id !== undefined) {
      core.setOutput('artifact-id', String(uploaded.id));
      if (env.ctx.runUrl) core.setOutput('artifact-url', `${env.ctx.runUrl}/artifacts/${uploaded.id}`);
    }
  } catch (err) {
    const message = `The ${what} artifact ${name} could not be uploaded: ${(err as Error).message}. The ${what} is in ${rootDir}.`;
    if (required) core.setFailed(`${message} ${required}`);
    else core.warning(message);
  }
}
