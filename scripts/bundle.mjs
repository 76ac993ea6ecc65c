// Bundles each entry point with ncc into a committed, self-contained dist/.
// ncc type-checks with the tsconfig nearest the entry: src/tsconfig.json (the root one, src only),
// so each build checks what it bundles and not the tests too (`npm run build` checks everything).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';

const entries = [
  ['src/cli/index.ts', 'dist/cli'],
  ['src/action/index.ts', 'dist/action'],
];
rmSync('dist', { recursive: true, force: true });
for (const [entry, out] of entries) {
  execFileSync(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', entry, '-o', out, '--license', 'licenses.txt', '--quiet'], {
    stdio: 'inherit',
  });
}

// The sub-actions (merge/, publish/, rescore/ action.yml) start the same bundle through an entry
// named after them: src/action/index.ts reads which action runs from the file the runner started.
for (const name of ['merge', 'publish', 'rescore']) {
  writeFileSync(`dist/action/${name}.js`, `// agent-eval/${name}: the action bundle, started as ${name} (see src/action/index.ts).\nimport './index.js';\n`);
}
