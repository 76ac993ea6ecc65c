/**
 * Trial folders are listed in natural order (`trial-2` before `trial-10`), and names the
 * collation holds equal are ordered by code unit, so the order never depends on the directory's
 * (shards on different machines must list the same trials in the same order, or merge refuses).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RunTree } from '../../../src/core/fs/tree.js';
import { compareNatural, findFiles } from '../../../src/core/fs/walk.js';
import { WALK_MAX_DEPTH } from '../../../src/core/fs/walker.js';
import { rng, tempDir } from '../../support/helpers.js';

test('natural order, with ties broken by code unit whatever the input order', () => {
  const names = [
    'trial-10',
    'trial-2',
    'trial-1',
    'trial-01',
    'trial-001',
    'café',
    'cafe\u0301',
    'trial-\u200b3',
    'trial-3',
  ];
  const expected = [
    'cafe\u0301',
    'café',
    'trial-001',
    'trial-01',
    'trial-1',
    'trial-2',
    'trial-3',
    'trial-\u200b3',
    'trial-10',
  ];
  const r = rng(5);
  for (let round = 0; round < 50; round++) {
    const shuffled = [...names];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    expect(shuffled.sort(compareNatural)).toEqual(expected);
  }
  expect(compareNatural('trial-1', 'trial-01')).not.toBe(0);
  expect(Math.sign(compareNatural('trial-1', 'trial-01'))).toBe(-Math.sign(compareNatural('trial-01', 'trial-1')));
});

test('records and the run tree past the walk bounds: named, nothing below read or listed', async () => {
  const root = tempDir();
  const chain = Array.from({ length: WALK_MAX_DEPTH + 2 }, () => 'd');
  mkdirSync(path.join(root, ...chain), { recursive: true });
  writeFileSync(path.join(root, ...chain, 'deep.json'), '{}');
  writeFileSync(path.join(root, 'top.json'), '{}');
  const at = chain.slice(0, WALK_MAX_DEPTH).join('/');
  const found = await findFiles(root, /\.json$/, root);
  expect(found.files.map((f) => f.rel)).toEqual(['top.json']);
  expect(found.problems).toEqual([{ rel: at, message: `more than ${WALK_MAX_DEPTH} levels deep; not read` }]);
  const listed = await new RunTree(root).listing();
  expect(listed.entries.filter((e) => e.type === 'unreadable')).toEqual([
    { rel: at, type: 'unreadable', reason: `the directory is more than ${WALK_MAX_DEPTH} levels deep; not listed` },
  ]);
  expect(listed.entries).toHaveLength(WALK_MAX_DEPTH + 1);
});
