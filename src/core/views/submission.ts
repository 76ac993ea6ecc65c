/**
 * The submission checks in summary.md (its findings are among what needs attention:
 * attention.ts), in a collapsed block what submission.yml declares, each check's result and the claimed scores.
 * Everything in submission.yml is submission text: escaped.
 */
import type { Report } from '../report/schema.js';
import type { Check, SubmissionReview } from '../submission/review-schema.js';
import { escapeMarkdown as esc } from './escape.js';

export const CHECK_TITLES: Record<Check['check'], string> = {
  file: 'submission.yml',
  fields: 'declared fields',
  benchmark_repository: 'benchmark repository',
  benchmark_revision: 'benchmark revision',
  trial_count: 'trial count',
  checksums: 'checksums (sha256)',
  claimed_scores: 'claimed scores',
};
const STATUS: Record<Check['status'], string> = {
  passed: '✅ passed',
  warning: '⚠️ warning',
  error: '❌ error',
  skipped: '— skipped',
};
const CLAIMS_SHOWN = 100;

/**
 * The submission checks for a collapsed block: a summary of the results (plain text, for a
 * `<summary>`; null without a review) and the lines: what submission.yml declares, each check's
 * result, and the claimed scores against the rescored ones.
 */
export function renderSubmissionDetails(report: Report): { summary: string | null; lines: string[] } {
  const review = report.submission.review;
  if (!review) return { summary: null, lines: [] };
  if (review.file === null) return { summary: 'no submission.yml', lines: [] };
  const counts = (['passed', 'warning', 'error', 'skipped'] as const)
    .map((status) => [status, review.checks.filter((c) => c.status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${status === 'warning' ? 'warning(s)' : status === 'error' ? 'error(s)' : status}`);
  const claims =
    review.claims.length > 0
      ? `; ${review.claims.filter((c) => c.status === 'match').length} of ${review.claims.length} claimed score(s) match`
      : '';
  const out: string[] = [];
  const declared = declaredLine(review);
  if (declared) out.push(declared, '');
  out.push('| Check | Result | Detail |', '| --- | --- | --- |');
  for (const c of review.checks) out.push(`| ${CHECK_TITLES[c.check]} | ${STATUS[c.status]} | ${esc(c.detail, 300)} |`);
  out.push('');
  out.push(...claimsTable(review));
  return { summary: `${counts.join(', ')}${claims}`, lines: out };
}

function declaredLine(review: SubmissionReview): string | null {
  const d = review.declared;
  if (!d) return null;
  const parts: string[] = [];
  if (d.model)
    parts.push(
      `model ${esc(String(d.model.id ?? '?'), 200)}${d.model.version !== undefined ? ` (version ${esc(String(d.model.version), 100)})` : ''}`,
    );
  if (d.harness)
    parts.push(
      `harness ${esc(d.harness.repository ?? '?', 200)}${d.harness.commit ? ` at ${esc(d.harness.commit, 64)}` : ''}`,
    );
  if (d.benchmark)
    parts.push(
      `benchmark ${esc(d.benchmark.repository ?? '?', 200)}${d.benchmark.revision ? ` at ${esc(d.benchmark.revision, 64)}` : ''}`,
    );
  if (d.trials?.count !== undefined)
    parts.push(
      `${d.trials.count} trial(s)${d.trials.seeds ? `, seeds ${esc(d.trials.seeds.slice(0, 20).join(', '), 200)}` : ''}`,
    );
  if (d.judge) parts.push(`CCE judge ${esc(d.judge.model ?? '?', 200)} at ${esc(d.judge.endpoint ?? '?', 200)}`);
  const files = review.checksums ? `; ${review.checksums.listed} file(s) in the sha256 manifest` : '';
  return parts.length > 0 || files ? `Declared in submission.yml: ${parts.join('; ')}${files}.` : null;
}

function claimsTable(review: SubmissionReview): string[] {
  if (review.claims.length === 0) return [];
  const result = { match: '✅ match', mismatch: '⚠️ differs', withheld: '⚠️ withheld', not_found: '⚠️ not in report' };
  const out = [
    '| Suite | Trial | Metric | Claimed | Rescored | Tolerance | Result |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const c of review.claims.slice(0, CLAIMS_SHOWN)) {
    const rescored =
      c.rescored !== null ? String(c.rescored) : c.observed !== null ? `— (observed ${c.observed})` : '—';
    out.push(
      `| ${esc(c.suite, 100)} | ${c.trial === null ? 'mean' : esc(c.trial, 100)} | ${esc(c.metric, 100)} | ${c.claimed} | ${rescored} | ±${c.tolerance} | ${result[c.status]} |`,
    );
  }
  if (review.claims.length > CLAIMS_SHOWN)
    out.push('', `… and ${review.claims.length - CLAIMS_SHOWN} more in scores.json.`);
  out.push('');
  return out;
}
