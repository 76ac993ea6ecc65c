/**
 * Packs a run directory into a deterministic .tar.gz: the same files give the same bytes, and
 * so the same sha256, on any machine. Entries in the run tree's order (depth first, names in
 * code-unit order, a directory before its contents) under one top-level directory `run/`
 * (stripped again when unpacked); every mtime 0, uid/gid 0, no user or group name, mode 0644
 * for files and 0755 for directories; gzip level 9 with a header of mtime 0, no file name and
 * OS byte 255 ("unknown"). Nothing of the machine (time zone, umask, owner, locale) reaches the
 * bytes.
 *
 * The run is read as the review reads a submission (docs/cli.md, "pack"): listed by the one walk
 * (fs/walker.ts), each file opened by the one untrusted reader (fs/untrusted.ts: no-follow, one
 * link only, the walked file and no other). Symlinks, hard-linked files, FIFOs, sockets, devices
 * and names that are not valid UTF-8 are each named, and nothing is written. The archive is
 * written to `.<name>.partial` beside it, created new (O_CREAT|O_EXCL|O_NOFOLLOW: a file or link
 * already there is never followed or overwritten), written through that one descriptor, and
 * renamed into place only when complete; on failure it is removed.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  fstatSync,
  fsyncSync,
  openSync,
  constants as fsc,
} from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import tarStream from 'tar-stream';
import { UsageError } from '../errors.js';
import { fileId, notRegular, openUntrusted, SYMLINK, type FileId } from '../fs/untrusted.js';
import { failure, walkTree } from '../fs/walker.js';
import { DEFAULT_MAX_ENTRIES } from './unpack.js';

const PACK_TOP_DIR = 'run';
const EPOCH = new Date(0);
const GZIP_OS_BYTE = 9;
const GZIP_OS_UNKNOWN = 255;
/** pack bounds no file's size: the unpacker's bounds apply where the archive is read. */
const NO_SIZE_BOUND = Number.MAX_SAFE_INTEGER;
const PARTIAL_FLAGS = fsc.O_WRONLY | fsc.O_CREAT | fsc.O_EXCL | (fsc.O_NOFOLLOW ?? 0);

export interface Packed {
  file: string;
  sha256: string;
  bytes: number;
  files: number;
}

type Item = { rel: string; dir: true } | { rel: string; dir: false; id: FileId; size: number };

export async function packRun(runDir: string, outFile: string): Promise<Packed> {
  const items = await readable(runDir);
  const partial = path.join(path.dirname(outFile), `.${path.basename(outFile)}.partial`);
  let out: number;
  try {
    out = openSync(partial, PARTIAL_FLAGS, 0o644);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ELOOP')
      throw new UsageError(
        `--out ${outFile}: ${partial} already exists (a file or link there is never followed or overwritten): remove it and pack again`,
      );
    throw new UsageError(`--out ${outFile}: ${failure(`${partial} cannot be created`, err)}`);
  }
  const pack = tarStream.pack();
  const hash = createHash('sha256');
  let bytes = 0;
  // zlib writes the OS byte of the machine it runs on (3 on Unix, 10 on Windows): set on the way.
  const fixHeader = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (bytes <= GZIP_OS_BYTE && bytes + chunk.length > GZIP_OS_BYTE) chunk[GZIP_OS_BYTE - bytes] = GZIP_OS_UNKNOWN;
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const written = pipeline(
    pack,
    createGzip({ level: 9, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY }),
    fixHeader,
    createWriteStream('', { fd: out, autoClose: false, start: 0 }),
  );
  let files = 0;
  let closed = false;
  try {
    await entry(pack, header(`${PACK_TOP_DIR}/`, 'directory', 0));
    for (const item of items) {
      const name = `${PACK_TOP_DIR}/${item.rel}`;
      if (item.dir) await entry(pack, header(`${name}/`, 'directory', 0));
      else {
        await packFile(pack, name, path.join(runDir, ...item.rel.split('/')), item);
        files++;
      }
    }
    pack.finalize();
    await written;
    fsyncSync(out);
    closeSync(out);
    closed = true;
    await rename(partial, outFile);
  } catch (err) {
    pack.destroy();
    await written.catch(() => undefined);
    if (!closed) closeSync(out);
    await rm(partial, { force: true });
    throw err;
  }
  return { file: outFile, sha256: hash.digest('hex'), bytes, files };
}

/**
 * The run's directories and files in walk order, each file checked by the untrusted reader;
 * throws a usage error naming every entry that cannot be packed.
 */
async function readable(runDir: string): Promise<Item[]> {
  const items: Item[] = [];
  const refused: string[] = [];
  const walked = await walkTree(
    runDir,
    {
      entry: (e) => {
        if (!e.valid) refused.push(`${e.rel} has a name that is not valid UTF-8`);
        else if (e.type === null) refused.push(`${e.rel} ${failure('cannot be read', e.error)}`);
        else if (e.type === 'dir') items.push({ rel: e.rel, dir: true });
        else if (e.type === 'symlink') refused.push(`${e.rel} ${SYMLINK.message}`);
        else if (e.type === 'other') refused.push(`${e.rel} ${notRegular(e).message}`);
        else {
          const opened = openUntrusted(path.join(runDir, ...e.rel.split('/')), NO_SIZE_BOUND);
          if (!opened.ok) refused.push(`${e.rel} ${opened.problem.message}`);
          else {
            try {
              items.push({
                rel: e.rel,
                dir: false,
                id: fileId(fstatSync(opened.fd, { bigint: true })),
                size: opened.size,
              });
            } catch (err) {
              refused.push(`${e.rel} ${failure('cannot be read', err)}`);
            } finally {
              closeSync(opened.fd);
            }
          }
        }
        return e.valid && e.type === 'dir';
      },
      finding: (f) => {
        if (f.kind === 'unlisted' || f.kind === 'too-deep') refused.push(`${f.rel} ${f.message}`);
      },
    },
    { maxEntries: DEFAULT_MAX_ENTRIES },
  );
  if (walked.truncated)
    throw new UsageError(
      `--run ${runDir}: ${walked.truncated.message}; an archive is unpacked with at most ${DEFAULT_MAX_ENTRIES} entries`,
    );
  if (refused.length > 0) {
    const more = refused.length > 10 ? `; and ${refused.length - 10} more` : '';
    throw new UsageError(
      `--run ${runDir}: cannot be packed: ${refused.slice(0, 10).join('; ')}${more} (the review refuses such entries: replace each by a copy of the file itself or remove it)`,
    );
  }
  return items;
}

/** One file's entry, read from the file the listing checked (the same inode) and no other. */
async function packFile(
  pack: tarStream.Pack,
  name: string,
  abs: string,
  item: { rel: string; id: FileId; size: number },
): Promise<void> {
  const opened = openUntrusted(abs, NO_SIZE_BOUND, item.id);
  if (!opened.ok) throw new UsageError(`cannot be packed: ${item.rel} ${opened.problem.message}`);
  const { fd, size } = opened;
  try {
    if (size === 0) return await entry(pack, header(name, 'file', 0));
    const sink = pack.entry(header(name, 'file', size));
    // At most the size the header declares: a file that grew since is cut there; one that shrank fails the entry.
    await pipeline(
      createReadStream('', { fd, autoClose: false, start: 0, end: size - 1 }),
      sink as unknown as NodeJS.WritableStream,
    );
  } finally {
    closeSync(fd);
  }
}

function header(name: string, type: 'file' | 'directory', size: number): tarStream.Header {
  return {
    name,
    type,
    size,
    mode: type === 'file' ? 0o644 : 0o755,
    mtime: EPOCH,
    uid: 0,
    gid: 0,
    uname: '',
    gname: '',
    linkname: '',
    devmajor: 0,
    devminor: 0,
  };
}

function entry(pack: tarStream.Pack, header: tarStream.Header): Promise<void> {
  return new Promise((resolve, reject) => pack.entry(header, (err) => (err ? reject(err) : resolve())));
}
