/**
 * The regular expressions of the modules that read submission text (the issue body,
 * submission.yml, CSV cells, a judge's answer, a verifier's PSR message), listed from the
 * source by the TypeScript parser: each must be in REVIEWED with why it is linear on any
 * input, so that a new or changed pattern there fails this test until someone reviews it.
 * form-linear.test.ts and linear-patterns.test.ts run them on adversarial inputs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO } from '../../support/helpers.js';

const ANCHORED_BOUNDED = 'anchored; bounded or one run of a class';
const DISJOINT = 'anchored; each repeated part is followed by a character it cannot take';
const ONE_CHAR = 'one character (or a run of one class, resumed after it)';

/** File → each pattern in it (as written) → why it is linear. */
const REVIEWED: Record<string, Record<string, string>> = {
  'src/core/submission/form.ts': {
    '/\\r\\n?/g': ONE_CHAR,
    '/^\\uFEFF/': ANCHORED_BOUNDED,
    '/^\\d{1,6}$/': ANCHORED_BOUNDED,
    '/^-?\\d{1,15}$/': ANCHORED_BOUNDED,
    '/^[-*][ \\t]+/': ANCHORED_BOUNDED,
    '/^[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)$/': DISJOINT,
    '/^`([^`]*)`$/': DISJOINT,
    '/^!?\\[[^\\]]*\\]\\(\\s*<?([^\\s<>()]+)>?(?:\\s+"[^"]*")?\\s*\\)$/': DISJOINT,
    '/^<([^\\s<>]+)>$/': DISJOINT,
    '/^([^\\s<>]+)$/': ANCHORED_BOUNDED,
    '/^https?:\\/\\//i': ANCHORED_BOUNDED,
  },
  'src/core/submission/parse.ts': {
    '/^tag:yaml\\.org,2002:/': 'anchored literal (on a YAML tag)',
    '/^[-+]?\\d*(?:\\.(\\d*))?(?:[eE]([-+]?\\d+))?$/': DISJOINT,
  },
  'src/core/submission/schema.ts': {
    '/[\\\\\\u0000]/': ONE_CHAR,
    '/^[0-9a-fA-F]{64}$/': ANCHORED_BOUNDED,
    '/^[0-9a-fA-F]{7,64}$/': ANCHORED_BOUNDED,
  },
  'src/core/submission/acceptance.ts': {
    '/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/': ANCHORED_BOUNDED,
    '/^\\uFEFF/': ANCHORED_BOUNDED,
    '/\\r?\\n/': ONE_CHAR,
    '/^\\s*\\/agent-eval[ \\t]+accept(?:[ \\t]+(\\S+))?[ \\t]*$/': 'anchored; a shorter blank run is followed by a blank, which \\S cannot take, and the trailing blanks end at $',
    '/[^a-z0-9._-]+/g': ONE_CHAR,
    '/\\.{2,}/g': ONE_CHAR,
    '/^<!-- agent-eval:issue-review body_sha256=([0-9a-f]{64}) status=(final|not_final|invalid) findings=(\\d{1,6}) -->$/': ANCHORED_BOUNDED,
  },
  'src/core/kinds/table/pycompat.ts': {
    'new RegExp(`^${PY_WS}$`)': 'anchored, one character',
    '/^\\p{Nd}$/u': 'anchored, one character',
    '/^[\\x00-\\x7f]*$/': ANCHORED_BOUNDED,
    '/^[+-]?(?:(?:\\d(?:_?\\d)*)?\\.\\d(?:_?\\d)*|\\d(?:_?\\d)*\\.?)(?:e[+-]?\\d(?:_?\\d)*)?$/i': 'anchored; each step takes one digit (an optional "_" before it); ".", "e" are disjoint from digits',
    '/^([+-]?)(inf|infinity|nan)$/i': ANCHORED_BOUNDED,
    '/_/g': ONE_CHAR,
    '/[\\p{C}\\p{Z}]/u': ONE_CHAR,
  },
  'src/core/kinds/trajectory/judge.ts': {
    '/\\s+/g': ONE_CHAR,
    '/^```(?:json)?\\s*/i': ANCHORED_BOUNDED,
  },
  'src/core/kinds/trajectory/psr.ts': {
    'new RegExp(String.raw`^(${NUMBER})\\s*/\\s*(${NUMBER})$`)': 'anchored; NUMBER is -?\\d+(?:\\.\\d+)?, digits, ".", blanks and "/" are disjoint steps',
    'new RegExp(`^${NUMBER}$`)': DISJOINT,
    '/^(true|false)$/i': ANCHORED_BOUNDED,
  },
};

/** Each regular-expression literal and `new RegExp(...)` of a file, as written. */
function patternsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(node.getText());
    else if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp') found.push(`new RegExp(${(node.arguments ?? []).map((a) => a.getText()).join(', ')})`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test.each(Object.keys(REVIEWED))('%s: every regular expression in it is reviewed as linear', (file) => {
  const reviewed = REVIEWED[file]!;
  expect(patternsOf(file).filter((p) => !(p in reviewed))).toEqual([]);
  expect(Object.keys(reviewed).filter((p) => !patternsOf(file).includes(p))).toEqual([]);
});
