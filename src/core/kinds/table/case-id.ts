/**
 * PrepBench case ids: `case_1`, `case-1`, `case1`, `1`, `case_001` (any case, surrounding
 * whitespace ignored) all name `case_001`. Numbers are zero-padded to at least three digits.
 */

const CASE_ID = /^case[_-]?([0-9]+)$/;
const DIGITS = /^[0-9]+$/;

/** The case number a case id names, or null when it is not a case id. */
export function caseNumber(value: string): number | null {
  const token = value.trim().toLowerCase();
  const digits = CASE_ID.exec(token)?.[1] ?? (DIGITS.test(token) ? token : undefined);
  if (digits === undefined) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

/** Normalise a case id to `case_NNN`, or null when it is not a case id. */
export function normalizeCaseId(value: string): string | null {
  const n = caseNumber(value);
  return n === null ? null : `case_${String(n).padStart(3, '0')}`;
}
