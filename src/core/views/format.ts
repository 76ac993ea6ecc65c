/** Number and label formatting shared by the views. */
import type { Metric, Verdict } from '../report/schema.js';
import { allKinds, derived } from '../kinds/registry.js';
import { escapeName } from './escape.js';

export function formatNumber(value: number | null | undefined, decimals = 2): string {
  return typeof value === 'number' ? value.toFixed(decimals) : '—';
}

/** The metric titles of every kind (a name two kinds share has one title: the first kind's). */
const titles = derived(() => {
  const all = new Map<string, string>();
  for (const kind of allKinds()) for (const [name, title] of Object.entries(kind.metricTitles)) if (!all.has(name)) all.set(name, title);
  return all;
});

/** A metric's column title, escaped: the known names' titles, else its label or name. */
export function metricTitle(name: string, metric?: Metric): string {
  return titles().get(name) ?? escapeName(metric?.label ?? name);
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
  const observed = metrics[`observed_${name}`];
  return observed?.value != null ? `— (observed ${formatNumber(observed.value)})` : '—';
}

/** The names of the verdicts' details, in first-seen order (plain loops: this runs per verdict). */
export function detailNamesOf(verdicts: Iterable<Verdict>, into = new Set<string>()): Set<string> {
  for (const v of verdicts) for (const name in v.details) into.add(name);
  return into;
}
