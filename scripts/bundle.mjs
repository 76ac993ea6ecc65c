// Bundles each entry point with ncc into a committed, self-contained dist/ (or into the directory
// given as the one argument: the tests bundle the working tree's sources there when dist/ is not a
// bundle of them, see __tests__/setup/fresh-bundle.mjs). dist/sources.sha256 is the fingerprint
// of the sources it was made from (scripts/bundle-inputs.mjs).
// ncc type-checks with the tsconfig nearest the entry: src/tsconfig.json (the root one, src only),
// so each build checks what it bundles and not the tests too (`npm run build` checks everything).
// Each dist/*/licenses.txt is written by scripts/licenses.mjs from ncc's --stats-out, not by
// ncc's --license, which keeps only the last chunk's packages (see there).
// An entry's dynamic import()s become chunks beside it (dist/cli/<n>.index.js: each CLI command's
// code, loaded when that command runs, see src/cli/main.ts); package.json's files carries all of dist/cli.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleInputsHash, FINGERPRINT_FILE } from './bundle-inputs.mjs';
import { writeLicenses } from './licenses.mjs';

const dist = process.argv[2] ?? 'dist';
const entries = [
  ['src/cli/index.ts', 'cli'],
  ['src/action/index.ts', 'action'],
];
const fingerprint = bundleInputsHash('.'); // before ncc reads the sources: a file edited meanwhile makes the fingerprint stale, never the bundle
rmSync(dist, { recursive: true, force: true });
const work = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-bundle-'));
try {
  for (const [entry, name] of entries) {
    const stats = path.join(work, `${name}-stats.json`);
    const out = path.join(dist, name);
    execFileSync(
      process.execPath,
      ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', entry, '-o', out, '--stats-out', stats, '--quiet'],
      {
        stdio: 'inherit',
      },
    );
    writeLicenses(stats, path.join(out, 'licenses.txt'), `dist/${name}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// The sub-actions (merge/, publish/, rescore/, compare/, plan/ action.yml) start the same bundle through an entry
// named after them: src/action/index.ts reads which action runs from the file the runner started.
for (const name of ['merge', 'publish', 'rescore', 'compare', 'plan']) {
  writeFileSync(
    path.join(dist, 'action', `${name}.js`),
    `// agent-eval/${name}: the action bundle, started as ${name} (see src/action/index.ts).\nimport './index.js';\n`,
  );
}
writeFileSync(path.join(dist, FINGERPRINT_FILE), `${fingerprint}\n`);
