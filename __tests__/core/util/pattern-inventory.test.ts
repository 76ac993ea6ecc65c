/**
 * Every regular expression in src/, listed from the source by the TypeScript parser, is in
 * support/pattern-table.ts: either applied to submission text and reviewed as linear, or
 * applied only to trusted text, with the reason. A new or changed pattern fails this test
 * until someone classifies it. Each submission pattern is then run on adversarial texts of
 * 262,144 characters (a run of each character it names, ending in one it refuses), one exec
 * each: a pattern that backtracks more than linearly, such as /\/+$/ on a run of slashes,
 * does not finish (a watchdog stops it), and the characters handed to it (support/regex-steps.ts) grow with the text
 * (4 × the text, at most 4.5 × the steps). linear-patterns.test.ts and form-linear.test.ts count the steps of the
 * modules that run them on growing texts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { REPO } from '../../support/helpers.js';
import { PATTERNS } from '../../support/pattern-table.js';
import { scaled, slow } from '../../setup/timeouts.js';
import { countRegexSteps } from '../../support/regex-steps.js';

const MAX = 262_144;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(REPO, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(rel);
    return e.isFile() && e.name.endsWith('.ts') ? [rel] : [];
  });
}

/** Each regular-expression literal and `new RegExp(...)` of a file, as written. */
function patternsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.add(node.getText());
    else if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp')
      found.add(`new RegExp(${(node.arguments ?? []).map((a) => a.getText()).join(', ')})`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

const FILES = sourceFiles('src');

test('every regular expression in src/ is in the table, and the table names no other', () => {
  const unlisted = FILES.flatMap((file) =>
    patternsOf(file)
      .filter((p) => !(p in (PATTERNS[file] ?? {})))
      .map((p) => `${file}: ${p}`),
  );
  const stale = Object.entries(PATTERNS).flatMap(([file, table]) => {
    const found = FILES.includes(file) ? patternsOf(file) : [];
    return Object.keys(table)
      .filter((p) => !found.includes(p))
      .map((p) => `${file}: ${p}`);
  });
  expect(unlisted).toEqual([]);
  expect(stale).toEqual([]);
  expect(FILES.length).toBeGreaterThan(50);
});

/** A literal's pattern, without its global or sticky flag: one exec scans every start. */
function compile(literal: string): RegExp {
  const end = literal.lastIndexOf('/');
  return new RegExp(literal.slice(1, end), literal.slice(end + 1).replace(/[gy]/g, ''));
}

/** The characters an adversary would repeat: those the pattern names, and the usual separators. */
function pumps(literal: string): string[] {
  const named = literal.replace(/\\[dDsSwWbBuxp]|\\./g, (e) =>
    e.length === 2 && !/[dDsSwWbBuxp]/.test(e[1]!) ? e[1]! : '',
  );
  return [
    ...new Set([
      ...named.replace(/[^\x20-\x7e]/g, ''),
      ' ',
      '\t',
      '\n',
      '\r',
      '0',
      '1',
      'a',
      'A',
      'x',
      '\\',
      '\u3000',
      '\ud800',
    ]),
  ];
}

/**
 * One exec is a single step to the counter, which cannot see backtracking inside it: each
 * runs under V8's watchdog (as kinds/output/regex.ts runs a manifest's pattern), with a bound
 * thousands of times what a linear scan of 262,144 characters takes, so a pattern that
 * backtracks quadratically fails here instead of holding the test for minutes.
 */
const EXEC = new vm.Script('re.exec(text)');
const sandbox = vm.createContext({ re: null, text: '' });
const HANG_MS = scaled(10_000);

const SUBMISSION = Object.entries(PATTERNS).flatMap(([file, table]) =>
  Object.entries(table)
    .filter(([literal, use]) => use.submission && literal.startsWith('/') && !use.why.includes('cut to'))
    .map(([literal]) => [file, literal] as const),
);

test.each(SUBMISSION)(
  '%s: %s finishes on runs of 262,144 characters, in linear steps',
  (_, literal) => {
    const re = compile(literal);
    const texts = (n: number) =>
      pumps(literal).flatMap((c) => [c.repeat(n) + '\u0001', `1${c.repeat(n - 2)}!`, `a${c}`.repeat(n / 2)]);
    const counter = countRegexSteps();
    try {
      const steps = (n: number) => {
        counter.steps = 0;
        for (const text of texts(n)) {
          Object.assign(sandbox, { re, text });
          EXEC.runInContext(sandbox, { timeout: HANG_MS });
        }
        return counter.steps;
      };
      const small = steps(MAX / 4);
      expect(steps(MAX)).toBeLessThanOrEqual(4.5 * small);
    } finally {
      counter.uninstall();
    }
  },
  slow(30_000, 'a few hundred scans of 262,144 characters'),
);
