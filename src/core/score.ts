/**
 * The pipeline: benchmark → suites → trials → verdicts → metrics → report. Used unchanged by
 * the CLI and the action; it never prints, exits or talks to GitHub.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { benchmarkInfo, type Benchmark, type CatalogTask } from './benchmark.js';
import { withCommandCache, type CommandCache } from './command-cache.js';
import type { VerifierPools } from './verifier/pools.js';
import { UsageError, type Field } from './errors.js';
import { readJsonBounded } from './fs/bounded-json.js';
import { globToRegExp } from './fs/glob.js';
import { findDirs, isInside } from './fs/walk.js';
import { createCceJudge, type CceJudge, type CceJudgeOptions } from './judge/session.js';
import { kindOf } from './kinds/registry.js';
import type { MetricContext } from './kinds/kind.js';
import { submissionDigest } from './shard/digest.js';
import { RunTree, type NotHashedEntry } from './fs/tree.js';
import type { HashLimits } from './fs/file-hasher.js';
import { readSubmission } from './submission/read.js';
import { reviewSubmission } from './submission/review.js';
import type { SubmissionInput } from './submission/review-schema.js';
import { PARTIAL_REPORT_VERSION, type PartialReport } from './shard/partial.js';
import { SHARD_METHOD, shardOfError, shardOfUnit, type ShardSpec } from './shard/partition.js';
import { suiteReliability } from './metrics/reliability.js';
import { nonFiniteErrors, withholdMetrics } from './metrics/common.js';
import type { Suite } from './manifest/schema.js';
import type {
  CceTrial,
  ErrorEntry,
  IgnoredEntry,
  TrialErrorEntry,
  NotHashed,
  Report,
  SuiteReport,
  TrialReport,
  Verdict,
} from './report/schema.js';
import { runLayout } from './layout/run.js';
import { MAX_NOT_HASHED, REPORT_VERSION } from './report/schema.js';
import { splitNotes, splitReports } from './report/splits.js';
import { TOOL_NAME, TOOL_VERSION } from './version.js';
import { isObject } from './util/data.js';
import { byKey } from './util/order.js';
import { missingTrialsSuffix } from './layout/messages.js';

export interface ScoreOptions {
  benchmarkDir: string;
  runDir: string;
  /** Score only these suites; with exactly one, `runDir` is that suite's directory (unless `nested`). */
  suites?: string[];
  /**
   * `runDir` holds one sub-directory per suite even when exactly one suite is selected (a
   * submission of a rescore tree): submission.yml, metadata.json and trial paths stay those of
   * the whole run.
   */
  nested?: boolean;
  /** Called once per record handled, for progress lines. */
  onProgress?: (done: number) => void;
  /**
   * Score only these tasks of every selected suite (each kind reads a task's name its own way:
   * a table suite's `case_1`, `1`, … all name case_001).
   */
  tasks?: string[];
  /** Environment the verifier allowlist draws from (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** The Python verifiers run with (`--python`; docs/verifiers.md, "Verifier dependencies"); default: python3 on PATH. */
  python?: string | undefined;
  /**
   * Trajectory suites with a `cce` section: compute CCE with this LLM judge (and cache) instead
   * of reading saved judge records. The API key in here is never written to the report.
   */
  cce?: CceJudgeOptions;
  /** Bytes hashed at most per file and per run (a shard's digest, submission.yml's checksums); default DEFAULT_HASH_LIMITS. */
  hashLimits?: HashLimits;
  /** Shown as the submission's path in the report instead of `runDir` (e.g. the archive a run was unpacked from). */
  runLabel?: string;
  /** The command's benchmark and verifier pools, shared with its other submissions (command-cache.ts); default: opened and closed here. */
  cache?: CommandCache;
}

const METADATA_FILE = 'metadata.json';

export async function score(options: ScoreOptions): Promise<Report> {
  const scored = await scoreSuites(options);
  return buildReport(
    scored.header,
    scored.suites.map((s) => buildSuiteReport(s)),
    scored.submission,
  );
}

/**
 * Scores one shard of the work (`--shard i/n`): only the units (suite, trial, task) that hash
 * to this shard are verified, and the result is a partial report for `merge`, never final.
 */
export async function scoreShard(options: ScoreOptions, shard: ShardSpec): Promise<PartialReport> {
  const scored = await scoreSuites(options, shard);
  return {
    partial_report_version: PARTIAL_REPORT_VERSION,
    final: false,
    shard: { index: shard.index, count: shard.count, method: SHARD_METHOD },
    tool: scored.header.tool,
    benchmark: scored.header.benchmark,
    submission: {
      ...scored.header.submission,
      files_sha256: await submissionDigest(scored.tree),
      review_input: scored.submission,
    },
    suites: scored.suites.map((s) => ({
      ...s.base,
      config: s.suite,
      discovered: s.discovered,
      expected_tasks: s.expectedTasks,
      notes: s.notes,
      errors: s.errors,
      trials: s.trials.map((t) => ({
        name: t.name,
        path: t.path,
        units: s.expectedTasks.filter((task) => shardOfUnit(s.base.name, t.path, task, shard.count) === shard.index),
        verdicts: t.verdicts,
        errors: sortErrors(t.errors),
        pending: t.pending,
        metric_context: t.context,
        ...(t.cce ? { cce: t.cce } : {}),
      })),
      ...(s.ignored?.length ? { ignored: s.ignored } : {}),
    })),
    ...(scored.header.ignored?.length ? { ignored: scored.header.ignored } : {}),
    ...(scored.header.not_hashed ? { not_hashed: scored.header.not_hashed } : {}),
  };
}

/** What one trial produced: everything its TrialReport is computed from. */
export interface TrialScore {
  name: string;
  path: string;
  verdicts: Verdict[];
  errors: TrialErrorEntry[];
  pending: Array<{ task: string; what: string }>;
  cce?: CceTrial;
  context: MetricContext;
}

/** What one suite produced: everything its SuiteReport is computed from. */
export interface SuiteScore {
  suite: Suite;
  base: { name: string; kind: Suite['kind']; tasks_from: string; expected_trials: number | null };
  /** false when the suite directory was missing or unusable, so trials were never looked for. */
  discovered: boolean;
  /** The expected task keys, in catalog order. */
  expectedTasks: string[];
  notes: string[];
  errors: ErrorEntry[];
  trials: TrialScore[];
  /** Entries of the suite's directory that nothing reads (layout/check.ts). */
  ignored?: IgnoredEntry[];
}

type ReportHeader = Omit<Report, 'status' | 'valid' | 'final' | 'suites'>;

type Scored = {
  header: ReportHeader;
  suites: SuiteScore[];
  runRoot: string;
  tree: RunTree;
  submission: SubmissionInput;
};

async function scoreSuites(options: ScoreOptions, shard?: ShardSpec): Promise<Scored> {
  return withCommandCache(options.cache, (cache) => scoreWith(cache, options, shard));
}

async function scoreWith(cache: CommandCache, options: ScoreOptions, shard: ShardSpec | undefined): Promise<Scored> {
  const benchmark = await cache.benchmark(options.benchmarkDir);
  const runRoot = await existingDir(options.runDir, 'run');
  // One walk of the run's files serves submission.yml's checksums and a shard's digest.
  const tree = new RunTree(runRoot, undefined, options.hashLimits);
  // Hashing (a shard's digest, submission.yml's checksums) runs in worker threads while the
  // suites are scored; it is awaited at the end.
  if (shard) tree.prefetch();
  const reading = readSubmission(runRoot, tree);
  reading.catch(() => undefined);
  const suites = selectSuites(benchmark, options.suites);
  const singleSuite = options.suites?.length === 1 && !options.nested;
  const layout = await runLayout(tree, benchmark.manifest.suites, suites, singleSuite, reading, {
    catalogs: benchmark.catalogs,
    runShown: options.runLabel ?? displayPath(options.runDir),
  });
  const cceJudge = options.cce ? createCceJudge(options.cce) : undefined;
  let done = 0;
  const onVerdict = () => options.onProgress?.(++done);

  const run = {
    benchmark,
    runRoot,
    env: options.env ?? process.env,
    onVerdict,
    only: options.tasks,
    cceJudge,
    shard,
    python: options.python,
    verifiers: cache.verifiers,
  };
  // Suites one after another: each suite's verifier pool already uses every core.
  const scored: SuiteScore[] = [];
  for (const suite of suites) {
    const suiteDir = singleSuite ? runRoot : path.join(runRoot, suite.name);
    const one = await scoreSuite({
      ...run,
      suite,
      suiteDir,
      trialsNotRecognised: layout.trialsNotRecognised.get(suite.name),
    });
    const ignored = layout.suites.get(suite.name);
    scored.push(ignored?.length ? { ...one, ignored } : one);
  }
  const header: ReportHeader = {
    report_version: REPORT_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    benchmark: benchmarkInfo(benchmark),
    submission: { path: options.runLabel ?? displayPath(options.runDir), metadata: await readMetadata(runRoot) },
    ...(layout.run.length > 0 ? { ignored: layout.run } : {}),
  };
  const submission = await reading;
  // After the reading: what its checksums tried to hash is settled, and named when it failed.
  const notHashed = notHashedField(await tree.notHashed());
  return {
    header: notHashed ? { ...header, not_hashed: notHashed } : header,
    suites: scored,
    runRoot,
    tree,
    submission,
  };
}

/**
 * The report from its suites: the last step of scoring and of merging. With `submission` (what
 * was read of submission.yml) the review is finished here; an error in it makes the report invalid.
 */
export function buildReport(header: ReportHeader, suiteReports: SuiteReport[], submission?: SubmissionInput): Report {
  const review = submission ? reviewSubmission(submission, header.benchmark, suiteReports) : undefined;
  const valid = suiteReports.every((s) => s.valid) && (review?.valid ?? true);
  const final = valid && suiteReports.every((s) => s.final);
  return {
    report_version: header.report_version,
    tool: header.tool,
    benchmark: header.benchmark,
    submission: review
      ? { path: header.submission.path, metadata: header.submission.metadata, review }
      : header.submission,
    status: !valid ? 'invalid' : final ? 'final' : 'not_final',
    valid,
    final,
    suites: suiteReports,
    ...(header.ignored?.length ? { ignored: header.ignored } : {}),
    ...(header.not_hashed ? { not_hashed: header.not_hashed } : {}),
  };
}

/** The report's `not_hashed`: every entry of the run whose content hashing leaves out, the first MAX_NOT_HASHED listed (docs/sharding.md). */
function notHashedField(entries: readonly NotHashedEntry[]): NotHashed | undefined {
  return entries.length === 0 ? undefined : { count: entries.length, entries: entries.slice(0, MAX_NOT_HASHED) };
}

/** The header fields of a suite's report, from its configuration (merge derives them the same way). */
export function suiteBase(suite: Suite): SuiteScore['base'] {
  return {
    name: suite.name,
    kind: suite.kind,
    tasks_from: kindOf(suite.kind).tasksFrom(suite),
    expected_trials: suite.trials ?? null,
  };
}

/** A suite's report from what it produced: coverage, validity, finality, metrics, reliability. */
export function buildSuiteReport(s: SuiteScore): SuiteReport {
  const trials = s.trials.map((t) => buildTrialReport(s.suite, s.expectedTasks, t));
  const valid = s.errors.length === 0 && trials.every((t) => t.valid);
  const final =
    s.discovered &&
    valid &&
    trials.every((t) => t.final) &&
    (s.suite.trials === undefined || trials.length === s.suite.trials);
  const report: SuiteReport = {
    ...s.base,
    valid,
    final,
    notes: [...s.notes, ...splitNotes(s)],
    errors: s.errors,
    trials,
  };
  const splits = splitReports(s);
  return {
    ...report,
    reliability: suiteReliability(report),
    ...(s.ignored?.length ? { ignored: s.ignored } : {}),
    ...(s.suite.publish === false ? { publish: false as const } : {}),
    ...(splits ? { splits } : {}),
    ...(s.suite.held_out ? { held_out: { decimals: s.suite.held_out_decimals ?? 1, redacted: false } } : {}),
  };
}

/** A trial's report from its verdicts, errors and pending items (missing tasks are computed here). */
export function buildTrialReport(suite: Suite, expectedTasks: readonly string[], t: TrialScore): TrialReport {
  const scored = t.verdicts.filter((v) => v.status !== 'error').length;
  const seen = new Set(t.verdicts.map((v) => v.task));
  const missing = expectedTasks.filter((k) => !seen.has(k));
  // An error of a metric (its `metric` set) withholds that metric only (docs/metrics.md); the others make the trial
  // invalid.
  let errors: ErrorEntry[] = t.errors.filter((e) => e.metric === undefined);
  let valid = errors.length === 0;
  let final = valid && missing.length === 0 && scored === expectedTasks.length && t.pending.length === 0;
  const metrics = () =>
    kindOf(suite.kind).metrics(suite, t.verdicts, expectedTasks.length, { final, valid }, t.context);
  let computed = metrics();
  // Sorted like the trial's errors, so a merged report lists a metric's reasons as one run would.
  const ofMetrics = sortErrors(t.errors.filter((e) => e.metric !== undefined));
  let withheld = withholdMetrics(computed, [...ofMetrics, ...nonFiniteErrors(computed)]);
  if (withheld.unknown.length > 0) {
    // An error of a metric the suite does not compute (a forged partial report) is an error of the trial.
    errors = [
      ...errors,
      ...withheld.unknown.map(({ metric, ...e }): ErrorEntry => ({
        ...e,
        message: `${e.message} (an error of ${metric}, which this suite does not compute)`,
      })),
    ];
    valid = false;
    final = false;
    computed = metrics();
    withheld = withholdMetrics(computed, [
      ...ofMetrics.filter((e) => Object.hasOwn(computed, e.metric!)),
      ...nonFiniteErrors(computed),
    ]);
  }
  return {
    name: t.name,
    path: t.path,
    valid,
    final,
    coverage: { expected: expectedTasks.length, scored, missing_tasks: missing, errors: errors.length },
    pending: t.pending,
    errors: sortErrors(errors),
    metrics: withheld.metrics,
    verdicts: t.verdicts,
    ...(t.cce ? { cce: t.cce } : {}),
  };
}

function selectSuites(benchmark: Benchmark, names: string[] | undefined): Suite[] {
  if (!names || names.length === 0) return benchmark.manifest.suites;
  return names.map((name) => {
    const suite = benchmark.manifest.suites.find((s) => s.name === name);
    if (!suite) {
      const known = benchmark.manifest.suites.map((s) => s.name).join(', ');
      throw new UsageError(`no such suite in ${benchmark.file} (suites: ${known})`, 'suite', name);
    }
    return suite;
  });
}

/** What scoring one suite reads: the suite and where it is in the run, and what every suite of the run shares. */
interface SuiteScoring {
  benchmark: Benchmark;
  suite: Suite;
  /** The suite's directory: the run itself when exactly one suite is scored (not nested). */
  suiteDir: string;
  runRoot: string;
  env: NodeJS.ProcessEnv;
  /** Called once per record handled. */
  onVerdict: () => void;
  /** Score only these tasks (ScoreOptions.tasks). */
  only: string[] | undefined;
  cceJudge?: CceJudge | undefined;
  shard?: ShardSpec | undefined;
  /** The layout's message when the suite's trial directories were not recognised. */
  trialsNotRecognised?: string | undefined;
  python?: string | undefined;
  /** The command's verifier pools (command-cache.ts). */
  verifiers: VerifierPools;
}

async function scoreSuite(ctx: SuiteScoring): Promise<SuiteScore> {
  const { benchmark, suite, shard, cceJudge } = ctx;
  const kind = kindOf(suite.kind);
  const base = suiteBase(suite);
  const notes: string[] = [];
  const errors: ErrorEntry[] = [];
  const result = (discovered: boolean, trials: TrialScore[], catalog: CatalogTask[]): SuiteScore => ({
    suite,
    base,
    discovered,
    expectedTasks: catalog.map((t) => t.key),
    notes,
    // Errors of the suite itself are the first shard's (every shard finds the same ones).
    errors: shard && shard.index !== 1 ? [] : errors,
    trials,
  });
  notes.push(...(kind.suiteNotes?.(suite, cceJudge) ?? []));
  const discovered = await discoverTrials(ctx, notes, errors);
  if (!discovered) return result(false, [], benchmark.catalogs.get(suite.name)!);

  const allTasks = new Set(benchmark.catalogs.get(suite.name)!.map((t) => t.key));
  const catalog = selectTasks(benchmark.catalogs.get(suite.name)!, suite, ctx.only);
  const scored = await scoreTrials(ctx, discovered, catalog, allTasks);
  notes.push(...scored.notes);
  return result(true, scored.trials, catalog);
}

/** A suite's trial directories; `recognised`: some matched its trial pattern (else the one directory is the suite's own). */
interface TrialDirs {
  dirs: string[];
  recognised: boolean;
}

/**
 * The suite's trial directories (the suite directory itself when none matches its trial
 * pattern), each problem found on the way in `errors` and `notes`; null when the suite
 * directory is missing or a symlink out of the submission.
 */
async function discoverTrials(ctx: SuiteScoring, notes: string[], errors: ErrorEntry[]): Promise<TrialDirs | null> {
  const { suite, suiteDir, runRoot } = ctx;
  const info = await stat(suiteDir).catch(() => null);
  if (!info?.isDirectory()) {
    notes.push(
      `The run has no directory for suite ${suite.name} (${displayPath(path.relative(runRoot, suiteDir) || '.')}).`,
    );
    return null;
  }
  const resolved = await realpath(suiteDir);
  if (!isInside(runRoot, resolved)) {
    errors.push({
      task: null,
      record: null,
      stage: 'discovery',
      message: `suite directory ${suite.name} is a symlink out of the submission`,
    });
    return null;
  }
  const found = await findDirs(resolved, globToRegExp(suite.trial_pattern));
  for (const p of found.problems) errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
  const trialDirs = found.dirs.length > 0 ? found.dirs.map((d) => path.join(resolved, d)) : [resolved];
  kindOf(suite.kind).checkTrials?.(
    suite,
    trialDirs.map((dir) => ({ dir, shown: displayPath(path.relative(runRoot, dir) || path.basename(dir)) })),
  );
  if (suite.trials !== undefined && trialDirs.length !== suite.trials) {
    notes.push(
      `The suite expects ${suite.trials} trial(s); the run has ${trialDirs.length}${missingTrialsSuffix(found.dirs, suite.trials)}.`,
    );
  }
  return { dirs: trialDirs, recognised: found.dirs.length > 0 };
}

/** Every trial through the kind's scorer (with a shard: the part it owns), and their notes in trial order. */
async function scoreTrials(
  ctx: SuiteScoring,
  discovered: TrialDirs,
  catalog: CatalogTask[],
  allTasks: Set<string>,
): Promise<{ trials: TrialScore[]; notes: string[] }> {
  const { benchmark, suite, runRoot, shard, cceJudge, trialsNotRecognised } = ctx;
  const scorer = kindOf(suite.kind).scorer(suite, {
    benchmarkRoot: benchmark.root,
    manifestFile: benchmark.file,
    env: ctx.env,
    python: ctx.python,
    verifiers: ctx.verifiers,
    ...(cceJudge ? { cceJudge } : {}),
  });
  // Every trial settles before the verifiers are closed (one that fails must not close them under
  // the others); the first failure is thrown after.
  let settled: PromiseSettledResult<TrialScore>[];
  const trialNotes: string[][] = [];
  try {
    settled = await Promise.allSettled(
      discovered.dirs.map(async (trialDir, i): Promise<TrialScore> => {
        const trialPath = displayPath(path.relative(runRoot, trialDir) || '.');
        const owns = shard
          ? (task: string) => shardOfUnit(suite.name, trialPath, task, shard.count) === shard.index
          : undefined;
        const outcome = await scorer.scoreTrial({
          suite,
          catalog,
          allTasks,
          benchmarkRoot: benchmark.root,
          trialDir,
          submissionRoot: runRoot,
          onVerdict: ctx.onVerdict,
          ...(owns ? { owns } : {}),
          ...(trialsNotRecognised && !discovered.recognised ? { trialsNotRecognised } : {}),
        });
        trialNotes[i] = (outcome.notes ?? []).map((note) => `${trialPath}: ${note}`);
        const trial: TrialScore = {
          name: path.basename(trialDir),
          path: trialPath,
          verdicts: outcome.verdicts,
          errors: outcome.errors,
          pending: outcome.pending,
          context: outcome.context ?? {},
          ...(outcome.cce ? { cce: outcome.cce } : {}),
        };
        return shard ? ownedPart(trial, suite.name, shard) : trial;
      }),
    );
  } finally {
    await scorer.close();
  }
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return { trials: settled.map((s) => (s as PromiseFulfilledResult<TrialScore>).value), notes: trialNotes.flat() };
}

/** The part of a trial's outcome that belongs to a shard: its tasks, and errors tied to no task by their record. */
function ownedPart(t: TrialScore, suite: string, shard: ShardSpec): TrialScore {
  const owns = (task: string) => shardOfUnit(suite, t.path, task, shard.count) === shard.index;
  return {
    ...t,
    verdicts: t.verdicts.filter((v) => owns(v.task)),
    errors: t.errors.filter((e) => shardOfError(suite, t.path, e, shard.count) === shard.index),
    pending: t.pending.filter((p) => owns(p.task)),
    ...(t.cce ? { cce: { ...t.cce, tasks: t.cce.tasks.filter((c) => owns(c.task)) } } : {}),
  };
}

/** The expected tasks: the whole catalog, or the tasks asked for (each named as the suite's kind reads it). */
function selectTasks(catalog: CatalogTask[], suite: Suite, only: string[] | undefined): CatalogTask[] {
  if (!only?.length) return catalog;
  const kind = kindOf(suite.kind);
  return only.map((id) => {
    const key = kind.taskKey(id);
    const task = catalog.find((t) => t.key === key);
    if (!task) throw new UsageError(`no such ${kind.taskNoun} in suite ${suite.name}`, 'task', id);
    return task;
  });
}

function sortErrors<E extends ErrorEntry>(errors: E[]): E[] {
  const key = (e: E) => `${e.record ?? ''}\u0000${e.task ?? ''}\u0000${e.stage}\u0000${e.message}`;
  return [...errors].sort(byKey(key));
}

async function existingDir(dir: string, field: Field): Promise<string> {
  try {
    const resolved = await realpath(dir);
    if ((await stat(resolved)).isDirectory()) return resolved;
  } catch {
    // reported below
  }
  throw new UsageError('not a directory', field, dir);
}

/** Submission metadata from `metadata.json` at the run root, if any (shown, never trusted). */
async function readMetadata(runRoot: string): Promise<Record<string, unknown> | null> {
  const file = path.join(runRoot, METADATA_FILE);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const resolved = await realpath(file);
  if (!isInside(runRoot, resolved)) return { error: `${METADATA_FILE}: symlink out of the submission; not read` };
  const read = readJsonBounded(resolved, { maxBytes: 64 * 1024, maxDepth: 8 });
  if (!read.ok) return { error: `${METADATA_FILE}: ${read.message}` };
  const value = read.value;
  return isObject(value) ? value : { error: `${METADATA_FILE}: not a JSON object` };
}

function displayPath(p: string): string {
  return p.split(path.sep).join('/');
}
