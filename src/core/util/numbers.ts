/**
 * The one check for a number that comes from outside agent-eval's own arithmetic (a submission's
 * record, a verifier's message that may echo one, a CCE cache file): it must be finite and in its
 * range, or it is a message naming the field and the value, which the caller turns into an error
 * on that record (never a zero, never a silent fallback). A count is a whole number up to 2^53 − 1,
 * so that any mean of counts, however many, is finite.
 */

export interface NumberRange {
  min: number;
  max: number;
  integer?: boolean;
}

/** A count (rounds, chats, actions): a whole number from 0 to 2^53 − 1. */
export const COUNT: NumberRange = { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true };
/** Any finite number. */
export const FINITE: NumberRange = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE };

export type NumberRead = { ok: true; value: number } | { ok: false; error: string };

export function readNumber(field: string, value: unknown, range: NumberRange): NumberRead {
  if (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= range.min &&
    value <= range.max &&
    (!range.integer || Number.isInteger(value))
  ) {
    return { ok: true, value };
  }
  return { ok: false, error: `${field} must be ${rangeText(range)}, got ${describeValue(value)}` };
}

/** Absent (undefined or null) is null; anything else must pass readNumber. */
export function readOptionalNumber(
  field: string,
  value: unknown,
  range: NumberRange,
): { ok: true; value: number | null } | { ok: false; error: string } {
  return value === undefined || value === null ? { ok: true, value: null } : readNumber(field, value, range);
}

function rangeText(r: NumberRange): string {
  if (r.min === FINITE.min && r.max === FINITE.max && !r.integer) return 'a finite number';
  return `${r.integer ? 'a whole number' : 'a number'} from ${r.min} to ${r.max}`;
}

/** A value for a message: JSON-ish, single line, at most 60 characters. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
}
