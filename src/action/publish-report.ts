/**
 * The one way a report is published, whichever mode produced it:
 *   write it to out-dir → outputs → log → job summary → sticky comment → artifact → fail-on.
 * The report is on disk before anything here talks to GitHub; comment and artifact problems are
 * warnings, except a review artifact that cannot be uploaded, which fails the job; otherwise the
 * job's result follows fail-on on the report alone (publish mode: no fail-on).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { passesPolicy, type FailOn } from '../core/report/policy.js';
import type { Report } from '../core/report/schema.js';
import { writableReport, writeReport } from '../core/report/write.js';
import { renderMarkdown } from '../core/views/markdown.js';
import type { Target } from '../github/context.js';
import { terminalText } from '../core/util/terminal.js';
import { logMarkdown, REVIEW_REQUIRED, setReportOutputs, stickyComment, uploadArtifact, writeJobSummary, type ActionEnv, type ReportFiles } from './steps.js';
import type { Where } from './texts.js';

export interface Publication {
  outDir: string;
  /**
   * A report read from an untrusted artifact: only scores.json (as validated) and summary.md
   * (rendered by the core view, which escapes every text of any report) are written, under
   * fixed names. writeReport is never used for it: it makes directories named after suites
   * and trials.
   */
  untrusted?: boolean;
  /** Files already in out-dir that go into the artifact too (pull-request.json). */
  extraFiles?: string[];
  /**
   * The artifact is a review artifact (it holds pull-request.json), which publish mode reads:
   * when it cannot be uploaded, the job fails (REVIEW_REQUIRED says why).
   */
  reviewArtifact?: boolean;
  comment: { target: Target; key: string; token: string };
  /** The artifact to upload; '' for none. */
  artifactName: string;
  /** The links in the comment and the notes of trimmed texts. */
  where: Where;
  /** null: the job's result does not depend on the report (publish mode). */
  failOn: FailOn | null;
}

export async function publishReport(given: Report, p: Publication, env: ActionEnv): Promise<{ commentUrl: string | null }> {
  // 1. The report on disk, before anything that talks to GitHub.
  const { files, all, summary, report, problems } = p.untrusted ? await writeDisplayCopy(given, p.outDir) : await writeFull(given, p.outDir);
  for (const problem of problems) core.warning(`The report failed its own schema and was written without a part: ${terminalText(problem)}`);
  setReportOutputs(report, files, p.outDir);
  logMarkdown(summary);

  // 2. Job summary.
  await writeJobSummary(summary, p.where);

  // 3. Sticky comment.
  const commentUrl = await stickyComment({ ...p.comment, markdown: summary, where: p.where }, env);

  // 4. Artifact.
  if (p.artifactName || !p.untrusted) await uploadArtifact(p.artifactName, [...all, ...(p.extraFiles ?? [])], p.outDir, env, 'report', p.reviewArtifact ? REVIEW_REQUIRED : null);

  // The job's result: fail-on on the report alone.
  if (p.failOn === null) return { commentUrl };
  if (passesPolicy(report, p.failOn)) {
    core.info(`The report passes fail-on ${p.failOn} (status: ${report.status}).`);
  } else {
    core.setFailed(`The report does not pass fail-on ${p.failOn}: status ${report.status} (valid: ${report.valid}, final: ${report.final}). See the job summary.`);
  }
  return { commentUrl };
}

interface Written {
  files: ReportFiles;
  all: string[];
  summary: string;
  /** The report as written (see writableReport). */
  report: Report;
  problems: string[];
}

async function writeFull(report: Report, outDir: string): Promise<Written> {
  const written = await writeReport(report, outDir);
  return { files: written, all: written.all, summary: written.markdown, report: written.report, problems: written.problems };
}

async function writeDisplayCopy(given: Report, outDir: string): Promise<Written> {
  const { report, problems } = writableReport(given);
  await mkdir(outDir, { recursive: true });
  const files = { scores: path.join(outDir, 'scores.json'), summary: path.join(outDir, 'summary.md') };
  const summary = renderMarkdown(report);
  await writeFile(files.scores, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(files.summary, summary);
  return { files, all: [files.scores, files.summary], summary, report, problems };
}
