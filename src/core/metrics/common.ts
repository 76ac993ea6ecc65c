/**
 * Metric helpers shared by every suite kind. Metrics are pure functions over verdicts: a
 * value is published only when the rules allow it, and otherwise null with a note saying why.
 */
import type { MetricDefinition } from '../kinds/kind.js';
import type { Metric, TrialErrorEntry, Verdict, WithheldReason } from '../report/schema.js';

export interface TrialStatus {
  final: boolean;
  valid: boolean;
}

/** Rounds to a fixed number of decimals so that reports are stable across platforms. */
export function roundTo(x: number, decimals = 4): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

export const scoredVerdicts = (verdicts: readonly Verdict[]) => verdicts.filter((v) => v.status !== 'error');

const NOT_FINAL =
  'not final: published only when every expected task has exactly one valid verdict and nothing is pending';
const HAS_ERRORS = 'errors occurred: no observed value is given for an invalid trial';

/**
 * A per-task quantity averaged two ways: the headline over all expected tasks (final trials
 * only) and the observed value over scored tasks (valid trials with something scored).
 */
export function headlineAndObserved(
  name: string,
  method: string,
  perTask: readonly number[],
  expected: number,
  status: TrialStatus,
  extra: Partial<Metric> = {},
): Record<string, Metric> {
  const headline = status.final && perTask.length === expected ? mean(perTask) : null;
  const observed = status.valid ? mean(perTask) : null;
  return {
    [name]: {
      value: headline === null ? null : roundTo(100 * headline),
      method,
      ...extra,
      ...(headline === null ? { note: NOT_FINAL } : {}),
    },
    [`observed_${name}`]: {
      value: observed === null ? null : roundTo(100 * observed),
      method,
      ...extra,
      ...(observed === null
        ? { note: status.valid ? 'nothing was scored' : HAS_ERRORS }
        : { note: 'over scored tasks only' }),
    },
  };
}

/** The success rate (`successRate`) of the kinds that call it SR. */
export const SUCCESS_RATE: MetricDefinition = {
  name: 'SR',
  key: 'SR_percent',
  title: 'SR %',
  unit: 'points',
  better: 'higher',
  decimals: 2,
  aggregation: 'successes over the expected tasks, in %',
  compared: 'success',
};

/** Success rate: 100 × successes / expected tasks (final only), and over scored tasks. */
export function successRate(
  verdicts: readonly Verdict[],
  expected: number,
  status: TrialStatus,
): Record<string, Metric> {
  const perTask = scoredVerdicts(verdicts).map((v) => (v.success ? 1 : 0));
  return headlineAndObserved(SUCCESS_RATE.key, 'success_rate_v1', perTask, expected, status);
}

/** Arithmetic mean of a numeric detail over valid tasks; null with a note if any lacks it. */
export function detailMean(verdicts: readonly Verdict[], detail: string, method: string): Metric {
  const scored = scoredVerdicts(verdicts);
  const values = scored.map((v) => v.details[detail]).filter((x): x is number => typeof x === 'number');
  if (scored.length === 0) return { value: null, method, note: 'nothing was scored' };
  if (values.length < scored.length) {
    return { value: null, method, note: `${scored.length - values.length} scored record(s) do not report ${detail}` };
  }
  return { value: roundTo(mean(values)!), method, note: 'over valid tasks, failed ones included' };
}

/**
 * Every derived figure is checked before it goes into a report: a value that is not a finite
 * number (a sum of huge inputs that no entry check bounded, e.g. in a forged partial report) is
 * an error of that metric (withholdMetrics withholds it), never of the trial.
 */
export function nonFiniteErrors(metrics: Record<string, Metric>): TrialErrorEntry[] {
  return Object.entries(metrics)
    .filter(([, m]) => m.value !== null && !Number.isFinite(m.value))
    .map(([name, m]) => ({
      task: null,
      record: null,
      stage: 'metric',
      metric: name,
      message: `${name} is ${String(m.value)}, not a finite number: an input is out of range`,
    }));
}

/** How many of a metric's reasons its note names (`withheld` has them all). */
const REASONS_IN_NOTE = 3;

/**
 * The one rule for an error of a metric (docs/metrics.md): an error whose `metric` names X
 * withholds X and observed_X (value null, the errors as `withheld`) and nothing else; the
 * trial's verdicts and other metrics stand. Errors of metrics not in `metrics` are returned as
 * `unknown`: the caller makes them errors of the trial (nothing is dropped unseen).
 */
export function withholdMetrics(
  metrics: Record<string, Metric>,
  errors: readonly TrialErrorEntry[],
): { metrics: Record<string, Metric>; unknown: TrialErrorEntry[] } {
  const byMetric = new Map<string, WithheldReason[]>();
  const unknown: TrialErrorEntry[] = [];
  for (const e of errors) {
    const name = e.metric!;
    if (!Object.hasOwn(metrics, name)) {
      unknown.push(e);
      continue;
    }
    byMetric.set(name, [...(byMetric.get(name) ?? []), { task: e.task, record: e.record, message: e.message }]);
  }
  const out: Record<string, Metric> = {};
  for (const [name, m] of Object.entries(metrics)) {
    const twin = name.startsWith('observed_') ? byMetric.get(name.slice('observed_'.length)) : undefined;
    const reasons = [...(byMetric.get(name) ?? []), ...(twin ?? [])];
    out[name] = reasons.length > 0 ? { ...m, value: null, note: withheldNote(reasons), withheld: reasons } : m;
  }
  return { metrics: out, unknown };
}

/** One reason as the views show it: `task_36 — PSR: unknown checkpoint format "…"`. */
export function withheldReasonText(r: WithheldReason): string {
  const where = r.task ?? r.record;
  return where === null ? r.message : `${where} — ${r.message}`;
}

function withheldNote(reasons: readonly WithheldReason[]): string {
  const shown = reasons.slice(0, REASONS_IN_NOTE).map(withheldReasonText).join('; ');
  const more = reasons.length > REASONS_IN_NOTE ? `; … and ${reasons.length - REASONS_IN_NOTE} more` : '';
  return `withheld: ${shown}${more}`;
}
