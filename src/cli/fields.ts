/** How the terminal names the settings core errors are about (core/errors.ts `Field`). */
import { usageMessage, type Field, UsageError } from '../core/errors.js';

export const FLAGS: Record<Field, string> = {
  benchmark: '--benchmark',
  run: '--run',
  suite: '--suite',
  task: '--task',
  shard: '--shard',
  submissions: '--submissions',
  partials: '--partials',
};

/** A usage error's message with its field named as a flag (`--suite nope: no such suite …`). */
export function cliMessage(err: UsageError, flags: Record<Field, string> = FLAGS): string {
  return usageMessage(err, (field) => flags[field]);
}
