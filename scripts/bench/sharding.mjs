// `npm run bench` (sharding part): the 100 × 5 trajectory workload scored as 1 shard
// (the unsharded `score`) and as 4 shards (`score --shard i/4`) run one after another on this
// machine, then `merge` of the 4 partials. Prints per-shard wall times and the merge time as a
// ratio of the unsharded scoring time (target: merge < 2%), and checks that the merged
// scores.json is byte-identical to the unsharded one.
//
// Sizes as in trajectory.mjs: BENCH_TASKS (100), BENCH_TRIALS (5), BENCH_RECORD_KB (1000);
// BENCH_SHARDS (4), BENCH_REPEAT (3: medians). A second measurement on 4× the workload (the same
// records hard-linked as 20 trials) shows how the merge's share changes with size; BENCH_LARGE=0
// skips it. A third, on the PrepBench corpus as a table suite (302 cases, compared in-process),
// shows how a table benchmark splits; BENCH_CORPUS=0 skips it (AGENT_EVAL_CORPUS: its path). A
// fourth scores the 500 units with slow verifiers, the case sharding is for: each check first
// spends BENCH_SLOW_MS (20) ms of CPU (1 round; BENCH_SLOW_MS=0 skips it). The exit code follows
// the trajectory workload's target only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  corpusPath,
  corpusRun,
  env,
  median,
  root,
  slowBenchmark,
  tableBenchmark,
  timedCli,
  trajectoryWorkload,
} from './workload.mjs';

const { tasks, trials, recordKb, bench, run, large: largeRun } = trajectoryWorkload();
const shards = env('BENCH_SHARDS', 4);
const repeat = env('BENCH_REPEAT', 3);
const cli = process.env.BENCH_CLI ?? path.join(root, 'dist/cli/index.js');

const out = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bench-shards-'));
const wall = (xs) => median(xs.map((x) => x.seconds));
const own = (xs) => median(xs.map((x) => x.own));
const pct = (x) => `${(x * 100).toFixed(2)}%`;

const timed = (args) => timedCli(cli, args, path.join(out, 'timing.json'));

/** Unsharded, then n shards one after another, then merge; `repeat` times; medians. */
function measure(label, benchDir, runDir, rounds, extra = []) {
  const dir = (name) => path.join(out, label, name);
  const score = ['score', '--benchmark', benchDir, '--run', runDir, ...extra];
  timed([...score, '--out', dir('warm'), '--fail-on', 'never', '--quiet']); // page cache
  const whole = [];
  const perShard = Array.from({ length: shards }, () => []);
  const merges = [];
  for (let r = 0; r < rounds; r++) {
    whole.push(timed([...score, '--out', dir('whole'), '--fail-on', 'never', '--quiet']));
    const dirs = [];
    for (let i = 1; i <= shards; i++) {
      perShard[i - 1].push(timed([...score, '--shard', `${i}/${shards}`, '--out', dir(`shard-${i}`), '--quiet']));
      dirs.push(dir(`shard-${i}`));
    }
    merges.push(timed(['merge', ...dirs, '--out', dir('merged'), '--fail-on', 'never', '--quiet'])); // quiet, as the runs it is compared with
  }
  const identical = ['scores.json', 'summary.md', 'summary.csv'].every((f) =>
    readFileSync(path.join(dir('whole'), f)).equals(readFileSync(path.join(dir('merged'), f))),
  );
  const units = JSON.parse(readFileSync(path.join(dir('whole'), 'scores.json'), 'utf8')).suites.reduce(
    (n, s) => n + s.trials.reduce((m, t) => m + t.coverage.expected, 0),
    0,
  );
  return {
    label,
    units,
    w: wall(whole),
    wOwn: own(whole),
    shardTimes: perShard.map(wall),
    m: wall(merges),
    mOwn: own(merges),
    identical,
  };
}

/** `target`: the issue's target (merge < 2% of the unsharded time) is for the trajectory workload. */
function print(x, target = true) {
  const sum = x.shardTimes.reduce((a, b) => a + b, 0);
  console.log(`\n${x.label}: ${x.units} units (suite × trial × task)`);
  console.log(`  1 shard (unsharded score):       ${x.w.toFixed(2)} s wall (${x.wOwn.toFixed(2)} s in the command)`);
  console.log(
    `  ${shards} shards, one after another:    ${x.shardTimes.map((t, i) => `shard ${i + 1}: ${t.toFixed(2)} s`).join(', ')}`,
  );
  console.log(
    `                                   sum ${sum.toFixed(2)} s = ${(sum / x.w).toFixed(2)}× unsharded; slowest shard ${(Math.max(...x.shardTimes) / x.w).toFixed(3)}× unsharded (the wall time of a ${shards}-runner matrix)`,
  );
  console.log(
    `  merge of ${shards} partials:            ${(x.mOwn * 1000).toFixed(0)} ms in the command = ${pct(x.mOwn / x.wOwn)} of the unsharded command${target ? ` (target < 2%: ${x.mOwn / x.wOwn < 0.02 ? 'met' : 'MISSED'})` : ''}`,
  );
  console.log(
    `                                   ${(x.m * 1000).toFixed(0)} ms as a process = ${pct(x.m / x.w)} of the unsharded process`,
  );
  console.log(`  merged report byte-identical:    ${x.identical ? 'yes' : 'NO'}`);
}

try {
  const results = [measure('workload', bench, run, repeat)];
  // The same records 4 times over (hard links, 4× the trials): the merge's cost is mostly fixed
  // (zod and V8 warm-up), so its share falls as the work grows.
  if (process.env.BENCH_LARGE !== '0') results.push(measure('4× workload', bench, largeRun(), 1));
  const gt = process.env.BENCH_CORPUS === '0' ? null : corpusPath();
  const corpus =
    gt &&
    measure('PrepBench corpus (table suite)', tableBenchmark(out, gt), corpusRun(out, gt).run, repeat, [
      '--suite',
      'prep',
    ]);
  const slowMs = env('BENCH_SLOW_MS', 20);
  const slow =
    slowMs > 0
      ? measure(`slow verifiers (${slowMs} ms of CPU per check, 1 round)`, slowBenchmark(out, bench, slowMs), run, 1)
      : null;
  const startup = wall(Array.from({ length: repeat }, () => timed(['--version'])));
  console.log(
    `\n${tasks} tasks × ${trials} trials × ~${recordKb} KB records, ${os.availableParallelism?.() ?? os.cpus().length} cores, node ${process.version}; medians of ${repeat} (4× workload: 1 round)`,
  );
  for (const x of results) print(x);
  if (corpus) print(corpus, false);
  if (slow) print(slow, false);
  if (results.length === 2) {
    // The merge's cost as a fixed part plus a part per unit, through the two sizes.
    const [a, b] = results;
    const perUnit = (b.mOwn - a.mOwn) / (b.units - a.units);
    console.log(
      `\nmerge in the command ≈ ${((a.mOwn - perUnit * a.units) * 1000).toFixed(0)} ms fixed + ${(perUnit * 1e6).toFixed(0)} µs per unit (through the two sizes)`,
    );
  }
  console.log(`node + bundle start-up alone (--version): ${(startup * 1000).toFixed(0)} ms`);
  if ([...results, corpus, slow].some((x) => x && !x.identical) || results[0].mOwn / results[0].wOwn >= 0.02)
    process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
