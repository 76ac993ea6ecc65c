/**
 * Test helpers: real benchmarks and submissions written to temp directories, and the CLI run
 * in-process (the same `main` the executable runs) or as the bundled dist/ in a subprocess
 * (the bundle under test: bundled()).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isObject } from '../../src/core/util/data.js';
import { readTrajectory, type RecordRead } from '../../src/core/kinds/trajectory/record.js';
import { ReportSchema, type Report } from '../../src/core/report/schema.js';
import { main } from '../../src/cli/main.js';
import { VERIFIER_TIMEOUT_S } from '../setup/timeouts.js';
import { removeTree } from '../setup/remove-tree.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCRIPTED_VERIFIER = path.join(REPO, '__tests__/fixtures/verifiers/scripted.py');

const temps: string[] = [];
/** A temp directory removed after the test file (also when deeper than PATH_MAX). */
export function tempDir(prefix = 'agent-eval-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps.splice(0)) removeTree(dir);
});

export function write(file: string, content: string | object): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

export interface BenchOptions {
  tasks?: Record<string, string[]>;
  suiteYaml?: (suite: string) => string;
  extraYaml?: string;
}

/**
 * A benchmark whose verifier is the scripted test verifier. Default: suite `main` with tasks
 * task_01_logs, task_02_staff, task_03_weapons.
 */
export function makeBenchmark(options: BenchOptions = {}): string {
  const dir = tempDir('agent-eval-bench-');
  const tasks = options.tasks ?? { main: ['task_01_logs', 'task_02_staff', 'task_03_weapons'] };
  cpSync(SCRIPTED_VERIFIER, path.join(dir, 'verifiers/scripted.py'));
  const suites = Object.entries(tasks).map(([suite, keys]) => {
    for (const key of keys) write(path.join(dir, `tasks/${suite}/${key}.yaml`), `description: ${key}\n`);
    return (
      options.suiteYaml?.(suite) ??
      `  - name: ${suite}
    kind: trajectory
    tasks: tasks/${suite}/*.yaml
    verifier:
      command: [python3, verifiers/scripted.py]
      timeout_s: ${VERIFIER_TIMEOUT_S}
      workers: 2
    psr:
      method: checkpoint_fraction_v1
      upper_bounds: [Rounds]
`
    );
  });
  write(
    path.join(dir, 'agent-eval.yml'),
    `version: 1\nname: test-bench\nsuites:\n${suites.join('')}${options.extraYaml ?? ''}`,
  );
  return dir;
}

export type Script =
  | { success: boolean; message?: string; checkpoints?: unknown[] }
  | 'crash'
  | 'hang'
  | 'garbage'
  | 'bad_id'
  | 'error'
  | 'env'
  | 'daemon'
  | 'daemon_crash'
  | 'background';

export function trajectory(identity: Record<string, string>, script: Script, extra: Record<string, unknown> = {}) {
  return {
    ...identity,
    rounds: [
      { round: 1, actions: [{ agent_name: 'alice', status: 'ok', action: 'chat', observation: 'hello' }] },
      { round: 2, actions: [{ agent_name: 'bob', status: 'ok', action: 'gather(log)', observation: 'got a log' }] },
    ],
    metrics: {
      total_rounds: 2,
      total_chats: 1,
      task_verified_success: typeof script === 'object' ? script.success : false,
    },
    script,
    ...extra,
  };
}

/** Writes `<run>/<suite>/<trial>/<name>_trajectory.json` records. */
export function writeRecords(run: string, suite: string, trial: string, records: Record<string, object>): void {
  for (const [name, record] of Object.entries(records))
    write(path.join(run, suite, trial, `${name}_trajectory.json`), record);
}

/**
 * A file of the bundle under test (`bundled('cli/index.js')`): a bundle of the current sources,
 * either the committed dist/ or one made for this run, as the e2e project's global setup
 * (__tests__/setup/fresh-bundle.mjs) found and named in AGENT_EVAL_TEST_DIST.
 */
export function bundled(file: string): string {
  const dir = process.env.AGENT_EVAL_TEST_DIST;
  if (!dir)
    throw new Error(
      `AGENT_EVAL_TEST_DIST is not set, so no bundle is known to be fresh: a test that runs dist/${file} belongs to the e2e project (jest.config.js), whose global setup names the bundle`,
    );
  return path.join(dir, file);
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(...argv: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { out: (t) => (stdout += t), err: (t) => (stderr += t), isTTY: false });
  return { code, stdout, stderr };
}

export function readReport(outDir: string) {
  return JSON.parse(readFileSync(path.join(outDir, 'scores.json'), 'utf8'));
}

const run = promisify(execFile);

/** Runs the bundled CLI as a user would, with any node binary. */
export async function runDist(
  argv: string[],
  options: { node?: string[]; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  const [cmd, ...pre] = options.node ?? [process.execPath];
  try {
    const { stdout, stderr } = await run(cmd!, [...pre, bundled('cli/index.js'), ...argv], {
      cwd: options.cwd ?? REPO,
      env: options.env ?? process.env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    if (typeof e.code !== 'number') throw err;
    return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** Kills the processes a test's verifiers left behind (those already gone are skipped). */
export function killAll(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** A small seeded PRNG (mulberry32), so that a failing case can be replayed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

/** A report's bytes as scores.json holds them: the schema's parse, 2-space JSON, a final newline. */
export function serializeReport(report: Report): string {
  return `${JSON.stringify(ReportSchema.parse(report), null, 2)}\n`;
}

/** A trajectory record read from an already parsed value (the scorer reads it from its file). */
export function readTrajectoryValue(data: unknown): RecordRead {
  if (!isObject(data)) return { ok: false, error: 'the record must be a JSON object' };
  return readTrajectory(data, Array.isArray(data.rounds) ? data.rounds.length : null);
}

/**
 * A `git` first on PATH that writes each call's arguments, one line each, to a log, then runs
 * the real git: how many times a command asks git something (`status`, `rev-parse`).
 */
export function gitRecorder(): { path: string; calls: (sub: string) => string[] } {
  const dir = tempDir('agent-eval-git-recorder-');
  const log = path.join(dir, 'calls.log');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  write(path.join(dir, 'bin/git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> ${quote(log)}\nexec ${quote(real)} "$@"\n`);
  chmodSync(path.join(dir, 'bin/git'), 0o755);
  return {
    path: [path.join(dir, 'bin'), process.env.PATH ?? ''].join(path.delimiter),
    calls: (sub) =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((line) => line.split(' ').includes(sub))
        : [],
  };
}
