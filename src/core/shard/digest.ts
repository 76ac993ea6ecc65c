/**
 * A digest of a submission's files, so that `merge` can refuse partial reports scored from
 * different submissions: sha256 over every path (sorted), its type, and its content (files)
 * or target (symlinks, never followed). An entry that cannot be read gets a line of its own,
 * without the reason (which is the same for every shard of one run anyway); a tree over the
 * entry cap is hashed up to the cap, and says so.
 */
import { createHash } from 'node:crypto';
import { RunTree } from '../fs/tree.js';

export async function submissionDigest(root: string | RunTree): Promise<string> {
  const tree = typeof root === 'string' ? new RunTree(root) : root;
  const hash = createHash('sha256');
  tree.prefetch();
  const { entries, truncated } = await tree.listing();
  for (const e of entries) {
    if (e.type === 'symlink') hash.update(`L\u0000${e.rel}\u0000${e.target}\n`);
    else if (e.type === 'dir') hash.update(`D\u0000${e.rel}\n`);
    else if (e.type === 'file') {
      const sha = await tree.sha256(e.rel).catch(() => null);
      hash.update(sha === null ? `U\u0000${e.rel}\n` : `F\u0000${e.rel}\u0000${sha}\n`);
    } else if (e.type === 'unreadable') hash.update(`U\u0000${e.rel}\n`);
    else hash.update(`O\u0000${e.rel}\n`);
  }
  if (truncated !== null) hash.update(`T\u0000${entries.length}\n`);
  return hash.digest('hex');
}
