/**
 * Splits of a suite (docs/splits.md): views over the suite's one set of verdicts. A split's
 * figures are computed by the very functions that compute the suite's (buildTrialReport, the
 * kind's `metrics`, suiteReliability), run over the split's subset of each trial's verdicts,
 * errors and pending items; no task is verified twice, and the split adds no per-kind code.
 *
 * A task in two splits counts in both; a task in no split counts in the suite's own figures
 * only. `agent-eval validate` reports either as a problem, and the suite's notes say so.
 */
import { globToRegExp } from '../fs/glob.js';
import type { ValidationFinding } from '../kinds/kind.js';
import { splitHeldOut, splitMatchOf, type Splits } from '../manifest/parts.js';
import { suiteReliability } from '../metrics/reliability.js';
import { buildTrialReport, type SuiteScore, type TrialScore } from '../score.js';
import type { Report, SplitReport, SplitTrial, SuiteReport, TrialReport } from './schema.js';

/** Whether a task key is in a split: the glob (picomatch, fs/glob.ts) or the list; never throws. */
export function splitMatcher(match: string | readonly string[]): (task: string) => boolean {
  if (typeof match !== 'string') {
    const keys = new Set(match);
    return (task) => keys.has(task);
  }
  let re: RegExp;
  try {
    re = globToRegExp(match);
  } catch {
    // Only a report read back can hold a glob that does not compile (a manifest with one is refused): it matches
    // nothing.
    return () => false;
  }
  return (task) => re.test(task);
}

export interface SplitMembership {
  /** split name -> its tasks among `tasks`, in the order given. */
  members: Map<string, string[]>;
  /** Tasks in no split. */
  unassigned: string[];
  /** Tasks in two splits or more, with the splits (in the manifest's order). */
  overlapping: Array<{ task: string; splits: string[] }>;
}

/** Which of `tasks` each split holds, and the tasks in no split or in several. */
export function splitMembership(splits: Splits, tasks: readonly string[]): SplitMembership {
  const matchers = Object.entries(splits).map(([name, split]) => ({ name, test: splitMatcher(splitMatchOf(split)) }));
  const members = new Map(matchers.map((m) => [m.name, [] as string[]]));
  const unassigned: string[] = [];
  const overlapping: SplitMembership['overlapping'] = [];
  for (const task of tasks) {
    const inSplits = matchers.filter((m) => m.test(task)).map((m) => m.name);
    for (const name of inSplits) members.get(name)!.push(task);
    if (inSplits.length === 0) unassigned.push(task);
    if (inSplits.length > 1) overlapping.push({ task, splits: inSplits });
  }
  return { members, unassigned, overlapping };
}

/** At most this many task names in one note (the count says how many there are). */
const NOTE_NAMES = 10;

const listed = (names: readonly string[]) =>
  names.slice(0, NOTE_NAMES).join(', ') + (names.length > NOTE_NAMES ? `, … (${names.length - NOTE_NAMES} more)` : '');

/** The suite's notes about its splits: expected tasks in no split or in several. */
export function splitNotes(s: Pick<SuiteScore, 'suite' | 'expectedTasks'>): string[] {
  if (!s.suite.splits) return [];
  const { unassigned, overlapping } = splitMembership(s.suite.splits, s.expectedTasks);
  const notes: string[] = [];
  if (unassigned.length > 0)
    notes.push(
      `${unassigned.length} task(s) are in no split (they count in the suite's own figures only): ${listed(unassigned)}.`,
    );
  if (overlapping.length > 0) {
    notes.push(
      `${overlapping.length} task(s) are in several splits (they count in each): ${listed(overlapping.map((o) => `${o.task} (${o.splits.join(', ')})`))}.`,
    );
  }
  return notes;
}

/** One trial restricted to a split: its verdicts, errors and pending items of the split's tasks, and its errors tied to no task. */
function trialPart(t: TrialScore, inSplit: (task: string) => boolean): TrialScore {
  const { cce: _cce, ...rest } = t;
  return {
    ...rest,
    verdicts: t.verdicts.filter((v) => inSplit(v.task)),
    errors: t.errors.filter((e) => e.task === null || inSplit(e.task)),
    pending: t.pending.filter((p) => inSplit(p.task)),
  };
}

/**
 * The figures of every split of a suite, from what the suite produced (the SuiteScore that
 * buildSuiteReport reads, so scoring, merge and imports give the same figures); undefined when
 * the suite declares no splits. A split is valid when the suite has no errors of its own and no
 * trial has an error of the split's tasks (or of no task); final when it is valid, the suite's
 * directory was found, every trial is final over the split's tasks, the number of trials is the
 * expected one and the split has at least one expected task.
 */
export function splitReports(s: SuiteScore): SplitReport[] | undefined {
  const splits = s.suite.splits;
  if (!splits) return undefined;
  const { members } = splitMembership(splits, s.expectedTasks);
  return Object.entries(splits).map(([name, split]): SplitReport => {
    const match = splitMatchOf(split);
    const inSplit = splitMatcher(match);
    const heldOut = splitHeldOut(split, s.suite.held_out);
    const expected = members.get(name)!;
    const trials: TrialReport[] = s.trials.map((t) => buildTrialReport(s.suite, expected, trialPart(t, inSplit)));
    const valid = s.errors.length === 0 && trials.every((t) => t.valid);
    const final =
      s.discovered &&
      valid &&
      expected.length > 0 &&
      trials.every((t) => t.final) &&
      (s.suite.trials === undefined || trials.length === s.suite.trials);
    const reliability = suiteReliability({ ...s.base, valid, final, notes: [], errors: s.errors, trials });
    return {
      name,
      match: typeof match === 'string' ? match : [...match],
      tasks: expected.length,
      valid,
      final,
      trials: trials.map((t): SplitTrial => ({
        name: t.name,
        valid: t.valid,
        final: t.final,
        coverage: t.coverage,
        metrics: t.metrics,
      })),
      reliability,
      ...(heldOut ? { held_out: { decimals: s.suite.held_out_decimals ?? 1, redacted: false } } : {}),
    };
  });
}

/** How a split is named where it stands beside suites (leaderboard rows, comparisons): `suite/split` (a suite name has no `/`). */
export function splitBoardName(suite: string, split: string): string {
  return `${suite}/${split}`;
}

/**
 * A split seen as a suite of its own, named `suite/split`: each trial with the split's
 * coverage, validity, finality and metrics and its verdicts, errors and pending items of the
 * split's tasks; the split's reliability. Whatever reads suites (leaderboard rows, drift, the
 * paired comparison with the leader) reads a split through this view, with no code of its own.
 */
function splitView(suite: SuiteReport, split: SplitReport): SuiteReport {
  const inSplit = splitMatcher(split.match);
  const byName = new Map(split.trials.map((t) => [t.name, t]));
  const trials = suite.trials.map((t): TrialReport => {
    const s = byName.get(t.name);
    return {
      ...t,
      valid: s?.valid ?? false,
      final: s?.final ?? false,
      coverage: s?.coverage ?? { ...t.coverage, scored: 0, missing_tasks: [] },
      metrics: s?.metrics ?? {},
      verdicts: t.verdicts.filter((v) => inSplit(v.task)),
      errors: t.errors.filter((e) => e.task === null || inSplit(e.task)),
      pending: t.pending.filter((p) => inSplit(p.task)),
      ...(t.cce ? { cce: { ...t.cce, tasks: t.cce.tasks.filter((c) => inSplit(c.task)) } } : {}),
    };
  });
  const { splits: _splits, publish: _publish, ignored: _ignored, held_out: _heldOut, ...rest } = suite;
  return {
    ...rest,
    name: splitBoardName(suite.name, split.name),
    valid: split.valid,
    final: split.final,
    trials,
    reliability: split.reliability,
    ...(split.held_out ? { held_out: split.held_out } : {}),
  };
}

/** The report's suites followed by each suite's splits as suites (splitView), for readers of suites by name. */
export function suitesAndSplits(report: Pick<Report, 'suites'>): SuiteReport[] {
  return report.suites.flatMap((s) => [s, ...(s.splits ?? []).map((split) => splitView(s, split))]);
}

/**
 * `agent-eval validate`'s checks of a suite's splits over its catalog: a task in no split, a
 * task in two splits or more (each naming the task and the splits), a listed task that is not
 * in the catalog, a split that holds no task.
 */
export function splitFindings(
  suite: { name: string; splits?: Splits | undefined },
  catalog: readonly string[],
): ValidationFinding[] {
  if (!suite.splits) return [];
  const names = Object.keys(suite.splits);
  const { members, unassigned, overlapping } = splitMembership(suite.splits, catalog);
  const findings: ValidationFinding[] = [];
  for (const task of unassigned)
    findings.push({ suite: suite.name, task, problem: `the task is in no split (splits: ${names.join(', ')})` });
  for (const o of overlapping)
    findings.push({
      suite: suite.name,
      task: o.task,
      problem: `the task is in ${o.splits.length} splits: ${o.splits.join(', ')} (a task belongs to one split)`,
    });
  const known = new Set(catalog);
  for (const [name, split] of Object.entries(suite.splits)) {
    const match = splitMatchOf(split);
    if (typeof match !== 'string')
      for (const task of match)
        if (!known.has(task))
          findings.push({
            suite: suite.name,
            task,
            problem: `split ${name} lists the task, which is not in the suite's catalog`,
          });
    if (members.get(name)!.length === 0)
      findings.push({
        suite: suite.name,
        task: null,
        problem: `split ${name} (${typeof match === 'string' ? JSON.stringify(match) : 'a list'}) holds no task of the catalog`,
      });
  }
  return findings;
}
