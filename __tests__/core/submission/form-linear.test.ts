/**
 * The issue body is parsed in linear time (docs/issue-form.md), counted in steps, never timed.
 * Every regular expression run while a body is parsed (ours, zod's and yaml's) is recorded
 * through an instrumented RegExp.prototype.exec (support/regex-steps.ts). Two things make the parse linear, and each is
 * checked:
 * - each pattern seen is in REVIEWED below, with why it cannot backtrack more than linearly
 *   (an unreviewed pattern fails the test before any large body is parsed);
 * - the characters handed to patterns grow linearly with the body: 4 × the body, at most
 *   4.5 × the steps (a pattern re-run on every suffix or every line of a growing text would not).
 * Each field of the form, and a heading of its own, gets each adversarial value at a body of
 * 65,536 and of 262,144 characters (the largest body that is read).
 */
import { MAX_FORM_BODY_CHARS, parseIssueForm } from '../../../src/core/submission/form.js';
import { FIELDS, renderIssueForm } from '../../support/issue-form.js';
import { slow } from '../../setup/timeouts.js';
import { countRegexSteps, type RegexSteps } from '../../support/regex-steps.js';

/** Pattern (`/source/flags`) → why it is linear. */
const REVIEWED: Record<string, string> = {
  // src/core/submission/form.ts
  '/\\r\\n?/g': 'a literal, at most two characters per match',
  '/^\\uFEFF/': 'anchored, one character',
  '/^\\d{1,6}$/': 'anchored, bounded',
  '/^-?\\d{1,15}$/': 'anchored, bounded',
  '/^[-*][ \\t]+/': 'anchored; one run of blanks, nothing after it',
  '/^[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)$/':
    'anchored; a shorter digit run is followed by a digit, which neither "." nor the end accepts',
  '/^`([^`]*)`$/': 'anchored; the run cannot contain its terminator',
  '/^!?\\[[^\\]]*\\]\\(\\s*<?([^\\s<>()]+)>?(?:\\s+"[^"]*")?\\s*\\)$/':
    'anchored; each run excludes the character after it, and a title run ends at its first quote',
  '/^<([^\\s<>]+)>$/': 'anchored; the run excludes its terminator',
  '/^([^\\s<>]+)$/': 'anchored, one run',
  '/^https?:\\/\\//i': 'anchored literal',
  // src/core/submission/schema.ts (zod checks of the declared values)
  '/^[0-9a-fA-F]{64}$/': 'anchored, bounded',
  '/^[0-9a-fA-F]{7,64}$/': 'anchored, bounded',
  // src/core/submission/parse.ts
  '/^[-+]?\\d*(?:\\.(\\d*))?(?:[eE]([-+]?\\d+))?$/': 'anchored; digits, ".", "e" are disjoint steps',
  '/[\\\\\\u0000]/': 'one character',
  // yaml (the declaration is written, then read back as submission.yml)
  '/^[\\n\\t ,[\\]{}#&*!|>\'"%@`]|^[?-]$|^[?-][ \\t]|[\\n:][ \\t]|[ \\t]\\n|[\\n\\t ]#|[\\n\\t :]$/':
    'each alternative looks at most two characters from where it starts',
  '/^[-+]?[0-9]+$/': 'anchored, one run',
  '/^[-+]?(?:\\.[0-9]+|[0-9]+\\.[0-9]*)$/': 'anchored; a shorter digit run is followed by a digit, not "."',
  '/^[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)[eE][-+]?[0-9]+$/': 'anchored; digits, ".", "e" are disjoint steps',
  '/^0x[0-9a-fA-F]+$/': 'anchored, one run',
  '/^0o[0-7]+$/': 'anchored, one run',
  '/^(?:~|[Nn]ull|NULL)?$/': 'anchored, bounded',
  '/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/': 'anchored, bounded',
  '/^(?:[-+]?\\.(?:inf|Inf|INF)|\\.nan|\\.NaN|\\.NAN)$/': 'anchored, bounded',
  '/^(%|---|\\.\\.\\.)/m': 'a bounded literal at each line start',
  '/\\n/g': 'one character',
  '/\\n+/g': 'a run of one character, resumed after it',
  '/[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u{D800}-\\u{DFFF}]/u': 'one character',
  '/(.*?)\\r?\\n/sy':
    'sticky and lazy: it reads up to the first line break after where it starts (counted as what it reads)',
  '/[\\uD800-\\uDBFF]/': 'one character',
  '/^-?\\d+(?:\\.\\d+)?$/': 'anchored; a shorter digit run is followed by a digit, not "."',
  '/_(length|size)$|_equals$/': 'a bounded literal at each "_"',
};

let counter: RegexSteps;
beforeAll(() => {
  counter = countRegexSteps();
});
afterAll(() => counter.uninstall());

/** The value `kind` of `length` characters. */
const VALUES: Record<string, (length: number) => string> = {
  'a run of spaces between two words': (n) => `a${' '.repeat(n - 2)}b`,
  'a run of digits ending in a letter': (n) => `${'1'.repeat(n - 1)}x`,
  'a run of backticks': (n) => '`'.repeat(n),
  'a fence opened and never closed': (n) => `\`\`\`\n${'`'.repeat(n - 6)}\nx`,
  'a run of colons, stars and spaces ending in a letter': (n) => `${': *'.repeat(Math.floor((n - 1) / 3))}x`,
  'a run of hashes and tabs': (n) => `${'#\t'.repeat(Math.floor((n - 1) / 2))}x`,
  'many short lines': (n) => 'a 1\n'.repeat(Math.floor(n / 4)),
  'a word, then a dot and digits': (n) => `1.${'2'.repeat(n - 3)}.`,
};

/** The body: the form's fields with short values, `field` given `value`, padded by its value to `size` characters. */
function bodyWith(field: string | null, make: (n: number) => string, size: number): string {
  const base = Object.fromEntries(
    FIELDS.map((f) => [f.id!, f.id === 'archive_sha256' ? 'ab'.repeat(32) : f.id === 'trials' ? '3' : 'x']),
  );
  const render = (v: string) =>
    field === null ? `${renderIssueForm(base)}\n\n### ${v}\n` : renderIssueForm({ ...base, [field]: v });
  const room = size - (render('x').length - 1);
  return render(make(room));
}

function stepsOf(body: string): number {
  counter.steps = 0;
  parseIssueForm(body);
  return counter.steps;
}

const unreviewed = () => [...counter.seen].filter((k) => !(k in REVIEWED));

const cases = [null, ...FIELDS.map((f) => f.id!)].flatMap((field) =>
  Object.keys(VALUES).map((kind) => ({ where: field ?? 'a heading of its own', field, kind })),
);

test.each(cases)(
  '$where, given $kind: every pattern is a reviewed linear one, and 4 × the body takes at most 4.5 × the steps',
  ({ field, kind }) => {
    const make = VALUES[kind]!;
    counter.seen.clear();
    stepsOf(bodyWith(field, make, 1024));
    expect(unreviewed()).toEqual([]);
    const small = stepsOf(bodyWith(field, make, MAX_FORM_BODY_CHARS / 4));
    const large = bodyWith(field, make, MAX_FORM_BODY_CHARS);
    expect(large.length).toBeLessThanOrEqual(MAX_FORM_BODY_CHARS);
    expect(large.length).toBeGreaterThan(MAX_FORM_BODY_CHARS - 4);
    const big = stepsOf(large);
    expect(unreviewed()).toEqual([]);
    expect(big).toBeLessThanOrEqual(4.5 * small);
  },
  slow(120_000, 'the largest body is parsed under an instrumented RegExp'),
);
