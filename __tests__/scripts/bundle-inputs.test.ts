/**
 * The fingerprint npm run bundle writes into dist/sources.sha256 (scripts/bundle-inputs.mjs), by
 * which the e2e tests know whether the committed dist/ is a bundle of the working tree's sources
 * (__tests__/setup/fresh-bundle.mjs): any byte of what is bundled changes it, an npm script does not.
 */
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain ES module script, no types
import { bundleInputs, bundleInputsHash } from '../../scripts/bundle-inputs.mjs';
import { REPO, tempDir, write } from '../support/helpers.js';

const hashOf = bundleInputsHash as (root: string) => string;

function copyOfInputs(): string {
  const root = tempDir('agent-eval-bundle-inputs-');
  for (const file of (bundleInputs as (root: string) => string[])(REPO)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(REPO, file), path.join(root, file));
  }
  return root;
}

test("the fingerprint is that of the sources: a copy has the same; an edit, a new file, the lockfile, the version, the bundle script change it; package.json's scripts do not", () => {
  const root = copyOfInputs();
  const base = hashOf(root);
  expect(base).toMatch(/^[0-9a-f]{64}$/);
  expect(hashOf(REPO)).toBe(base);

  const changed = (what: string, change: () => void, undo: () => void) => {
    change();
    const h = hashOf(root);
    undo();
    expect(hashOf(root)).toBe(base);
    return [what, h === base ? 'same' : 'changed'];
  };
  const edit = (file: string, edit: (s: string) => string) => {
    const at = path.join(root, file);
    const before = readFileSync(at, 'utf8');
    return [() => writeFileSync(at, edit(before)), () => writeFileSync(at, before)] as const;
  };
  const pkg = (f: (p: Record<string, Record<string, string>>) => void) =>
    edit('package.json', (s) => {
      const p = JSON.parse(s);
      f(p);
      return JSON.stringify(p, null, 2);
    });
  const rows = [
    changed('one byte of a source', ...edit('src/core/version.ts', (s) => `${s} `)),
    changed(
      'a new file under src/',
      () => write(path.join(root, 'src/core/new.ts'), ''),
      () => renameSync(path.join(root, 'src/core/new.ts'), path.join(root, 'new.ts')),
    ),
    changed(
      'package-lock.json',
      ...edit('package-lock.json', (s) => s.replace('"lockfileVersion"', '"lockfileVersion" ')),
    ),
    changed('the version in package.json', ...pkg((p) => void ((p as Record<string, unknown>).version = '9.9.9'))),
    changed('an npm script', ...pkg((p) => void (p.scripts!.test = 'jest --other'))),
    changed('the bundle script', ...edit('scripts/bundle.mjs', (s) => `${s}\n`)),
  ];
  expect(rows).toEqual([
    ['one byte of a source', 'changed'],
    ['a new file under src/', 'changed'],
    ['package-lock.json', 'changed'],
    ['the version in package.json', 'changed'],
    ['an npm script', 'same'],
    ['the bundle script', 'changed'],
  ]);
});
