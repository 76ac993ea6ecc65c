/**
 * Compare arms with a baseline (docs/compare.md): pure functions over two or more reports.
 *
 * Per suite (and split, once reports have splits: see `splitsOf`), each arm is compared with
 * the baseline on the same tasks. The tasks are those of the suite in any input; a task that is
 * missing, in error or duplicated in any trial of any input is named and left out of every
 * figure of every arm (so that all arms are compared on one task set), and the comparison is
 * then not final. Per task, each arm's value is the mean over its trials; the figures are the
 * paired differences (paired.ts), the counts of improved, regressed and tied tasks, and for
 * one-trial arms the exact McNemar test on the success verdicts.
 */
import { benchmarkDifference } from '../provenance/same.js';
import { comparedMetrics, comparedTitle, type ComparedMetric } from '../kinds/metrics.js';
import { createHash } from 'node:crypto';
import { UsageError } from '../errors.js';
import { compareTasks } from '../metrics/reliability.js';
import type { Report, SplitReport, SuiteReport, TrialReport } from '../report/schema.js';
import { splitMatcher } from '../report/splits.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { exactTest } from './exact-test.js';
import { nonInferiority, pairedDifference } from './paired.js';
import {
  COMPARE_VERSION,
  DIFFERENCE_METHOD,
  type Arm,
  type ArmComparison,
  type Comparison,
  type MetricComparison,
  type SuiteComparison,
} from './schema.js';

export interface CompareInput {
  /** How the views name the arm (e.g. the path as given). */
  label: string;
  report: Report;
}

export interface CompareOptions {
  /** Only these suites (each must be in every report). */
  suites?: readonly string[];
  /** The metric the verdicts (and the chart) are on; default success. */
  metric?: string;
  /** Non-inferiority margin in the verdict metric's unit (points for success and PSR). */
  margin?: number | null;
  /** Default 0.95. */
  confidence?: number;
  /** Compare reports scored against different benchmark commits or manifests (marked as such). */
  allowDifferentBenchmarks?: boolean;
}

/** Per-task value of one verdict in the metric's unit, undefined when absent, null when present but unusable. */
function perTaskValue(m: ComparedMetric, v: TrialReport['verdicts'][number]): number | null | undefined {
  if (m.perTask === 'success') return v.success ? 100 : 0;
  const { detail, max, scale = 1 } = m.perTask;
  if (!Object.hasOwn(v.details, detail)) return undefined;
  const x = v.details[detail];
  return typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= max ? scale * x : null;
}

/** sha256 of the report's canonical JSON (the parsed value, keys in schema order). */
function reportDigest(report: Report): string {
  return createHash('sha256').update(JSON.stringify(report)).digest('hex');
}

function arm(input: CompareInput): Arm {
  const r = input.report;
  return {
    label: input.label,
    report_sha256: reportDigest(r),
    tool: r.tool,
    benchmark: r.benchmark,
    submission: r.submission.path,
    status: r.status,
  };
}

/**
 * What is compared in a suite: the whole suite (split null), then each of the baseline's splits
 * (docs/splits.md) on its own, over the paired tasks its `match` holds.
 */
function splitsOf(suite: SuiteReport): Array<{ split: SplitReport | null; includes: (task: string) => boolean }> {
  return [
    { split: null, includes: () => true },
    ...(suite.splits ?? []).map((split) => ({ split, includes: splitMatcher(split.match) })),
  ];
}

/** Why a split of the baseline cannot be read as the same split in another report, or null. */
function splitProblem(name: string, base: SplitReport, other: SuiteReport, label: string): string | null {
  const same = other.splits?.find((x) => x.name === base.name);
  if (!same) return `Suite ${name} of ${label} has no split ${base.name}.`;
  if (JSON.stringify(same.match) !== JSON.stringify(base.match))
    return `Split ${base.name} of suite ${name} is defined differently in ${label} (${JSON.stringify(same.match)}, not ${JSON.stringify(base.match)}).`;
  if (!same.valid) return `Split ${base.name} of suite ${name} of ${label} is invalid (errors, listed in its report).`;
  if (!same.final) return `Split ${base.name} of suite ${name} of ${label} is not final (see its report).`;
  return null;
}

export function compareReports(
  baseline: CompareInput,
  arms: readonly CompareInput[],
  options: CompareOptions = {},
): Comparison {
  if (arms.length === 0) throw new UsageError('compare: name a baseline report and at least one arm');
  const confidence = options.confidence ?? 0.95;
  if (!(confidence > 0 && confidence < 1))
    throw new UsageError(`the confidence must be strictly between 0 and 1, got ${confidence}`);
  const margin = options.margin ?? null;
  if (margin !== null && !(Number.isFinite(margin) && margin >= 0))
    throw new UsageError(`the margin must be a finite number ≥ 0, got ${margin}`);
  const verdictMetric = options.metric ?? 'success';
  const all = [baseline, ...arms];
  const labels = new Set<string>();
  for (const i of all) {
    if (labels.has(i.label)) throw new UsageError(`${i.label}: given twice`);
    labels.add(i.label);
  }

  const { findings, differing, digests } = inputFindings(baseline, arms);

  // Suites: the baseline's, in its order, each required in every arm.
  const chosen = options.suites?.length ? [...options.suites] : baseline.report.suites.map((s) => s.name);
  for (const name of chosen) {
    const without = all.filter((i) => !i.report.suites.some((s) => s.name === name));
    if (options.suites?.length && without.length > 0) {
      throw new UsageError(`--suite ${name}: no such suite in ${without.map((i) => i.label).join(', ')}`);
    }
  }
  const suites: SuiteComparison[] = [];
  for (const name of chosen) {
    const without = all.filter((i) => !i.report.suites.some((s) => s.name === name));
    if (without.length > 0) {
      findings.push({
        code: 'missing_suite',
        message: `suite ${name} is not in ${without.map((i) => i.label).join(', ')}: it is not compared`,
      });
      continue;
    }
    const result = compareSuite(name, all, digests, {
      confidence,
      margin,
      verdictMetric,
      differentBenchmarks: differing.map((x) => x.a.label),
    });
    suites.push(...result.suites);
    for (const d of result.taskSetsDiffer)
      findings.push({ code: 'different_task_sets', message: `suite ${name}: ${d}` });
  }
  for (const i of all) {
    const extra = i.report.suites.filter((s) => !chosen.includes(s.name)).map((s) => s.name);
    if (!options.suites?.length && extra.length > 0)
      findings.push({
        code: 'missing_suite',
        message: `suite(s) ${extra.join(', ')} of ${i.label} are not in the baseline: not compared`,
      });
  }
  for (const s of suites) {
    for (const c of s.comparisons) {
      if (c.tasks.left_out.length > 0)
        findings.push({
          code: 'left_out_tasks',
          message: `suite ${s.name}, ${c.arm} vs ${c.baseline}: ${c.tasks.left_out.length} task(s) left out (missing, in error or duplicated); the figures are over the ${c.tasks.paired} other(s)`,
        });
    }
  }
  if (suites.length === 0)
    findings.push({ code: 'nothing_compared', message: 'no suite is in every report: nothing was compared' });
  const final = findings.length === 0 && suites.every((s) => s.comparisons.every((c) => c.final));
  return {
    compare_version: COMPARE_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    method: { difference: DIFFERENCE_METHOD, confidence, margin, verdict_metric: verdictMetric },
    status: final ? 'final' : 'not_final',
    final,
    benchmarks: { same: differing.length === 0, allowed_different: Boolean(options.allowDifferentBenchmarks) },
    baseline: arm(baseline),
    arms: arms.map(arm),
    findings: dedupe(findings),
    suites,
  };
}

/**
 * What is known before any suite is compared: inputs scored against another benchmark than the
 * baseline's (the one rule, docs/provenance.md: a finding on every view, and not final), copies
 * (a report compared with itself, or two arms that are one report, says nothing) and reports
 * that are not final.
 */
function inputFindings(
  baseline: CompareInput,
  arms: readonly CompareInput[],
): { findings: Comparison['findings']; differing: Array<{ a: CompareInput }>; digests: string[] } {
  const all = [baseline, ...arms];
  const findings: Comparison['findings'] = [];
  const differing = arms
    .map((a) => ({ a, why: benchmarkDifference(baseline.report.benchmark, a.report.benchmark) }))
    .filter((x) => x.why !== null);
  for (const x of differing)
    findings.push({
      code: 'different_benchmarks',
      message: `${x.a.label} and the baseline ${baseline.label} are ${x.why}`,
    });
  const digests = all.map((i) => reportDigest(i.report));
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      if (digests[i] !== digests[j]) continue;
      findings.push({
        code: 'identical_reports',
        message: `${all[j]!.label} is a copy of ${all[i]!.label} (identical report, sha256 ${digests[i]!.slice(0, 12)}): a report compared with a copy of itself says nothing`,
      });
    }
  }
  for (const i of all) {
    if (i.report.status !== 'final')
      findings.push({
        code: 'not_final_report',
        message: `${i.label} is ${i.report.status === 'invalid' ? 'invalid' : 'not final'} (status ${i.report.status}): the comparison is observed, not final`,
      });
  }
  return { findings, differing, digests };
}

function dedupe(findings: Comparison['findings']): Comparison['findings'] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.code}\u0000${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface SuiteSettings {
  confidence: number;
  margin: number | null;
  verdictMetric: string;
  differentBenchmarks: string[];
}

/** One (task, trial) of one input: its single scored verdict, or why there is none. */
type Slot = { ok: true; verdict: TrialReport['verdicts'][number] } | { ok: false; why: string };

function slotsOf(suite: SuiteReport): Array<Map<string, Slot>> {
  return suite.trials.map((t) => {
    const slots = new Map<string, Slot>();
    const counts = new Map<string, number>();
    for (const v of t.verdicts) counts.set(v.task, (counts.get(v.task) ?? 0) + 1);
    for (const v of t.verdicts) {
      if ((counts.get(v.task) ?? 0) > 1) slots.set(v.task, { ok: false, why: `duplicate verdicts in trial ${t.name}` });
      else if (v.status === 'error') slots.set(v.task, { ok: false, why: `error in trial ${t.name}` });
      else slots.set(v.task, { ok: true, verdict: v });
    }
    for (const m of t.coverage.missing_tasks)
      if (!slots.has(m)) slots.set(m, { ok: false, why: `missing in trial ${t.name}` });
    return slots;
  });
}

/**
 * One arm against a baseline on one suite both have, as compareReports compares it (the same
 * pairing, figures and notes), without the report-level findings: rescore's comparison of each
 * leaderboard entry with the leader (docs/rescore.md), where every report is of one benchmark
 * revision. Null when either report lacks the suite.
 */
export function compareSuitePair(
  name: string,
  baseline: CompareInput,
  armInput: CompareInput,
  options: { confidence?: number } = {},
): ArmComparison | null {
  const confidence = options.confidence ?? 0.95;
  if (!(confidence > 0 && confidence < 1))
    throw new UsageError(`the confidence must be strictly between 0 and 1, got ${confidence}`);
  if (baseline.label === armInput.label) throw new UsageError(`${armInput.label}: given twice`);
  const all = [baseline, armInput];
  if (!all.every((i) => i.report.suites.some((s) => s.name === name))) return null;
  const { suites } = compareSuite(name, all, null, {
    confidence,
    margin: null,
    verdictMetric: 'success',
    differentBenchmarks: [],
  });
  return suites[0]!.comparisons[0]!;
}

/** `digests`: the reports' digests, to name a copy of the baseline; null: not checked. */
function compareSuite(
  name: string,
  all: readonly CompareInput[],
  digests: readonly string[] | null,
  settings: SuiteSettings,
): { suites: SuiteComparison[]; taskSetsDiffer: string[] } {
  const suites = all.map((i) => i.report.suites.find((s) => s.name === name)!);
  const slots = suites.map(slotsOf);
  const taskSet = new Set<string>();
  for (const perTrial of slots) for (const m of perTrial) for (const task of m.keys()) taskSet.add(task);
  const tasks = [...taskSet].sort(compareTasks);

  const { paired, leftOut, taskSetsDiffer } = pairTasks(all, slots, tasks);

  const kind = suites[0]!.kind;
  const results: SuiteComparison[] = [];
  for (const { split, includes } of splitsOf(suites[0]!)) {
    const inSplit = paired.filter(includes);
    const leftOutHere = leftOut.filter((t) => includes(t.task));
    const comparisons: ArmComparison[] = [];
    for (let i = 1; i < all.length; i++) {
      const notes: string[] = [];
      for (const [j, s] of [
        [0, suites[0]!],
        [i, suites[i]!],
      ] as const) {
        if (split !== null) {
          const problem = splitProblem(name, split, s, all[j]!.label);
          if (problem) notes.push(problem);
        } else if (!s.valid) notes.push(`Suite ${name} of ${all[j]!.label} is invalid (errors, listed in its report).`);
        else if (!s.final) notes.push(`Suite ${name} of ${all[j]!.label} is not final (see its report).`);
      }
      if (leftOutHere.length > 0)
        notes.push(
          `${leftOutHere.length} task(s) are left out (missing, in error or duplicated in some input); the figures are over the ${inSplit.length} paired task(s).`,
        );
      if (settings.differentBenchmarks.includes(all[i]!.label))
        notes.push(
          `${all[i]!.label} was scored against a different benchmark than the baseline (docs/provenance.md): the tasks may not be the same.`,
        );
      if (digests !== null && digests[i] === digests[0])
        notes.push(`${all[i]!.label} is a copy of the baseline report: a report compared with itself says nothing.`);
      if (inSplit.length === 0) notes.push('No task is paired: nothing to compare.');
      const final = notes.length === 0;
      const metrics = comparedMetrics()
        .map((spec) => metricComparison(spec, kind, inSplit, slots[0]!, slots[i]!, final, settings))
        .filter((m): m is MetricComparison => m !== null);
      if (!metrics.some((m) => m.metric === settings.verdictMetric && m.available) && settings.margin !== null) {
        notes.push(`The verdict metric (${settings.verdictMetric}) is not available for this suite: no verdict.`);
      }
      comparisons.push({
        arm: all[i]!.label,
        baseline: all[0]!.label,
        final: final && notes.length === 0,
        notes,
        trials: { baseline: slots[0]!.length, arm: slots[i]!.length },
        tasks: { paired: inSplit.length, expected: inSplit.length + leftOutHere.length, left_out: leftOutHere },
        verdict_metric: settings.verdictMetric,
        metrics,
      });
    }
    results.push({ name, kind, split: split?.name ?? null, comparisons });
  }
  return { suites: results, taskSetsDiffer };
}

/**
 * A task is paired when every trial of every input has its one scored verdict; the others are
 * left out, with why. `taskSetsDiffer`: inputs that lack tasks other inputs have (not even as missing).
 */
function pairTasks(
  all: readonly CompareInput[],
  slots: ReadonlyArray<Array<Map<string, Slot>>>,
  tasks: readonly string[],
): { paired: string[]; leftOut: Array<{ task: string; why: string }>; taskSetsDiffer: string[] } {
  const leftOut: Array<{ task: string; why: string }> = [];
  const paired: string[] = [];
  for (const task of tasks) {
    const why: string[] = [];
    all.forEach((input, i) => {
      if (slots[i]!.length === 0) {
        why.push(`${input.label}: no trials`);
        return;
      }
      const reasons = slots[i]!.map((m) => {
        const s = m.get(task);
        return s === undefined ? 'not a task of this report' : s.ok ? null : s.why;
      }).filter((x): x is string => x !== null);
      if (reasons.length > 0) why.push(`${input.label}: ${[...new Set(reasons)].join(', ')}`);
    });
    if (why.length === 0) paired.push(task);
    else leftOut.push({ task, why: why.join('; ') });
  }
  const taskSetsDiffer: string[] = [];
  all.forEach((input, i) => {
    if (slots[i]!.length === 0) return;
    const lacking = tasks.filter((task) => slots[i]!.every((m) => !m.has(task)));
    if (lacking.length > 0)
      taskSetsDiffer.push(
        `${input.label} does not have ${lacking.length} task(s) that other inputs have (${lacking.slice(0, 10).join(', ')}${lacking.length > 10 ? ', …' : ''}): the arms were not run on the same tasks`,
      );
  });
  return { paired, leftOut, taskSetsDiffer };
}

/**
 * Per-task means over an input's trials of one metric, or why they cannot be had. `absent`:
 * no paired verdict of this input has the value at all.
 */
function perTaskMeans(
  spec: ComparedMetric,
  tasks: readonly string[],
  slots: ReadonlyArray<Map<string, Slot>>,
): { values: number[] } | { absent: true } | { problem: string } {
  let present = 0;
  let unusable = 0;
  const values: number[] = [];
  for (const task of tasks) {
    let sum = 0;
    let ok = true;
    for (const m of slots) {
      const s = m.get(task) as { ok: true; verdict: TrialReport['verdicts'][number] };
      const x = perTaskValue(spec, s.verdict);
      if (x === undefined || x === null) {
        ok = false;
        if (x === null) unusable++;
        continue;
      }
      present++;
      sum += x;
    }
    values.push(ok ? sum / slots.length : Number.NaN);
  }
  if (present === 0 && unusable === 0) return { absent: true };
  const missing = values.filter((v) => Number.isNaN(v)).length;
  if (missing > 0) {
    const what =
      unusable > 0
        ? `${unusable} value(s) that are not usable (out of range, pending, or withheld by an error of the metric)`
        : 'values missing';
    return { problem: `${missing} paired task(s) lack a usable ${spec.metric} value (${what})` };
  }
  return { values };
}

function metricComparison(
  spec: ComparedMetric,
  kind: string,
  tasks: readonly string[],
  baseline: ReadonlyArray<Map<string, Slot>>,
  arm: ReadonlyArray<Map<string, Slot>>,
  final: boolean,
  settings: SuiteSettings,
): MetricComparison | null {
  const empty = unavailable(spec, kind, tasks.length);
  if (tasks.length === 0) return spec.perTask === 'success' ? { ...empty, note: 'no paired task' } : null;
  const b = perTaskMeans(spec, tasks, baseline);
  const a = perTaskMeans(spec, tasks, arm);
  if ('absent' in a && 'absent' in b) return null;
  if ('absent' in a || 'absent' in b)
    return { ...empty, note: `only ${'absent' in a ? 'the baseline' : 'the arm'} has ${spec.metric} values` };
  if ('problem' in b) return { ...empty, note: `baseline: ${b.problem}` };
  if ('problem' in a) return { ...empty, note: `arm: ${a.problem}` };
  const figures = pairedDifference(a.values, b.values, settings.confidence);
  if (figures === null)
    return { ...empty, note: 'the figures are not finite numbers (an input is out of range): withheld' };

  const { improved, regressed, tied, bothSucceed, bothFail } = taskCounts(spec, tasks, a.values, b.values);
  const success = spec.perTask === 'success';
  const oneTrial = baseline.length === 1 && arm.length === 1;
  const notes: string[] = [];
  if (figures.stderr === null) notes.push('one paired task: no standard error or interval');
  else if (figures.stderr === 0) notes.push('every paired difference is the same: the interval has no width');

  // Verdicts (with a margin) and the superiority note: on the verdict metric only.
  const judged =
    spec.metric === settings.verdictMetric && figures.interval !== null
      ? nonInferiority(figures.interval, settings.margin ?? 0, spec.better)
      : null;
  const observed = judged !== null && settings.margin !== null ? judged.verdict : null;
  const verdict = final ? observed : null;
  const superior = judged?.superior ?? null;
  return {
    ...empty,
    available: true,
    note: notes.length > 0 ? notes.join('; ') : null,
    baseline_mean: figures.baselineMean,
    arm_mean: figures.armMean,
    difference: figures.difference,
    stderr: figures.stderr,
    df: figures.df,
    interval: figures.interval,
    counts: {
      improved: improved.length,
      regressed: regressed.length,
      tied,
      both_succeed: success ? bothSucceed : null,
      both_fail: success ? bothFail : null,
    },
    improved_tasks: improved,
    regressed_tasks: regressed,
    exact_test: success && oneTrial ? exactTest(improved.length, regressed.length) : null,
    exact_test_note: !success
      ? null
      : oneTrial
        ? null
        : `for one-trial arms only (baseline ${baseline.length} trial(s), arm ${arm.length})`,
    verdict,
    observed_verdict: observed,
    superior,
  };
}

/** A metric's comparison with no figures (the note says why). */
function unavailable(spec: ComparedMetric, kind: string, tasks: number): MetricComparison {
  return {
    metric: spec.metric,
    title: comparedTitle(spec, kind),
    unit: spec.unit,
    better: spec.better,
    available: false,
    note: null,
    tasks,
    baseline_mean: null,
    arm_mean: null,
    difference: null,
    stderr: null,
    df: null,
    interval: null,
    counts: null,
    improved_tasks: [],
    regressed_tasks: [],
    exact_test: null,
    exact_test_note: null,
    verdict: null,
    observed_verdict: null,
    superior: null,
  };
}

/** Tasks improved, regressed and tied in the metric's direction; for success, tasks both arms solve or both fail (in every trial). */
function taskCounts(spec: ComparedMetric, tasks: readonly string[], a: readonly number[], b: readonly number[]) {
  const sign = spec.better === 'higher' ? 1 : -1;
  const improved: string[] = [];
  const regressed: string[] = [];
  let tied = 0;
  let bothSucceed = 0;
  let bothFail = 0;
  tasks.forEach((task, i) => {
    const d = sign * (a[i]! - b[i]!);
    if (d > 0) improved.push(task);
    else if (d < 0) regressed.push(task);
    else tied++;
    if (spec.perTask === 'success') {
      if (a[i] === 100 && b[i] === 100) bothSucceed++;
      if (a[i] === 0 && b[i] === 0) bothFail++;
    }
  });
  return { improved, regressed, tied, bothSucceed, bothFail };
}
