import path from 'node:path';
import { loadCaseConfig, parseCaseConfig } from '../../../../src/core/kinds/table/config.js';
import { cleanupTempDirs, tempDir, writeFiles } from './fixtures.js';

afterEach(cleanupTempDirs);

const valid = {
  files: {
    'output_01.csv': {
      key: ['Date', 'Store'],
      columns: {
        Sales: 'number',
        Date: 'date',
        Store: 'text_exact',
        Note: 'text_norm',
        Open: 'boolean',
        At: 'datetime',
      },
    },
  },
};

function load(text: string): ReturnType<typeof loadCaseConfig> {
  const dir = tempDir();
  writeFiles(dir, { 'config.json': text });
  return loadCaseConfig(path.join(dir, 'config.json'));
}

function errorOf(config: unknown): string {
  const r = parseCaseConfig(config, 'gt/case_009/config.json');
  if (r.ok) throw new Error('expected a config error');
  return r.error;
}

test('a valid config loads with all six types, key order and column order kept', () => {
  const r = parseCaseConfig(valid, 'config.json');
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  const spec = r.config.files['output_01.csv'];
  expect(spec?.key).toEqual(['Date', 'Store']);
  expect(spec?.columns.map((c) => c.name)).toEqual(['Sales', 'Date', 'Store', 'Note', 'Open', 'At']);
  expect(spec?.columns.map((c) => c.type)).toEqual([
    'number',
    'date',
    'text_exact',
    'text_norm',
    'boolean',
    'datetime',
  ]);
});

test('ignore_order is accepted (any value) and ignored', () => {
  for (const v of [true, false, ['a'], null]) {
    const r = parseCaseConfig(
      { files: { 'output_01.csv': { ...valid.files['output_01.csv'], ignore_order: v } } },
      'c.json',
    );
    expect(r.ok).toBe(true);
  }
});

test('a file on disk keeps integer-like column names in file order (JS objects would sort them first)', () => {
  const r = load(
    '{"files": {"output_01.csv": {"key": ["Measure"], "columns": {"Measure": "text_exact", "2022": "number", "2021": "number"}}}}',
  );
  expect(r.ok && r.config.files['output_01.csv']?.columns.map((c) => c.name)).toEqual(['Measure', '2022', '2021']);
});

test('an unknown column type names the file, the path and the allowed types', () => {
  const msg = errorOf({ files: { 'output_01.csv': { key: ['d'], columns: { d: 'text_date:%d/%m/%Y' } } } });
  expect(msg).toContain('gt/case_009/config.json');
  expect(msg).toContain('files["output_01.csv"].columns["d"]');
  expect(msg).toContain('number, text_exact, text_norm, date, datetime, boolean');
  expect(msg).toContain('"text_date:%d/%m/%Y"');
});

test('an unknown key in a file entry is an error naming it', () => {
  const msg = errorOf({ files: { 'output_01.csv': { key: ['a'], columns: { a: 'number' }, tolerance: 0.1 } } });
  expect(msg).toContain('files["output_01.csv"]');
  expect(msg).toContain('"tolerance"');
  expect(msg).toMatch(/expected only "key", "columns"/);
});

test('an unknown top-level key is an error', () => {
  expect(errorOf({ ...valid, version: 2 })).toMatch(/\(top level\): unknown key "version"/);
});

test('every key column must be listed in columns', () => {
  const msg = errorOf({ files: { 'output_01.csv': { key: ['id', 'Region'], columns: { id: 'number' } } } });
  expect(msg).toContain('files["output_01.csv"].key[1]');
  expect(msg).toContain('"Region"');
  expect(msg).toContain('"columns"');
});

test('key must be a non-empty list of non-empty names', () => {
  expect(errorOf({ files: { 'output_01.csv': { key: [], columns: { a: 'number' } } } })).toMatch(
    /key: expected a non-empty list/,
  );
  expect(errorOf({ files: { 'output_01.csv': { key: 'a', columns: { a: 'number' } } } })).toMatch(
    /key: expected array; got "a"/,
  );
  expect(errorOf({ files: { 'output_01.csv': { key: [' '], columns: { ' ': 'number' } } } })).toMatch(
    /non-empty column name/,
  );
});

test('files must be an object of objects', () => {
  expect(errorOf({})).toMatch(/files: expected an object; got nothing/);
  expect(errorOf({ files: [] })).toMatch(/files: expected an object; got an array/);
  expect(errorOf({ files: { 'output_01.csv': null } })).toMatch(/files\["output_01.csv"\]: expected object; got null/);
});

test('a missing file and invalid JSON are reported, not thrown', () => {
  const missing = loadCaseConfig(path.join(tempDir(), 'config.json'));
  expect(missing).toEqual({ ok: false, error: expect.stringContaining('config file not found') });
  const bad = load('{"files": {');
  expect(bad.ok).toBe(false);
  expect(!bad.ok && bad.error).toMatch(/config\.json: invalid JSON/);
});

test('an oversized config is refused', () => {
  const dir = tempDir();
  writeFiles(dir, { 'config.json': JSON.stringify(valid) });
  const r = loadCaseConfig(path.join(dir, 'config.json'), 10);
  expect(!r.ok && r.error).toMatch(/exceeds the 10-byte limit/);
});
