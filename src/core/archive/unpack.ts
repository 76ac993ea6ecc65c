/**
 * Unpacks a submitted archive (.zip, .tar.gz/.tgz or .tar, told apart by their first bytes, not
 * their name) into an empty directory of ours, under one policy for every format: regular files
 * and directories only (symlinks, hard links, devices and FIFOs are refused), no absolute name,
 * no `..`, no backslash, no duplicate name, at most `maxEntries` entries and `maxBytes` bytes
 * unpacked (a compression bomb stops at the bound: each entry's declared size is checked before
 * a byte of it is read, and the bytes are counted as they come). Each refusal is an
 * ArchiveError naming the entry. Files are created with O_EXCL|O_NOFOLLOW and mode 0644 (no
 * mode, owner or time is taken from the archive), so nothing can be written outside the
 * directory. When the archive holds one top-level directory and nothing else, that directory
 * is the run (it is "stripped").
 *
 * zip is read by yauzl (random access through the central directory, so memory is bounded by
 * the entry being read; external attributes and "version made by" are exposed, so the entry
 * type is known; names are decoded and validated), tar by tar-stream (over node:zlib's gunzip
 * for .tar.gz), whose headers name each entry's type. The policy is ours.
 */
import { constants, createReadStream } from 'node:fs';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, crc32 } from 'node:zlib';
import tarStream from 'tar-stream';
import yauzl from 'yauzl';
import { readDirectory } from '../fs/walker.js';
import { ArchiveError } from './errors.js';

const DEFAULT_MAX_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024;
export const DEFAULT_MAX_ENTRIES = 20_000;
const MAX_NAME_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;

export type ArchiveFormat = 'zip' | 'tar.gz' | 'tar';

export interface UnpackOptions {
  maxBytes?: number;
  maxEntries?: number;
}

export interface Unpacked {
  /** The run directory: `outDir`, or its one top-level directory. */
  root: string;
  format: ArchiveFormat;
  files: number;
  directories: number;
  bytes: number;
  /** The name of the top-level directory that was stripped, if one was. */
  stripped: string | null;
}

/** The format by the first bytes: zip's local header, gzip's magic, or ustar at offset 257. */
async function archiveFormat(file: string): Promise<ArchiveFormat> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await fh.read(head, 0, 512, 0);
    if (bytesRead >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip';
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
    if (bytesRead >= 262 && head.toString('latin1', 257, 262) === 'ustar') return 'tar';
    if (bytesRead >= 22 && head.readUInt32LE(0) === 0x06054b50)
      throw new ArchiveError('not_an_archive', 'the archive is an empty zip');
  } finally {
    await fh.close();
  }
  throw new ArchiveError('not_an_archive', 'the archive is not a .zip, .tar.gz/.tgz or .tar (by its first bytes)');
}

export async function unpackArchive(file: string, outDir: string, options: UnpackOptions = {}): Promise<Unpacked> {
  const format = await archiveFormat(file);
  const sink = new Sink(
    outDir,
    options.maxBytes ?? DEFAULT_MAX_UNPACKED_BYTES,
    options.maxEntries ?? DEFAULT_MAX_ENTRIES,
  );
  if (format === 'zip') await unpackZip(file, sink);
  else await unpackTar(file, format === 'tar.gz', sink);
  const top = await readDirectory(outDir);
  const single = top.length === 1 && top[0]!.isDirectory() ? top[0]!.name : null;
  return {
    root: single === null ? outDir : path.join(outDir, single),
    format,
    files: sink.files,
    directories: sink.directories,
    bytes: sink.bytes,
    stripped: single,
  };
}

/** An entry's name as path segments, or the named refusal. `.` segments and a trailing `/` are dropped. */
function entrySegments(name: string): string[] {
  const shown = JSON.stringify(name.slice(0, 300));
  if (/[\\\u0000]/.test(name))
    throw new ArchiveError('bad_name', `${shown}: a backslash or NUL in an entry name is refused`, name);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
    throw new ArchiveError('absolute_path', `${shown}: an absolute path is refused`, name);
  const segments = name.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..'))
    throw new ArchiveError(
      'parent_path',
      `${shown}: a ".." segment is refused (it would leave the run directory)`,
      name,
    );
  if (Buffer.byteLength(name) > MAX_NAME_BYTES || segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES)) {
    throw new ArchiveError('bad_name', `${shown}: the name is too long`, name);
  }
  return segments;
}

/** Writes entries under the policy; knows every name written, so duplicates and conflicts are caught. */
class Sink {
  files = 0;
  directories = 0;
  bytes = 0;
  private entries = 0;
  /** Path → what it is; explicit entries, and directories implied by a deeper name. */
  private readonly kinds = new Map<string, 'file' | 'dir' | 'implied-dir'>();
  /** Directories already created. */
  private readonly made = new Set<string>();

  constructor(
    private readonly outDir: string,
    readonly maxBytes: number,
    readonly maxEntries: number,
  ) {}

  /** Counts an entry (of any kind, refused or not) against the bound. */
  count(name: string): void {
    if (++this.entries > this.maxEntries)
      throw new ArchiveError(
        'too_many_entries',
        `the archive has more than ${this.maxEntries} entries (stopped at ${JSON.stringify(name.slice(0, 300))})`,
        name,
      );
  }

  /** The absolute target of a new entry after the name, duplicate and conflict checks; null for the root itself. */
  private place(name: string, kind: 'file' | 'dir'): string | null {
    const segments = entrySegments(name);
    if (segments.length === 0) return null;
    const rel = segments.join('/');
    const shown = JSON.stringify(name.slice(0, 300));
    const had = this.kinds.get(rel);
    if (had === 'file' || had === 'dir')
      throw new ArchiveError('duplicate_name', `${shown}: the name occurs twice in the archive`, name);
    if (had === 'implied-dir' && kind === 'file')
      throw new ArchiveError('path_conflict', `${shown}: a file where another entry has a directory`, name);
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i).join('/');
      const p = this.kinds.get(parent);
      if (p === 'file')
        throw new ArchiveError(
          'path_conflict',
          `${shown}: its parent ${JSON.stringify(parent)} is a file in the archive`,
          name,
        );
      if (p === undefined) this.kinds.set(parent, 'implied-dir');
    }
    this.kinds.set(rel, kind);
    return path.join(this.outDir, ...segments);
  }

  async dir(name: string): Promise<void> {
    const target = this.place(name, 'dir');
    if (target === null) return;
    this.directories++;
    await mkdir(target, { recursive: true, mode: 0o755 });
    this.made.add(target);
  }

  /** Refuses an entry over the remaining budget before reading it; then counts while writing. */
  async file(
    name: string,
    declaredSize: number,
    data: () => Promise<AsyncIterable<Buffer>>,
    onChunk?: (chunk: Buffer) => void,
  ): Promise<void> {
    const target = this.place(name, 'file');
    const shown = JSON.stringify(name.slice(0, 300));
    if (target === null) throw new ArchiveError('bad_name', `${shown}: a file entry without a name`, name);
    const left = this.maxBytes - this.bytes;
    if (declaredSize > left)
      throw new ArchiveError(
        'unpacked_too_large',
        `${shown}: ${declaredSize} bytes would bring the unpacked size over the limit of ${this.maxBytes} bytes`,
        name,
      );
    const parent = path.dirname(target);
    if (!this.made.has(parent)) {
      await mkdir(parent, { recursive: true, mode: 0o755 });
      this.made.add(parent);
    }
    let fh: FileHandle;
    try {
      fh = await open(target, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
    } catch (err) {
      throw new ArchiveError(
        'path_conflict',
        `${shown}: cannot be created (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
        name,
      );
    }
    this.files++;
    let written = 0;
    const limit = Math.min(left, declaredSize);
    try {
      for await (const chunk of await data()) {
        written += chunk.length;
        if (written > limit) {
          if (written > left)
            throw new ArchiveError(
              'unpacked_too_large',
              `${shown}: over the unpacked limit of ${this.maxBytes} bytes`,
              name,
            );
          throw new ArchiveError(
            'corrupt_archive',
            `${shown}: more bytes than the ${declaredSize} its header declares`,
            name,
          );
        }
        onChunk?.(chunk);
        await fh.write(chunk);
      }
    } catch (err) {
      throw err instanceof ArchiveError
        ? err
        : new ArchiveError('corrupt_archive', `${shown}: ${(err as Error).message}`, name);
    } finally {
      await fh.close().catch(() => undefined);
    }
    if (written !== declaredSize)
      throw new ArchiveError(
        'corrupt_archive',
        `${shown}: ${written} bytes, but its header declares ${declaredSize}`,
        name,
      );
    this.bytes += written;
  }
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const HOST_UNIX = 3;

function yauzlError(err: Error): ArchiveError {
  const m = /^(absolute path|invalid relative path|invalid characters in fileName): ([\s\S]*)$/.exec(err.message);
  if (m) {
    const code =
      m[1] === 'absolute path' ? 'absolute_path' : m[1] === 'invalid relative path' ? 'parent_path' : 'bad_name';
    return new ArchiveError(
      code,
      `${JSON.stringify(m[2]!.slice(0, 300))}: ${code === 'parent_path' ? 'a ".." segment is refused (it would leave the run directory)' : code === 'absolute_path' ? 'an absolute path is refused' : 'a backslash in an entry name is refused'}`,
      m[2]!,
    );
  }
  return new ArchiveError('corrupt_archive', `the zip cannot be read: ${err.message}`);
}

async function unpackZip(file: string, sink: Sink): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: false, decodeStrings: true },
      (err, z) => (err ? reject(yauzlError(err)) : resolve(z!)),
    ),
  );
  // The central directory says how many entries there are: over the bound, nothing is read.
  if (zip.entryCount > sink.maxEntries) {
    zip.close();
    throw new ArchiveError(
      'too_many_entries',
      `the archive has ${zip.entryCount} entries, more than the limit of ${sink.maxEntries}`,
    );
  }
  await new Promise<void>((resolve, reject) => {
    const stop = (err: unknown) => {
      zip.close();
      reject(err instanceof ArchiveError ? err : yauzlError(err as Error));
    };
    zip.on('error', stop);
    zip.on('end', () => {
      zip.close();
      resolve();
    });
    // One handler for the entry and for asking for the next one: a throw in either is the refusal,
    // never a rejection left without a handler.
    zip.on('entry', (entry: yauzl.Entry) => {
      zipEntry(zip, entry, sink)
        .then(() => zip.readEntry())
        .catch(stop);
    });
    zip.readEntry();
  });
}

async function zipEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, sink: Sink): Promise<void> {
  const name = entry.fileName;
  const shown = JSON.stringify(name.slice(0, 300));
  sink.count(name);
  const type = entry.versionMadeBy >> 8 === HOST_UNIX ? (entry.externalFileAttributes >>> 16) & S_IFMT : 0;
  const isDir = name.endsWith('/') || type === S_IFDIR;
  if (type === S_IFLNK) throw new ArchiveError('symlink', `${shown} is a symbolic link: links are refused`, name);
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR)
    throw new ArchiveError(
      'special_file',
      `${shown} is not a regular file or directory (a device, FIFO or socket)`,
      name,
    );
  if (entry.isEncrypted()) throw new ArchiveError('encrypted', `${shown} is encrypted`, name);
  if (isDir) {
    if (entry.uncompressedSize !== 0)
      throw new ArchiveError('corrupt_archive', `${shown}: a directory entry with data`, name);
    return sink.dir(name);
  }
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new ArchiveError(
      'corrupt_archive',
      `${shown} uses compression method ${entry.compressionMethod} (only stored and deflate are read)`,
      name,
    );
  }
  let crc = 0;
  await sink.file(
    name,
    entry.uncompressedSize,
    () =>
      new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (err, s) => (err ? reject(yauzlError(err)) : resolve(s!))),
      ),
    (chunk) => (crc = crc32(chunk, crc)),
  );
  if (crc >>> 0 !== entry.crc32 >>> 0)
    throw new ArchiveError('corrupt_archive', `${shown}: its CRC-32 does not match its data`, name);
}

/** The decompressed tar stream is bounded too (headers and padding of the allowed entries). */
function tarStreamBound(sinkMaxBytes: number, maxEntries: number): Transform {
  const limit = sinkMaxBytes + (maxEntries + 4) * 1536 + 1024 * 1024;
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit)
        return done(new ArchiveError('unpacked_too_large', `the decompressed tar stream is over ${limit} bytes`));
      done(null, chunk);
    },
  });
}

async function unpackTar(file: string, gzipped: boolean, sink: Sink): Promise<void> {
  const extract = tarStream.extract();
  const source = gzipped
    ? pipeline(createReadStream(file), createGunzip(), tarStreamBound(sink.maxBytes, sink.maxEntries), extract)
    : pipeline(createReadStream(file), extract);
  // The feed's error is held as a value, never as a rejected promise: a tar cut short ends the
  // feed while an entry is still being read, and a rejection with no handler yet would end the
  // process. It stops the entries too, and is read after them.
  const fed: Promise<unknown> = source.then(
    () => null,
    (err: unknown) => {
      extract.destroy(err as Error);
      return err ?? new Error('the stream failed');
    },
  );
  let failure: unknown = null;
  try {
    for await (const entry of extract) {
      const h = entry.header;
      const name = h.name;
      const shown = JSON.stringify(name.slice(0, 300));
      sink.count(name);
      if (h.type === 'symlink')
        throw new ArchiveError(
          'symlink',
          `${shown} is a symbolic link (to ${JSON.stringify((h.linkname ?? '').slice(0, 200))}): links are refused`,
          name,
        );
      if (h.type === 'link')
        throw new ArchiveError(
          'hard_link',
          `${shown} is a hard link (to ${JSON.stringify((h.linkname ?? '').slice(0, 200))}): links are refused`,
          name,
        );
      if (h.type === 'directory') {
        await sink.dir(name);
        entry.resume();
      } else if (h.type === 'file' || h.type === 'contiguous-file') {
        await sink.file(name, h.size ?? 0, async () => entry as unknown as AsyncIterable<Buffer>);
      } else
        throw new ArchiveError(
          'special_file',
          `${shown} is a ${h.type ?? 'entry of unknown type'}, not a regular file or directory`,
          name,
        );
    }
  } catch (err) {
    failure = err;
    extract.destroy();
  }
  const fedError = await fed;
  // A refusal of ours stands. Otherwise the feed's own error (not the echo of our stopping it)
  // says why the stream ended, on the entry being read when it did.
  if (failure instanceof ArchiveError && failure.code !== 'corrupt_archive') throw failure;
  if (fedError !== null && !stoppedEcho(fedError)) {
    const cause = toArchiveError(fedError);
    const entry = failure instanceof ArchiveError ? failure.entry : null;
    throw entry === null || cause.entry !== null
      ? cause
      : new ArchiveError(cause.code, `${JSON.stringify(entry.slice(0, 300))}: ${cause.message}`, entry);
  }
  if (failure !== null) throw toArchiveError(failure);
}

/** The error a stream reports because another stream of the pipeline stopped, not a cause of its own. */
function stoppedEcho(err: unknown): boolean {
  const e = err as NodeJS.ErrnoException;
  return (
    e?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    e?.code === 'ABORT_ERR' ||
    e?.message === 'Stream was destroyed' ||
    e?.message === 'Premature close'
  );
}

function toArchiveError(err: unknown): ArchiveError {
  if (err instanceof ArchiveError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e?.code === 'Z_DATA_ERROR' || e?.code === 'Z_BUF_ERROR')
    return new ArchiveError('corrupt_archive', `the gzip stream is corrupt: ${e.message}`);
  if (e?.message === 'Unexpected end of data') {
    return new ArchiveError(
      'corrupt_archive',
      'the tar archive ends before the data its headers declare (cut short, or a size, pax size included, larger than the data)',
    );
  }
  return new ArchiveError('corrupt_archive', `the tar archive cannot be read: ${e?.message ?? String(err)}`);
}
