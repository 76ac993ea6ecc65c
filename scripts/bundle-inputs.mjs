// The fingerprint of what `npm run bundle` reads: every file under src/, package-lock.json (the
// bundled packages and ncc), package.json without its scripts (its version is bundled, see
// src/core/version.ts), tsconfig.json and the bundle scripts themselves. scripts/bundle.mjs
// writes it beside the bundles (dist/sources.sha256), so dist/ says which sources it was made
// from; the tests compare it with the sources in the working tree before they run a bundle
// (__tests__/setup/fresh-bundle.mjs). A file that differs in any byte gives another fingerprint.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FINGERPRINT_FILE = 'sources.sha256';
const FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/bundle.mjs',
  'scripts/bundle-inputs.mjs',
  'scripts/licenses.mjs',
];
const DIRS = ['src'];

/** The bundle's input files, relative to root with forward slashes, sorted. */
export function bundleInputs(root) {
  const files = [...FILES];
  const walk = (rel) => {
    for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  for (const dir of DIRS) walk(dir);
  return files.sort();
}

/** The sha256 (hex) of the bundle's inputs: each file's name, length and bytes, in order. */
export function bundleInputsHash(root) {
  const hash = createHash('sha256');
  for (const file of bundleInputs(root)) {
    let data = readFileSync(path.join(root, file));
    if (file === 'package.json') {
      const { scripts, ...rest } = JSON.parse(data.toString('utf8'));
      void scripts; // the npm scripts are not bundled: editing one does not make dist/ stale
      data = Buffer.from(JSON.stringify(rest));
    }
    hash.update(`${file}\0${data.length}\0`);
    hash.update(data);
  }
  return hash.digest('hex');
}
