/**
 * The statistics under `agent-eval compare`: Student's t quantile and the exact McNemar test,
 * against published tables, closed forms, and an independent computation in Python (the t
 * quantile by quadrature of the density, the p-values with math.comb), never against the code
 * under test.
 */
import { execFileSync } from 'node:child_process';
import { exactTest, mcnemarExactP } from '../../../src/core/compare/exact-test.js';
import { incompleteBeta, logGamma, studentTQuantile, studentTUpperTail } from '../../../src/core/compare/student-t.js';
import { studentTCdf } from '../../support/reference-math.js';
import { fractionText } from '../../../src/core/metrics/reliability.js';
import { Z_95 } from '../../../src/core/metrics/reliability.js';

const python = (script: string, input: unknown) =>
  JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' }));

// Two-sided critical values of t, as printed in the usual tables (3 decimals), by df.
const T_TABLE: Record<string, Record<number, number>> = {
  '0.95': {
    1: 6.314,
    2: 2.92,
    3: 2.353,
    4: 2.132,
    5: 2.015,
    9: 1.833,
    10: 1.812,
    20: 1.725,
    30: 1.697,
    60: 1.671,
    120: 1.658,
  },
  '0.975': {
    1: 12.706,
    2: 4.303,
    3: 3.182,
    4: 2.776,
    5: 2.571,
    6: 2.447,
    7: 2.365,
    8: 2.306,
    9: 2.262,
    10: 2.228,
    15: 2.131,
    20: 2.086,
    25: 2.06,
    29: 2.045,
    30: 2.042,
    40: 2.021,
    60: 2.0,
    120: 1.98,
  },
  '0.995': {
    1: 63.657,
    2: 9.925,
    3: 5.841,
    4: 4.604,
    5: 4.032,
    9: 3.25,
    10: 3.169,
    20: 2.845,
    30: 2.75,
    60: 2.66,
    120: 2.617,
  },
};

test('the t quantile matches the published table to its 3 decimals', () => {
  for (const [p, row] of Object.entries(T_TABLE)) {
    for (const [df, value] of Object.entries(row)) {
      expect(Math.round(studentTQuantile(Number(p), Number(df)) * 1000) / 1000).toBe(value);
    }
  }
});

// (The closed forms themselves lose digits at the ends: tan near π/2, and the df = 4 form near
// p = ½, where 4p(1 − p) → 1; hence 1e-10 and p ≥ 0.6 there. Near ½, df = 1 and 2 are checked.)
test('the t quantile matches the closed forms for 1, 2 and 4 degrees of freedom to 1e-10', () => {
  for (const p of [0.5000001, 0.6, 0.75, 0.9, 0.95, 0.975, 0.99, 0.995, 0.9995, 0.999999]) {
    expect(Math.abs(studentTQuantile(p, 1) / Math.tan(Math.PI * (p - 0.5)) - 1)).toBeLessThan(1e-10);
    const two = (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
    expect(Math.abs(studentTQuantile(p, 2) / two - 1)).toBeLessThan(1e-12);
    if (p < 0.6) continue;
    const a = 4 * p * (1 - p);
    const q = Math.cos(Math.acos(Math.sqrt(a)) / 3) / Math.sqrt(a);
    const four = 2 * Math.sqrt(q - 1);
    expect(Math.abs(studentTQuantile(p, 4) / four - 1)).toBeLessThan(1e-12);
    // Symmetry.
    expect(studentTQuantile(1 - p, 4)).toBe(-studentTQuantile(p, 4));
  }
  expect(studentTQuantile(0.5, 7)).toBe(0);
});

test('the t quantile agrees with an independent quadrature of the density in Python to 1e-9', () => {
  // F(t) − ½ = Γ((ν+1)/2) / (Γ(ν/2) √π) · ∫₀^θ cos^(ν−1) φ dφ with θ = atan(t/√ν): a smooth
  // integrand on a bounded interval (Simpson, 4000 panels), solved for θ by Newton's method.
  const script = `
import json, math, sys
cases = json.load(sys.stdin)
def quantile(p, v):
    c = math.exp(math.lgamma((v + 1) / 2) - math.lgamma(v / 2)) / math.sqrt(math.pi)
    f = lambda phi: math.cos(phi) ** (v - 1)
    def integral(theta, n=4000):
        h = theta / n
        s = f(0) + f(theta) + sum((4 if i % 2 else 2) * f(i * h) for i in range(1, n))
        return s * h / 3
    target = p - 0.5
    theta = math.pi / 4
    for _ in range(60):
        step = (c * integral(theta) - target) / (c * f(theta))
        theta = min(max(theta - step, 1e-12), math.pi / 2 - 1e-15)
        if abs(step) < 1e-15:
            break
    return math.sqrt(v) * math.tan(theta)
print(json.dumps([quantile(p, v) for p, v in cases]))
`;
  const cases: Array<[number, number]> = [];
  for (const df of [1, 2, 3, 5, 7, 9, 14, 19, 29, 49, 99])
    for (const p of [0.8, 0.9, 0.95, 0.975, 0.99, 0.995]) cases.push([p, df]);
  const theirs: number[] = python(script, cases);
  cases.forEach(([p, df], i) => {
    const ours = studentTQuantile(p, df);
    expect({ p, df, rel: Math.abs(ours / theirs[i]! - 1) < 1e-9 }).toEqual({ p, df, rel: true });
  });
});

test('the tail, the CDF and the quantile are consistent, and large df approach the normal quantile', () => {
  for (const df of [1, 3, 10, 100, 10_000]) {
    for (const p of [0.6, 0.975, 0.999, 1 - 1e-9]) {
      const t = studentTQuantile(p, df);
      expect(Math.abs(studentTUpperTail(t, df) - (1 - p)) / (1 - p)).toBeLessThan(1e-9);
      expect(studentTCdf(-t, df)).toBeCloseTo(1 - p, 12);
    }
  }
  expect(Math.abs(studentTQuantile(0.975, 1e7) - Z_95)).toBeLessThan(1e-6);
  expect(studentTQuantile(0.975, 1e5)).toBeGreaterThan(Z_95);
  // ln Γ and I_x(a, b) at known points.
  expect(logGamma(1)).toBeCloseTo(0, 14);
  expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 14);
  expect(logGamma(10)).toBeCloseTo(Math.log(362880), 12);
  expect(incompleteBeta(0.5, 3, 3)).toBeCloseTo(0.5, 14);
  expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
  expect(incompleteBeta(0.2, 2, 1)).toBeCloseTo(0.04, 14);
  expect(() => studentTQuantile(1, 3)).toThrow(RangeError);
  expect(() => studentTQuantile(0.9, 0)).toThrow(RangeError);
  expect(() => studentTQuantile(Number.NaN, 3)).toThrow(RangeError);
});

// The published table of the two-sided sign test at α = 0.05 (Dixon & Mood; in most statistics
// texts): the largest r with P(X ≤ r) two-sided ≤ 0.05 for X ~ Bin(n, ½); "-" where none is.
const SIGN_TEST_CRITICAL_05: Record<number, number | null> = {
  5: null,
  6: 0,
  7: 0,
  8: 0,
  9: 1,
  10: 1,
  11: 1,
  12: 2,
  13: 2,
  14: 2,
  15: 3,
  16: 3,
  17: 4,
  18: 4,
  19: 4,
  20: 5,
  21: 5,
  22: 5,
  23: 6,
  24: 6,
  25: 7,
};

test('the exact McNemar test reproduces the published critical values of the two-sided sign test at 0.05', () => {
  for (const [n, critical] of Object.entries(SIGN_TEST_CRITICAL_05)) {
    const d = Number(n);
    let largest: number | null = null;
    for (let r = 0; r <= d / 2; r++) if (exactTest(r, d - r).p_value <= 0.05) largest = r;
    expect({ n: d, critical: largest }).toEqual({ n: d, critical });
  }
});

test('the exact p-values equal an independent computation with math.comb, exactly', () => {
  const cases: Array<[number, number]> = [];
  for (let b = 0; b <= 20; b++) for (let c = 0; c <= 20; c++) cases.push([b, c]);
  cases.push([0, 60], [30, 31], [3, 97]);
  const script = `
import json, math, sys
from fractions import Fraction
out = []
for b, c in json.load(sys.stdin):
    n = b + c
    p = Fraction(1) if n == 0 else min(Fraction(1), Fraction(2 * sum(math.comb(n, i) for i in range(min(b, c) + 1)), 2 ** n))
    out.append(str(p))
print(json.dumps(out))
`;
  const theirs: string[] = python(script, cases);
  cases.forEach(([b, c], i) => expect(fractionText(mcnemarExactP(b, c))).toBe(theirs[i]));
  // Hand-checked: 1 of 10 discordant → 2·(1 + 10)/1024.
  expect(exactTest(1, 9)).toEqual({
    method: 'exact_mcnemar_two_sided_v1',
    improved: 1,
    regressed: 9,
    discordant: 10,
    p_value: 0.021484,
    p_exact: '11/512',
  });
  expect(exactTest(0, 0).p_value).toBe(1);
  expect(exactTest(5, 5).p_value).toBe(1);
  expect(() => exactTest(-1, 2)).toThrow(RangeError);
});
