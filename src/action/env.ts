/** What every mode gets from the runner, and the one way untrusted text reaches a log line. */
import * as core from '@actions/core';
import type { RunContext } from '../github/context.js';
import type { Log } from '../github/octokit.js';
import type { RetryPolicy } from '../core/util/backoff.js';

export interface ActionEnv {
  ctx: RunContext;
  policy: RetryPolicy;
  log: Log;
}

export const log: Log = { info: (m: string) => core.info(m), warning: (m: string) => core.warning(m) };
