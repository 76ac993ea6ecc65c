/**
 * The partial report one shard writes (`score --shard i/n`): the raw material of its units
 * (verdicts, errors, pending items, CCE judgements, metric inputs), never metrics, never final.
 * `merge` turns a complete set of them into the report one unsharded run would have written.
 */
import { z } from 'zod';
import { derived, kindNames } from '../kinds/registry.js';
import {
  CceTrialSchema,
  ErrorEntrySchema,
  TrialErrorEntrySchema,
  IgnoredEntrySchema,
  NotHashedSchema,
  ReportSchema,
  uniqueList,
  VerdictSchema,
} from '../report/schema.js';
import { BenchmarkInfoSchema } from '../provenance/schema.js';
import { SubmissionInputSchema } from '../submission/review-schema.js';
import { MAX_SHARDS } from './partition.js';
import { keyedRecord } from '../util/record.js';

export const PARTIAL_REPORT_VERSION = 1;
export const PARTIAL_FILE = 'partial.json';

const PartialTrialSchema = z.strictObject({
  name: z.string(),
  path: z.string(),
  units: z.array(z.string()).describe('the expected tasks of this trial that belong to this shard'),
  verdicts: z.array(VerdictSchema),
  errors: z.array(TrialErrorEntrySchema),
  pending: z.array(z.strictObject({ task: z.string(), what: z.string() })),
  metric_context: z.strictObject({
    judges: z.array(z.strictObject({ model: z.string(), endpoint: z.string() })).optional(),
    cce_source: z.enum(['judge', 'saved_judge_records', 'none', 'imported']).optional(),
    outcome_source: z
      .string()
      .optional()
      .describe('outcomes agent-eval did not verify (an import): where they come from'),
  }),
  cce: CceTrialSchema.optional(),
});

const partialSuiteSchema = derived(() =>
  z.strictObject({
    name: z.string(),
    kind: z.enum(kindNames()),
    tasks_from: z.string(),
    expected_trials: z.number().int().nullable(),
    config: z.unknown().describe("the suite's section of agent-eval.yml, as validated (the metrics depend on it)"),
    discovered: z.boolean(),
    expected_tasks: z.array(z.string()),
    notes: z.array(z.string()),
    errors: z.array(ErrorEntrySchema).describe("the suite's own errors: in shard 1 only"),
    trials: uniqueList(PartialTrialSchema, 'name', 'the trial names of a suite'),
    ignored: z
      .array(IgnoredEntrySchema)
      .optional()
      .describe("entries of the suite's directory that nothing reads (the same in every shard)"),
  }),
);

/** A partial report; the kinds are those registered (kinds/registry.ts). */
export const partialReportSchema = derived(() =>
  z.strictObject({
    partial_report_version: z.literal(PARTIAL_REPORT_VERSION),
    final: z.literal(false),
    shard: z.strictObject({
      index: z.number().int().min(1).max(MAX_SHARDS),
      count: z.number().int().min(1).max(MAX_SHARDS),
      method: z.string(),
    }),
    tool: ReportSchema.shape.tool,
    benchmark: BenchmarkInfoSchema,
    submission: z.strictObject({
      path: z.string(),
      metadata: keyedRecord(z.string(), z.unknown()).nullable(),
      files_sha256: z.string(),
      review_input: SubmissionInputSchema.optional().describe(
        'submission.yml as read by this shard; merge finishes its review',
      ),
    }),
    suites: uniqueList(partialSuiteSchema(), 'name', 'the suite names of a partial report'),
    ignored: z
      .array(IgnoredEntrySchema)
      .optional()
      .describe("entries at the top of the run that are no suite's directory"),
    not_hashed: NotHashedSchema.optional().describe(
      'entries of the run whose content the files digest leaves out (the same in every shard of one run)',
    ),
  }),
);

export type PartialReport = z.infer<ReturnType<typeof partialReportSchema>>;
export type PartialTrial = z.infer<typeof PartialTrialSchema>;

export function serializePartial(partial: PartialReport): string {
  return `${JSON.stringify(partialReportSchema().parse(partial), null, 2)}\n`;
}
