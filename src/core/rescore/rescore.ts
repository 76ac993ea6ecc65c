/**
 * `rescore`: scores every submission of a submissions tree against one benchmark revision,
 * builds the leaderboard, and compares it with the previous one (docs/rescore.md). One bad
 * submission never stops the others; a bad benchmark stops everything (ConfigError).
 * Sharded: `rescoreShard` writes per-submission partials, `rescoreFromPartials` merges them into
 * the leaderboard the unsharded rescore writes, byte for byte.
 */
import { benchmarkDifference } from '../provenance/same.js';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { benchmarkInfo } from '../benchmark.js';
import { CommandCache, withCommandCache } from '../command-cache.js';
import { ConfigError, messageOf, UsageError } from '../errors.js';
import { readJsonBounded } from '../fs/bounded-json.js';
import { formatIssues } from '../manifest/zod-issues.js';
import { writeReport } from '../report/write.js';
import { redact, textRedactor, type PublicReport } from '../report/redact.js';
import { score, scoreShard, type ScoreOptions } from '../score.js';
import type { HashLimits } from '../fs/file-hasher.js';
import { mergePartials } from '../shard/merge.js';
import type { PartialReport } from '../shard/partial.js';
import type { ShardSpec } from '../shard/partition.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { computeDrift, serializeDrift, type Drift } from './drift.js';
import { entryFromReport, entryFromUnscored, type Unscored } from './entry.js';
import { kindOf } from '../kinds/registry.js';
import { suiteSchema, type Suite } from '../manifest/schema.js';
import {
  buildLeaderboard,
  leaderboardSchema,
  suiteBoards,
  sameContext,
  serializeLeaderboard,
  type Entry,
  type Leaderboard,
  type LeaderboardContext,
} from './leaderboard.js';
import { compareWithLeader, type LeaderOptions } from './leader.js';
import { renderDriftMarkdown, renderLeaderboardMarkdown } from './markdown.js';
import type { RescoreShardResult, SubmissionPartial } from './shard-files.js';
import { listSubmissions, type SubmissionDir } from './submissions.js';
import { byCodePoint } from '../util/order.js';

export interface RescoreOptions {
  benchmarkDir: string;
  submissionsDir: string;
  baseline?: Leaderboard | null;
  suites?: string[];
  env?: NodeJS.ProcessEnv;
  /** The Python verifiers run with (see ScoreOptions). */
  python?: string | undefined;
  /** One line per submission, before it is scored. */
  onProgress?: (msg: string) => void;
  /** Bytes hashed at most per file and per submission (see ScoreOptions). */
  hashLimits?: HashLimits;
  /** Compare every ranked entry with the leader per suite (leader.ts); absent: not compared. */
  compareLeader?: LeaderOptions;
  /** The command's benchmark and verifier pools (command-cache.ts); default: opened here and closed at the end. */
  cache?: CommandCache;
}

export interface RescoreResult {
  leaderboard: Leaderboard;
  drift: Drift | null;
  /** Submission name -> its public report (redact(): docs/held-out.md; submissions that could not be scored have none). */
  reports: Map<string, PublicReport>;
  hasDrift: boolean;
  /** Some submission is invalid (or, merging, a whole shard's output is missing). */
  hasInvalid: boolean;
  /** Things the user should know that are not in the leaderboard (e.g. merge problems). */
  notes: string[];
}

/** The benchmark is opened once and the verifier pools started once for every submission (command-cache.ts). */
export async function rescore(o: RescoreOptions): Promise<RescoreResult> {
  return withCommandCache(o.cache, async (cache) => {
    const { context, selection } = await openContext(cache, o.benchmarkDir, o.suites);
    const tree = await listSubmissions(o.submissionsDir);
    const entries: Entry[] = tree.unscored.map((u) => entryFromUnscored(u, context.suites));
    const reports = new Map<string, PublicReport>();
    for (const [i, sub] of tree.submissions.entries()) {
      o.onProgress?.(`[${i + 1}/${tree.submissions.length}] ${sub.name}`);
      const scored = await scoreOne(o, cache, selection, sub, (options) => score(options));
      if ('unscored' in scored) entries.push(entryFromUnscored(scored.unscored, context.suites));
      else {
        // The leaderboard, drift and comparisons are public: they are built from the public report (docs/held-out.md).
        const report = redact(scored.result);
        reports.set(sub.name, report);
        entries.push(entryFromReport(sub.name, report, context.suites));
      }
    }
    return finish(context, entries, reports, o.baseline ?? null, [], o.compareLeader);
  });
}

export async function rescoreShard(o: RescoreOptions, shard: ShardSpec): Promise<RescoreShardResult> {
  return withCommandCache(o.cache, async (cache) => {
    const { context, selection } = await openContext(cache, o.benchmarkDir, o.suites);
    const tree = await listSubmissions(o.submissionsDir);
    const unscored = [...tree.unscored];
    const submissions: RescoreShardResult['submissions'] = [];
    for (const [i, sub] of tree.submissions.entries()) {
      o.onProgress?.(`[${i + 1}/${tree.submissions.length}] ${sub.name} (shard ${shard.index}/${shard.count})`);
      const scored = await scoreOne(o, cache, selection, sub, (options) => scoreShard(options, shard));
      if ('unscored' in scored) unscored.push(scored.unscored);
      else submissions.push({ name: sub.name, partial: scored.result });
    }
    unscored.sort((a, b) => byCodePoint(a.name, b.name));
    return { context, shard, submissions, unscored };
  });
}

export interface FromPartialsOptions {
  /** When given, the partials must be of this benchmark checkout (and it gives the context if nothing else does). */
  benchmarkDir?: string;
  partials: SubmissionPartial[];
  /** The expected number of shards n: a submission without partials of all n shards is invalid (missing_shard). */
  shards: number;
  baseline?: Leaderboard | null;
  /** From the shard outputs (loadRescoreShards): the context, submissions not scored, the shards found. */
  context?: LeaderboardContext | null;
  unscored?: Unscored[];
  shardOutputs?: ShardSpec[];
  suites?: string[];
  /** As for rescore: compared after the merge, from the merged reports. */
  compareLeader?: LeaderOptions;
  /** The command's benchmark (command-cache.ts). */
  cache?: CommandCache;
}

export async function rescoreFromPartials(o: FromPartialsOptions): Promise<RescoreResult> {
  const notes: string[] = [];
  let context = o.context ?? null;
  if (o.benchmarkDir) {
    // Without --suite the shards' own suite selection is checked, not the manifest's every suite.
    const found = context ?? (o.partials[0] ? contextOfPartial(o.partials[0].partial) : null);
    const selection = o.suites?.length
      ? o.suites
      : found
        ? [...new Set(o.partials.flatMap((p) => p.partial.suites.map((s) => s.name)))]
        : undefined;
    const opened = (
      await openContext(o.cache ?? new CommandCache(), o.benchmarkDir, selection?.length ? selection : undefined)
    ).context;
    if (found) {
      const why = benchmarkDifference(found.benchmark, opened.benchmark);
      if (why) throw new UsageError(`the shard outputs and the benchmark checkout ${o.benchmarkDir} are ${why}`);
      if (!sameContext(found, opened)) {
        throw new UsageError(
          `the shard outputs are not of the benchmark checkout ${o.benchmarkDir}: the agent-eval version or the suites differ`,
        );
      }
    }
    context ??= opened;
  }
  context ??= o.partials[0] ? contextOfPartial(o.partials[0].partial) : null;
  if (!context) throw new UsageError('no shard outputs found: nothing to merge');
  for (const p of o.partials) {
    const c = contextOfPartial(p.partial);
    if (!sameContext(c, context)) {
      throw new UsageError(
        `${p.name} is of another benchmark revision, manifest, agent-eval version or suite selection than the other shards`,
      );
    }
  }
  let missingOutputs = false;
  if (o.shardOutputs) {
    for (let i = 1; i <= o.shards; i++) {
      if (!o.shardOutputs.some((s) => s.index === i && s.count === o.shards)) {
        missingOutputs = true;
        notes.push(`missing_shard: no output of shard ${i}/${o.shards} was found`);
      }
    }
  }

  const bySubmission = new Map<string, SubmissionPartial[]>();
  for (const p of o.partials) {
    if (p.partial.shard.count !== o.shards) {
      notes.push(`${p.name}: a partial of a ${p.partial.shard.count}-shard run, not of ${o.shards} shards; ignored`);
      continue;
    }
    bySubmission.set(p.submission, [...(bySubmission.get(p.submission) ?? []), p]);
  }
  const unscored = new Map((o.unscored ?? []).map((u) => [u.name, u]));
  for (const p of o.partials) {
    if (!bySubmission.has(p.submission) && !unscored.has(p.submission)) {
      unscored.set(p.submission, {
        name: p.submission,
        status: 'invalid',
        problem: `missing_shard: submission ${p.submission} has no partial report of a ${o.shards}-shard run`,
      });
    }
  }
  const entries: Entry[] = [...unscored.values()].map((u) => entryFromUnscored(u, context.suites));
  const reports = new Map<string, PublicReport>();
  for (const name of [...bySubmission.keys()].sort(byCodePoint)) {
    if (unscored.has(name)) {
      notes.push(`submission ${name} is both scored and not scored in different shards; it is left out as not scored`);
      continue;
    }
    try {
      const merged = mergePartials(bySubmission.get(name)!);
      const report = redact(merged.report);
      const scrub = textRedactor(merged.report);
      for (const p of merged.problems) notes.push(`submission ${name}: ${p.code}: ${scrub(p.message)}`);
      reports.set(name, report);
      entries.push(entryFromReport(name, report, context.suites));
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      entries.push(
        entryFromUnscored({ name, status: 'invalid', problem: `submission ${name}: ${err.message}` }, context.suites),
      );
    }
  }
  const result = finish(context, entries, reports, o.baseline ?? null, notes, o.compareLeader);
  return missingOutputs ? { ...result, hasInvalid: true } : result;
}

function finish(
  context: LeaderboardContext,
  entries: Entry[],
  reports: Map<string, PublicReport>,
  baseline: Leaderboard | null,
  notes: string[],
  leader: LeaderOptions | undefined,
): RescoreResult {
  const built = buildLeaderboard(context, entries);
  const leaderboard = leader ? compareWithLeader(built, reports, leader) : built;
  const drift = baseline ? computeDrift(baseline, leaderboard) : null;
  return {
    leaderboard,
    drift,
    reports,
    hasDrift: drift?.has_drift ?? false,
    hasInvalid: leaderboard.counts.invalid > 0,
    notes,
  };
}

/** The benchmark (opened once, so that a bad manifest stops everything) and the suite selection. */
async function openContext(
  cache: CommandCache,
  benchmarkDir: string,
  suites: string[] | undefined,
): Promise<{ context: LeaderboardContext; selection: string[] | undefined }> {
  const benchmark = await cache.benchmark(benchmarkDir);
  const all = benchmark.manifest.suites;
  const wanted = suites?.length ? [...new Set(suites)] : all.map((s) => s.name);
  const selected = wanted.map((name) => {
    const suite = all.find((s) => s.name === name);
    if (!suite)
      throw new UsageError(
        `no such suite in ${benchmark.file} (suites: ${all.map((s) => s.name).join(', ')})`,
        'suite',
        name,
      );
    return suite;
  });
  const everything = selected.length === all.length && selected.every((s, i) => s === all[i]);
  return {
    context: {
      tool: { name: TOOL_NAME, version: TOOL_VERSION },
      benchmark: benchmarkInfo(benchmark),
      suites: selected.flatMap((s) =>
        suiteBoards(
          s,
          benchmark.catalogs.get(s.name)!.map((t) => t.key),
        ),
      ),
    },
    selection: everything ? undefined : wanted,
  };
}

/** The context a partial report was made in (the same as its shard's rescore-shard.json). */
function contextOfPartial(p: PartialReport): LeaderboardContext {
  return {
    tool: p.tool,
    benchmark: p.benchmark,
    suites: p.suites.flatMap((s) => {
      const parsed = suiteSchema().safeParse(s.config);
      return parsed.success
        ? suiteBoards(parsed.data as Suite, s.expected_tasks)
        : [
            {
              name: s.name,
              kind: s.kind,
              expected_tasks: s.expected_tasks.length,
              expected_trials: s.expected_trials,
              primary_metric: kindOf(s.kind).primaryMetric,
            },
          ];
    }),
  };
}

/**
 * Scores one submission; a problem of the submission itself (a usage error such as a table
 * trial directory not named after a mode, an unreadable directory) makes it a named invalid
 * entry, never a stop. A configuration error of the benchmark stops the whole rescore.
 *
 * The submission directory is always the run root (`nested`), also with one suite selected:
 * its submission.yml and checksums are the whole submission's, and trial paths (`qa/trial-1`)
 * are the same as in a rescore of every suite.
 */
async function scoreOne<T>(
  o: RescoreOptions,
  cache: CommandCache,
  selection: string[] | undefined,
  sub: SubmissionDir,
  run: (options: ScoreOptions) => Promise<T>,
): Promise<{ result: T } | { unscored: Unscored }> {
  const runDir = sub.dir;
  try {
    return {
      result: await run({
        benchmarkDir: o.benchmarkDir,
        runDir,
        // The path the report shows: relative to the submissions tree (the submission's name), never
        // where the tree was on the machine that rescored (the leaderboard and its site are published).
        runLabel: sub.name,
        nested: true,
        cache,
        ...(selection ? { suites: selection } : {}),
        ...(o.env ? { env: o.env } : {}),
        ...(o.python ? { python: o.python } : {}),
        ...(o.hashLimits ? { hashLimits: o.hashLimits } : {}),
      }),
    };
  } catch (err) {
    // A broken benchmark stops everything; anything else stops only this submission.
    if (err instanceof ConfigError) throw err;
    const what = err instanceof UsageError ? '' : 'could not be scored: ';
    return {
      unscored: { name: sub.name, status: 'invalid', problem: `submission ${sub.name}: ${what}${messageOf(err)}` },
    };
  }
}

export interface WrittenRescore {
  all: string[];
  leaderboard: string;
  leaderboardMd: string;
  drift: string | null;
  driftMd: string | null;
  /** Submission reports that failed their own schema: what was left out to write them (see writeReport). */
  problems: string[];
}

/** leaderboard.json/.md, drift.json/.md (with a baseline), and submissions/<name>/ reports. */
export async function writeRescore(r: RescoreResult, outDir: string): Promise<WrittenRescore> {
  await mkdir(outDir, { recursive: true });
  const leaderboard = path.join(outDir, 'leaderboard.json');
  const leaderboardMd = path.join(outDir, 'leaderboard.md');
  await writeFile(leaderboard, serializeLeaderboard(r.leaderboard));
  await writeFile(leaderboardMd, renderLeaderboardMarkdown(r.leaderboard));
  const all = [leaderboard, leaderboardMd];
  const problems: string[] = [];
  let drift: string | null = null;
  let driftMd: string | null = null;
  if (r.drift) {
    drift = path.join(outDir, 'drift.json');
    driftMd = path.join(outDir, 'drift.md');
    await writeFile(drift, serializeDrift(r.drift));
    await writeFile(driftMd, renderDriftMarkdown(r));
    all.push(drift, driftMd);
  }
  for (const name of [...r.reports.keys()].sort(byCodePoint)) {
    const written = await writeReport(r.reports.get(name)!, path.join(outDir, 'submissions', name));
    all.push(...written.all);
    for (const p of written.problems) problems.push(`${name}: ${p}`);
  }
  return { all, leaderboard, leaderboardMd, drift, driftMd, problems };
}

/** A previous leaderboard.json, size-bounded and validated; any problem is a UsageError naming the file. */
export async function readLeaderboard(file: string): Promise<Leaderboard> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new UsageError(`${file}: no such leaderboard file`);
  const read = readJsonBounded(file, { maxBytes: 512 * 1024 * 1024, maxDepth: 64 });
  if (!read.ok) throw new UsageError(`${file}: ${read.message}`);
  const parsed = leaderboardSchema().safeParse(read.value);
  if (!parsed.success)
    throw new UsageError(
      `${file}: not an agent-eval leaderboard (leaderboard_version ${1}): ${formatIssues(parsed.error)}`,
    );
  return parsed.data;
}
