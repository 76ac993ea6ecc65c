/**
 * Trial folders are listed in natural order (`trial-2` before `trial-10`), and names the
 * collation holds equal are ordered by code unit, so the order never depends on the directory's
 * (shards on different machines must list the same trials in the same order, or merge refuses).
 */
import { compareNatural } from '../../../src/core/fs/walk.js';
import { rng } from '../../support/helpers.js';

test('natural order, with ties broken by code unit whatever the input order', () => {
  const names = ['trial-10', 'trial-2', 'trial-1', 'trial-01', 'trial-001', 'café', 'cafe\u0301', 'trial-\u200b3', 'trial-3'];
  const expected = ['cafe\u0301', 'café', 'trial-001', 'trial-01', 'trial-1', 'trial-2', 'trial-3', 'trial-\u200b3', 'trial-10'];
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
