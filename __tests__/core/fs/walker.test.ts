/**
 * The one directory walk (fs/walker.ts) on hostile trees: every link, special file and bound is
 * a named finding, and nothing is followed, entered or opened that should not be. A FIFO that
 * were opened would block the test; a symlink loop that were followed would never end or would
 * list the loop's contents.
 */
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  readDirectory,
  walkTree,
  WALK_MAX_DEPTH,
  type WalkEntry,
  type WalkOptions,
} from '../../../src/core/fs/walker.js';
import { mkfifoSync } from '../../support/fifo.js';
import { tempDir } from '../../support/helpers.js';

async function walk(root: string, options: WalkOptions = {}) {
  const entries: WalkEntry[] = [];
  const result = await walkTree(root, { entry: (e) => void entries.push(e) }, options);
  return {
    ...result,
    rels: entries.map((e) => `${e.rel} ${e.type}`),
    findings: result.findings.map((f) => `${f.kind} ${f.rel}: ${f.message}`),
  };
}

test('a symlink loop: each link is an entry and a named finding, never entered', async () => {
  const root = tempDir();
  mkdirSync(path.join(root, 'd'));
  symlinkSync('.', path.join(root, 'd', 'self'));
  symlinkSync('../d', path.join(root, 'd', 'up'));
  symlinkSync('b', path.join(root, 'a'));
  symlinkSync('a', path.join(root, 'b'));
  const w = await walk(root);
  expect(w.rels).toEqual(['a symlink', 'b symlink', 'd dir', 'd/self symlink', 'd/up symlink']);
  expect(w.findings).toEqual([
    'symlink a: a symbolic link; not followed',
    'symlink b: a symbolic link; not followed',
    'symlink d/self: a symbolic link; not followed',
    'symlink d/up: a symbolic link; not followed',
  ]);
  expect(w.truncated).toBeNull();
});

test('a symlink to a directory outside the tree: a named finding, nothing of the outside listed', async () => {
  const outside = tempDir();
  writeFileSync(path.join(outside, 'secret.json'), '{}');
  const root = tempDir();
  writeFileSync(path.join(root, 'own.json'), '{}');
  symlinkSync(outside, path.join(root, 'out'));
  symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'file.json'));
  const w = await walk(root);
  expect(w.rels).toEqual(['file.json symlink', 'out symlink', 'own.json file']);
  expect(w.findings).toEqual([
    'symlink file.json: a symbolic link; not followed',
    'symlink out: a symbolic link; not followed',
  ]);
  expect(w.rels.join('\n')).not.toMatch(/secret/);
});

test('a FIFO is an entry of its own type and a named finding, never opened', async () => {
  const root = tempDir();
  mkdirSync(path.join(root, 'trial'));
  mkfifoSync(path.join(root, 'trial', 'record.json'));
  const w = await walk(root);
  expect(w.rels).toEqual(['trial dir', 'trial/record.json other']);
  expect(w.findings).toEqual([
    'special trial/record.json: not a regular file or a directory (a FIFO, a socket or a device); not opened',
  ]);
  const [fifo] = await readDirectory(path.join(root, 'trial'));
  expect(fifo!.isFIFO()).toBe(true);
  expect(fifo!.isFile()).toBe(false);
});

test('a tree deeper than the bound: the directory at the bound is an entry, not entered, named', async () => {
  const root = tempDir();
  const chain = Array.from({ length: WALK_MAX_DEPTH + 6 }, () => 'd');
  mkdirSync(path.join(root, ...chain), { recursive: true });
  writeFileSync(path.join(root, ...chain, 'deep.json'), '{}');
  const w = await walk(root);
  expect(w.rels).toHaveLength(WALK_MAX_DEPTH);
  expect(w.rels.at(-1)).toBe(`${chain.slice(0, WALK_MAX_DEPTH).join('/')} dir`);
  expect(w.findings).toEqual([
    `too-deep ${chain.slice(0, WALK_MAX_DEPTH).join('/')}: more than ${WALK_MAX_DEPTH} levels deep; not entered`,
  ]);
  // A smaller bound, breadth first: the same.
  const shallow = await walk(root, { maxDepth: 2, order: 'breadth' });
  expect(shallow.rels).toEqual(['d dir', 'd/d dir']);
  expect(shallow.findings).toEqual(['too-deep d/d: more than 2 levels deep; not entered']);
});

test('more entries than the bound: the walk stops, named, at the directory where it stopped', async () => {
  const root = tempDir();
  mkdirSync(path.join(root, 'many'));
  for (let i = 0; i < 600; i++) writeFileSync(path.join(root, 'many', `f${String(i).padStart(4, '0')}`), '');
  writeFileSync(path.join(root, 'z'), '');
  const w = await walk(root, { maxEntries: 500 });
  expect(w.visited).toBe(500);
  expect(w.rels.at(-1)).toBe('many/f0498 file'); // ('many' itself is the first entry)
  expect(w.findings).toEqual(['too-many many: more than 500 files and folders; the rest were not visited']);
  expect(w.truncated?.entry?.rel).toBe('many/f0499');
  await expect(readDirectory(path.join(root, 'many'), 500)).rejects.toThrow(
    /more than 500 files and folders; not listed/,
  );
  expect(await readDirectory(path.join(root, 'many'))).toHaveLength(600);
});

test('order: code units of the names as text, whatever the directory order; a name not UTF-8 shown as \\xNN, never entered; breadth or depth first', async () => {
  const root = tempDir();
  for (const d of ['b', 'a', 'B', 'a/y', 'a/x']) mkdirSync(path.join(root, d));
  for (const f of ['é', 'e\u0301', '\u{1F600}', '\uFF01', 'a/x/1']) writeFileSync(path.join(root, f), '');
  mkdirSync(Buffer.from(path.join(root, 'c\xff'), 'latin1'));
  writeFileSync(Buffer.from(path.join(root, 'c\xff', 'inside'), 'latin1'), '');
  const depth = await walk(root);
  expect(depth.rels).toEqual([
    'B dir',
    'a dir',
    'a/x dir',
    'a/x/1 file',
    'a/y dir',
    'b dir',
    'c\\xff dir',
    'e\u0301 file',
    'é file',
    '\u{1F600} file',
    '\uFF01 file',
  ]);
  expect(depth.findings).toEqual(['unlisted c\\xff: its name is not valid UTF-8; not entered']);
  const breadth = await walk(root, { order: 'breadth' });
  expect(breadth.rels).toEqual([
    'B dir',
    'a dir',
    'b dir',
    'c\\xff dir',
    'e\u0301 file',
    'é file',
    '\u{1F600} file',
    '\uFF01 file',
    'a/x dir',
    'a/y dir',
    'a/x/1 file',
  ]);
  const bad = (await readDirectory(root)).find((e) => !e.valid)!;
  expect([bad.text, bad.name, bad.raw.toString('latin1')]).toEqual(['c\\xff', 'c\ufffd', 'c\xff']);
});

test('the root that cannot be listed throws; a directory below that cannot is a named finding', async () => {
  const root = tempDir();
  await expect(walkTree(path.join(root, 'none'))).rejects.toMatchObject({ code: 'ENOENT' });
  writeFileSync(path.join(root, 'file'), '');
  await expect(walkTree(path.join(root, 'file'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  if (process.getuid?.() === 0) return; // (root lists any directory)
  mkdirSync(path.join(root, 'locked'));
  chmodSync(path.join(root, 'locked'), 0);
  try {
    const w = await walk(root);
    expect(w.rels).toEqual(['file file', 'locked dir']);
    expect(w.findings).toEqual(['unlisted locked: cannot be listed (EACCES); not entered']);
  } finally {
    chmodSync(path.join(root, 'locked'), 0o700);
  }
});
