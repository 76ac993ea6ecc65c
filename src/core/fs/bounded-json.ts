/**
 * Reads untrusted JSON with a size bound and a nesting bound, so that a hostile record cannot
 * exhaust memory or the stack of whoever parses it next (including a Python verifier).
 */
import { readFile } from 'node:fs/promises';

export interface JsonLimits {
  maxBytes: number;
  maxDepth: number;
}

export type JsonRead = { ok: true; value: unknown; bytes: number } | { ok: false; message: string };

export async function readJsonBounded(abs: string, size: number, limits: JsonLimits): Promise<JsonRead> {
  if (size > limits.maxBytes) {
    return { ok: false, message: `file is ${size} bytes, over the limit of ${limits.maxBytes}` };
  }
  const text = await readFile(abs, 'utf8');
  return parseJsonBounded(text, limits.maxDepth);
}

export function parseJsonBounded(text: string, maxDepth: number): JsonRead {
  const depth = nestingDepth(text);
  if (depth > maxDepth) return { ok: false, message: `JSON nesting depth over the limit of ${maxDepth}` };
  try {
    return { ok: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text), bytes: text.length };
  } catch (err) {
    return { ok: false, message: `Malformed JSON: ${(err as Error).message}` };
  }
}

/** Maximum bracket nesting outside strings; stops counting once it is clearly too deep. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) max = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    }
  }
  return max;
}
