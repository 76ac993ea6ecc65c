/**
 * The CCE judge cache: one JSON file per judged trajectory, keyed by (trajectory digest, task,
 * judge model, protocol version). Written next to the report (`<out>/cce-cache/`) and read back
 * by the next run with `--cce-cache DIR`, so nightly rescoring judges only what changed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const CACHE_DIR = 'cce-cache';
export const CACHE_VERSION = 1;

export const CacheKeySchema = z.strictObject({
  trajectory_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  task: z.string().min(1),
  model: z.string().min(1),
  protocol: z.string().min(1),
});
export type CacheKey = z.infer<typeof CacheKeySchema>;

export const AgentShareSchema = z.strictObject({ actions: z.number().int(), contributing: z.number().int(), share: z.number() });
export const JudgeAnswerSchema = z.strictObject({
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
  per_agent: z.record(z.string(), AgentShareSchema),
  answers: z.array(JudgeAnswerSchema),
});
export type CacheRecord = z.infer<typeof CacheRecordSchema>;

export function cacheKeyId(key: CacheKey): string {
  return createHash('sha256').update(JSON.stringify([key.trajectory_sha256, key.task, key.model, key.protocol])).digest('hex');
}

/** The file name of a record inside the cache directory. */
export function cacheFileName(key: CacheKey): string {
  return `${key.task.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 100)}.${cacheKeyId(key).slice(0, 24)}.json`;
}

export interface LoadedCache {
  records: Map<string, CacheRecord>;
  /** Files that were skipped, with why. */
  skipped: string[];
}

/**
 * Reads every `*.json` directly in DIR, or in DIR/cce-cache when DIR is a report directory.
 * A missing directory is an empty cache; unreadable or invalid files are skipped and named.
 */
export function loadCache(dir: string, maxBytes = 4 * 1024 * 1024): LoadedCache {
  const records = new Map<string, CacheRecord>();
  const skipped: string[] = [];
  let root = dir;
  if (isDir(path.join(dir, CACHE_DIR))) root = path.join(dir, CACHE_DIR);
  if (!isDir(root)) return { records, skipped };
  for (const name of readdirSync(root).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(root, name);
    try {
      const info = statSync(file);
      if (!info.isFile()) continue;
      if (info.size > maxBytes) throw new Error(`over ${maxBytes} bytes`);
      const parsed = CacheRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error('not a CCE cache record');
      records.set(cacheKeyId(parsed.data.key), parsed.data);
    } catch (err) {
      skipped.push(`${name}: ${(err as Error).message}`);
    }
  }
  return { records, skipped };
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
