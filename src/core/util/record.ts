/**
 * A zod record whose keys come from a submission (an agent, a trial directory, a claimed
 * metric id, a task): zod's own record builds its output with `out[key] = value`, which drops
 * a "__proto__" key without a word. This one parses the same (same JSON Schema) but hands
 * "__proto__" to zod under another name and puts it back, as an own key, on an object without
 * a prototype, so "__proto__", "constructor" and "toString" are keys like any other
 * (docs/security.md).
 */
import { z } from 'zod';

const PROTO = '__proto__';
/** "__proto__" is carried as "\u0000"; a key starting with "\u0000" gets one more in front. */
const hide = (key: string) => (key === PROTO ? '\u0000' : key.startsWith('\u0000') ? `\u0000${key}` : key);
const show = (key: string) => (key === '\u0000' ? PROTO : key.startsWith('\u0000') ? key.slice(1) : key);

function rename(value: unknown, name: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, entry] of Object.entries(value)) out[name(key)] = entry;
  return out;
}

export function keyedRecord<K extends z.ZodType<string, string>, V extends z.ZodType>(key: K, value: V) {
  return z
    .preprocess((input) => rename(input, hide), z.record(key, value))
    .overwrite((parsed) => rename(parsed, show) as typeof parsed);
}
