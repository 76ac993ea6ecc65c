/**
 * sha256 of files, read and hashed in worker threads (a small run: on the main thread, see
 * INLINE_BYTES): the main thread only hands out paths and receives digests, in batches, so
 * hashing a whole run (a shard's digest, the checksums of submission.yml) runs on other cores
 * beside scoring instead of costing the main thread an open, fstat, read and close round trip
 * and WebCrypto's copy of every file (~0.4 s of the main thread for 500 files of 1 MB).
 *
 * Threads start on the first request not hashed here (one per core beyond the first, 1 to 4),
 * are shared by every caller in the process for the whole command, take FILES_PER_REQUEST files
 * at a time, and do not keep the process alive when idle. A file is opened with O_NOFOLLOW (an
 * entry that became a symlink is not read through) and O_NONBLOCK (one that became a FIFO does not block the thread),
 * anything but a regular file is refused ("not a regular file"), and so is one with more than one hard link (the rule
 * of fs/untrusted.ts) and one over the caller's byte bound (refused at the fstat, before a byte is read: a 1 TB sparse
 * file costs nothing). It is read up to the size fstat gives, or to its end for a file of size 0 (which /proc files
 * report) or over STREAM_OVER_BYTES, in 1 MB reads (memory: one buffer a thread), never past the bound. A failure comes
 * back with its code (ENOENT, ELOOP, EACCES, …). A thread sees no environment variables (it needs none, and a token has
 * no business there).
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Files over this size are read to their end rather than up to their size at the fstat. */
const STREAM_OVER_BYTES = 16 * 1024 * 1024;

// Plain CommonJS, run as a script in the worker (`eval`): nothing to bundle or find on disk. The
// same `sha256` runs on the main thread for a small run (inlineSha256).
const HASH_SOURCE = `
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const CHUNK = 1024 * 1024;
const buffer = Buffer.allocUnsafe(CHUNK);
const FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW || 0) | (fs.constants.O_NONBLOCK || 0);
function overBound(size, max) {
  return new Error('is ' + size + ' bytes, over the hashing limit of ' + max + ' bytes per file; not hashed');
}
function sha256(file, max) {
  const fd = fs.openSync(file, FLAGS);
  try {
    const info = fs.fstatSync(fd);
    if (!info.isFile()) throw new Error('not a regular file');
    if (info.nlink > 1) throw new Error('has ' + info.nlink + ' hard links; a file of a submission must have one (another name may be a file outside the run); not hashed');
    const size = info.size;
    if (size > max) throw overBound(size, max);
    // Read to the end (at most one byte past the bound, to tell a file that grew past it).
    const limit = size === 0 || size > ${STREAM_OVER_BYTES} ? max + 1 : size;
    const hash = createHash('sha256');
    let got = 0;
    while (got < limit) {
      const n = fs.readSync(fd, buffer, 0, Math.min(CHUNK, limit - got), null);
      if (n === 0) break;
      hash.update(buffer.subarray(0, n));
      got += n;
    }
    if (got > max) throw overBound('more than ' + max, max);
    return [hash.digest('hex'), got];
  } finally {
    fs.closeSync(fd);
  }
}
`;

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
${HASH_SOURCE}
// Answers a request's files as they are hashed, in messages of up to 256 files or 16 MB read,
// the last one saying the request is done.
parentPort.on('message', (batch) => {
  let answers = [];
  let bytes = 0;
  for (let i = 0; i < batch.length; i++) {
    const [id, file, max] = batch[i];
    try {
      const [hex, read] = sha256(file, max);
      answers.push([id, hex]);
      bytes += read;
    } catch (err) {
      answers.push([id, null, typeof err.code === 'string' ? err.code : null, String(err.message)]);
    }
    if (i === batch.length - 1 || answers.length >= 256 || bytes >= 16 * CHUNK) {
      parentPort.postMessage({ answers, done: i === batch.length - 1 });
      answers = [];
      bytes = 0;
    }
  }
});
`;

type Answer = [id: number, hex: string] | [id: number, hex: null, code: string | null, message: string];
type Waiter = { resolve: (hex: string) => void; reject: (err: Error) => void };

/**
 * A small run is hashed on the main thread, before any thread is started: starting a thread
 * costs ~35 ms of CPU and its start-up latency (measured on 2 cores), hashing here ~1 ms per MB
 * and a few hundredths of a ms per file, so below a few MB a thread costs more than it saves.
 * Once the process has hashed this much here, or a file of unknown size comes, the threads take
 * over for the rest of the command.
 */
const INLINE_BYTES = 4 * 1024 * 1024;
const INLINE_FILES = 256;

let inline: ((file: string, max: number) => [string, number]) | undefined;
/** HASH_SOURCE's sha256, on this thread. */
function inlineSha256(file: string, max: number): string {
  const modules: Record<string, unknown> = { 'node:fs': fs, 'node:crypto': { createHash } };
  inline ??= new Function('require', `${HASH_SOURCE}\nreturn sha256;`)(
    (name: string) => modules[name],
  ) as typeof inline;
  return inline!(file, max)[0];
}

/** Files handed to a thread at a time: it asks for more when it is done with them. */
const FILES_PER_REQUEST = 64;

/** Hashing threads: one per core beyond the first (which scores), at least one, at most 4. */
const THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));

/** A hashing thread and the files it has been handed and not answered yet. */
interface Thread {
  worker: Worker;
  handed: Set<number>;
  answered: boolean;
}

class FileHasher {
  private readonly waiting = new Map<number, Waiter>();
  private readonly queued: Array<[number, string, number]> = [];
  private readonly threads = new Set<Thread>();
  private readonly idle: Thread[] = [];
  private dispatching = false;
  private nextId = 1;
  private inlineBytes = 0;
  private inlineFiles = 0;

  /** `size`: the file's size when it was listed, if known (a small run is hashed here: INLINE_BYTES). */
  sha256(file: string, maxBytes: number, size?: number): Promise<string> {
    if (
      size !== undefined &&
      this.threads.size === 0 &&
      this.inlineFiles < INLINE_FILES &&
      this.inlineBytes + size <= INLINE_BYTES
    ) {
      this.inlineBytes += size;
      this.inlineFiles++;
      try {
        return Promise.resolve(inlineSha256(file, maxBytes));
      } catch (err) {
        return Promise.reject(err as Error);
      }
    }
    const id = this.nextId++;
    const answer = new Promise<string>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.queued.push([id, file, maxBytes]);
    // Requests made in one go (a prefetch of every file) are handed out together.
    if (!this.dispatching) {
      this.dispatching = true;
      queueMicrotask(() => {
        this.dispatching = false;
        this.dispatch();
      });
    }
    return answer;
  }

  /** Hands queued files to idle threads, starting threads up to THREADS. */
  private dispatch(): void {
    while (this.queued.length > 0) {
      let thread = this.idle.pop();
      if (!thread && this.threads.size < THREADS) {
        try {
          thread = this.start();
        } catch (err) {
          // No thread could be started: what is queued fails (unless a running thread will take it).
          if (this.threads.size === 0)
            for (const [id] of this.queued.splice(0)) this.settle(id, (w) => w.reject(err as Error));
          return;
        }
      }
      if (!thread) return;
      const batch = this.queued.splice(0, Math.min(FILES_PER_REQUEST, Math.ceil(this.queued.length / THREADS)));
      for (const [id] of batch) thread.handed.add(id);
      thread.worker.ref();
      thread.worker.postMessage(batch);
    }
  }

  private settle(id: number, how: (waiter: Waiter) => void): void {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    if (waiter) how(waiter);
  }

  private start(): Thread {
    const thread: Thread = {
      worker: new Worker(WORKER_SOURCE, { eval: true, env: {} }),
      handed: new Set(),
      answered: false,
    };
    this.threads.add(thread);
    thread.worker.on('message', ({ answers, done }: { answers: Answer[]; done: boolean }) => {
      thread.answered = true;
      for (const [id, hex, code, message] of answers) {
        thread.handed.delete(id);
        if (hex !== null) this.settle(id, (w) => w.resolve(hex));
        else this.settle(id, (w) => w.reject(Object.assign(new Error(message), code === null ? {} : { code })));
      }
      // (a thread lost since is never handed anything again)
      if (!done || !this.threads.has(thread)) return;
      // An idle thread does not keep the process alive.
      thread.worker.unref();
      this.idle.push(thread);
      this.dispatch();
    });
    // A thread that dies fails the files it had, and the others go on. One that dies before its
    // first answer cannot run here: what is queued fails too, and no other thread is started for
    // it (the next request tries again).
    const lost = (err: Error) => {
      if (!this.threads.delete(thread)) return;
      const at = this.idle.indexOf(thread);
      if (at >= 0) this.idle.splice(at, 1);
      for (const id of thread.handed) this.settle(id, (w) => w.reject(err));
      if (!thread.answered) for (const [id] of this.queued.splice(0)) this.settle(id, (w) => w.reject(err));
      this.dispatch();
    };
    thread.worker.on('error', lost);
    thread.worker.on('exit', (code) => lost(new Error(`the file hashing thread stopped (exit code ${code})`)));
    return thread;
  }
}

const hasher = new FileHasher();

/**
 * sha256 (hex) of a regular file, read without following a final symlink; rejects with the fs
 * error (its `code`), "not a regular file", a hard link, or a file over `maxBytes` (default: the
 * per-file bound of DEFAULT_HASH_LIMITS).
 */
export function fileSha256(
  file: string,
  maxBytes: number = DEFAULT_HASH_LIMITS.fileBytes,
  size?: number,
): Promise<string> {
  return hasher.sha256(file, maxBytes, size);
}

/** How many bytes hashing reads at most: per file, and per run (one RunTree). */
export interface HashLimits {
  fileBytes: number;
  runBytes: number;
}

/**
 * 1 GiB per file, 8 GiB per run: far above any benchmark submission seen (records and CSVs of
 * megabytes; PrepBench's largest run is under 100 MB), and low enough that the worst case is a
 * bounded wait (sha256 runs at ~0.5-1 GB/s per thread: 8 GiB is seconds to tens of seconds on a
 * runner's 2-4 cores, where an unbounded 1 TB sparse file was hours). Each adapter lets a user
 * set them (docs/submissions.md).
 */
export const DEFAULT_HASH_LIMITS: HashLimits = { fileBytes: 1024 ** 3, runBytes: 8 * 1024 ** 3 };
