// `npm run bench -- tree`: listing and hashing a whole run tree, the fixed part of every shard
// (its `files_sha256`) and of every run whose submission.yml declares checksums. Timed through
// `agent-eval checksums --run RUN` (the same RunTree: every entry listed, every file hashed),
// against coreutils `sha256sum` over the same files in the same run (one C process, one file
// after the other; its listing by `find` included).
//  - the PrepBench corpus as a run: 302 case directories, 386 small CSV files, 30 MB;
//  - the trajectory workload (trajectory.mjs): 500 files of ~1 MB.
// BENCH_REPEAT (5): medians.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusPath, corpusRun, env, median, root, timedCli, trajectoryWorkload } from './workload.mjs';

const cli = process.env.BENCH_CLI ?? path.join(root, 'dist/cli/index.js');
const repeat = env('BENCH_REPEAT', 5);
const work = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bench-tree-'));

const ours = (run) => timedCli(cli, ['checksums', '--run', run], path.join(work, 'timing.json'));

function coreutils(run) {
  const start = process.hrtime.bigint();
  const out = execFileSync(
    'bash',
    ['-c', 'cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum', 'bash', run],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, out };
}

function measure(label, run) {
  ours(run); // page cache
  const a = [];
  const b = [];
  for (let i = 0; i < repeat; i++) {
    b.push(coreutils(run));
    a.push(ours(run));
  }
  // The same hashes on both sides (ours print `path: sha256`, sha256sum `sha256  ./path`).
  const theirs = new Map(
    b[0].out
      .trim()
      .split('\n')
      .map((line) => [line.slice(66).replace(/^\.\//, ''), line.slice(0, 64)]),
  );
  const mine = [...a[0].stdout.matchAll(/^\s+(\S.*): ([0-9a-f]{64})$/gm)].map((m) => [
    JSON.parse(m[1].startsWith('"') ? m[1] : JSON.stringify(m[1])),
    m[2],
  ]);
  const same = mine.length === theirs.size && mine.every(([p, h]) => theirs.get(p) === h);
  const [ownS, wallS, baseS] = [
    median(a.map((x) => x.own)),
    median(a.map((x) => x.seconds)),
    median(b.map((x) => x.seconds)),
  ];
  console.log(`\n${label}: ${theirs.size} files`);
  console.log(`  sha256sum (find + sort + sha256sum): ${(baseS * 1000).toFixed(0)} ms`);
  console.log(
    `  agent-eval checksums:                ${(ownS * 1000).toFixed(0)} ms in the command = ${(ownS / baseS).toFixed(2)}× sha256sum; ${(wallS * 1000).toFixed(0)} ms as a process = ${(wallS / baseS).toFixed(2)}×`,
  );
  console.log(`  the same hashes:                     ${same ? 'yes' : 'NO'}`);
  return same;
}

try {
  const { run } = corpusRun(work, corpusPath());
  const { run: trajectories } = trajectoryWorkload();
  console.log(
    `${os.availableParallelism?.() ?? os.cpus().length} cores, node ${process.version}; medians of ${repeat}`,
  );
  const ok = [
    measure('PrepBench corpus as a run (302 case directories)', run),
    measure('trajectory workload (500 records of ~1 MB)', trajectories),
  ];
  if (!ok.every(Boolean)) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
