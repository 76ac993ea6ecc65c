/**
 * `leaderboard.json`: every submission of a rescore, per suite, as plain data (docs/rescore.md).
 * Deterministic: the same reports give byte-identical output, sharded or not. It keeps what
 * the next night's drift report needs: per trial the metric values and the verdict of every task.
 */
import { z } from 'zod';
import { pathNameSchema } from '../fs/path-name.js';
import { allKinds, derived, kindNames, kindOf } from '../kinds/registry.js';
import type { Suite } from '../manifest/schema.js';
import { splitBoardName, splitMembership } from '../report/splits.js';
import { ReportSchema } from '../report/schema.js';
import { BenchmarkInfoSchema } from '../provenance/schema.js';
import { sameBenchmark } from '../provenance/same.js';
import { byCodePoint } from '../util/order.js';
import { selectFinal } from './selection.js';

const LEADERBOARD_VERSION = 1;
const RANKING_METHOD = 'final_only_mean_primary_metric_v1';

/** A submission's name is a directory name: never empty, never a path, never `.` or `..`. */
export const SubmissionName = pathNameSchema('a submission name');

export const StatusSchema = z.enum(['final', 'not_final', 'invalid']);
export const OutcomeSchema = z.enum(['success', 'failure', 'error', 'missing']);
const MetricValues = z.record(z.string(), z.number().nullable());

const suiteInfoSchema = derived(() =>
  z.strictObject({
    name: z.string(),
    kind: z.enum(kindNames()),
    expected_tasks: z.number().int().describe('tasks in the catalog: every trial must have a verdict for each'),
    expected_trials: z.number().int().nullable(),
    primary_metric: z.string().describe(`the headline metric ranked on: ${primaryMetricsText()}`),
    split: z
      .strictObject({ suite: z.string(), name: z.string() })
      .optional()
      .describe(
        "a split of a suite (docs/splits.md), ranked on its own as `suite/split`: its rows are the split's figures; absent for a suite",
      ),
    publish: z
      .literal(false)
      .optional()
      .describe(
        'the suite is marked `publish: false`: its own figures are not headline figures, so nothing is ranked on them (its splits are)',
      ),
  }),
);

/**
 * What a leaderboard ranks for a suite: the suite itself, then each of its splits as
 * `suite/split` (over `expectedTasks`, the suite's expected task keys).
 */
export function suiteBoards(suite: Suite, expectedTasks: readonly string[]): SuiteInfo[] {
  const base = {
    kind: suite.kind,
    expected_trials: suite.trials ?? null,
    primary_metric: kindOf(suite.kind).primaryMetric,
  };
  const own: SuiteInfo = {
    name: suite.name,
    ...base,
    expected_tasks: expectedTasks.length,
    ...(suite.publish === false ? { publish: false as const } : {}),
  };
  if (!suite.splits) return [own];
  const { members } = splitMembership(suite.splits, expectedTasks);
  return [
    own,
    ...[...members].map(([name, tasks]): SuiteInfo => ({
      name: splitBoardName(suite.name, name),
      ...base,
      expected_tasks: tasks.length,
      split: { suite: suite.name, name },
    })),
  ];
}

/** `SR_percent (trajectory, output) or accuracy_percent (table)`: each kind's primary metric. */
function primaryMetricsText(): string {
  const byMetric = new Map<string, string[]>();
  for (const kind of allKinds())
    byMetric.set(kind.primaryMetric, [...(byMetric.get(kind.primaryMetric) ?? []), kind.name]);
  const parts = [...byMetric].map(([metric, kinds]) => `${metric} (${kinds.join(', ')})`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : parts.join('');
}

const TrialRowSchema = z.strictObject({
  name: z.string(),
  path: z.string().describe('trial directory relative to the submission, as in its report'),
  status: StatusSchema,
  valid: z.boolean(),
  final: z.boolean(),
  coverage: z.strictObject({
    expected: z.number().int(),
    scored: z.number().int(),
    missing_tasks: z.array(z.string()),
    errors: z.number().int(),
    pending: z.number().int(),
  }),
  metrics: MetricValues.describe(
    "the trial's metric values from its report (headline ones are null unless final, and a withheld one is null: the row's problems say why; observed_* are over scored tasks)",
  ),
  outcomes: z
    .strictObject({
      success: z.array(z.string()),
      failure: z.array(z.string()),
      error: z.array(z.string()),
      missing: z.array(z.string()),
    })
    .describe('every expected task of the trial by its verdict: missing tasks are listed, never counted as failures'),
});

const ReliabilityRowSchema = z.strictObject({
  final: z.boolean(),
  n_trials: z.number().int(),
  tasks: z.number().int(),
  expected_tasks: z.number().int(),
  pass_hat_k: z.record(z.string(), z.number()),
  pass_at_k: z.record(z.string(), z.number()),
  mean_success_rate: z.number().nullable(),
  success_rate_stderr: z.number().nullable(),
  flips: z.number().int().describe('tasks whose verdict differs between trials'),
});

const SuiteRowSchema = z.strictObject({
  name: z.string(),
  status: StatusSchema,
  valid: z.boolean(),
  final: z.boolean(),
  problems: z
    .array(z.string())
    .describe(
      'why the row is not final or invalid, and which metrics of its trials are withheld (submission-derived text: escape before display)',
    ),
  coverage: z.strictObject({
    trials: z.number().int(),
    expected_trials: z.number().int().nullable(),
    expected_tasks: z.number().int().describe('per trial'),
    scored: z.number().int().describe('over all trials'),
    missing: z.number().int().describe('over all trials'),
    errors: z.number().int().describe("over all trials, plus the suite's own errors"),
    pending: z.number().int(),
  }),
  primary: z.strictObject({
    metric: z.string(),
    value: z.number().nullable().describe('final rows only: the mean over trials of the headline metric'),
    observed: z
      .number()
      .nullable()
      .describe('the mean over trials of observed_<metric> (over scored tasks); null when a trial has none'),
  }),
  reliability: ReliabilityRowSchema.nullable(),
  trials: z.array(TrialRowSchema),
});

/** Which rule of final selection applied (selection.ts, docs/rescore.md): `final`, `latest` (it counts) or `not_counted`. */
const SelectionRuleSchema = z.enum(['final', 'latest', 'not_counted']);

const EntrySchema = z.strictObject({
  name: SubmissionName,
  status: StatusSchema,
  valid: z.boolean(),
  final: z.boolean(),
  problems: z
    .array(z.string())
    .describe('problems of the submission as a whole (e.g. a symlink instead of a directory)'),
  metadata: ReportSchema.shape.submission.shape.metadata,
  selection: z
    .strictObject({
      submitter: z.string(),
      submitted_at: z.string(),
      final: z.boolean().describe('submission.yml marks it `final: true`'),
      rule: SelectionRuleSchema.describe(
        "final: it counts, the latest the submitter marked final; latest: it counts, the submitter's latest (none marked final); not_counted: another of the submitter's counts",
      ),
    })
    .optional()
    .describe(
      "final selection, from submission.yml's `ranking` (submission-derived text: escape before display); absent when it has none: the entry stands alone",
    ),
  suites: z.array(SuiteRowSchema),
});

/** With `--compare-leader` (leader.ts, docs/rescore.md): a ranked entry after the leader against the leader. */
const VsLeaderSchema = z.strictObject({
  difference: z
    .number()
    .nullable()
    .describe(
      'this entry − the leader: the mean over paired tasks of the per-task success difference, in percentage points (4 decimals); null when nothing could be paired',
    ),
  interval: z
    .strictObject({ low: z.number(), high: z.number() })
    .nullable()
    .describe(
      'the paired t interval of the difference (docs/compare.md) at leader_comparison.confidence; null with fewer than 2 tasks',
    ),
  stderr: z.number().nullable(),
  tasks: z.number().int().describe('tasks compared (paired by task key)'),
  indistinguishable_from_leader: z
    .boolean()
    .describe('the interval contains 0, or there is no interval: the two cannot be told apart'),
  notes: z.array(z.string()).describe('what limits the comparison (e.g. tasks left out, an interval without width)'),
});

const RowSelection = SelectionRuleSchema.optional().describe(
  'the rule of final selection that applied to the entry; absent when it has no `ranking` in submission.yml',
);

const RankedSchema = z.strictObject({
  rank: z.number().int(),
  submission: z.string(),
  value: z.number(),
  selection: RowSelection,
  vs_leader: VsLeaderSchema.optional().describe('with --compare-leader, every ranked entry but the leader'),
});

const LeaderComparisonSchema = z.strictObject({
  method: z.string().describe('paired_t_interval_over_tasks_v1 (docs/compare.md)'),
  metric: z
    .literal('success')
    .describe("the success verdicts: the primary metric's per-task values (SR %, accuracy %)"),
  confidence: z.number(),
  leader: z.string().describe('ranked[0]: the highest value, first by name among equal values'),
  tied_with_leader: z
    .array(z.string())
    .describe(
      'ranked entries indistinguishable from the leader, in ranked order: leaderboard.md shows them and the leader as 1=',
    ),
});
const UnrankedSchema = z.strictObject({
  submission: z.string(),
  status: StatusSchema,
  observed: z.number().nullable(),
  selection: RowSelection,
});

export const leaderboardSchema = derived(() =>
  z.strictObject({
    leaderboard_version: z.literal(LEADERBOARD_VERSION),
    tool: ReportSchema.shape.tool,
    benchmark: BenchmarkInfoSchema,
    ranking_method: z.literal(RANKING_METHOD),
    counts: z.strictObject({
      submissions: z.number().int(),
      final: z.number().int(),
      not_final: z.number().int(),
      invalid: z.number().int(),
    }),
    suites: z.array(
      suiteInfoSchema().extend({
        ranked: z
          .array(RankedSchema)
          .describe('final rows by primary value, highest first; ties share a rank and are listed by name'),
        unranked: z
          .array(UnrankedSchema)
          .describe(
            "rows that are not final or invalid, or not the submitter's selected one, by name: observed figures only, never ranked",
          ),
        leader_comparison: LeaderComparisonSchema.optional().describe(
          'with --compare-leader and a ranked entry: each ranked entry compared with the leader',
        ),
      }),
    ),
    submissions: z.array(EntrySchema).describe('by name, in code point order'),
  }),
);

export type Status = z.infer<typeof StatusSchema>;
export type Outcome = z.infer<typeof OutcomeSchema>;
export type SuiteInfo = z.infer<ReturnType<typeof suiteInfoSchema>>;
export type TrialRow = z.infer<typeof TrialRowSchema>;
export type SuiteRow = z.infer<typeof SuiteRowSchema>;
export type Entry = z.infer<typeof EntrySchema>;
export type Leaderboard = z.infer<ReturnType<typeof leaderboardSchema>>;
export type VsLeader = z.infer<typeof VsLeaderSchema>;

/** What a leaderboard is about: the same for every submission of one rescore. */
export interface LeaderboardContext {
  tool: Leaderboard['tool'];
  benchmark: Leaderboard['benchmark'];
  suites: SuiteInfo[];
}

export const leaderboardContextSchema = derived(() =>
  z.strictObject({
    tool: ReportSchema.shape.tool,
    benchmark: BenchmarkInfoSchema,
    suites: z.array(suiteInfoSchema()),
  }),
);

/** Whether two contexts are of the same rescore: same tool, benchmark revision and suites. */
export function sameContext(a: LeaderboardContext, b: LeaderboardContext): boolean {
  const canonical = (c: LeaderboardContext) =>
    JSON.stringify([
      [c.tool.name, c.tool.version],
      c.suites.map((s) => [s.name, s.kind, s.expected_tasks, s.expected_trials, s.primary_metric, s.publish ?? true]),
    ]);
  return sameBenchmark(a.benchmark, b.benchmark) && canonical(a) === canonical(b);
}

export function buildLeaderboard(context: LeaderboardContext, entries: readonly Entry[]): Leaderboard {
  const submissions = selectFinal(entries).sort((a, b) => byCodePoint(a.name, b.name));
  const rule = (e: Entry) => (e.selection ? { selection: e.selection.rule } : {});
  const count = (s: Status) => submissions.filter((e) => e.status === s).length;
  return {
    leaderboard_version: LEADERBOARD_VERSION,
    tool: context.tool,
    benchmark: context.benchmark,
    ranking_method: RANKING_METHOD,
    counts: {
      submissions: submissions.length,
      final: count('final'),
      not_final: count('not_final'),
      invalid: count('invalid'),
    },
    suites: context.suites.map((info) => {
      const rows = submissions.map((e) => ({ entry: e, row: e.suites.find((r) => r.name === info.name) }));
      const finals = rows
        .filter(
          (x) =>
            info.publish !== false &&
            x.row?.final &&
            x.row.primary.value !== null &&
            x.entry.selection?.rule !== 'not_counted',
        )
        .map((x) => ({ submission: x.entry.name, value: x.row!.primary.value!, ...rule(x.entry) }))
        .sort((a, b) => b.value - a.value || byCodePoint(a.submission, b.submission));
      // Ties share the rank of the first entry with the same value (1, 2, 2, 4).
      const ranked = finals.map(({ submission, value, ...sel }) => ({
        rank: 1 + finals.findIndex((g) => g.value === value),
        submission,
        value,
        ...sel,
      }));
      const rankedNames = new Set(ranked.map((r) => r.submission));
      const unranked = rows
        .filter((x) => !rankedNames.has(x.entry.name))
        .map((x) => ({
          submission: x.entry.name,
          status: x.row?.status ?? x.entry.status,
          observed: x.row?.primary.observed ?? null,
          ...rule(x.entry),
        }));
      return { ...info, ranked, unranked };
    }),
    submissions,
  };
}

export function serializeLeaderboard(leaderboard: Leaderboard): string {
  return `${JSON.stringify(leaderboardSchema().parse(leaderboard), null, 2)}\n`;
}
