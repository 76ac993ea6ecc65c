/**
 * The one provenance sentence (docs/provenance.md), rendered by every view: the terminal,
 * summary.md and the PR comment, compare, the import index, leaderboard.md and every site page.
 * `code` is how the view shows a name, commit, repository or path (escaped for that view).
 */
import { benchmarkDifference } from '../provenance/same.js';
import type { BenchmarkInfo } from '../provenance/schema.js';

/** How many of a dirty checkout's paths a view lists (scores.json has up to MAX_DIRTY_PATHS). */
const DIRTY_SHOWN = 10;

export interface Provenance {
  /** "Benchmark N at commit C with K uncommitted change(s) from R, manifest sha256 M" (no final stop). */
  benchmark: string;
  /** The warning for a checkout with uncommitted changes, naming them; null when it was clean. */
  dirty: string | null;
}

export function provenance(b: BenchmarkInfo, code: (text: string) => string): Provenance {
  const at = b.commit ? ` at commit ${code(b.commit.slice(0, 12))}` : ' (not a git checkout)';
  const changes = b.dirty ? ` with ${b.dirty.count} uncommitted change(s)` : '';
  const from = b.repository ? ` from ${code(b.repository)}` : '';
  return {
    benchmark: `Benchmark ${code(b.name)}${at}${changes}${from}, manifest sha256 ${code(b.manifest_sha256.slice(0, 12))}`,
    dirty: dirtySentence(b, code),
  };
}

/** The sentence for a checkout with uncommitted changes, with `show` rendering each path; null when clean. */
function dirtySentence(b: BenchmarkInfo, show: (path: string) => string): string | null {
  if (!b.dirty) return null;
  const { count, paths } = b.dirty;
  const listed = paths.slice(0, DIRTY_SHOWN).map(show).join(', ');
  const more =
    count > DIRTY_SHOWN
      ? `, … and ${count - DIRTY_SHOWN} more (${paths.length < count ? `the first ${paths.length} ` : ''}in scores.json)`
      : '';
  const at = b.commit ? `commit ${show(b.commit.slice(0, 12))}` : 'the commit';
  return `The benchmark checkout had ${count} uncommitted change(s), so these figures are not those of ${at} alone: ${listed}${more}.`;
}

/**
 * The drift views' sentence: the same benchmark as the baseline, or how it changed (the one
 * rule, docs/provenance.md). `text` escapes the difference's plain text for the view.
 */
export function benchmarkChange(
  baseline: BenchmarkInfo,
  current: BenchmarkInfo,
  code: (text: string) => string,
  text: (text: string) => string,
): string {
  const difference = benchmarkDifference(baseline, current);
  if (difference === null) return `Same benchmark as the baseline: ${provenance(current, code).benchmark}.`;
  return `Benchmark changed, ${text(difference)}. Baseline: ${provenance(baseline, code).benchmark}. Now: ${provenance(current, code).benchmark}.`;
}
