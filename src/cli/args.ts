/** Command-line parsing with node's parseArgs; every mistake is a UsageError (exit 2). */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../core/errors.js';

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** What a command prints on stdout: the terminal view (default), summary.md's markdown, or the JSON it wrote. */
export const OUTPUT_FORMATS = ['text', 'markdown', 'json'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export function outputFormat(value: string | undefined): OutputFormat {
  const format = (value ?? 'text') as OutputFormat;
  if (!OUTPUT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${OUTPUT_FORMATS.join(', ')}`);
  return format;
}

export function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`${flag} is required`);
  return value;
}
