/**
 * Closed forms the tests check the scoring code against: the t distribution's CDF (the
 * comparison uses its upper tail and quantile), exact fraction order, and one task's pass^k and
 * pass@k (the reliability curves are computed for all k at once). Nothing in src/ uses them.
 */
import { studentTUpperTail } from '../../src/core/compare/student-t.js';
import { binomial, checkTask, fraction, type Fraction } from '../../src/core/metrics/reliability.js';

/** P(T ≤ t) for T ~ t(df). */
export function studentTCdf(t: number, df: number): number {
  if (t < 0) return studentTUpperTail(-t, df);
  return 1 - studentTUpperTail(t, df);
}

/** a < b, a = b, a > b as -1, 0, 1 (exact). */
export function compareFractions(a: Fraction, b: Fraction): number {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** pass^k of one task: C(c,k)/C(n,k). k outside 1..n is a RangeError. */
export function passHatK(n: number, c: number, k: number): Fraction {
  checkTask(n, c, k);
  return fraction(binomial(c, k), binomial(n, k));
}

/** pass@k of one task: 1 − C(n−c,k)/C(n,k). k outside 1..n is a RangeError. */
export function passAtK(n: number, c: number, k: number): Fraction {
  checkTask(n, c, k);
  const all = binomial(n, k);
  return fraction(all - binomial(n - c, k), all);
}
