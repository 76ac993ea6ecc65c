/**
 * How a maintainer limits the issue route (docs/workflows.md, "Limiting the issue route"): an
 * approval label that only a maintainer's hand counts for, and a cap on the scoring runs one
 * person starts per day or per week, which a maintainer's label lifts for one run. This is the
 * decision alone, on facts the GitHub layer read through the API (src/github/route-facts.ts);
 * nothing here talks to GitHub.
 *
 * - Approval: the issue carries the label, and its newest `labeled` event is by someone with
 *   triage permission or more. An issue form can apply labels itself, and then the one who
 *   applied it is the author: the label's presence alone proves nothing.
 * - The cap: the runs of this workflow that `issues` events by this run's actor started in the
 *   window (24 hours or 7 days) before this run, this one included (and those of the workflows
 *   the count is shared with), may not exceed the cap. Someone with triage permission or more (a
 *   maintainer applying the approval label) is not counted. A run over the cap still goes when
 *   a maintainer granted one more run (the extra-run label applied since the actor's last run):
 *   each grant is used by the actor's next run.
 */

export type ReviewWindow = 'day' | 'week';
export const WINDOW_MS: Record<ReviewWindow, number> = { day: 24 * 60 * 60 * 1000, week: 7 * 24 * 60 * 60 * 1000 };
const WINDOW_TEXT: Record<ReviewWindow, string> = { day: '24 hours', week: '7 days' };

export interface ReviewLimit {
  /** Scoring runs one person may start in the window. */
  max: number;
  window: ReviewWindow;
  /** Other workflows (file names) whose runs by the same person count too; empty: this route's alone. */
  sharedWith: string[];
  /** The label a maintainer applies to grant one more run; null: none. */
  extraRunLabel: string | null;
}

export interface RouteLimits {
  /** The label a maintainer applies to approve scoring; null: no approval needed. */
  approvalLabel: string | null;
  /** The cap on scoring runs per person; null: no cap. */
  reviews: ReviewLimit | null;
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
  /**
   * When the runs this actor started in the window up to this one were created (ms since the
   * epoch, GitHub's clock), this one included; null when not counted (no cap, or a maintainer).
   */
  runs: number[] | null;
  /** A maintainer's grant of one more run that this run uses; null: none (or not asked: within the cap). */
  grantedBy: string | null;
}

/** What intake.json records of the limits that were on (views/intake.ts shows it). */
export interface RouteRecord {
  approval: { label: string; by: string } | null;
  /** `window` absent: a day; `granted_by`: who granted the run over the cap; `next`: when a review is possible again (refused runs). */
  runs: { actor: string; count: number; cap: number; window?: 'week'; granted_by?: string; next?: string } | null;
}

export const AWAITING_APPROVAL = 'awaiting_approval';
export const RUN_LIMIT = 'run_limit';
/** The limits could not be checked through the API: nothing is scored (fail closed). */
export const LIMITS_UNCHECKED = 'limits_unchecked';

/** Refusals that are no verdict on the submission: no outcome label. */
export const NOT_A_VERDICT: readonly string[] = [AWAITING_APPROVAL, RUN_LIMIT, LIMITS_UNCHECKED];
/** Of these, the ones a limit decided (the others are a problem a maintainer has to look at): the scoring job passes. */
export const HELD: readonly string[] = [AWAITING_APPROVAL, RUN_LIMIT];

export type RouteDecision =
  | { go: true; record: RouteRecord }
  | { go: false; code: typeof AWAITING_APPROVAL | typeof RUN_LIMIT; message: string; record: RouteRecord };

export const limitsOn = (l: RouteLimits) => l.approvalLabel !== null || l.reviews !== null;

/** "3 of 5 runs today", "3 of 5 runs this week" */
export const runsText = (count: number, cap: number, window: ReviewWindow = 'day') =>
  `${count} of ${cap} run${cap === 1 ? '' : 's'} ${window === 'day' ? 'today' : 'this week'}`;

/** The window's length in words: "24 hours", "7 days". */
export const windowText = (window: ReviewWindow) => WINDOW_TEXT[window];

/**
 * When the next run would be within the cap: once enough of the counted runs (this refused one
 * included: every run takes a runner and counts) have left the window, that is when the run
 * `cap` places before the newest leaves it. `times` are the counted runs' creation times.
 */
export function nextRunAt(times: readonly number[], cap: number, window: ReviewWindow): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, sorted.length - cap)]! + WINDOW_MS[window];
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function decideRoute(limits: RouteLimits, facts: RouteFacts): RouteDecision {
  const record: RouteRecord = { approval: null, runs: null };
  if (limits.approvalLabel !== null) {
    const label = limits.approvalLabel;
    const waits = `the submission waits for a maintainer to apply the label "${label}"`;
    if (!facts.labelled) return { go: false, code: AWAITING_APPROVAL, message: `${waits}; it is scored then`, record };
    if (facts.labelledBy === null)
      return {
        go: false,
        code: AWAITING_APPROVAL,
        message: `${waits} (no event of the issue shows who applied the one on it)`,
        record,
      };
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
  if (limits.reviews !== null && !facts.actor.maintainer) {
    const { max: cap, window } = limits.reviews;
    if (facts.runs === null) throw new Error('the runs of a capped actor were not counted');
    const count = facts.runs.length;
    const runs: NonNullable<RouteRecord['runs']> = {
      actor: facts.actor.login,
      count,
      cap,
      ...(window === 'week' ? { window } : {}),
    };
    record.runs = runs;
    if (count > cap && facts.grantedBy !== null) runs.granted_by = facts.grantedBy;
    else if (count > cap) {
      runs.next = iso(nextRunAt(facts.runs, cap, window));
      return {
        go: false,
        code: RUN_LIMIT,
        message: `${facts.actor.login} has started ${count} scoring runs in the last ${WINDOW_TEXT[window]} (${runsText(count, cap, window)}), more than this repository allows; the next review is possible after ${runs.next}, when enough of them have left the ${WINDOW_TEXT[window]} window (a run before then is refused and counted too)`,
        record,
      };
    }
  }
  return { go: true, record };
}
