// The generated AgentWorld-style workloads of the benches (make_workload.py), each generated once
// and reused while its stamp verifies: the trajectory workload shared by the trajectory, sharding
// and tree benches, BENCH_TASKS (100) × BENCH_TRIALS (5) × BENCH_RECORD_KB (1000) in BENCH_DIR
// (default: a directory in the temp dir named after the sizes); the small ones of small.mjs,
// rescore.mjs and startup.mjs. And the measuring helpers: the real python3, the load average,
// children's CPU time, alternating rounds.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { ...process.env, AGENT_EVAL_TIMING: timingFile },
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`agent-eval ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { seconds, own: JSON.parse(readFileSync(timingFile, 'utf8')).ms / 1000, stdout: r.stdout };
}

/** Why the workload in `dir` cannot be reused (null: it can): its stamp, arguments and files. */
function workloadProblem(dir, want) {
  let listing;
  try {
    const text = readFileSync(path.join(dir, 'workload.json'));
    const stamp = readFileSync(path.join(dir, 'workload.sha256'), 'utf8').trim();
    if (createHash('sha256').update(text).digest('hex') !== stamp)
      return 'workload.json does not match workload.sha256';
    listing = JSON.parse(text.toString('utf8'));
  } catch (err) {
    return `no complete stamp (${err.code ?? err.message})`;
  }
  for (const [k, v] of Object.entries(want))
    if (listing[k] !== v) return `made with ${k} ${JSON.stringify(listing[k])}, not ${JSON.stringify(v)}`;
  let runFiles = 0;
  for (const [rel, size] of listing.files) {
    let st;
    try {
      st = lstatSync(path.join(dir, rel));
    } catch {
      return `${rel} is missing`;
    }
    if (!st.isFile() || st.size !== size) return `${rel} is not the ${size}-byte file written`;
    if (rel.startsWith('run/')) runFiles++;
  }
  const found = readdirSync(path.join(dir, 'run'), { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  ).length;
  if (found !== runFiles) return `run/ holds ${found} files, not the ${runFiles} written`;
  return null;
}

/**
 * A workload of make_workload.py in `dir` (arguments `want`: tasks, trials, record_kb, variants,
 * require_yaml, git), reused only when its stamp verifies (workload.sha256 over workload.json,
 * written last; every listed file there with its size, no other file in run/), else generated
 * again: an interrupted generation, or a trial directory removed since, is never scored.
 * Returns the paths and make_workload.py's summary (the expected records and successes).
 */
export function generatedWorkload(dir, want, python = 'python3') {
  const full = { variants: 1, require_yaml: false, git: false, ...want };
  let problem = existsSync(dir) ? workloadProblem(dir, full) : 'not generated yet';
  if (problem !== null) {
    console.log(
      `generating ${full.tasks} tasks${full.variants > 1 ? ` × ${full.variants} variants` : ''} × ${full.trials} trials × ${full.record_kb} KB in ${dir} (${problem}) …`,
    );
    const args = [
      '--tasks',
      full.tasks,
      '--trials',
      full.trials,
      '--record-kb',
      full.record_kb,
      '--variants',
      full.variants,
    ];
    if (full.require_yaml) args.push('--require-yaml');
    if (full.git) args.push('--git');
    execFileSync(python, [path.join(root, 'scripts/bench/make_workload.py'), dir, ...args.map(String)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    problem = workloadProblem(dir, full);
    if (problem !== null) throw new Error(`${dir}: the workload just generated does not verify: ${problem}`);
  }
  const summary = JSON.parse(readFileSync(path.join(dir, 'workload.json'), 'utf8'));
  delete summary.files;
  return { dir, bench: path.join(dir, 'benchmark'), run: path.join(dir, 'run'), summary };
}

/**
 * A directory built from the workload's files by `build(tmp)`, reused only when `check(dir)`
 * says it is whole (null); built under a temporary name and renamed when done, so an interrupted
 * build leaves nothing that looks finished.
 */
export function derivedDir(dir, check, build) {
  if (existsSync(dir)) {
    const problem = check(dir);
    if (problem === null) return dir;
    console.log(`rebuilding ${dir} (${problem}) …`);
    rmSync(dir, { recursive: true, force: true });
  }
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  build(tmp);
  renameSync(tmp, dir);
  const problem = check(dir);
  if (problem !== null) throw new Error(`${dir}: just built, but ${problem}`);
  return dir;
}

/** Copies every file of `from` to `to` (directories made). Copies, not hard links: agent-eval refuses a hard-linked run file. */
export function copyTree(from, to) {
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dest = path.join(to, e.name);
    if (e.isDirectory()) copyTree(src, dest);
    else {
      mkdirSync(to, { recursive: true });
      copyFileSync(src, dest);
    }
  }
}

/** null when `dir` holds exactly `names`' files (sorted names), each as big as in `like`; else why not. */
export function sameFiles(dir, like) {
  let got;
  let want;
  try {
    got = readdirSync(dir).sort();
    want = readdirSync(like).sort();
  } catch (err) {
    return `${err.code ?? err.message}`;
  }
  if (got.join('\n') !== want.join('\n')) return `${dir} holds ${got.length} entries, not ${want.length}`;
  for (const n of want) {
    const a = lstatSync(path.join(dir, n));
    const b = lstatSync(path.join(like, n));
    if (
      a.isDirectory() !== b.isDirectory() ||
      (!a.isDirectory() && (!a.isFile() || a.size !== b.size || a.nlink !== 1))
    )
      return `${path.join(dir, n)} differs`;
  }
  return null;
}

export function trajectoryWorkload() {
  const tasks = env('BENCH_TASKS', 100);
  const trials = env('BENCH_TRIALS', 5);
  const recordKb = env('BENCH_RECORD_KB', 1000);
  const work = process.env.BENCH_DIR ?? path.join(os.tmpdir(), `agent-eval-bench-${tasks}x${trials}x${recordKb}`);
  const { run, bench, summary } = generatedWorkload(work, { tasks, trials, record_kb: recordKb });
  /** The same records 4 times over (4× the trials; copies, since a hard-linked run file is refused), made once. */
  const large = () =>
    derivedDir(
      path.join(work, 'run-large'),
      (dir) => {
        for (let copy = 0; copy < 4; copy++) {
          for (let t = 1; t <= trials; t++) {
            const problem = sameFiles(
              path.join(dir, 'main', `trial-${copy * trials + t}`),
              path.join(run, 'main', `trial-${t}`),
            );
            if (problem !== null) return problem;
          }
        }
        return readdirSync(path.join(dir, 'main')).length === 4 * trials ? null : `not ${4 * trials} trials`;
      },
      (tmp) => {
        for (let copy = 0; copy < 4; copy++)
          for (let t = 1; t <= trials; t++)
            copyTree(path.join(run, 'main', `trial-${t}`), path.join(tmp, 'main', `trial-${copy * trials + t}`));
      },
    );
  return { tasks, trials, recordKb, work, bench, run, large, summary };
}

/**
 * The Python both sides of a comparison run: python3 (BENCH_PYTHON) resolved once to the real
 * interpreter, so a version manager's shim (pyenv's is a shell script) decides neither side's
 * time. The realpath of sys.executable; in a virtual environment sys.executable itself (its
 * realpath would be the base interpreter, without the environment's packages).
 * `env`: the environment with its directory first on PATH.
 */
export function realPython() {
  const given = process.env.BENCH_PYTHON ?? 'python3';
  const r = spawnSync(
    given,
    [
      '-c',
      'import os, sys; sys.stdout.write(sys.executable if sys.prefix != sys.base_prefix else os.path.realpath(sys.executable))',
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0 || !r.stdout)
    throw new Error(`${given}: cannot run it to find the real interpreter: ${r.stderr ?? r.error}`);
  const python = r.stdout;
  return {
    python,
    given,
    env: { ...process.env, PATH: `${path.dirname(python)}${path.delimiter}${process.env.PATH ?? ''}` },
  };
}

/** The load average (1, 5, 15 min) and the core count, for a line beside each figure. */
export function load() {
  let avg;
  try {
    avg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    avg = os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  }
  return `load average ${avg} on ${os.availableParallelism?.() ?? os.cpus().length} cores`;
}

let clockTick;
/** CPU seconds (user + system) of this process's waited-for children so far: /proc/self/stat cutime + cstime; NaN off Linux. */
export function childCpu() {
  try {
    clockTick ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / clockTick;
  } catch {
    return NaN;
  }
}

/**
 * Runs `cmd args` to the end and times it: wall `seconds`, `cpu` seconds of it and every process
 * it waited for (verifier workers included), `stdout`. A non-zero exit is an error.
 */
export function measured(cmd, args, options = {}) {
  const cpu0 = childCpu();
  const start = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...options });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status ?? r.signal}: ${r.stderr}`);
  return { seconds, cpu: childCpu() - cpu0, stdout: r.stdout };
}

/**
 * `rounds` rounds of every side (`{ name: () => result }`), one after another, their order
 * reversed every other round so a drift of the machine's load favours no side; one untimed
 * warm-up round first (page cache). Returns each side's results.
 */
export function alternating(rounds, sides) {
  const names = Object.keys(sides);
  for (const n of names) sides[n]();
  const results = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < rounds; r++)
    for (const n of r % 2 === 0 ? names : [...names].reverse()) results[n].push(sides[n]());
  return results;
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
  if (!text.includes('command: [python3, verifiers/worker.py]'))
    throw new Error(`${manifest}: no jsonl worker command to slow down`);
  writeFileSync(
    manifest,
    text.replace('command: [python3, verifiers/worker.py]', `command: [python3, verifiers/slow_worker.py, "${ms}"]`),
  );
  return dir;
}

/** The PrepBench ground-truth corpus (AGENT_EVAL_CORPUS, default ../shared/corpora/prepbench-gt). */
export function corpusPath() {
  const corpus = process.env.AGENT_EVAL_CORPUS ?? path.resolve(root, '../shared/corpora/prepbench-gt');
  if (!existsSync(corpus) || !readdirSync(corpus).some((n) => /^case_\d+$/.test(n)))
    throw new Error(`${corpus}: no case_NNN directories (set AGENT_EVAL_CORPUS)`);
  return corpus;
}

/** A one-suite table benchmark (`prep`) whose cases are `gtDir`'s, in a new directory under `work`. */
export function tableBenchmark(work, gtDir) {
  const dir = mkdtempSync(path.join(work, 'bench-'));
  symlinkSync(gtDir, path.join(dir, 'gt'));
  writeFileSync(
    path.join(dir, 'agent-eval.yml'),
    'version: 1\nname: prepbench\nsuites:\n  - name: prep\n    kind: table\n    cases: gt\n',
  );
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

/**
 * The small rows' workload (small.mjs, rescore.mjs): AgentWorld-shaped, BENCH_SMALL_TASKS (16)
 * tasks × 2 variants (_v1, _v2), records of ~BENCH_SMALL_KB (20) KB, BENCH_SUBMISSIONS (40)
 * trials; the benchmark a git checkout whose verifiers import PyYAML and read the task file.
 * `submissions`: each trial also as a submission of its own, `<name>/main/trial-1/` (copies).
 */
export function smallWorkload(python) {
  const tasks = env('BENCH_SMALL_TASKS', 16);
  const n = env('BENCH_SUBMISSIONS', 40);
  const kb = env('BENCH_SMALL_KB', 20);
  const dir = path.join(os.tmpdir(), `agent-eval-bench-small-${tasks}x2x${n}x${kb}`);
  const w = generatedWorkload(
    dir,
    { tasks, variants: 2, trials: n, record_kb: kb, require_yaml: true, git: true },
    python,
  );
  const names = Array.from({ length: n }, (_, k) => `sub-${String(k + 1).padStart(3, '0')}`);
  const trial = (k) => path.join(w.run, 'main', `trial-${k + 1}`);
  const submissions = derivedDir(
    path.join(dir, 'submissions'),
    (subs) => {
      if (readdirSync(subs).sort().join('\n') !== names.join('\n')) return `not the ${n} submissions`;
      for (const [k, name] of names.entries()) {
        for (const [d, only] of [
          [path.join(subs, name), 'main'],
          [path.join(subs, name, 'main'), 'trial-1'],
        ])
          if (readdirSync(d).join('\n') !== only) return `${d} does not hold ${only} alone`;
        const problem = sameFiles(path.join(subs, name, 'main', 'trial-1'), trial(k));
        if (problem !== null) return problem;
      }
      return null;
    },
    (tmp) => names.forEach((name, k) => copyTree(trial(k), path.join(tmp, name, 'main', 'trial-1'))),
  );
  return { ...w, kb, names, submissions };
}

/** The tiny workload of startup.mjs: one task, one record (its smallest, ~15 KB), the benchmark as in smallWorkload. */
export function tinyWorkload(python) {
  return generatedWorkload(
    path.join(os.tmpdir(), 'agent-eval-bench-tiny'),
    { tasks: 1, trials: 1, record_kb: 1, require_yaml: true, git: true },
    python,
  );
}

/** Rounds of the small rows: BENCH_ROUNDS, at least 5 unless BENCH_SMOKE=1 (a quick look, not a figure). */
export function rounds() {
  const n = env('BENCH_ROUNDS', 5);
  if (n < 5 && process.env.BENCH_SMOKE !== '1')
    throw new Error(`BENCH_ROUNDS=${n}: a figure is a median of at least 5 rounds (BENCH_SMOKE=1 for a quick look)`);
  return n;
}

const seconds = (xs, key = 'seconds') => median(xs.map((x) => x[key]));
const cpuText = (xs) => (Number.isNaN(seconds(xs, 'cpu')) ? '' : `, CPU ${seconds(xs, 'cpu').toFixed(2)} s`);

/**
 * One row of the small rows' table, as a markdown table row: the medians of the reference and of
 * agent-eval (wall, and CPU of every process), their ratio in this run and the target, if any
 * (the target is on wall time; the CPU ratio, less moved by a loaded machine, beside it).
 */
export function ratioRow(workload, reference, ours, target) {
  const ratio = seconds(ours) / seconds(reference);
  const text = (xs) => `${seconds(xs).toFixed(3)} s${cpuText(xs)}`;
  const goal = target === undefined ? '' : ` (target ≤ ${target}×: ${ratio <= target ? 'met' : 'MISSED'})`;
  const cpu = seconds(ours, 'cpu') / seconds(reference, 'cpu');
  console.log(
    `| ${workload} | ${text(reference)} | ${text(ours)} | ${ratio.toFixed(2)}×${goal}${Number.isNaN(cpu) ? '' : `; CPU ${cpu.toFixed(2)}×`} |`,
  );
  return ratio;
}

export const tableHead = '| workload | reference | agent-eval | ratio |\n|---|---|---|---|';
