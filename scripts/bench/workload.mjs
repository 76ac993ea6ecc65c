// The generated AgentWorld-style trajectory workload shared by the trajectory and sharding
// benches: BENCH_TASKS (100) × BENCH_TRIALS (5) × BENCH_RECORD_KB (1000), generated once into
// BENCH_DIR (default: a directory in the temp dir named after the sizes) by make_workload.py.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const env = (name, fallback) => Number(process.env[name] ?? fallback);
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

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
