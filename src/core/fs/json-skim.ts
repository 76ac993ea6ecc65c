/**
 * Validates a JSON object held in bytes and locates its top-level fields without building the
 * nested values. Records are large (a trajectory is ~1 MB) but the scorer needs only a few
 * small top-level fields, and the verifier parses the record anyway: skimming checks the
 * grammar and the nesting bound in one pass, with strings skipped by `indexOf` and no
 * allocation, several times cheaper than `JSON.parse` on the decoded text.
 *
 * Checked: the full JSON grammar (structure, commas and colons, literals, numbers) and the
 * depth bound. Not checked: escape sequences and raw control characters inside strings; the
 * strings the scorer uses are parsed with JSON.parse, which checks them.
 */

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

export function skimJsonObject(buf: Buffer, length: number, maxDepth: number): Skimmed {
  const fail = (message: string, at: number): Skimmed => ({ ok: false, message: `Malformed JSON: ${message} at byte ${at}` });
  const fields = new Map<string, FieldSpan>();
  const states = new Uint8Array(maxDepth + 1);
  let depth = 0;
  let i = 0;
  if (length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) i = 3; // byte order mark
  while (i < length && isWhitespace(buf[i]!)) i++;
  if (buf[i] !== OPEN_OBJECT || i >= length) return { ok: false, message: 'the record must be a JSON object' };
  states[++depth] = KEY_OR_END;
  i++;
  let key = '';
  let current: FieldSpan | null = null;

  // Called when a complete value ends at offset `end` in the container at `depth`.
  const valueDone = (end: number) => {
    if (depth === 1 && current) {
      current.end = end;
      current = null;
    }
    states[depth] = states[depth] === VALUE_IN_OBJECT ? COMMA_OR_END_OBJECT : COMMA_OR_END_ARRAY;
  };

  while (depth > 0) {
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
      if (depth > 0) valueDone(i);
      continue;
    }
    if (state === KEY_OR_END || state === KEY) {
      if (c === CLOSE_OBJECT && state === KEY_OR_END) {
        i++;
        depth--;
        if (depth > 0) valueDone(i);
        continue;
      }
      if (c !== QUOTE) return fail('expected a string key', i);
      const end = skipString(buf, i, length);
      if (end < 0) return fail('unterminated string', i);
      if (depth === 1) {
        const parsed = parseString(buf, i, end);
        if (parsed === null) return fail('invalid string', i);
        key = parsed;
      }
      i = end;
      states[depth] = COLON_NEXT;
      continue;
    }
    // A value is expected: VALUE_IN_OBJECT, VALUE_OR_END or VALUE_IN_ARRAY.
    if (c === CLOSE_ARRAY && state === VALUE_OR_END) {
      i++;
      depth--;
      if (depth > 0) valueDone(i);
      continue;
    }
    if (state === VALUE_OR_END) states[depth] = VALUE_IN_ARRAY;
    if (depth === 1) {
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
      i = end;
      valueDone(i);
      continue;
    }
    let end = i;
    while (end < length && !isDelimiter(buf[end]!)) end++;
    if (end - i > 400 || !SCALAR.test(buf.toString('latin1', i, end))) return fail('invalid value', i);
    i = end;
    valueDone(i);
  }
  while (i < length && isWhitespace(buf[i]!)) i++;
  if (i < length) return fail('unexpected data after the end of the object', i);
  return { ok: true, fields };
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
export function fieldValue(buf: Buffer, fields: Map<string, FieldSpan>, name: string): unknown {
  const span = fields.get(name);
  return span ? JSON.parse(buf.toString('utf8', span.start, span.end)) : undefined;
}
