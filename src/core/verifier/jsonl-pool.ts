/**
 * The `jsonl` verifier protocol: a small pool of long-lived workers, one request line in and
 * one response line out per task, answered in order. Each worker gets its next request before
 * it finishes the current one (pipelining), so it never waits for us between tasks.
 *
 * A worker that crashes, hangs past the timeout or breaks the protocol costs only the task it
 * was working on an error; requests queued behind it are sent again to another worker, and
 * the worker is replaced.
 */
import type { ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';
import { channelOf, describeExit, killGroup, startProcess, whenFinished, type ProcessSpec } from './process.js';
import { clip, parseResponse, TailBuffer, type VerifyOutcome } from './protocol.js';

const MAX_LINE_CHARS = 16 * 1024 * 1024;
/** Requests in flight per worker: the one it works on and the next one. */
const PIPELINE_DEPTH = 2;

/**
 * `channel`: requests and responses go over fd 3 (the python form, docs/verifiers.md), and what
 * the process prints on stdout or stderr is its output: kept for error messages, never parsed.
 */
export interface PoolOptions {
  channel?: boolean;
}

interface Job {
  payload: Record<string, unknown>;
  resolve: (outcome: VerifyOutcome) => void;
}

interface InFlight extends Job {
  id: string;
  mode: 'verify' | 'check';
}

class Worker {
  dead = false;
  readonly inFlight: InFlight[] = [];
  private readonly child: ChildProcess;
  private readonly requests: Writable;
  /** What the process printed (stderr; with a channel, stdout too), shown on an error. */
  private readonly stderr = new TailBuffer();
  private readonly outputLabel: string;
  private buffer = '';
  private timer: NodeJS.Timeout | undefined;
  /** Settles when the worker has exited and its output has been read (process.ts whenFinished). */
  private readonly finished: Promise<void>;

  constructor(
    argv: readonly string[],
    private readonly spec: ProcessSpec,
    /** Called when the worker is done with a job or can take more; gets back unstarted jobs on death. */
    private readonly onIdle: (worker: Worker, orphans: Job[]) => void,
    options: PoolOptions = {},
  ) {
    this.child = startProcess(argv, spec, options.channel);
    const channel = channelOf(this.child);
    this.requests = channel ?? this.child.stdin!;
    this.outputLabel = channel ? 'output' : 'stderr';
    (channel ?? this.child.stdout!).on('data', (chunk: string) => this.onResponses(chunk));
    if (channel) this.child.stdout!.on('data', (chunk: string) => this.stderr.push(chunk));
    this.child.stderr!.on('data', (chunk: string) => this.stderr.push(chunk));
    this.child.once('error', (err) => this.die(`cannot start verifier ${JSON.stringify(argv[0])}: ${err.message}`));
    // Exited: it takes no more requests, and its head request gets the exit (not a timeout)
    // once its output has been read.
    this.child.once('exit', () => {
      this.dead = true;
      clearTimeout(this.timer);
    });
    this.finished = new Promise((resolve) =>
      whenFinished(this.child, (code, signal) => {
        this.die(`verifier worker ${describeExit(code, signal)}`);
        resolve();
      }),
    );
  }

  send(id: string, job: Job): void {
    const mode = job.payload.check === true ? 'check' : 'verify';
    this.inFlight.push({ ...job, id, mode });
    if (this.inFlight.length === 1) this.startHead();
    this.requests.write(`${JSON.stringify({ id, ...job.payload })}\n`);
  }

  /** Closes stdin and waits for the worker to leave, killing it after `graceMs`. */
  async stop(graceMs: number): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null || this.child.pid === undefined) {
      await this.finished;
      return;
    }
    this.requests.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    await this.finished;
    clearTimeout(timer);
  }

  /** Ends the worker after its head request got its outcome; queued requests go elsewhere. */
  private kill(): void {
    this.dead = true;
    killGroup(this.child);
    this.onIdle(this, this.inFlight.splice(0));
  }

  /** The head request is the one the worker is working on: its timeout runs from now. */
  private startHead(): void {
    clearTimeout(this.timer);
    this.stderr.take();
    this.timer = setTimeout(() => {
      this.finishHead({ ok: false, error: `verifier timed out after ${this.spec.timeoutMs / 1000} s` });
      this.kill();
    }, this.spec.timeoutMs);
  }

  private onResponses(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline).trim();
      this.buffer = this.buffer.slice(newline + 1);
      if (line) this.onLine(line);
    }
    if (this.buffer.length > MAX_LINE_CHARS) {
      this.finishHead({ ok: false, error: `verifier response line is over ${MAX_LINE_CHARS} characters` });
      this.kill();
    }
  }

  private onLine(line: string): void {
    const head = this.inFlight[0];
    if (!head) {
      // Output nobody asked for: the stream can no longer be trusted to pair requests and answers.
      this.kill();
      return;
    }
    const outcome = parseResponse(line, head.id, head.mode);
    if (!outcome.ok && outcome.protocolViolation) {
      this.finishHead(outcome);
      this.kill();
      return;
    }
    this.finishHead(outcome);
    if (this.inFlight.length > 0) this.startHead();
    if (!this.dead) this.onIdle(this, []);
  }

  private die(reason: string): void {
    this.dead = true;
    this.finishHead({ ok: false, error: reason });
    this.onIdle(this, this.inFlight.splice(0));
  }

  private finishHead(outcome: VerifyOutcome): void {
    clearTimeout(this.timer);
    const head = this.inFlight.shift();
    if (!head) return;
    if (!outcome.ok) {
      const stderr = this.stderr.take();
      if (stderr) outcome = { ...outcome, error: `${outcome.error}; ${this.outputLabel}: ${clip(stderr, 2000)}` };
    }
    head.resolve(outcome);
  }
}

export class JsonlPool {
  private readonly workers = new Set<Worker>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  /** Set by close(): no worker is started any more, so none can outlive the pool. */
  private closed = false;

  constructor(
    private readonly argv: readonly string[],
    private readonly spec: ProcessSpec,
    private readonly size: number,
    private readonly options: PoolOptions = {},
  ) {}

  request(payload: Record<string, unknown>): Promise<VerifyOutcome> {
    return new Promise((resolve) => {
      this.queue.push({ payload, resolve });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.pump(); // (answers what is still queued)
    await Promise.all([...this.workers].map((w) => w.stop(2000)));
    this.workers.clear();
  }

  private readonly onIdle = (worker: Worker, orphans: Job[]) => {
    if (worker.dead) this.workers.delete(worker);
    this.queue.unshift(...orphans);
    this.pump();
  };

  private pump(): void {
    if (this.closed) {
      // A request that comes too late (or is handed back by a dying worker) is an error, never a
      // new worker that nobody would stop: the process could not exit.
      for (const job of this.queue.splice(0))
        job.resolve({ ok: false, error: 'the verifier pool was closed before this task was verified' });
      return;
    }
    while (this.queue.length > 0) {
      const worker = this.pickWorker();
      if (!worker) return;
      worker.send(String(this.nextId++), this.queue.shift()!);
    }
  }

  /** The least busy live worker with room, or a new one while the pool is not full. */
  private pickWorker(): Worker | undefined {
    let best: Worker | undefined;
    for (const w of this.workers) {
      if (!w.dead && w.inFlight.length < PIPELINE_DEPTH && (!best || w.inFlight.length < best.inFlight.length))
        best = w;
    }
    if ((!best || best.inFlight.length > 0) && this.workers.size < this.size) {
      best = new Worker(this.argv, this.spec, this.onIdle, this.options);
      this.workers.add(best);
    }
    return best;
  }
}
