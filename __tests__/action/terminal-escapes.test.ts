/**
 * The bundled action's log holds no control character from a name: a partial
 * artifact whose directory is named with ESC sequences, a C1 control and a bidi override is
 * named escaped (\x1b, \u202e) in the warning and in the failure, never as the raw sequence that
 * the log viewer would act on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { terminalText } from '../../src/core/util/terminal.js';
import { commands, runAction } from '../support/runner.js';

const EVIL = 'x\u001b[31mred\u001b]0;title\u0007\u009b1m\u202egpj';

const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

test('merge mode: a hostile partial directory name is escaped in the log', async () => {
  const r = await runAction({
    inputs: { mode: 'merge', 'partials-dir': 'partials', shards: '1', comment: 'off', 'artifact-name': '' },
    workspace: (dir) => {
      mkdirSync(path.join(dir, 'partials', EVIL), { recursive: true });
      writeFileSync(path.join(dir, 'partials', EVIL, 'partial.json'), '{ not json');
    },
  });
  expect(r.code).toBe(1);
  expect(r.stdout).not.toMatch(RAW_CONTROL);
  expect(r.stderr).not.toMatch(RAW_CONTROL);
  expect(commands(r.stdout, 'warning')).toContainEqual(
    expect.stringContaining(`partials/${terminalText(EVIL)}/partial.json: `),
  );
  expect(commands(r.stdout, 'error')).toEqual([expect.stringContaining('input partials-dir: no usable partial.json')]);
});
