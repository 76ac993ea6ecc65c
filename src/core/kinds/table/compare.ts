/**
 * Compare one candidate `result/` directory with one ground-truth case directory, with the verdict
 * and error type of PrepBench's evaluator (DESIGN 4.2), stopping at the first error.
 *
 * Order of checks:
 *  1. GT_NOT_FOUND     the GT case directory does not exist
 *  2. NOT_FOUND        no result directory, or no `output_*.csv` entry in it
 *     READ_ERROR       the result directory is a symbolic link, or cannot be listed
 *  3. CONFIG_ERROR     `config.json` is missing or invalid
 *  4. READ_ERROR       a `*.csv` entry of `result/` is a symbolic link (never followed)
 *  5. FILE_COUNT_MISMATCH  no CSV on either side, or different numbers of CSVs
 *  6. MISSING_FILE     a GT file name has no candidate file (first in name order)
 *  then for each GT CSV in name order:
 *  7. READ_ERROR       either file cannot be read (size bound, encoding, CSV syntax)
 *  8. CONFIG_ERROR     the config has no entry for this file
 *  9. MISSING_COLUMNS  a configured column is not in the candidate header
 * 10. ROW_COUNT_MISMATCH
 * 11. KEY_MISMATCH     a key cell cannot be normalised (an invalid boolean), GT side first
 * 12. NON_UNIQUE_KEY   duplicate normalised keys, GT side first
 * 13. KEY_MISMATCH     missing key / multiple matches / extra keys (see align.ts)
 * 14. VALUE_MISMATCH or ALIGNMENT_ERROR (an invalid boolean in a value column), whichever comes
 *     first walking GT rows in order and configured non-key columns in config order.
 *
 * Only CSVs directly under `result/` count, matched by name; extra columns and column order are
 * ignored. Row numbers in diagnostics are 0-based data-row indices (the header is not counted).
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { alignKeys, buildKeyIndex, type KeyColumn, type KeyTuple } from './align.js';
import { loadCaseConfig, type ColumnSpec, type FileSpec } from './config.js';
import { cellsEqual, InvalidBooleanError, normalizeCell, type ColumnType, type NormalizedValue } from './normalize.js';
import { compareCodePoints, pyStrListRepr, pyStrRepr, pyTupleRepr } from './pycompat.js';
import { readCsvFile, type CsvTable } from './read-csv.js';

export type TableErrorType =
  | 'FILE_COUNT_MISMATCH'
  | 'MISSING_FILE'
  | 'NOT_FOUND'
  | 'GT_NOT_FOUND'
  | 'READ_ERROR'
  | 'MISSING_COLUMNS'
  | 'ROW_COUNT_MISMATCH'
  | 'NON_UNIQUE_KEY'
  | 'KEY_MISMATCH'
  | 'ALIGNMENT_ERROR'
  | 'VALUE_MISMATCH'
  | 'CONFIG_ERROR';

export type KeyMismatchReason = 'missing_key' | 'multiple_matches' | 'extra_keys' | 'invalid_key_value';

/** A row's key as the raw cells of its key columns (`null`: the table has no such column). */
export type RawKey = Record<string, string | null>;

export interface CellMismatch {
  readonly file: string;
  /** The GT row's key cells. */
  readonly row_key: RawKey;
  readonly gt_row: number;
  readonly cand_row: number;
  readonly column: string;
  readonly type: ColumnType;
  /** Raw GT cell. */
  readonly expected: string;
  /** Raw candidate cell. */
  readonly actual: string;
}

export interface CaseDiagnostics {
  readonly file?: string;
  readonly path?: string;
  readonly side?: 'gold' | 'candidate';
  readonly reason?: KeyMismatchReason;
  readonly gold_files?: readonly string[];
  readonly cand_files?: readonly string[];
  readonly missing_files?: readonly string[];
  readonly missing_columns?: readonly string[];
  readonly gold_rows?: number;
  readonly cand_rows?: number;
  /** The row concerned (GT row for missing/multiple keys, candidate row for extra keys or a candidate-side key problem). */
  readonly row?: number;
  readonly duplicate_of_row?: number;
  readonly key?: RawKey;
  readonly candidate_rows?: readonly number[];
  readonly extra_count?: number;
  readonly column?: string;
  readonly value?: string | null;
  /** First mismatching cells (VALUE_MISMATCH), in PrepBench's scan order. */
  readonly mismatches?: readonly CellMismatch[];
}

export interface CaseComparison {
  readonly correct: boolean;
  readonly error_type: TableErrorType | null;
  readonly error_message: string | null;
  readonly diagnostics?: CaseDiagnostics;
}

export interface CompareCaseOptions {
  /** The candidate's `case_xxx/result` directory. */
  readonly candidateResultDir: string;
  /** The GT `case_xxx` directory (holds `config.json` and `output_NN.csv`). */
  readonly gtCaseDir: string;
  /** Relative numeric tolerance, 0 ≤ tol < 1 (PrepBench: 0.02). */
  readonly tolerance?: number;
  /** Largest CSV (either side) that is read. */
  readonly maxFileBytes?: number;
  /** How many mismatching cells VALUE_MISMATCH diagnostics list. */
  readonly mismatchSampleLimit?: number;
}

export const DEFAULT_TOLERANCE = 0.02;
export const DEFAULT_MAX_FILE_BYTES = 128 * 1024 * 1024;

const CORRECT: CaseComparison = { correct: true, error_type: null, error_message: null };

function fail(error_type: TableErrorType, error_message: string, diagnostics?: CaseDiagnostics): CaseComparison {
  return diagnostics ? { correct: false, error_type, error_message, diagnostics } : { correct: false, error_type, error_message };
}

function errnoCode(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? String(e);
}

/** Python's `Path.suffix.lower() == ".csv"` (a leading dot alone is not a suffix). */
function hasCsvSuffix(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 && name.slice(dot).toLowerCase() === '.csv';
}

/** `glob("output_*.csv")`: any entry, case-sensitive. */
const OUTPUT_GLOB = /^output_[\s\S]*\.csv$/;

const sortNames = (names: string[]): string[] => names.sort(compareCodePoints);

/** Compare a candidate result directory with a GT case. Never throws for bad input files. */
export function compareCase(options: CompareCaseOptions): CaseComparison {
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const sampleLimit = options.mismatchSampleLimit ?? 5;
  if (!(Number.isFinite(tolerance) && tolerance >= 0 && tolerance < 1)) {
    throw new RangeError(`tolerance must be a number in [0, 1), got ${tolerance}`);
  }
  if (!(maxFileBytes > 0)) throw new RangeError(`maxFileBytes must be positive, got ${maxFileBytes}`);
  const { gtCaseDir, candidateResultDir: candDir } = options;

  // 1. GT case (trusted: symlinks followed)
  let gtIsDir = false;
  try {
    gtIsDir = statSync(gtCaseDir).isDirectory();
  } catch {
    gtIsDir = false;
  }
  if (!gtIsDir) return fail('GT_NOT_FOUND', `GT case directory not found: ${gtCaseDir}`, { path: gtCaseDir });

  // 2. candidate result directory (untrusted: never follow a symlink)
  const notFound = (): CaseComparison =>
    fail('NOT_FOUND', `No candidate output_*.csv files found under ${candDir}.`, { path: candDir });
  let candEntries: string[];
  try {
    const st = lstatSync(candDir);
    if (st.isSymbolicLink()) {
      return fail('READ_ERROR', `Result directory ${candDir} is a symbolic link; symlinks in a submission are not followed`, {
        path: candDir,
      });
    }
    if (!st.isDirectory()) return notFound();
    candEntries = readdirSync(candDir);
  } catch (e) {
    const code = errnoCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return notFound();
    return fail('READ_ERROR', `Cannot list result directory ${candDir} (${code})`, { path: candDir });
  }
  if (!candEntries.some((n) => OUTPUT_GLOB.test(n))) return notFound();

  // 3. config
  const configPath = path.join(gtCaseDir, 'config.json');
  const loaded = loadCaseConfig(configPath);
  if (!loaded.ok) return fail('CONFIG_ERROR', `Invalid config: ${loaded.error}`, { path: configPath });
  const config = loaded.config;

  // 4. CSV listings
  let gtNames: string[];
  try {
    gtNames = sortNames(
      readdirSync(gtCaseDir).filter((n) => {
        if (!hasCsvSuffix(n)) return false;
        try {
          return statSync(path.join(gtCaseDir, n)).isFile();
        } catch {
          return false;
        }
      }),
    );
  } catch (e) {
    return fail('READ_ERROR', `Cannot list GT directory ${gtCaseDir} (${errnoCode(e)})`, { path: gtCaseDir, side: 'gold' });
  }
  const candNames: string[] = [];
  for (const n of sortNames(candEntries.filter(hasCsvSuffix))) {
    const p = path.join(candDir, n);
    let st;
    try {
      st = lstatSync(p);
    } catch (e) {
      return fail('READ_ERROR', `Cannot inspect ${p} (${errnoCode(e)})`, { file: n, path: p, side: 'candidate' });
    }
    if (st.isSymbolicLink()) {
      return fail('READ_ERROR', `Result file ${p} is a symbolic link; symlinks in a submission are not followed`, {
        file: n,
        path: p,
        side: 'candidate',
      });
    }
    if (st.isFile()) candNames.push(n);
  }

  // 5-6. file counts and names
  const counts = { gold_files: gtNames, cand_files: candNames };
  if (gtNames.length === 0 || candNames.length === 0 || gtNames.length !== candNames.length) {
    return fail('FILE_COUNT_MISMATCH', `gold=${gtNames.length}, cand=${candNames.length}`, counts);
  }
  const candSet = new Set(candNames);
  const missing = gtNames.filter((n) => !candSet.has(n));
  if (missing.length > 0) {
    return fail('MISSING_FILE', `Candidate directory is missing file: ${missing[0]}`, {
      ...counts,
      file: missing[0],
      missing_files: missing,
    });
  }

  // 7-14. per file
  for (const name of gtNames) {
    const spec = Object.hasOwn(config.files, name) ? config.files[name] : undefined;
    const verdict = compareFile(name, path.join(gtCaseDir, name), path.join(candDir, name), spec);
    if (verdict) return verdict;
  }
  return CORRECT;

  function compareFile(name: string, gtPath: string, candPath: string, spec: FileSpec | undefined): CaseComparison | undefined {
    const gtRead = readCsvFile(gtPath, { maxBytes: maxFileBytes, noFollow: false });
    const candRead = readCsvFile(candPath, { maxBytes: maxFileBytes, noFollow: true });
    if (!gtRead.ok || !candRead.ok) {
      const side = gtRead.ok ? 'candidate' : 'gold';
      const reason = !gtRead.ok ? gtRead.reason : !candRead.ok ? candRead.reason : '';
      return fail('READ_ERROR', `Failed to read CSV: ${name} (${side}: ${reason})`, {
        file: name,
        side,
        path: side === 'gold' ? gtPath : candPath,
      });
    }
    if (!spec) return fail('CONFIG_ERROR', `No config found for file: ${name}`, { file: name, path: configPath });
    return compareTables(name, gtRead.table, candRead.table, spec, tolerance, sampleLimit);
  }
}

function columnIndex(table: CsvTable): Map<string, number> {
  const index = new Map<string, number>();
  table.columns.forEach((c, i) => {
    if (!index.has(c)) index.set(c, i);
  });
  return index;
}

/** Compare two parsed tables under one file's config (steps 9-14). Exported for unit tests. */
export function compareTables(
  file: string,
  gt: CsvTable,
  cand: CsvTable,
  spec: FileSpec,
  tolerance: number,
  sampleLimit = 5,
): CaseComparison | undefined {
  const gtCols = columnIndex(gt);
  const candCols = columnIndex(cand);

  // 9. configured columns must be in the candidate header (exact names)
  const missingColumns = sortNames(spec.columns.map((c) => c.name).filter((c) => !candCols.has(c)));
  if (missingColumns.length > 0) {
    return fail('MISSING_COLUMNS', `File ${file} is missing columns: ${pyStrListRepr(missingColumns)}`, {
      file,
      missing_columns: missingColumns,
    });
  }

  // 10. row counts
  if (gt.rows.length !== cand.rows.length) {
    return fail('ROW_COUNT_MISMATCH', `File ${file}: gold=${gt.rows.length}, cand=${cand.rows.length}`, {
      file,
      gold_rows: gt.rows.length,
      cand_rows: cand.rows.length,
    });
  }

  const typeOf = new Map(spec.columns.map((c) => [c.name, c.type] as const));
  const keyTypes = spec.key.map((k) => typeOf.get(k) ?? 'text_exact');
  const keyColumns = (table: CsvTable, cols: Map<string, number>): KeyColumn[] =>
    spec.key.map((k, i) => {
      const at = cols.get(k);
      return {
        name: k,
        type: keyTypes[i] ?? 'text_exact',
        cell: (row: number) => (at === undefined ? undefined : (table.rows[row]?.[at] ?? '')),
      };
    });
  const rawKey = (table: CsvTable, cols: Map<string, number>, row: number): RawKey => {
    const out: RawKey = {};
    for (const k of spec.key) {
      const at = cols.get(k);
      out[k] = at === undefined ? null : (table.rows[row]?.[at] ?? '');
    }
    return out;
  };

  // 11-12. key normalisation and uniqueness
  const gtIndex = buildKeyIndex(gt.rows.length, keyColumns(gt, gtCols));
  if (gtIndex.kind === 'invalid') {
    return fail('KEY_MISMATCH', `Invalid key value in gold for file ${file}: ${invalidKeyDetail(gtIndex)}`, {
      file,
      side: 'gold',
      reason: 'invalid_key_value',
      row: gtIndex.row,
      column: gtIndex.column,
      value: gtIndex.raw,
    });
  }
  const candIndex = buildKeyIndex(cand.rows.length, keyColumns(cand, candCols));
  if (candIndex.kind === 'invalid') {
    return fail('KEY_MISMATCH', `Invalid key value in candidate for file ${file}: ${invalidKeyDetail(candIndex)}`, {
      file,
      side: 'candidate',
      reason: 'invalid_key_value',
      row: candIndex.row,
      column: candIndex.column,
      value: candIndex.raw,
    });
  }
  for (const [side, index, table, cols] of [
    ['GT', gtIndex, gt, gtCols],
    ['CAND', candIndex, cand, candCols],
  ] as const) {
    if (index.kind === 'duplicate') {
      return fail('NON_UNIQUE_KEY', `Duplicate keys in ${side} for file ${file}: ${pyTupleRepr(index.key)}`, {
        file,
        side: side === 'GT' ? 'gold' : 'candidate',
        row: index.row,
        duplicate_of_row: index.firstRow,
        key: rawKey(table, cols, index.row),
      });
    }
  }
  if (gtIndex.kind !== 'ok' || candIndex.kind !== 'ok') return undefined; // unreachable

  // 13. alignment
  const aligned = alignKeys(gtIndex.rows, candIndex.rows, keyTypes, tolerance, 3, candIndex.ids);
  const keyText = (k: KeyTuple): string => pyTupleRepr(k);
  if (aligned.kind === 'missing_key') {
    return fail('KEY_MISMATCH', `Missing key in candidate for file ${file}: ${keyText(aligned.key)}`, {
      file,
      reason: 'missing_key',
      row: aligned.gtRow,
      key: rawKey(gt, gtCols, aligned.gtRow),
    });
  }
  if (aligned.kind === 'multiple_matches') {
    return fail('KEY_MISMATCH', `Multiple candidate matches for key in ${file}: ${keyText(aligned.key)}`, {
      file,
      reason: 'multiple_matches',
      row: aligned.gtRow,
      key: rawKey(gt, gtCols, aligned.gtRow),
      candidate_rows: aligned.candidateRows,
    });
  }
  if (aligned.kind === 'extra_keys') {
    const first = aligned.candRows[0] ?? 0;
    return fail('KEY_MISMATCH', `Extra keys in candidate for file ${file}: ${keyText(aligned.key)}`, {
      file,
      reason: 'extra_keys',
      row: first,
      key: rawKey(cand, candCols, first),
      extra_count: aligned.candRows.length,
      candidate_rows: aligned.candRows.slice(0, 3),
    });
  }

  // 14. values: GT rows in order, non-key columns in config order
  const keySet = new Set(spec.key);
  const valueColumns: ColumnSpec[] = spec.columns.filter((c) => !keySet.has(c.name));
  const mismatches: CellMismatch[] = [];
  const report = (): CaseComparison => {
    const first = mismatches[0];
    const key = gtIndex.rows[first?.gt_row ?? 0]?.key ?? [];
    return fail('VALUE_MISMATCH', `Mismatch in ${file}, col ${pyStrRepr(first?.column ?? '')}, key=${keyText(key)}`, {
      file,
      column: first?.column,
      key: first?.row_key,
      mismatches,
    });
  };
  for (const [gtRow, candRow] of aligned.pairs) {
    for (const col of valueColumns) {
      const gAt = gtCols.get(col.name);
      const cAt = candCols.get(col.name);
      if (gAt === undefined) {
        if (mismatches.length > 0) return report();
        return fail('ALIGNMENT_ERROR', `Failed to compare data for ${file}: GT has no column ${pyStrRepr(col.name)}`, {
          file,
          column: col.name,
          side: 'gold',
        });
      }
      const expected = gt.rows[gtRow]?.[gAt] ?? '';
      const actual = cAt === undefined ? '' : (cand.rows[candRow]?.[cAt] ?? '');
      const sides = [
        ['gold', expected, gtRow],
        ['candidate', actual, candRow],
      ] as const;
      const normalized: NormalizedValue[] = [];
      for (const [side, raw, row] of sides) {
        try {
          normalized.push(normalizeCell(raw, col.type));
        } catch (e) {
          if (!(e instanceof InvalidBooleanError)) throw e;
          if (mismatches.length > 0) return report();
          return fail('ALIGNMENT_ERROR', `Failed to compare data for ${file}: ${e.message}`, {
            file,
            side,
            column: col.name,
            row,
            value: raw,
            key: rawKey(gt, gtCols, gtRow),
          });
        }
      }
      if (!cellsEqual(normalized[0] ?? null, normalized[1] ?? null, col.type, tolerance)) {
        mismatches.push({
          file,
          row_key: rawKey(gt, gtCols, gtRow),
          gt_row: gtRow,
          cand_row: candRow,
          column: col.name,
          type: col.type,
          expected,
          actual,
        });
        if (mismatches.length >= sampleLimit) return report();
      }
    }
  }
  return mismatches.length > 0 ? report() : undefined;
}

function invalidKeyDetail(i: { row: number; column: string; type: ColumnType; raw: string; message: string }): string {
  return `row ${i.row}: column ${pyStrRepr(i.column)} (${i.type}) value ${pyStrRepr(i.raw)}: ${i.message}`;
}
