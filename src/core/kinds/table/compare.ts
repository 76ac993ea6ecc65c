/**
 * Compare one candidate `result/` directory with one ground-truth case directory, with the verdict
 * and error type of PrepBench's evaluator (docs/table-suites.md), stopping at the first error.
 *
 * Order of checks:
 *  1. GT_NOT_FOUND     the GT case directory does not exist
 *  2. NOT_FOUND        no result directory, or no `output_*.csv` entry in it
 *     READ_ERROR       the result directory is a symbolic link, or cannot be listed
 *  3. CONFIG_ERROR     `config.json` is missing or invalid
 *  4. READ_ERROR       a `*.csv` entry of `result/` is a symbolic link (never followed), or a FIFO,
 *                      socket or device (never opened)
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
import { lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileId, notRegular, type FileId } from '../../fs/untrusted.js';
import { readDirectorySync } from '../../fs/walker.js';
import { alignKeyTables, buildKeyTable, KeyCoder, keyTupleAt, type KeySource, type KeyTuple } from './align.js';
import { loadCaseConfig, type ColumnSpec, type FileSpec } from './config.js';
import {
  fastPlainDecimal,
  InvalidBooleanError,
  normalizeBoolean,
  normalizeNumber,
  normalizerFor,
  numbersClose,
  type ColumnType,
} from './normalize.js';
import { pyStrListRepr, pyStrRepr, pyTupleRepr } from './pycompat.js';
import {
  cellAt,
  cellIndex,
  readCsvColumns,
  sameRawCell,
  type CellColumn,
  type ColumnarTable,
  type ColumnSelector,
} from './read-csv.js';
import { byCodePoint } from '../../util/order.js';

type TableErrorType =
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

type KeyMismatchReason = 'missing_key' | 'multiple_matches' | 'extra_keys' | 'invalid_key_value';

/** A row's key as the raw cells of its key columns (`null`: the table has no such column). */
type RawKey = Record<string, string | null>;

interface CellMismatch {
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

const DEFAULT_TOLERANCE = 0.02;
const DEFAULT_MAX_FILE_BYTES = 128 * 1024 * 1024;

const CORRECT: CaseComparison = { correct: true, error_type: null, error_message: null };

function fail(error_type: TableErrorType, error_message: string, diagnostics?: CaseDiagnostics): CaseComparison {
  return diagnostics
    ? { correct: false, error_type, error_message, diagnostics }
    : { correct: false, error_type, error_message };
}

function errnoCode(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? String(e);
}

/** Python's `Path.suffix.lower() == ".csv"` (a leading dot alone is not a suffix). */
export function hasCsvSuffix(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 && name.slice(dot).toLowerCase() === '.csv';
}

/** `glob("output_*.csv")`: any entry, case-sensitive. */
const OUTPUT_GLOB = /^output_[\s\S]*\.csv$/;

const sortNames = (names: string[]): string[] => names.sort(byCodePoint);

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
  let gtIsDir: boolean;
  try {
    gtIsDir = statSync(gtCaseDir).isDirectory();
  } catch {
    gtIsDir = false;
  }
  if (!gtIsDir) return fail('GT_NOT_FOUND', `GT case directory not found: ${gtCaseDir}`, { path: gtCaseDir });
  // 2. candidate result directory
  const candEntries = listResultDir(candDir);
  if (!Array.isArray(candEntries)) return candEntries;
  // 3. config
  const configPath = path.join(gtCaseDir, 'config.json');
  const loaded = loadCaseConfig(configPath);
  if (!loaded.ok) return fail('CONFIG_ERROR', `Invalid config: ${loaded.error}`, { path: configPath });
  const config = loaded.config;
  // 4. CSV listings
  const gtNames = gtCsvNames(gtCaseDir);
  if (!Array.isArray(gtNames)) return gtNames;
  const cands = candidateCsvs(candDir, candEntries);
  if (isVerdict(cands)) return cands;
  // 5-6. file counts and names
  const fileSet = fileSetProblem(gtNames, cands.names);
  if (fileSet) return fileSet;
  // 7-14. per file
  for (const name of gtNames) {
    const spec = Object.hasOwn(config.files, name) ? config.files[name] : undefined;
    const files = {
      name,
      gtPath: path.join(gtCaseDir, name),
      candPath: path.join(candDir, name),
      candId: cands.ids.get(name) ?? null,
      configPath,
    };
    const verdict = compareFile(files, spec, { tolerance, maxFileBytes, sampleLimit });
    if (verdict) return verdict;
  }
  return CORRECT;
}

/** Step 2: the entries of the candidate's result directory (untrusted: never follow a symlink), or why there are none to compare. */
function listResultDir(candDir: string): string[] | CaseComparison {
  const notFound = (): CaseComparison =>
    fail('NOT_FOUND', `No candidate output_*.csv files found under ${candDir}.`, { path: candDir });
  let candEntries: string[];
  try {
    const st = lstatSync(candDir);
    if (st.isSymbolicLink()) {
      return fail(
        'READ_ERROR',
        `Result directory ${candDir} is a symbolic link; symlinks in a submission are not followed`,
        {
          path: candDir,
        },
      );
    }
    if (!st.isDirectory()) return notFound();
    candEntries = readDirectorySync(candDir).map((e) => e.name);
  } catch (e) {
    const code = errnoCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return notFound();
    return fail('READ_ERROR', `Cannot list result directory ${candDir} (${code})`, { path: candDir });
  }
  return candEntries.some((n) => OUTPUT_GLOB.test(n)) ? candEntries : notFound();
}

/** Step 4, GT side: the CSV files of the case (trusted: symlinks followed), in name order. */
function gtCsvNames(gtCaseDir: string): string[] | CaseComparison {
  try {
    return sortNames(
      readDirectorySync(gtCaseDir)
        .map((e) => e.name)
        .filter((n) => {
          if (!hasCsvSuffix(n)) return false;
          try {
            return statSync(path.join(gtCaseDir, n)).isFile();
          } catch {
            return false;
          }
        }),
    );
  } catch (e) {
    return fail('READ_ERROR', `Cannot list GT directory ${gtCaseDir} (${errnoCode(e)})`, {
      path: gtCaseDir,
      side: 'gold',
    });
  }
}

/**
 * Step 4, candidate side: the regular CSV files, in name order, with the identity of each (the
 * file read must be this one: fs/untrusted.ts); a symbolic link, FIFO, socket or device is an error.
 */
function candidateCsvs(
  candDir: string,
  entries: readonly string[],
): CaseComparison | { names: string[]; ids: Map<string, FileId> } {
  const names: string[] = [];
  const ids = new Map<string, FileId>();
  for (const n of sortNames(entries.filter(hasCsvSuffix))) {
    const p = path.join(candDir, n);
    let st;
    try {
      st = lstatSync(p, { bigint: true });
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
    if (st.isFile()) {
      names.push(n);
      ids.set(n, fileId(st));
    } else if (!st.isDirectory()) {
      // A FIFO, socket or device named like an output is the submission's problem, named as such,
      // never a file count mismatch counted against the model.
      return fail('READ_ERROR', `Result file ${p} ${notRegular(st).message}`, { file: n, path: p, side: 'candidate' });
    }
  }
  return { names, ids };
}

/** Steps 5-6: as many CSVs on both sides (at least one), and every GT name among the candidate's. */
function fileSetProblem(gtNames: string[], candNames: string[]): CaseComparison | undefined {
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
  return undefined;
}

/** Steps 7-14 for one GT file: read both sides (7), its config entry (8), then the tables. */
function compareFile(
  files: { name: string; gtPath: string; candPath: string; candId: FileId | null; configPath: string },
  spec: FileSpec | undefined,
  limits: { tolerance: number; maxFileBytes: number; sampleLimit: number },
): CaseComparison | undefined {
  const { name, gtPath, candPath } = files;
  // Only the configured columns are kept (the others are still tokenized: their field counts matter).
  const select = selectorFor(spec);
  const gtRead = readCsvColumns(gtPath, { maxBytes: limits.maxFileBytes, noFollow: false }, select);
  // A GT read error is reported whatever the candidate holds: no need to read it. A candidate
  // with another row count than the GT's fails on it (step 10) before any cell is read, so
  // its cells are stored for at most that many rows: short rows cannot multiply the memory.
  const candRead = gtRead.ok
    ? readCsvColumns(
        candPath,
        { maxBytes: limits.maxFileBytes, noFollow: true, expect: files.candId, maxRows: gtRead.table.rowCount },
        select,
      )
    : undefined;
  if (!gtRead.ok || !candRead?.ok) {
    const side = gtRead.ok ? 'candidate' : 'gold';
    const reason = !gtRead.ok ? gtRead.reason : candRead && !candRead.ok ? candRead.reason : '';
    return fail('READ_ERROR', `Failed to read CSV: ${name} (${side}: ${reason})`, {
      file: name,
      side,
      path: side === 'gold' ? gtPath : candPath,
    });
  }
  if (!spec) return fail('CONFIG_ERROR', `No config found for file: ${name}`, { file: name, path: files.configPath });
  return compareColumnar(name, gtRead.table, candRead.table, spec, limits.tolerance, limits.sampleLimit);
}

const NONE: ColumnSelector = (columns) => columns.map(() => false);

/** Keep the configured columns (keys included) of a file. */
function selectorFor(spec: FileSpec | undefined): ColumnSelector {
  if (!spec) return NONE;
  const wanted = new Set<string>([...spec.key, ...spec.columns.map((c) => c.name)]);
  return (columns) => columns.map((c) => wanted.has(c));
}

function columnIndex(columns: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  columns.forEach((c, i) => {
    if (!index.has(c)) index.set(c, i);
  });
  return index;
}

/** One side of a file comparison: the table and where each column is. */
interface Side {
  readonly table: ColumnarTable;
  readonly cols: Map<string, number>;
}

/** A column's cells; `undefined` when the table lacks it (a selected column always has cells). */
function cellsOf(side: Side, name: string): CellColumn | undefined {
  const at = side.cols.get(name);
  return at === undefined ? undefined : side.table.cells[at];
}

/** A row's key as its raw key cells. */
function rawKey(spec: FileSpec, side: Side, row: number): RawKey {
  const out: RawKey = {};
  for (const k of spec.key) {
    const col = cellsOf(side, k);
    out[k] = col === undefined ? null : cellAt(col, row);
  }
  return out;
}

const isVerdict = (x: object): x is CaseComparison => 'correct' in x;

/** Steps 9-14 on column-wise tables. */
function compareColumnar(
  file: string,
  gtTable: ColumnarTable,
  candTable: ColumnarTable,
  spec: FileSpec,
  tolerance: number,
  sampleLimit: number,
): CaseComparison | undefined {
  const gt: Side = { table: gtTable, cols: columnIndex(gtTable.columns) };
  const cand: Side = { table: candTable, cols: columnIndex(candTable.columns) };
  const shape = shapeProblem(file, gt, cand, spec);
  if (shape) return shape;
  const keys = keyTables(file, gt, cand, spec);
  if (isVerdict(keys)) return keys;
  const aligned = alignRows(file, gt, cand, spec, keys, tolerance);
  if (isVerdict(aligned)) return aligned;
  return compareValues(file, gt, cand, spec, { gtKeys: keys.gtKeys, candOf: aligned.candOf, tolerance, sampleLimit });
}

/** Steps 9-10: the configured columns are in the candidate header (exact names); the row counts are equal. */
function shapeProblem(file: string, gt: Side, cand: Side, spec: FileSpec): CaseComparison | undefined {
  const missingColumns = sortNames(spec.columns.map((c) => c.name).filter((c) => !cand.cols.has(c)));
  if (missingColumns.length > 0) {
    return fail('MISSING_COLUMNS', `File ${file} is missing columns: ${pyStrListRepr(missingColumns)}`, {
      file,
      missing_columns: missingColumns,
    });
  }
  if (gt.table.rowCount !== cand.table.rowCount) {
    return fail('ROW_COUNT_MISMATCH', `File ${file}: gold=${gt.table.rowCount}, cand=${cand.table.rowCount}`, {
      file,
      gold_rows: gt.table.rowCount,
      cand_rows: cand.table.rowCount,
    });
  }
  return undefined;
}

type KeyTables = { gtKeys: KeyTableOk['keys']; candKeys: KeyTableOk['keys'] };
type KeyTableOk = Extract<ReturnType<typeof buildKeyTable>, { kind: 'ok' }>;

/** Steps 11-12: key normalisation and uniqueness, GT side first. */
function keyTables(file: string, gt: Side, cand: Side, spec: FileSpec): CaseComparison | KeyTables {
  const typeOf = new Map(spec.columns.map((c) => [c.name, c.type] as const));
  const keyTypes = spec.key.map((k) => typeOf.get(k) ?? 'text_exact');
  // One dictionary per non-number key column, shared by both sides (see align.ts).
  const coders = keyTypes.map((t) => (t === 'number' ? undefined : new KeyCoder(t)));
  const keySources = (side: Side): KeySource[] =>
    spec.key.map((k, i) => ({ name: k, type: keyTypes[i] ?? 'text_exact', cells: cellsOf(side, k) }));
  const gtSources = keySources(gt);
  const gtIndex = buildKeyTable(gt.table.rowCount, gtSources, coders, false);
  if (gtIndex.kind === 'invalid') return invalidKey(file, 'gold', gtIndex);
  // Candidate rows whose raw key cells are the GT row's (rows in the same order) reuse its codes.
  const reference = gtIndex.kind === 'ok' ? { keys: gtIndex.keys, sources: gtSources } : undefined;
  const candIndex = buildKeyTable(cand.table.rowCount, keySources(cand), coders, true, reference);
  if (candIndex.kind === 'invalid') return invalidKey(file, 'candidate', candIndex);
  if (gtIndex.kind === 'duplicate') return duplicateKey(file, 'GT', gtIndex, rawKey(spec, gt, gtIndex.row));
  if (candIndex.kind === 'duplicate') return duplicateKey(file, 'CAND', candIndex, rawKey(spec, cand, candIndex.row));
  return { gtKeys: gtIndex.keys, candKeys: candIndex.keys };
}

function duplicateKey(
  file: string,
  label: 'GT' | 'CAND',
  index: { row: number; firstRow: number; key: KeyTuple },
  key: RawKey,
): CaseComparison {
  return fail('NON_UNIQUE_KEY', `Duplicate keys in ${label} for file ${file}: ${pyTupleRepr(index.key)}`, {
    file,
    side: label === 'GT' ? 'gold' : 'candidate',
    row: index.row,
    duplicate_of_row: index.firstRow,
    key,
  });
}

function invalidKey(
  file: string,
  side: 'gold' | 'candidate',
  i: { row: number; column: string; type: ColumnType; raw: string; message: string },
): CaseComparison {
  return fail('KEY_MISMATCH', `Invalid key value in ${side} for file ${file}: ${invalidKeyDetail(i)}`, {
    file,
    side,
    reason: 'invalid_key_value',
    row: i.row,
    column: i.column,
    value: i.raw,
  });
}

/** Step 13: each GT row's candidate row (missing, multiple or extra keys fail). */
function alignRows(
  file: string,
  gt: Side,
  cand: Side,
  spec: FileSpec,
  keys: KeyTables,
  tolerance: number,
): CaseComparison | { candOf: Int32Array } {
  const { gtKeys, candKeys } = keys;
  const aligned = alignKeyTables(gtKeys, candKeys, tolerance, 3);
  if (aligned.kind === 'missing_key') {
    return fail(
      'KEY_MISMATCH',
      `Missing key in candidate for file ${file}: ${pyTupleRepr(keyTupleAt(gtKeys, aligned.gtRow))}`,
      {
        file,
        reason: 'missing_key',
        row: aligned.gtRow,
        key: rawKey(spec, gt, aligned.gtRow),
      },
    );
  }
  if (aligned.kind === 'multiple_matches') {
    return fail(
      'KEY_MISMATCH',
      `Multiple candidate matches for key in ${file}: ${pyTupleRepr(keyTupleAt(gtKeys, aligned.gtRow))}`,
      {
        file,
        reason: 'multiple_matches',
        row: aligned.gtRow,
        key: rawKey(spec, gt, aligned.gtRow),
        candidate_rows: aligned.candidateRows,
      },
    );
  }
  if (aligned.kind === 'extra_keys') {
    const first = aligned.candRows[0] ?? 0;
    return fail(
      'KEY_MISMATCH',
      `Extra keys in candidate for file ${file}: ${pyTupleRepr(keyTupleAt(candKeys, first))}`,
      {
        file,
        reason: 'extra_keys',
        row: first,
        key: rawKey(spec, cand, first),
        extra_count: aligned.candRows.length,
        candidate_rows: aligned.candRows.slice(0, 3),
      },
    );
  }
  return { candOf: aligned.candOf };
}

interface ValueScan {
  readonly gtKeys: KeyTables['gtKeys'];
  readonly candOf: Int32Array;
  readonly tolerance: number;
  readonly sampleLimit: number;
}

/**
 * Step 14, values: GT rows in order, non-key columns in config order. Each column is scanned on its
 * own (a tight loop per type), stopping at its `sampleLimit`-th mismatch or an invalid boolean;
 * merging the columns' findings in row-major order gives exactly the row-by-row verdict. The
 * columns take turns by blocks of rows, so that the candidate rows a block reaches (in any
 * order) are still in the cache for the next column.
 */
function compareValues(file: string, gt: Side, cand: Side, spec: FileSpec, at: ValueScan): CaseComparison | undefined {
  const { candOf, tolerance, sampleLimit } = at;
  const keySet = new Set(spec.key);
  const valueColumns: ColumnSpec[] = spec.columns.filter((c) => !keySet.has(c.name));
  const gtCells = valueColumns.map((c) => cellsOf(gt, c.name));
  // A GT column missing stops the comparison in the first row: only that row matters then.
  const rows = gtCells.includes(undefined) ? Math.min(1, gt.table.rowCount) : gt.table.rowCount;
  const scans = valueColumns.map((col, v): ColumnScan | undefined => {
    const gCol = gtCells[v];
    if (gCol === undefined) return undefined;
    // The candidate has every configured column (step 9); an absent one would read as "".
    const cCol = cellsOf(cand, col.name) ?? {
      text: '',
      offsets: new Int32Array(2 * cand.table.rowCount),
      stride: 1,
      slot: 0,
      extras: [],
    };
    return { type: col.type, gCol, cCol, mismatchRows: [], invalid: undefined, done: false };
  });
  for (let from = 0; from < rows; from += VALUE_BLOCK) {
    const to = Math.min(rows, from + VALUE_BLOCK);
    for (const scan of scans)
      if (scan !== undefined && !scan.done) scanValueColumn(scan, candOf, from, to, tolerance, sampleLimit);
  }
  const events: ValueEvent[] = [];
  scans.forEach((scan, v) => {
    if (scan === undefined) {
      if (rows > 0) events.push({ row: 0, column: v, kind: 'missing' });
      return;
    }
    for (const row of scan.mismatchRows) events.push({ row, column: v, kind: 'mismatch' });
    if (scan.invalid) events.push({ row: scan.invalid.gtRow, column: v, kind: 'invalid', invalid: scan.invalid });
  });
  if (events.length === 0) return undefined;
  events.sort((a, b) => a.row - b.row || a.column - b.column);
  return valueVerdict(file, gt, cand, spec, at, { valueColumns, gtCells, events });
}

/** The verdict of step 14's findings, in row-major order: the first `sampleLimit` mismatches, or the error that stops the scan first. */
function valueVerdict(
  file: string,
  gt: Side,
  cand: Side,
  spec: FileSpec,
  at: ValueScan,
  found: {
    valueColumns: readonly ColumnSpec[];
    gtCells: ReadonlyArray<CellColumn | undefined>;
    events: readonly ValueEvent[];
  },
): CaseComparison {
  const { candOf, sampleLimit } = at;
  const mismatches: CellMismatch[] = [];
  const report = (): CaseComparison => {
    const first = mismatches[0];
    const key = keyTupleAt(at.gtKeys, first?.gt_row ?? 0);
    return fail(
      'VALUE_MISMATCH',
      `Mismatch in ${file}, col ${pyStrRepr(first?.column ?? '')}, key=${pyTupleRepr(key)}`,
      {
        file,
        column: first?.column,
        key: first?.row_key,
        mismatches,
      },
    );
  };
  for (const ev of found.events) {
    const col = found.valueColumns[ev.column]!;
    if (ev.kind === 'missing') {
      if (mismatches.length > 0) return report();
      return fail('ALIGNMENT_ERROR', `Failed to compare data for ${file}: GT has no column ${pyStrRepr(col.name)}`, {
        file,
        column: col.name,
        side: 'gold',
      });
    }
    if (ev.kind === 'invalid') {
      const { error, side, raw, gtRow } = ev.invalid!;
      if (!(error instanceof InvalidBooleanError)) throw error;
      if (mismatches.length > 0) return report();
      return fail('ALIGNMENT_ERROR', `Failed to compare data for ${file}: ${error.message}`, {
        file,
        side,
        column: col.name,
        row: side === 'gold' ? gtRow : candOf[gtRow]!,
        value: raw,
        key: rawKey(spec, gt, gtRow),
      });
    }
    const gtRow = ev.row;
    const candRow = candOf[gtRow]!;
    const cCol = cellsOf(cand, col.name);
    mismatches.push({
      file,
      row_key: rawKey(spec, gt, gtRow),
      gt_row: gtRow,
      cand_row: candRow,
      column: col.name,
      type: col.type,
      expected: cellAt(found.gtCells[ev.column]!, gtRow),
      actual: cCol === undefined ? '' : cellAt(cCol, candRow),
    });
    if (mismatches.length >= sampleLimit) return report();
  }
  return report();
}

/** What a value column scan found at one GT row. */
interface ValueEvent {
  readonly row: number;
  /** Index among the value columns. */
  readonly column: number;
  readonly kind: 'mismatch' | 'invalid' | 'missing';
  readonly invalid?: InvalidCell;
}

/** A cell that cannot be normalised (an invalid boolean): the gold side is tried first. */
interface InvalidCell {
  readonly gtRow: number;
  readonly side: 'gold' | 'candidate';
  readonly raw: string;
  readonly error: unknown;
}

/** GT rows a value column scan takes in one turn (see step 14). */
const VALUE_BLOCK = 4096;

/** The scan of one value column: its cells and what it found so far. */
interface ColumnScan {
  readonly type: ColumnType;
  readonly gCol: CellColumn;
  readonly cCol: CellColumn;
  /** GT rows whose cells differ, ascending; at most the limit. */
  readonly mismatchRows: number[];
  /** Where the column stops with an error, if it does. */
  invalid: InvalidCell | undefined;
  /** Stopped: the limit is reached or a cell is invalid. */
  done: boolean;
}

/**
 * Compare one value column over GT rows [from, to) against the aligned candidate rows, in row
 * order, until `limit` mismatches or the first cell that cannot be normalised.
 */
function scanValueColumn(
  scan: ColumnScan,
  candOf: Int32Array,
  from: number,
  to: number,
  tolerance: number,
  limit: number,
): void {
  if (scan.type === 'number') scanNumbers(scan, candOf, from, to, tolerance, limit);
  else if (scan.type === 'boolean') scanBooleans(scan, candOf, from, to, limit);
  else scanTexts(normalizerFor(scan.type) as (raw: string) => string | null, scan, candOf, from, to, limit);
}

function scanNumbers(
  scan: ColumnScan,
  candOf: Int32Array,
  from: number,
  to: number,
  tolerance: number,
  limit: number,
): void {
  const { gCol, cCol, mismatchRows } = scan;
  for (let g = from; g < to; g += 1) {
    if (!numbersClose(numberAt(gCol, g), numberAt(cCol, candOf[g]!), tolerance)) {
      mismatchRows.push(g);
      if (mismatchRows.length >= limit) {
        scan.done = true;
        return;
      }
    }
  }
}

/** text_exact, text_norm, date, datetime: the same raw text normalises the same way. */
function scanTexts(
  normalize: (raw: string) => string | null,
  scan: ColumnScan,
  candOf: Int32Array,
  from: number,
  to: number,
  limit: number,
): void {
  const { gCol, cCol, mismatchRows } = scan;
  for (let g = from; g < to; g += 1) {
    const c = candOf[g]!;
    if (sameRawCell(gCol, g, cCol, c)) continue;
    if (normalize(cellAt(gCol, g)) !== normalize(cellAt(cCol, c))) {
      mismatchRows.push(g);
      if (mismatchRows.length >= limit) {
        scan.done = true;
        return;
      }
    }
  }
}

/** boolean: the same raw text is equal, but may be invalid (the gold side is checked first). */
function scanBooleans(scan: ColumnScan, candOf: Int32Array, from: number, to: number, limit: number): void {
  const { gCol, cCol, mismatchRows } = scan;
  for (let g = from; g < to; g += 1) {
    const c = candOf[g]!;
    const expected = cellAt(gCol, g);
    let a: boolean | null;
    try {
      a = normalizeBoolean(expected);
    } catch (error) {
      scan.invalid = { gtRow: g, side: 'gold', raw: expected, error };
      scan.done = true;
      return;
    }
    if (sameRawCell(gCol, g, cCol, c)) continue;
    const actual = cellAt(cCol, c);
    let b: boolean | null;
    try {
      b = normalizeBoolean(actual);
    } catch (error) {
      scan.invalid = { gtRow: g, side: 'candidate', raw: actual, error };
      scan.done = true;
      return;
    }
    if (a !== b) {
      mismatchRows.push(g);
      if (mismatchRows.length >= limit) {
        scan.done = true;
        return;
      }
    }
  }
}

/** A number cell normalised, without building its string when it is a plain decimal. */
function numberAt(col: CellColumn, row: number): number | null {
  const k = cellIndex(col, row);
  const s = col.offsets[k]!;
  const e = col.offsets[k + 1]!;
  if (s >= 0 && e >= 0) {
    const v = fastPlainDecimal(col.text, s, e);
    if (v !== undefined) return v;
  }
  return normalizeNumber(cellAt(col, row));
}

function invalidKeyDetail(i: { row: number; column: string; type: ColumnType; raw: string; message: string }): string {
  return `row ${i.row}: column ${pyStrRepr(i.column)} (${i.type}) value ${pyStrRepr(i.raw)}: ${i.message}`;
}
