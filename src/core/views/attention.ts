/**
 * What needs attention, grouped by cause (docs/action.md, "The sticky comment"): one item per cause,
 * with the places it applies to, so that one slip (trial directories the pattern misses, a
 * run-wide checksum change) reads as one problem and not as one paragraph per file. Plain data
 * from the report: the views (markdown.ts, text.ts) escape and format it.
 */
import type { ErrorEntry, IgnoredEntry, Report, SuiteReport, TrialReport } from '../report/schema.js';

/** Places shown per cause; the rest are counted ("and K more"). */
const PLACES_SHOWN = 5;

export interface Problem {
  severity: 'error' | 'warning';
  /** Who it is about: `Submission`, `Suite main`. */
  scope: string;
  /** The human sentence, without the place (grouped problems share it). */
  cause: string;
  /** The raw code, shown after the sentence (`checksum_mismatch`, a stage). */
  code: string | null;
  /** Where it applies (a path, a trial and task); null: the scope itself. */
  place: string | null;
  /** The sentence as written, place included: shown when the cause applies to one place only. */
  whole?: string;
}

export interface Group extends Omit<Problem, 'place' | 'whole'> {
  places: string[];
  /** The sentence of a group of one problem, as written. */
  whole: string | null;
}

/** Problems with the same severity, scope, cause and code as one group, in the order first seen; places once each. */
export function groupProblems(problems: readonly Problem[]): Group[] {
  const groups = new Map<string, Group>();
  for (const p of problems) {
    const key = JSON.stringify([p.severity, p.scope, p.cause, p.code]);
    let g = groups.get(key);
    if (!g)
      groups.set(
        key,
        (g = {
          severity: p.severity,
          scope: p.scope,
          cause: p.cause,
          code: p.code,
          places: [],
          whole: p.whole ?? null,
        }),
      );
    else if (g.whole !== (p.whole ?? null)) g.whole = null;
    if (p.place !== null && !g.places.includes(p.place)) g.places.push(p.place);
  }
  return [...groups.values()];
}

/** The places of a group, at most PLACES_SHOWN, then `and K more`. */
export function shownPlaces(places: readonly string[], limit = PLACES_SHOWN): { shown: string[]; more: number } {
  return { shown: places.slice(0, limit), more: Math.max(0, places.length - limit) };
}

/** The submission findings: the path a finding is about is its place. */
export function submissionFindings(report: Report): Problem[] {
  const review = report.submission.review;
  if (!review) return [];
  return review.findings.map((f) => {
    const prefix = f.path ? `${f.path}: ` : '';
    const placed = prefix !== '' && f.message.startsWith(prefix);
    return {
      severity: f.severity,
      scope: 'Submission',
      cause: placed ? f.message.slice(prefix.length) : f.message,
      code: f.code,
      place: placed ? f.path! : null,
    };
  });
}

/** Entries of the run nothing reads (docs/run-layout.md): the entry is the place, the rule it missed and the hint the cause. */
export function ignoredProblems(ignored: readonly IgnoredEntry[] | undefined, scope: string): Problem[] {
  return (ignored ?? []).map((e) =>
    e.missed === ''
      ? { severity: 'warning', scope, cause: e.hint, code: null, place: null }
      : {
          severity: 'warning',
          scope,
          cause: `matches none of ${e.missed}${e.nearest ? `; nearest ${e.nearest}` : ''}: ${e.hint}`,
          code: null,
          place: e.path,
        },
  );
}

/** A suite's notes and errors, and per trial its missing tasks and errors. */
export function suiteFindings(suite: SuiteReport): Problem[] {
  const scope = `Suite ${suite.name}`;
  const out: Problem[] = suite.notes.map((note) => ({
    severity: 'warning',
    scope,
    cause: note,
    code: null,
    place: null,
  }));
  out.push(...errorProblems(suite.errors, scope, null));
  out.push(...ignoredProblems(suite.ignored, `${scope}, entries not read`));
  for (const t of suite.trials) {
    for (const task of t.coverage.missing_tasks)
      out.push({
        severity: 'warning',
        scope,
        cause: 'missing: the trial has no record for the task',
        code: null,
        place: `${t.name} ${task}`,
      });
    out.push(...errorProblems(t.errors, scope, t));
  }
  return out;
}

/**
 * Errors, each with its place (the trial, the task, the records) cut out of its message, so that
 * the same error of many tasks is one cause: a task's name reads `‹task›`, a record's `‹file›`.
 */
export function errorProblems(errors: readonly ErrorEntry[], scope: string, trial: TrialReport | null): Problem[] {
  const recordsOf = new Map<string, string[]>();
  for (const e of errors) if (e.task && e.record) recordsOf.set(e.task, [...(recordsOf.get(e.task) ?? []), e.record]);
  return errors.map((e) => {
    const records = e.task ? (recordsOf.get(e.task) ?? []) : e.record ? [e.record] : [];
    let cause = e.message;
    for (const r of [...records].sort((a, b) => b.length - a.length)) cause = cause.split(r).join('‹file›');
    if (e.task) cause = cause.split(e.task).join('‹task›');
    const where = [trial?.name, e.task ?? e.record].filter((x) => x).join(' ');
    return { severity: 'error', scope, cause, code: e.stage, place: where || null, whole: e.message };
  });
}
