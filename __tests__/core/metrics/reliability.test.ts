/**
 * Reliability metrics as pure functions: hand-computed pass^k / pass@k cases, exactness where
 * floating point breaks down, a seeded property test, the pooled-rate shortcut it replaces,
 * Wilson intervals against published values, and the per-suite object (what is final, what is
 * observed, which tasks are left out, which flip).
 */
import {
  binomial,
  computeReliability,
  fraction,
  fractionText,
  passCurves,
  roundFraction,
  wilsonInterval,
  type Fraction,
} from '../../../src/core/metrics/reliability.js';
import { compareFractions, passAtK, passHatK } from '../../support/reference-math.js';

const f = (num: number, den: number) => fraction(BigInt(num), BigInt(den));

describe('pass^k and pass@k of one task', () => {
  test('n=5, c=3: pass^2 = 0.3 and pass@2 = 0.9 exactly', () => {
    expect(passHatK(5, 3, 2)).toEqual(f(3, 10)); // C(3,2)/C(5,2) = 3/10
    expect(passAtK(5, 3, 2)).toEqual(f(9, 10)); // 1 − C(2,2)/C(5,2) = 9/10
    expect(roundFraction(passHatK(5, 3, 2))).toBe(0.3);
    expect(roundFraction(passAtK(5, 3, 2))).toBe(0.9);
    expect(fractionText(passHatK(5, 3, 1))).toBe('3/5');
    expect(passHatK(5, 3, 3)).toEqual(f(1, 10));
    expect(passHatK(5, 3, 4)).toEqual(f(0, 1));
    expect(passAtK(5, 3, 3)).toEqual(f(1, 1));
  });

  test('c = 0 gives 0 and c = n gives 1 for every k', () => {
    for (let k = 1; k <= 7; k++) {
      expect(passHatK(7, 0, k)).toEqual(f(0, 1));
      expect(passAtK(7, 0, k)).toEqual(f(0, 1));
      expect(passHatK(7, 7, k)).toEqual(f(1, 1));
      expect(passAtK(7, 7, k)).toEqual(f(1, 1));
    }
  });

  test('k outside 1..n, c outside 0..n and non-integers are rejected', () => {
    expect(() => passHatK(5, 3, 6)).toThrow(/k must be between 1 and n = 5, got 6/);
    expect(() => passAtK(5, 3, 6)).toThrow(RangeError);
    expect(() => passHatK(5, 3, 0)).toThrow(RangeError);
    expect(() => passHatK(5, 6, 1)).toThrow(/c \(successes\)/);
    expect(() => passHatK(0, 0, 1)).toThrow(RangeError);
    expect(() => passHatK(5, 2.5, 1)).toThrow(/integer/);
    expect(() => passCurves(3, [])).toThrow(/no tasks/);
    expect(() => passCurves(3, [4])).toThrow(RangeError);
  });

  test('binomials are exact where doubles are not', () => {
    expect(binomial(5, 2)).toBe(10n);
    expect(binomial(0, 0)).toBe(1n);
    expect(binomial(4, 5)).toBe(0n);
    expect(binomial(100, 50)).toBe(100891344545564193334812497256n);
    // C(1100, 550) ≈ 1e329 is beyond a double: the float formula gives Infinity/Infinity = NaN.
    expect(Number(binomial(1100, 550))).toBe(Infinity);
    expect(passHatK(1100, 1099, 550)).toEqual(f(1, 2)); // C(1099,550)/C(1100,550) = 550/1100
    expect(passAtK(1100, 1, 550)).toEqual(f(1, 2));
    expect(roundFraction(passCurves(1100, [1099, 1]).passHat[549]!)).toBe(0.25);
  });

  test('published decimals are the exact value rounded half up', () => {
    expect(roundFraction(f(1, 8), 2)).toBe(0.13);
    expect(roundFraction(f(1, 2_000_000))).toBe(0.000001);
    expect(roundFraction(f(1, 2_000_001))).toBe(0);
    expect(roundFraction(f(2, 3))).toBe(0.666667);
    expect(roundFraction(f(1, 1))).toBe(1);
  });
});

/** mulberry32: a small seeded generator, so the property test is reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('property: pass^k ≤ pass^1 ≤ pass@k, pass^k falls and pass@k rises with k, and the curves are the task means (600 seeded suites)', () => {
  const random = rng(20241130);
  const le = (a: Fraction, b: Fraction) => compareFractions(a, b) <= 0;
  const eq = (a: Fraction, b: Fraction) => compareFractions(a, b) === 0;
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  for (let run = 0; run < 600; run++) {
    const n = 1 + Math.floor(random() * 16);
    const tasks = 1 + Math.floor(random() * 12);
    // Skewed on purpose: tasks are mostly always-solved or never-solved, some in between.
    const cs = Array.from({ length: tasks }, () => {
      const r = random();
      return r < 0.3 ? n : r < 0.5 ? 0 : Math.floor(random() * (n + 1));
    });
    const at = `n=${n} c=[${cs}]`;
    const { passHat, passAt } = passCurves(n, cs);
    check(passHat.length === n && passAt.length === n, `${at}: length`);
    const mean = fraction(BigInt(cs.reduce((a, b) => a + b, 0)), BigInt(n * tasks));
    check(eq(passHat[0]!, mean) && eq(passAt[0]!, mean), `${at}: pass^1 = pass@1 = mean c/n`);
    for (let k = 1; k <= n; k++) {
      const hat = passHat[k - 1]!;
      const any = passAt[k - 1]!;
      check(le(hat, passHat[0]!) && le(passHat[0]!, any), `${at} k=${k}: pass^k ≤ pass^1 ≤ pass@k`);
      if (k > 1) check(le(hat, passHat[k - 2]!) && le(passAt[k - 2]!, any), `${at} k=${k}: monotone`);
      // The curve is the mean of the per-task estimators, exactly.
      let num = 0n;
      let numAt = 0n;
      for (const c of cs) {
        const h = passHatK(n, c, k);
        const a = passAtK(n, c, k);
        num += (h.num * binomial(n, k)) / h.den;
        numAt += (a.num * binomial(n, k)) / a.den;
      }
      const den = binomial(n, k) * BigInt(tasks);
      check(eq(hat, fraction(num, den)) && eq(any, fraction(numAt, den)), `${at} k=${k}: mean of per-task values`);
      // And agrees with the floating-point formula where that is accurate.
      const float = cs.reduce((s, c) => s + Number(binomial(c, k)) / Number(binomial(n, k)), 0) / tasks;
      check(Math.abs(Number(hat.num) / Number(hat.den) - float) < 1e-12, `${at} k=${k}: float agreement`);
    }
    // k = n: pass^n is the share of always-solved tasks, pass@n the share of ever-solved ones.
    check(eq(passHat[n - 1]!, fraction(BigInt(cs.filter((c) => c === n).length), BigInt(tasks))), `${at}: pass^n`);
    check(eq(passAt[n - 1]!, fraction(BigInt(cs.filter((c) => c > 0).length), BigInt(tasks))), `${at}: pass@n`);
  }
  expect(failures).toEqual([]);
});

test('on a skewed suite pass^k differs from the pooled-rate shortcut p^k', () => {
  // 10 tasks × 5 trials: 4 tasks always solved, 6 never. Pooled p = 0.4.
  const cs = [5, 5, 5, 5, 0, 0, 0, 0, 0, 0];
  const { passHat, passAt } = passCurves(5, cs);
  expect(passHat.map((x) => roundFraction(x))).toEqual([0.4, 0.4, 0.4, 0.4, 0.4]);
  expect(passAt.map((x) => roundFraction(x))).toEqual([0.4, 0.4, 0.4, 0.4, 0.4]);
  const pooled = [1, 2, 3, 4, 5].map((k) => 0.4 ** k);
  expect(pooled[4]).toBeCloseTo(0.01024, 8); // the shortcut says 1%; the agent is reliable on 40% of tasks
  // The other direction: every task solved in 3 of 5 trials; p = 0.6, pass^5 = 0 while p^5 ≈ 0.078.
  const even = passCurves(5, [3, 3, 3, 3]);
  expect(roundFraction(even.passHat[4]!)).toBe(0);
  expect(roundFraction(even.passHat[1]!)).toBe(0.3); // C(3,2)/C(5,2), where p² = 0.36
  expect(0.6 ** 2 - roundFraction(even.passHat[1]!)).toBeCloseTo(0.06, 10);
});

test('95% Wilson intervals match published values, including 0 and n successes', () => {
  expect(wilsonInterval(5, 10)).toEqual({ low: 0.236593, high: 0.763407 });
  expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: 0.277533 });
  expect(wilsonInterval(10, 10)).toEqual({ low: 0.722467, high: 1 });
  expect(wilsonInterval(6, 8)).toEqual({ low: 0.409275, high: 0.928521 });
  expect(wilsonInterval(1, 1)).toEqual({ low: 0.206549, high: 1 });
  expect(wilsonInterval(0, 0)).toBeNull();
  expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
});

describe('the per-suite reliability object', () => {
  const T = true;
  const F = false;
  const base = { trials: ['trial-1', 'trial-2', 'trial-3'], expectedTrials: null, source: 'test' };

  test('final: every task has n valid trials; mean SR, its standard error and the flips', () => {
    const r = computeReliability({
      ...base,
      tasks: [
        { task: 'a', outcomes: [T, T, T] },
        { task: 'b', outcomes: [F, T, T] },
        { task: 'c', outcomes: [T, F, T] },
        { task: 'd', outcomes: [F, F, F] },
      ],
    });
    expect(r).toMatchObject({ final: true, n_trials: 3, tasks: 4, expected_tasks: 4, notes: [], incomplete_tasks: [] });
    // c = 3, 2, 2, 0: pass^1 = 7/12, pass^2 = (1 + 1/3 + 1/3)/4 = 5/12, pass^3 = 1/4;
    // pass@2 = (1 + 1 + 1 + 0)/4 = 3/4, pass@3 = 3/4.
    expect(r.exact).toEqual({
      pass_hat_k: { 1: '7/12', 2: '5/12', 3: '1/4' },
      pass_at_k: { 1: '7/12', 2: '3/4', 3: '3/4' },
    });
    expect(r.pass_hat_k).toEqual({ 1: 0.583333, 2: 0.416667, 3: 0.25 });
    expect(r.pass_at_k).toEqual({ 1: 0.583333, 2: 0.75, 3: 0.75 });
    expect(r.trials.map((t) => [t.name, t.successes, t.tasks, t.success_rate])).toEqual([
      ['trial-1', 2, 4, 0.5],
      ['trial-2', 2, 4, 0.5],
      ['trial-3', 3, 4, 0.75],
    ]);
    expect(r.trials[0]!.wilson_95).toEqual(wilsonInterval(2, 4));
    // Rates 0.5, 0.5, 0.75: mean 7/12; sample sd = 0.144338; SE = sd/√3 = 0.083333.
    expect(r.mean_success_rate).toBe(0.583333);
    expect(r.success_rate_stderr).toBe(0.083333);
    expect(r.flips).toEqual({
      count: 2,
      tasks: [
        { task: 'b', successes: 2, outcomes: [F, T, T] },
        { task: 'c', successes: 2, outcomes: [T, F, T] },
      ],
    });
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['method', 'source']));
  });

  test('tasks with fewer valid trials are named and left out; the rest are observed; not final', () => {
    const r = computeReliability({
      ...base,
      tasks: [
        { task: 'a', outcomes: [T, T, T] },
        { task: 'b', outcomes: [T, null, T] },
        { task: 'c', outcomes: [F, T, F] },
        { task: 'd', outcomes: [null, null, null] },
      ],
    });
    expect(r.final).toBe(false);
    expect(r.tasks).toBe(2);
    expect(r.incomplete_tasks).toEqual([
      { task: 'b', valid_trials: 2 },
      { task: 'd', valid_trials: 0 },
    ]);
    expect(r.notes[0]).toMatch(/2 task\(s\) do not have 3 valid trial\(s\).*observed over the 2 task\(s\) that do/);
    expect(r.exact.pass_hat_k).toEqual({ 1: '2/3', 2: '1/2', 3: '1/2' });
    expect(r.trials.map((t) => t.tasks)).toEqual([2, 2, 2]);
    expect(r.flips.tasks.map((t) => t.task)).toEqual(['c']);
  });

  test('a trial count other than the expected one, other problems, no tasks or no trials: not final', () => {
    const tasks = [{ task: 'a', outcomes: [T, T, T] }];
    expect(computeReliability({ ...base, tasks, expectedTrials: 5 })).toMatchObject({
      final: false,
      notes: ['The benchmark expects 5 trial(s); there are 3.'],
    });
    expect(computeReliability({ ...base, tasks, problems: ['errors elsewhere'] })).toMatchObject({
      final: false,
      notes: ['errors elsewhere'],
      tasks: 1,
    });
    const none = computeReliability({ ...base, tasks: [] });
    expect(none).toMatchObject({
      final: false,
      tasks: 0,
      pass_hat_k: {},
      mean_success_rate: null,
      success_rate_stderr: null,
    });
    const noTrials = computeReliability({ ...base, trials: [], tasks: [] });
    expect(noTrials).toMatchObject({ final: false, n_trials: 0, notes: ['There are no trials.'] });
    const one = computeReliability({ ...base, trials: ['only'], tasks: [{ task: 'a', outcomes: [T] }] });
    expect(one).toMatchObject({ final: true, success_rate_stderr: null, pass_hat_k: { 1: 1 } });
  });
});
