/**
 * The review artifact publish mode fetches from a pull request's scoring run: untrusted data
 * (a pull request from a fork controls what its run uploads). Only scores.json and
 * pull-request.json are read, from a downloaded zip or a directory, bounded and never through a
 * symlink, and both must pass their schemas. Everything else in it (summary.md included) is
 * ignored.
 */
import path from 'node:path';
import type { z } from 'zod';
import { formatPath } from '../core/manifest/zod-issues.js';
import { ReportSchema, type Report } from '../core/report/schema.js';
import { truncate } from '../core/util/data.js';
import { readZipEntries, ZipError } from '../github/zip.js';
import { PULL_REQUEST_FILE, PullRequestInfoSchema, type PullRequestInfo } from '../github/pull-request-info.js';
import { parseJsonBytes } from '../core/fs/bounded-json.js';
import { readRegularFile } from '../core/fs/untrusted.js';
import { INTAKE_FILE, IntakeRecordSchema, type IntakeRecord } from '../core/archive/intake-record.js';
import { ISSUE_FILE, IssueInfoSchema, type IssueInfo } from '../github/issue-info.js';

export const SCORES_FILE = 'scores.json';
const PULL_REQUEST_MAX_BYTES = 4096;
const JSON_MAX_DEPTH = 64;

/** Publishing could not happen (no artifact, the API failed): the job fails, nothing is published. */
export class PublishError extends Error {
  override name = 'PublishError';
}

/** The artifact is not what a scoring run of that pull request writes: the job fails, nothing is published. */
export class RejectedArtifact extends PublishError {
  override name = 'RejectedArtifact';
}

/** scores.json may be this many times max-artifact-bytes uncompressed (JSON compresses about 10:1). */
const REPORT_BYTES_PER_ARTIFACT_BYTE = 8;

export interface ReviewFiles {
  scores: Buffer | null;
  pullRequest: Buffer | null;
  /** The issue route (absent in an artifact read before it existed). */
  issue?: Buffer | null;
  intake?: Buffer | null;
}

const INTAKE_MAX_BYTES = 4 * 1024 * 1024;

function limits(maxArtifactBytes: number): Record<string, number> {
  return {
    [SCORES_FILE]: maxArtifactBytes * REPORT_BYTES_PER_ARTIFACT_BYTE,
    [PULL_REQUEST_FILE]: PULL_REQUEST_MAX_BYTES,
    [ISSUE_FILE]: PULL_REQUEST_MAX_BYTES,
    [INTAKE_FILE]: INTAKE_MAX_BYTES,
  };
}

/** The two files from an artifact already on disk (artifact-path). */
export function readReviewDir(dir: string, maxArtifactBytes: number): ReviewFiles {
  const bounds = limits(maxArtifactBytes);
  const read = (name: string, optional = false): Buffer | null => {
    const r = readRegularFile(path.join(dir, name), bounds[name]!);
    if (r.ok) return r.value;
    if (r.message === 'does not exist' || (optional && r.message.startsWith('does not exist'))) return null;
    throw new RejectedArtifact(`${name} ${r.message}`);
  };
  // An issue review has issue.json and no pull-request.json, and may have no scores.json; a pull request review, the
  // other way round.
  const issue = read(ISSUE_FILE, true);
  return issue === null
    ? { scores: read(SCORES_FILE), pullRequest: read(PULL_REQUEST_FILE), issue, intake: null }
    : { scores: read(SCORES_FILE, true), pullRequest: null, issue, intake: read(INTAKE_FILE, true) };
}

/** The two files from the downloaded zip. */
export async function readReviewZip(zip: Buffer, maxArtifactBytes: number): Promise<ReviewFiles> {
  try {
    const entries = await readZipEntries(zip, limits(maxArtifactBytes));
    return {
      scores: entries.get(SCORES_FILE) ?? null,
      pullRequest: entries.get(PULL_REQUEST_FILE) ?? null,
      issue: entries.get(ISSUE_FILE) ?? null,
      intake: entries.get(INTAKE_FILE) ?? null,
    };
  } catch (err) {
    if (err instanceof ZipError) throw new RejectedArtifact(`the zip cannot be used: ${err.message}`);
    throw err;
  }
}

/** Both files parsed and validated; a RejectedArtifact naming the file and the problem otherwise. */
export function validateReview(files: ReviewFiles): { report: Report; pullRequest: PullRequestInfo } {
  if (!files.pullRequest)
    throw new RejectedArtifact(
      `it has no ${PULL_REQUEST_FILE} (mode score writes one on pull_request and pull_request_target events)`,
    );
  if (!files.scores) throw new RejectedArtifact(`it has no ${SCORES_FILE}`);
  const pullRequest = parse(
    PULL_REQUEST_FILE,
    files.pullRequest,
    (v) => PullRequestInfoSchema.safeParse(v),
    'a pull-request.json',
  );
  const report = parse(SCORES_FILE, files.scores, (v) => ReportSchema.safeParse(v), 'an agent-eval report');
  return { report, pullRequest };
}

/** An issue review: issue.json and intake.json, and scores.json unless nothing was scored (intake.json's error). */
export function validateIssueReview(files: ReviewFiles): {
  report: Report | null;
  issue: IssueInfo;
  intake: IntakeRecord;
} {
  if (!files.issue) throw new RejectedArtifact(`it has no ${ISSUE_FILE} (mode score writes one on the issue route)`);
  if (!files.intake) throw new RejectedArtifact(`it has no ${INTAKE_FILE}`);
  const issue = parse(ISSUE_FILE, files.issue, (v) => IssueInfoSchema.safeParse(v), 'an issue.json');
  const intake = parse(
    INTAKE_FILE,
    files.intake,
    (v) => IntakeRecordSchema.safeParse(v),
    'an intake.json',
  ) as IntakeRecord;
  if (intake.error === null && !files.scores)
    throw new RejectedArtifact(`it has no ${SCORES_FILE}, and ${INTAKE_FILE} names no refusal`);
  if (intake.error !== null && files.scores)
    throw new RejectedArtifact(`${INTAKE_FILE} says nothing was scored, but it holds a ${SCORES_FILE}`);
  const report = files.scores
    ? parse(SCORES_FILE, files.scores, (v) => ReportSchema.safeParse(v), 'an agent-eval report')
    : null;
  return { report, issue, intake };
}

function parse<T>(name: string, bytes: Buffer, check: (v: unknown) => z.ZodSafeParseResult<T>, what: string): T {
  const json = parseJsonBytes(bytes, JSON_MAX_DEPTH);
  if (!json.ok) throw new RejectedArtifact(`${name}: ${truncate(json.message, 300)}`);
  const checked = check(json.value);
  if (!checked.success) {
    const issues = checked.error.issues;
    const shown = issues
      .slice(0, 3)
      .map((i) => `${formatPath(i.path)}: ${i.message}`)
      .join('; ');
    throw new RejectedArtifact(
      `${name} is not ${what}: ${truncate(shown, 500)}${issues.length > 3 ? ` (and ${issues.length - 3} more problems)` : ''}`,
    );
  }
  return checked.data;
}
