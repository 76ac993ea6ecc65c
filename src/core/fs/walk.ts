/**
 * Lists the files of an untrusted directory tree whose relative path matches a pattern,
 * without ever following a symlink out of the submission (through the one walk, fs/walker.ts). Problems are returned,
 * not thrown, so that each becomes an error on the record it concerns.
 */
import { lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileId, notRegular, type FileId } from './untrusted.js';
import { byCodeUnit, byKey } from '../util/order.js';
import {
  readDirectory,
  walkTree,
  WALK_MAX_DEPTH,
  WALK_MAX_ENTRIES,
  type WalkEntry,
  type WalkVisitor,
} from './walker.js';

interface FoundFile {
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

export interface FoundFiles {
  files: FoundFile[];
  problems: WalkProblem[];
}

const MAX_ENTRIES = WALK_MAX_ENTRIES;

/** Files at the run root that describe the submission and are never records of any suite. */
export const RUN_LEVEL_FILES: ReadonlySet<string> = new Set(['metadata.json', 'submission.yml']);

/** True when `target` is `root` or lies below it (both absolute, resolved). */
export function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Walks `dir` (inside the resolved `submissionRoot`, breadth first: fs/walker.ts) and returns
 * the regular files whose relative path matches `pattern`, sorted by path. A symlinked file is
 * read through only when it resolves inside the submission; symlinked directories are never
 * followed. Names are as node's readdir spells them (bytes that are not UTF-8 as U+FFFD): such a
 * name cannot be opened, and is named so.
 */
export async function findFiles(dir: string, pattern: RegExp, submissionRoot: string): Promise<FoundFiles> {
  const files: FoundFile[] = [];
  const problems: WalkProblem[] = [];
  const relOf = (e: WalkEntry) => (e.dir ? `${e.dir}/${e.name}` : e.name);
  const visitor: WalkVisitor = {
    entry: (entry) => {
      const rel = relOf(entry);
      const abs = path.join(dir, rel);
      if (path.dirname(abs) === submissionRoot && RUN_LEVEL_FILES.has(entry.name)) return false;
      if (entry.isDirectory()) return true;
      if (entry.isSymbolicLink()) {
        const problem = checkSymlink(abs, rel, pattern, submissionRoot);
        if (typeof problem === 'string') problems.push({ rel, message: problem });
        else if (problem) files.push(problem);
      } else if (!pattern.test(rel)) {
        return false;
      } else if (!entry.valid && entry.isFile()) {
        problems.push({ rel, message: NOT_UTF8 });
      } else if (entry.type === null) {
        problems.push({ rel, message: unreadable(entry.error) });
      } else if (entry.isFile()) {
        try {
          const info = lstatSync(abs, { bigint: true });
          files.push({ rel, abs, size: Number(info.size), id: fileId(info) });
        } catch (err) {
          problems.push({ rel, message: unreadable(err) });
        }
      } else {
        // A FIFO, socket or device with a record's name is named, as a symlink is (never opened).
        problems.push({ rel, message: notRegular(entry).message });
      }
      return false;
    },
    finding: (f) => {
      if (f.kind === 'unlisted')
        problems.push({ rel: relOf(f.entry!), message: f.error ? unreadable(f.error) : NOT_UTF8 });
      else if (f.kind === 'too-deep')
        problems.push({ rel: relOf(f.entry!), message: `more than ${WALK_MAX_DEPTH} levels deep; not read` });
      else if (f.kind === 'too-many')
        problems.push({ rel: f.rel, message: `more than ${MAX_ENTRIES} files and folders; the rest were not read` });
    },
  };
  let walked;
  try {
    walked = await walkTree(dir, visitor, { order: 'breadth', maxEntries: MAX_ENTRIES });
  } catch (err) {
    return { files, problems: [{ rel: '.', message: unreadable(err) }] };
  }
  if (!walked.truncated) files.sort(byKey((e) => e.rel));
  return { files, problems };
}

function checkSymlink(abs: string, rel: string, pattern: RegExp, submissionRoot: string): FoundFile | string | null {
  let target: string;
  try {
    target = realpathSync.native(abs);
  } catch {
    return pattern.test(rel) ? 'symlink points to nothing' : null;
  }
  let info;
  try {
    info = statSync(target, { bigint: true });
  } catch (err) {
    return pattern.test(rel) ? unreadable(err) : null;
  }
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
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return `cannot be read (${code ?? 'error'})${code === 'ENOENT' ? ': its name is probably not valid UTF-8' : ''}; not scored`;
}

/** What a name that is not valid UTF-8 always was (node's readdir spelt it with U+FFFD, so it could not be opened). */
const NOT_UTF8 = unreadable({ code: 'ENOENT' });

/** Sub-directories of `dir` whose name matches `pattern`, sorted; symlinked ones are reported. */
export async function findDirs(dir: string, pattern: RegExp): Promise<{ dirs: string[]; problems: WalkProblem[] }> {
  const dirs: string[] = [];
  const problems: WalkProblem[] = [];
  for (const entry of await readDirectory(dir)) {
    if (!pattern.test(entry.name)) continue;
    if (entry.isDirectory()) dirs.push(entry.name);
    else if (entry.isSymbolicLink())
      problems.push({ rel: entry.name, message: 'symlinked trial directory is not followed' });
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
  const relOf = (e: WalkEntry) => (e.dir ? `${e.dir}/${e.name}` : e.name);
  const walked = await walkTree(
    root,
    {
      entry: (entry) => {
        if (!names.has(entry.name)) return true;
        const rel = relOf(entry);
        if (entry.isFile()) files.push({ rel, abs: path.join(root, rel) });
        else
          skipped.push({ rel, why: entry.isSymbolicLink() ? 'a symbolic link (not followed)' : 'not a regular file' });
        return false;
      },
      finding: (f) => {
        if (f.kind === 'unlisted' && f.error) throw f.error;
      },
    },
    { maxEntries: MAX_NAMED_ENTRIES, maxDepth },
  );
  if (walked.truncated) throw new Error(`more than ${MAX_NAMED_ENTRIES} files and folders under ${root}`);
  return { files, skipped };
}
