// `npm run bench -- reliability`: `agent-eval reliability` on generated tau-bench results,
// against tau-bench's own summary computed in Python on the same files in the same run
// (json.load of every file, c per task, Σ comb(c,k)/comb(n,k) / tasks for k = 1..n).
//  1. A realistic run: BENCH_TAU_TASKS (115, tau-retail's test split) × BENCH_TAU_TRIALS (16)
//     results with ~BENCH_TAU_TRAJ_KB (24) KB trajectories each, in 4 files.
//  2. Many trials: 200 tasks × BENCH_TAU_BIG_TRIALS (1000) trials, bare results: C(1000,500) ≈ 2.7e299
//     is near the double range (past n ≈ 1030 the float formula overflows), so this exercises the exact
//     BigInt arithmetic at scale.
// Both check that the figures agree with Python's (≤ 5e-7, the rounding of 6 decimals) and print
// wall times (median of BENCH_REPEAT, 3) and the CLI's peak RSS.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const cli = path.join(root, 'dist/cli/index.js');
const probe = path.join(root, 'scripts/bench/rss-probe.mjs');
const repeat = env('BENCH_REPEAT', 3);
const work = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bench-reliability-'));

const PYTHON = `
import json, sys
from math import comb
results = [r for f in sys.argv[1:] for r in json.load(open(f))]
ok = lambda reward: (1 - 1e-6) <= reward <= (1 + 1e-6)
n = len(set(r["trial"] for r in results))
c = {}
for r in results:
    c[r["task_id"]] = c.get(r["task_id"], 0) + (1 if ok(r["reward"]) else 0)
print(json.dumps({k: sum(comb(x, k) / comb(n, k) for x in c.values()) / len(c) for k in range(1, n + 1)}))
`;

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes `files` results files for tasks × trials; each task has its own success probability (skewed). */
function generate(dir, { tasks, trials, files, trajKb }) {
  mkdirSync(dir, { recursive: true });
  const random = rng(tasks * 7919 + trials);
  const p = Array.from({ length: tasks }, () => (random() < 0.3 ? 1 : random() < 0.4 ? 0 : random()));
  const filler = 'x'.repeat(200);
  const traj = (task, trial) => {
    const out = [{ role: 'system', content: '# Retail agent policy' }];
    let bytes = 0;
    for (let i = 0; bytes < trajKb * 1024; i++) {
      const m =
        i % 2 === 0
          ? { role: 'user', content: `message ${i} of task ${task}, trial ${trial}: ${filler}` }
          : {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: `call_${i}`,
                  type: 'function',
                  function: {
                    name: 'get_order_details',
                    arguments: JSON.stringify({ order_id: `#W${task}${i}`, note: filler }),
                  },
                },
              ],
            };
      bytes += JSON.stringify(m).length;
      out.push(m);
    }
    return out;
  };
  const paths = [];
  const perFile = Math.ceil(trials / files);
  let entries = 0;
  for (let f = 0; f < files; f++) {
    const chunk = [];
    for (let trial = f * perFile; trial < Math.min(trials, (f + 1) * perFile); trial++) {
      for (let task = 0; task < tasks; task++) {
        const reward = random() < p[task] ? 1.0 : 0.0;
        chunk.push(
          JSON.stringify(
            {
              task_id: task,
              reward,
              info: trajKb
                ? { source: 'user', user_cost: 0.002, reward_info: { reward, info: { r_actions: reward } } }
                : {},
              traj: trajKb ? traj(task, trial) : [],
              trial,
            },
            null,
            trajKb ? 2 : 0,
          ),
        );
        entries++;
      }
    }
    const file = path.join(dir, `results-${f}.json`);
    writeFileSync(file, `[\n${chunk.join(',\n')}\n]\n`);
    paths.push(file);
  }
  const bytes = paths.reduce((s, f) => s + readFileSync(f).length, 0);
  return { paths, entries, bytes };
}

function timed(cmd, args, extraEnv = {}) {
  const start = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, ...extraEnv } });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.slice(0, 3).join(' ')} … exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
  return { seconds, stdout: r.stdout };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function part(label, spec) {
  const dir = path.join(work, label.replace(/\W+/g, '-'));
  const { paths, entries, bytes } = generate(dir, spec);
  console.log(
    `${label}: ${spec.tasks} tasks × ${spec.trials} trials = ${entries} results in ${paths.length} file(s), ${(bytes / 1048576).toFixed(1)} MiB`,
  );
  const ours = [];
  const theirs = [];
  let figures;
  let reference;
  const rss = path.join(work, 'rss');
  for (let i = 0; i < repeat; i++) {
    const a = timed(process.execPath, ['--import', probe, cli, 'reliability', dir, '--json'], { RSS_PROBE_OUT: rss });
    ours.push({ seconds: a.seconds, rssMb: Number(readFileSync(rss, 'utf8')) / 1024 });
    figures = JSON.parse(a.stdout);
    const b = timed('python3', ['-c', PYTHON, ...paths]);
    theirs.push(b.seconds);
    reference = JSON.parse(b.stdout);
  }
  let worst = 0;
  for (const k of Object.keys(reference)) worst = Math.max(worst, Math.abs(figures.pass_hat_k[k] - reference[k]));
  const agree = Object.keys(reference).length === figures.n_trials && worst <= 5e-7 + 1e-12;
  const ks = [1, 2, Math.min(8, spec.trials), spec.trials].filter((k, i, a) => a.indexOf(k) === i);
  console.log(
    `  figures: final ${figures.final}, ${ks.map((k) => `pass^${k} ${figures.pass_hat_k[k]}`).join(', ')}, pass@${spec.trials} ${figures.pass_at_k[spec.trials]}`,
  );
  console.log(
    `  agreement with tau-bench's formula in Python: max |difference| ${worst.toExponential(1)} over k = 1..${figures.n_trials}: ${agree ? 'OK' : 'MISMATCH'}`,
  );
  const t = median(ours.map((o) => o.seconds));
  console.log(
    `  Python (json.load + tau-bench's pass^k): ${median(theirs).toFixed(2)} s; agent-eval reliability (whole CLI run): ${t.toFixed(2)} s; ratio ${(t / median(theirs)).toFixed(2)}×; peak RSS ${Math.max(...ours.map((o) => o.rssMb)).toFixed(0)} MB`,
  );
  return agree;
}

let ok = true;
try {
  ok =
    part('realistic run', {
      tasks: env('BENCH_TAU_TASKS', 115),
      trials: env('BENCH_TAU_TRIALS', 16),
      files: 4,
      trajKb: env('BENCH_TAU_TRAJ_KB', 24),
    }) && ok;
  ok = part('many trials', { tasks: 200, trials: env('BENCH_TAU_BIG_TRIALS', 1000), files: 1, trajKb: 0 }) && ok;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
