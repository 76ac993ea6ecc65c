/**
 * One submission's leaderboard entry: from its report (every figure is the report's own, never
 * recomputed), or, for a submission that could not be scored, from the reason why.
 */
import { mean, roundTo, withheldReasonText } from '../metrics/common.js';
import { compareTasks } from '../metrics/reliability.js';
import type { Report, SuiteReport, TrialReport } from '../report/schema.js';
import { truncate } from '../util/data.js';
import { suitesAndSplits } from '../report/splits.js';
import type { Entry, Status, SuiteInfo, SuiteRow, TrialRow } from './leaderboard.js';

/** A submission that was not scored: a symlink or a file instead of a directory, a usage problem. */
export interface Unscored {
  name: string;
  status: Exclude<Status, 'final'>;
  problem: string;
}

const LIST_LIMIT = 10;
const MESSAGE_LIMIT = 300;

const statusOf = (valid: boolean, final: boolean): Status => (!valid ? 'invalid' : final ? 'final' : 'not_final');

export function entryFromReport(name: string, report: Report, suites: readonly SuiteInfo[]): Entry {
  // What makes the whole report invalid besides its suites (the submission.yml review: a
  // checksum mismatch, an unusable file) makes every row of it invalid: never ranked, no figure.
  const reportProblems = (report.submission.review?.findings ?? [])
    .filter((f) => f.severity === 'error')
    .slice(0, LIST_LIMIT)
    .map((f) => truncate(`submission.yml: ${f.code}: ${f.message}`, MESSAGE_LIMIT));
  const invalidReport = !report.valid && reportProblems.length > 0;
  // A split is read as the suite its view is (`suite/split`, report/splits.ts).
  const reported = suitesAndSplits(report);
  return {
    name,
    status: report.status,
    valid: report.valid,
    final: report.final,
    problems: invalidReport ? reportProblems : [],
    metadata: report.submission.metadata,
    ...selectionOf(report),
    suites: suites.map((info) => {
      const suite = reported.find((s) => s.name === info.name);
      if (!suite) return emptyRow(info, 'invalid', `suite ${info.name} is not in the report`);
      const row = suiteRow(info, suite);
      return invalidReport
        ? {
            ...row,
            status: 'invalid',
            valid: false,
            final: false,
            problems: [...reportProblems, ...row.problems],
            primary: { ...row.primary, value: null },
          }
        : row;
    }),
  };
}

export function entryFromUnscored(u: Unscored, suites: readonly SuiteInfo[]): Entry {
  return {
    name: u.name,
    status: u.status,
    valid: u.status !== 'invalid',
    final: false,
    problems: [u.problem],
    metadata: null,
    suites: suites.map((info) => emptyRow(info, u.status, u.problem)),
  };
}

function emptyRow(info: SuiteInfo, status: Status, problem: string): SuiteRow {
  return {
    name: info.name,
    status,
    valid: status !== 'invalid',
    final: false,
    problems: [problem],
    coverage: {
      trials: 0,
      expected_trials: info.expected_trials,
      expected_tasks: info.expected_tasks,
      scored: 0,
      missing: 0,
      errors: status === 'invalid' ? 1 : 0,
      pending: 0,
    },
    primary: { metric: info.primary_metric, value: null, observed: null },
    reliability: null,
    trials: [],
  };
}

function suiteRow(info: SuiteInfo, suite: SuiteReport): SuiteRow {
  const trials = suite.trials.map(trialRow);
  const metric = info.primary_metric;
  const averaged = (name: string) => {
    const values = trials.map((t) => t.metrics[name]);
    return values.length > 0 && values.every((v) => typeof v === 'number') ? roundTo(mean(values as number[])!) : null;
  };
  const r = suite.reliability;
  const sum = (f: (t: TrialReport) => number) => suite.trials.reduce((n, t) => n + f(t), 0);
  return {
    name: suite.name,
    status: statusOf(suite.valid, suite.final),
    valid: suite.valid,
    final: suite.final,
    problems: problemsOf(suite),
    coverage: {
      trials: suite.trials.length,
      expected_trials: suite.expected_trials,
      expected_tasks: info.expected_tasks,
      scored: sum((t) => t.coverage.scored),
      missing: sum((t) => t.coverage.missing_tasks.length),
      errors: suite.errors.length + sum((t) => t.coverage.errors),
      pending: sum((t) => t.pending.length),
    },
    primary: { metric, value: suite.final ? averaged(metric) : null, observed: averaged(`observed_${metric}`) },
    reliability: r
      ? {
          final: r.final,
          n_trials: r.n_trials,
          tasks: r.tasks,
          expected_tasks: r.expected_tasks,
          pass_hat_k: r.pass_hat_k,
          pass_at_k: r.pass_at_k,
          mean_success_rate: r.mean_success_rate,
          success_rate_stderr: r.success_rate_stderr,
          flips: r.flips.count,
        }
      : null,
    trials,
  };
}

function trialRow(t: TrialReport): TrialRow {
  const verdicts = new Map<string, TrialReport['verdicts']>();
  for (const v of t.verdicts) verdicts.set(v.task, [...(verdicts.get(v.task) ?? []), v]);
  const outcomes: TrialRow['outcomes'] = {
    success: [],
    failure: [],
    error: [],
    missing: [...t.coverage.missing_tasks],
  };
  for (const [task, list] of verdicts) {
    // One verdict per task is the rule; more than one can only be an error.
    const status = list.length === 1 ? list[0]!.status : 'error';
    outcomes[status].push(task);
  }
  for (const list of Object.values(outcomes)) list.sort(compareTasks);
  return {
    name: t.name,
    path: t.path,
    status: statusOf(t.valid, t.final),
    valid: t.valid,
    final: t.final,
    coverage: { ...t.coverage, pending: t.pending.length },
    metrics: Object.fromEntries(Object.entries(t.metrics).map(([name, m]) => [name, m.value])),
    outcomes,
  };
}

/** Why a suite row is not final or not valid, in a few lines (the report has everything). */
function problemsOf(suite: SuiteReport): string[] {
  const out = [...suite.notes];
  const cut = (s: string) => truncate(s, MESSAGE_LIMIT);
  const list = (items: string[]) =>
    `${items.slice(0, LIST_LIMIT).join(', ')}${items.length > LIST_LIMIT ? `, … (${items.length})` : ''}`;
  for (const e of suite.errors.slice(0, LIST_LIMIT))
    out.push(cut(`suite error (${e.stage}): ${e.record ? `${e.record}: ` : ''}${e.message}`));
  if (suite.errors.length > LIST_LIMIT) out.push(`… and ${suite.errors.length - LIST_LIMIT} more suite error(s)`);
  for (const t of suite.trials) {
    const missing = t.coverage.missing_tasks;
    if (missing.length > 0) out.push(`${t.name}: ${missing.length} missing task(s): ${list(missing)}`);
    if (t.errors.length > 0) {
      const e = t.errors[0]!;
      const where = [e.task ? `task ${e.task}` : null, e.record ? `record ${e.record}` : null]
        .filter(Boolean)
        .join(', ');
      out.push(
        cut(`${t.name}: ${t.errors.length} error(s); first: ${e.stage}${where ? ` (${where})` : ''}: ${e.message}`),
      );
    }
    if (t.pending.length > 0)
      out.push(cut(`${t.name}: ${t.pending.length} pending: ${list(t.pending.map((p) => `${p.task} (${p.what})`))}`));
    // A withheld metric is not ranked or averaged (its value is null): say why (docs/metrics.md).
    for (const [name, m] of Object.entries(t.metrics))
      if (m.withheld && !name.startsWith('observed_'))
        out.push(cut(`${t.name}: ${name} withheld: ${list(m.withheld.map(withheldReasonText))}`));
  }
  return out;
}

/** submission.yml's `ranking`, for final selection (selection.ts decides the rule; `latest` until it has). */
function selectionOf(report: Report): Pick<Entry, 'selection'> {
  const r = report.submission.review?.declared?.ranking;
  return r
    ? { selection: { submitter: r.submitter, submitted_at: r.submitted_at, final: r.final === true, rule: 'latest' } }
    : {};
}
