/**
 * The run tree behind the submission digest and the checksums of submission.yml: its listing
 * and its file hashes, compared with Python's (os.lstat/os.listdir and hashlib) on real files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileSha256, RunTree } from '../src/core/fs/tree.js';
import { mkfifoSync } from './fifo.js';
import { tempDir } from './helpers.js';

/** What Python sees: every entry depth first, names sorted, a directory before its contents. */
function pythonListing(root: string): Array<{ rel: string; type: string; target?: string }> {
  const script = `
import json, os, stat, sys
root = sys.argv[1]
out = []
def visit(rel):
    for name in sorted(os.listdir(os.path.join(root, rel) if rel else root)):
        child = rel + '/' + name if rel else name
        mode = os.lstat(os.path.join(root, child)).st_mode
        if stat.S_ISLNK(mode): out.append({'rel': child, 'type': 'symlink', 'target': os.readlink(os.path.join(root, child))})
        elif stat.S_ISDIR(mode):
            out.append({'rel': child, 'type': 'dir'})
            visit(child)
        else: out.append({'rel': child, 'type': 'file' if stat.S_ISREG(mode) else 'other'})
visit('')
print(json.dumps(out))
`;
  return JSON.parse(execFileSync('python3', ['-c', script, root], { encoding: 'utf8', maxBuffer: 1 << 26 }));
}

function pythonSha256(file: string): string {
  return execFileSync('python3', ['-c', 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())', file], { encoding: 'utf8' }).trim();
}

test('the listing is what Python sees: types from the directory listing, symlinks not followed, over several event-loop turns', async () => {
  const root = tempDir();
  // More entries than two synchronous slices (2,000 each), in nested and empty directories.
  for (let d = 0; d < 30; d++) {
    const dir = path.join(root, 'trial-1', `case_${String(d).padStart(3, '0')}`, 'result');
    mkdirSync(dir, { recursive: true });
    for (let f = 0; f < 150; f++) writeFileSync(path.join(dir, `out_${f}.csv`), `a\n${f}\n`);
  }
  mkdirSync(path.join(root, 'empty'));
  mkdirSync(path.join(root, 'A upper'));
  writeFileSync(path.join(root, 'A upper', 'é.json'), '{}');
  symlinkSync('../../etc/passwd', path.join(root, 'escape'));
  symlinkSync('trial-1', path.join(root, 'linked-dir'));
  mkfifoSync(path.join(root, 'pipe'));

  // Timers keep running while a large tree is listed.
  let turns = 0;
  const tick = setInterval(() => turns++, 0);
  const { entries, truncated } = await new RunTree(root).listing();
  clearInterval(tick);

  expect(truncated).toBeNull();
  expect(entries).toEqual(pythonListing(root));
  expect(entries.length).toBeGreaterThan(4500);
  expect(entries.filter((e) => e.type === 'symlink').map((e) => [e.rel, e.target])).toEqual([
    ['escape', '../../etc/passwd'],
    ['linked-dir', 'trial-1'],
  ]);
  expect(entries.find((e) => e.rel === 'pipe')?.type).toBe('other');
  expect(turns).toBeGreaterThan(0);

  // The cap stops the listing at exactly that many entries, in the same order.
  const capped = await new RunTree(root, 2100).listing();
  expect(capped.entries).toEqual(entries.slice(0, 2100));
  expect(capped.truncated).toMatch(/more than 2100 files and folders/);
});

test('file hashes are sha256 of the content on both sides of each size threshold, and a symlink is never read through', async () => {
  const root = tempDir();
  const sizes = [0, 1, 256 * 1024, 256 * 1024 + 1, 16 * 1024 * 1024, 16 * 1024 * 1024 + 1];
  for (const size of sizes) {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i += 4093) bytes[i] = (i * 31 + size) & 0xff;
    writeFileSync(path.join(root, `f${size}`), bytes);
  }
  const got = await Promise.all(sizes.map((size) => fileSha256(path.join(root, `f${size}`))));
  expect(got).toEqual(sizes.map((size) => pythonSha256(path.join(root, `f${size}`))));
  expect(new Set(got).size).toBe(sizes.length);

  symlinkSync(path.join(root, 'f1'), path.join(root, 'link'));
  await expect(fileSha256(path.join(root, 'link'))).rejects.toMatchObject({ code: 'ELOOP' });
  await expect(fileSha256(path.join(root, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });

  // Through the tree: each file once, the same hashes.
  const tree = new RunTree(root);
  expect(await Promise.all(sizes.map((size) => tree.sha256(`f${size}`)))).toEqual(got);
});
