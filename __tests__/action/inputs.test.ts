/** In-process: inputs parsed once with zod; every error names its input; defaults as action.yml documents. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { INPUT_NAMES, InputError, parseInputs, type InputName } from '../../src/action/inputs.js';
import { REPO } from '../helpers.js';
import { actionDefaults } from './runner.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';

function parse(given: Partial<Record<InputName, string>>, context = {}) {
  const values: Record<string, string> = { ...actionDefaults('ghs_default'), 'benchmark-repository': 'org/bench', 'benchmark-ref': SHA, 'run-dir': 'submission', ...given };
  return parseInputs((name) => values[name] ?? '', context);
}

function error(given: Partial<Record<InputName, string>>, context = {}): string {
  try {
    parse(given, context);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  throw new Error('no error');
}

test('action.yml declares exactly the inputs the code reads, each with a description', () => {
  const action = parseYaml(readFileSync(path.join(REPO, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { description: string }>;
    outputs: Record<string, { description: string }>;
    runs: { using: string; main: string };
    branding: object;
  };
  expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
  for (const [name, input] of Object.entries({ ...action.inputs, ...action.outputs })) expect([name, input.description.length > 20]).toEqual([name, true]);
  expect(action.runs).toEqual({ using: 'node24', main: 'dist/action/index.js' });
  expect(action.branding).toEqual({ icon: expect.any(String), color: expect.any(String) });
  // Every output the action sets is documented.
  const main = readFileSync(path.join(REPO, 'src/action/main.ts'), 'utf8');
  const set = [...main.matchAll(/core\.setOutput\('([a-z-]+)'/g)].map((m) => m[1]);
  expect([...new Set(set)].sort()).toEqual(Object.keys(action.outputs).sort());
});

test('defaults: every suite, non-final, auto comment keyed by the workflow, artifact agent-eval-report', () => {
  expect(parse({}, { workflow: 'Score' })).toEqual({
    benchmark: { kind: 'git', repository: 'org/bench', ref: SHA, token: '' },
    runDir: 'submission',
    suites: [],
    outDir: 'agent-eval-report',
    failOn: 'non-final',
    comment: 'auto',
    commentKey: 'Score',
    artifactName: 'agent-eval-report',
    token: 'ghs_default',
  });
});

test('values: suite lists, comment numbers, keys, booleans, tokens', () => {
  expect(parse({ suites: 'main, augmented\nprep' }).suites).toEqual(['main', 'augmented', 'prep']);
  expect(parse({ comment: '42' }).comment).toBe(42);
  expect(parse({ comment: 'OFF' }).comment).toBe('off');
  expect(parse({ 'comment-key': 'matrix-1' }).commentKey).toBe('matrix-1');
  expect(parse({ 'require-pinned-ref': 'TRUE' }).benchmark).toMatchObject({ ref: SHA });
  expect(parse({ 'benchmark-ref': 'v1.2.0' }).benchmark).toMatchObject({ ref: 'v1.2.0' });
  expect(parse({ 'benchmark-ref': 'release/2026-q1' }).benchmark).toMatchObject({ ref: 'release/2026-q1' });
  expect(parse({ 'benchmark-repository': 'https://gitlab.example/bench.git' }).benchmark).toMatchObject({ repository: 'https://gitlab.example/bench.git' });
  expect(parse({ 'benchmark-repository': 'git@github.com:org/bench.git' }).benchmark).toMatchObject({ repository: 'git@github.com:org/bench.git' });
  expect(parse({ 'benchmark-token': 'ghp_x' }).benchmark).toMatchObject({ token: 'ghp_x' });
  // The same repository as the workflow's: the token input reads it.
  expect(parse({}, { repository: 'Org/Bench' }).benchmark).toMatchObject({ token: 'ghs_default' });
  expect(parse({}, { repository: 'org/other' }).benchmark).toMatchObject({ token: '' });
  expect(parse({ 'benchmark-repository': '', 'benchmark-ref': '', 'benchmark-path': '../bench' }).benchmark).toEqual({ kind: 'path', path: '../bench' });
  expect(parse({ 'artifact-name': '' }).artifactName).toBe('');
});

test('errors name the input, and never echo a token', () => {
  expect(error({ 'fail-on': 'sometimes' })).toBe('input fail-on: must be one of non-final, invalid, failure, never (got "sometimes")');
  expect(error({ comment: '0' })).toMatch(/^input comment: must be auto, off or an issue or pull request number/);
  expect(error({ suites: 'main;rm -rf' })).toMatch(/^input suites: must be suite names/);
  expect(error({ 'artifact-name': 'a/b' })).toMatch(/^input artifact-name: must not contain/);
  expect(error({ 'benchmark-repository': 'not a repo' })).toMatch(/^input benchmark-repository: must be owner\/name or a git URL/);
  expect(error({ 'benchmark-repository': 'ext::sh -c evil' })).toMatch(/^input benchmark-repository: must be owner\/name or a git URL/);
  expect(error({ 'benchmark-repository': 'https://x-access-token:ghp_secret@github.com/o/r' })).toBe('input benchmark-repository: must not carry credentials; pass them as benchmark-token (got "https://***@github.com/o/r")');
  expect(error({ 'benchmark-ref': 'a..b' })).toMatch(/^input benchmark-ref: must be a commit SHA, a tag or a branch name/);
  expect(error({ 'benchmark-ref': '-c' })).toMatch(/^input benchmark-ref: /);
  expect(error({ 'benchmark-ref': 'abc1234' })).toMatch(/^input benchmark-ref: an abbreviated commit SHA cannot be fetched/);
  expect(error({ 'benchmark-ref': 'v1', 'require-pinned-ref': 'true' })).toBe('input benchmark-ref: require-pinned-ref is true, so it must be a full commit SHA (40 hex digits), not "v1"');
  expect(error({ 'benchmark-ref': 'main', 'require-pinned-ref': 'true' })).toMatch(/not "main"$/);
  expect(error({ 'require-pinned-ref': 'maybe' })).toMatch(/^input require-pinned-ref: must be true or false/);
  expect(error({ 'benchmark-path': 'x' })).toMatch(/^input benchmark-path: use either/);
  expect(error({ 'benchmark-repository': '', 'benchmark-ref': '', 'benchmark-path': 'x', 'require-pinned-ref': 'true' })).toMatch(/^input require-pinned-ref: true needs benchmark-repository/);
  expect(error({ 'run-dir': '' })).toMatch(/^input run-dir: is required/);
  expect(error({ 'comment-key': 'k'.repeat(201) })).toMatch(/^input comment-key: must be at most 200 characters/);
  expect(error({ token: 't'.repeat(10), 'fail-on': 'x' })).not.toContain('tttttttttt');
});
