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

const Fractions = z.record(z.string(), z.number());

export const ReliabilitySchema = z
  .strictObject({
    method: z.string().describe('pass_k_unbiased_v1: per task with c successes in n trials, pass^k = C(c,k)/C(n,k) and pass@k = 1 − C(n−c,k)/C(n,k), averaged over tasks'),
    source: z.string().describe('where the success outcomes come from'),
    final: z.boolean().describe('every task has exactly one valid verdict in each of the n trials, there are no errors, and n is the expected number of trials'),
    n_trials: z.number().int().describe('n: the number of trials'),
    expected_trials: z.number().int().nullable(),
    tasks: z.number().int().describe('tasks with a valid verdict in all n trials: every figure is computed over these'),
    expected_tasks: z.number().int(),
    pass_hat_k: Fractions.describe('k (1..n) -> pass^k, a fraction in [0, 1] rounded half up to 6 decimals from the exact value'),
    pass_at_k: Fractions.describe('k (1..n) -> pass@k, a fraction in [0, 1] rounded half up to 6 decimals from the exact value'),
    exact: z.strictObject({
      pass_hat_k: z.record(z.string(), z.string()),
      pass_at_k: z.record(z.string(), z.string()),
    }).describe('the same figures as exact fractions "p/q" in lowest terms'),
    trials: z
      .array(
        z.strictObject({
          name: z.string(),
          tasks: z.number().int(),
          successes: z.number().int(),
          success_rate: z.number().nullable(),
          wilson_95: z.strictObject({ low: z.number(), high: z.number() }).nullable().describe('95% Wilson score interval of the success rate'),
        }),
      )
      .describe('per trial, over the counted tasks'),
    mean_success_rate: z.number().nullable().describe('mean of the per-trial success rates (equals pass^1)'),
    success_rate_stderr: z.number().nullable().describe('standard error of that mean: sample standard deviation of the per-trial rates / √n; null when n < 2'),
    flips: z.strictObject({
      count: z.number().int(),
      tasks: z.array(z.strictObject({ task: z.string(), successes: z.number().int(), outcomes: z.array(z.boolean()).describe('success per trial, in trial order') })),
    }).describe('counted tasks that succeed in some trials and fail in others'),
    incomplete_tasks: z.array(z.strictObject({ task: z.string(), valid_trials: z.number().int() })).describe('tasks left out: fewer than n valid verdicts'),
    notes: z.array(z.string()).describe('why the figures are not final, if they are not'),
  })
  .describe('reliability across trials (DESIGN 5)');

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
  reliability: ReliabilitySchema.optional().describe('across the suite\'s trials; absent only in reports written before it existed'),
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
export type Reliability = z.infer<typeof ReliabilitySchema>;
export type Report = z.infer<typeof ReportSchema>;
