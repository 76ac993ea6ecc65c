// The generated AgentWorld-style trajectory workload shared by the trajectory and sharding
// benches: BENCH_TASKS (100) × BENCH_TRIALS (5) × BENCH_RECORD_KB (1000), generated once into
// BENCH_DIR (default: a directory in the temp dir named after the sizes) by make_workload.py.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const env = (name, fallback) => Number(process.env[name] ?? fallback);
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * Runs `node CLI ARGS...` and times it: `seconds`, the whole process; `own`, the command's own
 * wall time as the CLI records it (AGENT_EVAL_TIMING: without the start-up of node and of the
 * bundle, a fixed cost of every process); `stdout`. A non-zero exit is an error.
 */
export function timedCli(cli, args, timingFile) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, AGENT_EVAL_TIMING: timingFile } });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`agent-eval ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { seconds, own: JSON.parse(readFileSync(timingFile, 'utf8')).ms / 1000, stdout: r.stdout };
}

export function trajectoryWorkload() {
  const tasks = env('BENCH_TASKS', 100);
  const trials = env('BENCH_TRIALS', 5);
  const recordKb = env('BENCH_RECORD_KB', 1000);
  const work = process.env.BENCH_DIR ?? path.join(os.tmpdir(), `agent-eval-bench-${tasks}x${trials}x${recordKb}`);
  if (!existsSync(path.join(work, 'run'))) {
    console.log(`generating ${tasks} tasks × ${trials} trials × ${recordKb} KB in ${work} …`);
    execFileSync('python3', [path.join(root, 'scripts/bench/make_workload.py'), work, '--tasks', tasks, '--trials', trials, '--record-kb', recordKb].map(String), { stdio: 'inherit' });
  }
  const run = path.join(work, 'run');
  /** The same records 4 times over (hard links, 4× the trials), made once. */
  const large = () => {
    const dir = path.join(work, 'run-large');
    if (!existsSync(dir)) {
      for (let copy = 0; copy < 4; copy++) {
        for (let t = 1; t <= trials; t++) {
          const dest = path.join(dir, 'main', `trial-${copy * trials + t}`);
          execFileSync('mkdir', ['-p', path.dirname(dest)]);
          execFileSync('cp', ['-al', path.join(run, 'main', `trial-${t}`), dest]);
        }
      }
    }
    return dir;
  };
  return { tasks, trials, recordKb, work, bench: path.join(work, 'benchmark'), run, large };
}

/**
 * The trajectory benchmark with slow verifiers: a copy whose jsonl worker spends `ms` of CPU
 * (a busy loop, not a sleep: real slow verifiers compute) before each check, then runs the
 * benchmark's own verifier. Same tasks and records; a different manifest.
 */
export function slowBenchmark(work, bench, ms) {
  const dir = path.join(work, `benchmark-slow-${ms}ms`);
  cpSync(bench, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'verifiers', 'slow_worker.py'),
    `import os, runpy, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checks
SPEND = float(sys.argv[1]) / 1000
get_verifier = checks.get_verifier
def slow(name):
    fn = get_verifier(name)
    def run(*args, **kwargs):
        end = time.process_time() + SPEND
        while time.process_time() < end:
            pass
        return fn(*args, **kwargs)
    return run
checks.get_verifier = slow
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'worker.py'), run_name='__main__')
`,
  );
  const manifest = path.join(dir, 'agent-eval.yml');
  const text = readFileSync(manifest, 'utf8');
  if (!text.includes('command: [python3, verifiers/worker.py]')) throw new Error(`${manifest}: no jsonl worker command to slow down`);
  writeFileSync(manifest, text.replace('command: [python3, verifiers/worker.py]', `command: [python3, verifiers/slow_worker.py, "${ms}"]`));
  return dir;
}

/** The PrepBench ground-truth corpus (AGENT_EVAL_CORPUS, default ../shared/corpora/prepbench-gt). */
export function corpusPath() {
  const corpus = process.env.AGENT_EVAL_CORPUS ?? path.resolve(root, '../shared/corpora/prepbench-gt');
  if (!existsSync(corpus) || !readdirSync(corpus).some((n) => /^case_\d+$/.test(n))) throw new Error(`${corpus}: no case_NNN directories (set AGENT_EVAL_CORPUS)`);
  return corpus;
}

/** A one-suite table benchmark (`prep`) whose cases are `gtDir`'s, in a new directory under `work`. */
export function tableBenchmark(work, gtDir) {
  const dir = mkdtempSync(path.join(work, 'bench-'));
  symlinkSync(gtDir, path.join(dir, 'gt'));
  writeFileSync(path.join(dir, 'agent-eval.yml'), 'version: 1\nname: prepbench\nsuites:\n  - name: prep\n    kind: table\n    cases: gt\n');
  return dir;
}

/**
 * The corpus submitted as itself: `<run>/case_NNN/result/*.csv` copies of the ground truth (score
 * it with `--suite prep`). Returns the run directory and every [ground truth, copy] pair of files.
 */
export function corpusRun(work, corpus) {
  const run = mkdtempSync(path.join(work, 'corpus-run-'));
  const pairs = [];
  for (const c of readdirSync(corpus).filter((n) => /^case_\d+$/.test(n))) {
    mkdirSync(path.join(run, c, 'result'), { recursive: true });
    for (const f of readdirSync(path.join(corpus, c)).filter((n) => n.endsWith('.csv'))) {
      copyFileSync(path.join(corpus, c, f), path.join(run, c, 'result', f));
      pairs.push([path.join(corpus, c, f), path.join(run, c, 'result', f)]);
    }
  }
  return { run, pairs };
}
