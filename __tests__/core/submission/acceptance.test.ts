/** The pure part of accepting a submission issue: the command, the name, the branch, the review stamp. */
import {
  acceptBranch,
  defaultSubmissionName,
  isSubmissionName,
  parseAcceptCommand,
  readReviewStamp,
  reviewProblem,
  reviewStampLine,
  type ReviewStamp,
} from '../../../src/core/submission/acceptance.js';

const SHA = 'ab'.repeat(32);

test('the command: the first non-empty line, optionally a name; anything else is not one', () => {
  expect(parseAcceptCommand('/agent-eval accept')).toEqual({ name: null });
  expect(parseAcceptCommand('\r\n  /agent-eval   accept  my-run \r\nthanks!')).toEqual({ name: 'my-run' });
  expect(parseAcceptCommand('\uFEFF/agent-eval accept')).toEqual({ name: null });
  for (const text of [
    '',
    'Looks good! /agent-eval accept',
    '/agent-eval acceptable',
    '/agent-eval accept a b',
    '> /agent-eval accept',
    '/agent-eval\naccept',
    'thanks\n/agent-eval accept',
  ]) {
    expect({ text, parsed: parseAcceptCommand(text) }).toEqual({ text, parsed: null });
  }
  // A name is taken as written here; whether it is usable is checked on its own.
  expect(parseAcceptCommand('/agent-eval accept ../../etc')).toEqual({ name: '../../etc' });
});

test('names: one safe directory of the submissions tree', () => {
  for (const ok of ['gpt-4o-2024-08-06', 'A.b_c-1', 'x'])
    expect({ ok, usable: isSubmissionName(ok) }).toEqual({ ok, usable: true });
  for (const bad of ['', '.hidden', '-x', 'a/b', 'a..b', '..', 'a b', 'é', 'x'.repeat(101), 'a\\b', 'CON:'])
    expect({ bad, usable: isSubmissionName(bad) }).toEqual({ bad, usable: false });
});

test('the default name: model id and version, slugged; issue-N when they give none', () => {
  expect(defaultSubmissionName({ model: { id: 'gpt-4o-2024-08-06', version: '2024-08-06' } }, 3)).toBe(
    'gpt-4o-2024-08-06',
  );
  expect(defaultSubmissionName({ model: { id: 'Claude 3.5 Sonnet', version: 20241022 } }, 3)).toBe(
    'claude-3.5-sonnet-20241022',
  );
  expect(defaultSubmissionName({ model: { id: '../../etc/passwd' } }, 3)).toBe('etc-passwd');
  expect(defaultSubmissionName({ model: { id: '<img src=x>' } }, 3)).toBe('img-src-x');
  expect(defaultSubmissionName({ model: { id: '日本語' } }, 7)).toBe('issue-7');
  expect(defaultSubmissionName(null, 8)).toBe('issue-8');
  expect(isSubmissionName(defaultSubmissionName({ model: { id: 'a'.repeat(300), version: 'v'.repeat(300) } }, 1))).toBe(
    true,
  );
});

test('the branch comes from the issue number only', () => {
  expect(acceptBranch(42)).toBe('agent-eval/accept-issue-42');
  for (const n of [0, -1, 1.5, Number.NaN, 2 ** 60]) expect(() => acceptBranch(n)).toThrow(/not an issue number/);
});

test('the review stamp: written and read back; what it allows', () => {
  const stamp: ReviewStamp = { bodySha256: SHA, status: 'final', findings: 0 };
  const comment = `<!-- agent-eval:sticky key=x -->\n${reviewStampLine(stamp)}\n## agent-eval: FINAL\n`;
  expect(readReviewStamp(comment)).toEqual(stamp);
  expect(readReviewStamp('## agent-eval\n\ntext')).toBeNull();
  // Only near the top, where we write it: one quoted further down (in a finding's text) is not read.
  expect(readReviewStamp(`a\nb\nc\nd\n${reviewStampLine(stamp)}`)).toBeNull();
  expect(readReviewStamp(reviewStampLine(stamp).replace('final', 'FINAL'))).toBeNull();

  expect(reviewProblem(stamp, SHA)).toBeNull();
  expect(reviewProblem(null, SHA)).toMatch(/no review by agent-eval yet/);
  expect(reviewProblem(stamp, 'cd'.repeat(32))).toMatch(/edited since its last review/);
  expect(reviewProblem({ ...stamp, status: 'not_final' }, SHA)).toMatch(/not final/);
  expect(reviewProblem({ ...stamp, status: 'invalid' }, SHA)).toMatch(/invalid/);
  expect(reviewProblem({ ...stamp, findings: 2 }, SHA)).toMatch(/found 2 problem\(s\) in the form/);
});
