/**
 * Packs a run directory into a deterministic .tar.gz: the same files give the same bytes, and
 * so the same sha256, on any machine. Entries in the run tree's order (depth first, names in
 * code-unit order, a directory before its contents) under one top-level directory `run/`
 * (stripped again when unpacked); every mtime 0, uid/gid 0, no user or group name, mode 0644
 * for files and 0755 for directories; gzip level 9 with a header of mtime 0, no file name and
 * OS byte 255 ("unknown"). Nothing of the machine (time zone, umask, owner, locale) reaches the
 * bytes. What unpacking refuses is refused here first: symlinks, other non-regular entries and
 * names that are not valid UTF-8 are named and nothing is written.
 */
import { createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import tarStream from 'tar-stream';
import { UsageError } from '../errors.js';
import { fileSha256 } from '../fs/file-hasher.js';
import { RunTree } from '../fs/tree.js';
import { DEFAULT_MAX_ENTRIES } from './unpack.js';

export const PACK_TOP_DIR = 'run';
const EPOCH = new Date(0);
const GZIP_OS_UNKNOWN = 255;

export interface Packed {
  file: string;
  sha256: string;
  bytes: number;
  files: number;
}

export async function packRun(runDir: string, outFile: string): Promise<Packed> {
  const tree = new RunTree(runDir, DEFAULT_MAX_ENTRIES);
  const { entries, truncated } = await tree.listing();
  if (truncated !== null) throw new UsageError(`--run ${runDir}: ${truncated}; an archive is unpacked with at most ${DEFAULT_MAX_ENTRIES} entries`);
  const refused = entries.filter((e) => e.type !== 'file' && e.type !== 'dir');
  if (refused.length > 0) {
    const what = (t: string) => (t === 'symlink' ? 'a symlink' : t === 'unreadable' ? 'unreadable' : 'not a regular file');
    const list = refused.slice(0, 10).map((e) => `${e.rel} is ${what(e.type)}${e.reason ? ` (${e.reason})` : ''}`);
    throw new UsageError(
      `--run ${runDir}: cannot be packed: ${list.join('; ')}${refused.length > 10 ? `; and ${refused.length - 10} more` : ''} (the review refuses such entries: replace each by the file itself or remove it)`,
    );
  }
  const partial = path.join(path.dirname(outFile), `.${path.basename(outFile)}.partial`);
  const pack = tarStream.pack();
  const header = (name: string, type: 'file' | 'directory', size: number) => ({
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
  });
  const written = pipeline(pack, createGzip({ level: 9, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY }), createWriteStream(partial, { mode: 0o644 }));
  let files = 0;
  try {
    await entry(pack, header(`${PACK_TOP_DIR}/`, 'directory', 0));
    for (const e of entries) {
      const name = `${PACK_TOP_DIR}/${e.rel}`;
      if (e.type === 'dir') await entry(pack, header(`${name}/`, 'directory', 0));
      else {
        const abs = path.join(runDir, ...e.rel.split('/'));
        const fh = await open(abs, 'r');
        try {
          const { size } = await fh.stat();
          const sink = pack.entry(header(name, 'file', size));
          await pipeline(fh.createReadStream({ autoClose: false }), sink as unknown as NodeJS.WritableStream);
        } finally {
          await fh.close();
        }
        files++;
      }
    }
    pack.finalize();
    await written;
    // zlib writes the OS byte of the machine it runs on (3 on Unix, 10 on Windows): fix it.
    const fh = await open(partial, 'r+');
    try {
      await fh.write(Buffer.from([GZIP_OS_UNKNOWN]), 0, 1, 9);
    } finally {
      await fh.close();
    }
    await rename(partial, outFile);
  } catch (err) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
  const sha256 = await fileSha256(outFile);
  return { file: outFile, sha256, bytes: (await stat(outFile)).size, files };
}

function entry(pack: tarStream.Pack, header: tarStream.Header): Promise<void> {
  return new Promise((resolve, reject) => pack.entry(header, (err) => (err ? reject(err) : resolve())));
}
