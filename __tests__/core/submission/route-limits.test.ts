/**
 * The issue route's limits as a decision on facts (core/submission/route-limits.ts): the
 * approval label counts only from a maintainer's hand, the run cap refuses the run past it and
 * shows the count, a maintainer is never counted, and with both off everything is scored.
 */
import {
  WINDOW_MS,
  decideRoute,
  limitsOn,
  nextRunAt,
  runsText,
  type RouteFacts,
  type RouteLimits,
} from '../../../src/core/submission/route-limits.js';

const OFF: RouteLimits = { approvalLabel: null, reviews: null };
const cap = (max: number, window: 'day' | 'week' = 'day') => ({ max, window, sharedWith: [], extraRunLabel: null });
/** `n` runs an hour apart, the newest at NOW. */
const NOW = Date.parse('2026-12-01T12:00:00Z');
const runs = (n: number) => Array.from({ length: n }, (_, i) => NOW - (n - 1 - i) * 3_600_000);
const author = { login: 'submitter', maintainer: false };
const facts = (f: Partial<RouteFacts> = {}): RouteFacts => ({
  labelled: false,
  labelledBy: null,
  actor: author,
  runs: null,
  grantedBy: null,
  ...f,
});

test('both limits off: scored, nothing recorded', () => {
  expect(limitsOn(OFF)).toBe(false);
  expect(decideRoute(OFF, facts())).toEqual({ go: true, record: { approval: null, runs: null } });
});

describe('approval-label', () => {
  const limits: RouteLimits = { approvalLabel: 'approved', reviews: null };

  test('no label: awaiting approval, naming the label', () => {
    const d = decideRoute(limits, facts());
    expect(d).toMatchObject({ go: false, code: 'awaiting_approval' });
    expect(d.go || d.message).toMatch(/waits for a maintainer to apply the label "approved"/);
  });

  test('the label applied by the author (as an issue form applies it) is not approval', () => {
    const d = decideRoute(limits, facts({ labelled: true, labelledBy: { login: 'submitter', maintainer: false } }));
    expect(d).toMatchObject({ go: false, code: 'awaiting_approval' });
    expect(d.go || d.message).toMatch(/applied by submitter, who has no triage permission/);
  });

  test('the label on the issue with no labeled event to show who applied it is not approval', () => {
    expect(decideRoute(limits, facts({ labelled: true, labelledBy: null }))).toMatchObject({
      go: false,
      code: 'awaiting_approval',
    });
  });

  test('the label applied by someone with triage permission or more: scored, and who approved is recorded', () => {
    expect(decideRoute(limits, facts({ labelled: true, labelledBy: { login: 'keeper', maintainer: true } }))).toEqual({
      go: true,
      record: { approval: { label: 'approved', by: 'keeper' }, runs: null },
    });
  });
});

describe('max-runs-per-author-per-day', () => {
  const limits: RouteLimits = { approvalLabel: null, reviews: cap(5) };

  test('at the cap: scored, the count recorded', () => {
    expect(decideRoute(limits, facts({ runs: runs(5) }))).toEqual({
      go: true,
      record: { approval: null, runs: { actor: 'submitter', count: 5, cap: 5 } },
    });
    expect(runsText(3, 5)).toBe('3 of 5 runs today');
    expect(runsText(1, 1)).toBe('1 of 1 run today');
  });

  test('one past the cap: refused as run_limit, the count in the message', () => {
    const d = decideRoute(limits, facts({ runs: runs(6) }));
    expect(d).toMatchObject({ go: false, code: 'run_limit', record: { runs: { count: 6, cap: 5 } } });
    expect(d.go || d.message).toContain('6 of 5 runs today');
  });

  test('someone with triage permission or more is not counted', () => {
    expect(decideRoute(limits, facts({ actor: { login: 'keeper', maintainer: true } }))).toEqual({
      go: true,
      record: { approval: null, runs: null },
    });
  });

  test('a capped actor whose runs were not counted is an internal error, never a pass', () => {
    expect(() => decideRoute(limits, facts({ runs: null }))).toThrow(/not counted/);
  });

  test('both on: approval is decided first; an approved run past the cap is still refused', () => {
    const both: RouteLimits = { approvalLabel: 'approved', reviews: cap(2) };
    expect(decideRoute(both, facts({ runs: runs(9) }))).toMatchObject({ go: false, code: 'awaiting_approval' });
    expect(
      decideRoute(both, facts({ labelled: true, labelledBy: { login: 'keeper', maintainer: true }, runs: runs(3) })),
    ).toMatchObject({
      go: false,
      code: 'run_limit',
      record: { approval: { label: 'approved', by: 'keeper' }, runs: { count: 3, cap: 2 } },
    });
  });
});

describe('max-reviews: the window, the next time, a granted run', () => {
  test('over the cap, the refusal says when the next review is possible: when the run `cap` places before the newest leaves the window', () => {
    // 6 runs an hour apart, 07:00 to 12:00: with a cap of 5 the next run goes once the 2nd oldest (08:00) has left the
    // day.
    const d = decideRoute({ approvalLabel: null, reviews: cap(5) }, facts({ runs: runs(6) }));
    expect(d).toMatchObject({
      go: false,
      code: 'run_limit',
      record: { runs: { count: 6, cap: 5, next: '2026-12-02T08:00:00Z' } },
    });
    expect(d.go || d.message).toContain('the next review is possible after 2026-12-02T08:00:00Z');
    expect(nextRunAt(runs(6), 5, 'day')).toBe(NOW - 4 * 3_600_000 + WINDOW_MS.day);
  });

  test('a week: the count and the next time are over 7 days', () => {
    const d = decideRoute({ approvalLabel: null, reviews: cap(2, 'week') }, facts({ runs: runs(3) }));
    expect(d).toMatchObject({
      go: false,
      code: 'run_limit',
      record: { runs: { count: 3, cap: 2, window: 'week', next: '2026-12-08T11:00:00Z' } },
    });
    expect(d.go || d.message).toContain('3 of 2 runs this week');
    expect(d.go || d.message).toContain('in the last 7 days');
  });

  test('over the cap with a grant: scored, and who granted it is recorded', () => {
    expect(
      decideRoute({ approvalLabel: null, reviews: cap(5) }, facts({ runs: runs(6), grantedBy: 'keeper' })),
    ).toEqual({
      go: true,
      record: { approval: null, runs: { actor: 'submitter', count: 6, cap: 5, granted_by: 'keeper' } },
    });
  });
});
