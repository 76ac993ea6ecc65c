/**
 * What the report says about submission.yml (`report.submission.review`), and what a shard
 * carries of it to `merge` (`SubmissionInput`): the checks that need the scores (benchmark,
 * trials, claimed scores) run when the report is built, after merging in a sharded run.
 */
import { z } from 'zod';
import { DeclaredSchema } from './schema.js';

const FINDING_CODES = [
  'submission_file_missing',
  'submission_file_invalid',
  'missing_field',
  'sha_not_quoted',
  'referenced_file_missing',
  'benchmark_repository_mismatch',
  'benchmark_revision_mismatch',
  'trial_count_mismatch',
  'checksum_mismatch',
  'claimed_score_mismatch',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export const CHECKS = [
  'file',
  'fields',
  'benchmark_repository',
  'benchmark_revision',
  'trial_count',
  'checksums',
  'claimed_scores',
] as const;
export type CheckName = (typeof CHECKS)[number];

const FindingSchema = z.strictObject({
  code: z.enum(FINDING_CODES),
  severity: z
    .enum(['error', 'warning'])
    .describe(
      'error: the report is invalid (an unusable submission.yml, a checksum mismatch); warning: shown, validity unchanged',
    ),
  field: z.string().nullable().describe('the field of submission.yml concerned, e.g. trials.count'),
  path: z.string().nullable().describe('the run file concerned, relative to the run directory'),
  message: z.string(),
});

const CheckSchema = z.strictObject({
  check: z.enum(CHECKS),
  status: z.enum(['passed', 'warning', 'error', 'skipped']),
  detail: z.string(),
});

const ClaimInputSchema = z.strictObject({
  suite: z.string(),
  trial: z.string().nullable().describe("null: the mean over the suite's trials"),
  metric: z.string(),
  claimed: z.number(),
  tolerance: z
    .number()
    .describe(
      "half a unit in the last decimal place the claim is written with (at most 4 counted), plus 0.0001 for the report's own rounding",
    ),
});

const ClaimSchema = ClaimInputSchema.extend({
  rescored: z
    .number()
    .nullable()
    .describe(
      'the value in this report (a suite claim: the mean over its trials, rounded to 4 decimals); null when withheld or not found',
    ),
  observed: z.number().nullable().describe('when the metric is withheld: the observed value, if there is one'),
  status: z.enum(['match', 'mismatch', 'withheld', 'not_found']),
});

const ChecksumsSchema = z.strictObject({
  listed: z.number().int().describe('files listed in submission.yml'),
  verified: z.number().int().describe('listed files present in the run with the listed sha256'),
  run_files: z.number().int().describe('regular files in the run, submission.yml excepted'),
});

const common = {
  file: z.string().nullable().describe('submission.yml when the run directory has one, else null'),
  sha256: z.string().nullable().describe('sha256 of submission.yml'),
  declared: DeclaredSchema.nullable().describe(
    'what submission.yml declares, its files map excepted; null when absent or unusable',
  ),
  checksums: ChecksumsSchema.nullable().describe('null when the checksums were not checked'),
};

/** A shard's reading of submission.yml and the run's files, carried in the partial report. */
export const SubmissionInputSchema = z.strictObject({
  ...common,
  checks: z.array(CheckSchema).describe('the checks done when reading: file, fields, checksums'),
  claims: z.array(ClaimInputSchema),
  findings: z.array(FindingSchema),
});

export const SubmissionReviewSchema = z
  .strictObject({
    ...common,
    valid: z.boolean().describe('no finding is an error'),
    checks: z.array(CheckSchema).describe('every check, in a fixed order'),
    claims: z.array(ClaimSchema).describe('each claimed score against the rescored value'),
    findings: z.array(FindingSchema).describe('what the review found, errors first'),
  })
  .describe('the review of submission.yml (docs/submission.md)');

export type Finding = z.infer<typeof FindingSchema>;
export type Check = z.infer<typeof CheckSchema>;
export type ClaimInput = z.infer<typeof ClaimInputSchema>;
export type Claim = z.infer<typeof ClaimSchema>;
export type SubmissionInput = z.infer<typeof SubmissionInputSchema>;
export type SubmissionReview = z.infer<typeof SubmissionReviewSchema>;
