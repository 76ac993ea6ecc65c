/**
 * The CCE judge cache: one JSON file per judged trajectory, keyed by (trajectory digest, task,
 * judge model, protocol version). Written next to the report (`<out>/cce-cache/`) and read back
 * by the next run with `--cce-cache DIR`, so nightly rescoring judges only what changed.
 */
import { createHash } from 'node:crypto';
import { lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJsonBounded } from '../fs/bounded-json.js';
import { readDirectorySync } from '../fs/walker.js';
import { formatIssues } from '../manifest/zod-issues.js';
import { roundTo } from '../metrics/common.js';
import { truncate } from '../util/data.js';
import { COUNT, describeValue, readNumber } from '../util/numbers.js';
import { keyedRecord } from '../util/record.js';

export const CACHE_DIR = 'cce-cache';
export const CACHE_VERSION = 1;

const CacheKeySchema = z.strictObject({
  trajectory_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  task: z.string().min(1),
  model: z.string().min(1),
  protocol: z.string().min(1),
});
export type CacheKey = z.infer<typeof CacheKeySchema>;

const AgentShareSchema = z.strictObject({
  actions: z.number().int(),
  contributing: z.number().int(),
  share: z.number(),
});
const JudgeAnswerSchema = z.strictObject({
  step: z.enum(['terminal', 'round']),
  round: z.number().nullable(),
  answer: z.string().describe('the raw answer, bounded'),
});

export const CacheRecordSchema = z.strictObject({
  cache_version: z.literal(CACHE_VERSION),
  key: CacheKeySchema,
  T: z.number().int().nonnegative(),
  C: z.array(z.number().int().positive()),
  cce: z.number(),
  per_agent: keyedRecord(z.string(), AgentShareSchema),
  answers: z.array(JudgeAnswerSchema),
});
export type CacheRecord = z.infer<typeof CacheRecordSchema>;

export function cacheKeyId(key: CacheKey): string {
  return createHash('sha256')
    .update(JSON.stringify([key.trajectory_sha256, key.task, key.model, key.protocol]))
    .digest('hex');
}

/** The file name of a record inside the cache directory. */
export function cacheFileName(key: CacheKey): string {
  return `${key.task.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 100)}.${cacheKeyId(key).slice(0, 24)}.json`;
}

export interface LoadedCache {
  records: Map<string, CacheRecord>;
  /** Files that were skipped, each as `name: why` (shown in the report's suite notes). */
  skipped: string[];
}

/**
 * Reads every `*.json` directly in DIR, or in DIR/cce-cache when DIR is a report directory.
 * A missing directory is an empty cache. The files are untrusted (an artifact of an earlier run):
 * each is read bounded and never through a symbolic link, and a record is used only when the
 * judgement it states follows from what it records (see checkJudgement). Every other file named
 * `*.json` is skipped, and named in `skipped`.
 */
export function loadCache(dir: string, maxBytes = 4 * 1024 * 1024): LoadedCache {
  const records = new Map<string, CacheRecord>();
  const skipped: string[] = [];
  let root = dir;
  if (isDir(path.join(dir, CACHE_DIR))) root = path.join(dir, CACHE_DIR);
  if (!isDir(root)) return { records, skipped };
  const names = readDirectorySync(root).map((e) => e.name);
  for (const name of names.sort()) {
    if (!name.endsWith('.json')) continue;
    const read = readCacheFile(path.join(root, name), maxBytes);
    if (read.ok) records.set(cacheKeyId(read.record.key), read.record);
    else skipped.push(`${name}: ${read.why}`);
  }
  return { records, skipped };
}

function readCacheFile(file: string, maxBytes: number): { ok: true; record: CacheRecord } | { ok: false; why: string } {
  let info;
  try {
    info = lstatSync(file);
  } catch (err) {
    return { ok: false, why: `cannot be read (${(err as NodeJS.ErrnoException).code ?? err})` };
  }
  if (info.isSymbolicLink()) return { ok: false, why: 'a symbolic link (not followed)' };
  if (!info.isFile()) return { ok: false, why: 'not a regular file' };
  const json = readJsonBounded(file, { maxBytes, maxDepth: 16 });
  if (!json.ok) return { ok: false, why: json.message };
  const parsed = CacheRecordSchema.safeParse(json.value);
  if (!parsed.success)
    return { ok: false, why: `not a CCE cache record: ${truncate(formatIssues(parsed.error), 300)}` };
  const wrong = checkJudgement(parsed.data);
  return wrong === null ? { ok: true, record: parsed.data } : { ok: false, why: wrong };
}

/**
 * A cached judgement is re-derived from what it records, never taken as given: T is a count of at
 * least 1, C lists distinct action ids in 1..T in increasing order, and cce is |C| / |T| rounded
 * as the judge rounds it. (per_agent is re-derived from the trajectory when the record is used.)
 * The problem, or null.
 */
function checkJudgement(r: Pick<CacheRecord, 'T' | 'C' | 'cce'>): string | null {
  const t = readNumber('T', r.T, { ...COUNT, min: 1 });
  if (!t.ok) return t.error;
  for (let i = 0; i < r.C.length; i++) {
    const id = r.C[i]!;
    if (!Number.isSafeInteger(id) || id < 1 || id > r.T || (i > 0 && id <= r.C[i - 1]!)) {
      return `C must list distinct action ids from 1 to T (${r.T}) in increasing order, got ${describeValue(id)} at position ${i + 1}`;
    }
  }
  const cce = roundTo(r.C.length / r.T, 4);
  if (r.cce !== cce)
    return `cce ${describeValue(r.cce)} does not follow from C and T (|C| / |T| = ${r.C.length}/${r.T} = ${cce})`;
  return null;
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
