/**
 * The one directory walk: every listing of a directory tree goes through walkTree,
 * untrusted or not — the run tree and its digest (fs/tree.ts), record files and trial
 * directories (fs/walk.ts), a trial's case directories, the benchmark's cases and task files,
 * the submissions of a leaderboard, shard outputs, an unpacked archive.
 *
 * - Never follows a link: an entry's type is the directory listing's (d_type) or lstat's,
 *   never stat's. A symlink, a FIFO, a socket or a device is an entry of its own type and a
 *   named finding; it is never entered or opened here (a caller that reads a file opens it
 *   with fs/untrusted.ts, O_NOFOLLOW).
 * - Bounded: at most `maxEntries` entries are visited (then the walk stops, and says in which
 *   directory), and a directory `maxDepth` levels down is an entry but is not entered.
 * - Deterministic: names are read as bytes; each directory's entries come in code-unit order
 *   of their names as text (util/order.ts), then by bytes, whatever the directory's order. A
 *   name that is not valid UTF-8 is shown with each byte that cannot be decoded as `\xNN`, and
 *   such a directory is never entered (its name as text is another name).
 * - Problems are findings, never throws, except that the root itself cannot be listed.
 *
 * Why not a library (fdir, fast-glob, readdirp, node's own `readdir({ recursive })`): see
 * docs/architecture.md, "Untrusted files: one reader, one walk".
 */
import { lstatSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { byCodeUnit } from '../util/order.js';

export type EntryType = 'file' | 'dir' | 'symlink' | 'other';

type TypeInfo = Pick<
  Stats,
  'isFile' | 'isDirectory' | 'isSymbolicLink' | 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice'
>;

/** One entry of a walked tree, typed without following it. */
export class WalkEntry {
  /** POSIX path below the root, names as text (see displayName). */
  readonly rel: string;
  /** The type; null when the listing gave none and lstat failed (`error` says why). */
  readonly type: EntryType | null;

  constructor(
    /** The rel of the directory holding it ('' for the root). */
    readonly dir: string,
    /** The name's bytes, as listed. */
    readonly raw: Buffer,
    /** The name as text (see displayName). */
    readonly text: string,
    /** False when the name is not valid UTF-8. */
    readonly valid: boolean,
    /** 1 for an entry of the root. */
    readonly depth: number,
    /** Where the type comes from: the listing's Dirent or lstat's Stats. */
    readonly info: TypeInfo | null,
    readonly error?: NodeJS.ErrnoException,
  ) {
    this.rel = dir ? `${dir}/${text}` : text;
    this.type = !info
      ? null
      : info.isSymbolicLink()
        ? 'symlink'
        : info.isDirectory()
          ? 'dir'
          : info.isFile()
            ? 'file'
            : 'other';
  }

  /** The name as node's readdir spells it (bytes that are not UTF-8 as U+FFFD). */
  get name(): string {
    return this.valid ? this.text : this.raw.toString('utf8');
  }

  isFile(): boolean {
    return this.type === 'file';
  }
  isDirectory(): boolean {
    return this.type === 'dir';
  }
  isSymbolicLink(): boolean {
    return this.type === 'symlink';
  }
  isFIFO(): boolean {
    return this.info?.isFIFO() ?? false;
  }
  isSocket(): boolean {
    return this.info?.isSocket() ?? false;
  }
  isCharacterDevice(): boolean {
    return this.info?.isCharacterDevice() ?? false;
  }
  isBlockDevice(): boolean {
    return this.info?.isBlockDevice() ?? false;
  }
}

type FindingKind = 'symlink' | 'special' | 'unreadable' | 'unlisted' | 'too-deep' | 'too-many';

/** Something the walk did not follow, enter, read or reach; in walk order. */
interface WalkFinding {
  kind: FindingKind;
  /** The entry concerned; for 'too-many', the first entry not visited; null: the root. */
  entry: WalkEntry | null;
  /** The path concerned ('.' for the root; for 'too-many', the directory where the walk stopped). */
  rel: string;
  message: string;
  /** The fs error, for 'unreadable' and 'unlisted' (none: a name that is not valid UTF-8). */
  error?: NodeJS.ErrnoException;
}

export interface WalkVisitor {
  /** Each entry in walk order; false for a directory: not entered (the caller's choice, no finding). */
  entry?(e: WalkEntry): boolean | void;
  /** A directory's entries (null: the root's), in order, once listed and before any is visited; false: none is. */
  listed?(dir: WalkEntry | null, entries: readonly WalkEntry[]): boolean | void;
  /** Each finding, when it is made (they are also in the result). */
  finding?(f: WalkFinding): void;
}

export interface WalkOptions {
  /** Entries visited at most (default 200,000): the walk stops at the next one, a 'too-many' finding. */
  maxEntries?: number;
  /** Directories this deep (an entry of the root is depth 1) are not entered, a 'too-deep' finding (default 64). */
  maxDepth?: number;
  /**
   * Depth first (default: a directory, then its contents, before its next sibling; the order
   * of the run tree's listing) or breadth first (each directory's entries, then the next
   * directory's, level by level; a directory is listed when its turn comes).
   */
  order?: 'depth' | 'breadth';
}

export interface WalkResult {
  findings: WalkFinding[];
  /** The 'too-many' finding when the walk stopped at the entry bound. */
  truncated: WalkFinding | null;
  /** Entries visited. */
  visited: number;
}

export const WALK_MAX_ENTRIES = 200_000;
export const WALK_MAX_DEPTH = 64;

/** The walk gives the event loop a turn after this many entries (it is synchronous in between). */
const ENTRIES_PER_TURN = 500;
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Walks the tree below `root`, calling the visitor in walk order. Throws only when the root
 * cannot be listed (with the fs error).
 *
 * The calls are synchronous, in slices of ENTRIES_PER_TURN entries: a round trip to the thread
 * pool per directory cost more than the listing (~3× on a tree of 300 small directories).
 */
export async function walkTree(
  root: string,
  visitor: WalkVisitor = {},
  options: WalkOptions = {},
): Promise<WalkResult> {
  const maxEntries = options.maxEntries ?? WALK_MAX_ENTRIES;
  const maxDepth = options.maxDepth ?? WALK_MAX_DEPTH;
  const findings: WalkFinding[] = [];
  let truncated: WalkFinding | null = null;
  let visited = 0;
  const found = (f: WalkFinding) => {
    findings.push(f);
    visitor.finding?.(f);
  };
  /** A directory's entries, or null when it is not listed (a finding says why). */
  const open = (dir: WalkEntry | null, abs: string): WalkEntry[] | null => {
    if (dir && !dir.valid) {
      found({ kind: 'unlisted', entry: dir, rel: dir.rel, message: 'its name is not valid UTF-8; not entered' });
      return null;
    }
    let entries: WalkEntry[];
    try {
      entries = listDirectory(abs, dir);
    } catch (err) {
      if (!dir) throw err;
      found({
        kind: 'unlisted',
        entry: dir,
        rel: dir.rel,
        message: `${failure('cannot be listed', err)}; not entered`,
        error: err as NodeJS.ErrnoException,
      });
      return null;
    }
    return visitor.listed?.(dir, entries) === false ? null : entries;
  };
  /** Visits one entry; true when it is a directory to enter. Null: the entry bound is reached. */
  const visit = (e: WalkEntry): boolean | null => {
    if (visited >= maxEntries) {
      truncated = {
        kind: 'too-many',
        entry: e,
        rel: e.dir || '.',
        message: `more than ${maxEntries} files and folders; the rest were not visited`,
      };
      found(truncated);
      return null;
    }
    visited++;
    if (e.type === 'symlink')
      found({ kind: 'symlink', entry: e, rel: e.rel, message: 'a symbolic link; not followed' });
    else if (e.type === 'other')
      found({
        kind: 'special',
        entry: e,
        rel: e.rel,
        message: 'not a regular file or a directory (a FIFO, a socket or a device); not opened',
      });
    else if (e.type === null)
      found({ kind: 'unreadable', entry: e, rel: e.rel, message: failure('cannot be read', e.error), error: e.error });
    const enter = visitor.entry?.(e) !== false && e.type === 'dir';
    if (enter && e.depth >= maxDepth) {
      found({ kind: 'too-deep', entry: e, rel: e.rel, message: `more than ${maxDepth} levels deep; not entered` });
      return false;
    }
    return enter;
  };

  const top = open(null, root);
  if (top && options.order === 'breadth') {
    const queue: Array<{ dir: WalkEntry; abs: string }> = [];
    let entries: WalkEntry[] | null = top;
    let abs = root;
    for (let next = 0; ;) {
      for (const e of entries ?? []) {
        const enter = visit(e);
        if (enter === null) return { findings, truncated, visited };
        if (visited % ENTRIES_PER_TURN === 0) await turn();
        if (enter) queue.push({ dir: e, abs: path.join(abs, e.text) });
      }
      if (next >= queue.length) break;
      const { dir, abs: dirAbs } = queue[next++]!;
      queue[next - 1] = undefined as never; // (what was listed is not kept)
      entries = open(dir, dirAbs);
      abs = dirAbs;
    }
  } else if (top) {
    const stack: Array<{ entries: WalkEntry[]; at: number; abs: string }> = [{ entries: top, at: 0, abs: root }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.at >= frame.entries.length) {
        stack.pop();
        continue;
      }
      const e = frame.entries[frame.at++]!;
      const enter = visit(e);
      if (enter === null) break;
      if (visited % ENTRIES_PER_TURN === 0) await turn();
      if (!enter) continue;
      const abs = path.join(frame.abs, e.text);
      const entries = open(e, abs);
      if (entries) stack.push({ entries, at: 0, abs });
    }
  }
  return { findings, truncated, visited };
}

/**
 * The entries of one directory, in walk order, none entered: the walk one level deep, for the
 * listings that look at one directory only (trials, cases, submissions, task files). Throws
 * when `dir` cannot be listed, and when it has more than `maxEntries` entries.
 */
export async function readDirectory(dir: string, maxEntries = WALK_MAX_ENTRIES): Promise<WalkEntry[]> {
  const entries: WalkEntry[] = [];
  const walked = await walkTree(
    dir,
    {
      entry: (e) => {
        entries.push(e);
        return false;
      },
    },
    { maxEntries },
  );
  if (walked.truncated) throw tooMany(dir, maxEntries);
  return entries;
}

/** readDirectory for a caller that cannot wait (one synchronous listing, no event-loop turns). */
export function readDirectorySync(dir: string, maxEntries = WALK_MAX_ENTRIES): WalkEntry[] {
  const entries = listDirectory(dir, null);
  if (entries.length > maxEntries) throw tooMany(dir, maxEntries);
  return entries;
}

function tooMany(dir: string, maxEntries: number): Error {
  return new Error(`${dir}: more than ${maxEntries} files and folders; not listed`);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** displayName, without the strict decoder for a name that decodes with no U+FFFD (almost all). */
function textOf(raw: Buffer): { text: string; valid: boolean } {
  const text = raw.toString('utf8');
  return text.includes('\uFFFD') ? displayName(raw) : { text, valid: true };
}

/** A file name as text: as is when it is valid UTF-8, else every byte that is not part of a valid sequence as `\xNN`. */
function displayName(name: Buffer): { text: string; valid: boolean } {
  try {
    return { text: utf8.decode(name), valid: true };
  } catch {
    let text = '';
    for (let i = 0; i < name.length;) {
      const b = name[i]!;
      const len =
        b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
      let char: string | null = null;
      if (len > 0 && i + len <= name.length) {
        try {
          char = utf8.decode(name.subarray(i, i + len));
        } catch {
          char = null;
        }
      }
      if (char === null) {
        text += `\\x${b.toString(16).padStart(2, '0')}`;
        i++;
      } else {
        text += char;
        i += len;
      }
    }
    return { text, valid: false };
  }
}

/** Why an fs call failed, by its error code only (messages carry machine-specific paths). */
export function failure(what: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return `${what} (${typeof code === 'string' ? code : 'error'})`;
}

const SEP = Buffer.from(path.sep);
/** Entries whose path is at least this long are lstat'ed even when the listing gives their type. */
const LONG_PATH_BYTES = 1024;

function canLstat(file: Buffer): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * One directory's entries, sorted, typed. Types come from the listing itself (one call per
 * directory, not one per entry). Where the listing's type could differ from lstat's answer,
 * lstat decides: on a file system that does not report types, in a directory whose first entry
 * cannot be lstat'ed (readable but not searchable), and for a path of 1,024 bytes or more (it
 * may be past PATH_MAX, 1,024 bytes on some systems).
 */
function listDirectory(abs: string, dir: WalkEntry | null): WalkEntry[] {
  let listed: Array<{ raw: Buffer; dirent: Dirent<Buffer> | null }>;
  try {
    listed = readdirSync(abs, { encoding: 'buffer', withFileTypes: true }).map((dirent) => ({
      raw: dirent.name,
      dirent,
    }));
  } catch {
    // On a file system that does not report entry types, node lstats every entry itself and
    // one that fails fails the whole call: list the names alone, and lstat each entry below.
    listed = readdirSync(abs, { encoding: 'buffer' }).map((raw) => ({ raw, dirent: null }));
  }
  const named = listed
    .map(({ raw, dirent }) => ({ raw, dirent, ...textOf(raw) }))
    .sort((a, b) => byCodeUnit(a.text, b.text) || Buffer.compare(a.raw, b.raw));
  const absBytes = Buffer.from(abs);
  const child = (raw: Buffer) => Buffer.concat([absBytes, SEP, raw]);
  // A directory that can be listed but not searched: its entries cannot be lstat'ed, and each
  // is named so, as on a file system without entry types (one lstat tells).
  const first = named.find((entry) => entry.valid && entry.dirent);
  if (first && !canLstat(child(first.raw))) for (const entry of named) entry.dirent = null;
  const rel = dir?.rel ?? '';
  const depth = (dir?.depth ?? 0) + 1;
  return named.map(({ raw, dirent, text, valid }) => {
    if (dirent && absBytes.length + 1 + raw.length < LONG_PATH_BYTES)
      return new WalkEntry(rel, raw, text, valid, depth, dirent);
    try {
      return new WalkEntry(rel, raw, text, valid, depth, lstatSync(child(raw)));
    } catch (err) {
      return new WalkEntry(rel, raw, text, valid, depth, null, err as NodeJS.ErrnoException);
    }
  });
}
