/** `--python` in the verifier's process (docs/verifiers.md, "Verifier dependencies"): which program runs, and the PATH it gets. */
import path from 'node:path';
import { verifierEnv } from '../../../src/core/verifier/env.js';
import { programOf } from '../../../src/core/verifier/process.js';

test('a bare python, python3 or python3.N runs with the named interpreter; anything else as written; nothing changes without one', () => {
  const venv = '/opt/bench/venv/bin/python';
  expect(['python', 'python3', 'python3.11'].map((p) => programOf(p, venv))).toEqual([venv, venv, venv]);
  expect(['/usr/bin/python3', 'node', 'python2', 'pythonw', 'bash'].map((p) => programOf(p, venv))).toEqual([
    '/usr/bin/python3',
    'node',
    'python2',
    'pythonw',
    'bash',
  ]);
  expect(programOf('python3', undefined)).toBe('python3');
});

test("the interpreter's directory goes first on the verifier's PATH; a bare name or no interpreter leaves PATH alone", () => {
  const source = { PATH: ['/usr/local/bin', '/usr/bin'].join(path.delimiter), GITHUB_TOKEN: 'ghs_x' };
  expect(verifierEnv(source, [], '/opt/bench/venv/bin/python').PATH).toBe(
    ['/opt/bench/venv/bin', '/usr/local/bin', '/usr/bin'].join(path.delimiter),
  );
  expect(verifierEnv(source, [], 'python3.12').PATH).toBe(source.PATH);
  expect(verifierEnv(source, []).PATH).toBe(source.PATH);
  expect(verifierEnv({}, [], '/opt/bench/venv/bin/python').PATH).toBe('/opt/bench/venv/bin');
  expect(verifierEnv(source, [], '/opt/bench/venv/bin/python').GITHUB_TOKEN).toBeUndefined();
});
