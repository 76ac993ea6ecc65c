/** Submission findings: their severity (fixed by the code), the check each belongs to, order and caps. */
import type { CheckName, Finding, FindingCode } from './review-schema.js';
import { CHECKS } from './review-schema.js';

/** Only these make the report invalid: an unusable submission.yml, and any checksum mismatch. */
const ERRORS = new Set<FindingCode>(['submission_file_invalid', 'checksum_mismatch']);

const CHECK_OF: Record<FindingCode, CheckName> = {
  submission_file_missing: 'file',
  submission_file_invalid: 'file',
  missing_field: 'fields',
  sha_not_quoted: 'fields',
  referenced_file_missing: 'fields',
  benchmark_repository_mismatch: 'benchmark_repository',
  benchmark_revision_mismatch: 'benchmark_revision',
  trial_count_mismatch: 'trial_count',
  checksum_mismatch: 'checksums',
  claimed_score_mismatch: 'claimed_scores',
};

/** At most this many findings of one check are listed; the rest are counted in one more. */
const MAX_FINDINGS_PER_CHECK = 100;

export function finding(
  code: FindingCode,
  message: string,
  where: { field?: string | null; path?: string | null } = {},
): Finding {
  return {
    code,
    severity: ERRORS.has(code) ? 'error' : 'warning',
    field: where.field ?? null,
    path: where.path ?? null,
    message,
  };
}

/** The first MAX_FINDINGS_PER_CHECK findings of a list, and one saying how many more there are. */
export function capFindings(findings: Finding[]): Finding[] {
  if (findings.length <= MAX_FINDINGS_PER_CHECK) return findings;
  const rest = findings.length - MAX_FINDINGS_PER_CHECK;
  const last = findings[MAX_FINDINGS_PER_CHECK]!;
  return [
    ...findings.slice(0, MAX_FINDINGS_PER_CHECK),
    { ...last, field: null, path: null, message: `… and ${rest} more like these` },
  ];
}

/** Errors first, then in check order; the order within a check is kept. */
export function sortFindings(findings: Finding[]): Finding[] {
  const rank = (f: Finding) => (f.severity === 'error' ? 0 : 1) * CHECKS.length + CHECKS.indexOf(CHECK_OF[f.code]);
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map(({ f }) => f);
}
