/**
 * From a submitted archive to a run directory, the one path the issue review and
 * `agent-eval score --archive` share: fetch (a URL) or read (a local file) under the size
 * bound, verify the sha256 before anything is unpacked, unpack under the policy into a
 * directory of ours, and return the run directory. Any failure is an ArchiveError with its
 * code, and nothing is scored.
 */
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { fileSha256 } from '../fs/file-hasher.js';
import { Sha256Schema } from '../submission/schema.js';
import { ArchiveError } from './errors.js';
import { DEFAULT_MAX_ARCHIVE_BYTES, fetchArchive, shownUrl, type FetchOptions } from './fetch.js';
import { unpackArchive, type ArchiveFormat, type UnpackOptions } from './unpack.js';

export interface IntakeOptions {
  /** An https URL (fetched) or a local file path (read). */
  source: string;
  /** The sha256 the submitter declared (any case). */
  sha256: string;
  /** An empty directory of ours: the download and the unpacked tree go below it. */
  workDir: string;
  fetch?: FetchOptions;
  unpack?: UnpackOptions;
}

/** What the report can say about the archive: plain data. */
export interface ArchiveFacts {
  /** The URL (without its query) or the file name. */
  source: string;
  fetched: boolean;
  redirects: number;
  bytes: number;
  sha256: string;
  format: ArchiveFormat;
  files: number;
  unpacked_bytes: number;
  stripped: string | null;
}

export interface Intake {
  runDir: string;
  archive: ArchiveFacts;
}

export function isUrl(source: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(source);
}

export async function takeArchive(o: IntakeOptions): Promise<Intake> {
  if (!Sha256Schema.safeParse(o.sha256).success)
    throw new ArchiveError(
      'sha256_invalid',
      `the declared sha256 ${JSON.stringify(o.sha256.slice(0, 80))} is not 64 hex digits`,
    );
  const want = o.sha256.toLowerCase();
  const maxBytes = o.fetch?.maxBytes ?? DEFAULT_MAX_ARCHIVE_BYTES;
  let file: string;
  let got: { bytes: number; sha256: string; shown: string; redirects: number; fetched: boolean };
  if (isUrl(o.source)) {
    file = path.join(o.workDir, 'archive');
    const f = await fetchArchive(o.source, file, o.fetch);
    got = { bytes: f.bytes, sha256: f.sha256, shown: shownUrl(o.source), redirects: f.redirects, fetched: true };
  } else {
    file = o.source;
    const fh = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw new ArchiveError('network', `${file}: cannot be read (${err.code ?? err.message})`);
    });
    let size: number;
    try {
      const info = await fh.stat();
      if (!info.isFile()) throw new ArchiveError('not_an_archive', `${file}: not a regular file`);
      size = info.size;
    } finally {
      await fh.close();
    }
    if (size > maxBytes) throw new ArchiveError('too_large', `${file}: ${size} bytes, over the limit of ${maxBytes}`);
    // Hashed under the archive's own bound (not the run files' per-file bound), through the one
    // reader's rules: a file that changed into something else, or has a second hard link, is named.
    const sha = await fileSha256(file, maxBytes).catch((err: NodeJS.ErrnoException) => {
      const why = `${file}: cannot be read (${err.code ?? err.message})`;
      throw new ArchiveError(/hard link/.test(err.message) ? 'hard_link' : 'network', why);
    });
    got = { bytes: size, sha256: sha, shown: path.basename(file), redirects: 0, fetched: false };
  }
  if (got.sha256 !== want) {
    throw new ArchiveError(
      'checksum_mismatch',
      `${got.shown}: the archive's sha256 is ${got.sha256}, not the declared ${want}: nothing is unpacked or scored`,
    );
  }
  const out = path.join(o.workDir, 'unpacked');
  await mkdir(out);
  const u = await unpackArchive(file, out, o.unpack);
  return {
    runDir: u.root,
    archive: {
      source: got.shown,
      fetched: got.fetched,
      redirects: got.redirects,
      bytes: got.bytes,
      sha256: got.sha256,
      format: u.format,
      files: u.files,
      unpacked_bytes: u.bytes,
      stripped: u.stripped,
    },
  };
}
