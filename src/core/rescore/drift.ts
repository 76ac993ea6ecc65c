/**
 * Drift: what changed between the previous leaderboard (the baseline) and this one, per
 * submission, suite, trial and task (docs/rescore.md). `has_drift` is set by any verdict flip,
 * any metric move, any change of a submission's or a row's status (final / not final / invalid),
 * and any removed submission; an added submission or a new benchmark commit alone is not drift.
 * A split's row (`suite/split`) has its own status changes and metric moves; its verdict flips are
 * its suite's, counted once there.
 */
import { z } from 'zod';
import { compareTasks } from '../metrics/reliability.js';
import { roundTo } from '../metrics/common.js';
import { ReportSchema } from '../report/schema.js';
import { BenchmarkInfoSchema } from '../provenance/schema.js';
import { sameBenchmark } from '../provenance/same.js';
import {
  OutcomeSchema,
  StatusSchema,
  type Entry,
  type Leaderboard,
  type Outcome,
  type SuiteRow,
} from './leaderboard.js';
import { byCodePoint } from '../util/order.js';

const DRIFT_VERSION = 1;
/** Two metric values differ when they are more than this apart (or one is null and the other not). */
const METRIC_TOLERANCE = 1e-9;

const Side = z.strictObject({ tool: ReportSchema.shape.tool, benchmark: BenchmarkInfoSchema }); // (a leaderboard's own tool and benchmark)

export const DriftSchema = z.strictObject({
  drift_version: z.literal(DRIFT_VERSION),
  has_drift: z.boolean().describe('any verdict flip, metric move, status change or removed submission'),
  baseline: Side,
  current: Side,
  benchmark_changed: z
    .boolean()
    .describe(
      'not the same benchmark as the baseline (docs/provenance.md: name, commit, manifest, repository or uncommitted content differ); not drift by itself',
    ),
  counts: z.strictObject({
    verdict_flips: z.number().int(),
    metric_moves: z.number().int(),
    status_changes: z.number().int(),
    submissions_added: z.number().int(),
    submissions_removed: z.number().int(),
  }),
  submissions_added: z.array(z.string()),
  submissions_removed: z.array(z.string()),
  status_changes: z.array(
    z.strictObject({
      submission: z.string(),
      suite: z.string().nullable().describe('null: the submission as a whole'),
      before: StatusSchema.nullable(),
      after: StatusSchema.nullable(),
    }),
  ),
  verdict_flips: z.array(
    z.strictObject({
      submission: z.string(),
      suite: z.string(),
      trial: z.string().describe('trial path'),
      task: z.string(),
      before: OutcomeSchema.nullable().describe('null: the task or trial is not in the baseline'),
      after: OutcomeSchema.nullable().describe('null: the task or trial is not in this leaderboard'),
    }),
  ),
  metric_moves: z.array(
    z.strictObject({
      submission: z.string(),
      suite: z.string(),
      trial: z
        .string()
        .nullable()
        .describe('trial path; null for figures of the whole suite row (primary.*, reliability.*)'),
      metric: z.string(),
      before: z.number().nullable(),
      after: z.number().nullable(),
      delta: z.number().nullable(),
    }),
  ),
});

export type Drift = z.infer<typeof DriftSchema>;

export function serializeDrift(drift: Drift): string {
  return `${JSON.stringify(DriftSchema.parse(drift), null, 2)}\n`;
}

export function computeDrift(baseline: Leaderboard, current: Leaderboard): Drift {
  const before = new Map(baseline.submissions.map((e) => [e.name, e]));
  const after = new Map(current.submissions.map((e) => [e.name, e]));
  const added = [...after.keys()].filter((n) => !before.has(n)).sort(byCodePoint);
  const removed = [...before.keys()].filter((n) => !after.has(n)).sort(byCodePoint);
  const statusChanges: Drift['status_changes'] = [];
  const flips: Drift['verdict_flips'] = [];
  const moves: Drift['metric_moves'] = [];
  // A split's rows hold a subset of its suite's verdicts: a flip is counted once, in the suite's row.
  const splitRows = new Set([...baseline.suites, ...current.suites].filter((s) => s.split).map((s) => s.name));
  for (const name of [...after.keys()].filter((n) => before.has(n)).sort(byCodePoint)) {
    compareEntries(before.get(name)!, after.get(name)!, statusChanges, flips, moves, splitRows);
  }
  const b = baseline.benchmark;
  const c = current.benchmark;
  return {
    drift_version: DRIFT_VERSION,
    has_drift: flips.length + moves.length + statusChanges.length + removed.length > 0,
    baseline: { tool: baseline.tool, benchmark: b },
    current: { tool: current.tool, benchmark: c },
    benchmark_changed: !sameBenchmark(b, c),
    counts: {
      verdict_flips: flips.length,
      metric_moves: moves.length,
      status_changes: statusChanges.length,
      submissions_added: added.length,
      submissions_removed: removed.length,
    },
    submissions_added: added,
    submissions_removed: removed,
    status_changes: statusChanges,
    verdict_flips: flips,
    metric_moves: moves,
  };
}

function compareEntries(
  b: Entry,
  a: Entry,
  statusChanges: Drift['status_changes'],
  flips: Drift['verdict_flips'],
  moves: Drift['metric_moves'],
  splitRows: ReadonlySet<string>,
): void {
  const submission = a.name;
  if (b.status !== a.status) statusChanges.push({ submission, suite: null, before: b.status, after: a.status });
  const suites = union(
    a.suites.map((s) => s.name),
    b.suites.map((s) => s.name),
  );
  for (const suite of suites) {
    const rb = b.suites.find((s) => s.name === suite);
    const ra = a.suites.find((s) => s.name === suite);
    if ((rb?.status ?? null) !== (ra?.status ?? null))
      statusChanges.push({ submission, suite, before: rb?.status ?? null, after: ra?.status ?? null });
    // Trials by path, in this leaderboard's order, then those only in the baseline.
    const trials = union(
      (ra?.trials ?? []).map((t) => t.path),
      (rb?.trials ?? []).map((t) => t.path),
    );
    for (const trial of trials) {
      const tb = rb?.trials.find((t) => t.path === trial);
      const ta = ra?.trials.find((t) => t.path === trial);
      const ob = outcomesByTask(tb?.outcomes);
      const oa = outcomesByTask(ta?.outcomes);
      for (const task of splitRows.has(suite) ? [] : union([...oa.keys()], [...ob.keys()]).sort(compareTasks)) {
        const x = ob.get(task) ?? null;
        const y = oa.get(task) ?? null;
        if (x !== y) flips.push({ submission, suite, trial, task, before: x, after: y });
      }
      compareMetrics(tb?.metrics ?? {}, ta?.metrics ?? {}, (metric, x, y) =>
        moves.push({ submission, suite, trial, metric, before: x, after: y, delta: delta(x, y) }),
      );
    }
    compareMetrics(rowFigures(rb), rowFigures(ra), (metric, x, y) =>
      moves.push({ submission, suite, trial: null, metric, before: x, after: y, delta: delta(x, y) }),
    );
  }
}

/** The figures of a whole suite row, flattened: primary.value, primary.observed, reliability.pass_hat_k.1, … */
function rowFigures(row: SuiteRow | undefined): Record<string, number | null> {
  if (!row) return {};
  const out: Record<string, number | null> = {
    [`primary.${row.primary.metric}`]: row.primary.value,
    [`primary.observed_${row.primary.metric}`]: row.primary.observed,
  };
  const r = row.reliability;
  if (r) {
    for (const [k, v] of Object.entries(r.pass_hat_k)) out[`reliability.pass_hat_k.${k}`] = v;
    for (const [k, v] of Object.entries(r.pass_at_k)) out[`reliability.pass_at_k.${k}`] = v;
    out['reliability.mean_success_rate'] = r.mean_success_rate;
    out['reliability.success_rate_stderr'] = r.success_rate_stderr;
  }
  return out;
}

function compareMetrics(
  b: Record<string, number | null>,
  a: Record<string, number | null>,
  moved: (metric: string, before: number | null, after: number | null) => void,
): void {
  for (const metric of union(Object.keys(a), Object.keys(b))) {
    const x = Object.hasOwn(b, metric) ? b[metric]! : null;
    const y = Object.hasOwn(a, metric) ? a[metric]! : null;
    const same = x === null || y === null ? x === y : Math.abs(x - y) <= METRIC_TOLERANCE;
    if (!same) moved(metric, x, y);
  }
}

function delta(x: number | null, y: number | null): number | null {
  return x === null || y === null ? null : roundTo(y - x, 6);
}

function outcomesByTask(outcomes: Record<Outcome, string[]> | undefined): Map<string, Outcome> {
  const map = new Map<string, Outcome>();
  if (!outcomes) return map;
  for (const outcome of OutcomeSchema.options) for (const task of outcomes[outcome]) map.set(task, outcome);
  return map;
}

/** The items of `first`, then those of `second` not in it, without repeats. */
function union(first: readonly string[], second: readonly string[]): string[] {
  return [...new Set([...first, ...second])];
}
