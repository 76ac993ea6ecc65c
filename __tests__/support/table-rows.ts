/**
 * The table kind's row-wise forms, for the tests: src/core/kinds/table reads, normalises and
 * aligns tables column-wise, and these are the plain row-by-row readings the columnar code is
 * checked against (a CSV as rows of strings, keys as tuples per row, a cell comparison, a
 * PrepBench summary row from a case verdict). Nothing in src/ uses them.
 */
import {
  alignKeyTables,
  buildKeyTable,
  hashRows,
  KeyCoder,
  KeyPart,
  keyTupleAt,
  type KeyColumn,
  type KeyTable,
  type KeyTuple,
} from '../../src/core/kinds/table/align.js';
import type { CaseComparison } from '../../src/core/kinds/table/compare.js';
import { numbersClose, type ColumnType, type NormalizedValue } from '../../src/core/kinds/table/normalize.js';
import type { PrepBenchCaseRow } from '../../src/core/kinds/table/prepbench-summary.js';
import {
  cellAt,
  decodeCsvBytes,
  parseCsvColumns,
  readCsvColumns,
  type CellColumn,
  type ColumnarTable,
  type ColumnSelector,
  type CsvEncoding,
  type ReadCsvOptions,
} from '../../src/core/kinds/table/read-csv.js';

export interface CsvTable {
  /** Header names after pandas' naming rules; unique. */
  readonly columns: readonly string[];
  /** Data rows; every row has exactly `columns.length` cells. */
  readonly rows: readonly (readonly string[])[];
  readonly encoding: CsvEncoding;
}

export type CsvReadResult = { ok: true; table: CsvTable } | { ok: false; reason: string };

const ALL: ColumnSelector = () => true;

function toRows(t: ColumnarTable): CsvTable {
  const rows: string[][] = new Array<string[]>(t.rowCount);
  const cols = t.cells as readonly CellColumn[];
  for (let r = 0; r < t.rowCount; r += 1) {
    const row = new Array<string>(cols.length);
    for (let c = 0; c < cols.length; c += 1) row[c] = cellAt(cols[c]!, r);
    rows[r] = row;
  }
  return { columns: t.columns, rows, encoding: t.encoding };
}

/** Parse CSV text into a table, or explain why it is not readable. */
export function parseCsvText(text: string, encoding: CsvEncoding): CsvReadResult {
  const r = parseCsvColumns(text, encoding, ALL);
  return r.ok ? { ok: true, table: toRows(r.table) } : r;
}

/** Parse CSV bytes (UTF-8, else Latin-1). */
export function parseCsvBytes(bytes: Uint8Array): CsvReadResult {
  const { text, encoding } = decodeCsvBytes(bytes);
  return parseCsvText(text, encoding);
}

/** Read a CSV file within a size bound; with `noFollow`, a symbolic link is refused. */
export function readCsvFile(filePath: string, options: ReadCsvOptions): CsvReadResult {
  const r = readCsvColumns(filePath, options, ALL);
  return r.ok ? { ok: true, table: toRows(r.table) } : r;
}

export interface KeyedRow {
  /** Data row index (0-based, in file order). */
  readonly row: number;
  readonly key: KeyTuple;
}

export type KeyIndexResult =
  | { kind: 'ok'; rows: readonly KeyedRow[] }
  | { kind: 'invalid'; row: number; column: string; type: ColumnType; raw: string; message: string }
  | { kind: 'duplicate'; row: number; firstRow: number; key: KeyTuple };

export type AlignmentResult =
  | { kind: 'ok'; pairs: readonly (readonly [gtRow: number, candRow: number])[] }
  | { kind: 'missing_key'; gtRow: number; key: KeyTuple }
  | { kind: 'multiple_matches'; gtRow: number; key: KeyTuple; candidateRows: readonly number[] }
  | { kind: 'extra_keys'; candRows: readonly number[]; key: KeyTuple };

/**
 * Normalise every row's key and check uniqueness, as a list of keyed rows. Stops at the first
 * invalid key cell or the first duplicate, in row order, as PrepBench does.
 */
export function buildKeyIndex(rowCount: number, keyColumns: readonly KeyColumn[]): KeyIndexResult {
  const built = buildKeyTable(rowCount, keyColumns);
  if (built.kind !== 'ok') return built;
  const { keys } = built;
  const rows: KeyedRow[] = [];
  for (let row = 0; row < keys.size; row += 1) rows.push({ row, key: keyTupleAt(keys, row) });
  return { kind: 'ok', rows };
}

/** The key table of a list of keyed rows (entry `e` is `rows[e]`), with the given coders. */
function keyTableOf(
  rows: readonly KeyedRow[],
  types: readonly ColumnType[],
  coders: readonly (KeyCoder | undefined)[],
): KeyTable {
  const n = rows.length;
  const parts: KeyPart[] = types.map((t, p) =>
    t === 'number' ? KeyPart.numbers(n) : KeyPart.coded(n, coders[p] ?? new KeyCoder(t)),
  );
  rows.forEach((r, e) => {
    parts.forEach((part, p) => {
      const v = r.key[p] ?? null;
      if (part.isNumber) {
        if (v === null) part.empty[e] = 1;
        else part.values[e] = typeof v === 'number' ? v : Number.NaN;
      } else part.codes[e] = part.coder!.codeOf(v);
    });
  });
  const hashes = new Int32Array(n);
  const unmatchable = new Uint8Array(n);
  hashRows(n, parts, hashes, unmatchable);
  return { size: n, parts, hashes, unmatchable };
}

/**
 * Align GT rows to candidate rows given as keyed rows (both already unique by key).
 * `sampleLimit` bounds how many candidates a "multiple matches" result lists.
 */
export function alignKeys(
  gt: readonly KeyedRow[],
  cand: readonly KeyedRow[],
  types: readonly ColumnType[],
  tolerance: number,
  sampleLimit = 3,
): AlignmentResult {
  const coders = types.map((t) => (t === 'number' ? undefined : new KeyCoder(t)));
  const r = alignKeyTables(keyTableOf(gt, types, coders), keyTableOf(cand, types, coders), tolerance, sampleLimit);
  const rowOf = (e: number): number => cand[e]?.row ?? -1;
  switch (r.kind) {
    case 'ok':
      return { kind: 'ok', pairs: gt.map((g, i) => [g.row, rowOf(r.candOf[i]!)] as const) };
    case 'missing_key':
      return { kind: 'missing_key', gtRow: gt[r.gtRow]?.row ?? -1, key: gt[r.gtRow]?.key ?? [] };
    case 'multiple_matches':
      return {
        kind: 'multiple_matches',
        gtRow: gt[r.gtRow]?.row ?? -1,
        key: gt[r.gtRow]?.key ?? [],
        candidateRows: r.candidateRows.map(rowOf).sort((a, b) => a - b),
      };
    case 'extra_keys': {
      const leftovers = r.candRows.map((e) => cand[e]!).sort((a, b) => a.row - b.row);
      return { kind: 'extra_keys', candRows: leftovers.map((l) => l.row), key: leftovers[0]?.key ?? [] };
    }
  }
}

/** Whether two normalised cells of one column type are equal (numbers with tolerance). */
export function cellsEqual(a: NormalizedValue, b: NormalizedValue, type: ColumnType, tolerance: number): boolean {
  if (type === 'number') return numbersClose(a as number | null, b as number | null, tolerance);
  return a === b;
}

const NOT_EVALUATED = new Set(['GT_NOT_FOUND', 'NOT_FOUND']);

/** One PrepBench summary row from a case verdict. `candidateDir` / `gtDir` are written as given. */
export function caseRow(
  caseName: string,
  verdict: CaseComparison,
  dirs: { candidateDir: string; gtDir: string },
): PrepBenchCaseRow {
  const errorType = verdict.correct ? '' : (verdict.error_type ?? 'UNKNOWN');
  return {
    case_name: caseName,
    execution: NOT_EVALUATED.has(errorType) ? 'fail' : 'success',
    evaluation: verdict.correct ? 'correct' : 'false',
    candidate_dir: dirs.candidateDir,
    gt_dir: dirs.gtDir,
    error_type: errorType,
    error_message: verdict.correct ? '' : (verdict.error_message ?? ''),
  };
}
