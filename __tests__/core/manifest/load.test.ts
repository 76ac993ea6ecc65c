import { ConfigError } from '../../../src/core/errors.js';
import { globToRegExp } from '../../../src/core/fs/glob.js';
import { parseManifest } from '../../../src/core/manifest/load.js';

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
  expect(problem(suite.replace('command:', 'protocol: grpc\n      command:'))).toMatch(
    /suites\[0\]\.verifier\.protocol/,
  );
  expect(problem(suite.replace('tasks/main/*.yaml', '../elsewhere/*.yaml'))).toMatch(
    /suites\[0\]\.tasks: must be a relative path/,
  );
});

test('invalid YAML names the line; duplicate suite names and nonpositive targets are refused', () => {
  expect(problem('version: 1\nname: [oops\n')).toMatch(/invalid YAML: line \d+/);
  expect(problem(suite + suite.split('suites:\n')[1])).toMatch(/duplicate suite name "main"/);
  expect(problem(`${suite}    psr:\n      method: checkpoint_fraction_v1\n      targets: {t: {Alive: 0}}\n`)).toMatch(
    /psr\.targets\.t\.Alive/,
  );
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

test('globs: classes and nested braces match (they matched nothing before picomatch); dotfiles match, case counts, ! is literal', () => {
  const jtson = globToRegExp('**/*.[jt]son');
  expect(['a.json', 'deep/b.tson'].map((p) => jtson.test(p))).toEqual([true, true]);
  expect(['a.xson', 'a.JSON', 'a.jsonl'].map((p) => jtson.test(p))).toEqual([false, false, false]);
  const nested = globToRegExp('{a,{b,c}}/x');
  expect(['a/x', 'b/x', 'c/x', 'd/x', '{b/x'].map((p) => nested.test(p))).toEqual([true, true, true, false, false]);
  expect(globToRegExp('trial-{1..3}').test('trial-2')).toBe(true);
  expect(globToRegExp('trial-{1..3}').test('trial-4')).toBe(false);
  // As before: a submission's dotfiles and dot-directories are records like any other file.
  const traj = globToRegExp('**/*_trajectory.json');
  expect(['.hidden/a_trajectory.json', '.a_trajectory.json'].map((p) => traj.test(p))).toEqual([true, true]);
  expect(globToRegExp('*.json').test('A.JSON')).toBe(false);
  expect(globToRegExp('!x').test('!x')).toBe(true);
  expect(globToRegExp('!x').test('y')).toBe(false);
  expect(globToRegExp('*').test('')).toBe(false);
  expect(globToRegExp('a\\b').test('a\\b')).toBe(false); // backslash is an escape, never a separator
  expect(() => globToRegExp('logs/{a,b')).toThrow(/invalid glob "logs\/\{a,b": Missing closing: "\}"/);
  expect(() => globToRegExp('logs/[ab')).toThrow(/invalid glob/);
});

test('verifier.python: a file and a function, with arguments from the closed set; never with command, exec or args alone', () => {
  const python = (lines: string) => suite.replace('      command: [python3, verifiers/worker.py]\n', lines);
  const m = parseManifest(
    python('      python: "agents/verification.py:verify_trajectory"\n      args: [record, task_file]\n'),
    'agent-eval.yml',
  );
  expect(m.suites[0]!).toMatchObject({
    verifier: { python: 'agents/verification.py:verify_trajectory', args: ['record', 'task_file'] },
  });
  expect(problem(python('      python: "agents/verification.py"\n'))).toMatch(
    /verifier\.python: must be "path\/to\/file\.py:function"/,
  );
  expect(problem(python('      python: "../outside.py:verify"\n'))).toMatch(
    /verifier\.python: the file must be a relative path inside the benchmark/,
  );
  expect(problem(python('      python: "v.py:verify"\n      args: [record, trajectory]\n'))).toMatch(
    /verifier\.args\[1\]/,
  );
  expect(problem(python('      python: "v.py:verify"\n      args: [record, record]\n'))).toMatch(
    /verifier\.args\[1\]: "record" is listed twice/,
  );
  expect(problem(python('      python: "v.py:verify"\n      command: [python3, v.py]\n'))).toMatch(
    /verifier\.command: give python or command, not both/,
  );
  expect(problem(python('      python: "v.py:verify"\n      protocol: exec\n'))).toMatch(
    /verifier\.protocol: protocol is for command/,
  );
  expect(problem(python('      args: [record]\n      command: [python3, v.py]\n'))).toMatch(
    /verifier\.args: args are the arguments of a python function/,
  );
  expect(problem(python('      timeout_s: 5\n'))).toMatch(/verifier: needs python \(a function to call\) or command/);
});

test('an unknown key names the nearest allowed key and the keys allowed there', () => {
  const msg = problem(`${suite}      timeout: 30\n`);
  expect(msg).toMatch(
    /suites\[0\]\.verifier: Unrecognized key: "timeout" \(did you mean "timeout_s"\?\); allowed here: .*command, .*timeout_s/,
  );
  // Inside a suite of another kind: the kind's own keys (a table suite has `cases`, not `case`).
  const table = problem('version: 1\nname: b\nsuites:\n  - name: prep\n    kind: table\n    case: gt\n');
  expect(table).toMatch(/suites\[0\]: Unrecognized key: "case" \(did you mean "cases"\?\)/);
  // At the top level, and no suggestion when nothing is near.
  expect(problem(`${suite}descripton: x\n`)).toMatch(
    /\(top level\): Unrecognized key: "descripton" \(did you mean "description"\?\)/,
  );
  expect(problem(`${suite}zzzzzzzz: x\n`)).not.toMatch(/did you mean/);
});
