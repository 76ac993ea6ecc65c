/**
 * The paired difference of two arms over the same tasks (docs/compare.md): for task i with
 * per-task values a_i (arm) and b_i (baseline), d_i = a_i − b_i;
 *   difference = mean(d),  stderr = sd(d)/√n  (sd with n − 1),  df = n − 1,
 *   interval   = difference ± t(1 − (1 − confidence)/2, df) · stderr.
 * And the non-inferiority verdict against a margin, decided on the published (rounded) bounds.
 */
import { roundTo } from '../metrics/common.js';
import type { NonInferiorityVerdict } from './schema.js';
import { studentTQuantile } from './student-t.js';

const DECIMALS = 4;

export interface PairedFigures {
  tasks: number;
  baselineMean: number;
  armMean: number;
  difference: number;
  stderr: number | null;
  df: number | null;
  interval: { low: number; high: number } | null;
}

/** Kahan-compensated mean (the order is the task order, so the result is deterministic). */
function mean(values: readonly number[]): number {
  let sum = 0;
  let c = 0;
  for (const v of values) {
    const y = v - c;
    const t = sum + y;
    c = t - sum - y;
    sum = t;
  }
  return sum / values.length;
}

/** Figures over n ≥ 1 paired tasks; null figures when the inputs are not all finite or n = 0. */
export function pairedDifference(
  arm: readonly number[],
  baseline: readonly number[],
  confidence: number,
): PairedFigures | null {
  if (arm.length !== baseline.length) throw new RangeError('paired values: the arms have different numbers of tasks');
  const n = arm.length;
  if (n === 0) return null;
  const d = arm.map((a, i) => a - baseline[i]!);
  if (!d.every(Number.isFinite)) return null;
  const md = mean(d);
  const base = {
    tasks: n,
    baselineMean: roundTo(mean(baseline), DECIMALS),
    armMean: roundTo(mean(arm), DECIMALS),
    difference: roundTo(md, DECIMALS),
  };
  if (n < 2) return { ...base, stderr: null, df: null, interval: null };
  let ss = 0;
  for (const x of d) ss += (x - md) * (x - md);
  const se = Math.sqrt(ss / (n - 1) / n);
  if (!Number.isFinite(se)) return null;
  const t = studentTQuantile(1 - (1 - confidence) / 2, n - 1);
  return {
    ...base,
    stderr: roundTo(se, DECIMALS),
    df: n - 1,
    interval: { low: roundTo(md - t * se, DECIMALS), high: roundTo(md + t * se, DECIMALS) },
  };
}

/**
 * Non-inferiority at `margin` (≥ 0, in the metric's unit), from the interval of arm − baseline:
 *   higher is better: non-inferior when low > −margin; inferior when high < −margin;
 *   lower is better:  non-inferior when high < +margin; inferior when low > +margin;
 * inconclusive otherwise (a bound exactly at the margin is inconclusive). Superior: the whole
 * interval on the better side of 0.
 */
export function nonInferiority(
  interval: { low: number; high: number },
  margin: number,
  better: 'higher' | 'lower',
): { verdict: NonInferiorityVerdict; superior: boolean } {
  if (better === 'higher') {
    const verdict = interval.low > -margin ? 'non-inferior' : interval.high < -margin ? 'inferior' : 'inconclusive';
    return { verdict, superior: interval.low > 0 };
  }
  const verdict = interval.high < margin ? 'non-inferior' : interval.low > margin ? 'inferior' : 'inconclusive';
  return { verdict, superior: interval.high < 0 };
}
