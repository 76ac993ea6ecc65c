/**
 * Submission text outside the issue form that a pattern used to read in quadratic time: a CSV
 * cell (Python's strip and float), a model id turned into a submission name, a judge's answer.
 * Each is given a 262,144-character adversarial text and 4 times less: every pattern run is a
 * reviewed linear one, and 4 × the text takes at most 4.5 × the regex steps (counted through
 * support/regex-steps.ts, never timed).
 */
import { parsePythonFloat, pyStrip } from '../../../src/core/kinds/table/pycompat.js';
import { defaultSubmissionName } from '../../../src/core/submission/acceptance.js';
import { parseIds } from '../../../src/core/kinds/trajectory/judge.js';
import type { Submission } from '../../../src/core/submission/schema.js';
import { countRegexSteps, type RegexSteps } from '../../support/regex-steps.js';

const MAX = 262_144;

/** Pattern → why it is linear. */
const REVIEWED: Record<string, string> = {
  '/^[\\x00-\\x7f]*$/': 'anchored, one run',
  '/^([+-]?)(inf|infinity|nan)$/i': 'anchored, bounded',
  '/^[+-]?(?:(?:\\d(?:_?\\d)*)?\\.\\d(?:_?\\d)*|\\d(?:_?\\d)*\\.?)(?:e[+-]?\\d(?:_?\\d)*)?$/i':
    'anchored; each step takes one digit (an optional "_" before it), "." and "e" are disjoint from digits',
  '/[^a-z0-9._-]+/g': 'one run of a class, resumed after it',
  '/\\.{2,}/g': 'one run of a class, resumed after it',
  '/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/': 'anchored, bounded',
  '/^```(?:json)?\\s*/i': 'anchored; the literal then one run',
};

const CASES: Array<[string, (n: number) => unknown]> = [
  ['pyStrip: a space, a word, a run of spaces, a word', (n) => pyStrip(` a${' '.repeat(n - 3)}b`)],
  ['pyStrip: a run of Unicode spaces and a word', (n) => pyStrip(`${'\u3000'.repeat(n - 1)}x`)],
  ['float(): a digit, a run of spaces, a letter', (n) => parsePythonFloat(`1${' '.repeat(n - 2)}x`)],
  ['float(): digits with "_" ending in a letter', (n) => parsePythonFloat(`${'1_'.repeat(n / 2 - 1)}1x`)],
  [
    'submission name: a model id of dashes and dots',
    (n) => defaultSubmissionName({ model: { id: `a${'-.'.repeat(n / 2 - 1)}`, version: '1' } } as Submission, 7),
  ],
  [
    'submission name: a model id of spaces around a word',
    (n) =>
      defaultSubmissionName(
        { model: { id: ` ${' '.repeat(n / 2)}x${' '.repeat(n / 2 - 2)}`, version: '1' } } as Submission,
        7,
      ),
  ],
  [
    'judge answer: a fence, a run of spaces, no closing fence',
    (n) => parseIds(`\`\`\`${' '.repeat(n - 4)}x`, new Set([1])),
  ],
  [
    'judge answer: a run of whitespace before a closing fence',
    (n) => parseIds(`{"ids": [1]}${'\n \t'.repeat((n - 15) / 3)}\`\`\``, new Set([1])),
  ],
];

let counter: RegexSteps;
beforeAll(() => {
  counter = countRegexSteps();
});
afterAll(() => counter.uninstall());

const stepsOf = (run: (n: number) => unknown, n: number) => {
  counter.steps = 0;
  run(n);
  return counter.steps;
};

test.each(CASES)(
  '%s: every pattern is a reviewed linear one, and 4 × the text takes at most 4.5 × the steps',
  (_, run) => {
    counter.seen.clear();
    stepsOf(run, 1024);
    expect([...counter.seen].filter((k) => !(k in REVIEWED))).toEqual([]);
    const small = stepsOf(run, MAX / 4);
    const big = stepsOf(run, MAX);
    expect([...counter.seen].filter((k) => !(k in REVIEWED))).toEqual([]);
    expect(big).toBeLessThanOrEqual(4.5 * small);
  },
);
