/**
 * Lists the files of an untrusted directory tree whose relative path matches a pattern,
 * without ever following a symlink out of the submission. Problems are returned, not thrown,
 * so that each becomes an error on the record it concerns.
 */
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileId, notRegular, type FileId } from './untrusted.js';
import { byCodeUnit, byKey } from '../util/order.js';

export interface FoundFile {
  /** POSIX path relative to the walked directory. */
  rel: string;
  /** Resolved absolute path, guaranteed to lie inside the submission. */
  abs: string;
  size: number;
  /** The entry's identity at the walk: the reader opens only this file (fs/untrusted.ts). */
  id: FileId;
}

export interface WalkProblem {
  rel: string;
  message: string;
}

export interface WalkResult {
  files: FoundFile[];
  problems: WalkProblem[];
}

const MAX_ENTRIES = 200_000;

/** Files at the run root that describe the submission and are never records of any suite. */
export const RUN_LEVEL_FILES: ReadonlySet<string> = new Set(['metadata.json', 'submission.yml']);

/** True when `target` is `root` or lies below it (both absolute, resolved). */
export function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Walks `dir` (inside the resolved `submissionRoot`) and returns the regular files whose
 * relative path matches `pattern`, sorted by path. A symlinked file is read through only when
 * it resolves inside the submission; symlinked directories are never followed.
 */
export async function findFiles(dir: string, pattern: RegExp, submissionRoot: string): Promise<WalkResult> {
  const files: FoundFile[] = [];
  const problems: WalkProblem[] = [];
  let seen = 0;
  const queue: string[] = [''];
  while (queue.length > 0) {
    const relDir = queue.shift()!;
    let entries;
    try {
      entries = await readdir(path.join(dir, relDir), { withFileTypes: true });
    } catch (err) {
      problems.push({ rel: relDir || '.', message: unreadable(err) });
      continue;
    }
    entries.sort(byKey((e) => e.name));
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) {
        problems.push({ rel: relDir || '.', message: `more than ${MAX_ENTRIES} files and folders; the rest were not read` });
        return { files, problems };
      }
      const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      const abs = path.join(dir, rel);
      if (path.dirname(abs) === submissionRoot && RUN_LEVEL_FILES.has(entry.name)) continue;
      if (entry.isDirectory()) {
        queue.push(rel);
      } else if (entry.isSymbolicLink()) {
        const problem = await checkSymlink(abs, rel, pattern, submissionRoot);
        if (typeof problem === 'string') problems.push({ rel, message: problem });
        else if (problem) files.push(problem);
      } else if (entry.isFile() && pattern.test(rel)) {
        const info = await lstat(abs, { bigint: true }).catch((err: unknown) => err as Error);
        if (info instanceof Error) problems.push({ rel, message: unreadable(info) });
        else files.push({ rel, abs, size: Number(info.size), id: fileId(info) });
      } else if (!entry.isFile() && pattern.test(rel)) {
        // A FIFO, socket or device with a record's name is named, as a symlink is (never opened).
        problems.push({ rel, message: notRegular(entry).message });
      }
    }
  }
  files.sort(byKey((e) => e.rel));
  return { files, problems };
}

async function checkSymlink(abs: string, rel: string, pattern: RegExp, submissionRoot: string): Promise<FoundFile | string | null> {
  let target: string;
  try {
    target = await realpath(abs);
  } catch {
    return pattern.test(rel) ? 'symlink points to nothing' : null;
  }
  const info = await stat(target, { bigint: true }).catch((err: unknown) => err as Error);
  if (info instanceof Error) return pattern.test(rel) ? unreadable(info) : null;
  if (info.isDirectory()) return 'symlinked directory is not followed';
  if (!pattern.test(rel)) return null;
  if (!isInside(submissionRoot, target)) return 'symlink points outside the submission; not read';
  if (!info.isFile()) return notRegular(info).message;
  return { rel, abs: target, size: Number(info.size), id: fileId(info) };
}

/**
 * An entry that was listed but cannot be opened: most often a name that is not valid UTF-8
 * (node decodes it with U+FFFD, so the decoded name does not exist), or a path too long.
 */
function unreadable(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  return `cannot be read (${code ?? 'error'})${code === 'ENOENT' ? ': its name is probably not valid UTF-8' : ''}; not scored`;
}

/** Sub-directories of `dir` whose name matches `pattern`, sorted; symlinked ones are reported. */
export async function findDirs(dir: string, pattern: RegExp): Promise<{ dirs: string[]; problems: WalkProblem[] }> {
  const dirs: string[] = [];
  const problems: WalkProblem[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!pattern.test(entry.name)) continue;
    if (entry.isDirectory()) dirs.push(entry.name);
    else if (entry.isSymbolicLink()) problems.push({ rel: entry.name, message: 'symlinked trial directory is not followed' });
  }
  dirs.sort(compareNatural);
  return { dirs, problems };
}

/**
 * Orders `trial-2` before `trial-10`; names the collation holds equal (`trial-1` and `trial-01`,
 * two spellings of one accent) by code unit, so that the order never depends on the directory's.
 */
export function compareNatural(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true }) || byCodeUnit(a, b);
}

/** A file found by name (findFilesNamed). */
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

const MAX_NAMED_ENTRIES = 100_000;

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
    entries.sort(byKey((e) => e.name));
    for (const entry of entries) {
      if (++seen > MAX_NAMED_ENTRIES) throw new Error(`more than ${MAX_NAMED_ENTRIES} files and folders under ${root}`);
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
