/**
 * The executable (src/cli/index.ts, bundled as dist/cli/index.js) when its reader goes away:
 * `agent-eval score … | head` closes stdout before the command has printed. What is left to
 * print is dropped; the command still finishes, writes its report and keeps its exit code.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundled, REPO, tempDir } from '../support/helpers.js';

async function withClosedStdout(argv: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [bundled('cli/index.js'), ...argv], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy(); // the reader is gone before anything is written: every write gets EPIPE
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stderr };
}

test('help into a closed pipe: exit 0, nothing on stderr (no EPIPE stack trace)', async () => {
  const r = await withClosedStdout(['--help']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
});

test('score into a closed pipe: the report is still written and the exit code is the score’s own', async () => {
  const out = path.join(tempDir(), 'out');
  const r = await withClosedStdout(['score', '--benchmark', 'examples/benchmark', '--run', 'examples/runs/demo', '--out', out, '--quiet']);
  expect(r.stderr).not.toMatch(/EPIPE|internal error/);
  expect(r.code).toBe(0);
  expect(existsSync(path.join(out, 'scores.json'))).toBe(true);
  expect(existsSync(path.join(out, 'summary.md'))).toBe(true);
});
