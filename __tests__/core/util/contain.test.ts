/**
 * contained(): an error that escapes a piece of work rejects that work instead of ending the
 * process. Run in a node process of its own (jest catches escaped errors itself): contain.ts,
 * compiled by TypeScript, and a script whose work fails where nothing listens.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO, tempDir } from '../../support/helpers.js';

const SCRIPT = `
import { contained } from './contain.mjs';
const seen = [];
const listeners = () => [process.listenerCount('unhandledRejection'), process.listenerCount('uncaughtException')];
const before = listeners();
const outcome = (p) => p.then((v) => 'resolved ' + v, (e) => 'rejected ' + e.message);
seen.push(await outcome(contained(async () => 7)));
seen.push(await outcome(contained(() => Promise.reject(new Error('its own')))));
// Work that never settles, because what it waits for failed where nothing listens.
seen.push(await outcome(contained(() => new Promise(() => { void Promise.reject(new Error('escaped rejection')); }))));
seen.push(await outcome(contained(() => new Promise(() => { setImmediate(() => { throw new Error('thrown from a callback'); }); }))));
seen.push(JSON.stringify(listeners()) === JSON.stringify(before) ? 'listeners removed' : 'listeners left: ' + listeners());
console.log(JSON.stringify(seen));
`;

test('a rejection nothing handles, or a throw from a callback, rejects the work; otherwise its own outcome; the listeners are gone afterwards', () => {
  const dir = tempDir('agent-eval-contain-');
  const source = readFileSync(path.join(REPO, 'src/core/util/contain.ts'), 'utf8');
  writeFileSync(
    path.join(dir, 'contain.mjs'),
    ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } })
      .outputText,
  );
  writeFileSync(path.join(dir, 'script.mjs'), SCRIPT);
  const out = execFileSync(process.execPath, [path.join(dir, 'script.mjs')], { encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual([
    'resolved 7',
    'rejected its own',
    'rejected escaped rejection',
    'rejected thrown from a callback',
    'listeners removed',
  ]);
});
