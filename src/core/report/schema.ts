/**
 * `scores.json` (docs/report.md): plain data, the single source every view is rendered from.
 * The zod schema is the contract and generates the published JSON Schema.
 */
import { z } from 'zod';
import { pathNameSchema } from '../fs/path-name.js';
import { MAX_SPLIT_GLOB } from '../manifest/parts.js';
import { CheckpointSchema } from '../verifier/protocol.js';
import { SubmissionReviewSchema } from '../submission/review-schema.js';
import { keyedRecord } from '../util/record.js';
import { BenchmarkInfoSchema } from '../provenance/schema.js';

export const REPORT_VERSION = 1;

/** The first name given to two items of a list (items without a string name are the item schema's business). */
function repeatedName(items: readonly unknown[], key: string): string | null {
  const seen = new Set<string>();
  for (const item of items) {
    const name = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined;
    if (typeof name !== 'string') continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/**
 * A list of `item`s whose `key` (a name) is unique. The names are checked before the items: a
 * list that repeats one is refused without parsing any item (a forged report repeating one suite
 * thousands of times costs a scan, not a parse).
 */
export function uniqueList<T extends z.ZodType>(item: T, key: string, what: string) {
  return z
    .array(z.unknown())
    .refine((items) => repeatedName(items, key) === null, {
      error: (issue) => {
        const items = issue.input as unknown[];
        const name = repeatedName(items, key)!;
        const times = items.filter(
          (x) => typeof x === 'object' && x !== null && (x as Record<string, unknown>)[key] === name,
        ).length;
        return `${what} must be unique: ${times} are named ${JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name)}`;
      },
    })
    .pipe(z.array(item).describe(`${what} are unique`));
}

export const ErrorEntrySchema = z.strictObject({
  task: z.string().nullable().describe('catalog task, when known'),
  record: z.string().nullable().describe('file inside the trial directory, when the error is about one'),
  stage: z
    .enum(['discovery', 'record', 'identity', 'verifier', 'metric', 'judge', 'merge', 'report'])
    .describe(
      'merge: agent-eval merge found the partial reports incomplete or inconsistent; report: a part of the report could not be written as computed',
    ),
  message: z.string(),
});

/**
 * An error as a scorer gives it and a partial report keeps it: `metric` names the metric it
 * withholds, when it is an error of that metric only. A report never lists such an error among
 * the trial's errors: it is in the metric's `withheld` (docs/metrics.md).
 */
export const TrialErrorEntrySchema = ErrorEntrySchema.extend({
  metric: z
    .string()
    .optional()
    .describe(
      'the metric this error withholds (with its observed_ twin): an error of that metric, not of the trial; absent for an error of the trial (docs/metrics.md)',
    ),
});

const WithheldReasonSchema = z.strictObject({
  task: z.string().nullable().describe('the task whose input the metric cannot use, when the error is about one'),
  record: z.string().nullable().describe('file inside the trial directory, when the error is about one'),
  message: z.string(),
});

export const IgnoredEntrySchema = z
  .strictObject({
    path: z.string().describe('the entry, relative to the run directory (a directory ends in /)'),
    missed: z
      .string()
      .describe('the rule it matches none of: suite directories, trial_pattern, records glob, case ids'),
    nearest: z.string().nullable().describe('the rule it almost matched, when one is near'),
    hint: z.string().describe('how it differs, and what to change'),
  })
  .describe('an entry of the run that nothing reads (docs/run-layout.md)');

/** How many entries of the run that hashing left out a report lists (`not_hashed.count` has them all). */
export const MAX_NOT_HASHED = 100;

const NotHashedEntrySchema = z
  .strictObject({
    path: z
      .string()
      .describe('the entry, relative to the run directory; for not_listed, the directory where the listing stopped'),
    why: z
      .enum(['file_bound', 'run_bound', 'hard_links', 'special', 'unreadable', 'not_listed'])
      .describe(
        'file_bound: over the bytes hashed per file; run_bound: the files before it (in path order) and it are over the bytes hashed per run; hard_links: a regular file with more than one hard link; special: a FIFO, socket or device; unreadable: it cannot be read (a name that is not valid UTF-8, a directory that cannot be listed or is too deep, an error on opening); not_listed: the run has more entries than are listed',
      ),
    size: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('its size in bytes as listed (lstat), for a regular file; null otherwise'),
    bound: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe(
        'the bound it is over: bytes per file (file_bound), bytes per run (run_bound), entries listed (not_listed); null otherwise',
      ),
    message: z.string(),
  })
  .describe('an entry of the run whose content no checksum or shard digest covers (docs/sharding.md)');

export const NotHashedSchema = z
  .strictObject({
    count: z.number().int().min(1).describe('how many entries hashing left out'),
    entries: z
      .array(NotHashedEntrySchema)
      .min(1)
      .max(MAX_NOT_HASHED)
      .describe(`the first ${MAX_NOT_HASHED} of them, in path order`),
  })
  .describe(
    "entries of the run whose content hashing (a shard's files digest, submission.yml's checksums) leaves out, each with its size and the bound; absent when there are none and in reports written before it existed (docs/sharding.md)",
  );

export const VerdictSchema = z.strictObject({
  task: z.string(),
  record: z.string().nullable(),
  status: z.enum(['success', 'failure', 'error']),
  success: z.boolean().nullable(),
  message: z.string().nullable(),
  checkpoints: z.array(CheckpointSchema).nullable(),
  error: z.string().nullable(),
  details: z
    .record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()]))
    .describe('kind-specific per-task values'),
});

export const MetricSchema = z.strictObject({
  value: z.number().nullable().describe('null when the metric may not be published (see note and withheld)'),
  method: z.string(),
  label: z.string().optional(),
  note: z.string().optional(),
  historical_implementation_reproduced: z.boolean().optional(),
  judges: z.array(z.strictObject({ model: z.string(), endpoint: z.string() })).optional(),
  source: z
    .string()
    .optional()
    .describe('where the figure comes from, when it depends on outside input (CCE: judge or saved_judge_records)'),
  withheld: z
    .array(WithheldReasonSchema)
    .min(1)
    .optional()
    .describe(
      "the errors of this metric that withhold it (value null): an input of this metric alone cannot be used (e.g. a verifier message PSR cannot read); the trial's verdicts and its other metrics stand; absent when there are none (docs/metrics.md)",
    ),
});

export const CceTaskSchema = z.strictObject({
  task: z.string(),
  status: z
    .enum(['judged', 'failed_task', 'no_actions', 'pending'])
    .describe(
      'failed_task: the verifier failed the task, CCE 0 without asking; no_actions: success with no actions, CCE 0',
    ),
  trajectory_sha256: z.string().nullable(),
  cached: z.boolean().describe('the judgement came from --cce-cache: no request was made'),
  T: z.number().int().nullable().describe('|T|: the number of non-empty actions'),
  C: z.array(z.number().int()).nullable().describe('ids (1-based positions in T) of the causally contributing actions'),
  cce: z.number().nullable(),
  per_agent: keyedRecord(
    z.string(),
    z.strictObject({ actions: z.number().int(), contributing: z.number().int(), share: z.number() }),
  ).nullable(),
  answers: z
    .array(z.strictObject({ step: z.enum(['terminal', 'round']), round: z.number().nullable(), answer: z.string() }))
    .describe('raw judge answers, bounded'),
  pending: z.string().nullable().describe('why the CCE of this task is pending'),
});

export const CceTrialSchema = z
  .strictObject({
    source: z.enum(['judge', 'saved_judge_records', 'none']),
    judge: z.strictObject({ model: z.string(), endpoint_host: z.string().nullable(), protocol: z.string() }).nullable(),
    requests: z.number().int().describe('HTTP requests this trial made to the judge'),
    tasks: z.array(CceTaskSchema),
  })
  .describe(
    'CCE computed by agent-eval with an LLM judge (backward tracing); absent when CCE came from saved records only',
  );

export const CoverageSchema = z.strictObject({
  expected: z.number().int(),
  scored: z.number().int(),
  missing_tasks: z.array(z.string()),
  errors: z.number().int(),
});

const TrialSchema = z.strictObject({
  name: pathNameSchema('a trial name'),
  path: z.string().describe('trial directory relative to the run directory'),
  valid: z.boolean(),
  final: z.boolean(),
  coverage: CoverageSchema,
  pending: z.array(z.strictObject({ task: z.string(), what: z.string() })),
  errors: z.array(ErrorEntrySchema),
  metrics: z.record(z.string(), MetricSchema),
  verdicts: uniqueList(VerdictSchema, 'task', "the tasks of a trial's verdicts"),
  cce: CceTrialSchema.optional(),
});

const Fractions = z.record(z.string(), z.number());

const ReliabilitySchema = z
  .strictObject({
    method: z
      .string()
      .describe(
        'pass_k_unbiased_v1: per task with c successes in n trials, pass^k = C(c,k)/C(n,k) and pass@k = 1 − C(n−c,k)/C(n,k), averaged over tasks',
      ),
    source: z.string().describe('where the success outcomes come from'),
    final: z
      .boolean()
      .describe(
        'every task has exactly one valid verdict in each of the n trials, there are no errors, and n is the expected number of trials',
      ),
    n_trials: z.number().int().describe('n: the number of trials'),
    expected_trials: z.number().int().nullable(),
    tasks: z.number().int().describe('tasks with a valid verdict in all n trials: every figure is computed over these'),
    expected_tasks: z.number().int(),
    pass_hat_k: Fractions.describe(
      'k (1..n) -> pass^k, a fraction in [0, 1] rounded half up to 6 decimals from the exact value',
    ),
    pass_at_k: Fractions.describe(
      'k (1..n) -> pass@k, a fraction in [0, 1] rounded half up to 6 decimals from the exact value',
    ),
    exact: z
      .strictObject({
        pass_hat_k: z.record(z.string(), z.string()),
        pass_at_k: z.record(z.string(), z.string()),
      })
      .describe('the same figures as exact fractions "p/q" in lowest terms'),
    trials: z
      .array(
        z.strictObject({
          name: z.string(),
          tasks: z.number().int(),
          successes: z.number().int(),
          success_rate: z.number().nullable(),
          wilson_95: z
            .strictObject({ low: z.number(), high: z.number() })
            .nullable()
            .describe('95% Wilson score interval of the success rate'),
        }),
      )
      .describe('per trial, over the counted tasks'),
    mean_success_rate: z.number().nullable().describe('mean of the per-trial success rates (equals pass^1)'),
    success_rate_stderr: z
      .number()
      .nullable()
      .describe('standard error of that mean: sample standard deviation of the per-trial rates / √n; null when n < 2'),
    flips: z
      .strictObject({
        count: z.number().int(),
        tasks: z.array(
          z.strictObject({
            task: z.string(),
            successes: z.number().int(),
            outcomes: z.array(z.boolean()).describe('success per trial, in trial order'),
          }),
        ),
      })
      .describe('counted tasks that succeed in some trials and fail in others'),
    incomplete_tasks: z
      .array(z.strictObject({ task: z.string(), valid_trials: z.number().int() }))
      .describe('tasks left out: fewer than n valid verdicts'),
    notes: z.array(z.string()).describe('why the figures are not final, if they are not'),
  })
  .describe('reliability across trials (docs/reliability.md)');

/**
 * One trial seen through a split: the same verdicts, restricted to the split's tasks (they are
 * not repeated here: they are the trial's). Coverage, `valid`, `final` and metrics are computed
 * by the same functions as the trial's own, over that subset (report/splits.ts).
 */
const SplitTrialSchema = z.strictObject({
  name: z.string().describe("the trial's name (as in the suite's trials)"),
  valid: z.boolean().describe('no error of the trial concerns a task of the split or no task at all'),
  final: z.boolean(),
  coverage: CoverageSchema.describe(
    "over the split's expected tasks; errors: those of the split's tasks and those tied to no task",
  ),
  metrics: z.record(z.string(), MetricSchema),
});

const HeldOutSchema = z
  .strictObject({
    decimals: z
      .number()
      .int()
      .min(0)
      .max(6)
      .describe('the decimals its headline figures are published with, as percentages'),
    redacted: z
      .boolean()
      .describe(
        'true: this is the public report, without the details of the held-out tasks (they are in the private report)',
      ),
  })
  .describe('the tasks are held out (docs/held-out.md); absent otherwise');

const SplitReportSchema = z
  .strictObject({
    name: z.string(),
    match: z
      .union([z.string().max(MAX_SPLIT_GLOB), z.array(z.string())])
      .describe('the task-key glob or the list of task keys, as the manifest declares it'),
    tasks: z.number().int().describe('expected tasks of the suite that are in the split'),
    valid: z.boolean(),
    final: z.boolean(),
    trials: uniqueList(SplitTrialSchema, 'name', 'the trial names of a split'),
    reliability: ReliabilitySchema.describe("across the suite's trials, over the split's tasks"),
    held_out: HeldOutSchema.optional(),
  })
  .describe("a split of a suite (docs/splits.md): a view over the suite's verdicts");

const SuiteReportSchema = z.strictObject({
  name: pathNameSchema('a suite name'),
  kind: z.string(),
  tasks_from: z.string().describe("where the suite's tasks come from in the benchmark (task glob or cases directory)"),
  valid: z.boolean(),
  final: z.boolean(),
  expected_trials: z.number().int().nullable(),
  notes: z.array(z.string()),
  errors: z.array(ErrorEntrySchema),
  trials: uniqueList(TrialSchema, 'name', 'the trial names of a suite'),
  reliability: ReliabilitySchema.optional().describe(
    "across the suite's trials; absent only in reports written before it existed",
  ),
  ignored: z
    .array(IgnoredEntrySchema)
    .optional()
    .describe("entries of the suite's directory that nothing reads; absent when there are none"),
  publish: z
    .literal(false)
    .optional()
    .describe(
      "the manifest marks the suite `publish: false`: its own figures are not headline figures, only its splits' are; absent otherwise",
    ),
  splits: uniqueList(SplitReportSchema, 'name', 'the split names of a suite')
    .optional()
    .describe('the splits the manifest declares, in its order; absent when it declares none'),
  held_out: HeldOutSchema.optional(),
});

export { BenchmarkInfoSchema } from '../provenance/schema.js';

export const ReportSchema = z.strictObject({
  report_version: z.literal(REPORT_VERSION),
  tool: z.strictObject({ name: z.string(), version: z.string() }),
  benchmark: BenchmarkInfoSchema,
  submission: z.strictObject({
    path: z.string(),
    metadata: keyedRecord(z.string(), z.unknown()).nullable(),
    review: SubmissionReviewSchema.optional().describe(
      'the review of submission.yml; absent only in reports written before it existed',
    ),
  }),
  status: z.enum(['final', 'not_final', 'invalid']),
  valid: z.boolean(),
  final: z.boolean(),
  suites: uniqueList(SuiteReportSchema, 'name', 'the suite names of a report'),
  ignored: z
    .array(IgnoredEntrySchema)
    .optional()
    .describe("entries at the top of the run that are no suite's directory; absent when there are none"),
  not_hashed: NotHashedSchema.optional(),
  errors: z
    .array(ErrorEntrySchema)
    .optional()
    .describe(
      'errors of the report itself (stage report): parts that could not be written as computed and were replaced; absent when there are none',
    ),
});

export type ErrorEntry = z.infer<typeof ErrorEntrySchema>;
export type TrialErrorEntry = z.infer<typeof TrialErrorEntrySchema>;
export type Verdict = z.infer<typeof VerdictSchema>;
export type IgnoredEntry = z.infer<typeof IgnoredEntrySchema>;
export type NotHashed = z.infer<typeof NotHashedSchema>;
export type NotHashedEntry = z.infer<typeof NotHashedEntrySchema>;
export type Metric = z.infer<typeof MetricSchema>;
export type WithheldReason = z.infer<typeof WithheldReasonSchema>;
export type TrialReport = z.infer<typeof TrialSchema>;
export type SuiteReport = z.infer<typeof SuiteReportSchema>;
export type SplitReport = z.infer<typeof SplitReportSchema>;
export type SplitTrial = z.infer<typeof SplitTrialSchema>;
export type CceTask = z.infer<typeof CceTaskSchema>;
export type CceTrial = z.infer<typeof CceTrialSchema>;
export type Reliability = z.infer<typeof ReliabilitySchema>;
export type Report = z.infer<typeof ReportSchema>;
export type HeldOut = z.infer<typeof HeldOutSchema>;
