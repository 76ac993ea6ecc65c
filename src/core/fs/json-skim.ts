/**
 * Validates a JSON object held in bytes and locates its top-level fields without building the
 * nested values. Records are large (a trajectory is ~1 MB) but the scorer needs only a few
 * small top-level fields, and the verifier parses the record anyway: skimming checks the
 * grammar and the nesting bound in one pass, with strings skipped by `indexOf` and no
 * allocation, several times cheaper than `JSON.parse` on the decoded text.
 *
 * Checked: the full JSON grammar (structure, commas and colons, literals, numbers) and the
 * depth bound. Not checked: escape sequences and raw control characters inside strings; the
 * strings the scorer uses are parsed with JSON.parse, which checks them (`strictStrings` checks
 * them here too, to locate what JSON.parse refused). A failure names its line and column and
 * the likely cause (json-text.ts).
 */
import { describeJsonError, jsonStart, parseNonFinite } from './json-text.js';

export interface FieldSpan {
  /** Byte offsets of the value (end exclusive). */
  start: number;
  end: number;
  /** Number of elements when the value is an array. */
  items: number;
}

export type Skimmed = { ok: true; fields: Map<string, FieldSpan> } | { ok: false; message: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

// What the innermost open container expects next.
const TOP = 8; // the document's one value
const KEY_OR_END = 0; // after "{"
const KEY = 1; // after "," in an object
const COLON_NEXT = 2;
const VALUE_IN_OBJECT = 3;
const COMMA_OR_END_OBJECT = 4;
const VALUE_OR_END = 5; // after "["
const VALUE_IN_ARRAY = 6; // after "," in an array
const COMMA_OR_END_ARRAY = 7;

const SCALAR = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$/;

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Ends a scalar token: whitespace or a structural character. */
function isDelimiter(c: number): boolean {
  return isWhitespace(c) || c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || c === COLON;
}

export interface SkimOptions {
  /** Python's json dialect: NaN, Infinity and -Infinity are numbers (docs/records.md). */
  nonFinite?: boolean;
  /** Also check the inside of strings (control characters, escapes), as JSON.parse does. */
  strictStrings?: boolean;
  /** The line number of the first line (a JSONL line is its log's line N). */
  firstLine?: number;
}

const NON_FINITE = new Set(['NaN', 'Infinity', '-Infinity']);

/**
 * Validates `buf[0, length)` as a JSON object (any value is validated first, so that a broken
 * file is named by its error, not as "not an object") and locates its top-level fields.
 */
export function skimJsonObject(buf: Buffer, length: number, maxDepth: number, options: SkimOptions = {}): Skimmed {
  const encoding = jsonStart(buf, length);
  if (!encoding.ok) return encoding;
  const start = encoding.start;
  const fail = (message: string, at: number): Skimmed => ({
    ok: false,
    message: describeJsonError(buf, start, length, at, message, options.firstLine),
  });
  const fields = new Map<string, FieldSpan>();
  const states = new Uint8Array(maxDepth + 1);
  states[0] = TOP;
  let depth = 0;
  let done = false;
  let i = start;
  let topObject = false;
  let key = '';
  let current: FieldSpan | null = null;

  // Called when a complete value ends at offset `end` in the container at `depth`.
  const valueDone = (end: number) => {
    if (depth === 0) {
      done = true;
      return;
    }
    if (depth === 1 && topObject && current) {
      current.end = end;
      current = null;
    }
    states[depth] = states[depth] === VALUE_IN_OBJECT ? COMMA_OR_END_OBJECT : COMMA_OR_END_ARRAY;
  };

  while (!done) {
    while (i < length && isWhitespace(buf[i]!)) i++;
    if (i >= length) return fail('unexpected end of file', i);
    const c = buf[i]!;
    const state = states[depth]!;

    if (state === COLON_NEXT) {
      if (c !== COLON) return fail('expected ":"', i);
      states[depth] = VALUE_IN_OBJECT;
      i++;
      continue;
    }
    if (state === COMMA_OR_END_OBJECT || state === COMMA_OR_END_ARRAY) {
      const close = state === COMMA_OR_END_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY;
      if (c === COMMA) {
        states[depth] = state === COMMA_OR_END_OBJECT ? KEY : VALUE_IN_ARRAY;
        i++;
        continue;
      }
      if (c !== close) return fail(`expected "," or "${String.fromCharCode(close)}"`, i);
      i++;
      depth--;
      valueDone(i);
      continue;
    }
    if (state === KEY_OR_END || state === KEY) {
      if (c === CLOSE_OBJECT && state === KEY_OR_END) {
        i++;
        depth--;
        valueDone(i);
        continue;
      }
      if (c !== QUOTE) return fail('expected a string key', i);
      const end = skipString(buf, i, length);
      if (end < 0) return fail('unterminated string', i);
      const bad = options.strictStrings ? badInString(buf, i, end) : null;
      if (bad) return fail(bad.problem, bad.at);
      if (depth === 1 && topObject) {
        const parsed = parseString(buf, i, end);
        if (parsed === null) return fail('invalid string', i);
        key = parsed;
      }
      i = end;
      states[depth] = COLON_NEXT;
      continue;
    }
    // A value is expected: TOP, VALUE_IN_OBJECT, VALUE_OR_END or VALUE_IN_ARRAY.
    if (c === CLOSE_ARRAY && state === VALUE_OR_END) {
      i++;
      depth--;
      valueDone(i);
      continue;
    }
    if (state === VALUE_OR_END) states[depth] = VALUE_IN_ARRAY;
    if (depth === 0) topObject = c === OPEN_OBJECT;
    else if (depth === 1 && topObject) {
      current = { start: i, end: -1, items: 0 };
      fields.set(key, current); // a repeated key: the last one wins, as in JSON.parse
    } else if (depth === 2 && current) {
      current.items++;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth + 1 > maxDepth) return { ok: false, message: `JSON nesting depth over the limit of ${maxDepth}` };
      states[++depth] = c === OPEN_OBJECT ? KEY_OR_END : VALUE_OR_END;
      i++;
      continue;
    }
    if (c === QUOTE) {
      const end = skipString(buf, i, length);
      if (end < 0) return fail('unterminated string', i);
      const bad = options.strictStrings ? badInString(buf, i, end) : null;
      if (bad) return fail(bad.problem, bad.at);
      i = end;
      valueDone(i);
      continue;
    }
    let end = i;
    while (end < length && !isDelimiter(buf[end]!)) end++;
    const token = end - i > 400 ? '' : buf.toString('latin1', i, end);
    if (!SCALAR.test(token) && !(options.nonFinite && NON_FINITE.has(token))) return fail('invalid value', i);
    i = end;
    valueDone(i);
  }
  while (i < length && isWhitespace(buf[i]!)) i++;
  if (i < length) return fail('unexpected data after the end of the JSON value', i);
  if (!topObject) return { ok: false, message: 'the record must be a JSON object' };
  return { ok: true, fields };
}

/** The first thing JSON.parse refuses inside the string [start, end) (quotes included), or null. */
function badInString(buf: Buffer, start: number, end: number): { problem: string; at: number } | null {
  for (let k = start + 1; k < end - 1; k++) {
    const c = buf[k]!;
    if (c < 0x20)
      return {
        problem: 'a control character (a raw tab or line break) inside a string: write it as \\t or \\n',
        at: k,
      };
    if (c !== BACKSLASH) continue;
    const e = buf[k + 1]!;
    if (e === 0x75) {
      for (let h = k + 2; h < k + 6; h++)
        if (h >= end - 1 || !isHex(buf[h]!)) return { problem: 'an invalid \\u escape inside a string', at: k };
      k += 5;
    } else if (ESCAPES.has(e)) k++;
    else
      return {
        problem: `an invalid escape "\\${String.fromCharCode(e)}" inside a string (a Windows path? write its backslashes twice)`,
        at: k,
      };
  }
  return null;
}

const ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Offset just past the string that starts at `start` (a quote), or -1. */
function skipString(buf: Buffer, start: number, length: number): number {
  let from = start + 1;
  for (;;) {
    const q = buf.indexOf(QUOTE, from);
    if (q < 0 || q >= length) return -1;
    let backslashes = 0;
    for (let k = q - 1; k > start && buf[k] === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    from = q + 1;
  }
}

function parseString(buf: Buffer, start: number, end: number): string | null {
  try {
    return JSON.parse(buf.toString('utf8', start, end)) as string;
  } catch {
    return null;
  }
}

/** The parsed value of a field, or `undefined` when absent; throws on an invalid string. */
export function fieldValue(buf: Buffer, fields: Map<string, FieldSpan>, name: string, nonFinite = false): unknown {
  const span = fields.get(name);
  if (!span) return undefined;
  const text = buf.toString('utf8', span.start, span.end);
  return nonFinite ? parseNonFinite(text) : JSON.parse(text);
}
