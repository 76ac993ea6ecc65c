import { type KeyColumn } from '../../../../src/core/kinds/table/align.js';
import { alignKeys, buildKeyIndex, type KeyedRow } from '../../../support/table-rows.js';
import type { ColumnType, NormalizedValue } from '../../../../src/core/kinds/table/normalize.js';

const rows = (keys: NormalizedValue[][]): KeyedRow[] => keys.map((key, row) => ({ row, key }));

function col(name: string, type: ColumnType, cells: string[]): KeyColumn {
  return { name, type, cell: (row) => cells[row] };
}

describe('buildKeyIndex', () => {
  test('normalises key cells per type', () => {
    const r = buildKeyIndex(2, [col('Year', 'number', ['2019', '$2,020']), col('Store', 'text_norm', [' A ', 'b'])]);
    expect(r.kind === 'ok' && r.rows.map((x) => x.key)).toEqual([
      [2019, 'a'],
      [2020, 'b'],
    ]);
  });

  test('keys equal after normalisation are duplicates (first duplicate in row order)', () => {
    const r = buildKeyIndex(4, [col('Store', 'text_norm', ['North', 'south', ' NORTH ', 'South'])]);
    expect(r).toEqual({ kind: 'duplicate', row: 2, firstRow: 0, key: ['north'] });
  });

  test('number keys 1.0 and 1 and "$1" are the same key', () => {
    expect(buildKeyIndex(3, [col('n', 'number', ['1.0', '2', '$1'])]).kind).toBe('duplicate');
  });

  test('empty key cells are allowed, but two empty keys collide', () => {
    expect(buildKeyIndex(2, [col('k', 'text_exact', ['', 'x'])]).kind).toBe('ok');
    expect(buildKeyIndex(2, [col('k', 'text_exact', ['', 'NA'])]).kind).toBe('duplicate');
  });

  test('an invalid boolean key cell stops with its row and column', () => {
    const r = buildKeyIndex(3, [
      col('Open', 'boolean', ['yes', 'maybe', 'dup']),
      col('x', 'text_exact', ['a', 'b', 'c']),
    ]);
    expect(r).toMatchObject({ kind: 'invalid', row: 1, column: 'Open', raw: 'maybe' });
  });

  test('a duplicate before an invalid cell is reported first', () => {
    const r = buildKeyIndex(3, [col('Open', 'boolean', ['yes', 'Y', 'maybe'])]);
    expect(r.kind).toBe('duplicate');
  });

  test('a column the table lacks reads as empty', () => {
    const r = buildKeyIndex(1, [{ name: 'gone', type: 'number', cell: () => undefined }]);
    expect(r.kind === 'ok' && r.rows[0]?.key).toEqual([null]);
  });
});

describe('alignKeys', () => {
  const num: ColumnType[] = ['number'];

  test('GT rows in order, exact keys first: 2018 and 2019 (within 2%) pair up exactly', () => {
    const r = alignKeys(rows([[2018], [2019]]), rows([[2019], [2018]]), num, 0.02);
    expect(r).toEqual({
      kind: 'ok',
      pairs: [
        [0, 1],
        [1, 0],
      ],
    });
  });

  test('without an exact key, the unique candidate within tolerance matches', () => {
    const r = alignKeys(rows([[100], [500]]), rows([[501], [101]]), num, 0.02);
    expect(r).toEqual({
      kind: 'ok',
      pairs: [
        [0, 1],
        [1, 0],
      ],
    });
  });

  test('more than one candidate within tolerance is "multiple matches", even if one is closer', () => {
    const r = alignKeys(rows([[2018.5], [1]]), rows([[2018], [2019]]), num, 0.02);
    expect(r).toEqual({ kind: 'multiple_matches', gtRow: 0, key: [2018.5], candidateRows: [0, 1] });
  });

  test('GT order decides: once 2018 took its exact match, 2018.5 has a single candidate left', () => {
    const r = alignKeys(rows([[2018], [2018.5]]), rows([[2018], [2019]]), num, 0.02);
    expect(r).toEqual({
      kind: 'ok',
      pairs: [
        [0, 0],
        [1, 1],
      ],
    });
  });

  test('no candidate within tolerance is a missing key; tolerance is strict', () => {
    expect(alignKeys(rows([[100]]), rows([[98]]), num, 0.02)).toEqual({ kind: 'missing_key', gtRow: 0, key: [100] });
    expect(alignKeys(rows([[100]]), rows([[98.01]]), num, 0.02).kind).toBe('ok');
  });

  test('non-number parts must be equal; empty only matches empty', () => {
    const types: ColumnType[] = ['text_exact', 'number'];
    expect(alignKeys(rows([['A', 10]]), rows([['a', 10]]), types, 0.02).kind).toBe('missing_key');
    expect(alignKeys(rows([['A', null]]), rows([['A', 0]]), types, 0.02).kind).toBe('missing_key');
    expect(alignKeys(rows([['A', null]]), rows([['A', null]]), types, 0.02).kind).toBe('ok');
    expect(alignKeys(rows([['A', 10.1]]), rows([['A', 10]]), types, 0.02).kind).toBe('ok');
  });

  test('all number parts must be within tolerance', () => {
    const types: ColumnType[] = ['number', 'number'];
    expect(alignKeys(rows([[2019, 100]]), rows([[2019.5, 150]]), types, 0.02).kind).toBe('missing_key');
    expect(alignKeys(rows([[2019, 100]]), rows([[2019.5, 101]]), types, 0.02).kind).toBe('ok');
  });

  test("PrepBench's candidate window: a small non-zero GT key never reaches a candidate 0", () => {
    // |0.01 − 0| < 0.02 would pass the value test, but PrepBench only looks in [v·0.98, v/0.98].
    expect(alignKeys(rows([[0.01]]), rows([[0]]), num, 0.02).kind).toBe('missing_key');
    // From 0 the window is [−tol, tol].
    expect(alignKeys(rows([[0]]), rows([[0.01]]), num, 0.02).kind).toBe('ok');
  });

  test('negative keys use the same relative window', () => {
    expect(alignKeys(rows([[-100]]), rows([[-101]]), num, 0.02).kind).toBe('ok');
    expect(alignKeys(rows([[-100]]), rows([[-103]]), num, 0.02).kind).toBe('missing_key');
  });

  test('NaN keys match nothing', () => {
    expect(alignKeys(rows([[Number.NaN]]), rows([[Number.NaN]]), num, 0.02).kind).toBe('missing_key');
  });

  test('candidates left over are extra keys, reported in row order', () => {
    const r = alignKeys(rows([['b']]), rows([['z'], ['b'], ['y']]), ['text_exact'], 0.02);
    expect(r).toEqual({ kind: 'extra_keys', candRows: [0, 2], key: ['z'] });
  });

  test('a matched candidate is not offered again', () => {
    // GT 100 takes 101 by tolerance; GT 101.5 then has only 102.9 left.
    const r = alignKeys(rows([[100], [101.5]]), rows([[101], [102.9]]), num, 0.02);
    expect(r).toEqual({
      kind: 'ok',
      pairs: [
        [0, 0],
        [1, 1],
      ],
    });
  });

  // Speed is measured in `npm run bench -- table` (its tolerance-key part), not asserted here.
  test('20,000 rows that all need the tolerance path are aligned one to one', () => {
    const n = 20000;
    // Values 3% apart, so each tolerance window holds exactly one candidate; an all-pairs search
    // would need 4·10^8 comparisons.
    const gt = rows(Array.from({ length: n }, (_, i) => [1.03 ** (i - 10000)]));
    const order = Array.from({ length: n }, (_, i) => (i * 7919) % n);
    const cand = rows(order.map((i) => [1.03 ** (i - 10000) * 1.001]));
    const r = alignKeys(gt, cand, num, 0.02);
    expect(r.kind).toBe('ok');
    if (r.kind === 'ok') expect(r.pairs.every(([g, c]) => order[c] === g)).toBe(true);
  });

  test('100,000 exact keys of several parts, in reverse order, are aligned', () => {
    const n = 100000;
    const keys = Array.from({ length: n }, (_, i): NormalizedValue[] => [2000 + (i % 30), `store-${i % 97}`, i]);
    const shuffled = [...keys].reverse();
    const r = alignKeys(rows(keys), rows(shuffled), ['number', 'text_exact', 'number'], 0.02);
    expect(r.kind).toBe('ok');
    if (r.kind === 'ok') expect(r.pairs.every(([g, c]) => c === n - 1 - g)).toBe(true);
  });
});
