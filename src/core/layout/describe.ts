/** An ignored entry of a run (layout/check.ts) as one line of text: validate's warnings, the terminal view. */
import type { IgnoredEntry } from '../report/schema.js';

export function describeIgnored(e: IgnoredEntry): string {
  if (e.missed === '') return e.hint;
  return `${e.path}: matches none of ${e.missed}${e.nearest ? `; nearest ${e.nearest}` : ''}: ${e.hint}`;
}
