/**
 * Starting and stopping verifier processes. Each runs in its own process group, which is its
 * lifetime: a timeout kills whatever it started too, and so does its own exit (a helper left
 * running in the background dies with the verifier); any group still alive when we exit is
 * killed. A process it starts outside its group (a daemon, a server in a session of its own)
 * is beyond our reach: it may keep running, but never holds up the run (see whenFinished).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Duplex } from 'node:stream';

export interface ProcessSpec {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /**
   * The Python verifiers run with (`--python`; docs/verifiers.md, "Verifier dependencies"): a
   * command whose program is a bare `python`, `python3` or `python3.N` runs with it. Its directory
   * is also first on the verifier's PATH (env.ts), for what the verifier starts by name.
   */
  python?: string | undefined;
}

/** A program name that `--python` stands for. */
const PYTHON_NAME = /^python(3(\.\d+)?)?$/;

/** The program a verifier command runs: the named Python for a bare python name, else as given. */
export function programOf(program: string, python: string | undefined): string {
  return python !== undefined && PYTHON_NAME.test(program) ? python : program;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * `channel`: the process also gets fd 3, a two-way pipe for the protocol (the python form,
 * docs/verifiers.md), and its stdin is /dev/null.
 */
export function startProcess(argv: readonly string[], spec: ProcessSpec, channel = false): ChildProcess {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const child of live) killGroup(child);
    });
  }
  const [program, ...args] = argv;
  const child = spawn(programOf(program!, spec.python), args, {
    cwd: spec.cwd,
    env: spec.env,
    stdio: channel ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    windowsHide: true,
  });
  live.add(child);
  // The first 'exit' listener, so it runs right after the leader was reaped: nothing of ours
  // can have started a process (and been given its pid) in between.
  child.once('exit', () => {
    live.delete(child);
    killRest(child);
  });
  child.once('error', () => live.delete(child));
  child.stdin?.on('error', () => {});
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  const fd3 = channelOf(child);
  fd3?.on('error', () => {});
  fd3?.setEncoding('utf8');
  return child;
}

/** How long output may still come after a verifier has exited, while something else holds its pipes. */
const DRAIN_MS = 1000;

/**
 * Calls `done` once, when the child has exited and its output has been read: on 'close'
 * (exited, and every pipe at end of input). A process it started in a session of its own (out
 * of killRest's reach) may still hold the pipes, and 'close' would wait for it (a helper server
 * may never stop): so `drainMs` after 'exit' the pipes are destroyed and `done` is called with
 * the exit status.
 */
export function whenFinished(
  child: ChildProcess,
  done: (code: number | null, signal: NodeJS.Signals | null) => void,
  drainMs = DRAIN_MS,
): void {
  let finished = false;
  let drain: NodeJS.Timeout | undefined;
  const finish = (code: number | null, signal: NodeJS.Signals | null) => {
    if (finished) return;
    finished = true;
    clearTimeout(drain);
    done(code, signal);
  };
  child.once('close', finish);
  child.once('exit', (code, signal) => {
    drain = setTimeout(() => {
      for (const stream of child.stdio) stream?.destroy();
      finish(code, signal);
    }, drainMs);
  });
}

/** The protocol channel (fd 3) of a process started with `channel`, else undefined. */
export function channelOf(child: ChildProcess): Duplex | undefined {
  return (child.stdio[3] as Duplex | null | undefined) ?? undefined;
}

/** Kills what is left of an exited verifier's process group (nothing, usually: ESRCH). */
function killRest(child: ChildProcess): void {
  if (process.platform === 'win32' || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // no such group: nothing was left
  }
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
