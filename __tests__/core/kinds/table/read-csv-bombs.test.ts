/**
 * Hostile CSV shapes cost no more than plain files of their size: a field of
 * doubled quotes is kept as its raw range (no string per quote, none per cell while reading),
 * short rows past the ground truth's row count are counted, not stored, and a header past
 * MAX_COLUMNS is a named read error. The assertions are on what is allocated, never on time or
 * memory; the 100 MB figures are in `npm run bench -- table`. A differential fuzz keeps the lazy
 * decoding equal to reading the same rules eagerly, character by character.
 */
import {
  MAX_COLUMNS,
  cellAt,
  decodeField,
  parseCsvColumns,
  tokenizeCsv,
  type ColumnarTable,
} from '../../../../src/core/kinds/table/read-csv.js';
import { describe as describeVerdict } from '../../../../src/core/kinds/table/suite.js';
import { cleanupTempDirs, judge, oneFile } from './fixtures.js';

afterEach(cleanupTempDirs);

const ALL = () => true as const;

function read(text: string, maxRows = Infinity): ColumnarTable {
  const r = parseCsvColumns(text, 'utf-8', ALL, maxRows);
  if (!r.ok) throw new Error(r.reason);
  return r.table;
}

function column(t: ColumnarTable, c: number): string[] {
  return Array.from({ length: t.rowCount }, (_, r) => cellAt(t.cells[c]!, r));
}

/** The tokenizer's rules read eagerly, one character at a time, each field built as it goes. */
function eager(text: string): string[][] | null {
  const records: string[][] = [];
  let rec: string[] = [];
  let f = '';
  let st = 'record';
  const endField = () => {
    rec.push(f);
    f = '';
  };
  const endLine = () => {
    records.push(rec);
    rec = [];
  };
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    switch (st) {
      case 'record':
        if (c === '\n') i += 1;
        else if (c === '\r') {
          st = 'nop';
          i += 1;
        } else st = 'field';
        continue;
      case 'nop': // after a blank line ended by \r, a \n or a comma is dropped
        st = 'record';
        if (c === '\n' || c === ',') i += 1;
        continue;
      case 'crnl':
        endLine();
        st = 'record';
        if (c === '\n') i += 1;
        continue;
      case 'field':
        if (c === '\n') {
          endField();
          endLine();
          st = 'record';
        } else if (c === '\r') {
          endField();
          st = 'crnl';
        } else if (c === '"') st = 'quoted';
        else if (c === ',') endField();
        else {
          f += c;
          st = 'plain';
        }
        i += 1;
        continue;
      case 'plain':
        if (c === ',') {
          endField();
          st = 'field';
        } else if (c === '\n') {
          endField();
          endLine();
          st = 'record';
        } else if (c === '\r') {
          endField();
          st = 'crnl';
        } else f += c;
        i += 1;
        continue;
      case 'quoted':
        if (c === '"') st = 'quote';
        else f += c;
        i += 1;
        continue;
      case 'quote':
        if (c === '"') {
          f += '"';
          st = 'quoted';
        } else if (c === ',') {
          endField();
          st = 'field';
        } else if (c === '\n') {
          endField();
          endLine();
          st = 'record';
        } else if (c === '\r') {
          endField();
          st = 'crnl';
        } else {
          st = 'plain';
          continue;
        }
        i += 1;
        continue;
    }
  }
  if (st === 'quoted') return null;
  if (st === 'field' || st === 'plain' || st === 'quote') {
    endField();
    endLine();
  } else if (st === 'crnl') endLine();
  return records;
}

/** A small seeded generator (the same inputs on every run). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('hostile CSV shapes', () => {
  test('the lazy decoding reads every field as the eager rules do (2,000 fuzzed inputs, with long runs of doubled quotes)', () => {
    const random = rng(21);
    const pieces = ['a', 'bc', ',', ',', '"', '""', '\n', '\r', '\r\n', '€'];
    for (let n = 0; n < 2000; n += 1) {
      let text = '';
      const len = 1 + Math.floor(random() * 40);
      for (let k = 0; k < len; k += 1) {
        text +=
          random() < 0.03
            ? `"${'""'.repeat(2500 + Math.floor(random() * 3000))}${random() < 0.5 ? '"x' : '"'}`
            : pieces[Math.floor(random() * pieces.length)]!;
      }
      const want = eager(text);
      const raw = tokenizeCsv(text);
      if (want === null) {
        expect(raw.ok).toBe(false);
        continue;
      }
      expect(raw).toEqual({ ok: true, records: want });
      // Column-wise: the data records padded to the header's width (when none is longer).
      const width = want[0]?.length ?? 0;
      if (want.length === 0 || want.slice(1).some((r) => r.length > width)) continue;
      const t = read(text);
      for (let c = 0; c < width; c += 1) expect(column(t, c)).toEqual(want.slice(1).map((r) => r[c] ?? ''));
    }
  });

  test('a field of 50,000 doubled quotes is one flat value, and a quoted field with doubled quotes costs no string while reading', () => {
    const bomb = `"${'""'.repeat(50_000)}"`;
    expect(decodeField(bomb, 0, bomb.length) === '"'.repeat(50_000)).toBe(true);
    const wide = `"${'€""'.repeat(5_000)}"tail"`;
    expect(decodeField(wide, 0, wide.length) === `${'€"'.repeat(5_000)}tail"`).toBe(true);

    const t = read(`k,v\n${Array.from({ length: 1000 }, (_, i) => `${i},"a""${i}"`).join('\n')}\n1000,${bomb}\n`);
    // Before: 1,001 strings built in `extras` (and 50,000 string pieces for the bomb).
    expect(t.cells[1]!.extras.length).toBe(0);
    expect(cellAt(t.cells[1]!, 7)).toBe('a"7');
    expect(cellAt(t.cells[1]!, 1000) === '"'.repeat(50_000)).toBe(true);
  });

  test('short rows past the ground truth row count are counted, not stored: cells are allocated for the bound only', () => {
    const text = `c1,c2,c3,c4,c5,c6,c7,c8\n${'x\n'.repeat(100_000)}`;
    const bounded = read(text, 1);
    expect(bounded.rowCount).toBe(100_000);
    expect(bounded.cells.map((c) => c === undefined)).toEqual(Array(8).fill(true));
    const exact = read(text, 100_000);
    expect(exact.cells[0]!.offsets.length).toBeLessThanOrEqual(2 * 8 * 100_000);
    expect(cellAt(exact.cells[0]!, 99_999)).toBe('x');
    expect(cellAt(exact.cells[7]!, 99_999)).toBe('');

    // Against a one-row ground truth: ROW_COUNT_MISMATCH with the candidate's true count.
    const v = judge({
      config: oneFile(['c1'], { c1: 'text_exact' }),
      gt: { 'output_01.csv': 'c1,c2,c3,c4,c5,c6,c7,c8\n1,2,3,4,5,6,7,8\n' },
      result: { 'output_01.csv': text },
    });
    expect(v.error_message).toBe('File output_01.csv: gold=1, cand=100000');
  });

  test(`a header of more than ${MAX_COLUMNS} columns is a read error naming the file and the bound`, () => {
    const header = Array.from({ length: 20_000 }, (_, i) => `c${i}`).join(',');
    const r = parseCsvColumns(`${header}\n1\n`, 'utf-8', ALL);
    expect(r.ok ? `read, ${r.table.columns.length} columns` : r.reason).toBe(
      `the header has 20000 columns, more than the ${MAX_COLUMNS} a table may have`,
    );
    const v = judge({
      config: oneFile(['c0'], { c0: 'text_exact' }),
      gt: { 'output_01.csv': 'c0\n1\n' },
      result: { 'output_01.csv': `${header}\n1\n` },
    });
    expect(v.error_type).toBe('READ_ERROR');
    expect(v.error_message).toBe(
      `Failed to read CSV: output_01.csv (candidate: the header has 20000 columns, more than the ${MAX_COLUMNS} a table may have)`,
    );
    // At the bound, still a table.
    expect(read(`${Array.from({ length: MAX_COLUMNS }, (_, i) => `c${i}`).join(',')}\n1\n`).columns).toHaveLength(
      MAX_COLUMNS,
    );
  });

  test('a mismatch on a huge cell is described from its first characters', () => {
    const bomb = `"${'""'.repeat(200_000)}"`;
    const v = judge({
      config: oneFile(['k'], { k: 'text_exact', v: 'text_exact' }),
      gt: { 'output_01.csv': 'k,v\n1,a\n' },
      result: { 'output_01.csv': `k,v\n1,${bomb}\n` },
    });
    expect(v.error_type).toBe('VALUE_MISMATCH');
    const text = describeVerdict(v);
    expect(text.length).toBeLessThanOrEqual(1501);
    expect(text).toContain('found "\\"\\"\\"');
  });
});
