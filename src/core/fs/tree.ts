/**
 * Every entry of a run directory, symlinks never followed: the one walk behind the
 * submission digest (shard/digest.ts) and the checksums of submission.yml. Files are hashed
 * on demand, each at most once per walk, off the main thread (file reads and WebCrypto digests
 * run in libuv's thread pool), so hashing overlaps with scoring instead of adding to it.
 */
import { createHash, webcrypto } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';

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
  private readonly limiter = new Limiter(HASHES_IN_FLIGHT);

  constructor(
    readonly root: string,
    private readonly maxEntries = MAX_TREE_ENTRIES,
  ) {}

  /** Every entry, depth first, names in code-unit order, a directory before its contents. */
  listing(): Promise<TreeListing> {
    this.listed ??= listTree(this.root, this.maxEntries);
    return this.listed;
  }

  async entries(): Promise<TreeEntry[]> {
    return (await this.listing()).entries;
  }

  /** sha256 (hex) of a regular file of the tree, by its relative path. */
  sha256(rel: string): Promise<string> {
    let hash = this.hashes.get(rel);
    if (!hash) {
      hash = this.limiter.run(() => fileSha256(path.join(this.root, ...rel.split('/'))));
      this.hashes.set(rel, hash);
    }
    return hash;
  }

  /**
   * Starts hashing every regular file now (at most HASHES_IN_FLIGHT at once), for a caller that
   * will ask for all of them later: the digest of a shard, the checksums of submission.yml.
   */
  prefetch(): void {
    void this.entries()
      .then((entries) => {
        for (const e of entries) if (e.type === 'file') this.sha256(e.rel).catch(() => undefined);
      })
      .catch(() => undefined);
  }
}

/** Runs at most `slots` jobs at once; a finished job hands its slot straight to the next waiter. */
export class Limiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    // Either a free slot is taken now, or a releasing job hands its own over (running unchanged).
    if (this.running < this.slots) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** At most this many files are read and hashed at once (memory: one whole file each). */
const HASHES_IN_FLIGHT = 4;
/** Files up to this size are read whole and hashed in the thread pool; larger ones are streamed. */
const WHOLE_FILE_BYTES = 16 * 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A file name as text: as is when it is valid UTF-8, else every byte that is not part of a valid sequence as `\xNN`. */
export function displayName(name: Buffer): { text: string; valid: boolean } {
  try {
    return { text: utf8.decode(name), valid: true };
  } catch {
    let text = '';
    for (let i = 0; i < name.length; ) {
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

/**
 * Lists the tree, never throwing for an entry below the root: an entry that cannot be lstat'ed
 * or read (a name that is not valid UTF-8, a path too long, no permission) and a directory that
 * cannot be listed are 'unreadable' entries with a reason. Names are read as bytes, so that a
 * name that is not UTF-8 is recognised rather than turned into another name.
 */
async function listTree(root: string, maxEntries: number): Promise<TreeListing> {
  const entries: TreeEntry[] = [];
  let truncated: string | null = null;
  const rootBytes = Buffer.from(root);
  const bytesOf = (parts: Buffer[]) => Buffer.concat([rootBytes, ...parts.flatMap((p) => [Buffer.from(path.sep), p])]);
  const visit = async (rel: string, parts: Buffer[]): Promise<TreeEntry | null> => {
    let names: Buffer[];
    try {
      names = await readdir(bytesOf(parts), { encoding: 'buffer' });
    } catch (err) {
      if (parts.length === 0) throw err;
      return { rel, type: 'unreadable', reason: failure('the directory cannot be listed', err) };
    }
    // In code-unit order of the names as text (the order of the digest and of the checksums).
    const named = names.map((bytes) => ({ bytes, ...displayName(bytes) })).sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : Buffer.compare(a.bytes, b.bytes)));
    for (const { bytes: nameBytes, ...name } of named) {
      if (truncated !== null) return null;
      if (entries.length >= maxEntries) {
        truncated = `more than ${maxEntries} files and folders; the rest were not listed`;
        return null;
      }
      const child = rel ? `${rel}/${name.text}` : name.text;
      if (!name.valid) {
        entries.push({ rel: child, type: 'unreadable', reason: 'its name is not valid UTF-8' });
        continue;
      }
      const childParts = [...parts, nameBytes];
      const abs = bytesOf(childParts);
      try {
        const info = await lstat(abs);
        if (info.isSymbolicLink()) entries.push({ rel: child, type: 'symlink', target: await readlink(abs, 'utf8') });
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

export async function fileSha256(file: string): Promise<string> {
  // O_NOFOLLOW: an entry listed as a file that became a symlink since is not read through.
  const handle = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  const { size } = await handle.stat().catch(async (err: unknown) => {
    await handle.close();
    throw err;
  });
  if (size <= WHOLE_FILE_BYTES) {
    try {
      const bytes = await handle.readFile();
      return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
    } finally {
      await handle.close();
    }
  }
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    handle
      .createReadStream()
      .on('data', (chunk) => h.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')));
  });
}
