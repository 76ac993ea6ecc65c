/**
 * Reads untrusted JSON with a size bound and a nesting bound, so that a hostile record cannot
 * exhaust memory or the stack of whoever parses it next (including a Python verifier).
 */
import { closeSync, openSync, readSync } from 'node:fs';

export interface JsonLimits {
  maxBytes: number;
  maxDepth: number;
}

export type JsonRead = { ok: true; value: unknown; bytes: number } | { ok: false; message: string };

/**
 * Reads and parses in one synchronous step: a record is held in memory only while this runs,
 * into one reused buffer (no allocation per record). Callers yield to the event loop between
 * records.
 *
 * With `decoding: 'latin1'` (for large records of which only a few strings are used) the bytes
 * are decoded as Latin-1: every byte of a multi-byte UTF-8 sequence is >= 0x80, so JSON
 * structure and validity are the same, the decode is cheaper and the string stays one byte per
 * character. Strings taken from such a result must go through `utf8String`.
 */
export function readJsonBounded(abs: string, size: number, limits: JsonLimits, decoding: 'utf8' | 'latin1' = 'utf8'): JsonRead {
  if (size > limits.maxBytes) {
    return { ok: false, message: `file is ${size} bytes, over the limit of ${limits.maxBytes}` };
  }
  let text: string;
  try {
    text = readText(abs, size, decoding);
  } catch (err) {
    return { ok: false, message: `cannot read the file (${(err as NodeJS.ErrnoException).code ?? err})` };
  }
  if (decoding === 'latin1' && text.startsWith('\u00ef\u00bb\u00bf')) text = text.slice(3); // UTF-8 byte order mark
  return parseJsonBounded(text, limits.maxDepth);
}

/** The real text of a string parsed from `readJsonBounded`'s Latin-1 decoding. */
export function utf8String(latin1: string): string {
  // eslint-disable-next-line no-control-regex
  return /[^\x00-\x7f]/.test(latin1) ? Buffer.from(latin1, 'latin1').toString('utf8') : latin1;
}

let shared = Buffer.alloc(0);

function readText(abs: string, size: number, decoding: 'utf8' | 'latin1'): string {
  if (shared.length < size) shared = Buffer.allocUnsafe(Math.max(size, 1 << 20));
  const fd = openSync(abs, 'r');
  let length = 0;
  try {
    // Read up to the size seen at listing time; a file that grew since is read that far only.
    while (length < size) {
      const n = readSync(fd, shared, length, size - length, length);
      if (n === 0) break;
      length += n;
    }
  } finally {
    closeSync(fd);
  }
  const text = decoding === 'latin1' ? shared.toString('latin1', 0, length) : shared.toString('utf8', 0, length);
  if (shared.length > 16 << 20) shared = Buffer.alloc(0); // do not keep a huge buffer around
  return text;
}

/** Lets pending I/O (verifier answers, new requests) run between two records. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function parseJsonBounded(text: string, maxDepth: number): JsonRead {
  let value: unknown;
  try {
    // V8 parses any nesting depth without recursion; the bound protects whoever reads it next.
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    return { ok: false, message: `Malformed JSON: ${(err as Error).message}` };
  }
  if (depthExceeds(value, maxDepth)) return { ok: false, message: `JSON nesting depth over the limit of ${maxDepth}` };
  return { ok: true, value, bytes: text.length };
}

/** True when arrays/objects nest deeper than `max`; iterative, so any depth is safe. */
export function depthExceeds(root: unknown, max: number): boolean {
  const values: unknown[] = [root];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth + 1 > max) return true;
    const children = Array.isArray(value) ? value : Object.values(value);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}
