/**
 * Every entry of a run directory, symlinks never followed (the walk of fs/walker.ts): the
 * listing behind the submission digest (shard/digest.ts) and the checksums of submission.yml. Files are hashed
 * on demand, each at most once per walk, in worker threads (fs/file-hasher.ts), so hashing
 * overlaps with scoring instead of adding to it. Every entry whose content hashing leaves out
 * (over a bound, hard-linked, special, unreadable, past the entry cap) is named by notHashed(),
 * the one source of the report's `not_hashed` (docs/sharding.md, "Files hashing leaves out").
 */
import { lstatSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_HASH_LIMITS, fileSha256, type HashLimits } from './file-hasher.js';
import { failure, walkTree, WALK_MAX_DEPTH, WALK_MAX_ENTRIES } from './walker.js';

/** The hashing budget gives the event loop a turn after this many files. */
const ENTRIES_PER_TURN = 500;

type TreeEntryType = 'file' | 'dir' | 'symlink' | 'other' | 'unreadable';

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
  /** With `truncated`: the directory where the listing stopped ('.': the root). */
  truncatedAt?: string;
}

/** An entry whose content hashing leaves out, and why (the report's `not_hashed` entries). */
export interface NotHashedEntry {
  path: string;
  why: 'file_bound' | 'run_bound' | 'hard_links' | 'special' | 'unreadable' | 'not_listed';
  /** Bytes as listed (lstat), for a regular file. */
  size: number | null;
  /** The bound it is over (bytes per file or per run, entries listed). */
  bound: number | null;
  message: string;
}

/** Entries listed at most, as by every walk (fs/walker.ts): beyond, the listing stops. */
const MAX_TREE_ENTRIES = WALK_MAX_ENTRIES;

export class RunTree {
  private listed: Promise<TreeListing> | null = null;
  private readonly hashes = new Map<string, Promise<string>>();
  /** Files whose hashing failed once it was tried (opened: an error, a file that changed since the listing). */
  private readonly failed = new Map<string, NotHashedEntry>();
  /** Per file of the listing: why it is not hashed (a bound, hard links), or null; charged in listing order. */
  private budget: Promise<Map<string, NotHashedEntry | null>> | null = null;
  private prefetching: Promise<void> | null = null;
  /** The listed size of each file the bounds let through (charges()). */
  private readonly sizes = new Map<string, number>();

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
        if (refused) throw new Error(refused.message);
        return fileSha256(abs, this.hashLimits.fileBytes, this.sizes.get(rel)).catch((err: NodeJS.ErrnoException) => {
          this.failed.set(rel, hashFailure(rel, err, this.hashLimits.fileBytes));
          throw err;
        });
      });
      this.hashes.set(rel, hash);
    }
    return hash;
  }

  /**
   * Every entry whose content hashing leaves out, in listing (path) order: the files the bounds
   * refuse (known from the listing, whether or not anything hashes them), entries that are not
   * regular files or cannot be read, files whose hashing was tried and failed (awaited: the
   * answer does not depend on timing), and where the listing stopped past its entry cap.
   * Symlinks are not in it: the digest covers a symlink by its target, and nothing follows one.
   */
  async notHashed(): Promise<NotHashedEntry[]> {
    const { entries, truncated, truncatedAt } = await this.listing();
    const charges = await this.charges();
    await this.prefetching;
    await Promise.allSettled([...this.hashes.values()]);
    const out: NotHashedEntry[] = [];
    const left = (
      path: string,
      why: NotHashedEntry['why'],
      message: string,
      size: number | null = null,
      bound: number | null = null,
    ) => out.push({ path, why, size, bound, message });
    for (const e of entries) {
      if (e.type === 'unreadable') left(e.rel, 'unreadable', e.reason ?? 'it cannot be read');
      else if (e.type === 'other')
        left(e.rel, 'special', 'not a regular file (a FIFO, socket or device); its content is not hashed');
      else if (e.type === 'file') {
        const refused = charges.get(e.rel) ?? this.failed.get(e.rel);
        if (refused) out.push(refused);
      }
    }
    if (truncated !== null)
      left(truncatedAt ?? '.', 'not_listed', `the run has ${truncated}; they are not hashed`, null, this.maxEntries);
    return out;
  }

  /** The bounds applied to the listing, once (an lstat per regular file, in slices). */
  private charges(): Promise<Map<string, NotHashedEntry | null>> {
    this.budget ??= (async () => {
      const { fileBytes, runBytes } = this.hashLimits;
      const charges = new Map<string, NotHashedEntry | null>();
      let charged = 0;
      let count = 0;
      for (const e of await this.entries()) {
        if (e.type !== 'file') continue;
        if (++count % ENTRIES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        let size: number;
        let links: number;
        try {
          ({ size, nlink: links } = lstatSync(path.join(this.root, ...e.rel.split('/'))));
        } catch {
          charges.set(e.rel, null); // (the hashing thread names the error)
          continue;
        }
        const refuse = (why: NotHashedEntry['why'], message: string, bound: number | null) =>
          charges.set(e.rel, { path: e.rel, why, size, bound, message });
        // (The hashing thread refuses a hard-linked file too; refused here, it is charged nothing.)
        if (links > 1) refuse('hard_links', hardLinks(links), null);
        else if (size > fileBytes)
          refuse(
            'file_bound',
            `is ${size} bytes, over the hashing limit of ${fileBytes} bytes per file; not hashed`,
            fileBytes,
          );
        else if (charged + size > runBytes)
          refuse(
            'run_bound',
            `not hashed: the run's files before it (in path order) and it are over the hashing limit of ${runBytes} bytes per run`,
            runBytes,
          );
        else {
          charged += size;
          charges.set(e.rel, null);
          this.sizes.set(e.rel, size);
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
    this.prefetching ??= this.entries()
      .then((entries) => {
        for (const e of entries) if (e.type === 'file') this.sha256(e.rel).catch(() => undefined);
      })
      .catch(() => undefined);
  }
}

const hardLinks = (links: number) =>
  `has ${links} hard links; a file of a submission must have one (another name may be a file outside the run); not hashed`;

/** A hashing thread's refusal or error (fs/file-hasher.ts) as a not-hashed entry. */
function hashFailure(rel: string, err: NodeJS.ErrnoException, fileBytes: number): NotHashedEntry {
  const message = err.message;
  if (message === 'not a regular file')
    return {
      path: rel,
      why: 'special',
      size: null,
      bound: null,
      message: 'not a regular file (it changed since the listing); not hashed',
    };
  if (/^has \d+ hard links/.test(message)) return { path: rel, why: 'hard_links', size: null, bound: null, message };
  if (message.includes('over the hashing limit'))
    return {
      path: rel,
      why: 'file_bound',
      size: null,
      bound: fileBytes,
      message: `grew since the listing: ${message}`,
    };
  return {
    path: rel,
    why: 'unreadable',
    size: null,
    bound: null,
    message: `cannot be read (${err.code ?? message}); not hashed`,
  };
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
  let truncatedAt: string | undefined;
  const unreadable = (rel: string, reason: string): TreeEntry => ({ rel, type: 'unreadable', reason });
  await walkTree(
    root,
    {
      entry: (e) => {
        if (!e.valid) entries.push(unreadable(e.rel, 'its name is not valid UTF-8'));
        else if (e.type === null) entries.push(unreadable(e.rel, failure('it cannot be read', e.error)));
        else if (e.type === 'symlink') {
          try {
            entries.push({
              rel: e.rel,
              type: 'symlink',
              target: readlinkSync(path.join(root, ...e.rel.split('/')), 'utf8'),
            });
          } catch (err) {
            entries.push(unreadable(e.rel, failure('it cannot be read', err)));
          }
        } else entries.push({ rel: e.rel, type: e.type === 'dir' ? 'dir' : e.type === 'file' ? 'file' : 'other' });
        return e.valid;
      },
      // (Depth first, a directory's finding comes right after its own entry.)
      finding: (f) => {
        if (f.kind === 'too-many') {
          truncated = `more than ${maxEntries} files and folders; the rest were not listed`;
          truncatedAt = f.rel || '.';
        } else if (f.kind === 'unlisted' && f.error)
          entries[entries.length - 1] = unreadable(f.rel, failure('the directory cannot be listed', f.error));
        else if (f.kind === 'too-deep')
          entries[entries.length - 1] = unreadable(
            f.rel,
            `the directory is more than ${WALK_MAX_DEPTH} levels deep; not listed`,
          );
      },
    },
    { maxEntries },
  );
  return { entries, truncated, ...(truncatedAt !== undefined ? { truncatedAt } : {}) };
}
