/**
 * The orders agent-eval sorts by: the same on every machine and in every locale (never
 * localeCompare alone), so reports, digests and listings are byte for byte reproducible.
 */

/** UTF-16 code-unit order, what `<` compares on strings (JavaScript's default sort order). */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Unicode code-point order (the same as UTF-8 byte order, and Python's `sorted()` on str); it
 * differs from code-unit order only above U+FFFF against U+E000–U+FFFF.
 */
export function byCodePoint(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** A comparator of items by a string key, in code-unit order. */
export function byKey<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => byCodeUnit(key(a), key(b));
}
