/**
 * tau-bench results files (docs/reliability.md): JSON arrays of `{task_id, reward, trial, info, traj}`,
 * as tau-bench's run.py writes them, turned into per-task, per-trial outcomes. A pure function
 * over the parsed files; reading them is the caller's business.
 *
 * A result is a success when 1 − 1e-6 ≤ reward ≤ 1 + 1e-6 (tau-bench's own test). The rewards
 * are the harness's: agent-eval does not re-verify them, and says so. Unlike tau-bench's own
 * summary, an entry whose `info.error` is set (the harness caught an exception and wrote
 * reward 0) is an error, never a failure; tauBenchSummary gives the figures tau-bench's own
 * summary prints for the same files, for reconciling the two.
 */
import { roundTo } from './common.js';
import {
  compareTasks,
  FRACTION_DECIMALS,
  fraction,
  roundFraction,
  type ReliabilityInput,
  type TaskOutcomes,
} from './reliability.js';
import { describeValue as describe, FINITE, readNumber } from '../util/numbers.js';

const TAU_BENCH_SOURCE = 'harness-reported rewards from tau-bench results files, not re-verified by agent-eval';
const REWARD_TOLERANCE = 1e-6;

export interface ParsedResultsFile {
  /** How errors name the file (e.g. its path as given). */
  name: string;
  value: unknown;
}

export interface TauBenchOutcomes {
  input: ReliabilityInput;
  /** Every problem, naming the entry (`file[index]`) and, when known, its task and trial. */
  errors: string[];
  /** Entries read, well-formed or not. */
  entries: number;
}

interface Slot {
  label: string;
  outcome: boolean | null;
}

function isSuccessfulReward(reward: number): boolean {
  return 1 - REWARD_TOLERANCE <= reward && reward <= 1 + REWARD_TOLERANCE;
}

export function tauBenchOutcomes(files: readonly ParsedResultsFile[]): TauBenchOutcomes {
  const errors: string[] = [];
  const slots = new Map<string, Map<number, Slot>>();
  const trialIds = new Set<number>();
  let entries = 0;
  for (const file of files) {
    if (!Array.isArray(file.value)) {
      errors.push(`${file.name}: not a tau-bench results file (a JSON array of {task_id, reward, trial, ...})`);
      continue;
    }
    file.value.forEach((entry: unknown, index) => {
      entries++;
      const label = `${file.name}[${index}]`;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        errors.push(`${label}: not an object`);
        return;
      }
      const e = entry as Record<string, unknown>;
      const task = taskKey(e.task_id);
      const trial = e.trial;
      const bad: string[] = [];
      if (task === null) bad.push(`task_id must be an integer or a nonempty string, got ${describe(e.task_id)}`);
      if (typeof trial !== 'number' || !Number.isSafeInteger(trial) || trial < 0)
        bad.push(`trial must be an integer ≥ 0, got ${describe(trial)}`);
      if (bad.length > 0) {
        errors.push(`${label}: ${bad.join('; ')}`);
        return;
      }
      const t = trial as number;
      const where = `${label} (task_id ${shown(task!)}, trial ${t})`;
      trialIds.add(t);
      let outcome: boolean | null = null;
      const reward = readNumber('reward', e.reward, FINITE);
      if (!reward.ok) {
        errors.push(`${where}: ${reward.error}`);
      } else if (harnessError(e.info) !== null) {
        errors.push(`${where}: the harness recorded an error, not an outcome: ${harnessError(e.info)}`);
      } else {
        outcome = isSuccessfulReward(reward.value);
      }
      const byTrial = slots.get(task!) ?? new Map<number, Slot>();
      slots.set(task!, byTrial);
      const previous = byTrial.get(t);
      if (previous) {
        errors.push(
          `${label}: duplicate result for task_id ${shown(task!)}, trial ${t} (also ${previous.label}); neither is used`,
        );
        previous.outcome = null;
        return;
      }
      byTrial.set(t, { label, outcome });
    });
  }
  const trials = [...trialIds].sort((a, b) => a - b);
  const tasks: TaskOutcomes[] = [...slots.keys()].sort(compareTasks).map((task) => {
    const byTrial = slots.get(task)!;
    const missing = trials.filter((t) => !byTrial.has(t));
    if (missing.length > 0)
      errors.push(`task_id ${shown(task)}: no result for trial ${missing.join(', ')} (other tasks have it)`);
    return { task, outcomes: trials.map((t) => byTrial.get(t)?.outcome ?? null) };
  });
  const problems =
    errors.length > 0
      ? [`${errors.length} error(s) in the results files (listed under errors); errors are never counted as failures.`]
      : [];
  return {
    input: { trials: trials.map(String), tasks, expectedTrials: null, source: TAU_BENCH_SOURCE, problems },
    errors,
    entries,
  };
}

function taskKey(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.length > 0) return value;
  return null;
}

/** The harness's error text when `info.error` is set, else null. */
function harnessError(info: unknown): string | null {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) return null;
  const error = (info as Record<string, unknown>).error;
  if (error === undefined || error === null || error === false || error === '') return null;
  return shown(typeof error === 'string' ? error : JSON.stringify(error), 300);
}

/** Untrusted text made short and single-line for messages. */
function shown(text: string, max = 100): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

const TAU_BENCH_SUMMARY_METHOD = 'tau_bench_display_metrics';

/**
 * What tau-bench's own summary (`display_metrics` in tau_bench/run.py) prints for the same
 * results, so that a user can reconcile it with agent-eval's figures. It reads the results as
 * given: the average reward is over every entry; n is the number of distinct `trial` values;
 * per task (each distinct `task_id`), c counts its successful entries, so an entry whose
 * `info.error` is set counts with the reward the harness wrote (0), a duplicate counts twice
 * and a missing trial counts as a failure; pass^k averages C(c,k)/C(n,k) over the tasks.
 */
export interface TauBenchSummary {
  method: typeof TAU_BENCH_SUMMARY_METHOD;
  /** Entries the summary is over: those tau-bench could have written (an integer or string task_id, an integer trial ≥ 0, a finite reward). */
  entries: number;
  /** Entries left out because tau-bench could not have written them. */
  malformed: number;
  n_trials: number;
  tasks: number;
  /** Rounded to 6 decimals (tau-bench prints the full float). */
  average_reward: number;
  /** k (1..n) -> pass^k as tau-bench computes it, rounded half up to 6 decimals from the exact value; above 1 when duplicates give a task more successes than trials. */
  pass_hat_k: Record<string, number>;
  /** What the summary counts that agent-eval's figures do not. */
  differences: { harness_errors: number; duplicates: number; missing_results: number };
}

/** tau-bench's own summary of these results, or null when no entry is usable (tau-bench would divide by zero). */
export function tauBenchSummary(files: readonly ParsedResultsFile[]): TauBenchSummary | null {
  let malformed = 0;
  let rewardSum = 0;
  let entries = 0;
  let harnessErrors = 0;
  let duplicates = 0;
  const trialIds = new Set<number>();
  // Python's dict keys: 1 and "1" are different tasks.
  const tasks = new Map<string, { successes: number; trials: Set<number> }>();
  for (const file of files) {
    if (!Array.isArray(file.value)) continue;
    for (const entry of file.value as unknown[]) {
      const e =
        typeof entry === 'object' && entry !== null && !Array.isArray(entry)
          ? (entry as Record<string, unknown>)
          : null;
      const trial = e?.trial;
      const reward = e?.reward;
      if (
        !e ||
        taskKey(e.task_id) === null ||
        typeof trial !== 'number' ||
        !Number.isSafeInteger(trial) ||
        trial < 0 ||
        typeof reward !== 'number' ||
        !Number.isFinite(reward)
      ) {
        malformed++;
        continue;
      }
      entries++;
      rewardSum += reward; // in file order, as Python's sum() adds them
      trialIds.add(trial);
      if (harnessError(e.info) !== null) harnessErrors++;
      const key = JSON.stringify(e.task_id);
      const task = tasks.get(key) ?? { successes: 0, trials: new Set<number>() };
      tasks.set(key, task);
      if (task.trials.has(trial)) duplicates++;
      task.trials.add(trial);
      if (isSuccessfulReward(reward)) task.successes++;
    }
  }
  if (entries === 0) return null;
  const n = trialIds.size;
  let missing = 0;
  for (const task of tasks.values()) for (const t of trialIds) if (!task.trials.has(t)) missing++;
  return {
    method: TAU_BENCH_SUMMARY_METHOD,
    entries,
    malformed,
    n_trials: n,
    tasks: tasks.size,
    average_reward: roundTo(rewardSum / entries, FRACTION_DECIMALS),
    pass_hat_k: summaryPassHatK(
      n,
      [...tasks.values()].map((t) => t.successes),
    ),
    differences: { harness_errors: harnessErrors, duplicates, missing_results: missing },
  };
}

/** Σ_tasks C(c,k)/C(n,k) / tasks for k = 1..n, exactly; c may exceed n. Binomials advance in k. */
function summaryPassHatK(n: number, successes: readonly number[]): Record<string, number> {
  const histogram = new Map<number, bigint>();
  for (const c of successes) histogram.set(c, (histogram.get(c) ?? 0n) + 1n);
  const byC = [...histogram].map(([c, count]) => ({ c, count, binom: 1n }));
  const tasks = BigInt(successes.length);
  const out: Record<string, number> = {};
  let all = 1n;
  for (let k = 1; k <= n; k++) {
    all = (all * BigInt(n - k + 1)) / BigInt(k);
    let num = 0n;
    for (const b of byC) {
      b.binom = k > b.c ? 0n : (b.binom * BigInt(b.c - k + 1)) / BigInt(k);
      num += b.count * b.binom;
    }
    out[String(k)] = roundFraction(fraction(num, tasks * all));
  }
  return out;
}
