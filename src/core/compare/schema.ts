/**
 * `compare.json` (docs/compare.md): the paired comparison of arms against a baseline, plain
 * data that compare.md and compare.csv are rendered from. The zod schema is the contract and
 * generates the published JSON Schema (`agent-eval schema compare`).
 */
import { z } from 'zod';
import {
  comparedMetricNames,
  comparedMetrics,
  comparedUnits,
  listText,
  metricNames,
  successNames,
} from '../kinds/metrics.js';
import { derived } from '../kinds/registry.js';
import { BenchmarkInfoSchema } from '../provenance/schema.js';

export const COMPARE_VERSION = 1;
export const DIFFERENCE_METHOD = 'paired_t_interval_over_tasks_v1';

const VERDICTS = ['non-inferior', 'inferior', 'inconclusive'] as const;
export type NonInferiorityVerdict = (typeof VERDICTS)[number];

const Interval = z.strictObject({ low: z.number(), high: z.number() });

const ArmSchema = z.strictObject({
  label: z.string().describe('how the views name the arm (the argument as given)'),
  report_sha256: z
    .string()
    .describe('sha256 of the report as read (its canonical JSON): two arms with the same digest are copies'),
  tool: z.strictObject({ name: z.string(), version: z.string() }),
  benchmark: BenchmarkInfoSchema.describe("the report's benchmark, as the report has it"),
  submission: z.string().describe("the report's submission path"),
  status: z.enum(['final', 'not_final', 'invalid']).describe("the report's status"),
});

const ExactTestSchema = z.strictObject({
  method: z.literal('exact_mcnemar_two_sided_v1'),
  improved: z.number().int().describe('tasks the arm succeeds on and the baseline fails'),
  regressed: z.number().int().describe('tasks the baseline succeeds on and the arm fails'),
  discordant: z.number().int(),
  p_value: z
    .number()
    .describe('two-sided: min(1, 2·P(X ≤ min(improved, regressed))), X ~ Binomial(discordant, ½); 6 decimals'),
  p_exact: z.string().describe('the p-value as an exact fraction "p/q"'),
});

/** `SR % of trajectory and output suites, accuracy % of table suites`. */
const successText = () =>
  successNames()
    .map((n) => `${n.name} % of ${listText(n.kinds)} suites`)
    .join(', ');

/** compare.json's names of the metrics in points: `success and PSR`. */
const pointMetrics = () =>
  comparedMetrics()
    .filter((m) => m.unit === 'points')
    .map((m) => m.metric);

/** The schemas of compare.json, built from the kinds' metrics (kinds/metrics.ts). */
const schemas = derived(() => {
  const metricEnum = z.enum(comparedMetricNames());
  const MetricComparisonSchema = z.strictObject({
    metric: metricEnum.describe(`success: the success verdicts (${successText()})`),
    title: z.string().describe(listText(metricNames(), 'or')),
    unit: z
      .enum(comparedUnits())
      .describe(`points: percentage points (${listText(pointMetrics())}); CCE on its own 0..1 scale`),
    better: z.enum(['higher', 'lower']),
    available: z.boolean().describe('both arms have the per-task value on every paired task'),
    note: z.string().nullable().describe('why the metric is not available, or what limits it'),
    tasks: z.number().int().describe('paired tasks the figures are over'),
    baseline_mean: z
      .number()
      .nullable()
      .describe('mean over the paired tasks of the per-task mean over the baseline trials'),
    arm_mean: z.number().nullable(),
    difference: z.number().nullable().describe('arm − baseline: mean of the per-task differences (4 decimals)'),
    stderr: z
      .number()
      .nullable()
      .describe('sample standard deviation of the per-task differences / √tasks; null with fewer than 2 tasks'),
    df: z.number().int().nullable().describe('degrees of freedom of the t interval: tasks − 1'),
    interval: Interval.nullable().describe(
      'difference ± t(1 − (1 − confidence)/2, df) · stderr, bounds rounded to 4 decimals',
    ),
    counts: z
      .strictObject({
        improved: z.number().int().describe('tasks where the arm is better than the baseline'),
        regressed: z.number().int().describe('tasks where the arm is worse'),
        tied: z.number().int().describe('tasks where both are equal'),
        both_succeed: z.number().int().nullable().describe('success only: tasks both arms solve in every trial'),
        both_fail: z.number().int().nullable().describe('success only: tasks both arms fail in every trial'),
      })
      .nullable(),
    improved_tasks: z.array(z.string()),
    regressed_tasks: z.array(z.string()),
    exact_test: ExactTestSchema.nullable().describe(
      'success with one trial in each arm: the exact McNemar test on the discordant tasks',
    ),
    exact_test_note: z.string().nullable().describe('why there is no exact test'),
    verdict: z
      .enum(VERDICTS)
      .nullable()
      .describe('with a margin, on the verdict metric, only when the comparison is final'),
    observed_verdict: z
      .enum(VERDICTS)
      .nullable()
      .describe(
        'the verdict the observed figures give, also when the comparison is not final (never a final result then)',
      ),
    superior: z.boolean().nullable().describe('verdict metric: the interval lies entirely on the better side of 0'),
  });

  const ArmComparisonSchema = z.strictObject({
    arm: z.string(),
    baseline: z.string(),
    final: z
      .boolean()
      .describe('both suites final, no task left out, the same benchmark, no finding against either report'),
    notes: z.array(z.string()).describe('why the comparison is not final, and what else to know'),
    trials: z.strictObject({ baseline: z.number().int(), arm: z.number().int() }),
    tasks: z.strictObject({
      paired: z.number().int(),
      expected: z.number().int().describe('tasks of the suite in any input'),
      left_out: z
        .array(z.strictObject({ task: z.string(), why: z.string() }))
        .describe('tasks missing, in error or duplicated in any input: named and left out of every figure'),
    }),
    verdict_metric: metricEnum,
    metrics: z.array(MetricComparisonSchema),
  });

  const SuiteComparisonSchema = z.strictObject({
    name: z.string(),
    kind: z.string(),
    split: z
      .string()
      .nullable()
      .describe(
        "null: the whole suite; else the name of one of the baseline suite's splits, compared over the paired tasks it holds",
      ),
    comparisons: z.array(ArmComparisonSchema),
  });

  const ComparisonSchema = z.strictObject({
    compare_version: z.literal(COMPARE_VERSION),
    tool: z.strictObject({ name: z.string(), version: z.string() }),
    method: z.strictObject({
      difference: z.literal(DIFFERENCE_METHOD),
      confidence: z.number(),
      margin: z
        .number()
        .nullable()
        .describe('non-inferiority margin, in the unit of the verdict metric; null: no verdicts'),
      verdict_metric: metricEnum,
    }),
    status: z.enum(['final', 'not_final']),
    final: z.boolean(),
    benchmarks: z.strictObject({
      same: z
        .boolean()
        .describe(
          'every report was scored against the same benchmark (docs/provenance.md: name, commit, manifest, repository and uncommitted content)',
        ),
      allowed_different: z.boolean().describe('--allow-different-benchmarks was given'),
    }),
    baseline: ArmSchema,
    arms: z.array(ArmSchema),
    findings: z
      .array(z.strictObject({ code: z.string(), message: z.string() }))
      .describe('what makes the comparison not final, by code'),
    suites: z.array(SuiteComparisonSchema),
  });
  return { MetricComparisonSchema, ArmComparisonSchema, SuiteComparisonSchema, ComparisonSchema };
});

export const comparisonSchema = () => schemas().ComparisonSchema;

export type Arm = z.infer<typeof ArmSchema>;
type Schemas = ReturnType<typeof schemas>;
export type MetricComparison = z.infer<Schemas['MetricComparisonSchema']>;
export type ArmComparison = z.infer<Schemas['ArmComparisonSchema']>;
export type SuiteComparison = z.infer<Schemas['SuiteComparisonSchema']>;
export type Comparison = z.infer<Schemas['ComparisonSchema']>;
