/**
 * Reads one trajectory record (DESIGN 4.1) into the little the scorer needs. The record is
 * untrusted data: only its identity fields and counts are kept; the verifier reads the rest.
 * Records are parsed from a Latin-1 decoding (see readJsonBounded): strings kept are re-decoded.
 */
import { utf8String } from '../../fs/bounded-json.js';

export interface TrajectoryRecord {
  task_key?: string;
  task_source?: string;
  task_id?: string;
  rounds: number;
  chats: number | null;
  /** What the submission says about itself; shown, never trusted. */
  claimed_success: boolean | null;
}

export type RecordRead = { ok: true; record: TrajectoryRecord } | { ok: false; error: string };

export function readTrajectory(data: unknown): RecordRead {
  if (!isObject(data)) return { ok: false, error: 'a trajectory record must be a JSON object' };
  const rounds = data.rounds;
  if (!Array.isArray(rounds) || rounds.length === 0) return { ok: false, error: 'No recorded rounds' };
  const metrics = isObject(data.metrics) ? data.metrics : {};
  const record: TrajectoryRecord = {
    rounds: count(metrics.total_rounds) ?? rounds.length,
    chats: count(metrics.total_chats),
    claimed_success: typeof metrics.task_verified_success === 'boolean' ? metrics.task_verified_success : null,
  };
  for (const field of ['task_key', 'task_source', 'task_id'] as const) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.trim() === '') return { ok: false, error: `${field} must be a non-empty string` };
    record[field] = utf8String(value.trim());
  }
  return { ok: true, record };
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function count(x: unknown): number | null {
  return typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : null;
}
