/**
 * The splits of a suite (docs/splits.md) in summary.md: one table of every split's trials with
 * their coverage and headline metrics, and one of each split's reliability. The figures are the
 * report's (report/splits.ts); nothing is computed here.
 */
import type { Reliability, SuiteReport } from '../report/schema.js';
import { code, escapeName } from './escape.js';
import { formatNumber, headlineNames, metricCell, metricTitle } from './format.js';

const status = (valid: boolean, final: boolean) => (!valid ? '❌ invalid' : final ? '✅ final' : '⚠️ not final');

/** The sentence that says a suite's own figures are not headline figures (`publish: false`). */
export const UNPUBLISHED =
  'The benchmark marks this suite `publish: false`: its figures over all its tasks are not headline figures; its splits\u2019 are.';

export function splitsMarkdown(suite: SuiteReport): string[] {
  const splits = suite.splits ?? [];
  if (splits.length === 0) return [];
  const names = [...new Set(splits.flatMap((s) => s.trials.flatMap((t) => headlineNames(t.metrics))))];
  const first = splits.flatMap((s) => s.trials)[0];
  const out = [`#### Splits of ${code(suite.name)}`, ''];
  out.push(
    `| Split | Trial | Status | Coverage | ${names.map((n) => metricTitle(n, first?.metrics[n])).join(' | ')} |`,
    `|${' --- |'.repeat(4 + names.length)}`,
  );
  for (const s of splits) {
    if (s.trials.length === 0)
      out.push(`| ${code(s.name)} | — | ${status(s.valid, s.final)} | 0/${s.tasks} |${' — |'.repeat(names.length)}`);
    for (const t of s.trials) {
      out.push(
        `| ${code(s.name)} | ${escapeName(t.name, 100)} | ${status(t.valid, t.final)} | ${t.coverage.scored}/${t.coverage.expected} | ${names.map((n) => metricCell(t.metrics, n)).join(' | ')} |`,
      );
    }
  }
  out.push('');
  const rel = splits.filter((s) => s.reliability.n_trials > 0);
  if (rel.length > 0) {
    out.push(
      '| Split | Tasks | Reliability | pass^k % (k = 1, 2, …) | pass@k % (k = 1, 2, …) | Tasks that flip |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const s of rel) {
      const r = s.reliability;
      out.push(
        `| ${code(s.name)} | ${r.tasks}/${r.expected_tasks} × ${r.n_trials} trial(s) | ${r.final ? '✅ final' : '⚠️ not final'} | ${series(r, r.pass_hat_k)} | ${series(r, r.pass_at_k)} | ${r.flips.count} |`,
      );
    }
    out.push('');
  }
  return out;
}

/** The figures for k = 1..n, at most 10 of them (scores.json has every k). */
function series(r: Reliability, by: Record<string, number>): string {
  if (r.tasks === 0) return '—';
  const ks = Array.from({ length: Math.min(r.n_trials, 10) }, (_, i) => i + 1);
  return ks.map((k) => formatNumber(100 * by[k]!)).join(' / ') + (r.n_trials > ks.length ? ' …' : '');
}
