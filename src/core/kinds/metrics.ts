/**
 * Everything about metrics that is not one kind's: derived from the kinds' metric lists
 * (SuiteKind.metricList, kind.ts) and rebuilt when a kind is registered. compare's metrics and
 * `--metric` names, the views' titles, the site's extra columns and the texts that list metrics
 * come from here (docs/architecture.md, "Adding a metric").
 */
import type { MetricDefinition, PerTaskValue, SuiteKind } from './kind.js';
import { allKinds, derived, findKind } from './registry.js';

/** A metric compare pairs per task: one per compare name, over every kind that defines it. */
export interface ComparedMetric {
  /** Its name in compare.json (a file format): `success` for every kind's share of successful tasks, else the metric's name. */
  readonly metric: string;
  /** The definitions of the kinds that have it, in registration order (the first gives unit, direction and decimals). */
  readonly definitions: ReadonlyArray<{ kind: SuiteKind; definition: MetricDefinition }>;
  readonly unit: string;
  readonly better: 'higher' | 'lower';
  readonly decimals: number;
  readonly perTask: PerTaskValue;
}

const compareName = (d: MetricDefinition): string | null =>
  d.compared === undefined ? null : d.compared === 'success' ? 'success' : d.name;

/** The metrics compare pairs, in the order the kinds list them (the first kind's first). */
export const comparedMetrics = derived((): readonly ComparedMetric[] => {
  const groups = new Map<string, Array<{ kind: SuiteKind; definition: MetricDefinition }>>();
  for (const kind of allKinds()) {
    for (const definition of kind.metricList) {
      const name = compareName(definition);
      if (name === null) continue;
      groups.set(name, [...(groups.get(name) ?? []), { kind, definition }]);
    }
  }
  return [...groups].map(([metric, definitions]) => {
    const first = definitions[0]!.definition;
    return {
      metric,
      definitions,
      unit: first.unit,
      better: first.better,
      decimals: first.decimals,
      perTask: first.compared!,
    };
  });
});

/** compare.json's metric names (`success`, `PSR`, …). */
export const comparedMetricNames = derived(() => comparedMetrics().map((m) => m.metric) as [string, ...string[]]);

/** compare.json's units, in first-seen order. */
export const comparedUnits = derived(() => [...new Set(comparedMetrics().map((m) => m.unit))] as [string, ...string[]]);

/** The metric compare.json names so, or undefined. */
export function comparedMetric(metric: string): ComparedMetric | undefined {
  return comparedMetrics().find((m) => m.metric === metric);
}

/** The names a metric goes by (its definitions' names, without repeats): `SR`, `accuracy` for `success`. */
export function namesOf(m: ComparedMetric): string[] {
  return [...new Set(m.definitions.map((d) => d.definition.name))];
}

/** What a metric is called in a comparison of suites of this kind (the first definition's name for another kind). */
export function comparedTitle(m: ComparedMetric, kind: string): string {
  return (m.definitions.find((d) => d.kind === findKind(kind)) ?? m.definitions[0]!).definition.name;
}

/** `--metric` (and the compare action's `metric` input): each metric's names and compare name, case-insensitive. */
const byLowerName = derived(() => {
  const names = new Map<string, string>();
  for (const m of comparedMetrics())
    for (const name of [m.metric, ...namesOf(m)])
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), m.metric);
  return names;
});

/** The compare metric `--metric NAME` names (case-insensitive), or null. */
export function metricByName(name: string): string | null {
  return byLowerName().get(name.toLowerCase()) ?? null;
}

/** `a, b and c` (`a, b or c` with `or`). */
export function listText(items: readonly string[], last = 'and'): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}` : items.join('');
}

/** Every name `--metric` is documented with, in order: `SR, accuracy, PSR, rounds, chats, CCE`. */
export function metricNames(): string[] {
  return comparedMetrics().flatMap(namesOf);
}

/** The names of the metrics measured in percentage points: `SR, accuracy, PSR`. */
export function pointNames(): string[] {
  return comparedMetrics()
    .filter((m) => m.unit === 'points')
    .flatMap(namesOf);
}

/**
 * The success metric's name in each kind that calls it otherwise than the first kind does, with
 * those kinds: `[{ name: 'accuracy', kinds: ['table'] }]`.
 */
export function otherSuccessNames(): Array<{ name: string; kinds: string[] }> {
  const success = comparedMetric('success');
  if (!success) return [];
  const first = success.definitions[0]!.definition.name;
  return successNames(success).filter((n) => n.name !== first);
}

/** Each name of the success metric with the kinds that use it: `SR` (trajectory, output), `accuracy` (table). */
export function successNames(success = comparedMetric('success')): Array<{ name: string; kinds: string[] }> {
  const byName = new Map<string, string[]>();
  for (const { kind, definition } of success?.definitions ?? [])
    byName.set(definition.name, [...(byName.get(definition.name) ?? []), kind.name]);
  return [...byName].map(([name, kinds]) => ({ name, kinds }));
}

/** The column titles of every kind's metrics by key (a key two kinds share has the first kind's title). */
export const metricTitles = derived(() => {
  const titles = new Map<string, string>();
  for (const kind of allKinds()) for (const d of kind.metricList) if (!titles.has(d.key)) titles.set(d.key, d.title);
  return titles;
});

/** The metrics the site's index shows beside the primary one (when some ranked row has them), by key, with their names and decimals. */
export const siteMetrics = derived(() => {
  const shown = new Map<string, { name: string; decimals: number }>();
  for (const kind of allKinds())
    for (const d of kind.metricList)
      if (d.site && !shown.has(d.key)) shown.set(d.key, { name: d.name, decimals: d.site.decimals });
  return shown;
});
