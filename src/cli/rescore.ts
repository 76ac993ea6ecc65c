/**
 * `agent-eval rescore`: every submission of a tree against one benchmark revision, a
 * leaderboard, and the drift against the previous one (docs/rescore.md). Three forms:
 *   rescore --benchmark B --submissions S [--baseline F] --out D          one machine
 *   rescore --benchmark B --submissions S --shard i/n --out D             one shard of n
 *   rescore --partials P --shards n [--benchmark B] [--baseline F] --out D  merge the n shards
 * Each with --compare-leader (not a shard job): every ranked entry against the leader per suite.
 * A thin adapter over core/rescore.
 */
import path from 'node:path';
import { UsageError } from '../core/errors.js';
import { MAX_SHARDS, parseShard } from '../core/shard/partition.js';
import {
  loadRescoreShards,
  readLeaderboard,
  rescore,
  rescoreFromPartials,
  rescoreShard,
  writeRescore,
  writeRescoreShard,
  type RescoreResult,
} from '../core/rescore/index.js';
import { terminalText } from '../core/util/terminal.js';
import { confidenceFlag, outputFormat, parse, pythonFlag, required, type OutputFormat } from './args.js';
import { provenance } from '../core/views/provenance.js';
import { benchmarkDifference } from '../core/provenance/same.js';
import { readFileSync } from 'node:fs';
import { HASH_LIMIT_FLAGS, hashLimitsFrom, type Io } from './commands.js';
import { HELP } from './help.js';
import { siteOf } from './site.js';

const RESCORE_FAIL_ON = ['any', 'drift', 'invalid', 'never'] as const;
type FailOn = (typeof RESCORE_FAIL_ON)[number];

export async function rescoreCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {
    benchmark: { type: 'string' },
    submissions: { type: 'string' },
    baseline: { type: 'string' },
    suite: { type: 'string', multiple: true },
    shard: { type: 'string' },
    partials: { type: 'string' },
    shards: { type: 'string' },
    out: { type: 'string' },
    'fail-on': { type: 'string' },
    'compare-leader': { type: 'boolean' },
    confidence: { type: 'string' },
    quiet: { type: 'boolean' },
    format: { type: 'string' },
    site: { type: 'string' },
    'site-history': { type: 'string' },
    python: { type: 'string' },
    ...HASH_LIMIT_FLAGS,
  });
  if (values.help) {
    io.out(`${HELP.rescore}\n`);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`rescore: unexpected argument ${positionals[0]}`);
  const format = outputFormat(values.format);
  const failOn = (values['fail-on'] ?? 'any') as FailOn;
  if (!RESCORE_FAIL_ON.includes(failOn)) throw new UsageError(`--fail-on must be one of ${RESCORE_FAIL_ON.join(', ')}`);
  if (values['site-history'] !== undefined && values.site === undefined)
    throw new UsageError('--site-history goes with --site');
  const outDir = values.out ?? 'agent-eval-leaderboard';
  const suites = values.suite?.flatMap((s) => s.split(',')).filter(Boolean);
  if (values.confidence !== undefined && !values['compare-leader'])
    throw new UsageError('--confidence is the level of the interval of --compare-leader: it takes --compare-leader');
  const compareLeader = values['compare-leader']
    ? { compareLeader: { confidence: confidenceFlag(values.confidence) } }
    : {};
  const progress = values.quiet ? undefined : (msg: string) => io.err(`rescore: ${terminalText(msg)}\n`);

  if (values.partials !== undefined) {
    if (values.shard !== undefined || values.submissions !== undefined)
      throw new UsageError('--partials merges shard outputs: it takes no --shard or --submissions');
    const shards = parseShardCount(required(values.shards, '--shards'));
    const baseline = values.baseline === undefined ? null : await readLeaderboard(values.baseline);
    const loaded = await loadRescoreShards(values.partials);
    for (const p of loaded.problems) io.err(`rescore: ${terminalText(p)}\n`);
    const result = await rescoreFromPartials({
      partials: loaded.partials,
      unscored: loaded.unscored,
      context: loaded.context,
      shardOutputs: loaded.shardOutputs,
      shards,
      baseline,
      ...(values.benchmark !== undefined ? { benchmarkDir: values.benchmark } : {}),
      ...(suites?.length ? { suites } : {}),
      ...compareLeader,
    });
    return publish(result, outDir, failOn, format, io, values.site, values['site-history']);
  }
  if (values.shards !== undefined)
    throw new UsageError('--shards goes with --partials (merging); a shard job takes --shard i/n');
  const options = {
    benchmarkDir: required(values.benchmark, '--benchmark'),
    submissionsDir: required(values.submissions, '--submissions'),
    hashLimits: hashLimitsFrom(values),
    ...pythonFlag(values.python),
    ...(suites?.length ? { suites } : {}),
    ...(progress ? { onProgress: progress } : {}),
  };
  if (values.shard !== undefined) {
    if (values.baseline !== undefined)
      throw new UsageError(
        '--baseline is compared when the shards are merged (rescore --partials), not in a shard job',
      );
    if (values['compare-leader'])
      throw new UsageError(
        '--compare-leader is computed when the shards are merged (rescore --partials --compare-leader), not in a shard job',
      );
    if (values.site !== undefined || values['site-history'] !== undefined)
      throw new UsageError('--site is written when the shards are merged (rescore --partials), not in a shard job');
    const shard = parseShard(values.shard);
    const result = await rescoreShard(options, shard);
    const written = await writeRescoreShard(result, outDir);
    io.out(
      `Rescore shard ${shard.index}/${shard.count}: ${result.submissions.length} submission(s) partially scored, ${result.unscored.length} not scored; merge all ${shard.count} shards with agent-eval rescore --partials DIR --shards ${shard.count}.\n`,
    );
    io.err(`Shard output written to ${shown(written.manifest)} (and submissions/<name>/partial.json).\n`);
    return 0;
  }
  const baseline = values.baseline === undefined ? null : await readLeaderboard(values.baseline);
  return publish(
    await rescore({ ...options, baseline, ...compareLeader }),
    outDir,
    failOn,
    format,
    io,
    values.site,
    values['site-history'],
  );
}

/** Writes the leaderboard (and drift, and with --site the web site), prints one view of it (text by default, leaderboard.md, or leaderboard.json) and applies --fail-on. */
async function publish(
  result: RescoreResult,
  outDir: string,
  failOn: FailOn,
  format: OutputFormat,
  io: Io,
  siteDir?: string,
  siteHistory?: string,
): Promise<number> {
  const written = await writeRescore(result, outDir);
  if (siteDir !== undefined) {
    const site = await siteOf(outDir, siteDir, siteHistory);
    io.err(`Site written to ${shown(site.index)} (${site.pages} page(s)).\n`);
  }
  const lb = result.leaderboard;
  const c = lb.counts;
  const lines = [
    `Leaderboard: ${c.submissions} submission(s): ${c.final} final, ${c.not_final} not final, ${c.invalid} invalid.`,
  ];
  const { benchmark, dirty } = provenance(lb.benchmark, terminalText);
  lines.push(`${benchmark}.`);
  if (dirty) lines.push(`Warning: ${dirty}`);
  for (const s of lb.suites)
    lines.push(`  suite ${s.name}: ${s.ranked.length} ranked (final), ${s.unranked.length} not ranked${leaderLine(s)}`);
  const d = result.drift;
  if (!d) lines.push('No baseline: nothing compared.');
  else {
    const k = d.counts;
    lines.push(
      `Drift against the baseline: ${d.has_drift ? 'YES' : 'none'} (${k.verdict_flips} verdict flip(s), ${k.metric_moves} metric move(s), ${k.status_changes} status change(s), ` +
        `${k.submissions_removed} removed, ${k.submissions_added} added${d.benchmark_changed ? `; ${terminalText(benchmarkDifference(d.baseline.benchmark, d.current.benchmark) ?? 'not the same benchmark')}` : ''}).`,
    );
  }
  if (format === 'json') io.out(readFileSync(written.leaderboard, 'utf8'));
  else if (format === 'markdown') io.out(readFileSync(written.leaderboardMd, 'utf8'));
  else io.out(`${lines.join('\n')}\n`);
  for (const note of result.notes) io.err(`rescore: ${terminalText(note)}\n`);
  for (const p of written.problems)
    io.err(`rescore: a report failed its own schema and was written without a part: ${terminalText(p)}\n`);
  const extra = [written.drift ? 'drift.json, drift.md' : null, result.reports.size > 0 ? 'submissions/<name>/' : null]
    .filter(Boolean)
    .join(', ');
  io.err(`Leaderboard written to ${shown(written.leaderboard)} (and leaderboard.md${extra ? `, ${extra}` : ''}).\n`);
  const failDrift = (failOn === 'any' || failOn === 'drift') && result.hasDrift;
  const failInvalid = (failOn === 'any' || failOn === 'invalid') && result.hasInvalid;
  if (failDrift || failInvalid) {
    const why = [failDrift ? 'drift against the baseline' : null, failInvalid ? 'invalid submission(s)' : null]
      .filter(Boolean)
      .join(' and ');
    io.err(`Exit 1: ${why} (--fail-on ${failOn}).\n`);
    return 1;
  }
  return 0;
}

/** With --compare-leader: who leads, and whether anyone cannot be told apart from it. */
function leaderLine(s: RescoreResult['leaderboard']['suites'][number]): string {
  const c = s.leader_comparison;
  if (!c) return '';
  const level = `${+(100 * c.confidence).toFixed(4)}%`;
  const tied = c.tied_with_leader.length;
  if (s.ranked.length === 1) return `; leader ${terminalText(c.leader)} (the only ranked entry)`;
  return tied === 0
    ? `; leader ${terminalText(c.leader)}, ahead of every other entry (paired ${level} interval excludes 0)`
    : `; leader ${terminalText(c.leader)}, not told apart from ${tied} other entr${tied === 1 ? 'y' : 'ies'} (paired ${level} interval contains 0): tied first`;
}

function parseShardCount(text: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= MAX_SHARDS))
    throw new UsageError(`--shards ${text}: expected a number of shards from 1 to ${MAX_SHARDS}`);
  return n;
}

function shown(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? path.resolve(file) : rel;
}
