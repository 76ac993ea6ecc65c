/**
 * The ground truth of one table case checked against its own `config.json` (docs/table-suites.md):
 * the config is valid, every GT CSV has an entry and every entry a GT CSV, every configured
 * column is in the GT header, key cells normalise and keys are unique, and every non-empty cell
 * parses as its column's type. A defect here is the benchmark's: `validate` reports it, and
 * scoring makes the case an error of the benchmark, never a failure of the submission.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { readDirectorySync } from '../../fs/walker.js';
import { buildKeyTable, KeyCoder, type KeySource } from './align.js';
import { loadCaseConfig, type FileSpec } from './config.js';
import {
  InvalidBooleanError,
  isEmptyToken,
  normalizeBoolean,
  normalizeDate,
  normalizeDatetime,
  normalizeNumber,
  type ColumnType,
} from './normalize.js';
import { pyStrRepr, pyTupleRepr } from './pycompat.js';
import { cellAt, readCsvColumns, type CellColumn } from './read-csv.js';
import { byCodePoint } from '../../util/order.js';

export interface GroundTruthDefect {
  /** The file concerned, relative to the benchmark (`gt/case_001/output_01.csv`). */
  file: string;
  problem: string;
  /**
   * `warning`: the case still scores as PrepBench scores it, but a cell is not of its column's
   * type (a number column holding text compares as empty on both sides).
   */
  warning?: true;
}

/**
 * `caseDir` is the GT case directory; `shown` its path relative to the benchmark, for messages.
 * `cellTypes: false` scans only the boolean columns' cells (scoring needs only the defects that
 * are not warnings).
 */
export function checkGroundTruthCase(
  caseDir: string,
  shown: string,
  maxFileBytes: number,
  cellTypes = true,
): GroundTruthDefect[] {
  const configFile = `${shown}/config.json`;
  const loaded = loadCaseConfig(path.join(caseDir, 'config.json'));
  if (!loaded.ok)
    return [{ file: configFile, problem: loaded.error.replace(`${path.join(caseDir, 'config.json')}: `, '') }];
  const config = loaded.config;
  let csvs: string[];
  try {
    csvs = readDirectorySync(caseDir)
      .map((e) => e.name)
      .filter((n) => /.\.csv$/i.test(n) && isFile(path.join(caseDir, n)))
      .sort(byCodePoint);
  } catch (e) {
    return [
      { file: shown, problem: `cannot list the case directory (${(e as NodeJS.ErrnoException).code ?? String(e)})` },
    ];
  }
  const defects: GroundTruthDefect[] = [];
  if (csvs.length === 0)
    defects.push({ file: shown, problem: 'holds no CSV file: every submission would fail this case' });
  for (const name of Object.keys(config.files).sort(byCodePoint)) {
    if (!csvs.includes(name))
      defects.push({
        file: configFile,
        problem: `configures ${JSON.stringify(name)}, which is not a CSV file of the case`,
      });
  }
  for (const name of csvs) {
    const spec = Object.hasOwn(config.files, name) ? config.files[name]! : undefined;
    const file = `${shown}/${name}`;
    if (!spec)
      defects.push({
        file: configFile,
        problem: `has no entry for ${name} (every CSV of the case is compared, and needs its key and columns)`,
      });
    else defects.push(...checkCsv(path.join(caseDir, name), file, spec, maxFileBytes, cellTypes));
  }
  return defects;
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

function checkCsv(
  csvPath: string,
  file: string,
  spec: FileSpec,
  maxFileBytes: number,
  cellTypes: boolean,
): GroundTruthDefect[] {
  const wanted = new Set([...spec.key, ...spec.columns.map((c) => c.name)]);
  const read = readCsvColumns(csvPath, { maxBytes: maxFileBytes, noFollow: false }, (columns) =>
    columns.map((c) => wanted.has(c)),
  );
  if (!read.ok) return [{ file, problem: `cannot be read: ${read.reason}` }];
  const table = read.table;
  const at = new Map<string, CellColumn | undefined>();
  table.columns.forEach((c, i) => {
    if (!at.has(c)) at.set(c, table.cells[i]);
  });
  const missing = [...wanted].filter((c) => !at.has(c));
  if (missing.length > 0) {
    return [
      {
        file,
        problem: `has no column ${missing.map((c) => JSON.stringify(c)).join(', ')} that config.json configures (its header: ${table.columns.map((c) => JSON.stringify(c)).join(', ')})`,
      },
    ];
  }
  const defects: GroundTruthDefect[] = [];
  const typeOf = new Map(spec.columns.map((c) => [c.name, c.type] as const));
  const sources: KeySource[] = spec.key.map((k) => ({
    name: k,
    type: typeOf.get(k) ?? 'text_exact',
    cells: at.get(k),
  }));
  const keys = buildKeyTable(
    table.rowCount,
    sources,
    sources.map((s) => (s.type === 'number' ? undefined : new KeyCoder(s.type))),
    false,
  );
  if (keys.kind === 'invalid')
    defects.push({
      file,
      problem: `row ${keys.row}: key column ${pyStrRepr(keys.column)} (${keys.type}) value ${pyStrRepr(keys.raw)}: ${keys.message}`,
    });
  if (keys.kind === 'duplicate')
    defects.push({
      file,
      problem: `key ${pyTupleRepr(keys.key)} is not unique: rows ${keys.firstRow} and ${keys.row} (data rows from 0) have it; every candidate would be judged against an ambiguous key`,
    });
  for (const column of cellTypes ? spec.columns : spec.columns.filter((c) => c.type === 'boolean')) {
    const bad = badCells(at.get(column.name), table.rowCount, column.type);
    if (!bad) continue;
    const more = bad.count > 1 ? ` (and ${bad.count - 1} more cell${bad.count > 2 ? 's' : ''})` : '';
    // An invalid boolean stops PrepBench's comparison: no candidate can pass the case. A number
    // that does not parse compares as empty, a date as its text: the case scores, maybe not as meant.
    const fatal = column.type === 'boolean';
    const effect = fatal
      ? ''
      : column.type === 'number'
        ? ': it compares as empty'
        : ': it compares as its text, not as a date';
    defects.push({
      file,
      problem: `column ${JSON.stringify(column.name)} is ${column.type}, but row ${bad.row} holds ${pyStrRepr(bad.raw)}${more}${effect}`,
      ...(fatal ? {} : { warning: true as const }),
    });
  }
  return defects;
}

/** The first cell of a column that is not empty and does not parse as `type`, and how many there are. */
function badCells(
  cells: CellColumn | undefined,
  rows: number,
  type: ColumnType,
): { row: number; raw: string; count: number } | null {
  if (!cells || type === 'text_exact' || type === 'text_norm') return null;
  let first: { row: number; raw: string } | null = null;
  let count = 0;
  for (let r = 0; r < rows; r++) {
    const raw = cellAt(cells, r);
    if (parses(raw, type)) continue;
    count += 1;
    first ??= { row: r, raw };
  }
  return first ? { ...first, count } : null;
}

const ISO_DATE = /^(\d{1,4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^(\d{1,4})-(\d{2})-(\d{2}) \d{2}:\d{2}:\d{2}$/;

function parses(raw: string, type: ColumnType): boolean {
  switch (type) {
    case 'number':
      return isEmptyToken(raw) || normalizeNumber(raw) !== null;
    case 'boolean':
      try {
        normalizeBoolean(raw);
        return true;
      } catch (e) {
        if (e instanceof InvalidBooleanError) return false;
        throw e;
      }
    case 'date':
      return validDate(normalizeDate(raw), ISO_DATE);
    case 'datetime':
      return validDate(normalizeDatetime(raw), ISO_DATETIME);
    default:
      return true;
  }
}

/** Empty, or a normalised date of a real day (the normaliser keeps what it cannot parse as it is). */
function validDate(value: string | null, shape: RegExp): boolean {
  if (value === null) return true;
  const m = shape.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const days =
    month === 2
      ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
        ? 29
        : 28
      : [4, 6, 9, 11].includes(month)
        ? 30
        : 31;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= days;
}
