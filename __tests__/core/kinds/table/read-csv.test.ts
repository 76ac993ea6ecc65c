import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { parseCsvBytes, readCsvFile, type CsvReadResult } from '../../../support/table-rows.js';
import { cleanupTempDirs, tempDir, writeFiles } from './fixtures.js';

afterEach(cleanupTempDirs);

function table(input: string | Buffer): {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  encoding: string;
} {
  const r: CsvReadResult = parseCsvBytes(typeof input === 'string' ? Buffer.from(input, 'utf8') : input);
  if (!r.ok) throw new Error(r.reason);
  return r.table;
}

function reason(input: string | Buffer): string {
  const r = parseCsvBytes(typeof input === 'string' ? Buffer.from(input, 'utf8') : input);
  if (r.ok) throw new Error('expected a read error');
  return r.reason;
}

test('cells stay strings: no NA conversion, no trimming, no number parsing', () => {
  const t = table('a,b,c\nNA, 1 ,007\nnull,,"N/A"\n');
  expect(t.rows).toEqual([
    ['NA', ' 1 ', '007'],
    ['null', '', 'N/A'],
  ]);
});

test('quoted fields: delimiters, newlines and doubled quotes', () => {
  const t = table('name,amount\n"Smith, J","1,234"\n"say ""hi""","multi\nline"\n');
  expect(t.rows).toEqual([
    ['Smith, J', '1,234'],
    ['say "hi"', 'multi\nline'],
  ]);
});

test('quotes as pandas reads them: literal inside an unquoted field, text after a closing quote appended', () => {
  expect(table('a,b\nx"y,2\n"ab"cd,3\n').rows).toEqual([
    ['x"y', '2'],
    ['abcd', '3'],
  ]);
});

test('a UTF-8 BOM before the header is dropped', () => {
  const t = table(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Date,Sales\n2020-01-01,5\n')]));
  expect(t.columns).toEqual(['Date', 'Sales']);
  expect(t.encoding).toBe('utf-8');
});

test('bytes that are not UTF-8 are read as Latin-1', () => {
  const t = table(Buffer.from('City,Note\nMontr\xe9al,caf\xe9\n', 'latin1'));
  expect(t.encoding).toBe('latin-1');
  expect(t.rows).toEqual([['Montréal', 'café']]);
});

test('valid UTF-8 is not mistaken for Latin-1', () => {
  const t = table('City\nMontréal\n北京\n');
  expect(t.encoding).toBe('utf-8');
  expect(t.rows).toEqual([['Montréal'], ['北京']]);
});

test('\\r\\n, \\n and \\r line ends, mixed', () => {
  expect(table('a,b\r\n1,2\n3,4\r5,6').rows).toEqual([
    ['1', '2'],
    ['3', '4'],
    ['5', '6'],
  ]);
});

test('empty and whitespace-only lines are skipped; a quoted blank is a value', () => {
  expect(table('\n  \na,b\n\n1,2\n \t \n3,4\n\n').rows).toEqual([
    ['1', '2'],
    ['3', '4'],
  ]);
  expect(table('a\n"  "\n  \n1\n').rows).toEqual([['  '], ['1']]);
  expect(table('a,b\n ,\n').rows).toEqual([[' ', '']]); // not blank: has a delimiter
});

test('header names: empty → Unnamed: i, duplicates → name.1, name.2', () => {
  expect(table('a,a,,b,a\n1,2,3,4,5\n').columns).toEqual(['a', 'a.1', 'Unnamed: 2', 'b', 'a.2']);
  expect(table('x,y,\n1,2,3\n').columns).toEqual(['x', 'y', 'Unnamed: 2']);
});

test('a short row is padded with empty strings', () => {
  expect(table('a,b,c\n1,2\n3\n').rows).toEqual([
    ['1', '2', ''],
    ['3', '', ''],
  ]);
});

test('a header-only file has no rows', () => {
  expect(table('a,b\n').rows).toEqual([]);
});

test('unreadable CSV: empty file, unterminated quote, a row longer than the header', () => {
  expect(reason('')).toMatch(/no columns/);
  expect(reason('\n \n')).toMatch(/no columns/);
  expect(reason('a,b\n"1,2\n')).toMatch(/end of file inside a quoted field/);
  expect(reason('a,b\n1,2\n3,4,5\n')).toMatch(/data row 1 has 3 fields but the header has 2/);
});

describe('files', () => {
  test('reads a file within the size bound and refuses a larger one', () => {
    const dir = tempDir();
    writeFiles(dir, { 'x.csv': 'a,b\n1,2\n' });
    const ok = readCsvFile(path.join(dir, 'x.csv'), { maxBytes: 8, noFollow: true });
    expect(ok.ok && ok.table.rows).toEqual([['1', '2']]);
    const big = readCsvFile(path.join(dir, 'x.csv'), { maxBytes: 7, noFollow: true });
    expect(big).toEqual({ ok: false, reason: '8 bytes exceeds the 7-byte limit' });
  });

  test('refuses a symbolic link when asked not to follow, follows it otherwise', () => {
    const dir = tempDir();
    writeFiles(dir, { 'real.csv': 'a\n1\n' });
    symlinkSync(path.join(dir, 'real.csv'), path.join(dir, 'link.csv'));
    expect(readCsvFile(path.join(dir, 'link.csv'), { maxBytes: 100, noFollow: true })).toEqual({
      ok: false,
      reason: 'is a symbolic link, which is not followed',
    });
    expect(readCsvFile(path.join(dir, 'link.csv'), { maxBytes: 100, noFollow: false }).ok).toBe(true);
  });

  test('a missing file or a directory is a reason, not an exception', () => {
    const dir = tempDir();
    expect(readCsvFile(path.join(dir, 'none.csv'), { maxBytes: 100, noFollow: true })).toEqual({
      ok: false,
      reason: 'cannot open (ENOENT)',
    });
    expect(readCsvFile(dir, { maxBytes: 100, noFollow: true })).toEqual({ ok: false, reason: 'not a regular file' });
  });
});
