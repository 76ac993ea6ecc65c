// `npm run bench` (trajectory part): agent-eval's wall time and peak RSS on a generated AgentWorld-style
// workload, as ratios against a baseline measured in the same run: the benchmark's own
// single-process Python scorer (json.load + the same verify(), one record after another).
//
// Sizes: BENCH_TASKS (100), BENCH_TRIALS (5), BENCH_RECORD_KB (1000), BENCH_REPEAT (3).
// BENCH_DIR reuses a generated workload (once its stamp verifies). python3 (BENCH_PYTHON) is resolved
// once to the real interpreter and used by both sides (--python, first on PATH). Targets: wall ≤ 0.7× baseline, peak
// RSS of the node process < 200 MB whatever the corpus size (shown by a 1-trial and an N-trial run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env, load, median, realPython, root, trajectoryWorkload } from './workload.mjs';

const { tasks, trials, recordKb, bench, run, large: largeRun, summary } = trajectoryWorkload();
const { python, env: pyEnv } = realPython();
const repeat = env('BENCH_REPEAT', 3);
const cli = path.join(root, 'dist/cli/index.js');
const probe = path.join(root, 'scripts/bench/rss-probe.mjs');

function timed(cmd, args, extraEnv = {}) {
  const start = process.hrtime.bigint();
  const res = spawnSync(cmd, args, { env: { ...pyEnv, ...extraEnv }, encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${res.status}: ${res.stderr}`);
  return { seconds, stdout: res.stdout };
}

function agentEval(runDir, suiteArgs = []) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bench-out-'));
  const rssFile = path.join(out, 'rss');
  const r = timed(
    process.execPath,
    [
      '--import',
      probe,
      cli,
      'score',
      '--benchmark',
      bench,
      '--run',
      runDir,
      ...suiteArgs,
      '--out',
      out,
      '--fail-on',
      'never',
      '--quiet',
      '--python',
      python,
    ],
    {
      RSS_PROBE_OUT: rssFile,
    },
  );
  const report = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8'));
  const verdicts = report.suites.flatMap((s) => s.trials.flatMap((t) => t.verdicts));
  const rssMb = Number(readFileSync(rssFile, 'utf8')) / 1024;
  rmSync(out, { recursive: true, force: true });
  return {
    seconds: r.seconds,
    rssMb,
    records: verdicts.length,
    successes: verdicts.filter((v) => v.status === 'success').length,
    errors: verdicts.filter((v) => v.status === 'error').length,
  };
}

// Warm the page cache once so neither side pays for the first read.
timed(python, [path.join(root, 'scripts/bench/baseline.py'), bench, run]);
const base = [];
const ours = [];
for (let i = 0; i < repeat; i++) {
  const b = timed(python, [path.join(root, 'scripts/bench/baseline.py'), bench, run]);
  base.push({ seconds: b.seconds, ...JSON.parse(b.stdout.trim().split('\n').pop()) });
  ours.push(agentEval(run));
}
const small = agentEval(path.join(run, 'main', 'trial-1'), ['--suite', 'main']);
// A 4× larger corpus (hard links to the same records) to show memory does not grow with it.
const large = largeRun();
const big = agentEval(large);

const b = median(base.map((x) => x.seconds));
const a = median(ours.map((x) => x.seconds));
const rss = Math.max(...ours.map((x) => x.rssMb));
const agree =
  base.every((x) => x.successes === summary.successes && x.records === summary.records) &&
  ours.every((x) => x.successes === summary.successes && x.records === summary.records && x.errors === 0) &&
  big.records === 4 * summary.records &&
  big.errors === 0;
console.log(
  `\nworkload: ${tasks} tasks × ${trials} trials × ~${recordKb} KB, node ${process.version}, ${python}; ${load()}`,
);
console.log(
  `baseline (python, single process): ${b.toFixed(2)} s median of ${repeat}; ${base[0].successes}/${base[0].records} successes`,
);
console.log(
  `agent-eval (jsonl workers):        ${a.toFixed(2)} s median of ${repeat}; ${ours[0].successes}/${ours[0].records} successes`,
);
console.log(
  `wall ratio agent-eval / baseline:  ${(a / b).toFixed(3)}  (target ≤ 0.70: ${a / b <= 0.7 ? 'met' : 'MISSED'})`,
);
const peak = Math.max(rss, big.rssMb);
console.log(
  `peak RSS of the node process:      ${small.rssMb.toFixed(1)} MB on 1 trial, ${rss.toFixed(1)} MB on ${trials} trials, ${big.rssMb.toFixed(1)} MB on ${4 * trials} trials (${big.records} records) (target < 200 MB: ${peak < 200 ? 'met' : 'MISSED'})`,
);
console.log(
  `verdicts agree with the baseline and the generator (${summary.successes}/${summary.records}; ${4 * summary.records} records without error on 4×): ${agree ? 'yes' : 'NO'}`,
);
if (!agree) process.exitCode = 1;
