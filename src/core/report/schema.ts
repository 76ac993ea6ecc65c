/**
 * `scores.json` (DESIGN 6): plain data, the single source every view is rendered from.
 * The zod schema is the contract and generates the published JSON Schema.
 */
import { z } from 'zod';
import { CheckpointSchema } from '../verifier/protocol.js';

export const REPORT_VERSION = 1;

export const ErrorEntrySchema = z.strictObject({
  task: z.string().nullable().describe('catalog task, when known'),
  record: z.string().nullable().describe('file inside the trial directory, when the error is about one'),
  stage: z.enum(['discovery', 'record', 'identity', 'verifier', 'metric', 'judge']),
  message: z.string(),
});

export const VerdictSchema = z.strictObject({
  task: z.string(),
  record: z.string().nullable(),
  status: z.enum(['success', 'failure', 'error']),
  success: z.boolean().nullable(),
  message: z.string().nullable(),
  checkpoints: z.array(CheckpointSchema).nullable(),
  error: z.string().nullable(),
  details: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])).describe('kind-specific per-task values'),
});

export const MetricSchema = z.strictObject({
  value: z.number().nullable().describe('null when the metric may not be published (see note)'),
  method: z.string(),
  label: z.string().optional(),
  note: z.string().optional(),
  historical_implementation_reproduced: z.boolean().optional(),
  judges: z.array(z.strictObject({ model: z.string(), endpoint: z.string() })).optional(),
});

export const CoverageSchema = z.strictObject({
  expected: z.number().int(),
  scored: z.number().int(),
  missing_tasks: z.array(z.string()),
  errors: z.number().int(),
});

export const TrialSchema = z.strictObject({
  name: z.string(),
  path: z.string().describe('trial directory relative to the run directory'),
  valid: z.boolean(),
  final: z.boolean(),
  coverage: CoverageSchema,
  pending: z.array(z.strictObject({ task: z.string(), what: z.string() })),
  errors: z.array(ErrorEntrySchema),
  metrics: z.record(z.string(), MetricSchema),
  verdicts: z.array(VerdictSchema),
});

export const SuiteReportSchema = z.strictObject({
  name: z.string(),
  kind: z.string(),
  tasks_from: z.string().describe("where the suite's tasks come from in the benchmark (task glob or cases directory)"),
  valid: z.boolean(),
  final: z.boolean(),
  expected_trials: z.number().int().nullable(),
  notes: z.array(z.string()),
  errors: z.array(ErrorEntrySchema),
  trials: z.array(TrialSchema),
});

export const ReportSchema = z.strictObject({
  report_version: z.literal(REPORT_VERSION),
  tool: z.strictObject({ name: z.string(), version: z.string() }),
  benchmark: z.strictObject({
    name: z.string(),
    repository: z.string().nullable(),
    commit: z.string().nullable(),
    manifest_sha256: z.string(),
  }),
  submission: z.strictObject({
    path: z.string(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
  }),
  status: z.enum(['final', 'not_final', 'invalid']),
  valid: z.boolean(),
  final: z.boolean(),
  suites: z.array(SuiteReportSchema),
});

export type ErrorEntry = z.infer<typeof ErrorEntrySchema>;
export type Verdict = z.infer<typeof VerdictSchema>;
export type Metric = z.infer<typeof MetricSchema>;
export type Coverage = z.infer<typeof CoverageSchema>;
export type TrialReport = z.infer<typeof TrialSchema>;
export type SuiteReport = z.infer<typeof SuiteReportSchema>;
export type Report = z.infer<typeof ReportSchema>;
