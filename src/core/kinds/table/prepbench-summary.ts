/**
 * PrepBench-compatible `summary.json` and `summary.csv` for one table-suite trial, built as pure
 * functions with the meanings of PrepBench's batch evaluator:
 *
 * - one row per GT case; `execution` is `fail` only when the case could not be evaluated
 *   (`GT_NOT_FOUND`, `NOT_FOUND`), else `success`; `evaluation` is `correct` or `false`;
 * - `total` = cases, `success` = rows with execution success, `correct` = correct rows,
 *   `missing` = rows with error_type `NOT_FOUND`, `failed` = total − correct (missing ones
 *   included), `accuracy` = correct / total (0.0 when there are no cases),
 *   `passed` = total > 0 and every case correct;
 * - cases sorted by case number (names without a number last; ties by name).
 */
import { caseNumber } from './case-id.js';
import { pyFloatRepr } from './pycompat.js';
import { byCodePoint } from '../../util/order.js';

const SUMMARY_CSV_FIELDS = [
  'case_name',
  'execution',
  'evaluation',
  'candidate_dir',
  'gt_dir',
  'error_type',
  'error_message',
] as const;

export interface PrepBenchCaseRow {
  readonly case_name: string;
  readonly execution: 'success' | 'fail';
  readonly evaluation: 'correct' | 'false';
  readonly candidate_dir: string;
  readonly gt_dir: string;
  /** Empty when the case is correct. */
  readonly error_type: string;
  readonly error_message: string;
}

export interface PrepBenchAggregate {
  readonly total: number;
  readonly success: number;
  readonly correct: number;
  readonly missing: number;
  readonly failed: number;
  readonly accuracy: number;
  readonly passed: boolean;
}

export interface PrepBenchSummary {
  readonly aggregate: PrepBenchAggregate;
  readonly cases: readonly PrepBenchCaseRow[];
  /** PrepBench also records where it wrote summary.csv; only present when given. */
  readonly summary_csv?: string;
}

/** PrepBench's case order: by the number after `case_`; others last, then by name. */
function compareCaseNames(a: string, b: string): number {
  const na = caseNumber(a) ?? Number.POSITIVE_INFINITY;
  const nb = caseNumber(b) ?? Number.POSITIVE_INFINITY;
  if (na !== nb) return na < nb ? -1 : 1;
  return byCodePoint(a, b);
}

export function sortCaseRows(rows: readonly PrepBenchCaseRow[]): PrepBenchCaseRow[] {
  return [...rows].sort((x, y) => compareCaseNames(x.case_name, y.case_name));
}

export function aggregateCases(rows: readonly PrepBenchCaseRow[]): PrepBenchAggregate {
  const total = rows.length;
  const success = rows.filter((r) => r.execution === 'success').length;
  const correct = rows.filter((r) => r.evaluation === 'correct').length;
  const missing = rows.filter((r) => r.error_type === 'NOT_FOUND').length;
  return {
    total,
    success,
    correct,
    missing,
    failed: total - correct,
    accuracy: total > 0 ? correct / total : 0,
    passed: total > 0 && correct === total,
  };
}

/** The summary object: aggregate plus cases sorted by case number. */
export function buildPrepBenchSummary(
  rows: readonly PrepBenchCaseRow[],
  options: { summaryCsvPath?: string } = {},
): PrepBenchSummary {
  const cases = sortCaseRows(rows);
  const summary = { aggregate: aggregateCases(cases), cases };
  return options.summaryCsvPath === undefined ? summary : { ...summary, summary_csv: options.summaryCsvPath };
}

/**
 * `summary.json` text as Python's `json.dumps(..., ensure_ascii=False, indent=2)` writes it,
 * with a trailing newline (so `accuracy` is a float: `1.0`, not `1`).
 */
export function renderSummaryJson(summary: PrepBenchSummary): string {
  const ACC = '\u0000accuracy\u0000';
  const text = JSON.stringify({ ...summary, aggregate: { ...summary.aggregate, accuracy: ACC } }, null, 2);
  return `${text.replace(JSON.stringify(ACC), pyFloatRepr(summary.aggregate.accuracy))}\n`;
}

/** One CSV field as Python's csv module (QUOTE_MINIMAL) writes it. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** `summary.csv` text: header then one row per case, CRLF line ends (Python csv's default). */
export function renderSummaryCsv(rows: readonly PrepBenchCaseRow[]): string {
  const lines = [SUMMARY_CSV_FIELDS.join(',')];
  for (const row of rows) lines.push(SUMMARY_CSV_FIELDS.map((f) => csvField(row[f])).join(','));
  return `${lines.map((l) => `${l}\r\n`).join('')}`;
}
