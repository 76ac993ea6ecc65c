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

export type TreeEntryType = 'file' | 'dir' | 'symlink' | 'other';

export interface TreeEntry {
  /** POSIX path relative to the root. */
  rel: string;
  type: TreeEntryType;
  /** A symlink's target as written (never resolved). */
  target?: string;
}

export class RunTree {
  private listing: Promise<TreeEntry[]> | null = null;
  private readonly hashes = new Map<string, Promise<string>>();

  constructor(readonly root: string) {}

  /** Every entry, depth first, names in code-unit order, a directory before its contents. */
  entries(): Promise<TreeEntry[]> {
    this.listing ??= listTree(this.root);
    return this.listing;
  }

  /** sha256 (hex) of a regular file of the tree, by its relative path. */
  sha256(rel: string): Promise<string> {
    let hash = this.hashes.get(rel);
    if (!hash) {
      hash = this.limit(() => fileSha256(path.join(this.root, ...rel.split('/'))));
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

  /** At most HASHES_IN_FLIGHT files are read and hashed at once (memory: one whole file each). */
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private async limit<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= HASHES_IN_FLIGHT) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await job();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

const HASHES_IN_FLIGHT = 4;
/** Files up to this size are read whole and hashed in the thread pool; larger ones are streamed. */
const WHOLE_FILE_BYTES = 16 * 1024 * 1024;

async function listTree(root: string): Promise<TreeEntry[]> {
  const out: TreeEntry[] = [];
  const visit = async (rel: string): Promise<void> => {
    const names = (await readdir(path.join(root, rel))).sort();
    for (const name of names) {
      const child = rel ? `${rel}/${name}` : name;
      const abs = path.join(root, child);
      const info = await lstat(abs);
      if (info.isSymbolicLink()) out.push({ rel: child, type: 'symlink', target: await readlink(abs) });
      else if (info.isDirectory()) {
        out.push({ rel: child, type: 'dir' });
        await visit(child);
      } else out.push({ rel: child, type: info.isFile() ? 'file' : 'other' });
    }
  };
  await visit('');
  return out;
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
