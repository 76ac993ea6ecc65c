/**
 * What the intake of a submitted archive found, as plain data: the archive's facts, the form's
 * findings and how the form met the archive, or the refusal that stopped it. The CLI writes it
 * as intake.json beside the report; the issue review puts it in the review artifact and shows
 * it in the comment (views/intake.ts).
 */
import type { ArchiveFacts } from './intake.js';
import { z } from 'zod';
import { ConfigError, UsageError } from '../errors.js';
import { ArchiveError } from './errors.js';
import type { FormFinding, FormFindingCode } from '../submission/form.js';
import type { RouteRecord } from '../submission/route-limits.js';

const FORM_FINDING_CODES = [
  'body_too_large',
  'missing_field',
  'invalid_field',
  'unknown_field',
  'duplicate_field',
  'form_mismatch',
] as const satisfies readonly FormFindingCode[];

export const INTAKE_FILE = 'intake.json';

export interface IntakeRecord {
  archive: ArchiveFacts | null;
  form: { outcome: 'compared' | 'written' | 'skipped' | 'none'; findings: FormFinding[] };
  /**
   * Why nothing was scored: an archive refusal (its code), `form_unusable` (no archive URL or
   * sha256 in the form), or what stopped the review that is not the submission's doing:
   * `internal_error`, `benchmark_checkout`, `benchmark_config`, `input_error` (docs/issue-form.md).
   */
  error: { code: string; entry: string | null; message: string } | null;
  /** The issue route's limits that were on: who approved, and the runs counted (docs/workflows.md, "Limiting the issue route"). */
  limits?: RouteRecord;
}

/** intake.json as publish reads it from an untrusted artifact: bounded, every text length-capped. */
export const IntakeRecordSchema = z.strictObject({
  archive: z
    .strictObject({
      source: z.string().max(2000),
      fetched: z.boolean(),
      redirects: z.number().int().min(0).max(100),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      format: z.string().max(20),
      files: z.number().int().min(0),
      unpacked_bytes: z.number().int().min(0),
      stripped: z.string().max(300).nullable(),
    })
    .nullable(),
  form: z.strictObject({
    outcome: z.enum(['compared', 'written', 'skipped', 'none']),
    findings: z
      .array(
        z.strictObject({
          code: z.enum(FORM_FINDING_CODES),
          field: z.string().max(100).nullable(),
          message: z.string().max(2000),
        }),
      )
      .max(1000),
  }),
  error: z
    .strictObject({
      code: z.string().regex(/^[a-z_]{1,40}$/),
      entry: z.string().max(1000).nullable(),
      message: z.string().max(2000),
    })
    .nullable(),
  limits: z
    .strictObject({
      approval: z.strictObject({ label: z.string().max(50), by: z.string().max(100) }).nullable(),
      runs: z
        .strictObject({
          actor: z.string().max(100),
          count: z.number().int().min(1).max(100_000),
          cap: z.number().int().min(1).max(1000),
          window: z.literal('week').optional(),
          granted_by: z.string().max(100).optional(),
          next: z.string().max(30).optional(),
        })
        .nullable(),
    })
    .optional(),
});

export type IntakeFailure = NonNullable<IntakeRecord['error']>;

/**
 * The intake.json error for whatever stopped an intake or its scoring: an archive refusal by its
 * code; the benchmark's configuration or the command's usage by theirs; anything else as
 * `internal_error`, which says nothing about the submission (docs/issue-form.md). Our texts only,
 * the first line of the message and never a stack trace (intake.json and the comment are public).
 */
export function intakeFailure(err: unknown): IntakeFailure {
  if (err instanceof ArchiveError) return { code: err.code, entry: err.entry, message: err.message };
  const message = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 1500);
  if (err instanceof ConfigError)
    return {
      code: 'benchmark_config',
      entry: null,
      message: `the benchmark's configuration cannot be used: ${message}`,
    };
  if (err instanceof UsageError)
    return { code: 'input_error', entry: null, message: `the given settings cannot be used: ${message}` };
  return {
    code: 'internal_error',
    entry: null,
    message: `agent-eval stopped on an internal error (${message}); this says nothing about the submission`,
  };
}
