/**
 * The bytes of a JSON file as its writer meant them (docs/records.md, "The JSON dialect"):
 *
 * - the encoding: UTF-8, with or without a byte order mark (dropped); UTF-16 and UTF-32 (a BOM,
 *   or the NUL bytes that interleave ASCII without one, as PowerShell's `>` writes) are refused
 *   with the fix, never decoded as garbage;
 * - a syntax error in words: its line and column (a byte offset helps no one) and the likely
 *   cause when it is a common one (an empty file, a trailing comma, single quotes, a comment,
 *   Python's True/False/None, a truncated file).
 *
 * Everything here is a hand-written scan, linear in the file's size.
 */

import { randomUUID } from 'node:crypto';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export type Decoded = { ok: true; start: number } | { ok: false; message: string };

/** Where the JSON text starts (after a UTF-8 BOM), or why the bytes are not UTF-8 JSON. */
export function jsonStart(buf: Buffer, length: number): Decoded {
  const at = (i: number) => (i < length ? buf[i]! : -1);
  if (at(0) === UTF8_BOM[0] && at(1) === UTF8_BOM[1] && at(2) === UTF8_BOM[2]) return { ok: true, start: 3 };
  const wide = wideEncoding(at);
  if (wide)
    return {
      ok: false,
      message: `${wide.split(' ')[0]}: re-save as UTF-8 (the file is ${wide}, and agent-eval reads UTF-8 only: PowerShell's ">" and Out-File write UTF-16, "Out-File -Encoding utf8" does not)`,
    };
  return { ok: true, start: 0 };
}

/** UTF-16/32 by its byte order mark, or by the NULs around the first (ASCII) character. */
function wideEncoding(at: (i: number) => number): string | null {
  const [a, b, c, d] = [at(0), at(1), at(2), at(3)];
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return 'UTF-32 (little-endian, with a byte order mark)';
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return 'UTF-32 (big-endian, with a byte order mark)';
  if (a === 0xff && b === 0xfe) return 'UTF-16 (little-endian, with a byte order mark)';
  if (a === 0xfe && b === 0xff) return 'UTF-16 (big-endian, with a byte order mark)';
  // JSON starts with an ASCII character (RFC 8259 8.1), so its NULs tell the encoding.
  if (a > 0 && b === 0 && c === 0 && d === 0) return 'UTF-32 (little-endian)';
  if (a === 0 && b === 0 && c === 0 && d > 0) return 'UTF-32 (big-endian)';
  if (a > 0 && b === 0) return 'UTF-16 (little-endian)';
  if (a === 0 && b > 0) return 'UTF-16 (big-endian)';
  return null;
}

/** The 1-based line and column (in characters) of a byte offset. */
export function lineAndColumn(
  buf: Buffer,
  start: number,
  offset: number,
  firstLine = 1,
): { line: number; column: number } {
  let line = firstLine;
  let lineStart = start;
  for (let i = buf.indexOf(0x0a, start); i >= 0 && i < offset; i = buf.indexOf(0x0a, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  let column = 1;
  for (let i = lineStart; i < offset; i++) if ((buf[i]! & 0xc0) !== 0x80) column++; // UTF-8 lead bytes only
  return { line, column };
}

function isBlank(c: number | undefined): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function startsWithAt(buf: Buffer, i: number, end: number, word: string): boolean {
  if (i + word.length > end) return false;
  for (let k = 0; k < word.length; k++) if (buf[i + k] !== word.charCodeAt(k)) return false;
  return true;
}

/** A common mistake at the offset where the grammar failed, in words with its fix, or ''. */
function likelyCause(buf: Buffer, start: number, end: number, offset: number): string {
  if (offset >= end) return 'the file ends before the JSON does (cut short? an unclosed "{", "[" or string)';
  const c = buf[offset]!;
  let prev = offset - 1;
  while (prev >= start && isBlank(buf[prev])) prev--;
  if ((c === 0x7d || c === 0x5d) && buf[prev] === 0x2c) {
    return `a trailing comma before "${String.fromCharCode(c)}" (JSON allows none: remove the comma after the last item)`;
  }
  if (c === 0x27)
    return "single quotes: JSON strings and keys take double quotes (was it written with Python's str() or print() instead of json.dump?)";
  if (c === 0x2f && (buf[offset + 1] === 0x2f || buf[offset + 1] === 0x2a))
    return 'a comment: JSON has no comments (remove it)';
  for (const [py, json] of [
    ['True', 'true'],
    ['False', 'false'],
    ['None', 'null'],
  ] as const) {
    if (startsWithAt(buf, offset, end, py))
      return `Python's ${py}: JSON writes ${json} (write the file with json.dump)`;
  }
  if (
    startsWithAt(buf, offset, end, 'NaN') ||
    startsWithAt(buf, offset, end, 'Infinity') ||
    startsWithAt(buf, offset, end, '-Infinity')
  ) {
    return 'NaN and Infinity are not JSON, and this file is read as strict JSON';
  }
  return '';
}

/** "Malformed JSON: line L, column C: <cause or problem>", for a grammar error at `offset`. */
export function describeJsonError(
  buf: Buffer,
  start: number,
  end: number,
  offset: number,
  problem: string,
  firstLine = 1,
): string {
  let first = start;
  while (first < end && isBlank(buf[first])) first++;
  if (first >= end)
    return `Malformed JSON: the file is empty (${end === start ? 'no bytes' : 'only blanks'}): it must hold one JSON value (was it written before the run ended?)`;
  const { line, column } = lineAndColumn(buf, start, offset, firstLine);
  const cause = likelyCause(buf, start, end, offset);
  return `Malformed JSON: line ${line}, column ${column}: ${cause ? `${problem}; ${cause}` : problem}`;
}

/**
 * JSON.parse of text in Python's dialect: NaN, Infinity and -Infinity as values (never inside a
 * string) are read as the numbers Python's json module writes them for. Throws as JSON.parse
 * does. The fast path is JSON.parse itself; only a text it refuses is scanned (once, linearly)
 * for the three words, which are rewritten: ±Infinity to ±1e999 (which JSON.parse reads as
 * ±Infinity), NaN to a string no record can hold (a fresh random marker), turned back into NaN.
 */
export function parseNonFinite(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const marker = `\u0000NaN:${randomUUID()}`;
    const rewritten = rewriteNonFinite(text, JSON.stringify(marker));
    if (rewritten === null) throw err;
    return rewritten.nan
      ? JSON.parse(rewritten.text, (_key, value: unknown) => (value === marker ? NaN : value))
      : JSON.parse(rewritten.text);
  }
}

const WORDS = [
  ['NaN', ''],
  ['Infinity', '1e999'],
  ['-Infinity', '-1e999'],
] as const;

function isValueStart(c: number): boolean {
  return Number.isNaN(c) || isBlank(c) || c === 0x5b || c === 0x3a || c === 0x2c; // start, "[", ":" or ","
}

function isValueEnd(c: number): boolean {
  return Number.isNaN(c) || isBlank(c) || c === 0x5d || c === 0x7d || c === 0x2c; // end, "]", "}" or ","
}

function rewriteNonFinite(text: string, nanLiteral: string): { text: string; nan: boolean } | null {
  let out = '';
  let last = 0;
  let nan = false;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // a string: skipped to its closing quote
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
      i++;
      continue;
    }
    const word = c === 0x4e || c === 0x49 || c === 0x2d ? WORDS.find(([w]) => text.startsWith(w, i)) : undefined;
    if (word && isValueStart(text.charCodeAt(i - 1)) && isValueEnd(text.charCodeAt(i + word[0].length))) {
      out += text.slice(last, i) + (word[1] || nanLiteral);
      nan ||= word[0] === 'NaN';
      i += word[0].length;
      last = i;
      continue;
    }
    i++;
  }
  return last === 0 ? null : { text: out + text.slice(last), nan };
}
