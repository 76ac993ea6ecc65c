/**
 * Reconstructed PSR, method `checkpoint_fraction_v1` (docs/metrics.md). Per task: 1 when the
 * verifier reports success, else the mean credit of its checkpoints, read from structured
 * `checkpoints` or parsed from the verifier's message. Anything it cannot read is an error,
 * never a zero.
 */
import type { PsrConfig } from '../../manifest/schema.js';
import type { Checkpoint } from '../../verifier/index.js';
import { FINITE, readNumber } from '../../util/numbers.js';

export const PSR_METHOD = 'checkpoint_fraction_v1';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const QUANTITY = new RegExp(String.raw`^(${NUMBER})\s*/\s*(${NUMBER})$`);
const BARE = new RegExp(`^${NUMBER}$`);

/** `Logs: 3/5, Kills: 0/3, All alive: True` → checkpoints; labels may contain `/`. */
export function parseCheckpointMessage(message: string): Parsed<Checkpoint[]> {
  const text = message.trim();
  if (!text) return { ok: false, error: 'PSR: the verifier message has no checkpoints' };
  const checkpoints: Checkpoint[] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    const colon = part.lastIndexOf(':');
    const label = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (colon < 0 || !label || !value)
      return { ok: false, error: `PSR: cannot read checkpoint ${JSON.stringify(part)}` };
    const quantity = QUANTITY.exec(value);
    // The message may echo the submission's numbers: each is checked (a long enough digit string is Infinity).
    const number = (field: string, text: string) => readNumber(field, Number(text), FINITE);
    if (quantity) {
      const actual = number('actual', quantity[1]!);
      const target = number('target', quantity[2]!);
      if (!actual.ok || !target.ok)
        return {
          ok: false,
          error: `PSR: cannot read checkpoint ${JSON.stringify(part.slice(0, 200))}: ${actual.ok ? '' : actual.error}${!actual.ok && !target.ok ? '; ' : ''}${target.ok ? '' : target.error}`,
        };
      checkpoints.push({ label, actual: actual.value, target: target.value });
    } else if (/^(true|false)$/i.test(value)) checkpoints.push({ label, actual: value.toLowerCase() === 'true' });
    else if (BARE.test(value)) {
      const actual = number('actual', value);
      if (!actual.ok)
        return {
          ok: false,
          error: `PSR: cannot read checkpoint ${JSON.stringify(part.slice(0, 200))}: ${actual.error}`,
        };
      checkpoints.push({ label, actual: actual.value });
    } else return { ok: false, error: `PSR: unknown checkpoint format ${JSON.stringify(part)}` };
  }
  return { ok: true, value: checkpoints };
}

/** Credit in [0, 1] for one checkpoint of `task`. */
export function checkpointCredit(cp: Checkpoint, task: string, config: PsrConfig): Parsed<number> {
  if (typeof cp.actual === 'boolean') return { ok: true, value: cp.actual ? 1 : 0 };
  const override = config.targets[task]?.[cp.label];
  const target = override ?? cp.target;
  const upper = config.upper_bounds.includes(cp.label);
  if (target === undefined) {
    return {
      ok: false,
      error: `PSR: "${cp.label}: ${cp.actual}" is a bare value with no target; add psr.targets.${task}.${cp.label}`,
    };
  }
  if (!(target > 0))
    return { ok: false, error: `PSR: "${cp.label}" has a nonpositive ${upper ? 'limit' : 'target'} ${target}` };
  if (cp.actual < 0) return { ok: false, error: `PSR: "${cp.label}" has a negative value ${cp.actual}` };
  if (upper) return { ok: true, value: cp.actual <= target ? 1 : 0 };
  return { ok: true, value: Math.min(cp.actual / target, 1) };
}

export interface PsrInput {
  task: string;
  success: boolean;
  message: string;
  checkpoints?: Checkpoint[];
}

/** The task's PSR credit: 1 on success, else the mean checkpoint credit. */
export function taskPsrCredit(input: PsrInput, config: PsrConfig): Parsed<number> {
  if (input.success) return { ok: true, value: 1 };
  const parsed = input.checkpoints
    ? { ok: true as const, value: input.checkpoints }
    : parseCheckpointMessage(input.message);
  if (!parsed.ok) return parsed;
  if (parsed.value.length === 0) return { ok: false, error: 'PSR: the verifier returned no checkpoints' };
  let sum = 0;
  for (const cp of parsed.value) {
    const credit = checkpointCredit(cp, input.task, config);
    if (!credit.ok) return credit;
    sum += credit.value;
  }
  return { ok: true, value: sum / parsed.value.length };
}
