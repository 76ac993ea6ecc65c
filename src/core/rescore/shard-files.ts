/**
 * Files of a sharded rescore (docs/rescore.md). Each shard job writes to its output directory
 *   rescore-shard.json                 what the shard is, the leaderboard context, its submissions
 *   submissions/<name>/partial.json    one partial report per submission (score --shard format)
 * and the merge step reads every rescore-shard.json below a directory of downloaded artifacts
 * (depth ≤ 3, no symlink followed, sizes bounded) with the partials it names.
 */
import { lstat, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { UsageError } from '../errors.js';
import { readJsonBounded } from '../fs/bounded-json.js';
import { formatIssues } from '../manifest/zod-issues.js';
import { PARTIAL_FILE, partialReportSchema, serializePartial, type PartialReport } from '../shard/partial.js';
import type { ShardSpec } from '../shard/partition.js';
import { SHARD_METHOD } from '../shard/partition.js';
import type { Unscored } from './entry.js';
import { derived } from '../kinds/registry.js';
import {
  leaderboardContextSchema,
  sameContext,
  StatusSchema,
  SubmissionName,
  type LeaderboardContext,
} from './leaderboard.js';
import { byCodePoint } from '../util/order.js';
import { walkTree } from '../fs/walker.js';

const SHARD_MANIFEST_FILE = 'rescore-shard.json';
const SHARD_MANIFEST_VERSION = 1;
const MAX_DEPTH = 3;
const MANIFEST_LIMITS = { maxBytes: 64 * 1024 * 1024, maxDepth: 64 };
const PARTIAL_LIMITS = { maxBytes: 512 * 1024 * 1024, maxDepth: 512 };

export const shardManifestSchema = derived(() =>
  z.strictObject({
    rescore_shard_version: z.literal(SHARD_MANIFEST_VERSION),
    shard: z.strictObject({ index: z.number().int().min(1), count: z.number().int().min(1), method: z.string() }),
    context: leaderboardContextSchema(),
    submissions: z
      .array(SubmissionName)
      .describe('submissions with a partial report in submissions/<name>/partial.json'),
    unscored: z.array(
      z.strictObject({ name: SubmissionName, status: StatusSchema.exclude(['final']), problem: z.string() }),
    ),
  }),
);
type ShardManifest = z.infer<ReturnType<typeof shardManifestSchema>>;

export interface SubmissionPartial {
  /** The submission's name. */
  submission: string;
  /** Where the partial came from (a file name), for messages. */
  name: string;
  partial: PartialReport;
}

/** What one shard of a rescore produced. */
export interface RescoreShardResult {
  context: LeaderboardContext;
  shard: ShardSpec;
  submissions: Array<{ name: string; partial: PartialReport }>;
  unscored: Unscored[];
}

export async function writeRescoreShard(
  r: RescoreShardResult,
  outDir: string,
): Promise<{ manifest: string; all: string[] }> {
  await mkdir(outDir, { recursive: true });
  const all: string[] = [];
  for (const s of r.submissions) {
    const dir = path.join(outDir, 'submissions', s.name);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, PARTIAL_FILE);
    await writeFile(file, serializePartial(s.partial));
    all.push(file);
  }
  const manifest: ShardManifest = {
    rescore_shard_version: SHARD_MANIFEST_VERSION,
    shard: { index: r.shard.index, count: r.shard.count, method: SHARD_METHOD },
    context: r.context,
    submissions: r.submissions.map((s) => s.name),
    unscored: r.unscored,
  };
  const file = path.join(outDir, SHARD_MANIFEST_FILE);
  await writeFile(file, `${JSON.stringify(shardManifestSchema().parse(manifest), null, 2)}\n`);
  return { manifest: file, all: [file, ...all] };
}

export interface LoadedShards {
  /** The leaderboard context every shard agrees on; null when no shard output was found. */
  context: LeaderboardContext | null;
  partials: SubmissionPartial[];
  unscored: Unscored[];
  /** The shards whose output was found. */
  shardOutputs: ShardSpec[];
  /** Unusable files (skipped: their shard counts as missing for that submission). */
  problems: string[];
}

/**
 * Reads the outputs of a sharded rescore below `dir`. Shards that disagree on the benchmark,
 * the tool or the suites are refused (UsageError): one leaderboard is one benchmark revision.
 */
export async function loadRescoreShards(dir: string): Promise<LoadedShards> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new UsageError('not a directory', 'partials', dir);
  const manifests: Array<{ file: string; manifest: ShardManifest }> = [];
  for (const file of await findManifests(dir)) {
    const read = await readBounded(file, MANIFEST_LIMITS);
    const parsed = shardManifestSchema().safeParse(read);
    if (!parsed.success)
      throw new UsageError(`${file}: not an agent-eval ${SHARD_MANIFEST_FILE}: ${formatIssues(parsed.error)}`);
    manifests.push({ file, manifest: parsed.data });
  }
  manifests.sort((a, b) => a.manifest.shard.index - b.manifest.shard.index || byCodePoint(a.file, b.file));
  const first = manifests[0];
  for (const m of manifests.slice(1)) {
    if (!sameContext(m.manifest.context, first!.manifest.context)) {
      throw new UsageError(
        `${first!.file} and ${m.file} are from different rescores (benchmark revision, manifest, agent-eval version or suites differ)`,
      );
    }
  }
  const partials: SubmissionPartial[] = [];
  const unscored = new Map<string, Unscored>();
  const problems: string[] = [];
  for (const { file, manifest } of manifests) {
    for (const u of manifest.unscored) if (!unscored.has(u.name)) unscored.set(u.name, u);
    for (const name of manifest.submissions) {
      const partialFile = path.join(path.dirname(file), 'submissions', name, PARTIAL_FILE);
      const problem = await plainPath(path.dirname(file), ['submissions', name, PARTIAL_FILE]);
      if (problem) {
        problems.push(
          `${partialFile}: ${problem}; shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`,
        );
        continue;
      }
      let parsed;
      try {
        parsed = partialReportSchema().safeParse(await readBounded(partialFile, PARTIAL_LIMITS));
      } catch (err) {
        problems.push(
          `${(err as Error).message}; shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`,
        );
        continue;
      }
      if (!parsed.success) {
        problems.push(
          `${partialFile}: not a partial report (${formatIssues(parsed.error)}); shard ${manifest.shard.index}/${manifest.shard.count} counts as missing for submission ${name}`,
        );
        continue;
      }
      partials.push({ submission: name, name: partialFile, partial: parsed.data });
    }
  }
  return {
    context: first?.manifest.context ?? null,
    partials,
    unscored: [...unscored.values()].sort((a, b) => byCodePoint(a.name, b.name)),
    shardOutputs: manifests.map((m) => ({ index: m.manifest.shard.index, count: m.manifest.shard.count })),
    problems,
  };
}

/** Every rescore-shard.json at depth ≤ 3 below `dir`; a directory holding one is not searched further. */
async function findManifests(dir: string): Promise<string[]> {
  const found: string[][] = [];
  await walkTree(
    dir,
    {
      listed: (d, entries) => {
        const manifest = entries.find((e) => e.name === SHARD_MANIFEST_FILE);
        if (!manifest) return true;
        const at = d ? [...d.rel.split('/'), manifest.name] : [manifest.name];
        if (!manifest.isFile())
          throw new UsageError(`${path.join(dir, ...at)}: not a regular file (symlinks are not followed)`);
        found.push(at);
        return false; // (a directory holding one is not searched further)
      },
      finding: (f) => {
        if (f.kind === 'unlisted' && f.error) throw f.error;
      },
    },
    { maxDepth: MAX_DEPTH + 1 },
  );
  // Depth first, each directory's entries in code point order.
  return found.sort(bySegments).map((at) => path.join(dir, ...at));
}

/** Paths as lists of names, name by name in code point order: the order of a depth-first walk that sorts each directory so. */
function bySegments(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    const c = byCodePoint(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Null when every component below `base` exists and is a plain directory (the last: a regular file), never a symlink. */
async function plainPath(base: string, parts: string[]): Promise<string | null> {
  let p = base;
  for (const [i, part] of parts.entries()) {
    p = path.join(p, part);
    const info = await lstat(p).catch(() => null);
    if (!info) return 'does not exist';
    if (info.isSymbolicLink()) return 'a symlink on the way; not followed';
    if (i < parts.length - 1 ? !info.isDirectory() : !info.isFile()) return 'not a regular file';
  }
  return null;
}

async function readBounded(file: string, limits: { maxBytes: number; maxDepth: number }): Promise<unknown> {
  const read = readJsonBounded(file, limits);
  if (!read.ok) throw new UsageError(`${file}: ${read.message}`);
  return read.value;
}
