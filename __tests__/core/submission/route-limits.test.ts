/**
 * The issue route's limits as a decision on facts (core/submission/route-limits.ts): the
 * approval label counts only from a maintainer's hand, the run cap refuses the run past it and
 * shows the count, a maintainer is never counted, and with both off everything is scored.
 */
import { decideRoute, limitsOn, runsText, type RouteFacts, type RouteLimits } from '../../../src/core/submission/route-limits.js';

const OFF: RouteLimits = { approvalLabel: null, maxRunsPerDay: null };
const author = { login: 'submitter', maintainer: false };
const facts = (f: Partial<RouteFacts> = {}): RouteFacts => ({ labelled: false, labelledBy: null, actor: author, runs: null, ...f });

test('both limits off: scored, nothing recorded', () => {
  expect(limitsOn(OFF)).toBe(false);
  expect(decideRoute(OFF, facts())).toEqual({ go: true, record: { approval: null, runs: null } });
});

describe('approval-label', () => {
  const limits: RouteLimits = { approvalLabel: 'approved', maxRunsPerDay: null };

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
    expect(decideRoute(limits, facts({ labelled: true, labelledBy: null }))).toMatchObject({ go: false, code: 'awaiting_approval' });
  });

  test('the label applied by someone with triage permission or more: scored, and who approved is recorded', () => {
    expect(decideRoute(limits, facts({ labelled: true, labelledBy: { login: 'keeper', maintainer: true } }))).toEqual({
      go: true,
      record: { approval: { label: 'approved', by: 'keeper' }, runs: null },
    });
  });
});

describe('max-runs-per-author-per-day', () => {
  const limits: RouteLimits = { approvalLabel: null, maxRunsPerDay: 5 };

  test('at the cap: scored, the count recorded', () => {
    expect(decideRoute(limits, facts({ runs: 5 }))).toEqual({ go: true, record: { approval: null, runs: { actor: 'submitter', count: 5, cap: 5 } } });
    expect(runsText(3, 5)).toBe('3 of 5 runs today');
    expect(runsText(1, 1)).toBe('1 of 1 run today');
  });

  test('one past the cap: refused as run_limit, the count in the message', () => {
    const d = decideRoute(limits, facts({ runs: 6 }));
    expect(d).toMatchObject({ go: false, code: 'run_limit', record: { runs: { count: 6, cap: 5 } } });
    expect(d.go || d.message).toContain('6 of 5 runs today');
  });

  test('someone with triage permission or more is not counted', () => {
    expect(decideRoute(limits, facts({ actor: { login: 'keeper', maintainer: true } }))).toEqual({ go: true, record: { approval: null, runs: null } });
  });

  test('a capped actor whose runs were not counted is an internal error, never a pass', () => {
    expect(() => decideRoute(limits, facts({ runs: null }))).toThrow(/not counted/);
  });

  test('both on: approval is decided first; an approved run past the cap is still refused', () => {
    const both: RouteLimits = { approvalLabel: 'approved', maxRunsPerDay: 2 };
    expect(decideRoute(both, facts({ runs: 9 }))).toMatchObject({ go: false, code: 'awaiting_approval' });
    expect(decideRoute(both, facts({ labelled: true, labelledBy: { login: 'keeper', maintainer: true }, runs: 3 }))).toMatchObject({
      go: false,
      code: 'run_limit',
      record: { approval: { label: 'approved', by: 'keeper' }, runs: { count: 3, cap: 2 } },
    });
  });
});
