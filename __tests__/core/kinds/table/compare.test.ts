/**
 * compareCase on real directories: one test per PrepBench error type, the order in which the
 * checks apply, and the cases a benchmark maintainer cares about (tolerance edges, reordering,
 * encodings, extra files and columns, symlinks).
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareCase } from '../../../../src/core/kinds/table/compare.js';
import { cleanupTempDirs, judge, makeCase, oneFile, tempDir, writeFiles } from './fixtures.js';

afterEach(cleanupTempDirs);

const CORRECT = { correct: true, error_type: null, error_message: null };

// A small real-looking table: key (Date, Store), a number and a text column.
const salesConfig = oneFile(['Date', 'Store'], {
  Date: 'date',
  Store: 'text_exact',
  Sales: 'number',
  Region: 'text_norm',
});
const salesGt =
  'Date,Store,Sales,Region\n01/10/2018,A,1234.5,North East\n01/11/2018,A,99,North East\n01/10/2018,B,0,South\n';

describe('correct results', () => {
  test('identical files are correct', () => {
    expect(
      judge({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: { 'output_01.csv': salesGt } }),
    ).toEqual(CORRECT);
  });

  test('row order, column order, extra columns and value spelling do not matter', () => {
    const result =
      'Region,Extra,Sales,Store,Date\n' +
      '  south ,x,0.00,B,2018-10-01\n' +
      'NORTH  EAST,y,"$1,234.50",A,2018/10/01\n' +
      'north east,z,99.9,A,2018-11-01\n';
    expect(
      judge({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: { 'output_01.csv': result } }),
    ).toEqual(CORRECT);
  });

  test('values within 2% are equal; exactly 2% apart is a mismatch (strict <)', () => {
    const config = oneFile(['k'], { k: 'text_exact', v: 'number' });
    const gt = 'k,v\na,100\nb,0\n';
    expect(
      judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': 'k,v\na,98.01\nb,0.0199\n' } }),
    ).toEqual(CORRECT);
    const atTol = judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': 'k,v\na,98\nb,0\n' } });
    expect(atTol.error_type).toBe('VALUE_MISMATCH');
    const zero = judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': 'k,v\na,100\nb,0.02\n' } });
    expect(zero.error_type).toBe('VALUE_MISMATCH');
  });

  test('a custom tolerance applies to values and keys', () => {
    const config = oneFile(['k'], { k: 'number', v: 'number' });
    const spec = { config, gt: { 'output_01.csv': 'k,v\n100,100\n' }, result: { 'output_01.csv': 'k,v\n104,104\n' } };
    expect(judge(spec).error_type).toBe('KEY_MISMATCH');
    expect(judge(spec, { tolerance: 0.05 })).toEqual(CORRECT);
  });

  test('numeric keys 2018 and 2019 (within 2%) align by exact match first', () => {
    const config = oneFile(['Year'], { Year: 'number', Total: 'number' });
    const gt = 'Year,Total\n2018,10\n2019,20\n2020,30\n';
    const result = 'Year,Total\n2020,30\n2019,20\n2018,10\n';
    expect(judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': result } })).toEqual(CORRECT);
  });

  test('a Latin-1 result file matches a UTF-8 ground truth', () => {
    const config = oneFile(['City'], { City: 'text_exact', Note: 'text_norm' });
    const gt = 'City,Note\nMontréal,Café crème\n';
    const result = Buffer.from('City,Note\nMontr\xe9al,caf\xe9 cr\xe8me\n', 'latin1');
    expect(judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': result } })).toEqual(CORRECT);
  });

  test('a BOM before the header does not hide the first column', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const result = Buffer.concat([bom, Buffer.from(salesGt)]);
    expect(
      judge({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: { 'output_01.csv': result } }),
    ).toEqual(CORRECT);
  });

  test('booleans in any spelling, including 是/否', () => {
    const config = oneFile(['id'], { id: 'number', open: 'boolean' });
    const gt = 'id,open\n1,True\n2,False\n3,\n';
    const result = 'id,open\n1,是\n2,否\n3,nan\n';
    expect(judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': result } })).toEqual(CORRECT);
  });

  test('only CSVs directly under result/ count: other files and sub-directories are ignored', () => {
    const result = {
      'output_01.csv': salesGt,
      'notes.txt': 'x',
      'work/output_02.csv': 'a\n1\n',
      'sub.csv/readme': 'dir named .csv',
    };
    expect(judge({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result })).toEqual(CORRECT);
  });

  test('several files are all compared, in name order', () => {
    const config = {
      files: {
        'output_01.csv': { key: ['k'], columns: { k: 'text_exact', v: 'number' } },
        'output_02.csv': { key: ['k'], columns: { k: 'text_exact', v: 'number' } },
      },
    };
    const gt = { 'output_01.csv': 'k,v\na,1\n', 'output_02.csv': 'k,v\nb,2\n' };
    expect(judge({ config, gt, result: gt })).toEqual(CORRECT);
    const bad = judge({ config, gt, result: { 'output_01.csv': 'k,v\na,1\n', 'output_02.csv': 'k,v\nb,3\n' } });
    expect(bad.error_message).toBe("Mismatch in output_02.csv, col 'v', key=('b',)");
  });
});

describe('each error type', () => {
  test('GT_NOT_FOUND: the GT case directory does not exist', () => {
    const root = tempDir();
    const v = compareCase({ candidateResultDir: root, gtCaseDir: path.join(root, 'gt', 'case_404') });
    expect(v.error_type).toBe('GT_NOT_FOUND');
    expect(v.error_message).toBe(`GT case directory not found: ${path.join(root, 'gt', 'case_404')}`);
  });

  test('NOT_FOUND: no result directory, an empty one, or none named output_*.csv', () => {
    const base = { config: salesConfig, gt: { 'output_01.csv': salesGt } };
    expect(judge({ ...base, result: null }).error_type).toBe('NOT_FOUND');
    expect(judge({ ...base, result: { 'readme.md': '' } }).error_type).toBe('NOT_FOUND');
    expect(judge({ ...base, result: { 'result.csv': salesGt } }).error_type).toBe('NOT_FOUND');
    expect(judge({ ...base, result: { 'Output_01.csv': salesGt } }).error_type).toBe('NOT_FOUND'); // glob is case-sensitive
    const dirs = makeCase({ ...base, result: null });
    mkdirSync(path.dirname(dirs.resultDir), { recursive: true });
    writeFileSync(dirs.resultDir, 'a file, not a directory');
    const v = compareCase({ candidateResultDir: dirs.resultDir, gtCaseDir: dirs.gtDir });
    expect(v).toMatchObject({
      correct: false,
      error_type: 'NOT_FOUND',
      error_message: `No candidate output_*.csv files found under ${dirs.resultDir}.`,
    });
  });

  test('CONFIG_ERROR: missing, malformed or unknown-type config, named with the path inside it', () => {
    const gt = { 'output_01.csv': salesGt };
    const result = { 'output_01.csv': salesGt };
    const unknownType = judge({ config: oneFile(['Date'], { Date: 'text_date:%d/%m/%Y' }), gt, result });
    expect(unknownType.error_type).toBe('CONFIG_ERROR');
    expect(unknownType.error_message).toContain(
      'config.json: files["output_01.csv"].columns["Date"]: expected a column type',
    );
    expect(judge({ config: '{not json', gt, result }).error_type).toBe('CONFIG_ERROR');
    const dirs = makeCase({ config: salesConfig, gt, result });
    writeFileSync(path.join(dirs.gtDir, 'config.json'), '{}');
    expect(compareCase({ candidateResultDir: dirs.resultDir, gtCaseDir: dirs.gtDir }).error_type).toBe('CONFIG_ERROR');
  });

  test('CONFIG_ERROR: a GT CSV without a config entry', () => {
    const config = oneFile(['k'], { k: 'text_exact' }, 'output_02.csv');
    const v = judge({ config, gt: { 'output_01.csv': 'k\na\n' }, result: { 'output_01.csv': 'k\na\n' } });
    expect(v).toMatchObject({ error_type: 'CONFIG_ERROR', error_message: 'No config found for file: output_01.csv' });
  });

  test('FILE_COUNT_MISMATCH: an extra CSV fails the case, even a correct one', () => {
    const v = judge({
      config: salesConfig,
      gt: { 'output_01.csv': salesGt },
      result: { 'output_01.csv': salesGt, 'output_02.csv': salesGt },
    });
    expect(v).toMatchObject({ error_type: 'FILE_COUNT_MISMATCH', error_message: 'gold=1, cand=2' });
    expect(v.diagnostics).toMatchObject({
      gold_files: ['output_01.csv'],
      cand_files: ['output_01.csv', 'output_02.csv'],
    });
    const scratch = judge({
      config: salesConfig,
      gt: { 'output_01.csv': salesGt },
      result: { 'output_01.csv': salesGt, 'scratch.CSV': 'x\n' },
    });
    expect(scratch.error_type).toBe('FILE_COUNT_MISMATCH');
  });

  test('FILE_COUNT_MISMATCH: a missing one of two files', () => {
    const config = {
      files: {
        'output_01.csv': { key: ['k'], columns: { k: 'text_exact' } },
        'output_02.csv': { key: ['k'], columns: { k: 'text_exact' } },
      },
    };
    const v = judge({
      config,
      gt: { 'output_01.csv': 'k\na\n', 'output_02.csv': 'k\nb\n' },
      result: { 'output_01.csv': 'k\na\n' },
    });
    expect(v).toMatchObject({ error_type: 'FILE_COUNT_MISMATCH', error_message: 'gold=2, cand=1' });
  });

  test('MISSING_FILE: same count, a GT name absent', () => {
    const v = judge({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: { 'output_1.csv': salesGt } });
    expect(v).toMatchObject({
      error_type: 'MISSING_FILE',
      error_message: 'Candidate directory is missing file: output_01.csv',
    });
  });

  test('READ_ERROR: an unreadable candidate CSV names the file and why', () => {
    const v = judge({
      config: salesConfig,
      gt: { 'output_01.csv': salesGt },
      result: { 'output_01.csv': 'Date,Store\n"01/10/2018,A\n' },
    });
    expect(v.error_type).toBe('READ_ERROR');
    expect(v.error_message).toMatch(
      /^Failed to read CSV: output_01\.csv \(candidate: not valid CSV: end of file inside a quoted field/,
    );
    expect(v.diagnostics).toMatchObject({ file: 'output_01.csv', side: 'candidate' });
  });

  test('READ_ERROR: a file over the size bound', () => {
    const v = judge(
      { config: salesConfig, gt: { 'output_01.csv': 'Date,Store\n1,A\n' }, result: { 'output_01.csv': salesGt } },
      { maxFileBytes: 64 },
    );
    expect(v.error_message).toMatch(/candidate: \d+ bytes exceeds the 64-byte limit/);
  });

  test('MISSING_COLUMNS: configured columns must be in the header, exactly (case-sensitive)', () => {
    const result = 'date,Store,Sales\n01/10/2018,A,1234.5\n01/11/2018,A,99\n01/10/2018,B,0\n';
    const v = judge({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: { 'output_01.csv': result } });
    expect(v).toMatchObject({
      error_type: 'MISSING_COLUMNS',
      error_message: "File output_01.csv is missing columns: ['Date', 'Region']",
    });
    expect(v.diagnostics?.missing_columns).toEqual(['Date', 'Region']);
  });

  test('ROW_COUNT_MISMATCH', () => {
    const result = salesGt.split('\n').slice(0, 3).join('\n');
    const v = judge({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: { 'output_01.csv': result } });
    expect(v).toMatchObject({ error_type: 'ROW_COUNT_MISMATCH', error_message: 'File output_01.csv: gold=3, cand=2' });
  });

  test('NON_UNIQUE_KEY: keys equal after normalisation, on the candidate side', () => {
    const config = oneFile(['Store'], { Store: 'text_norm', Sales: 'number' });
    const v = judge({
      config,
      gt: { 'output_01.csv': 'Store,Sales\nNorth,1\nSouth,2\n' },
      result: { 'output_01.csv': 'Store,Sales\nNorth,1\n north ,2\n' },
    });
    expect(v).toMatchObject({
      error_type: 'NON_UNIQUE_KEY',
      error_message: "Duplicate keys in CAND for file output_01.csv: ('north',)",
    });
    expect(v.diagnostics).toMatchObject({ side: 'candidate', row: 1, duplicate_of_row: 0 });
  });

  test('NON_UNIQUE_KEY: on the GT side', () => {
    const config = oneFile(['k'], { k: 'number' });
    const v = judge({ config, gt: { 'output_01.csv': 'k\n1\n1.0\n' }, result: { 'output_01.csv': 'k\n1\n2\n' } });
    expect(v.error_message).toBe('Duplicate keys in GT for file output_01.csv: (1.0,)');
  });

  test('KEY_MISMATCH missing key: a candidate key absent from GT surfaces as the GT key it replaced', () => {
    const config = oneFile(['Store'], { Store: 'text_exact', Sales: 'number' });
    const v = judge({
      config,
      gt: { 'output_01.csv': 'Store,Sales\nA,1\nB,2\n' },
      result: { 'output_01.csv': 'Store,Sales\nA,1\nC,2\n' },
    });
    expect(v).toMatchObject({
      error_type: 'KEY_MISMATCH',
      error_message: "Missing key in candidate for file output_01.csv: ('B',)",
    });
    expect(v.diagnostics).toMatchObject({ reason: 'missing_key', row: 1, key: { Store: 'B' } });
  });

  test('KEY_MISMATCH multiple matches: two candidates within tolerance and no exact key', () => {
    const config = oneFile(['Year'], { Year: 'number', Total: 'number' });
    const v = judge({
      config,
      gt: { 'output_01.csv': 'Year,Total\n2019,1\n1000,2\n' },
      result: { 'output_01.csv': 'Year,Total\n2018.9,1\n2019.1,2\n' },
    });
    expect(v).toMatchObject({
      error_type: 'KEY_MISMATCH',
      error_message: 'Multiple candidate matches for key in output_01.csv: (2019.0,)',
    });
    expect(v.diagnostics).toMatchObject({ reason: 'multiple_matches', candidate_rows: [0, 1] });
  });

  test('KEY_MISMATCH invalid key value: a boolean key that is not a boolean', () => {
    const config = oneFile(['Open'], { Open: 'boolean', n: 'number' });
    const v = judge({
      config,
      gt: { 'output_01.csv': 'Open,n\nyes,1\nno,2\n' },
      result: { 'output_01.csv': 'Open,n\nyes,1\nperhaps,2\n' },
    });
    expect(v).toMatchObject({
      error_type: 'KEY_MISMATCH',
      error_message:
        "Invalid key value in candidate for file output_01.csv: row 1: column 'Open' (boolean) value 'perhaps': Unrecognized boolean value: 'perhaps'",
    });
    expect(v.diagnostics).toMatchObject({
      reason: 'invalid_key_value',
      side: 'candidate',
      row: 1,
      column: 'Open',
      value: 'perhaps',
    });
  });

  test('ALIGNMENT_ERROR: a value column boolean that is not a boolean', () => {
    const config = oneFile(['id'], { id: 'number', Open: 'boolean' });
    const v = judge({
      config,
      gt: { 'output_01.csv': 'id,Open\n1,Y\n2,N\n' },
      result: { 'output_01.csv': 'id,Open\n1,Y\n2,unknown\n' },
    });
    expect(v).toMatchObject({
      error_type: 'ALIGNMENT_ERROR',
      error_message: "Failed to compare data for output_01.csv: Unrecognized boolean value: 'unknown'",
    });
    expect(v.diagnostics).toMatchObject({ side: 'candidate', column: 'Open', row: 1, value: 'unknown' });
  });

  test('VALUE_MISMATCH: names file, column and key, and lists the first mismatching cells', () => {
    const result =
      'Date,Store,Sales,Region\n01/10/2018,A,1300,North East\n01/11/2018,A,99,north-east\n01/10/2018,B,5,South\n';
    const v = judge({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: { 'output_01.csv': result } });
    expect(v).toMatchObject({
      error_type: 'VALUE_MISMATCH',
      error_message: "Mismatch in output_01.csv, col 'Sales', key=('2018-10-01', 'A')",
    });
    expect(v.diagnostics?.mismatches).toEqual([
      {
        file: 'output_01.csv',
        row_key: { Date: '01/10/2018', Store: 'A' },
        gt_row: 0,
        cand_row: 0,
        column: 'Sales',
        type: 'number',
        expected: '1234.5',
        actual: '1300',
      },
      {
        file: 'output_01.csv',
        row_key: { Date: '01/11/2018', Store: 'A' },
        gt_row: 1,
        cand_row: 1,
        column: 'Region',
        type: 'text_norm',
        expected: 'North East',
        actual: 'north-east',
      },
      {
        file: 'output_01.csv',
        row_key: { Date: '01/10/2018', Store: 'B' },
        gt_row: 2,
        cand_row: 2,
        column: 'Sales',
        type: 'number',
        expected: '0',
        actual: '5',
      },
    ]);
  });

  test('VALUE_MISMATCH: text_exact keeps case; an unparseable number equals an empty one', () => {
    const config = oneFile(['k'], { k: 'number', name: 'text_exact', amount: 'number' });
    const gt = 'k,name,amount\n1,Alice,\n';
    expect(
      judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': 'k,name,amount\n1,Alice,n/a\n' } }),
    ).toEqual(CORRECT);
    expect(
      judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': 'k,name,amount\n1,Alice,unknown\n' } }),
    ).toEqual(CORRECT);
    expect(
      judge({ config, gt: { 'output_01.csv': gt }, result: { 'output_01.csv': 'k,name,amount\n1,ALICE,\n' } })
        .error_type,
    ).toBe('VALUE_MISMATCH');
  });
});

describe('order of checks (first error wins, as in PrepBench)', () => {
  test('a config error comes before file counts', () => {
    const v = judge({
      config: oneFile(['k'], { k: 'bogus' }),
      gt: { 'output_01.csv': 'k\n1\n' },
      result: { 'output_01.csv': 'k\n1\n', 'output_02.csv': 'k\n1\n' },
    });
    expect(v.error_type).toBe('CONFIG_ERROR');
  });

  test('NOT_FOUND comes before a config error', () => {
    expect(judge({ config: '{', gt: { 'output_01.csv': 'k\n1\n' }, result: null }).error_type).toBe('NOT_FOUND');
  });

  test('missing columns come before the row count', () => {
    const v = judge({
      config: salesConfig,
      gt: { 'output_01.csv': salesGt },
      result: { 'output_01.csv': 'Date,Store,Sales\n01/10/2018,A,1\n' },
    });
    expect(v.error_type).toBe('MISSING_COLUMNS');
  });

  test('an invalid candidate key value is reported before a GT duplicate (PrepBench builds both indexes first)', () => {
    const config = oneFile(['Open', 'n'], { Open: 'boolean', n: 'number' });
    const v = judge({
      config,
      gt: { 'output_01.csv': 'Open,n\nyes,1\nY,1.0\n' },
      result: { 'output_01.csv': 'Open,n\nyes,1\nmaybe,2\n' },
    });
    expect(v).toMatchObject({
      error_type: 'KEY_MISMATCH',
      diagnostics: { reason: 'invalid_key_value', side: 'candidate' },
    });
  });

  test('a value mismatch in an earlier row wins over an invalid boolean in a later row, and vice versa', () => {
    const config = oneFile(['id'], { id: 'number', v: 'number', Open: 'boolean' });
    const gt = 'id,v,Open\n1,10,yes\n2,20,no\n';
    const valueFirst = judge({
      config,
      gt: { 'output_01.csv': gt },
      result: { 'output_01.csv': 'id,v,Open\n1,99,yes\n2,20,what\n' },
    });
    expect(valueFirst.error_type).toBe('VALUE_MISMATCH');
    const boolFirst = judge({
      config,
      gt: { 'output_01.csv': gt },
      result: { 'output_01.csv': 'id,v,Open\n1,10,what\n2,99,no\n' },
    });
    expect(boolFirst.error_type).toBe('ALIGNMENT_ERROR');
  });

  test('columns are compared in config order, even integer-like names', () => {
    const config =
      '{"files": {"output_01.csv": {"key": ["Measure"], "columns": {"Measure": "text_exact", "2022": "number", "2021": "number"}}}}';
    const v = judge({
      config,
      gt: { 'output_01.csv': 'Measure,2021,2022\nSales,1,1\n' },
      result: { 'output_01.csv': 'Measure,2021,2022\nSales,5,5\n' },
    });
    expect(v.error_message).toBe("Mismatch in output_01.csv, col '2022', key=('Sales',)");
  });

  test('files are checked in name order', () => {
    const config = {
      files: {
        'output_01.csv': { key: ['k'], columns: { k: 'text_exact', v: 'number' } },
        'output_02.csv': { key: ['k'], columns: { k: 'text_exact', v: 'number' } },
      },
    };
    const gt = { 'output_01.csv': 'k,v\na,1\n', 'output_02.csv': 'k,v\nb,2\n' };
    const v = judge({ config, gt, result: { 'output_01.csv': 'k,v\na,1\nz,1\n', 'output_02.csv': 'k,v\nb,9\n' } });
    expect(v).toMatchObject({ error_type: 'ROW_COUNT_MISMATCH', error_message: 'File output_01.csv: gold=1, cand=2' });
  });
});

describe('symlinks in the submission are never followed', () => {
  test('a symlinked result CSV is a READ_ERROR naming it, even pointing at the GT itself', () => {
    const dirs = makeCase({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: { 'notes.txt': '' } });
    symlinkSync(path.join(dirs.gtDir, 'output_01.csv'), path.join(dirs.resultDir, 'output_01.csv'));
    const v = compareCase({ candidateResultDir: dirs.resultDir, gtCaseDir: dirs.gtDir });
    expect(v.error_type).toBe('READ_ERROR');
    expect(v.error_message).toBe(
      `Result file ${path.join(dirs.resultDir, 'output_01.csv')} is a symbolic link; symlinks in a submission are not followed`,
    );
  });

  test('a symlinked result directory is a READ_ERROR naming it', () => {
    const dirs = makeCase({ config: salesConfig, gt: { 'output_01.csv': salesGt }, result: null });
    const elsewhere = path.join(dirs.root, 'elsewhere');
    writeFiles(elsewhere, { 'output_01.csv': salesGt });
    mkdirSync(path.dirname(dirs.resultDir), { recursive: true });
    symlinkSync(elsewhere, dirs.resultDir);
    const v = compareCase({ candidateResultDir: dirs.resultDir, gtCaseDir: dirs.gtDir });
    expect(v).toMatchObject({
      error_type: 'READ_ERROR',
      error_message: expect.stringContaining(`Result directory ${dirs.resultDir} is a symbolic link`),
    });
  });

  test('a symlinked non-output CSV is refused too', () => {
    const dirs = makeCase({
      config: salesConfig,
      gt: { 'output_01.csv': salesGt },
      result: { 'output_01.csv': salesGt },
    });
    symlinkSync('/etc/hostname', path.join(dirs.resultDir, 'extra.csv'));
    expect(compareCase({ candidateResultDir: dirs.resultDir, gtCaseDir: dirs.gtDir }).error_type).toBe('READ_ERROR');
  });
});

test('rejects a tolerance outside [0, 1)', () => {
  const dirs = makeCase({
    config: salesConfig,
    gt: { 'output_01.csv': salesGt },
    result: { 'output_01.csv': salesGt },
  });
  expect(() => compareCase({ candidateResultDir: dirs.resultDir, gtCaseDir: dirs.gtDir, tolerance: 1 })).toThrow(
    RangeError,
  );
  expect(() =>
    compareCase({ candidateResultDir: dirs.resultDir, gtCaseDir: dirs.gtDir, tolerance: Number.NaN }),
  ).toThrow(RangeError);
});
