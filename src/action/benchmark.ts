/** The benchmark a mode scores against: an existing checkout, or one fetched at a pinned ref and removed afterwards. */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { checkoutBenchmark, type Checkout } from '../github/checkout.js';
import type { BenchmarkSource } from './inputs.js';
import type { ActionEnv } from './env.js';

export async function withBenchmark<T>(source: BenchmarkSource, env: ActionEnv, use: (dir: string, checkout: Checkout | null) => Promise<T>): Promise<T> {
  if (source.kind === 'path') return use(path.resolve(source.path), null);
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
    return await use(checkout.dir, checkout);
  } finally {
    await rm(checkout.dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
