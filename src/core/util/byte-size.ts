/** A size in bytes as a user writes it: `1073741824`, `512MiB`, `1GiB`, `8G` (K, M, G, T: powers of 1024). */
const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/** The size, or null when `text` is not a positive whole number of bytes (at most 2^53). */
export function parseByteSize(text: string): number | null {
  const m = /^\s*([0-9]+)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text);
  if (!m) return null;
  const bytes = Number(m[1]) * UNITS[m[2]!.toLowerCase()]!;
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}
