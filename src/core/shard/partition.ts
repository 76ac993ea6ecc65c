/**
 * Sharding (docs/sharding.md): the work units are (suite, trial, task); each belongs to exactly
 * one of n shards by a stable hash, whatever the runner, the order or the number of cores.
 */
import * as crypto from 'node:crypto';
import { UsageError } from '../errors.js';
import type { ErrorEntry } from '../report/schema.js';

export const SHARD_METHOD = 'sha256_unit_mod_n_v1';
export const MAX_SHARDS = 256;

/** `index` is 1-based: shard 1/4 … 4/4. */
export interface ShardSpec {
  index: number;
  count: number;
}

export function parseShard(text: string): ShardSpec {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new UsageError(`expected i/n with 1 <= i <= n <= ${MAX_SHARDS} (e.g. 2/4)`, 'shard', text);
  }
  return { index, count };
}

// crypto.hash (node >= 20.12) is the one-shot form, several times cheaper than createHash for
// short keys; hex output is cheaper than a Buffer (~2.5× on node 20). The same digest.
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
const sha256Hex = (key: string): string =>
  oneShot ? oneShot('sha256', key, 'hex') : crypto.createHash('sha256').update(key, 'utf8').digest('hex');

// The first 48 bits of each key's sha256, kept: a run asks for the same units many times
// (a shard's filter, merge's checks). Bounded; cleared when full.
const hashed = new Map<string, number>();
const MAX_HASHED = 1 << 20;

function bucket(key: string, count: number): number {
  let value = hashed.get(key);
  if (value === undefined) {
    value = parseInt(sha256Hex(key).slice(0, 12), 16); // the first 48 bits
    if (hashed.size >= MAX_HASHED) hashed.clear();
    hashed.set(key, value);
  }
  return (value % count) + 1;
}

/** The shard (1-based) of a unit: sha256 of `suite \0 trial path \0 task`, mod n. */
export function shardOfUnit(suite: string, trialPath: string, task: string, count: number): number {
  return count === 1 ? 1 : bucket(`${suite}\u0000${trialPath}\u0000${task}`, count);
}

/**
 * The shard of a trial's error: its task's shard when it names one; otherwise (an unreadable or
 * unidentifiable record, a symlink, a discovery problem) a hash of the record path, so that
 * exactly one shard reports it.
 */
export function shardOfError(suite: string, trialPath: string, error: ErrorEntry, count: number): number {
  if (error.task !== null) return shardOfUnit(suite, trialPath, error.task, count);
  return count === 1 ? 1 : bucket(`${suite}\u0000${trialPath}\u0000\u0000record\u0000${error.record ?? ''}`, count);
}
