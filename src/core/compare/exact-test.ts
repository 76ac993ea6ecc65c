/**
 * The exact McNemar test (the sign test on the discordant pairs): of the d = b + c tasks on
 * which two one-trial arms disagree, b favour the arm and c the baseline. Under the null
 * hypothesis (no difference) b ~ Binomial(d, ½), and the two-sided p-value is
 *   p = min(1, 2 · Σ_{i ≤ min(b, c)} C(d, i) / 2^d)
 * computed exactly (BigInt) and rounded half up to 6 decimals; the exact fraction is kept too.
 * With no discordant task, p = 1.
 */
import { binomial, fraction, fractionText, roundFraction, type Fraction } from '../metrics/reliability.js';

const EXACT_TEST_METHOD = 'exact_mcnemar_two_sided_v1';

export interface ExactTest {
  method: typeof EXACT_TEST_METHOD;
  /** Tasks where the arm succeeds and the baseline fails. */
  improved: number;
  /** Tasks where the baseline succeeds and the arm fails. */
  regressed: number;
  discordant: number;
  p_value: number;
  /** The same p-value as an exact fraction "p/q" in lowest terms. */
  p_exact: string;
}

/** The exact two-sided p-value as a fraction. */
export function mcnemarExactP(improved: number, regressed: number): Fraction {
  for (const [name, x] of [
    ['improved', improved],
    ['regressed', regressed],
  ] as const) {
    if (!Number.isSafeInteger(x) || x < 0) throw new RangeError(`${name} must be an integer ≥ 0, got ${x}`);
  }
  const d = improved + regressed;
  if (d === 0) return fraction(1n, 1n);
  const k = Math.min(improved, regressed);
  let sum = 0n;
  for (let i = 0; i <= k; i++) sum += binomial(d, i);
  const num = 2n * sum;
  const den = 2n ** BigInt(d);
  return num >= den ? fraction(1n, 1n) : fraction(num, den);
}

export function exactTest(improved: number, regressed: number): ExactTest {
  const p = mcnemarExactP(improved, regressed);
  return {
    method: EXACT_TEST_METHOD,
    improved,
    regressed,
    discordant: improved + regressed,
    p_value: roundFraction(p),
    p_exact: fractionText(p),
  };
}
