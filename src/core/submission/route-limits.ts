/**
 * How a maintainer limits the issue route (docs/workflows.md, "Limiting the issue route"): an
 * approval label that only a maintainer's hand counts for, and a cap on the scoring runs one
 * person starts per day. This is the decision alone, on facts the GitHub layer read through the
 * API (src/github/route-facts.ts); nothing here talks to GitHub.
 *
 * - Approval: the issue carries the label, and its newest `labeled` event is by someone with
 *   triage permission or more. An issue form can apply labels itself, and then the one who
 *   applied it is the author: the label's presence alone proves nothing.
 * - The cap: the runs of this workflow that `issues` events by this run's actor started in the
 *   24 hours before this run, this one included, may not exceed the cap. Someone with triage
 *   permission or more (a maintainer applying the approval label) is not counted.
 */

export interface RouteLimits {
  /** The label a maintainer applies to approve scoring; null: no approval needed. */
  approvalLabel: string | null;
  /** Scoring runs one person may start in 24 hours; null: no cap. */
  maxRunsPerDay: number | null;
}

/** Who applied the approval label last, and whether they may triage (triage, write, maintain or admin). */
interface LabelFact {
  login: string;
  maintainer: boolean;
}

export interface RouteFacts {
  /** The approval label is on the issue now. */
  labelled: boolean;
  /** Its newest `labeled` event; null: none (or it was removed after it). */
  labelledBy: LabelFact | null;
  /** The person whose event started this run. */
  actor: { login: string; maintainer: boolean };
  /** Runs this actor started in the 24 hours up to this one, this one included; null when not counted (no cap, or a maintainer). */
  runs: number | null;
}

/** What intake.json records of the limits that were on (views/intake.ts shows it). */
export interface RouteRecord {
  approval: { label: string; by: string } | null;
  runs: { actor: string; count: number; cap: number } | null;
}

export const AWAITING_APPROVAL = 'awaiting_approval';
export const RUN_LIMIT = 'run_limit';
/** The limits could not be checked through the API: nothing is scored (fail closed). */
export const LIMITS_UNCHECKED = 'limits_unchecked';

/** Refusals that are no verdict on the submission: no outcome label. */
export const NOT_A_VERDICT: readonly string[] = [AWAITING_APPROVAL, RUN_LIMIT, LIMITS_UNCHECKED];
/** Of these, the ones a limit decided (the others are a problem a maintainer has to look at): the scoring job passes. */
export const HELD: readonly string[] = [AWAITING_APPROVAL, RUN_LIMIT];

export type RouteDecision = { go: true; record: RouteRecord } | { go: false; code: typeof AWAITING_APPROVAL | typeof RUN_LIMIT; message: string; record: RouteRecord };

export const limitsOn = (l: RouteLimits) => l.approvalLabel !== null || l.maxRunsPerDay !== null;

/** "3 of 5 runs today" */
export const runsText = (count: number, cap: number) => `${count} of ${cap} run${cap === 1 ? '' : 's'} today`;

export function decideRoute(limits: RouteLimits, facts: RouteFacts): RouteDecision {
  const record: RouteRecord = { approval: null, runs: null };
  if (limits.approvalLabel !== null) {
    const label = limits.approvalLabel;
    const waits = `the submission waits for a maintainer to apply the label "${label}"`;
    if (!facts.labelled) return { go: false, code: AWAITING_APPROVAL, message: `${waits}; it is scored then`, record };
    if (facts.labelledBy === null) return { go: false, code: AWAITING_APPROVAL, message: `${waits} (no event of the issue shows who applied the one on it)`, record };
    if (!facts.labelledBy.maintainer) {
      return {
        go: false,
        code: AWAITING_APPROVAL,
        message: `${waits} (the one on it was applied by ${facts.labelledBy.login}, who has no triage permission on this repository; a label the issue form applies is the author's)`,
        record,
      };
    }
    record.approval = { label, by: facts.labelledBy.login };
  }
  if (limits.maxRunsPerDay !== null && !facts.actor.maintainer) {
    const cap = limits.maxRunsPerDay;
    if (facts.runs === null) throw new Error('the runs of a capped actor were not counted');
    record.runs = { actor: facts.actor.login, count: facts.runs, cap };
    if (facts.runs > cap) {
      return {
        go: false,
        code: RUN_LIMIT,
        message: `${facts.actor.login} has started ${facts.runs} scoring runs in the last 24 hours (${runsText(facts.runs, cap)}), more than this repository allows; edit the issue again once fewer fall within 24 hours`,
        record,
      };
    }
  }
  return { go: true, record };
}
