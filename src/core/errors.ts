/**
 * Errors that stop a whole command. Everything that concerns one record is never thrown:
 * it becomes an error entry on that record in the report.
 */

/** Bad command-line usage or a missing input directory (CLI exit code 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A benchmark that cannot be scored against: bad manifest, catalog or GT config (exit code 2). */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
  }
}

/** The message of anything thrown, for error entries. */
export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
