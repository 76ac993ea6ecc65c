/**
 * Reading files the action did not write (downloaded artifacts, partial reports): regular files
 * only, never through a symlink (O_NOFOLLOW, then fstat on the opened descriptor, so there is no
 * window between the check and the read), size-bounded, JSON depth-bounded.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseJsonBounded } from '../core/fs/bounded-json.js';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** A regular file's bytes, at most `maxBytes`; a symlink, a directory, a FIFO or a bigger file is a problem. */
export function readRegularFile(abs: string, maxBytes: number): Read<Buffer> {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { ok: false, message: 'is a symbolic link (not followed)' };
    if (code === 'ENOENT') return { ok: false, message: 'does not exist' };
    return { ok: false, message: `cannot be opened (${code ?? String(err)})` };
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return { ok: false, message: 'is not a regular file' };
    if (info.size > maxBytes) return { ok: false, message: `is ${info.size} bytes, over the limit of ${maxBytes}` };
    const buf = Buffer.alloc(info.size);
    let length = 0;
    while (length < info.size) {
      const n = readSync(fd, buf, length, info.size - length, length);
      if (n === 0) break;
      length += n;
    }
    return { ok: true, value: buf.subarray(0, length) };
  } catch (err) {
    return { ok: false, message: `cannot be read (${(err as NodeJS.ErrnoException).code ?? String(err)})` };
  } finally {
    closeSync(fd);
  }
}

/** JSON text (UTF-8, BOM dropped by the parser) within a nesting bound. */
export function parseJsonBytes(bytes: Buffer, maxDepth: number): Read<unknown> {
  const parsed = parseJsonBounded(bytes.toString('utf8'), maxDepth);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}

export function readJsonFile(abs: string, maxBytes: number, maxDepth: number): Read<unknown> {
  const read = readRegularFile(abs, maxBytes);
  return read.ok ? parseJsonBytes(read.value, maxDepth) : read;
}

export interface Found {
  /** POSIX path relative to the walked directory. */
  rel: string;
  abs: string;
}

export interface FindResult {
  files: Found[];
  /** Entries with a wanted name that were not used (symlinks, other types), with why. */
  skipped: { rel: string; why: string }[];
}

const MAX_ENTRIES = 100_000;

/**
 * Files named one of `names` below `root`, at most `maxDepth` levels down (a file directly in
 * root is depth 1), sorted by path. Symlinked directories are not entered; a symlink or any
 * other non-regular entry with a wanted name is reported in `skipped`.
 */
export async function findFilesNamed(root: string, names: ReadonlySet<string>, maxDepth: number): Promise<FindResult> {
  const files: Found[] = [];
  const skipped: FindResult['skipped'] = [];
  let seen = 0;
  const walk = async (rel: string, depth: number): Promise<void> => {
    const entries = await readdir(path.join(root, rel), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) throw new Error(`more than ${MAX_ENTRIES} files and folders under ${root}`);
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (names.has(entry.name)) {
        if (entry.isFile()) files.push({ rel: childRel, abs: path.join(root, childRel) });
        else skipped.push({ rel: childRel, why: entry.isSymbolicLink() ? 'a symbolic link (not followed)' : 'not a regular file' });
      } else if (entry.isDirectory() && depth < maxDepth) {
        await walk(childRel, depth + 1);
      }
    }
  };
  await walk('', 1);
  return { files, skipped };
}
