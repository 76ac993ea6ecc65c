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

/** Untrusted text (file and submission names) for a log line: no control characters, so no line breaks and no workflow commands. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
}
