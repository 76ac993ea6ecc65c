/**
 * What one command opens once and shares between the submissions it scores (docs/rescore.md):
 * the benchmark (its manifest, catalogs and git state: one `git status` for the whole command)
 * and the verifier pools (verifier/pools.ts). The command closes it at its end; `score` without
 * one opens its own for the one submission.
 */
import { openBenchmark, type Benchmark } from './benchmark.js';
import { VerifierPools } from './verifier/pools.js';

export class CommandCache {
  readonly verifiers = new VerifierPools();
  private readonly benchmarks = new Map<string, Promise<Benchmark>>();

  /** The benchmark at `dir`, opened on the first call (a failure is the same failure every time). */
  benchmark(dir: string): Promise<Benchmark> {
    let opened = this.benchmarks.get(dir);
    if (!opened) {
      opened = openBenchmark(dir);
      opened.catch(() => undefined);
      this.benchmarks.set(dir, opened);
    }
    return opened;
  }

  close(): Promise<void> {
    return this.verifiers.close();
  }
}
