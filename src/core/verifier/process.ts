/**
 * Starting and stopping verifier processes. Each runs in its own process group so that a
 * timeout kills whatever it started too; any group still alive when we exit is killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ProcessSpec {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

export function startProcess(argv: readonly string[], spec: ProcessSpec): ChildProcess {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const child of live) killGroup(child);
    });
  }
  const [program, ...args] = argv;
  const child = spawn(program!, args, {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    windowsHide: true,
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  child.once('error', () => live.delete(child));
  child.stdin?.on('error', () => {});
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  return child;
}

export function killGroup(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}
