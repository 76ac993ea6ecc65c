/**
 * Reads one trajectory record (docs/records.md) into the little the scorer needs. The record is
 * untrusted data: only its identity fields and counts are kept; the verifier reads the rest.
 */
import { readTopLevelFields, type JsonLimits } from '../../fs/bounded-json.js';
import type { FileId } from '../../fs/untrusted.js';
import { isObject } from '../../util/data.js';
import { COUNT, readOptionalNumber } from '../../util/numbers.js';

export interface TrajectoryRecord {
  task_key?: string;
  task_source?: string;
  task_id?: string;
  rounds: number;
  chats: number | null;
  /** What the submission says about itself; shown, never trusted. */
  claimed_success: boolean | null;
}

/** `withoutBom`: the record's bytes without its UTF-8 byte order mark, for the verifier (record-copies.ts). */
export type RecordRead =
  { ok: true; record: TrajectoryRecord; withoutBom?: Buffer | null } | { ok: false; error: string };

const IDENTITY = ['task_key', 'task_source', 'task_id'] as const;

/**
 * Reads a record file: the whole file is validated, only the fields used here are parsed. In
 * Python's json dialect (NaN, Infinity: docs/records.md); a count that is not finite is named.
 */
export function readTrajectoryFile(abs: string, limits: JsonLimits, expect?: FileId | null): RecordRead {
  const top = readTopLevelFields(abs, { ...limits, nonFinite: true }, [...IDENTITY, 'metrics'], ['rounds'], expect);
  if (!top.ok) return { ok: false, error: top.message };
  const read = readTrajectory(top.values, top.counts.rounds ?? null);
  return read.ok && top.withoutBom ? { ...read, withoutBom: top.withoutBom } : read;
}

/** `fields`: the record's top-level fields; `rounds`: how many rounds it has (null: not an array). */
export function readTrajectory(fields: Record<string, unknown>, rounds: number | null): RecordRead {
  if (!rounds) return { ok: false, error: 'No recorded rounds' };
  const metrics = isObject(fields.metrics) ? fields.metrics : {};
  // The submission's own counts: absent is fine, anything else must be a count (an error on the record otherwise).
  const totalRounds = readOptionalNumber('metrics.total_rounds', metrics.total_rounds, COUNT);
  if (!totalRounds.ok) return totalRounds;
  const totalChats = readOptionalNumber('metrics.total_chats', metrics.total_chats, COUNT);
  if (!totalChats.ok) return totalChats;
  const record: TrajectoryRecord = {
    rounds: totalRounds.value ?? rounds,
    chats: totalChats.value,
    claimed_success: typeof metrics.task_verified_success === 'boolean' ? metrics.task_verified_success : null,
  };
  for (const field of IDENTITY) {
    const value = fields[field];
    // An empty string names nothing: the next identity field decides, as in AgentWorld's score.py (docs/records.md).
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || value.trim() === '')
      return { ok: false, error: `${field} must be a non-empty string` };
    record[field] = value.trim();
  }
  return { ok: true, record };
}
