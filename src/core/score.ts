/**
 * The pipeline: benchmark → suites → trials → verdicts → metrics → report. Used unchanged by
 * the CLI and the action; it never prints, exits or talks to GitHub.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { openBenchmark, type Benchmark, type CatalogTask } from './benchmark.js';
import { normalizeCaseId } from './kinds/table/case-id.js';
import { UsageError } from './errors.js';
import { readJsonBounded } from './fs/bounded-json.js';
import { globToRegExp } from './fs/glob.js';
import { findDirs, isInside } from './fs/walk.js';
import { createCceJudge, type CceJudge, type CceJudgeOptions } from './judge/session.js';
import { scorerFor } from './kinds/index.js';
import { suiteReliability } from './metrics/reliability.js';
import type { Suite } from './manifest/schema.js';
import type { ErrorEntry, Report, SuiteReport, TrialReport } from './report/schema.js';
import { REPORT_VERSION } from './report/schema.js';
import { TOOL_NAME, TOOL_VERSION } from './version.js';

export interface ScoreOptions {
  benchmarkDir: string;
  runDir: string;
  /** Score only these suites; with exactly one, `runDir` is that suite's directory. */
  suites?: string[];
  /** Called once per record handled, for progress lines. */
  onProgress?: (done: number) => void;
  /** Table suites: score only these cases (`case_1`, `1`, … are normalised). */
  cases?: string[];
  /** Environment the verifier allowlist draws from (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /**
   * Trajectory suites with a `cce` section: compute CCE with this LLM judge (and cache) instead
   * of reading saved judge records. The API key in here is never written to the report.
   */
  cce?: CceJudgeOptions;
}

export const METADATA_FILE = 'metadata.json';

export async function score(options: ScoreOptions): Promise<Report> {
  const benchmark = await openBenchmark(options.benchmarkDir);
  const runRoot = await existingDir(options.runDir, '--run');
  const suites = selectSuites(benchmark, options.suites);
  const singleSuite = options.suites?.length === 1;
  if (options.cases?.length && !suites.some((s) => s.kind === 'table')) throw new UsageError('--case applies to table suites, and none is selected');
  const cceJudge = options.cce ? createCceJudge(options.cce) : undefined;
  let done = 0;
  const onVerdict = () => options.onProgress?.(++done);

  // Suites one after another: each suite's verifier pool already uses every core.
  const suiteReports: SuiteReport[] = [];
  for (const suite of suites) {
    const suiteDir = singleSuite ? runRoot : path.join(runRoot, suite.name);
    const scored = await scoreSuite(benchmark, suite, suiteDir, runRoot, options.env ?? process.env, onVerdict, options.cases, cceJudge);
    suiteReports.push({ ...scored, reliability: suiteReliability(scored) });
  }
  const valid = suiteReports.every((s) => s.valid);
  const final = valid && suiteReports.every((s) => s.final);
  return {
    report_version: REPORT_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    benchmark: {
      name: benchmark.manifest.name,
      repository: benchmark.repository,
      commit: benchmark.commit,
      manifest_sha256: benchmark.sha256,
    },
    submission: { path: displayPath(options.runDir), metadata: await readMetadata(runRoot) },
    status: !valid ? 'invalid' : final ? 'final' : 'not_final',
    valid,
    final,
    suites: suiteReports,
  };
}

function selectSuites(benchmark: Benchmark, names: string[] | undefined): Suite[] {
  if (!names || names.length === 0) return benchmark.manifest.suites;
  return names.map((name) => {
    const suite = benchmark.manifest.suites.find((s) => s.name === name);
    if (!suite) {
      const known = benchmark.manifest.suites.map((s) => s.name).join(', ');
      throw new UsageError(`--suite ${name}: no such suite in ${benchmark.file} (suites: ${known})`);
    }
    return suite;
  });
}

async function scoreSuite(
  benchmark: Benchmark,
  suite: Suite,
  suiteDir: string,
  runRoot: string,
  env: NodeJS.ProcessEnv,
  onVerdict: () => void,
  only: string[] | undefined,
  cceJudge?: CceJudge,
): Promise<SuiteReport> {
  const base = { name: suite.name, kind: suite.kind, tasks_from: suite.kind === 'table' ? suite.cases : suite.tasks, expected_trials: suite.trials ?? null };
  const notes: string[] = [];
  const errors: ErrorEntry[] = [];
  const info = await stat(suiteDir).catch(() => null);
  if (!info?.isDirectory()) {
    notes.push(`The run has no directory for suite ${suite.name} (${displayPath(path.relative(runRoot, suiteDir) || '.')}).`);
    return { ...base, valid: true, final: false, notes, errors, trials: [] };
  }
  const resolved = await realpath(suiteDir);
  if (!isInside(runRoot, resolved)) {
    errors.push({ task: null, record: null, stage: 'discovery', message: `suite directory ${suite.name} is a symlink out of the submission` });
    return { ...base, valid: false, final: false, notes, errors, trials: [] };
  }
  const found = await findDirs(resolved, globToRegExp(suite.trial_pattern));
  for (const p of found.problems) errors.push({ task: null, record: p.rel, stage: 'discovery', message: p.message });
  const trialDirs = found.dirs.length > 0 ? found.dirs.map((d) => path.join(resolved, d)) : [resolved];
  if (suite.kind === 'table' && suite.modes) {
    for (const dir of trialDirs) {
      if (!suite.modes.includes(path.basename(dir))) {
        throw new UsageError(`suite ${suite.name} declares modes ${suite.modes.join(', ')}: the trial directory ${displayPath(path.relative(runRoot, dir) || path.basename(dir))} must be named after one of them`);
      }
    }
  }
  if (suite.trials !== undefined && trialDirs.length !== suite.trials) {
    notes.push(`The suite expects ${suite.trials} trial(s); the run has ${trialDirs.length}.`);
  }

  const allTasks = new Set(benchmark.catalogs.get(suite.name)!.map((t) => t.key));
  const catalog = selectTasks(benchmark.catalogs.get(suite.name)!, suite, only);
  const scorer = scorerFor(suite, benchmark.root, env, cceJudge);
  let trials: TrialReport[];
  try {
    trials = await Promise.all(
      trialDirs.map(async (trialDir) => {
        const outcome = await scorer.scoreTrial({ suite, catalog, allTasks, benchmarkRoot: benchmark.root, trialDir, submissionRoot: runRoot, onVerdict });
        const scored = outcome.verdicts.filter((v) => v.status !== 'error').length;
        const seen = new Set(outcome.verdicts.map((v) => v.task));
        const missing = catalog.map((t) => t.key).filter((k) => !seen.has(k));
        const valid = outcome.errors.length === 0;
        const final = valid && missing.length === 0 && scored === catalog.length && outcome.pending.length === 0;
        return {
          name: path.basename(trialDir),
          path: displayPath(path.relative(runRoot, trialDir) || '.'),
          valid,
          final,
          coverage: { expected: catalog.length, scored, missing_tasks: missing, errors: outcome.errors.length },
          pending: outcome.pending,
          errors: sortErrors(outcome.errors),
          metrics: outcome.metrics({ final, valid }),
          verdicts: outcome.verdicts,
          ...(outcome.cce ? { cce: outcome.cce } : {}),
        };
      }),
    );
  } finally {
    await scorer.close();
  }
  const valid = errors.length === 0 && trials.every((t) => t.valid);
  const final = valid && trials.every((t) => t.final) && (suite.trials === undefined || trials.length === suite.trials);
  return { ...base, valid, final, notes, errors, trials };
}

/** The expected tasks: the whole catalog, or for table suites the cases asked for with --case. */
function selectTasks(catalog: CatalogTask[], suite: Suite, only: string[] | undefined): CatalogTask[] {
  if (!only?.length || suite.kind !== 'table') return catalog;
  return only.map((id) => {
    const key = normalizeCaseId(id);
    const task = catalog.find((t) => t.key === key);
    if (!task) throw new UsageError(`--case ${id}: no such case in suite ${suite.name}`);
    return task;
  });
}

function sortErrors(errors: ErrorEntry[]): ErrorEntry[] {
  const key = (e: ErrorEntry) => `${e.record ?? ''}\u0000${e.task ?? ''}\u0000${e.stage}\u0000${e.message}`;
  return [...errors].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

async function existingDir(dir: string, flag: string): Promise<string> {
  try {
    const resolved = await realpath(dir);
    if ((await stat(resolved)).isDirectory()) return resolved;
  } catch {
    // reported below
  }
  throw new UsageError(`${flag} ${dir}: not a directory`);
}

/** Submission metadata from `metadata.json` at the run root, if any (shown, never trusted). */
async function readMetadata(runRoot: string): Promise<Record<string, unknown> | null> {
  const file = path.join(runRoot, METADATA_FILE);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const resolved = await realpath(file);
  if (!isInside(runRoot, resolved)) return { error: `${METADATA_FILE}: symlink out of the submission; not read` };
  const read = readJsonBounded(resolved, info.size, { maxBytes: 64 * 1024, maxDepth: 8 });
  if (!read.ok) return { error: `${METADATA_FILE}: ${read.message}` };
  const value = read.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { error: `${METADATA_FILE}: not a JSON object` };
}

function displayPath(p: string): string {
  return p.split(path.sep).join('/');
}
