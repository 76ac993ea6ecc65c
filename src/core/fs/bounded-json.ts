/**
 * Reads untrusted JSON with a size bound and a nesting bound, so that a hostile record cannot
 * exhaust memory or the stack of whoever parses it next (including a Python verifier).
 */
import { fieldValue, skimJsonObject } from './json-skim.js';
import { jsonStart, parseNonFinite } from './json-text.js';
import { readRegularFile, readUntrusted, type FileId, type Read } from './untrusted.js';

export interface JsonLimits {
  maxBytes: number;
  maxDepth: number;
  /**
   * Python's json dialect: NaN, Infinity and -Infinity are numbers (records, which runners write
   * with json.dump: docs/records.md). Off for agent-eval's own files.
   */
  nonFinite?: boolean;
}

export type JsonRead = { ok: true; value: unknown; bytes: number } | { ok: false; message: string };

/**
 * Reads and parses in one synchronous step, so a file is held in memory only while this runs;
 * callers yield to the event loop between records.
 */
export function readJsonBounded(abs: string, limits: JsonLimits, expect?: FileId | null): JsonRead {
  const bytes = readBounded(abs, limits.maxBytes, expect);
  if (!bytes.ok) return bytes;
  return parseJsonBuffer(bytes.buf, bytes.length, limits.maxDepth, { nonFinite: limits.nonFinite });
}

/** UTF-8 JSON bytes (a BOM dropped; UTF-16/32 refused with the fix, see json-text). */
function parseJsonBuffer(buf: Buffer, length: number, maxDepth: number, options: ParseOptions): JsonRead {
  const start = jsonStart(buf, length);
  if (!start.ok) return start;
  return parseJsonBounded(buf.toString('utf8', start.start, length), maxDepth, options);
}

export type TopLevelRead =
  | {
      ok: true;
      values: Record<string, unknown>;
      counts: Record<string, number | null>;
      /** When the file starts with a UTF-8 byte order mark: its validated bytes without it (a copy). */
      withoutBom: Buffer | null;
    }
  | { ok: false; message: string };

/**
 * For large records of which only a few top-level fields matter: validates the whole file
 * (grammar and depth, see json-skim) and parses only the fields in `parse`; for the fields in
 * `count`, only the number of array elements is taken (null when absent or not an array).
 */
export function readTopLevelFields(
  abs: string,
  limits: JsonLimits,
  parse: readonly string[],
  count: readonly string[],
  expect?: FileId | null,
): TopLevelRead {
  const bytes = readBounded(abs, limits.maxBytes, expect);
  if (!bytes.ok) return bytes;
  const skim = skimJsonObject(bytes.buf, bytes.length, limits.maxDepth, { nonFinite: limits.nonFinite });
  if (!skim.ok) return skim;
  const values: Record<string, unknown> = {};
  const counts: Record<string, number | null> = {};
  try {
    for (const name of parse) {
      const value = fieldValue(bytes.buf, skim.fields, name, limits.nonFinite);
      if (value !== undefined) values[name] = value;
    }
  } catch (err) {
    return { ok: false, message: `Malformed JSON: ${(err as Error).message}` };
  }
  for (const name of count) {
    const span = skim.fields.get(name);
    counts[name] = span && bytes.buf[span.start] === 0x5b ? span.items : null;
  }
  const bom = jsonStart(bytes.buf, bytes.length);
  const withoutBom = bom.ok && bom.start > 0 ? Buffer.from(bytes.buf.subarray(bom.start, bytes.length)) : null;
  return { ok: true, values, counts, withoutBom };
}

/**
 * A text file (UTF-8, BOM dropped; UTF-16/32 refused with the fix) within a size bound, e.g. a
 * JSONL log read line by line.
 */
export function readTextBounded(
  abs: string,
  maxBytes: number,
  expect?: FileId | null,
): { ok: true; text: string } | { ok: false; message: string } {
  const bytes = readBounded(abs, maxBytes, expect);
  if (!bytes.ok) return bytes;
  const start = jsonStart(bytes.buf, bytes.length);
  if (!start.ok) return start;
  return { ok: true, text: bytes.buf.toString('utf8', start.start, bytes.length) };
}

/**
 * The file's bytes through the one untrusted reader (fs/untrusted.ts), in a buffer reused from
 * call to call (valid until the next call). A problem is worded after "file", as before.
 */
function readBounded(
  abs: string,
  maxBytes: number,
  expect?: FileId | null,
): { ok: true; buf: Buffer; length: number } | { ok: false; message: string } {
  const read = readUntrusted(abs, maxBytes, { expect, reuse: true });
  return read.ok ? read : { ok: false, message: `file ${read.problem.message}` };
}

/** Lets pending I/O (verifier answers, new requests) run between two records. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface ParseOptions {
  /** NaN, Infinity and -Infinity are numbers (JsonLimits.nonFinite). */
  nonFinite?: boolean | undefined;
  /** The line number of the text's first line in its file (a JSONL log's line), for messages. */
  firstLine?: number;
}

export function parseJsonBounded(text: string, maxDepth: number, options: ParseOptions = {}): JsonRead {
  let value: unknown;
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    // V8 parses any nesting depth without recursion; the bound protects whoever reads it next.
    value = options.nonFinite ? parseNonFinite(json) : JSON.parse(json);
  } catch (err) {
    return { ok: false, message: locateError(json, maxDepth, options) ?? `Malformed JSON: ${(err as Error).message}` };
  }
  if (depthExceeds(value, maxDepth)) return { ok: false, message: `JSON nesting depth over the limit of ${maxDepth}` };
  return { ok: true, value, bytes: text.length };
}

/**
 * Where and why JSON.parse refused the text, in words (line, column, likely cause: json-text.ts),
 * found by the grammar scan of json-skim; null when the scan finds nothing to name.
 */
function locateError(text: string, maxDepth: number, options: ParseOptions): string | null {
  const buf = Buffer.from(text, 'utf8');
  const skim = skimJsonObject(buf, buf.length, maxDepth, {
    nonFinite: options.nonFinite,
    strictStrings: true,
    firstLine: options.firstLine,
  });
  return !skim.ok && skim.message.startsWith('Malformed JSON: ') ? skim.message : null;
}

/** True when arrays/objects nest deeper than `max`; iterative, so any depth is safe. */
export function depthExceeds(root: unknown, max: number): boolean {
  if (typeof root !== 'object' || root === null) return false;
  // One stack of (value, depth) pairs, and no array per object (for…in over JSON's plain objects).
  const stack: unknown[] = [root, 0];
  while (stack.length > 0) {
    const depth = stack.pop() as number;
    const value = stack.pop() as object;
    if (depth + 1 > max) return true;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (typeof child === 'object' && child !== null) stack.push(child, depth + 1);
      }
    } else {
      for (const key in value) {
        const child: unknown = (value as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) stack.push(child, depth + 1);
      }
    }
  }
  return false;
}

/** JSON bytes (UTF-8, BOM dropped; UTF-16/32 refused) within a nesting bound. */
export function parseJsonBytes(bytes: Buffer, maxDepth: number): Read<unknown> {
  const parsed = parseJsonBuffer(bytes, bytes.length, maxDepth, {});
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}

/** An untrusted JSON file (a downloaded artifact, a partial report), problems in the reader's own words. */
export function readJsonFile(abs: string, maxBytes: number, maxDepth: number): Read<unknown> {
  const read = readRegularFile(abs, maxBytes);
  return read.ok ? parseJsonBytes(read.value, maxDepth) : read;
}
