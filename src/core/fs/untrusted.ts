/**
 * The one way a file agent-eval did not write (a submission's records and CSVs, submission.yml,
 * metadata.json, partial reports, downloaded artifacts, cache files) is opened and read:
 *
 * - opened with O_NOFOLLOW (a final symlink is refused, never followed) and O_NONBLOCK (a FIFO
 *   cannot hang the open), then fstat'ed on the opened descriptor, so that what is checked is
 *   what is read (no window between a check and the read);
 * - a regular file only: a FIFO, socket or device is a named problem, not a silent skip;
 * - one link only: a regular file with more than one hard link may be a name for a file outside
 *   the run (a hard link crosses no symlink and is invisible to a walk), so it is refused;
 * - when the caller walked the tree, the opened file must be the walked entry (same device and
 *   inode): a record swapped for a symlink or another file between the walk and the read is a
 *   named problem, and its content is never read;
 * - bounded: a file over `maxBytes` is refused at the fstat, before any byte is read.
 *
 * Problems come back as values with a stable message (no machine-specific path), for the
 * caller to name on its file; nothing here throws for a file's sake.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type BigIntStats, type Stats } from 'node:fs';

/** The identity of a walked entry: what the opened file must still be. */
export interface FileId {
  dev: bigint;
  ino: bigint;
}

export function fileId(info: BigIntStats): FileId {
  return { dev: info.dev, ino: info.ino };
}

/** The flags every untrusted file is opened with (0 where the platform lacks one). */
const UNTRUSTED_OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

type UntrustedProblemKind =
  'missing' | 'symlink' | 'open' | 'not-regular' | 'hard-link' | 'swapped' | 'too-big' | 'read';

export interface UntrustedProblem {
  kind: UntrustedProblemKind;
  /** One wording for every caller, e.g. "is a symbolic link (not followed)". */
  message: string;
  /** The fs error code, for 'open' and 'read'. */
  code?: string;
  /** The file's size, for 'too-big'. */
  size?: number;
}

export type Opened = { ok: true; fd: number; size: number } | { ok: false; problem: UntrustedProblem };

/** What a non-regular file is, in words. */
export function typeName(
  info: Pick<Stats, 'isDirectory' | 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice' | 'isSymbolicLink'>,
): string {
  if (info.isDirectory()) return 'a directory';
  if (info.isFIFO()) return 'a FIFO';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

const NOT_REGULAR = 'is not a regular file';

/** The problem for an entry that is not a regular file, named by its type (a directory: no type named, as before). */
export function notRegular(info: Parameters<typeof typeName>[0]): UntrustedProblem {
  const what = typeName(info);
  return {
    kind: 'not-regular',
    message: info.isDirectory() || what === 'not a regular file' ? NOT_REGULAR : `${NOT_REGULAR} (${what}); not read`,
  };
}

function hardLinked(links: number | bigint): UntrustedProblem {
  return {
    kind: 'hard-link',
    message: `has ${links} hard links; a file of a submission must have one (another name may be a file outside the run); not read`,
  };
}

/** A name that is a symbolic link: never followed (O_NOFOLLOW), never read. */
export const SYMLINK: UntrustedProblem = { kind: 'symlink', message: 'is a symbolic link (not followed)' };

const SWAPPED: UntrustedProblem = {
  kind: 'swapped',
  message: 'changed between the listing and the read (another file, or a link, now has its name); not read',
};

/**
 * Opens an untrusted file for reading, or says why not. With `expect`, the opened file must be
 * that walked entry. The caller closes the descriptor.
 */
export function openUntrusted(abs: string, maxBytes: number, expect?: FileId | null): Opened {
  let fd: number;
  try {
    fd = openSync(abs, UNTRUSTED_OPEN_FLAGS);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // ELOOP: the last component is a symlink. When the walk listed a regular file there, it was swapped.
    if (code === 'ELOOP') return { ok: false, problem: expect ? SWAPPED : SYMLINK };
    if (code === 'ENOENT') return { ok: false, problem: { kind: 'missing', message: 'does not exist (ENOENT)', code } };
    return {
      ok: false,
      problem: { kind: 'open', message: `cannot be opened (${code ?? String(err)})`, ...(code ? { code } : {}) },
    };
  }
  const fail = (problem: UntrustedProblem): Opened => {
    closeSync(fd);
    return { ok: false, problem };
  };
  let info: BigIntStats;
  try {
    info = fstatSync(fd, { bigint: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return fail({ kind: 'read', message: `cannot be read (${code ?? String(err)})`, ...(code ? { code } : {}) });
  }
  if (expect && (info.dev !== expect.dev || info.ino !== expect.ino)) return fail(SWAPPED);
  if (!info.isFile()) return fail(notRegular(info));
  if (info.nlink > 1n) return fail(hardLinked(info.nlink));
  const size = Number(info.size);
  if (size > maxBytes)
    return fail({ kind: 'too-big', message: `is ${size} bytes, over the limit of ${maxBytes}`, size });
  return { ok: true, fd, size };
}

export type BytesRead = { ok: true; buf: Buffer; length: number } | { ok: false; problem: UntrustedProblem };

let shared = Buffer.alloc(0);

/**
 * An untrusted file's bytes (at most `maxBytes`, up to its size at the fstat: a file that grew
 * since is cut there). With `reuse`, into a buffer shared from call to call (valid until the
 * next call; the caller parses it at once); else into a buffer of its own.
 */
export function readUntrusted(
  abs: string,
  maxBytes: number,
  options: { expect?: FileId | null; reuse?: boolean } = {},
): BytesRead {
  const opened = openUntrusted(abs, maxBytes, options.expect);
  if (!opened.ok) return opened;
  const { fd, size } = opened;
  try {
    let buf: Buffer;
    if (options.reuse) {
      if (shared.length < size) shared = Buffer.allocUnsafe(Math.max(size, 1 << 20));
      buf = shared;
      if (shared.length > 16 << 20) shared = Buffer.alloc(0); // do not keep a huge buffer around
    } else buf = Buffer.allocUnsafe(size);
    let length = 0;
    while (length < size) {
      const n = readSync(fd, buf, length, size - length, length);
      if (n === 0) break;
      length += n;
    }
    return { ok: true, buf, length };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return {
      ok: false,
      problem: { kind: 'read', message: `cannot be read (${code ?? String(err)})`, ...(code ? { code } : {}) },
    };
  } finally {
    closeSync(fd);
  }
}

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** A regular file's bytes, at most `maxBytes`, in a buffer of its own; a problem in the reader's words. */
export function readRegularFile(abs: string, maxBytes: number): Read<Buffer> {
  const read = readUntrusted(abs, maxBytes);
  return read.ok
    ? { ok: true, value: read.buf.subarray(0, read.length) }
    : { ok: false, message: read.problem.message };
}
