/**
 * A digest of a submission's files, so that `merge` can refuse partial reports scored from
 * different submissions: sha256 over every path (sorted), its type, and its content (files)
 * or target (symlinks, never followed).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';

export async function submissionDigest(root: string): Promise<string> {
  const hash = createHash('sha256');
  const visit = async (rel: string): Promise<void> => {
    const names = (await readdir(path.join(root, rel))).sort();
    for (const name of names) {
      const child = rel ? `${rel}/${name}` : name;
      const abs = path.join(root, child);
      const info = await lstat(abs);
      if (info.isSymbolicLink()) hash.update(`L\u0000${child}\u0000${await readlink(abs)}\n`);
      else if (info.isDirectory()) {
        hash.update(`D\u0000${child}\n`);
        await visit(child);
      } else if (info.isFile()) hash.update(`F\u0000${child}\u0000${await fileSha256(abs)}\n`);
      else hash.update(`O\u0000${child}\n`);
    }
  };
  await visit('');
  return hash.digest('hex');
}

function fileSha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => h.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')));
  });
}
