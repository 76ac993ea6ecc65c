/**
 * The `jsonl` verifier protocol: a small pool of long-lived workers, one request line in and
 * one response line out per task. A worker that crashes, hangs past the timeout or breaks the
 * protocol costs only the task it was working on an error; it is replaced for the next one.
 */
import type { ChildProcess } from 'node:child_process';
import { describeExit, killGroup, startProcess, type ProcessSpec } from './process.js';
import { clip, parseResponse, TailBuffer, type VerifyOutcome } from './protocol.js';

const MAX_LINE_CHARS = 16 * 1024 * 1024;

interface Pending {
  id: string;
  resolve: (outcome: VerifyOutcome) => void;
  timer: NodeJS.Timeout;
  mode: 'verify' | 'check';
}

class Worker {
  dead = false;
  private readonly child: ChildProcess;
  private readonly stderr = new TailBuffer();
  private buffer = '';
  private current: Pending | null = null;

  constructor(
    private readonly argv: readonly string[],
    private readonly spec: ProcessSpec,
  ) {
    this.child = startProcess(argv, spec);
    this.child.stdout!.on('data', (chunk: string) => this.onStdout(chunk));
    this.child.stderr!.on('data', (chunk: string) => this.stderr.push(chunk));
    this.child.once('error', (err) => this.die(`cannot start verifier ${JSON.stringify(argv[0])}: ${err.message}`));
    this.child.once('close', (code, signal) => this.die(`verifier worker ${describeExit(code, signal)}`));
  }

  request(id: string, payload: Record<string, unknown>): Promise<VerifyOutcome> {
    return new Promise((resolve) => {
      if (this.dead) return resolve({ ok: false, error: 'verifier worker is not running' });
      this.stderr.take();
      const timer = setTimeout(() => {
        this.finish({ ok: false, error: `verifier timed out after ${this.spec.timeoutMs / 1000} s` });
        this.kill();
      }, this.spec.timeoutMs);
      this.current = { id, resolve, timer, mode: payload.check === true ? 'check' : 'verify' };
      this.child.stdin!.write(`${JSON.stringify({ id, ...payload })}\n`);
    });
  }

  kill(): void {
    this.dead = true;
    killGroup(this.child);
  }

  /** Closes stdin and waits for the worker to leave, killing it after `graceMs`. */
  async stop(graceMs: number): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('close', () => resolve()));
    this.child.stdin!.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    await exited;
    clearTimeout(timer);
  }

  private onStdout(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline).trim();
      this.buffer = this.buffer.slice(newline + 1);
      if (line) this.onLine(line);
    }
    if (this.buffer.length > MAX_LINE_CHARS) {
      this.finish({ ok: false, error: `verifier response line is over ${MAX_LINE_CHARS} characters` });
      this.kill();
    }
  }

  private onLine(line: string): void {
    if (!this.current) {
      // Output nobody asked for: the stream can no longer be trusted to pair requests and answers.
      this.kill();
      return;
    }
    const outcome = parseResponse(line, this.current.id, this.current.mode);
    this.finish(outcome);
    if (!outcome.ok && outcome.protocolViolation) this.kill();
  }

  private die(reason: string): void {
    this.dead = true;
    this.finish({ ok: false, error: reason });
  }

  private finish(outcome: VerifyOutcome): void {
    const current = this.current;
    if (!current) return;
    this.current = null;
    clearTimeout(current.timer);
    if (!outcome.ok) {
      const stderr = this.stderr.take();
      if (stderr) outcome = { ...outcome, error: `${outcome.error}; stderr: ${clip(stderr, 2000)}` };
    }
    current.resolve(outcome);
  }
}

export class JsonlPool {
  private readonly idle: Worker[] = [];
  private readonly workers = new Set<Worker>();
  private readonly queue: Array<{ payload: Record<string, unknown>; resolve: (o: VerifyOutcome) => void }> = [];
  private nextId = 1;

  constructor(
    private readonly argv: readonly string[],
    private readonly spec: ProcessSpec,
    private readonly size: number,
  ) {}

  request(payload: Record<string, unknown>): Promise<VerifyOutcome> {
    return new Promise((resolve) => {
      this.queue.push({ payload, resolve });
      this.pump();
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers].map((w) => w.stop(2000)));
    this.workers.clear();
    this.idle.length = 0;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.takeWorker();
      if (!worker) return;
      const job = this.queue.shift()!;
      void worker.request(String(this.nextId++), job.payload).then((outcome) => {
        job.resolve(outcome);
        if (worker.dead) this.workers.delete(worker);
        else this.idle.push(worker);
        this.pump();
      });
    }
  }

  private takeWorker(): Worker | undefined {
    let worker: Worker | undefined;
    while ((worker = this.idle.pop())) {
      if (!worker.dead) return worker;
      this.workers.delete(worker);
    }
    if (this.workers.size < this.size) {
      worker = new Worker(this.argv, this.spec);
      this.workers.add(worker);
      return worker;
    }
    return undefined;
  }
}
