/**
 * Cell normalisation per column type, with PrepBench's exact rules (docs/table-suites.md). Cells are the
 * raw strings of the CSV; the result `null` means "empty".
 */
import {
  PY_WS,
  decimalDigitValue,
  isPyWhitespaceCode,
  parseDecimalDigits,
  parsePythonFloat,
  pyLower,
  pyStrftimeYear,
  pyStrRepr,
  pyStrip,
} from './pycompat.js';

export const COLUMN_TYPES = ['number', 'text_exact', 'text_norm', 'date', 'datetime', 'boolean'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** A normalised cell: null is "empty". */
export type NormalizedValue = number | string | boolean | null;

/** A boolean cell that is neither a true nor a false token (PrepBench raises ValueError). */
export class InvalidBooleanError extends Error {
  constructor(readonly raw: string) {
    super(`Unrecognized boolean value: ${pyStrRepr(raw)}`);
    this.name = 'InvalidBooleanError';
  }
}

const EMPTY_TOKENS = new Set(['', 'none', 'nan', 'null', 'n/a', 'na']);
const DATE_EMPTY_TOKENS = new Set(['', 'na', 'n/a', 'null']);

/** The shared empty-token test: strip, lower-case, one of `"", none, nan, null, n/a, na`. */
export function isEmptyToken(raw: string): boolean {
  const s = pyStrip(raw);
  return s.length <= 4 && EMPTY_TOKENS.has(pyLower(s));
}

const NUMBER_NOISE = new RegExp(`[,$%]${PY_WS}*`, 'g');

const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);

/**
 * `Number(text.slice(start, end))` when that text is a plain decimal (`-?[0-9]+(\.[0-9]+)?`) of
 * at most 15 digits, else undefined. With so few digits the value is an exact integer divided by
 * an exact power of ten, and one IEEE division rounds that correctly, as Number() does.
 */
export function fastPlainDecimal(text: string, start: number, end: number): number | undefined {
  let i = start;
  const neg = i < end && text.charCodeAt(i) === 0x2d;
  if (neg) i += 1;
  const intStart = i;
  let m = 0;
  let c = 0;
  while (i < end && (c = text.charCodeAt(i)) >= 0x30 && c <= 0x39) {
    m = m * 10 + (c - 0x30);
    i += 1;
  }
  const intDigits = i - intStart;
  if (intDigits === 0) return undefined;
  let frac = 0;
  if (i < end) {
    if (c !== 0x2e) return undefined;
    i += 1;
    const fracStart = i;
    while (i < end && (c = text.charCodeAt(i)) >= 0x30 && c <= 0x39) {
      m = m * 10 + (c - 0x30);
      i += 1;
    }
    frac = i - fracStart;
    if (frac === 0 || i < end) return undefined;
  }
  if (intDigits + frac > 15) return undefined;
  const v = frac === 0 ? m : m / POW10[frac]!;
  return neg ? -v : v;
}

/** number: strip, lower, drop `,` `$` `%` (and whitespace after them), Python float(); unparseable is empty. */
export function normalizeNumber(raw: string): number | null {
  const plain = fastPlainDecimal(raw, 0, raw.length); // fast path: already a plain decimal
  if (plain !== undefined) return plain;
  if (isEmptyToken(raw)) return null;
  const cleaned = pyLower(pyStrip(raw)).replace(NUMBER_NOISE, '');
  return parsePythonFloat(cleaned);
}

/** Strip, then remove one pair of matching surrounding quotes (`"…"` or `'…'`). */
function removeSurroundingQuotes(s: string): string {
  const t = pyStrip(s);
  if (t.length >= 2) {
    const first = t[0];
    const last = t[t.length - 1];
    if ((first === '"' && last === '"') || (first === "'" && last === "'")) return t.slice(1, -1);
  }
  return t;
}

/** text_exact: strip surrounding space and quotes; empty tokens are empty; case and inner space kept. */
export function normalizeTextExact(raw: string): string | null {
  const n = raw.length;
  if (n > 4) {
    // Nothing to strip, no quote to remove, too long for an empty token: the text itself.
    const a = raw.charCodeAt(0);
    if (a !== 0x22 && a !== 0x27 && !isPyWhitespaceCode(a) && !isPyWhitespaceCode(raw.charCodeAt(n - 1))) return raw;
  }
  const s = removeSurroundingQuotes(raw);
  return isEmptyToken(s) ? null : s;
}

const INNER_WS = new RegExp(`${PY_WS}+`, 'g');

/** Collapse runs of Python whitespace to one space (a string with none to collapse is returned as is). */
function collapseWhitespace(s: string): string {
  const n = s.length;
  for (let i = 0; i < n; i += 1) {
    const c = s.charCodeAt(i);
    if (c > 0x20 && c < 0x7f) continue;
    if (isPyWhitespaceCode(c) && (c !== 0x20 || (i + 1 < n && isPyWhitespaceCode(s.charCodeAt(i + 1))))) {
      return s.replace(INNER_WS, ' ');
    }
  }
  return s;
}

/** text_norm: as text_exact, then strip, lower-case and collapse inner whitespace to one space. */
export function normalizeTextNorm(raw: string): string | null {
  const s = removeSurroundingQuotes(raw);
  if (isEmptyToken(s)) return null;
  return collapseWhitespace(pyLower(pyStrip(s)));
}

// --- date / datetime: Python datetime.strptime semantics for the few formats PrepBench tries ---

const D = '\\p{Nd}';
const DIRECTIVES: Record<string, string> = {
  Y: `(${D}${D}${D}${D})`,
  m: '(1[0-2]|0[1-9]|[1-9])',
  d: `(3[01]|[12]${D}|0[1-9]|[1-9]| [1-9])`,
  H: `(2[0-3]|[01]${D}|${D})`,
  M: `([0-5]${D}|${D})`,
  S: `(6[01]|[0-5]${D}|${D})`,
};

interface StrptimeFormat {
  readonly regex: RegExp;
  readonly fields: readonly string[];
}

function compileFormat(format: string): StrptimeFormat {
  const fields: string[] = [];
  let source = '';
  for (let i = 0; i < format.length; i += 1) {
    const ch = format[i] ?? '';
    if (ch === '%') {
      const directive = format[i + 1] ?? '';
      const part = DIRECTIVES[directive];
      if (part === undefined) throw new Error(`unsupported directive %${directive}`);
      fields.push(directive);
      source += part;
      i += 1;
    } else if (ch === ' ') {
      source += `${PY_WS}+`; // strptime turns whitespace in the format into \s+
    } else {
      source += ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
    }
  }
  // Python matches from the start and then insists that no text remains; it does not anchor the end.
  return { regex: new RegExp(`^${source}`, 'u'), fields };
}

const DATE_FORMATS = ['%Y-%m-%d', '%Y/%m/%d', '%d/%m/%Y'].map(compileFormat);
const DATETIME_FORMATS = ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M', '%Y/%m/%d %H:%M:%S', '%d/%m/%Y %H:%M:%S'].map(
  compileFormat,
);

interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function strptime(s: string, format: StrptimeFormat): DateTimeParts | null {
  const m = format.regex.exec(s);
  if (!m || m[0].length !== s.length) return null;
  const parts: DateTimeParts = { year: 1900, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  format.fields.forEach((field, i) => {
    const value = parseDecimalDigits(pyStrip(m[i + 1] ?? ''));
    if (field === 'Y') parts.year = value;
    else if (field === 'm') parts.month = value;
    else if (field === 'd') parts.day = value;
    else if (field === 'H') parts.hour = value;
    else if (field === 'M') parts.minute = value;
    else if (field === 'S') parts.second = value;
  });
  // datetime(...) rejects what the regexes let through: year 0, day 31 in a 30-day month, second 60/61.
  if (parts.year < 1 || parts.day > daysInMonth(parts.year, parts.month) || parts.second > 59) return null;
  return parts;
}

function isThreeDigitYear(s: string): boolean {
  const chars = [...s];
  return chars.length === 3 && chars.every((c) => decimalDigitValue(c) !== null);
}

function parseAny(s: string, formats: readonly StrptimeFormat[]): DateTimeParts | null {
  for (const f of formats) {
    const parsed = strptime(s, f);
    if (parsed) return parsed;
  }
  // PrepBench retries `d/m/yyy` (a 3-digit year) with the year padded to 4 digits.
  if (s.includes('/')) {
    const pieces = s.split('/');
    if (pieces.length === 3 && isThreeDigitYear(pieces[2] ?? '')) {
      const padded = `${pieces[0]}/${pieces[1]}/0${pieces[2]}`;
      for (const f of formats) {
        const parsed = strptime(padded, f);
        if (parsed) return parsed;
      }
    }
  }
  return null;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** `strftime('%Y-%m-%d')`: the year as Python writes it on Linux (`991-01-01`), month and day padded. */
function formatDate(p: DateTimeParts): string {
  return `${pyStrftimeYear(p.year)}-${pad(p.month, 2)}-${pad(p.day, 2)}`;
}

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** The value of ASCII digits s[from..to), or −1 if one is not an ASCII digit. */
function asciiNumber(s: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i += 1) {
    const c = s.charCodeAt(i);
    if (!isDigit(c)) return -1;
    v = v * 10 + (c - 0x30);
  }
  return v;
}

/**
 * The common spellings, decided without the strptime machinery: ten ASCII characters,
 * `YYYY-MM-DD`, `YYYY/MM/DD` or `DD/MM/YYYY`. With two-digit fields each of these has a single
 * strptime reading (the other formats cannot match), so the result is formatDate of that reading
 * when it is a valid date (the text itself for `YYYY-MM-DD` from year 1000 on) and the text when not. `undefined`: not
 * one of these shapes.
 */
function fastDate(s: string): string | undefined {
  if (s.length !== 10) return undefined;
  const c2 = s.charCodeAt(2);
  const c4 = s.charCodeAt(4);
  let year: number;
  let month: number;
  let day: number;
  if (c4 === 0x2d || c4 === 0x2f) {
    // YYYY-MM-DD or YYYY/MM/DD
    if (s.charCodeAt(7) !== c4) return undefined;
    year = asciiNumber(s, 0, 4);
    month = asciiNumber(s, 5, 7);
    day = asciiNumber(s, 8, 10);
  } else if (c2 === 0x2f && s.charCodeAt(5) === 0x2f) {
    // DD/MM/YYYY
    day = asciiNumber(s, 0, 2);
    month = asciiNumber(s, 3, 5);
    year = asciiNumber(s, 6, 10);
  } else return undefined;
  if (year < 0 || month < 0 || day < 0) return undefined;
  const valid = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  if (!valid) return s;
  return c4 === 0x2d && year >= 1000 ? s : formatDate({ year, month, day, hour: 0, minute: 0, second: 0 });
}

/** date: `%Y-%m-%d`, `%Y/%m/%d`, `%d/%m/%Y` → `strftime('%Y-%m-%d')` (`YYYY-MM-DD`, `991-01-01` before year 1000), else the stripped text; empty is `"", na, n/a, null`. */
export function normalizeDate(raw: string): string | null {
  const s = pyStrip(raw);
  const fast = fastDate(s);
  if (fast !== undefined) return fast;
  if (DATE_EMPTY_TOKENS.has(pyLower(s))) return null;
  const parsed = parseAny(s, DATE_FORMATS);
  return parsed ? formatDate(parsed) : s;
}

/** datetime: four formats → `strftime('%Y-%m-%d %H:%M:%S')` (the year as for date), else the stripped text; same empty set as date. */
export function normalizeDatetime(raw: string): string | null {
  const s = pyStrip(raw);
  if (DATE_EMPTY_TOKENS.has(pyLower(s))) return null;
  const p = parseAny(s, DATETIME_FORMATS);
  return p ? `${formatDate(p)} ${pad(p.hour, 2)}:${pad(p.minute, 2)}:${pad(p.second, 2)}` : s;
}

const TRUE_TOKENS = new Set(['true', '1', 'yes', 'y', 't', '是']);
const FALSE_TOKENS = new Set(['false', '0', 'no', 'n', 'f', '否']);

/** Valid boolean spellings seen so far (boolean columns hold a handful of them). */
const booleanMemo = new Map<string, boolean | null>();

/** boolean: empty tokens are empty; `true,1,yes,y,t,是` / `false,0,no,n,f,否`; anything else throws. */
export function normalizeBoolean(raw: string): boolean | null {
  const known = booleanMemo.get(raw);
  if (known !== undefined) return known;
  let value: boolean | null;
  if (isEmptyToken(raw)) value = null;
  else {
    const s = pyLower(pyStrip(raw));
    if (TRUE_TOKENS.has(s)) value = true;
    else if (FALSE_TOKENS.has(s)) value = false;
    else throw new InvalidBooleanError(raw);
  }
  if (booleanMemo.size < 4096) booleanMemo.set(raw, value);
  return value;
}

/** The normaliser of a column type. The boolean one throws InvalidBooleanError for a bad boolean. */
export function normalizerFor(type: ColumnType): (raw: string) => NormalizedValue {
  switch (type) {
    case 'number':
      return normalizeNumber;
    case 'text_exact':
      return normalizeTextExact;
    case 'text_norm':
      return normalizeTextNorm;
    case 'date':
      return normalizeDate;
    case 'datetime':
      return normalizeDatetime;
    case 'boolean':
      return normalizeBoolean;
  }
}

/**
 * Numeric closeness: both empty match; one empty does not; otherwise
 * `|a−b| / max(|a|,|b|) < tol`, or `|a−b| < tol` when either side is 0 (strict `<`).
 */
export function numbersClose(a: number | null, b: number | null, tolerance: number): boolean {
  if (a === null && b === null) return true;
  if (a === null || b === null) return false;
  if (a === 0 && b === 0) return true;
  if (a === 0 || b === 0) return Math.abs(a - b) < tolerance;
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b)) < tolerance;
}
