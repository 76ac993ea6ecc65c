import { ConfigError } from '../src/core/errors.js';
import { globToRegExp } from '../src/core/fs/glob.js';
import { parseManifest } from '../src/core/manifest/load.js';

const suite = `version: 1
name: b
suites:
  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    verifier:
      command: [python3, verifiers/worker.py]
`;

function problem(text: string): string {
  try {
    parseManifest(text, '/bench/agent-eval.yml');
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('manifest was accepted');
}

test('a minimal manifest gets the documented defaults', () => {
  const m = parseManifest(suite, 'agent-eval.yml');
  const s = m.suites[0]!;
  if (s.kind !== 'trajectory') throw new Error('expected a trajectory suite');
  expect(s.records).toBe('**/*_trajectory.json');
  expect(s.identity).toEqual(['task_key', 'task_source', 'task_id']);
  expect(s.verifier).toMatchObject({ protocol: 'jsonl', timeout_s: 60 });
  expect(s.trial_pattern).toBe('trial-*');
});

test('an unknown key is an error naming the file and the path', () => {
  const msg = problem(suite.replace('      command:', '      comand: [x]\n      command:'));
  expect(msg).toMatch(/^\/bench\/agent-eval\.yml: suites\[0\]\.verifier: .*comand/);
});

test('a wrong type names the path and what was expected', () => {
  expect(problem(`${suite}    trials: two\n`)).toMatch(/suites\[0\]\.trials: .*expected number/i);
});

test('an unknown suite kind, a bad protocol and a path escaping the benchmark are refused', () => {
  expect(problem(suite.replace('kind: trajectory', 'kind: maze'))).toMatch(/suites\[0\]\.kind/);
  expect(problem(suite.replace('command:', 'protocol: grpc\n      command:'))).toMatch(/suites\[0\]\.verifier\.protocol/);
  expect(problem(suite.replace('tasks/main/*.yaml', '../elsewhere/*.yaml'))).toMatch(/suites\[0\]\.tasks: must be a relative path/);
});

test('invalid YAML names the line; duplicate suite names and nonpositive targets are refused', () => {
  expect(problem('version: 1\nname: [oops\n')).toMatch(/invalid YAML: line \d+/);
  expect(problem(suite + suite.split('suites:\n')[1])).toMatch(/duplicate suite name "main"/);
  expect(problem(`${suite}    psr:\n      method: checkpoint_fraction_v1\n      targets: {t: {Alive: 0}}\n`)).toMatch(/psr\.targets\.t\.Alive/);
});

test('globs: * stays in a segment, ** spans directories, braces alternate', () => {
  const re = globToRegExp('**/*_trajectory.json');
  expect(re.test('a_trajectory.json')).toBe(true);
  expect(re.test('deep/er/a_trajectory.json')).toBe(true);
  expect(re.test('a_trajectory.jsonl')).toBe(false);
  expect(globToRegExp('cce/*.json').test('cce/sub/x.json')).toBe(false);
  expect(globToRegExp('*.{yaml,yml}').test('t.yml')).toBe(true);
  expect(globToRegExp('trial-*').test('trial-10')).toBe(true);
});
