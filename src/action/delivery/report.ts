/**
 * The delivery of a report, whichever mode produced it (score, merge, publish): scores.json,
 * summary.md and summary.csv in out-dir → outputs → log → job summary → sticky comment →
 * artifact → fail-on on the report alone (publish mode: no fail-on).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { terminalText } from '../../core/util/terminal.js';
import path from 'node:path';
import { passesPolicy, type FailOn } from '../../core/report/policy.js';
import type { Report } from '../../core/report/schema.js';
import { writableReport, writeReport } from '../../core/report/write.js';
import { renderMarkdown } from '../../core/views/markdown.js';
import { redact, textRedactor, type PublicReport } from '../../core/report/redact.js';
import { writePrivateFor, type PrivateReport } from './private-report.js';
import { commentTarget, type RunContext, type Target } from '../../github/context.js';
import type { CommonInputs } from '../inputs-shared.js';
import { headlineMetrics, type Where } from '../texts.js';
import { REVIEW_REQUIRED } from './artifact.js';
import type { Outputs } from './outputs.js';
import type { Delivery, JobOutcome, Written } from './delivery.js';

export interface ReportDelivery {
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
  /** The artifact to upload; '' for none; null: no artifact step at all (publish mode). */
  artifactName: string | null;
  where: Where;
  /** null: the job's result does not depend on the report (publish mode). */
  failOn: FailOn | null;
  /** The age recipients of the private report (docs/held-out.md); absent or empty: none is written. */
  privateRecipients?: string[];
}

export function reportDelivery(given: Report, r: ReportDelivery): Delivery {
  let written: Report = given;
  return {
    outDir: r.outDir,
    where: r.where,
    write: async () => {
      // The public outputs get the public report only (docs/held-out.md); the complete one goes to the private report.
      const { report: full, problems } = writableReport(given);
      const scrub = textRedactor(full);
      const shown = redact(full);
      const w = r.untrusted
        ? await writeDisplayCopy(shown, r.outDir)
        : await writeFull(shown, r.outDir, r.extraFiles ?? []);
      written = w.report;
      const priv = r.untrusted
        ? { files: [], note: null }
        : await writePrivateFor(full, r.outDir, r.privateRecipients ?? [], r.artifactName);
      return withPrivate(w.written, priv, problems.map(scrub));
    },
    comment: r.comment,
    ...(r.artifactName === null
      ? {}
      : { artifact: { name: r.artifactName, what: 'report', required: r.reviewArtifact ? REVIEW_REQUIRED : null } }),
    jobOutcome: () => (r.failOn === null ? null : failOnOutcome(written, r.failOn)),
  };
}

/**
 * The delivery of a report scored or merged by this run (score, merge): the comment where the
 * event and the comment input say, the report artifact, a review artifact when it holds
 * pull-request.json, fail-on.
 */
export function runReportDelivery(
  report: Report,
  inputs: CommonInputs,
  reviewFiles: string | string[] | null,
  ctx: RunContext,
): Delivery {
  const extra = reviewFiles === null ? [] : typeof reviewFiles === 'string' ? [reviewFiles] : reviewFiles;
  return reportDelivery(report, {
    outDir: inputs.outDir,
    extraFiles: extra,
    reviewArtifact: extra.length > 0,
    comment: { target: commentTarget(inputs.comment, ctx), key: inputs.commentKey, token: inputs.token },
    artifactName: inputs.artifactName,
    where: { runUrl: ctx.runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir },
    failOn: inputs.failOn,
    privateRecipients: inputs.privateRecipients,
  });
}

function failOnOutcome(report: Report, failOn: FailOn): JobOutcome {
  return passesPolicy(report, failOn)
    ? { pass: `The report passes fail-on ${failOn} (status: ${report.status}).` }
    : {
        fail: `The report does not pass fail-on ${failOn}: status ${report.status} (valid: ${report.valid}, final: ${report.final}). See the job summary.`,
      };
}

interface Files {
  scores: string;
  summary: string;
  /** Absent for a report re-rendered from an artifact (publish mode writes no CSV). */
  csv?: string;
}

/** The report's outputs; `report` is the report as written (see writableReport). */
function written(
  report: Report,
  files: Files,
  all: string[],
  summary: string,
  problems: string[],
  outDir: string,
): Written {
  const outputs: Outputs = {
    status: report.status,
    final: String(report.final),
    valid: String(report.valid),
    report: path.resolve(files.scores),
    summary: path.resolve(files.summary),
    ...(files.csv ? { 'summary-csv': path.resolve(files.csv) } : {}),
    'report-dir': path.resolve(outDir),
    metrics: JSON.stringify(headlineMetrics(report)),
    'benchmark-commit': report.benchmark.commit ?? '',
  };
  return {
    files: all,
    outputs,
    log: problems.map((problem) => ({
      level: 'warning',
      text: `The report failed its own schema and was written without a part: ${terminalText(problem)}`,
    })),
    logMarkdown: summary,
    jobSummary: summary,
    comment: summary,
  };
}

/** The written report with the private report's note (comment, job summary, log) and files, and the schema problems of the complete report. */
function withPrivate(w: Written, priv: PrivateReport, problems: string[]): Written {
  const extra = problems.filter((p) => !w.log.some((l) => l.text.endsWith(p)));
  const log = [
    ...w.log,
    ...extra.map((problem) => ({
      level: 'warning' as const,
      text: `The report failed its own schema and was written without a part: ${terminalText(problem)}`,
    })),
  ];
  if (!priv.note) return { ...w, log };
  const add = (md: string | undefined) => (md === undefined ? md : `${md.trimEnd()}\n\n${priv.note}\n`);
  return {
    ...w,
    log: [...log, { level: 'notice', text: priv.note }],
    ...(w.jobSummary !== undefined ? { jobSummary: add(w.jobSummary) } : {}),
    ...(w.comment !== undefined ? { comment: add(w.comment) } : {}),
    ...(priv.files.length > 0 ? { privateFiles: priv.files } : {}),
  };
}

async function writeFull(
  report: PublicReport,
  outDir: string,
  extraFiles: string[],
): Promise<{ report: Report; written: Written }> {
  const w = await writeReport(report, outDir);
  return { report: w.report, written: written(w.report, w, [...w.all, ...extraFiles], w.markdown, w.problems, outDir) };
}

async function writeDisplayCopy(given: PublicReport, outDir: string): Promise<{ report: Report; written: Written }> {
  const { report, problems } = writableReport(given);
  await mkdir(outDir, { recursive: true });
  const files = { scores: path.join(outDir, 'scores.json'), summary: path.join(outDir, 'summary.md') };
  const summary = renderMarkdown(report);
  await writeFile(files.scores, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(files.summary, summary);
  return { report, written: written(report, files, [files.scores, files.summary], summary, problems, outDir) };
}
