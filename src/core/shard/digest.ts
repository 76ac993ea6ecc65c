/**
 * A digest of a submission's files, so that `merge` can refuse partial reports scored from
 * different submissions: sha256 over every path (sorted), its type, and its content (files)
 * or target (symlinks, never followed). An entry whose content hashing leaves out (over a bound,
 * hard-linked, special, unreadable: RunTree.notHashed) gets a line with its path, why and size
 * as listed, so shards that list it differently disagree; its content is not covered, and the
 * report names it (`not_hashed`, docs/sharding.md). A tree over the entry cap is hashed up to
 * the cap, and says so.
 */
import { createHash } from 'node:crypto';
import { RunTree } from '../fs/tree.js';

export async function submissionDigest(root: string | RunTree): Promise<string> {
  const tree = typeof root === 'string' ? new RunTree(root) : root;
  const hash = createHash('sha256');
  tree.prefetch();
  const { entries, truncated } = await tree.listing();
  const shas = await Promise.all(entries.map((e) => (e.type === 'file' ? tree.sha256(e.rel).catch(() => null) : null)));
  const left = new Map((await tree.notHashed()).filter((n) => n.why !== 'not_listed').map((n) => [n.path, n]));
  entries.forEach((e, i) => {
    const sha = shas[i];
    if (e.type === 'symlink') hash.update(`L\u0000${e.rel}\u0000${e.target}\n`);
    else if (e.type === 'dir') hash.update(`D\u0000${e.rel}\n`);
    else if (e.type === 'file' && sha) hash.update(`F\u0000${e.rel}\u0000${sha}\n`);
    else {
      const n = left.get(e.rel);
      hash.update(n ? `S\u0000${e.rel}\u0000${n.why}\u0000${n.size ?? ''}\n` : `U\u0000${e.rel}\n`);
    }
  });
  if (truncated !== null) hash.update(`T\u0000${entries.length}\n`);
  return hash.digest('hex');
}
