/**
 * The "Submission form" section of an issue review's comment: what the intake found (archive,
 * form findings) and, when nothing was scored, what the submitter has to fix. Every text that
 * comes from the issue body or the archive (field values, URLs, entry names, messages quoting
 * them) is escaped: no markup, link, mention or HTML from the body reaches the comment.
 */
import type { IntakeRecord } from '../archive/intake-record.js';
import { FORM_FIELDS } from '../submission/form.js';
import {
  AWAITING_APPROVAL,
  LIMITS_UNCHECKED,
  NOT_A_VERDICT,
  RUN_LIMIT,
  runsText,
  windowText,
} from '../submission/route-limits.js';
import { code, escapeMarkdown } from './escape.js';

const LABEL = new Map(FORM_FIELDS.map((f) => [f.id, f.label]));

const UNPACK_FIX =
  'Make the archive with `agent-eval pack --run DIR`: regular files and directories only, no links, no absolute or `..` paths.';
/** What to fix, per refusal: our text only. */
const FIX: Record<string, string> = {
  form_unusable: 'Fill in the fields named below (edit the issue: it is scored again).',
  url_invalid: 'Give the archive as an https link (or attach the file to the issue) under "Archive URL".',
  scheme_not_allowed: 'Give an https link under "Archive URL".',
  host_not_allowed:
    'Attach the archive to the issue, or host it on one of the hosts this repository accepts (docs/issue-form.md lists the default ones), then edit the issue.',
  address_not_allowed:
    'Attach the archive to the issue, or host it on a public host on the allowed list, then edit the issue.',
  too_many_redirects: 'Give a direct link to the archive.',
  http_status: 'Check that the link downloads the archive without signing in.',
  too_large: 'The archive is over the size this repository accepts: leave out what the benchmark does not read.',
  timeout: 'The download did not finish in time: try another host, or attach the archive.',
  network: 'The archive could not be downloaded: check the link.',
  sha256_invalid: 'Give the 64 hex digits `agent-eval pack` printed under "Archive sha256".',
  checksum_mismatch:
    'The archive is not the one the sha256 names: give the sha256 `agent-eval pack` printed for this archive, or link the right archive.',
  [AWAITING_APPROVAL]:
    'This is not a verdict on the submission: it is scored once a maintainer applies the label, and this comment is updated then.',
  [RUN_LIMIT]:
    'This is not a verdict on the submission: edit the issue again after the time above, or ask a maintainer to grant one more run.',
  [LIMITS_UNCHECKED]:
    "This is not a verdict on the submission: a maintainer has to look at the workflow run (the scoring job's token needs issues: read and actions: read).",
  corrupt_archive:
    'The archive is damaged or cut short (an entry holds fewer or more bytes than its header says): make it again with `agent-eval pack --run DIR` and upload it again.',
};
/** Not the submission's doing: the maintainers' side stopped the review (the job failed and its log says why). */
const OURS =
  'Nothing is known to be wrong with the submission: the review could not run. A maintainer can see why in the job log and run the job again.';
const OURS_CODES = new Set(['internal_error', 'benchmark_checkout', 'benchmark_config', 'input_error']);

export function intakeMarkdown(record: IntakeRecord): string {
  const lines: string[] = ['### Submission form', ''];
  const { archive, form, error } = record;
  if (error) {
    lines.push(
      `**Not scored${error.code === AWAITING_APPROVAL ? ' yet' : ''}.** ${code(error.code)}: ${escapeMarkdown(error.message, 600)}${error.entry ? ` (entry ${code(error.entry)})` : ''}`,
      '',
    );
    const fix = OURS_CODES.has(error.code) ? OURS : Object.hasOwn(FIX, error.code) ? FIX[error.code] : UNPACK_FIX;
    lines.push(`**${NOT_A_VERDICT.includes(error.code) ? 'What happens next' : 'To fix'}:** ${fix}`, '');
  } else if (archive) {
    lines.push(
      `Archive ${code(archive.source)}: sha256 verified (${code(archive.sha256)}), ${archive.files} file(s), ${archive.format}.`,
      '',
    );
    if (form.outcome === 'written')
      lines.push(
        "The archive has no submission.yml: the form's declaration was reviewed as it (see the submission checks below).",
        '',
      );
    if (form.outcome === 'compared') lines.push("The form was compared with the archive's submission.yml.", '');
  }
  const approval = record.limits?.approval;
  if (approval) lines.push(`Approved for scoring: ${code(approval.by)} applied the label ${code(approval.label)}.`, '');
  const runs = record.limits?.runs;
  if (runs) {
    const window = runs.window ?? 'day';
    const granted = runs.granted_by ? `; one more run granted by ${code(runs.granted_by)}` : '';
    lines.push(
      `Runs of ${code(runs.actor)}: ${runsText(runs.count, runs.cap, window)} (the last ${windowText(window)}${granted}).`,
      '',
    );
    if (runs.next) lines.push(`The next review is possible after ${code(runs.next)}.`, '');
  }
  if (form.findings.length === 0) {
    if (form.outcome !== 'none') lines.push("The form's fields are complete.", '');
  } else {
    lines.push(`The form has ${form.findings.length} problem(s):`, '');
    for (const f of form.findings.slice(0, 50)) {
      const field = f.field === null ? 'the issue body' : `"${escapeMarkdown(LABEL.get(f.field) ?? f.field, 100)}"`;
      lines.push(`- ${code(f.code)} in ${field}: ${escapeMarkdown(f.message, 400)}`);
    }
    if (form.findings.length > 50)
      lines.push(`- … and ${form.findings.length - 50} more (see intake.json in the artifact)`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
