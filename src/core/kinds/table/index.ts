/** Table suites (PrepBench semantics): public surface of the comparison engine. */
export { normalizeCaseId, caseNumber } from './case-id.js';
export { loadCaseConfig, parseCaseConfig, columnType, caseConfigSchema, type CaseConfig, type FileSpec, type ColumnSpec, type ConfigResult } from './config.js';
export { readCsvFile, parseCsvBytes, parseCsvText, decodeCsvBytes, tokenizeCsv, type CsvTable, type CsvReadResult } from './read-csv.js';
export {
  COLUMN_TYPES,
  normalizeCell,
  normalizeNumber,
  normalizeTextExact,
  normalizeTextNorm,
  normalizeDate,
  normalizeDatetime,
  normalizeBoolean,
  isEmptyToken,
  numbersClose,
  cellsEqual,
  InvalidBooleanError,
  type ColumnType,
  type NormalizedValue,
} from './normalize.js';
export { buildKeyIndex, alignKeys, type KeyTuple, type KeyedRow, type AlignmentResult, type KeyIndexResult } from './align.js';
export {
  compareCase,
  compareTables,
  DEFAULT_TOLERANCE,
  DEFAULT_MAX_FILE_BYTES,
  type CaseComparison,
  type CaseDiagnostics,
  type CellMismatch,
  type CompareCaseOptions,
  type TableErrorType,
} from './compare.js';
export {
  caseRow,
  aggregateCases,
  buildPrepBenchSummary,
  renderSummaryJson,
  renderSummaryCsv,
  sortCaseRows,
  compareCaseNames,
  SUMMARY_CSV_FIELDS,
  type PrepBenchCaseRow,
  type PrepBenchAggregate,
  type PrepBenchSummary,
} from './prepbench-summary.js';
