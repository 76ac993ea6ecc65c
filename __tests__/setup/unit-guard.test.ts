/**
 * The unit project's guard (unit-guard.cjs) is in place in every unit test file: the functions of
 * child_process that start a subprocess are the watched ones, and promisify(execFile) still
 * resolves to { stdout, stderr } through them (the e2e files get the originals back).
 */
import * as cp from 'node:child_process';
import { promisify } from 'node:util';

test('a unit test file sees the watched child_process functions, so a file that starts a subprocess fails after its tests', () => {
  const names = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;
  expect(names.map((n) => [n, cp[n].name])).toEqual(names.map((n) => [n, 'watched']));
  expect(typeof (cp.execFile as unknown as Record<symbol, unknown>)[promisify.custom]).toBe('function');
});
