/**
 * A workflow step's script run as a runner runs it: `bash --noprofile --norc -eo pipefail`, with
 * GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and RUNNER_TEMP in a temp directory removed afterwards,
 * PATH from the test, and `env` over them. Returns the exit code, the log and the step's outputs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StepRun {
  code: number | null;
  log: string;
  outputs: Record<string, string>;
}
export async function runBashStep(script: string, env: Record<string, string>, cwd?: string): Promise<StepRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-step-'));
  try {
    const file = path.join(dir, 'step.sh');
    writeFileSync(file, script);
    const output = path.join(dir, 'output');
    writeFileSync(output, '');
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', file], {
      cwd: cwd ?? dir,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
        RUNNER_TEMP: dir,
        ...env,
      },
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const outputs = Object.fromEntries(
      readFileSync(output, 'utf8')
        .split('\n')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    return { code, log, outputs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
