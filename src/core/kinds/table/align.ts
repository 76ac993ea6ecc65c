/**
 * Row alignment by key, with PrepBench's semantics (DESIGN 4.2) in O(n log n):
 *
 * - A row's key is the tuple of its normalised key cells; a duplicate key on either side is
 *   NON_UNIQUE_KEY (the first duplicate in row order is reported).
 * - GT rows are taken in order. An unmatched candidate with exactly the same key wins.
 *   Otherwise the candidates are those whose number parts lie within tolerance of the GT's and
 *   whose other parts are equal (an empty part only matches an empty part): none is a missing
 *   key, more than one is "multiple matches". Candidates left over are "extra keys".
 *
 * Exact keys go through a hash map. For the tolerance fallback, candidates are bucketed by their
 * non-number parts, and each number part is kept sorted: the GT value's tolerance window is found
 * by binary search, exactly as PrepBench computes it (`[v·(1−tol), v/(1−tol)]`, or `[−tol, tol]`
 * for 0, then the strict `<` test), and matched candidates are skipped with path-compressed
 * "next unmatched" pointers, so no step compares all pairs.
 */
import { normalizeCell, numbersClose, type ColumnType, type NormalizedValue } from './normalize.js';

export type KeyTuple = readonly NormalizedValue[];

export interface KeyedRow {
  /** Data row index (0-based, in file order). */
  readonly row: number;
  readonly key: KeyTuple;
  /** Identity for exact matching (see exactId). */
  readonly id?: string;
}

export type KeyIndexResult =
  | { kind: 'ok'; rows: readonly KeyedRow[]; /** exact-match identity → index in `rows` */ ids: ReadonlyMap<string, number> }
  | { kind: 'invalid'; row: number; column: string; type: ColumnType; raw: string; message: string }
  | { kind: 'duplicate'; row: number; firstRow: number; key: KeyTuple };

export interface KeyColumn {
  readonly name: string;
  readonly type: ColumnType;
  /** Cell accessor for a data row; `undefined` when the table lacks the column (read as empty, like pandas' `row.get`). */
  readonly cell: (row: number) => string | undefined;
}

let nanSerial = 0;

/** Identity of a key for exact matching; NaN parts make a key that equals nothing, not even itself. */
function exactId(key: KeyTuple): string {
  let id = '';
  for (const v of key) {
    if (v === null) id += 'z|';
    else if (typeof v === 'number') id += Number.isNaN(v) ? `q${(nanSerial += 1)}|` : `n${v === 0 ? 0 : v}|`;
    else if (typeof v === 'boolean') id += v ? 't|' : 'f|';
    else id += `s${v.length}:${v}`;
  }
  return id;
}

/**
 * Normalise every row's key and check uniqueness. Stops at the first invalid key cell or the
 * first duplicate, in row order, as PrepBench does.
 */
export function buildKeyIndex(rowCount: number, keyColumns: readonly KeyColumn[]): KeyIndexResult {
  const rows: KeyedRow[] = [];
  const seen = new Map<string, number>();
  for (let row = 0; row < rowCount; row += 1) {
    const key: NormalizedValue[] = [];
    for (const col of keyColumns) {
      const raw = col.cell(row);
      if (raw === undefined) {
        key.push(null);
        continue;
      }
      try {
        key.push(normalizeCell(raw, col.type));
      } catch (e) {
        return { kind: 'invalid', row, column: col.name, type: col.type, raw, message: (e as Error).message };
      }
    }
    const id = exactId(key);
    const firstRow = seen.get(id);
    if (firstRow !== undefined) return { kind: 'duplicate', row, firstRow, key };
    seen.set(id, row);
    rows.push({ row, key, id });
  }
  return { kind: 'ok', rows, ids: seen };
}

export type AlignmentResult =
  | { kind: 'ok'; pairs: readonly (readonly [gtRow: number, candRow: number])[] }
  | { kind: 'missing_key'; gtRow: number; key: KeyTuple }
  | { kind: 'multiple_matches'; gtRow: number; key: KeyTuple; candidateRows: readonly number[] }
  | { kind: 'extra_keys'; candRows: readonly number[]; key: KeyTuple };

/** A sorted view of one number part within a bucket, with "next unmatched" skip pointers. */
class SortedPart {
  values: number[] = [];
  entries: number[] = [];
  private next: Int32Array = new Int32Array(0);

  seal(): void {
    const v = this.values;
    const order = v.map((_, i) => i).sort((a, b) => {
      const x = v[a] ?? 0;
      const y = v[b] ?? 0;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    this.values = order.map((i) => v[i] ?? 0);
    this.entries = order.map((i) => this.entries[i] ?? 0);
    this.next = new Int32Array(this.values.length + 1).map((_, i) => i);
  }

  /** First position ≥ i still unmatched (path-compressed). */
  find(i: number): number {
    let root = i;
    while ((this.next[root] ?? root) !== root) root = this.next[root] ?? root;
    let cur = i;
    while (cur !== root) {
      const nxt = this.next[cur] ?? root;
      this.next[cur] = root;
      cur = nxt;
    }
    return root;
  }

  remove(position: number): void {
    this.next[position] = position + 1;
  }

  /** First index with value ≥ x (Python's bisect_left). */
  lowerBound(x: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.values[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First index with value > x (Python's bisect_right). */
  upperBound(x: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (x < (this.values[mid] ?? 0)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

interface Bucket {
  /** Candidate entry indices in this bucket (row order). */
  readonly members: number[];
  /** Sorted views, one per non-empty number key part (by part position). */
  readonly parts: Map<number, SortedPart>;
}

/** PrepBench's candidate window for a number key part (inclusive; the strict test follows). */
function toleranceWindow(v: number, tolerance: number): [number, number] {
  if (v === 0) return [-tolerance, tolerance];
  const a = v * (1 - tolerance);
  const b = v / (1 - tolerance);
  return [Math.min(a, b), Math.max(a, b)];
}

function keysMatchWithTolerance(a: KeyTuple, b: KeyTuple, types: readonly ColumnType[], tolerance: number): boolean {
  for (let i = 0; i < types.length; i += 1) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === null && y === null) continue;
    if (x === null || y === null) return false;
    if (types[i] === 'number') {
      if (!numbersClose(x as number, y as number, tolerance)) return false;
    } else if (x !== y) return false;
  }
  return true;
}

/**
 * Align GT rows to candidate rows (both already unique by key).
 * `sampleLimit` bounds how many candidates a "multiple matches" result lists.
 */
export function alignKeys(
  gt: readonly KeyedRow[],
  cand: readonly KeyedRow[],
  types: readonly ColumnType[],
  tolerance: number,
  sampleLimit = 3,
  /** `cand`'s identities (from buildKeyIndex), to avoid recomputing them. */
  candIds?: ReadonlyMap<string, number>,
): AlignmentResult {
  const numberParts = types.flatMap((t, i) => (t === 'number' ? [i] : []));
  const isNumberPart = types.map((t) => t === 'number');
  const bucketId = (key: KeyTuple): string =>
    JSON.stringify(key.map((v, i) => (isNumberPart[i] ? v === null : v)));

  let exact = candIds;
  if (!exact) {
    const built = new Map<string, number>();
    cand.forEach((entry, e) => built.set(entry.id ?? exactId(entry.key), e));
    exact = built;
  }
  const matched = new Uint8Array(cand.length);

  // The tolerance structures are built on first need, from the candidates still unmatched:
  // a candidate that matches the GT exactly row for row never pays for them.
  let buckets: Map<string, Bucket> | undefined;
  /** Per candidate entry: its position in each sorted part of its bucket. */
  let positions: Map<number, number>[] = [];
  const buildBuckets = (): Map<string, Bucket> => {
    const built = new Map<string, Bucket>();
    positions = cand.map(() => new Map());
    cand.forEach((entry, e) => {
      if (matched[e] === 1) return;
      const id = bucketId(entry.key);
      let bucket = built.get(id);
      if (!bucket) {
        bucket = { members: [], parts: new Map() };
        built.set(id, bucket);
      }
      bucket.members.push(e);
      for (const p of numberParts) {
        const v = entry.key[p];
        if (typeof v !== 'number' || Number.isNaN(v)) continue;
        let part = bucket.parts.get(p);
        if (!part) {
          part = new SortedPart();
          bucket.parts.set(p, part);
        }
        part.values.push(v);
        part.entries.push(e);
      }
    });
    for (const bucket of built.values()) {
      for (const [p, part] of bucket.parts) {
        part.seal();
        part.entries.forEach((e, pos) => positions[e]?.set(p, pos));
      }
    }
    return built;
  };

  const markMatched = (e: number): void => {
    matched[e] = 1;
    const entry = cand[e];
    if (!buckets || !entry) return;
    const bucket = buckets.get(bucketId(entry.key));
    for (const [p, pos] of positions[e] ?? []) bucket?.parts.get(p)?.remove(pos);
  };

  const pairs: (readonly [number, number])[] = [];
  for (const g of gt) {
    const exactHit = exact.get(g.id ?? exactId(g.key));
    if (exactHit !== undefined && matched[exactHit] === 0) {
      markMatched(exactHit);
      pairs.push([g.row, cand[exactHit]?.row ?? -1]);
      continue;
    }
    const found = toleranceCandidates(g.key);
    if (found.length === 0) return { kind: 'missing_key', gtRow: g.row, key: g.key };
    if (found.length > 1) {
      const candidateRows = found.map((e) => cand[e]?.row ?? -1).sort((a, b) => a - b);
      return { kind: 'multiple_matches', gtRow: g.row, key: g.key, candidateRows };
    }
    const only = found[0] ?? -1;
    markMatched(only);
    pairs.push([g.row, cand[only]?.row ?? -1]);
  }
  const leftovers = cand.flatMap((entry, e) => (matched[e] === 0 ? [entry] : [])).sort((a, b) => a.row - b.row);
  if (leftovers.length > 0) {
    return { kind: 'extra_keys', candRows: leftovers.map((l) => l.row), key: leftovers[0]?.key ?? [] };
  }
  return { kind: 'ok', pairs };

  /** Unmatched candidates within tolerance of `key`; stops once more than `sampleLimit` are found. */
  function toleranceCandidates(key: KeyTuple): number[] {
    buckets ??= buildBuckets();
    const bucket = buckets.get(bucketId(key));
    if (!bucket) return [];
    const windows: { part: SortedPart; lo: number; hi: number }[] = [];
    for (const p of numberParts) {
      const v = key[p];
      if (typeof v !== 'number') continue; // an empty part: the bucket already requires empty
      if (Number.isNaN(v)) return []; // NaN is within tolerance of nothing
      const part = bucket.parts.get(p);
      if (!part) return [];
      const [low, high] = toleranceWindow(v, tolerance);
      const lo = part.lowerBound(low);
      const hi = part.upperBound(high);
      if (lo >= hi) return [];
      windows.push({ part, lo, hi });
    }
    const result: number[] = [];
    const limit = Math.max(2, sampleLimit + 1);
    const consider = (e: number): boolean => {
      const entry = cand[e];
      if (matched[e] === 0 && entry && keysMatchWithTolerance(key, entry.key, types, tolerance)) result.push(e);
      return result.length >= limit;
    };
    if (windows.length === 0) {
      for (const e of bucket.members) if (consider(e)) break;
      return result;
    }
    // Scan the narrowest window, skipping candidates already matched.
    const narrowest = windows.reduce((a, b) => (b.hi - b.lo < a.hi - a.lo ? b : a));
    for (let pos = narrowest.part.find(narrowest.lo); pos < narrowest.hi; pos = narrowest.part.find(pos + 1)) {
      if (consider(narrowest.part.entries[pos] ?? -1)) break;
    }
    return result;
  }
}
