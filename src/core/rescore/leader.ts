/**
 * `rescore --compare-leader` (docs/rescore.md): per suite, every ranked entry after the leader
 * compared with the leader on the same tasks, by the paired comparison of `agent-eval compare`
 * (compareSuitePair: the same pairing and figures, docs/compare.md), so that a first place is
 * not claimed where the interval says the top entries cannot be told apart.
 *
 * Only ranked entries (final rows) are compared: an entry that is not final is never compared
 * or ranked. The comparison is on the success verdicts, whose per-task mean over trials is the
 * primary metric of every kind (SR % of trajectory and output suites, accuracy % of table
 * suites). An entry is `indistinguishable_from_leader` when the published interval contains 0,
 * or when there is no interval at all (fewer than 2 tasks): nothing then shows that it differs.
 */
import { compareSuitePair } from '../compare/compare.js';
import { DIFFERENCE_METHOD } from '../compare/schema.js';
import { UsageError } from '../errors.js';
import type { Report } from '../report/schema.js';
import { suitesAndSplits } from '../report/splits.js';
import type { Leaderboard, VsLeader } from './leaderboard.js';

export interface LeaderOptions {
  /** Of the paired interval; default 0.95. */
  confidence?: number;
}

export function compareWithLeader(
  lb: Leaderboard,
  reports: ReadonlyMap<string, Report>,
  options: LeaderOptions = {},
): Leaderboard {
  const confidence = options.confidence ?? 0.95;
  if (!(confidence > 0 && confidence < 1))
    throw new UsageError(`the confidence must be strictly between 0 and 1, got ${confidence}`);
  return {
    ...lb,
    suites: lb.suites.map((suite) => {
      const [leader, ...rest] = suite.ranked;
      if (!leader) return suite;
      const leaderReport = reports.get(leader.submission);
      const ranked = [
        leader,
        ...rest.map((r) => ({
          ...r,
          vs_leader: versus(
            suite.name,
            leader.submission,
            leaderReport,
            r.submission,
            reports.get(r.submission),
            confidence,
          ),
        })),
      ];
      return {
        ...suite,
        ranked,
        leader_comparison: {
          method: DIFFERENCE_METHOD,
          metric: 'success' as const,
          confidence,
          leader: leader.submission,
          tied_with_leader: ranked.filter((r) => r.vs_leader?.indistinguishable_from_leader).map((r) => r.submission),
        },
      };
    }),
  };
}

function versus(
  suite: string,
  leader: string,
  leaderReport: Report | undefined,
  name: string,
  report: Report | undefined,
  confidence: number,
): VsLeader {
  const none = (note: string): VsLeader => ({
    difference: null,
    interval: null,
    stderr: null,
    tasks: 0,
    indistinguishable_from_leader: true,
    notes: [note],
  });
  // Ranked entries always have their report; a leaderboard built otherwise is not compared.
  if (!leaderReport || !report) return none(`no report of ${leaderReport ? name : leader} to compare`);
  // A split is compared as the suite its view is (report/splits.ts).
  const c = compareSuitePair(
    suite,
    { label: leader, report: { ...leaderReport, suites: suitesAndSplits(leaderReport) } },
    { label: name, report: { ...report, suites: suitesAndSplits(report) } },
    { confidence },
  );
  if (!c) return none(`suite ${suite} is not in both reports`);
  const m = c.metrics.find((x) => x.metric === 'success');
  if (!m) return none('no success verdicts to compare');
  const notes = [...c.notes, ...(m.note ? [m.note] : [])];
  const indistinguishable = m.interval === null || (m.interval.low <= 0 && m.interval.high >= 0);
  return {
    difference: m.difference,
    interval: m.interval,
    stderr: m.stderr,
    tasks: m.tasks,
    indistinguishable_from_leader: indistinguishable,
    notes,
  };
}
