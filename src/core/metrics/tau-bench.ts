/**
 * tau-bench results files (DESIGN 5): JSON arrays of `{task_id, reward, trial, info, traj}`,
 * as tau-bench's run.py writes them, turned into per-task, per-trial outcomes. A pure function
 * over the parsed files; reading them is the caller's business.
 *
 * A result is a success when 1 − 1e-6 ≤ reward ≤ 1 + 1e-6 (tau-bench's own test). The rewards
 * are the harness's: agent-eval does not re-verify them, and says so. Unlike tau-bench's own
 * summary, an entry whose `info.error` is set (the harness caught an exception and wrote
 * reward 0) is an error, never a failure.
 */
import { compareTasks, type ReliabilityInput, type TaskOutcomes } from './reliability.js';
import { describeValue as describe, FINITE, readNumber } from '../util/numbers.js';

export const TAU_BENCH_SOURCE = 'harness-reported rewards from tau-bench results files, not re-verified by agent-eval';
export const REWARD_TOLERANCE = 1e-6;

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

export function isSuccessfulReward(reward: number): boolean {
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
      if (typeof trial !== 'number' || !Number.isSafeInteger(trial) || trial < 0) bad.push(`trial must be an integer ≥ 0, got ${describe(trial)}`);
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
        errors.push(`${label}: duplicate result for task_id ${shown(task!)}, trial ${t} (also ${previous.label}); neither is used`);
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
    if (missing.length > 0) errors.push(`task_id ${shown(task)}: no result for trial ${missing.join(', ')} (other tasks have it)`);
    return { task, outcomes: trials.map((t) => byTrial.get(t)?.outcome ?? null) };
  });
  const problems = errors.length > 0 ? [`${errors.length} error(s) in the results files (listed under errors); errors are never counted as failures.`] : [];
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
