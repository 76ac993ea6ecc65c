/** Number and label formatting shared by the views. */
import type { Metric, NotHashed, NotHashedEntry, Report, Verdict } from '../report/schema.js';
import { metricTitles } from '../kinds/metrics.js';
import { escapeName } from './escape.js';
import { withheldReasonText } from '../metrics/common.js';

/** How many entries hashing left out a view lists (scores.json has up to MAX_NOT_HASHED). */
export const NOT_HASHED_SHOWN = 20;

/** The heading every view gives the entries of the run whose content hashing leaves out (docs/sharding.md). */
export function notHashedHeading(n: NotHashed): string {
  return `Not hashed: ${n.count} entr${n.count === 1 ? 'y' : 'ies'} of the run whose content no checksum or shard digest covers`;
}

/** One entry of `not_hashed` as text (unescaped: each view escapes it), with its size and the bound. */
export function describeNotHashed(e: NotHashedEntry): string {
  if (e.why === 'file_bound')
    return `${e.path}: ${e.size ?? 'more than the bound of'} bytes, over the bound of ${e.bound} bytes hashed per file`;
  if (e.why === 'run_bound')
    return `${e.path}: ${e.size} bytes, past the bound of ${e.bound} bytes hashed per run (files charged in path order)`;
  if (e.why === 'not_listed')
    return `${e.path}: the listing stopped here, at the bound of ${e.bound} entries; the rest are not hashed`;
  return `${e.path}: ${e.message}`;
}

/** The lines after the first NOT_HASHED_SHOWN: how many more, and where they are. */
export function notHashedMore(n: NotHashed): string | null {
  return n.count > NOT_HASHED_SHOWN
    ? `… and ${n.count - NOT_HASHED_SHOWN} more (${n.entries.length < n.count ? `the first ${n.entries.length} ` : ''}in scores.json)`
    : null;
}

export function formatNumber(value: number | null | undefined, decimals = 2): string {
  return typeof value === 'number' ? value.toFixed(decimals) : '—';
}

/** A metric's column title, escaped: the known names' titles, else its label or name. */
export function metricTitle(name: string, metric?: Metric): string {
  return metricTitles().get(name) ?? escapeName(metric?.label ?? name);
}

/** The same title unescaped (a view that escapes for itself: the terminal's). */
export function metricLabel(name: string, metric?: Metric): string {
  return metricTitles().get(name) ?? metric?.label ?? name;
}

/** What the report's status means, in one sentence (plain text: no markup). */
export function statusExplanation(report: Report): string {
  if (report.status === 'final') {
    const withheld = report.suites.some((s) => s.trials.some((t) => withheldMetrics(t.metrics).length > 0));
    return `Every expected task of every trial has exactly one valid verdict. Headline metrics are published${withheld ? ', except those withheld (listed below)' : ''}.`;
  }
  if (report.status === 'invalid' && report.suites.every((s) => s.valid) && report.submission.review?.valid === false) {
    return 'The submission checks found errors (listed below): the files are not the ones submission.yml declares, or submission.yml cannot be used. The figures below are what these files score; they do not stand for the declared submission.';
  }
  if (report.status === 'invalid')
    return 'Errors occurred (listed below). Errors are not counted as task failures; headline metrics are withheld.';
  return 'Coverage is incomplete or something is pending (listed below). Headline metrics are withheld; observed values are labelled.';
}

/** Headline metric names of a metrics map, in report order; `observed_X` pairs with `X`. */
export function headlineNames(metrics: Record<string, Metric>): string[] {
  return Object.keys(metrics).filter((name) => !name.startsWith('observed_'));
}

/** The headline value, or the observed one clearly labelled when the headline is withheld. */
export function metricCell(metrics: Record<string, Metric>, name: string): string {
  const metric = metrics[name];
  if (!metric) return '';
  if (metric.value !== null) return formatNumber(metric.value);
  if (metric.withheld) return 'withheld';
  const observed = metrics[`observed_${name}`];
  return observed?.value != null ? `— (observed ${formatNumber(observed.value)})` : '—';
}

/** The names of the verdicts' details, in first-seen order (plain loops: this runs per verdict). */
export function detailNamesOf(verdicts: Iterable<Verdict>, into = new Set<string>()): Set<string> {
  for (const v of verdicts) for (const name in v.details) into.add(name);
  return into;
}

/** How many reasons of a withheld metric a view lists (scores.json has them all). */
const WITHHELD_SHOWN = 5;

/**
 * The withheld headline metrics of a trial (docs/output.md), each with its reasons as text
 * (unescaped: each view escapes them), the first WITHHELD_SHOWN and how many more.
 */
export function withheldMetrics(
  metrics: Record<string, Metric>,
): Array<{ name: string; metric: Metric; reasons: string[]; more: number }> {
  return headlineNames(metrics).flatMap((name) => {
    const metric = metrics[name]!;
    const withheld = metric.withheld ?? metrics[`observed_${name}`]?.withheld;
    if (!withheld) return [];
    return [
      {
        name,
        metric,
        reasons: withheld.slice(0, WITHHELD_SHOWN).map(withheldReasonText),
        more: Math.max(0, withheld.length - WITHHELD_SHOWN),
      },
    ];
  });
}
