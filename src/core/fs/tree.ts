/**
 * Every entry of a run directory, symlinks never followed (the walk of fs/walker.ts): the
 * listing behind the submission digest (shard/digest.ts) and the checksums of submission.yml. Files are hashed
 * on demand, each at most once per walk, in worker threads (fs/file-hasher.ts), so hashing
 * overlaps with scoring instead of adding to it.
 */
import { lstatSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_HASH_LIMITS, fileSha256, type HashLimits } from './file-hasher.js';
import { failure, walkTree, WALK_MAX_DEPTH, WALK_MAX_ENTRIES } from './walker.js';

/** The hashing budget gives the event loop a turn after this many files. */
const ENTRIES_PER_TURN = 500;

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

/** Entries listed at most, as by every walk (fs/walker.ts): beyond, the listing stops. */
export const MAX_TREE_ENTRIES = WALK_MAX_ENTRIES;

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

/**
 * Lists the tree (fs/walker.ts, depth first), never throwing for an entry below the root: an
 * entry that cannot be read (a name that is not valid UTF-8, a path too long, no permission), a
 * directory that cannot be listed and one too deep to enter are 'unreadable' entries with a
 * reason.
 */
async function listTree(root: string, maxEntries: number): Promise<TreeListing> {
  const entries: TreeEntry[] = [];
  let truncated: string | null = null;
  const unreadable = (rel: string, reason: string): TreeEntry => ({ rel, type: 'unreadable', reason });
  await walkTree(
    root,
    {
      entry: (e) => {
        if (!e.valid) entries.push(unreadable(e.rel, 'its name is not valid UTF-8'));
        else if (e.type === null) entries.push(unreadable(e.rel, failure('it cannot be read', e.error)));
        else if (e.type === 'symlink') {
          try {
            entries.push({ rel: e.rel, type: 'symlink', target: readlinkSync(path.join(root, ...e.rel.split('/')), 'utf8') });
          } catch (err) {
            entries.push(unreadable(e.rel, failure('it cannot be read', err)));
          }
        } else entries.push({ rel: e.rel, type: e.type === 'dir' ? 'dir' : e.type === 'file' ? 'file' : 'other' });
        return e.valid;
      },
      // (Depth first, a directory's finding comes right after its own entry.)
      finding: (f) => {
        if (f.kind === 'too-many') truncated = `more than ${maxEntries} files and folders; the rest were not listed`;
        else if (f.kind === 'unlisted' && f.error) entries[entries.length - 1] = unreadable(f.rel, failure('the directory cannot be listed', f.error));
        else if (f.kind === 'too-deep') entries[entries.length - 1] = unreadable(f.rel, `the directory is more than ${WALK_MAX_DEPTH} levels deep; not listed`);
      },
    },
    { maxEntries },
  );
  return { entries, truncated };
}
