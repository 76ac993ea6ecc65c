/**
 * Small re-implementations of the Python string and number behaviours that PrepBench's evaluator
 * relies on (`str.strip()`, `float()`, `repr()`), so that normalised values and messages agree
 * with the reference implementation rather than with JavaScript's own rules.
 */

/** Characters for which Python's `str.isspace()` is true (what `str.strip()` and `re`'s `\s` use). */
const PY_WHITESPACE_CLASS =
  '\\t\\n\\u000b\\u000c\\r\\u001c\\u001d\\u001e\\u001f \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** A regex character class source matching one Python whitespace character. */
export const PY_WS = `[${PY_WHITESPACE_CLASS}]`;

const IS_PY_WS = new RegExp(`^${PY_WS}$`);

/** Whether a UTF-16 code unit is Python whitespace (`str.isspace()`). */
export function isPyWhitespaceCode(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    (c >= 0x1c && c <= 0x20) ||
    c === 0x85 ||
    c === 0xa0 ||
    (c >= 0x1680 &&
      (c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000))
  );
}

/** Python's `s.strip()` with no argument. */
export function pyStrip(s: string): string {
  const n = s.length;
  if (n === 0 || (!isPyWhitespaceCode(s.charCodeAt(0)) && !isPyWhitespaceCode(s.charCodeAt(n - 1)))) return s;
  return stripWhere(s, isPyWhitespaceCode);
}

/**
 * `s` without the leading and trailing code units `drop` accepts. Scanned, not matched: a pattern
 * like `\s+$` retries from every whitespace character of a cell, which is quadratic.
 */
function stripWhere(s: string, drop: (c: number) => boolean): string {
  let start = 0;
  let end = s.length;
  while (start < end && drop(s.charCodeAt(start))) start += 1;
  while (end > start && drop(s.charCodeAt(end - 1))) end -= 1;
  return s.slice(start, end);
}

/** Python's `Py_ISSPACE`, the ASCII whitespace `float()` strips: space, \t, \n, \v, \f, \r. */
const isAsciiSpaceCode = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/** Python's `str.lower()` (full Unicode case mapping, same as JavaScript's for practical input). */
export function pyLower(s: string): string {
  return s.toLowerCase();
}

const ND = /^\p{Nd}$/u;

/** The decimal value of a Unicode decimal digit (category Nd); digits come in runs starting at 0. */
export function decimalDigitValue(ch: string): number | null {
  const cp = ch.codePointAt(0);
  if (cp !== undefined && cp >= 0x30 && cp <= 0x39 && ch.length === 1) return cp - 0x30;
  if (cp === undefined || !ND.test(ch)) return null;
  let start = cp;
  while (start > 0 && ND.test(String.fromCodePoint(start - 1))) start -= 1;
  return (cp - start) % 10;
}

/** Parse a run of Unicode decimal digits as Python's `int()` would. */
export function parseDecimalDigits(s: string): number {
  let value = 0;
  for (const ch of s) {
    const d = decimalDigitValue(ch);
    if (d === null) return Number.NaN;
    value = value * 10 + d;
  }
  return value;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;
const PY_FLOAT_SYNTAX = /^[+-]?(?:(?:\d(?:_?\d)*)?\.\d(?:_?\d)*|\d(?:_?\d)*\.?)(?:e[+-]?\d(?:_?\d)*)?$/i;
const PY_FLOAT_SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;

/**
 * Python's `float(s)`: returns the number, or null where Python raises ValueError.
 * Accepts surrounding whitespace, `_` between digits, any Unicode decimal digits,
 * and `inf`/`infinity`/`nan` with an optional sign.
 */
export function parsePythonFloat(input: string): number | null {
  // float() first maps non-ASCII decimal digits to ASCII and non-ASCII whitespace to ' ';
  // any other non-ASCII character makes the text invalid.
  let ascii = input;
  if (!ASCII_ONLY.test(input)) {
    ascii = '';
    for (const ch of input) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp < 128) ascii += ch;
      else if (IS_PY_WS.test(ch)) ascii += ' ';
      else {
        const d = decimalDigitValue(ch);
        if (d === null) return null;
        ascii += String(d);
      }
    }
  }
  const s = stripWhere(ascii, isAsciiSpaceCode);
  const special = PY_FLOAT_SPECIAL.exec(s);
  if (special) {
    const word = (special[2] ?? '').toLowerCase();
    if (word === 'nan') return Number.NaN;
    return special[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (!PY_FLOAT_SYNTAX.test(s)) return null;
  return Number(s.replace(/_/g, ''));
}

/**
 * Python's `datetime.strftime('%Y')` as PrepBench runs it: on Linux, Python 3.9 to 3.13 hand `%Y` to
 * glibc, which writes the year without padding (`991`, not `0991`). Python 3.14 pads it to four
 * digits (CPython gh-120713); PrepBench's own runs predate that.
 */
export function pyStrftimeYear(year: number): string {
  return String(year);
}

/** Python's `repr(float)`: shortest round-trip digits, `1.0` not `1`, exponent form outside 1e-4..1e16. */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Number.POSITIVE_INFINITY) return 'inf';
  if (x === Number.NEGATIVE_INFINITY) return '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const [mantissa = '0', expText = '0'] = Math.abs(x).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const exp = Number(expText);
  if (exp < -4 || exp >= 16) {
    const frac = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exp) < 10 ? `0${Math.abs(exp)}` : String(Math.abs(exp));
    return `${sign}${frac}e${exp < 0 ? '-' : '+'}${e}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const intPart = digits.length > exp + 1 ? digits.slice(0, exp + 1) : digits.padEnd(exp + 1, '0');
  const fracPart = digits.length > exp + 1 ? digits.slice(exp + 1) : '0';
  return `${sign}${intPart}.${fracPart}`;
}

const NON_PRINTABLE = /[\p{C}\p{Z}]/u;

/** Python's `repr(str)`. */
export function pyStrRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && NON_PRINTABLE.test(ch)) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp < 0x100) out += `\\x${cp.toString(16).padStart(2, '0')}`;
      else if (cp < 0x10000) out += `\\u${cp.toString(16).padStart(4, '0')}`;
      else out += `\\U${cp.toString(16).padStart(8, '0')}`;
    } else out += ch;
  }
  return out + quote;
}

/** Python's `repr()` of a normalised cell value (`None`, `True`/`False`, a float or a str). */
function pyValueRepr(v: string | number | boolean | null): string {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') return pyFloatRepr(v);
  return pyStrRepr(v);
}

/** Python's `repr(tuple)`, as PrepBench prints row keys. */
export function pyTupleRepr(values: readonly (string | number | boolean | null)[]): string {
  const inner = values.map(pyValueRepr);
  return inner.length === 1 ? `(${inner[0]},)` : `(${inner.join(', ')})`;
}

/** Python's `repr(list_of_str)`. */
export function pyStrListRepr(values: readonly string[]): string {
  return `[${values.map(pyStrRepr).join(', ')}]`;
}
