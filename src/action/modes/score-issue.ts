/**
 * score mode on the issue route: the run is the archive the submission form in an `issues`
 * event's issue body names. The body is untrusted text: it is parsed (parseIssueForm) and
 * hashed, never put in a script or used as a path; the archive URL must be an http(s) URL
 * (a local path is refused), fetched with no credentials from an allowed host, verified against
 * the form's sha256 and unpacked under our bounds (core/archive), then the form is applied and
 * the run scored as any other. The review artifact holds issue.json (issue, body sha256,
 * updated_at) and intake.json beside the report, for publish mode.
 *
 * When the form gives no usable archive, or the archive is refused, nothing is scored: the
 * review artifact holds issue.json, intake.json and a summary.md that says what to fix, the
 * comment (on a write token) says it too, and the status is `invalid` (fail-on applies). Never a
 * silent zero. Anything else that stops the intake or the scoring (an internal error, even one
 * that escaped as a rejection nothing handled; the benchmark's checkout or configuration) ends
 * the same way, intake.json naming it as what it is, and the job fails whatever fail-on says.
 * The temp directory under RUNNER_TEMP is removed in every case.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { ArchiveError } from '../../core/archive/errors.js';
import { CheckoutError } from '../../github/checkout.js';
import { DEFAULT_ALLOWED_HOSTS } from '../../core/archive/fetch.js';
import { isUrl, takeArchive } from '../../core/archive/intake.js';
import { INTAKE_FILE, intakeFailure, type IntakeFailure, type IntakeRecord } from '../../core/archive/intake-record.js';
import { score } from '../../core/score.js';
import { applyForm } from '../../core/submission/form-agreement.js';
import { parseIssueForm } from '../../core/submission/form.js';
import { contained } from '../../core/util/contain.js';
import { terminalLines, terminalText } from '../../core/util/terminal.js';
import { intakeMarkdown } from '../../core/views/intake.js';
import { commentTarget } from '../../github/context.js';
import { issueOfEvent, writeIssueInfo, type IssueInfo } from '../../github/issue-info.js';
import { reviewStampLine, type ReviewStamp } from '../../core/submission/acceptance.js';
import { AWAITING_APPROVAL, HELD } from '../../core/submission/route-limits.js';
import { withBenchmark } from '../benchmark.js';
import { routeGate } from '../route-gate.js';
import type { ActionEnv } from '../env.js';
import { InputError } from '../inputs-shared.js';
import type { IssueFormInputs, ScoreInputs } from './score-inputs.js';
import { REVIEW_REQUIRED } from '../delivery/artifact.js';
import { SCORES_FILE } from '../review-artifact.js';
import { deliver, type Delivery, type Written } from '../delivery/delivery.js';
import { runReportDelivery } from '../delivery/report.js';
import { checkCommit } from './score.js';

export async function scoreIssue(inputs: ScoreInputs, form: IssueFormInputs, env: ActionEnv): Promise<void> {
  const found = issueOfEvent(env.ctx, inputs.commentKey);
  if ('skip' in found)
    throw new InputError(
      `input issue-form: the issue route reads the submission form from an issues event's issue, and ${found.skip}`,
    );
  const { info, body } = found;
  core.info(
    `Reading the submission form of issue #${info.issue_number} (body sha256 ${info.body_sha256}, updated ${terminalText(info.updated_at)}).`,
  );
  await mkdir(inputs.outDir, { recursive: true });
  const issueFile = await writeIssueInfo(inputs.outDir, info);
  const parsed = parseIssueForm(body);
  const record: IntakeRecord = { archive: null, form: { outcome: 'skipped', findings: parsed.findings }, error: null };
  const intakeFile = path.join(inputs.outDir, INTAKE_FILE);
  const writeRecord = () => writeFile(intakeFile, `${JSON.stringify(record, null, 2)}\n`);

  // approval-label and max-runs-per-author-per-day, before anything is fetched (docs/workflows.md, "Limiting the issue
  // route").
  const gate = await routeGate(form, info.issue_number, inputs.token, env);
  if (gate.record) record.limits = gate.record;
  if (gate.refusal) {
    record.error = { ...gate.refusal, entry: null };
    return deliver(refusedDelivery(record, info, inputs, [issueFile, intakeFile], writeRecord, env), env).then(
      () => undefined,
    );
  }

  const { url, sha256 } = parsed.archive;
  if (!url || !sha256) {
    const missing = [!url && '"Archive URL"', !sha256 && '"Archive sha256"'].filter(Boolean).join(' and ');
    record.error = {
      code: 'form_unusable',
      entry: null,
      message: `the form gives no usable ${missing}, so there is no archive to score`,
    };
    return deliver(refusedDelivery(record, info, inputs, [issueFile, intakeFile], writeRecord, env), env).then(
      () => undefined,
    );
  }
  const base = process.env.RUNNER_TEMP || os.tmpdir();
  let work: string | null = null;
  try {
    // Whatever stops the intake or the scoring, the submitter gets the "not scored" comment and
    // intake.json names why: a refusal of the archive by its code, anything else as what it is
    // (never a failure of the submission, never a zero). Publishing is outside: its steps after
    // the files turn their own failures into warnings, and a posted score is never replaced.
    const scored = await contained(async () => {
      work = await mkdtemp(path.join(base, 'agent-eval-issue-'));
      // A URL only: a local path from the body is never opened.
      if (!isUrl(url))
        throw new ArchiveError(
          'url_invalid',
          'the Archive URL is not a URL (an https link, or a file attached to the issue)',
        );
      const intake = await takeArchive({
        source: url,
        sha256,
        workDir: work,
        fetch: {
          allowedHosts: form.allowedHosts.length ? form.allowedHosts : DEFAULT_ALLOWED_HOSTS,
          ...(form.maxArchiveBytes !== null ? { maxBytes: form.maxArchiveBytes } : {}),
        },
      });
      record.archive = intake.archive;
      core.info(
        `Archive ${terminalText(intake.archive.source)}: sha256 verified, ${intake.archive.files} file(s) unpacked.`,
      );
      const agreement = await applyForm(parsed, intake.runDir);
      record.form = { outcome: agreement.outcome, findings: [...parsed.findings, ...agreement.findings] };
      return withBenchmark(inputs.benchmark, env, async (benchmarkDir, checkout, cache) => {
        const report = await score({
          benchmarkDir,
          runDir: intake.runDir,
          runLabel: intake.archive.source,
          suites: inputs.suites.length ? inputs.suites : undefined,
          cce: inputs.cce,
          hashLimits: inputs.hashLimits,
          python: inputs.python,
          cache,
        });
        checkCommit(report.benchmark.commit, checkout);
        return report;
      });
    });
    const delivery = runReportDelivery(scored, inputs, [issueFile, intakeFile], env.ctx);
    const write = delivery.write;
    const stamp = { bodySha256: info.body_sha256, status: scored.status, findings: record.form.findings.length };
    // The files are written first (a failure there is caught below, before anything is posted).
    delivery.write = async () => {
      await writeRecord();
      return stamped(withSection(await write(), intakeMarkdown(record)), stamp);
    };
    await deliver(delivery, env);
  } catch (err) {
    const failure = failureOf(err);
    record.error = failure.error;
    // Nothing was scored: a report written before the failure is not part of this review.
    await rm(path.join(inputs.outDir, SCORES_FILE), { force: true });
    await deliver(refusedDelivery(record, info, inputs, [issueFile, intakeFile], writeRecord, env, failure.job), env);
  } finally {
    if (work !== null)
      await rm(work, { recursive: true, force: true }).catch((err: Error) =>
        core.warning(`agent-eval: the temp directory ${work} could not be removed: ${err.message}`),
      );
  }
}

/**
 * Why nothing was scored (intake.json, the comment), and how the job ends when that is not the
 * submission's doing (`job`: the message the job fails with, whatever fail-on says; a stack
 * trace goes there, to the job log, never to the comment).
 */
function failureOf(err: unknown): { error: IntakeFailure; job: string | null } {
  if (err instanceof ArchiveError) return { error: intakeFailure(err), job: null };
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof CheckoutError)
    return {
      error: {
        code: 'benchmark_checkout',
        entry: null,
        message: `the benchmark could not be checked out: ${message.slice(0, 1500)}`,
      },
      job: `agent-eval: ${message}`,
    };
  if (err instanceof InputError)
    return {
      error: {
        code: 'input_error',
        entry: null,
        message: `the workflow's inputs cannot be used: ${message.slice(0, 1500)}`,
      },
      job: `agent-eval: ${message}`,
    };
  const error = intakeFailure(err);
  return {
    error,
    job:
      error.code === 'internal_error'
        ? `agent-eval: internal error: ${err instanceof Error ? (err.stack ?? message) : message}`
        : `agent-eval: ${error.message}`,
  };
}

/** The report's markdown (comment, job summary, log) with the Submission form section after its heading. */
export function withSection(w: Written, section: string): Written {
  const insert = (md: string | undefined) => {
    if (md === undefined) return undefined;
    const nl = md.indexOf('\n');
    return md.startsWith('## ') && nl >= 0
      ? `${md.slice(0, nl + 1)}\n${section}${md.slice(nl + 1)}`
      : `${section}\n${md}`;
  };
  return { ...w, comment: insert(w.comment), jobSummary: insert(w.jobSummary), logMarkdown: insert(w.logMarkdown) };
}

/**
 * The review stamp at the top of the sticky comment (core/submission/acceptance.ts): which body
 * this review scored and how it came out, what `/agent-eval accept` checks. The comment only.
 */
export function stamped(w: Written, stamp: ReviewStamp): Written {
  return w.comment === undefined ? w : { ...w, comment: stampedMarkdown(w.comment, stamp) };
}

export const stampedMarkdown = (markdown: string, stamp: ReviewStamp) => `${reviewStampLine(stamp)}\n${markdown}`;

/** Nothing was scored: intake.json, issue.json and a summary.md that says what to fix; status invalid. */
function refusedDelivery(
  record: IntakeRecord,
  info: IssueInfo,
  inputs: ScoreInputs,
  files: string[],
  writeRecord: () => Promise<void>,
  env: ActionEnv,
  jobFailure: string | null = null,
): Delivery {
  const where = { runUrl: env.ctx.runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };
  const markdown = notScoredMarkdown(record);
  return {
    outDir: inputs.outDir,
    where,
    write: async () => {
      await writeRecord();
      const summary = path.join(inputs.outDir, 'summary.md');
      await writeFile(summary, markdown);
      return {
        files: [...files, summary],
        outputs: {
          status: 'invalid',
          final: 'false',
          valid: 'false',
          summary: path.resolve(summary),
          'report-dir': path.resolve(inputs.outDir),
        },
        log: [
          {
            level: 'warning',
            text: `The submission was not scored: ${record.error!.code}: ${terminalText(record.error!.message)}`,
          },
        ],
        logMarkdown: markdown,
        jobSummary: markdown,
        comment: stampedMarkdown(markdown, {
          bodySha256: info.body_sha256,
          status: 'invalid',
          findings: record.form.findings.length,
        }),
      };
    },
    comment: { target: commentTarget(inputs.comment, env.ctx), key: inputs.commentKey, token: inputs.token },
    ...(inputs.artifactName
      ? { artifact: { name: inputs.artifactName, what: 'review', required: REVIEW_REQUIRED } }
      : {}),
    jobOutcome: () =>
      jobFailure !== null
        ? { fail: terminalLines(jobFailure) }
        : inputs.failOn === 'never' || HELD.includes(record.error!.code)
          ? {
              pass: `The submission was not scored (${record.error!.code}, status invalid); ${inputs.failOn === 'never' ? 'fail-on is never' : 'not a verdict on the submission'}.`,
            }
          : {
              fail: `The submission was not scored (${record.error!.code}): status invalid. The comment and the job summary say what to fix.`,
            },
  };
}

export const notScoredMarkdown = (record: IntakeRecord) =>
  `## agent-eval: submission ${record.error?.code === AWAITING_APPROVAL ? "waits for a maintainer's label" : 'not scored'}\n\n${intakeMarkdown(record)}`;
