// Bundles each entry point with ncc into a committed, self-contained dist/.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

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
