/**
 * Reliability across trials (docs/reliability.md), pure functions over per-task, per-trial outcomes.
 *
 * For a task with c successes in n trials the unbiased estimators are
 *   pass^k = C(c,k) / C(n,k)            (all of k trials drawn without replacement succeed)
 *   pass@k = 1 − C(n−c,k) / C(n,k)      (at least one of them succeeds)
 * for 1 ≤ k ≤ n, averaged over tasks. The binomials and the averages are exact (BigInt
 * rationals); only the published decimals are rounded, half up, from the exact value. The power
 * of the pooled success rate is never used: it is wrong whenever tasks differ in difficulty.
 *
 * Every figure is computed over the same tasks: those with exactly one valid verdict in each of
 * the n trials. The figures are final only when that is every task, nothing else is wrong,
 * and the number of trials is the one the benchmark expects (if it declares one).
 */
import type { Reliability, SuiteReport } from '../report/schema.js';
import { roundTo } from './common.js';
import { byCodeUnit } from '../util/order.js';

const RELIABILITY_METHOD = 'pass_k_unbiased_v1';
/** Decimals of every published fraction (a fraction with 6 decimals is a percentage with 4, as elsewhere). */
export const FRACTION_DECIMALS = 6;
/** The 0.975 quantile of the standard normal distribution: a two-sided 95% Wilson interval. */
export const Z_95 = 1.959963984540054;

// ---------------------------------------------------------------------------------------------
// Exact arithmetic

/** A nonnegative rational in lowest terms, den > 0. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint, den: bigint): Fraction {
  if (den <= 0n) throw new RangeError('fraction: the denominator must be positive');
  if (num === 0n) return { num: 0n, den: 1n };
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/** "p/q" in lowest terms ("0", "1" when whole). */
export function fractionText(f: Fraction): string {
  return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}

/** The exact value rounded half up to `decimals` decimals, as the nearest double. */
export function roundFraction(f: Fraction, decimals = FRACTION_DECIMALS): number {
  const scale = 10n ** BigInt(decimals);
  const q = (2n * f.num * scale + f.den) / (2n * f.den);
  return Number(q) / Number(scale);
}

function checkInteger(name: string, x: number): void {
  if (!Number.isSafeInteger(x)) throw new RangeError(`${name} must be an integer, got ${x}`);
}

/** C(n, k), exactly. */
export function binomial(n: number, k: number): bigint {
  checkInteger('n', n);
  checkInteger('k', k);
  if (n < 0) throw new RangeError(`n must be ≥ 0, got ${n}`);
  if (k < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= kk; i++) result = (result * BigInt(n - kk + i)) / BigInt(i);
  return result;
}

export function checkTask(n: number, c: number, k: number): void {
  checkInteger('n', n);
  checkInteger('c', c);
  checkInteger('k', k);
  if (n < 1) throw new RangeError(`n (trials) must be ≥ 1, got ${n}`);
  if (c < 0 || c > n) throw new RangeError(`c (successes) must be between 0 and n = ${n}, got ${c}`);
  if (k < 1 || k > n) throw new RangeError(`k must be between 1 and n = ${n}, got ${k}`);
}

export interface PassCurves {
  /** Index k − 1 holds the figure for k. */
  passHat: Fraction[];
  passAt: Fraction[];
}

/**
 * pass^k and pass@k for k = 1..n, averaged over tasks, exactly. `successes` holds each
 * task's c (0 ≤ c ≤ n). Tasks are grouped by c, and only the binomials C(m,k) for m in
 * {c} ∪ {n−c} ∪ {n} are kept, each advanced in k by C(m,k) = C(m,k−1)·(m−k+1)/k (an exact
 * division): O(n × distinct m) BigInt operations, whatever the number of tasks.
 */
export function passCurves(n: number, successes: readonly number[]): PassCurves {
  checkInteger('n', n);
  if (n < 1) throw new RangeError(`n (trials) must be ≥ 1, got ${n}`);
  if (successes.length === 0) throw new RangeError('no tasks to average over');
  const histogram = new Map<number, bigint>();
  for (const c of successes) {
    checkTask(n, c, 1);
    histogram.set(c, (histogram.get(c) ?? 0n) + 1n);
  }
  const ms = new Set<number>([n]);
  for (const c of histogram.keys()) {
    ms.add(c);
    ms.add(n - c);
  }
  const current = new Map<number, bigint>([...ms].map((m) => [m, 1n])); // C(m, 0)
  const tasks = BigInt(successes.length);
  const passHat: Fraction[] = [];
  const passAt: Fraction[] = [];
  for (let k = 1; k <= n; k++) {
    for (const [m, value] of current) current.set(m, m - k + 1 <= 0 ? 0n : (value * BigInt(m - k + 1)) / BigInt(k));
    let hat = 0n;
    let none = 0n;
    for (const [c, h] of histogram) {
      hat += h * current.get(c)!;
      none += h * current.get(n - c)!;
    }
    const den = tasks * current.get(n)!;
    passHat.push(fraction(hat, den));
    passAt.push(fraction(den - none, den));
  }
  return { passHat, passAt };
}

/**
 * The 95% Wilson score interval for `successes` of `total`:
 *   centre = (p + z²/2m) / (1 + z²/m),  half = z / (1 + z²/m) · √(p(1−p)/m + z²/4m²)
 * with p = s/m, z = Z_95; null when total is 0.
 */
export function wilsonInterval(successes: number, total: number, z = Z_95): { low: number; high: number } | null {
  checkInteger('successes', successes);
  checkInteger('total', total);
  if (total < 0 || successes < 0 || successes > total)
    throw new RangeError(`need 0 ≤ successes ≤ total, got ${successes}/${total}`);
  if (total === 0) return null;
  const p = successes / total;
  const z2 = z * z;
  const denom = 1 + z2 / total;
  const centre = (p + z2 / (2 * total)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
  return {
    low: successes === 0 ? 0 : roundTo(Math.max(0, centre - half), FRACTION_DECIMALS),
    high: successes === total ? 1 : roundTo(Math.min(1, centre + half), FRACTION_DECIMALS),
  };
}

// ---------------------------------------------------------------------------------------------
// Figures for one set of trials

export interface TaskOutcomes {
  task: string;
  /** One entry per trial, in trial order: true/false for exactly one valid verdict, null otherwise (missing, error, duplicate). */
  outcomes: ReadonlyArray<boolean | null>;
}

export interface ReliabilityInput {
  /** Trial names in order; n is their number. */
  trials: readonly string[];
  /** Every expected task, in the order the report lists them. */
  tasks: readonly TaskOutcomes[];
  /** Trials the benchmark expects, when it says. */
  expectedTrials: number | null;
  /** Where the outcomes come from (shown with the figures). */
  source: string;
  /** Problems other than incomplete tasks that make the figures non-final (e.g. errors elsewhere). */
  problems?: readonly string[];
}

/** The per-suite `reliability` object of the report (and of `agent-eval reliability --json`). */
export function computeReliability(input: ReliabilityInput): Reliability {
  const n = input.trials.length;
  const notes: string[] = [];
  const complete: Array<{ task: string; outcomes: boolean[] }> = [];
  const incomplete: Reliability['incomplete_tasks'] = [];
  for (const t of input.tasks) {
    if (t.outcomes.length !== n) throw new RangeError(`task ${t.task}: ${t.outcomes.length} outcomes for ${n} trials`);
    const valid = t.outcomes.filter((o) => o !== null).length;
    if (valid === n && n > 0) complete.push({ task: t.task, outcomes: t.outcomes as boolean[] });
    else incomplete.push({ task: t.task, valid_trials: valid });
  }
  const tasks = complete.length;
  if (n === 0) notes.push('There are no trials.');
  else if (input.tasks.length === 0) notes.push('There are no tasks.');
  if (input.expectedTrials !== null && n !== input.expectedTrials)
    notes.push(`The benchmark expects ${input.expectedTrials} trial(s); there are ${n}.`);
  if (incomplete.length > 0 && n > 0) {
    notes.push(
      `${incomplete.length} task(s) do not have ${n} valid trial(s) (missing, errors or duplicates); the figures are observed over the ${tasks} task(s) that do.`,
    );
  }
  for (const p of input.problems ?? []) notes.push(p);
  const final = notes.length === 0;

  const passHatK: Record<string, number> = {};
  const passAtK: Record<string, number> = {};
  const exact = { pass_hat_k: {} as Record<string, string>, pass_at_k: {} as Record<string, string> };
  let meanSuccessRate: number | null = null;
  let stderr: number | null = null;
  const trialFigures: Reliability['trials'] = input.trials.map((name) => ({
    name,
    tasks,
    successes: 0,
    success_rate: null,
    wilson_95: null,
  }));
  if (tasks > 0) {
    const successes = complete.map((t) => t.outcomes.filter(Boolean).length);
    const curves = passCurves(n, successes);
    for (let k = 1; k <= n; k++) {
      passHatK[k] = roundFraction(curves.passHat[k - 1]!);
      passAtK[k] = roundFraction(curves.passAt[k - 1]!);
      exact.pass_hat_k[k] = fractionText(curves.passHat[k - 1]!);
      exact.pass_at_k[k] = fractionText(curves.passAt[k - 1]!);
    }
    const perTrial = input.trials.map((_, i) => complete.filter((t) => t.outcomes[i]).length);
    perTrial.forEach((s, i) => {
      trialFigures[i] = {
        name: input.trials[i]!,
        tasks,
        successes: s,
        success_rate: roundFraction(fraction(BigInt(s), BigInt(tasks))),
        wilson_95: wilsonInterval(s, tasks),
      };
    });
    const total = perTrial.reduce((a, b) => a + b, 0);
    meanSuccessRate = roundFraction(fraction(BigInt(total), BigInt(n * tasks)));
    if (n >= 2) {
      // Sample variance of the per-trial rates s_i/T, exactly: (nΣs² − S²) / (T² n (n−1)); SE = √(var / n).
      const sumSquares = perTrial.reduce((a, s) => a + BigInt(s) * BigInt(s), 0n);
      const num = BigInt(n) * sumSquares - BigInt(total) * BigInt(total);
      const den = BigInt(tasks) * BigInt(tasks) * BigInt(n) * BigInt(n - 1) * BigInt(n);
      stderr = roundTo(Math.sqrt(Number(num) / Number(den)), FRACTION_DECIMALS);
    }
  }
  const flips = complete
    .filter((t) => t.outcomes.some(Boolean) && !t.outcomes.every(Boolean))
    .map((t) => ({ task: t.task, successes: t.outcomes.filter(Boolean).length, outcomes: [...t.outcomes] }));

  return {
    method: RELIABILITY_METHOD,
    source: input.source,
    final,
    n_trials: n,
    expected_trials: input.expectedTrials,
    tasks,
    expected_tasks: input.tasks.length,
    pass_hat_k: passHatK,
    pass_at_k: passAtK,
    exact,
    trials: trialFigures,
    mean_success_rate: meanSuccessRate,
    success_rate_stderr: stderr,
    flips: { count: flips.length, tasks: flips },
    incomplete_tasks: incomplete,
    notes,
  };
}

// ---------------------------------------------------------------------------------------------
// From a suite of an agent-eval report

const VERIFIED_SOURCE = "success verdicts of the benchmark's own verifiers, scored by agent-eval";

/**
 * The reliability of a scored suite, from its trials' verdicts alone (so the same function
 * serves the pipeline and `agent-eval reliability scores.json`). A task counts in a trial when
 * it has exactly one verdict there and that verdict is a success or a failure; errors,
 * duplicates and missing tasks leave the task out of the figures and name it. Pending items
 * (judge records) concern other metrics, not success, and do not affect reliability.
 */
export function suiteReliability(suite: Omit<SuiteReport, 'reliability'>): Reliability {
  const trials = suite.trials;
  const taskSet = new Set<string>();
  for (const t of trials) {
    for (const v of t.verdicts) taskSet.add(v.task);
    for (const m of t.coverage.missing_tasks) taskSet.add(m);
  }
  const perTrial = trials.map((t) => {
    const verdicts = new Map<string, Array<boolean | null>>();
    for (const v of t.verdicts) {
      const list = verdicts.get(v.task) ?? [];
      list.push(v.status === 'error' ? null : v.status === 'success');
      verdicts.set(v.task, list);
    }
    return verdicts;
  });
  const tasks = [...taskSet].sort(compareTasks).map((task) => ({
    task,
    outcomes: perTrial.map((m) => {
      const list = m.get(task);
      return list?.length === 1 ? list[0]! : null;
    }),
  }));
  const problems: string[] = [];
  if (!suite.valid)
    problems.push('Errors occurred in this suite (listed in the report); they are never counted as failures.');
  return computeReliability({
    trials: trials.map((t) => t.name),
    tasks,
    expectedTrials: suite.expected_trials,
    source: outcomeSource(suite),
    problems,
  });
}

/**
 * Where a suite's success outcomes come from: the benchmark's verifiers run by agent-eval, unless
 * its trials' success rate names another source (an import: harness-reported outcomes).
 */
function outcomeSource(suite: Omit<SuiteReport, 'reliability'>): string {
  for (const t of suite.trials) {
    const source = t.metrics.SR_percent?.source;
    if (typeof source === 'string' && source !== '') return source;
  }
  return VERIFIED_SOURCE;
}

/** Task order: numbers by value when both are whole numbers, else code-unit order (locale independent). */
export function compareTasks(a: string, b: string): number {
  // (the first-character test only spares the regexes for the usual names, which start with a letter)
  if (startsWithDigit(a) && startsWithDigit(b) && /^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    if (x !== y) return x < y ? -1 : 1;
  }
  return byCodeUnit(a, b);
}

const startsWithDigit = (s: string) => {
  const c = s.charCodeAt(0);
  return c >= 48 && c <= 57;
};
