/**
 * Accepting a reviewed submission issue (docs/issue-form.md, "Accepting a submission"), the pure
 * part: the `/agent-eval accept [NAME]` command, the submission's name in the submissions tree,
 * the pull request's branch, and the review stamp, a hidden line at the top of the issue's
 * sticky comment that says which body the last review scored and how it came out. Accepting
 * needs that stamp to name the issue's current body, status final and no form finding.
 * Everything here is plain text in, plain data out: the command and the form are untrusted text.
 */
import type { Submission } from './schema.js';

type ReportStatus = 'final' | 'not_final' | 'invalid';

/** The comment that accepts a submission: this, on the comment's first non-empty line, then optionally a name. */
export const ACCEPT_COMMAND = '/agent-eval accept';

/** A submission's name: one directory of the submissions tree. */
const SUBMISSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const isSubmissionName = (name: string) => SUBMISSION_NAME.test(name) && !name.includes('..');

/**
 * The command in a comment: null when the comment is not one (anything else on its first line,
 * `/agent-eval acceptable`); `name` is the name given after it, as written (checked by the
 * caller: an unusable one is refused with a reply, not ignored).
 */
export function parseAcceptCommand(body: string): { name: string | null } | null {
  const first = body
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .find((l) => l.trim() !== '');
  const m = /^\s*\/agent-eval[ \t]+accept(?:[ \t]+(\S+))?[ \t]*$/.exec(first ?? '');
  return m ? { name: m[1] ?? null } : null;
}

const isAlnum = (c: string) => (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');

const slug = (text: string) => {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.');
  // Trimmed by a scan: `[^a-z0-9]+$` retries from each character of a long run of "-" (quadratic).
  let start = 0;
  let end = s.length;
  while (start < end && !isAlnum(s[start]!)) start += 1;
  while (end > start && !isAlnum(s[end - 1]!)) end -= 1;
  return s.slice(start, end);
};

/**
 * The default name: the model id and version (`gpt-4o-2024-08-06`), lower case, every other
 * character a dash; the version is left out when the id already ends with it; `issue-N` when
 * neither gives a usable name.
 */
export function defaultSubmissionName(submission: Submission | null, issueNumber: number): string {
  const id = slug(submission?.model?.id ?? '');
  const version = slug(submission?.model?.version === undefined ? '' : String(submission.model.version));
  const name = slug((version && !id.endsWith(version) ? `${id}-${version}` : id).slice(0, 100));
  return isSubmissionName(name) ? name : `issue-${issueNumber}`;
}

/** The pull request's branch: from the issue number only (an integer), never from the issue's text. */
export function acceptBranch(issueNumber: number): string {
  if (!Number.isSafeInteger(issueNumber) || issueNumber < 1) throw new Error(`not an issue number: ${issueNumber}`);
  return `agent-eval/accept-issue-${issueNumber}`;
}

/** What the last review of an issue found, as its sticky comment records it. */
export interface ReviewStamp {
  bodySha256: string;
  status: ReportStatus;
  /** Form findings (the form's own problems and its disagreements with the archive's submission.yml). */
  findings: number;
}

const STAMP =
  /^<!-- agent-eval:issue-review body_sha256=([0-9a-f]{64}) status=(final|not_final|invalid) findings=(\d{1,6}) -->$/;

export function reviewStampLine(s: ReviewStamp): string {
  return `<!-- agent-eval:issue-review body_sha256=${s.bodySha256} status=${s.status} findings=${s.findings} -->`;
}

/** The stamp among the first lines of a comment (it comes right after the sticky marker); null: none. */
export function readReviewStamp(comment: string): ReviewStamp | null {
  for (const line of comment.split('\n', 4)) {
    const m = STAMP.exec(line.trim());
    if (m) return { bodySha256: m[1]!, status: m[2] as ReportStatus, findings: Number(m[3]) };
  }
  return null;
}

/** Why the last review does not allow accepting the issue's current body; null: it does. */
export function reviewProblem(stamp: ReviewStamp | null, bodySha256: string): string | null {
  if (stamp === null)
    return 'the issue has no review by agent-eval yet (its sticky comment is missing or carries no review stamp)';
  if (stamp.bodySha256 !== bodySha256)
    return 'the issue was edited since its last review; wait for the review of the current text';
  if (stamp.status !== 'final') return `its last review is ${stamp.status === 'not_final' ? 'not final' : 'invalid'}`;
  if (stamp.findings > 0) return `its last review found ${stamp.findings} problem(s) in the form`;
  return null;
}
