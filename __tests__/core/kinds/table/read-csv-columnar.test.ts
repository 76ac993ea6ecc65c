/**
 * The column-wise engine internals (read-csv's offsets and fast line path, number/date fast
 * paths, key tables, value scans by blocks): each must give what the plain, row-wise reading of
 * the rules gives.
 */
import { buildKeyTable, keyTupleAt, type KeySource } from '../../../../src/core/kinds/table/align.js';
import { alignKeys } from '../../../support/table-rows.js';
import {
  fastPlainDecimal,
  normalizeDate,
  normalizeDatetime,
  normalizeNumber,
} from '../../../../src/core/kinds/table/normalize.js';
import {
  cellAt,
  parseCsvColumns,
  sameRawCell,
  tokenizeCsv,
  type ColumnarTable,
} from '../../../../src/core/kinds/table/read-csv.js';
import { parseCsvText } from '../../../support/table-rows.js';
import { cleanupTempDirs, judge, oneFile } from './fixtures.js';

afterEach(cleanupTempDirs);

function columns(text: string, keep: readonly string[] | true = true): ColumnarTable {
  const r = parseCsvColumns(text, 'utf-8', (names) => (keep === true ? true : names.map((n) => keep.includes(n))));
  if (!r.ok) throw new Error(r.reason);
  return r.table;
}

function column(t: ColumnarTable, name: string): string[] {
  const col = t.cells[t.columns.indexOf(name)];
  if (!col) throw new Error(`no cells for ${name}`);
  return Array.from({ length: t.rowCount }, (_, r) => cellAt(col, r));
}

describe('column-wise reading', () => {
  // Lines the fast path takes (plain, simply quoted, \r\n) and lines it leaves to the state
  // machine (doubled quotes, text after a quote, a line break in quotes, a bare \r, blank lines).
  const tricky =
    'id,name,note,extra\r\n' +
    '1,plain,"simply quoted",x\r\n' +
    '2,"a ""doubled"" quote",b,y\n' +
    '3,"ab"cd,"multi\nline",z\r' +
    '4,,"",\n' +
    '\n' +
    '   \n' +
    ' 5 ,x"y,"",w\n' +
    '6,short\n' +
    '7,"last, with comma",q,"end"';

  test('gives the same cells as the row-wise table, for every column', () => {
    const rows = parseCsvText(tricky, 'utf-8');
    if (!rows.ok) throw new Error(rows.reason);
    const t = columns(tricky);
    expect(t.columns).toEqual(rows.table.columns);
    expect(t.rowCount).toBe(rows.table.rows.length);
    rows.table.columns.forEach((name, c) => expect(column(t, name)).toEqual(rows.table.rows.map((r) => r[c])));
    expect(column(t, 'name')).toEqual(['plain', 'a "doubled" quote', 'abcd', '', 'x"y', 'short', 'last, with comma']);
    expect(column(t, 'note')).toEqual(['simply quoted', 'b', 'multi\nline', '', '', '', 'q']);
  });

  test('keeps only the selected columns, but still counts every field', () => {
    const t = columns(tricky, ['note']);
    expect(t.cells.map((c) => c !== undefined)).toEqual([false, false, true, false]);
    expect(column(t, 'note')).toEqual(['simply quoted', 'b', 'multi\nline', '', '', '', 'q']);
    const long = parseCsvColumns('a,b\n1,2\n3,"4",5\n', 'utf-8', () => [true, false]);
    expect(long).toEqual({ ok: false, reason: 'data row 1 has 3 fields but the header has 2' });
  });

  test('an unterminated quote after many fast lines is still the quote error', () => {
    const text = 'a,b\n' + '1,2\n'.repeat(100) + '"open,3\n4,5\n';
    expect(parseCsvColumns(text, 'utf-8', () => true)).toEqual({
      ok: false,
      reason: 'not valid CSV: end of file inside a quoted field starting in record 102',
    });
  });

  test('the offsets grow past their first room: CR line ends (no line counted), more rows than first counted', () => {
    for (const [eol, n] of [
      ['\r', 1000],
      ['\n', 70000],
    ] as const) {
      const text = `k,v${eol}` + Array.from({ length: n }, (_, i) => `${i},"v${i}"`).join(eol) + eol;
      const t = columns(text, ['v']);
      expect(t.rowCount).toBe(n);
      const v = column(t, 'v');
      for (const r of [0, 15, 16, 999, 65535, 65536, n - 1]) if (r < n) expect(v[r]).toBe(`v${r}`);
    }
  });

  test('tokenizeCsv keeps ragged records as they are', () => {
    expect(tokenizeCsv('a,b\n1\n2,3,4\n')).toEqual({ ok: true, records: [['a', 'b'], ['1'], ['2', '3', '4']] });
  });

  test('sameRawCell compares cells of two tables without building them', () => {
    const a = columns('k,v\nx,"q""q"\ny,1\n');
    const b = columns('v,k\n1,y\n"q""q",x\n');
    const av = a.cells[1]!;
    const bv = b.cells[0]!;
    expect(sameRawCell(av, 0, bv, 1)).toBe(true); // both built from doubled quotes
    expect(sameRawCell(av, 1, bv, 0)).toBe(true);
    expect(sameRawCell(av, 0, bv, 0)).toBe(false);
  });
});

describe('fast paths agree with the general rules', () => {
  test('plain decimals: exactly Number(), else left to the general parser', () => {
    const samples = ['0', '-0', '007', '1.5', '-12.250', '123456789012345', '0.1', '0.3', '99.99', '1234567.891'];
    for (const s of samples) expect(Object.is(fastPlainDecimal(s, 0, s.length), Number(s))).toBe(true);
    for (let i = 0; i < 2000; i += 1) {
      const s = `${i % 3 === 0 ? '-' : ''}${Math.floor(Math.random() * 1e7)}.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
      expect(fastPlainDecimal(s, 0, s.length)).toBe(Number(s));
    }
    for (const s of ['', '-', '1.', '.5', '1e3', ' 1', '1 ', '+1', '1,000', '1234567890123456'])
      expect(fastPlainDecimal(s, 0, s.length)).toBeUndefined();
    expect(normalizeNumber('1234567890123456789')).toBe(1234567890123456800); // the nearest double
  });

  test('ten-character dates: the ISO date when valid, the text itself when not', () => {
    expect(normalizeDate('2020/02/29')).toBe('2020-02-29');
    expect(normalizeDate('29/02/2020')).toBe('2020-02-29');
    for (const s of [
      '2019-02-29',
      '2019/02/29',
      '29/02/2019',
      '2020-13-01',
      '2020-00-10',
      '00/01/2020',
      '32/01/2020',
      '0000-01-01',
      '01/01/0000',
      '2020-1x-01',
    ]) {
      expect(normalizeDate(s)).toBe(s);
    }
    expect(normalizeDatetime('2020-01-05 10:00')).toBe('2020-01-05 10:00:00');
  });
});

describe('key tables', () => {
  const source = (name: string, type: KeySource['type'], text: string): KeySource => {
    const t = columns(text);
    return { name, type, cells: t.cells[0] };
  };

  test('a candidate in the GT row order reuses its codes, and a differing row is encoded itself', () => {
    const gtSrc = source('k', 'text_norm', 'k\nA\nb\n C \n');
    const gt = buildKeyTable(3, [gtSrc]);
    expect(gt.kind).toBe('ok');
    if (gt.kind !== 'ok') return;
    const cand = buildKeyTable(3, [source('k', 'text_norm', 'k\nA\n B\nc\n')], [gt.keys.parts[0]!.coder!], true, {
      keys: gt.keys,
      sources: [gtSrc],
    });
    expect(cand.kind).toBe('ok');
    if (cand.kind !== 'ok') return;
    expect([0, 1, 2].map((r) => keyTupleAt(cand.keys, r))).toEqual([['a'], ['b'], ['c']]);
    expect(cand.keys.parts[0]!.codes).toEqual(gt.keys.parts[0]!.codes);
  });

  test('the first problem in row order wins across columns: an invalid cell, or an earlier duplicate', () => {
    const t = columns('a,b\nyes,1\nno,2\nY,1\nmaybe,3\n');
    const src = (c: number, type: KeySource['type']): KeySource => ({ name: t.columns[c]!, type, cells: t.cells[c] });
    expect(buildKeyTable(4, [src(1, 'number'), src(0, 'boolean')])).toMatchObject({
      kind: 'duplicate',
      row: 2,
      firstRow: 0,
    });
    const u = columns('a,b\nyes,1\nno,oops\nY,maybe\n');
    const usrc = (c: number): KeySource => ({ name: u.columns[c]!, type: 'boolean', cells: u.cells[c] });
    expect(buildKeyTable(3, [usrc(1), usrc(0)])).toMatchObject({ kind: 'invalid', row: 1, column: 'b', raw: 'oops' });
    // Two invalid cells in one row: the first key column (in key order) is the one reported.
    const w = columns('a,b\nyes,1\nbad1,bad2\n');
    const wsrc = (c: number): KeySource => ({ name: w.columns[c]!, type: 'boolean', cells: w.cells[c] });
    expect(buildKeyTable(2, [wsrc(1), wsrc(0)])).toMatchObject({ kind: 'invalid', row: 1, column: 'b', raw: 'bad2' });
    expect(buildKeyTable(2, [wsrc(0), wsrc(1)])).toMatchObject({ kind: 'invalid', row: 1, column: 'a', raw: 'bad1' });
  });

  test('-0 and 0 are one key; NaN is none', () => {
    expect(alignKeys([{ row: 0, key: [-0] }], [{ row: 0, key: [0] }], ['number'], 0.02).kind).toBe('ok');
    expect(buildKeyTable(2, [source('n', 'number', 'n\n-0\n0.0\n')]).kind).toBe('duplicate');
    expect(buildKeyTable(2, [source('n', 'number', 'n\n+nan\n-nan\n')]).kind).toBe('ok');
  });
});

describe('value comparison over many rows (blocks of rows, columns in turn)', () => {
  const config = oneFile(['id'], { id: 'number', a: 'number', b: 'text_exact', c: 'boolean' });
  const n = 10000;
  const gtRows = Array.from({ length: n }, (_, i) => `${i},${i % 100},t${i % 7},${i % 2 ? 'yes' : 'no'}`);
  const csv = (rows: string[]): string => `id,a,b,c\n${rows.join('\n')}\n`;

  test('a shuffled copy is correct', () => {
    const shuffled = gtRows.map((_, k) => gtRows[(k * 7919) % n]!);
    expect(
      judge({ config, gt: { 'output_01.csv': csv(gtRows) }, result: { 'output_01.csv': csv(shuffled) } }).correct,
    ).toBe(true);
  });

  test('mismatches are listed in row order across columns and blocks; an earlier invalid boolean wins', () => {
    const rows = [...gtRows];
    rows[9500] = '9500,1,t9,no'; // a and b differ (GT 9500,0,t1,no)
    rows[9000] = '9000,0,t5,yes'; // c differs (GT no)
    rows[8000] = '8000,99,t6,no'; // a differs (GT 0)
    rows[5000] = '5000,0,t2,yes'; // c differs (GT no)
    rows[100] = '100,0,T2,no'; // b differs (GT t2)
    const v = judge({ config, gt: { 'output_01.csv': csv(gtRows) }, result: { 'output_01.csv': csv(rows.reverse()) } });
    expect(v.error_type).toBe('VALUE_MISMATCH');
    expect(v.error_message).toBe("Mismatch in output_01.csv, col 'b', key=(100.0,)");
    expect(v.diagnostics?.mismatches?.map((m) => [m.gt_row, m.cand_row, m.column])).toEqual([
      [100, n - 1 - 100, 'b'],
      [5000, n - 1 - 5000, 'c'],
      [8000, n - 1 - 8000, 'a'],
      [9000, n - 1 - 9000, 'c'],
      [9500, n - 1 - 9500, 'a'],
    ]);
    const bad = [...gtRows];
    bad[7000] = '7000,0,t0,perhaps';
    bad[7001] = '7001,5,t0,yes';
    const w = judge({ config, gt: { 'output_01.csv': csv(gtRows) }, result: { 'output_01.csv': csv(bad) } });
    expect(w).toMatchObject({
      error_type: 'ALIGNMENT_ERROR',
      diagnostics: { side: 'candidate', row: 7000, column: 'c', value: 'perhaps' },
    });
  });
});
