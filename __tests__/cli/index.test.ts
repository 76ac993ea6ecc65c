/**
 * The executable (src/cli/index.ts, bundled as dist/cli/index.js) when its reader goes away:
 * `agent-eval score … | head` closes stdout before the command has printed. What is left to
 * print is dropped; the command still finishes, writes its report and keeps its exit code.
 * And its start-up: `--version` and `--help` load none of the commands' code.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundled, REPO, tempDir } from '../support/helpers.js';

async function withClosedStdout(argv: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [bundled('cli/index.js'), ...argv], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const r = await withClosedStdout([
    'score',
    '--benchmark',
    'examples/benchmark',
    '--run',
    'examples/runs/demo',
    '--out',
    out,
    '--quiet',
  ]);
  expect(r.stderr).not.toMatch(/EPIPE|internal error/);
  expect(r.code).toBe(0);
  expect(existsSync(path.join(out, 'scores.json'))).toBe(true);
  expect(existsSync(path.join(out, 'summary.md'))).toBe(true);
});

test('--version and --help load none of the commands: the executable answers them without the chunks that hold the commands', async () => {
  const dir = tempDir();
  for (const file of ['index.js', 'package.json']) copyFileSync(bundled(`cli/${file}`), path.join(dir, file));
  const run = async (...argv: string[]) => {
    try {
      const r = await promisify(execFile)(process.execPath, [path.join(dir, 'index.js'), ...argv], {
        encoding: 'utf8',
      });
      return { code: 0, stdout: r.stdout };
    } catch (e) {
      return { code: (e as { code?: number }).code, stdout: (e as { stdout?: string }).stdout ?? '' };
    }
  };
  const version = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
  expect(await run('--version')).toEqual({ code: 0, stdout: `${version}\n` });
  const help = await run('--help');
  expect(help.code).toBe(0);
  expect(help.stdout).toMatch(/^agent-eval — score AI-agent benchmark submissions/);
  // A command's code is in its chunk, absent here: the command cannot run.
  expect((await run('validate', '--help')).code).not.toBe(0);
});
