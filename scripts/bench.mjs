// `npm run bench [trajectory|table|sharding|tree|walk|reliability|small|rescore|startup]...`: the benchmarks:
// trajectory scoring against the benchmark's own Python scorer; table scoring against parse-only time; sharding
// (1 vs n shards, merge cost); tree: listing and hashing a run, the fixed part of every shard, against sha256sum;
// walk: the one directory walk against the walkers it replaced; small: one trial of 32 small records against the
// single-process Python scorer; rescore: 40 such submissions against a loop of it; startup: the CLI's start-up
// against `node -e 0` (scripts/bench/README.md). With no part named: trajectory, table, sharding, tree, walk.
// Each prints its figures as ratios against a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const parts =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['trajectory', 'table', 'sharding', 'tree', 'walk'];
const dir = path.dirname(new URL(import.meta.url).pathname);
let failed = false;
for (const part of parts) {
  console.log(`\n=== bench: ${part}`);
  const r = spawnSync(process.execPath, [path.join(dir, 'bench', `${part}.mjs`)], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
