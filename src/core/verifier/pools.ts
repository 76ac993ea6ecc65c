/**
 * Verifiers shared by every suite, trial and submission one command scores
 * (docs/verifiers.md#worker-lifetime): a `rescore` of N submissions starts each verifier's worker
 * pool once, not N times. A verifier is the same one only when everything that decides what its
 * workers run and see is the same: the benchmark root, the interpreter, the verifier
 * configuration (command or python form, args, timeout, workers) and the environment the workers
 * get (env.ts). Anything else gets a pool of its own. The command closes them all at its end.
 */
import type { VerifierConfig } from '../manifest/schema.js';
import { verifierEnv } from './env.js';
import { createVerifier, type Verifier } from './index.js';

export class VerifierPools {
  private readonly verifiers = new Map<string, Verifier>();
  private closed = false;

  /** The verifier for this configuration; its `close` is left to `VerifierPools.close`. */
  get(config: VerifierConfig, benchmarkRoot: string, env: NodeJS.ProcessEnv, python: string | undefined): Verifier {
    if (this.closed) throw new Error('the verifier pools of this command were closed');
    const key = JSON.stringify([benchmarkRoot, python ?? null, config, verifierEnv(env, config.env, python)]);
    let verifier = this.verifiers.get(key);
    if (!verifier) {
      verifier = createVerifier(config, benchmarkRoot, env, python);
      this.verifiers.set(key, verifier);
    }
    const shared = verifier;
    return {
      verify: (request) => shared.verify(request),
      check: (request) => shared.check(request),
      close: async () => {},
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.verifiers.values()];
    this.verifiers.clear();
    await Promise.all(all.map((v) => v.close()));
  }
}
