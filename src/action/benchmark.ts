/** The benchmark a mode scores against: an existing checkout, or one fetched at a pinned ref and removed afterwards. */
import { realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { withCommandCache, type CommandCache } from '../core/command-cache.js';
import { terminalText } from '../core/util/terminal.js';
import { checkoutBenchmark, type Checkout } from '../github/checkout.js';
import { InputError, type BenchmarkSource } from './inputs-shared.js';
import type { ActionEnv } from './env.js';

/** `use` gets the command's cache: the git state read for the dirty check serves the scoring too (command-cache.ts). */
export async function withBenchmark<T>(
  source: BenchmarkSource,
  env: ActionEnv,
  use: (dir: string, checkout: Checkout | null, cache: CommandCache) => Promise<T>,
): Promise<T> {
  return withCommandCache(undefined, (cache) => checkedOut(source, env, cache, use));
}

async function checkedOut<T>(
  source: BenchmarkSource,
  env: ActionEnv,
  cache: CommandCache,
  use: (dir: string, checkout: Checkout | null, cache: CommandCache) => Promise<T>,
): Promise<T> {
  if (source.kind === 'path') {
    const dir = path.resolve(source.path);
    await refuseDirty(dir, source, cache);
    return use(dir, null, cache);
  }
  const checkout = await checkoutBenchmark({
    repository: source.repository,
    ref: source.ref,
    token: source.token,
    serverUrl: env.ctx.serverUrl,
    parentDir: process.env.RUNNER_TEMP || os.tmpdir(),
    policy: env.policy,
    log: env.log,
    mask: (s) => core.setSecret(s),
  });
  try {
    await refuseDirty(checkout.dir, source, cache);
    return await use(checkout.dir, checkout, cache);
  } finally {
    await rm(checkout.dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * A checkout with uncommitted changes under the benchmark directory (an edited ground truth, a
 * verifier, an untracked task file) would be scored as its commit: refused unless
 * allow-dirty-benchmark is true (then the report lists the changes as benchmark.dirty).
 */
async function refuseDirty(dir: string, source: BenchmarkSource, cache: CommandCache): Promise<void> {
  const { commit, dirty } = await cache.gitState(await realpath(dir).catch(() => dir));
  if (!dirty) return;
  const shown = dirty.paths.slice(0, 10).map(terminalText).join(', ');
  const what = `${dirty.count} uncommitted change(s) under it (${shown}${dirty.count > 10 ? ', …' : ''})`;
  if (source.allowDirty) {
    core.warning(
      `The benchmark checkout has ${what}; allow-dirty-benchmark is true, so it is scored as it is and the report lists them (benchmark.dirty).`,
    );
    return;
  }
  const where = source.kind === 'path' ? `benchmark-path ${terminalText(source.path)}` : 'the benchmark checkout';
  throw new InputError(
    `${where} has ${what}: the report would name commit ${commit ?? '(none)'} for files that are not that commit's. Commit or discard the changes, or set allow-dirty-benchmark: true to score the checkout as it is (the report then lists the changes).`,
  );
}
