/**
 * The real PrepBench ground-truth corpus (shared/corpora/prepbench-gt, 302 cases): every case
 * compared with itself must be correct, and realistic perturbations of real cases must fail
 * with PrepBench's error types. A missing corpus fails this suite; it is never skipped.
 * Override the location with AGENT_EVAL_CORPUS.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCase, type CaseComparison } from '../../src/core/kinds/table/compare.js';
import { loadCaseConfig } from '../../src/core/kinds/table/config.js';
import { parseCsvText } from '../support/table-rows.js';
import { aggregateCases, buildPrepBenchSummary } from '../../src/core/kinds/table/prepbench-summary.js';
import { caseRow } from '../support/table-rows.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const corpusDir = process.env.AGENT_EVAL_CORPUS ?? path.resolve(repoRoot, '../shared/corpora/prepbench-gt');
const MAX = 64 * 1024 * 1024;

function caseDirs(): string[] {
  return readdirSync(corpusDir)
    .filter((n) => /^case_\d+$/.test(n))
    .sort();
}

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'agent-eval-corpus-'));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** Copy a GT case's CSVs into a fresh `result/` directory and return its path. */
function copyAsResult(caseName: string, label: string): string {
  const dir = path.join(tmp, label, caseName, 'result');
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(path.join(corpusDir, caseName)).filter((n) => n.endsWith('.csv'))) {
    copyFileSync(path.join(corpusDir, caseName, f), path.join(dir, f));
  }
  return dir;
}

function compareWith(caseName: string, resultDir: string): CaseComparison {
  return compareCase({
    candidateResultDir: resultDir,
    gtCaseDir: path.join(corpusDir, caseName),
    tolerance: 0.02,
    maxFileBytes: MAX,
  });
}

/** Split a CSV file into header line and data lines (the corpus files used here have no multi-line fields). */
function csvLines(file: string): { header: string; rows: string[]; eol: string } {
  const text = readFileSync(file, 'utf8');
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(eol).filter((l) => l !== '');
  return { header: lines[0] ?? '', rows: lines.slice(1), eol };
}

describe('the PrepBench GT corpus', () => {
  test('is present with its 302 cases (a missing corpus is a failure, not a skip)', () => {
    expect(existsSync(corpusDir)).toBe(true);
    expect(caseDirs()).toHaveLength(302);
  });

  test('every case compared with itself is correct', () => {
    const cases = caseDirs();
    expect(cases).toHaveLength(302);
    const failures: string[] = [];
    const rows = cases.map((c) => {
      // The GT directory itself as the result directory (config.json there is not a CSV).
      const verdict = compareWith(c, path.join(corpusDir, c));
      if (!verdict.correct) failures.push(`${c}: ${verdict.error_type} ${verdict.error_message}`);
      return caseRow(c, verdict, { candidateDir: c, gtDir: c });
    });
    expect(failures).toEqual([]);
    const agg = aggregateCases(rows);
    expect(agg).toEqual({ total: 302, success: 302, correct: 302, missing: 0, failed: 0, accuracy: 1, passed: true });
  });

  test('every config loads and declares every GT CSV of its case', () => {
    const problems: string[] = [];
    for (const c of caseDirs()) {
      const loaded = loadCaseConfig(path.join(corpusDir, c, 'config.json'));
      if (!loaded.ok) {
        problems.push(loaded.error);
        continue;
      }
      for (const f of readdirSync(path.join(corpusDir, c)).filter((n) => n.endsWith('.csv'))) {
        if (!loaded.config.files[f]) problems.push(`${c}/${f} has no config entry`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('shuffled row order (with a copy of the files) stays correct', () => {
    // case_001: key (Date, Dealership) with dd/mm/yyyy dates.
    const dir = copyAsResult('case_001', 'shuffle');
    const file = path.join(dir, 'output_01.csv');
    const { header, rows, eol } = csvLines(file);
    expect(rows.length).toBeGreaterThan(3);
    const shuffled = [...rows].reverse();
    shuffled.push(shuffled.shift() ?? '');
    writeFileSync(file, [header, ...shuffled].join(eol) + eol);
    expect(compareWith('case_001', dir)).toEqual({ correct: true, error_type: null, error_message: null });
  });

  test('a value changed beyond tolerance is VALUE_MISMATCH naming the cell', () => {
    const dir = copyAsResult('case_001', 'value');
    const file = path.join(dir, 'output_01.csv');
    const { header, rows, eol } = csvLines(file);
    // First data row: 676,01/10/2018,A,164,147,252,113 → Red Cars 164 → 200 (+22%).
    const cells = (rows[0] ?? '').split(',');
    expect(cells[3]).toBe('164');
    cells[3] = '200';
    rows[0] = cells.join(',');
    writeFileSync(file, [header, ...rows].join(eol) + eol);
    const v = compareWith('case_001', dir);
    expect(v.error_type).toBe('VALUE_MISMATCH');
    expect(v.error_message).toBe("Mismatch in output_01.csv, col 'Red Cars', key=('2018-10-01', 'A')");
    expect(v.diagnostics?.mismatches?.[0]).toMatchObject({
      column: 'Red Cars',
      expected: '164',
      actual: '200',
      gt_row: 0,
    });
  });

  test('a value changed within tolerance (1%) is still correct', () => {
    const dir = copyAsResult('case_001', 'within');
    const file = path.join(dir, 'output_01.csv');
    const { header, rows, eol } = csvLines(file);
    const cells = (rows[0] ?? '').split(',');
    cells[0] = String(Number(cells[0]) * 1.01);
    rows[0] = cells.join(',');
    writeFileSync(file, [header, ...rows].join(eol) + eol);
    expect(compareWith('case_001', dir).correct).toBe(true);
  });

  test('case_070: a candidate writing the year 991 as Python strftime does (991-01-01) is correct, as in PrepBench', () => {
    // The GT cell 01/01/0991 is, through Python's strftime on Linux, 991-01-01 (glibc does not pad %Y).
    const dir = copyAsResult('case_070', 'year991');
    const file = path.join(dir, 'output_01.csv');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('\n01/01/0991,Battle of Maldon,');
    writeFileSync(file, text.replace('\n01/01/0991,', '\n991-01-01,'));
    expect(compareWith('case_070', dir)).toEqual({ correct: true, error_type: null, error_message: null });
  });

  test('a dropped row is ROW_COUNT_MISMATCH', () => {
    const dir = copyAsResult('case_002', 'drop');
    const file = path.join(dir, 'output_01.csv');
    const { header, rows, eol } = csvLines(file);
    writeFileSync(file, [header, ...rows.slice(1)].join(eol) + eol);
    const v = compareWith('case_002', dir);
    expect(v.error_type).toBe('ROW_COUNT_MISMATCH');
    expect(v.error_message).toBe(`File output_01.csv: gold=${rows.length}, cand=${rows.length - 1}`);
  });

  test('a removed file of a multi-file case is FILE_COUNT_MISMATCH; a renamed one is MISSING_FILE', () => {
    const multi = caseDirs().find(
      (c) => readdirSync(path.join(corpusDir, c)).filter((n) => n.endsWith('.csv')).length >= 3,
    );
    expect(multi).toBeDefined();
    const name = multi ?? '';
    const removed = copyAsResult(name, 'removed');
    unlinkSync(path.join(removed, 'output_02.csv'));
    const v1 = compareWith(name, removed);
    expect(v1.error_type).toBe('FILE_COUNT_MISMATCH');
    const renamed = copyAsResult(name, 'renamed');
    copyFileSync(path.join(renamed, 'output_02.csv'), path.join(renamed, 'output_99.csv'));
    unlinkSync(path.join(renamed, 'output_02.csv'));
    const v2 = compareWith(name, renamed);
    expect(v2.error_type).toBe('MISSING_FILE');
    expect(v2.error_message).toBe('Candidate directory is missing file: output_02.csv');
  });

  test('numeric keys within 2% of each other (2018 vs 2019) align by exact match first', () => {
    // Find a real file whose number key column holds two values within 2% of each other.
    let found: { caseName: string; file: string } | undefined;
    for (const c of caseDirs()) {
      const loaded = loadCaseConfig(path.join(corpusDir, c, 'config.json'));
      if (!loaded.ok) continue;
      for (const [file, spec] of Object.entries(loaded.config.files)) {
        const numberKeys = spec.key.filter((k) => spec.columns.find((col) => col.name === k)?.type === 'number');
        if (numberKeys.length === 0) continue;
        const parsed = parseCsvText(
          readFileSync(path.join(corpusDir, c, file), 'utf8').replace(/^\uFEFF/, ''),
          'utf-8',
        );
        if (!parsed.ok) continue;
        const at = parsed.table.columns.indexOf(numberKeys[0] ?? '');
        const values = [...new Set(parsed.table.rows.map((r) => Number(r[at])))]
          .filter((x) => x > 1000)
          .sort((a, b) => a - b);
        if (values.some((x, i) => i > 0 && (x - (values[i - 1] ?? 0)) / x < 0.02) && parsed.table.rows.length < 2000) {
          found = { caseName: c, file };
          break;
        }
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { caseName, file } = found ?? { caseName: '', file: '' };
    const dir = copyAsResult(caseName, 'years');
    const { header, rows, eol } = csvLines(path.join(dir, file));
    writeFileSync(path.join(dir, file), [header, ...[...rows].reverse()].join(eol) + eol);
    expect(compareWith(caseName, dir).correct).toBe(true);
  });

  test('a summary over the corpus with one case missing counts it as NOT_FOUND', () => {
    const cases = caseDirs().slice(0, 3);
    const rows = cases.map((c, i) => {
      const result = i === 1 ? path.join(tmp, 'absent', c, 'result') : path.join(corpusDir, c);
      return caseRow(c, compareWith(c, result), { candidateDir: result, gtDir: c });
    });
    const summary = buildPrepBenchSummary(rows);
    expect(summary.aggregate).toEqual({
      total: 3,
      success: 2,
      correct: 2,
      missing: 1,
      failed: 1,
      accuracy: 2 / 3,
      passed: false,
    });
    expect(summary.cases[1]).toMatchObject({
      case_name: cases[1],
      execution: 'fail',
      evaluation: 'false',
      error_type: 'NOT_FOUND',
    });
  });
});
