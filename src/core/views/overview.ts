/**
 * The answer of a report in one row per suite, for the top of the comment: the suite's status,
 * its primary headline metric (the mean over its trials, as the leaderboard ranks it) with an
 * interval, its coverage, and its failed and errored counts. Plain data from the report: nothing is computed here that
 * the report does not hold, except a mean over trials and sums of counts.
 */
import type { SuiteReport, TrialReport } from '../report/schema.js';
import { headlineNames } from './format.js';

export interface SuiteOverview {
  suite: SuiteReport;
  status: 'final' | 'not_final' | 'invalid';
  /** The primary headline metric's name (the first of the trials' headline metrics); null: no trials. */
  metric: string | null;
  /** The mean over trials of the headline value; null when any trial withholds it. */
  value: number | null;
  /** The mean of the observed values when the headline is withheld (labelled, never the headline). */
  observed: number | null;
  /**
   * The interval of the success rate, when the headline metric is that rate (it agrees with the
   * reliability figures): one trial, its 95% Wilson score interval (percent); two or more, the
   * standard error of the mean over trials (percentage points).
   */
  interval: { kind: 'wilson'; low: number; high: number } | { kind: 'stderr'; stderr: number; trials: number } | null;
  trials: number;
  expectedTrials: number | null;
  scored: number;
  expected: number;
  /** Tasks that failed, summed over trials. */
  failed: number;
  /** Errors, summed over trials: each error entry, and each errored task without one. */
  errored: number;
}

function mean(values: readonly (number | null | undefined)[]): number | null {
  if (values.length === 0 || values.some((v) => typeof v !== 'number')) return null;
  return (values as number[]).reduce((a, b) => a + b, 0) / values.length;
}

export function suiteOverview(suite: SuiteReport): SuiteOverview {
  const status = !suite.valid ? 'invalid' : suite.final ? 'final' : 'not_final';
  const metric = suite.trials.length > 0 ? (headlineNames(suite.trials[0]!.metrics)[0] ?? null) : null;
  const value = metric ? mean(suite.trials.map((t) => t.metrics[metric]?.value)) : null;
  const observed =
    metric && value === null
      ? mean(suite.trials.map((t) => t.metrics[metric]?.value ?? t.metrics[`observed_${metric}`]?.value))
      : null;
  return {
    suite,
    status,
    metric,
    value,
    observed,
    interval: value === null ? null : intervalOf(suite, value),
    trials: suite.trials.length,
    expectedTrials: suite.expected_trials,
    scored: suite.trials.reduce((n, t) => n + t.coverage.scored, 0),
    expected: suite.trials.reduce((n, t) => n + t.coverage.expected, 0),
    failed: suite.trials.reduce((n, t) => n + t.verdicts.filter((v) => v.status === 'failure').length, 0),
    errored: suite.trials.reduce((n, t) => n + erroredIn(t), 0),
  };
}

/** A trial's errors: its error entries, and its errored tasks that have none (as the terminal lists them, views/text.ts). */
export function erroredIn(t: TrialReport): number {
  const withEntry = new Set(t.errors.map((e) => e.task));
  return t.errors.length + t.verdicts.filter((v) => v.status === 'error' && !withEntry.has(v.task)).length;
}

/** The reliability figures' interval, only when they are of this value (a success rate in percent, over the same tasks). */
function intervalOf(suite: SuiteReport, value: number): SuiteOverview['interval'] {
  const r = suite.reliability;
  if (!r || !r.final || r.n_trials !== suite.trials.length || r.mean_success_rate === null) return null;
  if (Math.abs(100 * r.mean_success_rate - value) > 0.01) return null;
  if (r.n_trials === 1) {
    const w = r.trials[0]?.wilson_95;
    return w ? { kind: 'wilson', low: 100 * w.low, high: 100 * w.high } : null;
  }
  return r.success_rate_stderr === null
    ? null
    : { kind: 'stderr', stderr: 100 * r.success_rate_stderr, trials: r.n_trials };
}
