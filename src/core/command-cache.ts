/**
 * What one command opens once and shares between the submissions it scores
 * (docs/verifiers.md#worker-lifetime):
 * the benchmark (its manifest, catalogs and git state: one `git status` for the whole command)
 * and the verifier pools (verifier/pools.ts). The command closes it at its end; `score` without
 * one opens its own for the one submission.
 */
import { gitState, openBenchmark, type Benchmark, type GitState } from './benchmark.js';
import { VerifierPools } from './verifier/pools.js';

export class CommandCache {
  readonly verifiers = new VerifierPools();
  private readonly benchmarks = new Map<string, Promise<Benchmark>>();
  private readonly gitStates = new Map<string, Promise<GitState>>();

  /** The benchmark at `dir`, opened on the first call (a failure is the same failure every time). */
  benchmark(dir: string): Promise<Benchmark> {
    let opened = this.benchmarks.get(dir);
    if (!opened) {
      opened = openBenchmark(dir, (root) => this.gitState(root));
      opened.catch(() => undefined);
      this.benchmarks.set(dir, opened);
    }
    return opened;
  }

  /** The git state of the directory `root` (a real path), asked of git once. */
  gitState(root: string): Promise<GitState> {
    let state = this.gitStates.get(root);
    if (!state) {
      state = gitState(root);
      this.gitStates.set(root, state);
    }
    return state;
  }

  close(): Promise<void> {
    return this.verifiers.close();
  }
}

/** Runs `run` with the caller's cache, or with one of its own that is closed when `run` is done. */
export async function withCommandCache<T>(
  given: CommandCache | undefined,
  run: (cache: CommandCache) => Promise<T>,
): Promise<T> {
  if (given) return run(given);
  const cache = new CommandCache();
  try {
    return await run(cache);
  } finally {
    await cache.close();
  }
}
