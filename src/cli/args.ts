/** Command-line parsing with node's parseArgs; every mistake is a UsageError (exit 2). */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../core/errors.js';

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    return parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
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

/** A plain decimal number (no hex, exponent, or empty string: what a person types). */
export function decimal(flag: string, text: string): number {
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(text.trim())) throw new UsageError(`${flag} ${text}: not a number`);
  return Number(text);
}

/** `--confidence`: a fraction strictly between 0 and 1 (default 0.95). */
export function confidenceFlag(text: string | undefined): number {
  const confidence = text === undefined ? 0.95 : decimal('--confidence', text);
  if (!(confidence > 0 && confidence < 1))
    throw new UsageError(`--confidence ${text}: a fraction strictly between 0 and 1, such as 0.95`);
  return confidence;
}

/**
 * `--python PATH`: the Python verifiers run with (docs/verifiers.md, "Verifier dependencies"). A
 * path is made absolute (never resolved through its links: a venv's python is a link to the base
 * interpreter, and only its own path selects the venv); a bare name is looked up on PATH.
 */
export function pythonFlag(value: string | undefined): { python?: string } {
  if (value === undefined) return {};
  if (value === '') throw new UsageError('--python: give the path of a Python interpreter, such as .venv/bin/python');
  if (!/[\\/]/.test(value)) return { python: value };
  const python = path.resolve(value);
  const info = statSync(python, { throwIfNoEntry: false });
  if (!info?.isFile()) throw new UsageError(`--python ${value}: ${info ? 'not a file' : 'no such file'}`);
  return { python };
}
