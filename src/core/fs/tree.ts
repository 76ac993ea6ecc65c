/**
 * Every entry of a run directory, symlinks never followed: the one walk behind the
 * submission digest (shard/digest.ts) and the checksums of submission.yml. Files are hashed
 * on demand, each at most once per walk, in worker threads (fs/file-hasher.ts), so hashing
 * overlaps with scoring instead of adding to it.
 */
import { lstatSync, readdirSync, readlinkSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { DEFAULT_HASH_LIMITS, fileSha256, type HashLimits } from './file-hasher.js';
import { byCodeUnit } from '../util/order.js';

export type TreeEntryType = 'file' | 'dir' | 'symlink' | 'other' | 'unreadable';

export interface TreeEntry {
  /**
   * POSIX path relative to the root. A name that is not valid UTF-8 is shown with each byte
   * that cannot be decoded as `\xNN` (such an entry is always 'unreadable').
   */
  rel: string;
  type: TreeEntryType;
  /** A symlink's target as written (never resolved). */
  target?: string;
  /** Why an 'unreadable' entry could not be listed or read; the same on every machine. */
  reason?: string;
}

export interface TreeListing {
  entries: TreeEntry[];
  /** Set when the tree has more than `maxEntries` entries: only the first ones are listed. */
  truncated: string | null;
}

/** Entries listed at most, like the record walk (fs/walk.ts): beyond, the listing stops. */
export const MAX_TREE_ENTRIES = 200_000;

export class RunTree {
  private listed: Promise<TreeListing> | null = null;
  private readonly hashes = new Map<string, Promise<string>>();
  /** Per file of the listing: why it is not hashed (a bound), or null; charged in listing order. */
  private budget: Promise<Map<string, string | null>> | null = null;

  constructor(
    readonly root: string,
    private readonly maxEntries = MAX_TREE_ENTRIES,
    readonly hashLimits: HashLimits = DEFAULT_HASH_LIMITS,
  ) {}

  /** Every entry, depth first, names in code-unit order, a directory before its contents. */
  listing(): Promise<TreeListing> {
    this.listed ??= listTree(this.root, this.maxEntries);
    return this.listed;
  }

  async entries(): Promise<TreeEntry[]> {
    return (await this.listing()).entries;
  }

  /**
   * sha256 (hex) of a regular file of the tree, by its relative path. Rejects, without reading
   * it, a file over the per-file bound, and one that the run's bound has no room left for: the
   * files of the listing are charged their listed size in listing order (so every shard of a
   * run refuses the same files, and the digest is the same), a refused file is charged nothing.
   */
  sha256(rel: string): Promise<string> {
    let hash = this.hashes.get(rel);
    if (!hash) {
      const abs = path.join(this.root, ...rel.split('/'));
      hash = this.charges().then((charges) => {
        const refused = charges.get(rel);
        if (refused) throw new Error(refused);
        return fileSha256(abs, this.hashLimits.fileBytes);
      });
      this.hashes.set(rel, hash);
    }
    return hash;
  }

  /** The bounds applied to the listing, once (an lstat per regular file, in slices). */
  private charges(): Promise<Map<string, string | null>> {
    this.budget ??= (async () => {
      const { fileBytes, runBytes } = this.hashLimits;
      const charges = new Map<string, string | null>();
      let charged = 0;
      let count = 0;
      for (const e of await this.entries()) {
        if (e.type !== 'file') continue;
        if (++count % ENTRIES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        let size: number;
        try {
          size = lstatSync(path.join(this.root, ...e.rel.split('/'))).size;
        } catch {
          charges.set(e.rel, null); // (the hashing thread names the error)
          continue;
        }
        if (size > fileBytes) charges.set(e.rel, `is ${size} bytes, over the hashing limit of ${fileBytes} bytes per file; not hashed`);
        else if (charged + size > runBytes) charges.set(e.rel, `not hashed: the run's files before it (in path order) and it are over the hashing limit of ${runBytes} bytes per run`);
        else {
          charged += size;
          charges.set(e.rel, null);
        }
      }
      return charges;
    })();
    return this.budget;
  }

  /**
   * Starts hashing every regular file now, for a caller that will ask for all of them later:
   * the digest of a shard, the checksums of submission.yml.
   */
  prefetch(): void {
    void this.entries()
      .then((entries) => {
        for (const e of entries) if (e.type === 'file') this.sha256(e.rel).catch(() => undefined);
      })
      .catch(() => undefined);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A file name as text: as is when it is valid UTF-8, else every byte that is not part of a valid sequence as `\xNN`. */
export function displayName(name: Buffer): { text: string; valid: boolean } {
  try {
    return { text: utf8.decode(name), valid: true };
  } catch {
    let text = '';
    for (let i = 0; i < name.length;) {
      const b = name[i]!;
      const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
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
function failure(what: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
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

/** The listing gives the event loop a turn after this many entries (it is synchronous in between). */
const ENTRIES_PER_TURN = 500;

/**
 * Lists the tree, never throwing for an entry below the root: an entry that cannot be read (a
 * name that is not valid UTF-8, a path too long, no permission) and a directory that cannot be
 * listed are 'unreadable' entries with a reason. Names are read as bytes, so that a name that is
 * not UTF-8 is recognised rather than turned into another name.
 *
 * Types come from the directory listing itself (one call per directory, not one per entry), and
 * the calls are synchronous, in slices of ENTRIES_PER_TURN entries: a round trip to the thread
 * pool per directory cost more than the listing (~3× on a tree of 300 small directories). Where
 * the listing's type could differ from lstat's answer, lstat decides, as it did when every entry
 * was lstat'ed: on a file system that does not report types, in a directory whose first entry
 * cannot be lstat'ed (readable but not searchable), and for a path of 1,024 bytes or more.
 */
async function listTree(root: string, maxEntries: number): Promise<TreeListing> {
  const entries: TreeEntry[] = [];
  let truncated: string | null = null;
  let turn = 0;
  const rootBytes = Buffer.from(root);
  const bytesOf = (parts: Buffer[]) => Buffer.concat([rootBytes, ...parts.flatMap((p) => [SEP, p])]);
  const visit = async (rel: string, parts: Buffer[]): Promise<TreeEntry | null> => {
    const dir = bytesOf(parts);
    let listed: Array<{ name: Buffer; dirent: Dirent<Buffer> | null }>;
    try {
      listed = readdirSync(dir, { encoding: 'buffer', withFileTypes: true }).map((dirent) => ({ name: dirent.name, dirent }));
    } catch {
      // On a file system that does not report entry types, node lstats every entry itself and
      // one that fails fails the whole call: list the names alone, and lstat each entry below.
      try {
        listed = readdirSync(dir, { encoding: 'buffer' }).map((name) => ({ name, dirent: null }));
      } catch (err) {
        if (parts.length === 0) throw err;
        return { rel, type: 'unreadable', reason: failure('the directory cannot be listed', err) };
      }
    }
    // In code-unit order of the names as text (the order of the digest and of the checksums).
    const named = listed.map((entry) => ({ ...entry, ...displayName(entry.name) })).sort((a, b) => byCodeUnit(a.text, b.text) || Buffer.compare(a.name, b.name));
    // A directory that can be listed but not searched: its entries cannot be lstat'ed, and each
    // is named so below, as on a file system without entry types (one lstat tells).
    const first = named.find((entry) => entry.valid && entry.dirent);
    if (first && !canLstat(Buffer.concat([dir, SEP, first.name]))) for (const entry of named) entry.dirent = null;
    for (const { name, dirent, text, valid } of named) {
      if (truncated !== null) return null;
      if (entries.length >= maxEntries) {
        truncated = `more than ${maxEntries} files and folders; the rest were not listed`;
        return null;
      }
      if (entries.length >= turn + ENTRIES_PER_TURN) {
        turn = entries.length;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const child = rel ? `${rel}/${text}` : text;
      if (!valid) {
        entries.push({ rel: child, type: 'unreadable', reason: 'its name is not valid UTF-8' });
        continue;
      }
      const childParts = [...parts, name];
      try {
        const abs = bytesOf(childParts);
        // A path this long may be past PATH_MAX (1,024 bytes on some systems): lstat tells.
        const info = dirent && abs.length < LONG_PATH_BYTES ? dirent : lstatSync(abs);
        if (info.isSymbolicLink()) entries.push({ rel: child, type: 'symlink', target: readlinkSync(abs, 'utf8') });
        else if (info.isDirectory()) {
          const at = entries.push({ rel: child, type: 'dir' }) - 1;
          const failed = await visit(child, childParts);
          if (failed) entries[at] = failed;
        } else entries.push({ rel: child, type: info.isFile() ? 'file' : 'other' });
      } catch (err) {
        entries.push({ rel: child, type: 'unreadable', reason: failure('it cannot be read', err) });
      }
    }
    return null;
  };
  await visit('', []);
  return { entries, truncated };
}
