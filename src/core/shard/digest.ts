/**
 * A digest of a submission's files, so that `merge` can refuse partial reports scored from
 * different submissions: sha256 over every path (sorted), its type, and its content (files)
 * or target (symlinks, never followed).
 */
import { createHash } from 'node:crypto';
import { RunTree } from '../fs/tree.js';

export async function submissionDigest(root: string | RunTree): Promise<string> {
  const tree = typeof root === 'string' ? new RunTree(root) : root;
  const hash = createHash('sha256');
  tree.prefetch();
  for (const e of await tree.entries()) {
    if (e.type === 'symlink') hash.update(`L\u0000${e.rel}\u0000${e.target}\n`);
    else if (e.type === 'dir') hash.update(`D\u0000${e.rel}\n`);
    else if (e.type === 'file') hash.update(`F\u0000${e.rel}\u0000${await tree.sha256(e.rel)}\n`);
    else hash.update(`O\u0000${e.rel}\n`);
  }
  return hash.digest('hex');
}
