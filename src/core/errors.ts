/**
 * Errors that stop a whole command. Everything that concerns one record is never thrown:
 * it becomes an error entry on that record in the report.
 */

/**
 * The settings a usage error can be about. The core speaks no adapter's language: each adapter
 * names a field in its own terms (the CLI `--suite`, the action its `suites` input).
 */
export type Field = 'benchmark' | 'run' | 'suite' | 'task' | 'shard' | 'submissions' | 'partials';

/** Bad usage or a missing input directory (CLI exit code 2). */
export class UsageError extends Error {
  override name = 'UsageError';
  /**
   * `field`: the setting the problem is about, and `value` what was given for it. The message
   * names the field by its id (`suite nope: no such suite …`); adapters name it with `usageMessage`.
   */
  constructor(
    readonly problem: string,
    readonly field?: Field,
    readonly value?: string,
  ) {
    super(field === undefined ? problem : `${field}${value === undefined ? '' : ` ${value}`}: ${problem}`);
  }
}

/** A usage error's message, its field named as the adapter calls it (`--suite nope: …`). */
export function usageMessage(err: UsageError, nameOf: (field: Field) => string): string {
  if (err.field === undefined) return err.message;
  return `${nameOf(err.field)}${err.value === undefined ? '' : ` ${err.value}`}: ${err.problem}`;
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
