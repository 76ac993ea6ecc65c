/**
 * Row alignment by key, with PrepBench's semantics (docs/table-suites.md) in O(n log n):
 *
 * - A row's key is the tuple of its normalised key cells; a duplicate key on either side is
 *   NON_UNIQUE_KEY (the first duplicate in row order is reported).
 * - GT rows are taken in order. An unmatched candidate with exactly the same key wins.
 *   Otherwise the candidates are those whose number parts lie within tolerance of the GT's and
 *   whose other parts are equal (an empty part only matches an empty part): none is a missing
 *   key, more than one is "multiple matches". Candidates left over are "extra keys".
 *
 * Keys are kept column-wise (`KeyTable`), with no per-row tuple, object or string: a number key
 * column is a Float64Array plus an "empty" flag array, any other column an Int32Array of codes
 * from a dictionary shared by both sides (equal codes ⇔ equal normalised values; a raw cell seen
 * before is not normalised again, and a candidate row whose raw key cells are those of the GT row
 * at the same position takes its codes). Exact keys go through an open-addressing hash table over
 * row numbers, hashed from those arrays. For the tolerance fallback, candidates
 * are bucketed by their non-number parts, and each number part is kept sorted: the GT value's
 * tolerance window is found by binary search, exactly as PrepBench computes it
 * (`[v·(1−tol), v/(1−tol)]`, or `[−tol, tol]` for 0, then the strict `<` test), and matched
 * candidates are skipped with path-compressed "next unmatched" pointers, so no step compares
 * all pairs.
 */
import {
  fastPlainDecimal,
  normalizeNumber,
  normalizerFor,
  numbersClose,
  type ColumnType,
  type NormalizedValue,
} from './normalize.js';
import { cellAt, cellIndex, sameRawCell, type CellColumn } from './read-csv.js';

export type KeyTuple = readonly NormalizedValue[];

export interface KeyColumn {
  readonly name: string;
  readonly type: ColumnType;
  /** Cell accessor for a data row; `undefined` when the table lacks the column (read as empty, like pandas' `row.get`). */
  readonly cell: (row: number) => string | undefined;
}

/** A key column to normalise: its cells, or `undefined` when the table lacks it (read as empty). */
export interface KeySource {
  readonly name: string;
  readonly type: ColumnType;
  readonly cells: CellColumn | undefined;
}

/**
 * The dictionary of one non-number key column, shared by the GT and candidate sides:
 * normalised value → code, and raw cell → code, so that a cell seen before (the usual case
 * for key columns) costs one hash lookup and is not normalised again.
 */
export class KeyCoder {
  private readonly codes = new Map<NormalizedValue, number>();
  /** code → normalised value */
  readonly values: NormalizedValue[] = [];
  private readonly memo = new Map<string, number>();
  private readonly normalize: (raw: string) => NormalizedValue;

  constructor(readonly type: ColumnType) {
    this.normalize = normalizerFor(type);
  }

  /** The code of a normalised value. */
  codeOf(v: NormalizedValue): number {
    let code = this.codes.get(v);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(v);
      this.codes.set(v, code);
    }
    return code;
  }

  /** The code of a raw cell (throws what the normaliser throws). */
  encode(raw: string): number {
    let code = this.memo.get(raw);
    if (code === undefined) {
      code = this.codeOf(this.normalize(raw));
      this.memo.set(raw, code);
    }
    return code;
  }
}

const NO_NUMBERS = new Float64Array(0);
const NO_FLAGS = new Uint8Array(0);
const NO_CODES = new Int32Array(0);

/**
 * One normalised key column: numbers in a Float64Array (with an "empty" flag), anything else as
 * codes of its coder. One class for both, so that code reading parts sees a single shape.
 */
export class KeyPart {
  private constructor(
    readonly isNumber: boolean,
    readonly values: Float64Array,
    readonly empty: Uint8Array,
    readonly codes: Int32Array,
    readonly coder: KeyCoder | null,
  ) {}

  static numbers(size: number): KeyPart {
    return new KeyPart(true, new Float64Array(size), new Uint8Array(size), NO_CODES, null);
  }

  static coded(size: number, coder: KeyCoder): KeyPart {
    return new KeyPart(false, NO_NUMBERS, NO_FLAGS, new Int32Array(size), coder);
  }

  /** The normalised value of a row. */
  valueAt(row: number): NormalizedValue {
    return this.isNumber ? (this.empty[row] === 1 ? null : this.values[row]!) : this.coder!.values[this.codes[row]!]!;
  }
}

/** The normalised keys of a table, column-wise. Row `r` of the table is entry `r`. */
export interface KeyTable {
  readonly size: number;
  readonly parts: readonly KeyPart[];
  /** Per row, the hash of its key. */
  readonly hashes: Int32Array;
  /** Per row, 1 when a number part is NaN: such a key equals nothing, not even itself. */
  readonly unmatchable: Uint8Array;
  /** Open-addressing table of row + 1 by hash (0: free), when kept (see buildKeyTable). */
  readonly slots?: Int32Array;
}

export type KeyTableResult =
  | { kind: 'ok'; keys: KeyTable }
  | { kind: 'invalid'; row: number; column: string; type: ColumnType; raw: string; message: string }
  | { kind: 'duplicate'; row: number; firstRow: number; key: KeyTuple };

/** The key tuple of one row. */
export function keyTupleAt(keys: KeyTable, row: number): NormalizedValue[] {
  return keys.parts.map((p) => p.valueAt(row));
}

// --- hashing (murmur3's 32-bit mixing) ---

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

function mix(h: number, x: number): number {
  let k = Math.imul(x, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Hash every row's key; flag rows with a NaN part. */
export function hashRows(size: number, parts: readonly KeyPart[], hashes: Int32Array, unmatchable: Uint8Array): void {
  hashes.fill(0x3c6ef372);
  for (const part of parts) {
    if (!part.isNumber) {
      const codes = part.codes;
      for (let r = 0; r < size; r += 1) hashes[r] = mix(hashes[r]!, codes[r]!);
    } else {
      const { values, empty } = part;
      for (let r = 0; r < size; r += 1) {
        let h = hashes[r]!;
        if (empty[r] === 1) h = mix(h, 0x7ff80001);
        else {
          const v = values[r]!;
          if (v !== v) unmatchable[r] = 1;
          f64[0] = v === 0 ? 0 : v; // -0 is 0
          h = mix(mix(h, u32[0]!), u32[1]!);
        }
        hashes[r] = h;
      }
    }
  }
  for (let r = 0; r < size; r += 1) hashes[r] = finish(hashes[r]!);
}

/** Whether row a of table A and row b of table B have equal keys (same key columns, shared coders). */
function sameKey(A: KeyTable, a: number, B: KeyTable, b: number): boolean {
  const pa = A.parts;
  const pb = B.parts;
  for (let p = 0; p < pa.length; p += 1) {
    const x = pa[p]!;
    const y = pb[p]!;
    if (!x.isNumber) {
      if (x.codes[a] !== y.codes[b]) return false;
    } else {
      const ex = x.empty[a] === 1;
      if (ex !== (y.empty[b] === 1)) return false;
      if (!ex && x.values[a] !== y.values[b]) return false;
    }
  }
  return true;
}

function tableSize(n: number): number {
  let size = 16;
  while (size < n * 2) size *= 2;
  return size;
}

/** Row of `keys` with the same key as row g of `probe`, or −1 (`keys.slots` must be set). */
function lookup(keys: KeyTable, probe: KeyTable, g: number): number {
  const slots = keys.slots!;
  const mask = slots.length - 1;
  const h = probe.hashes[g]!;
  for (let i = h & mask; ; i = (i + 1) & mask) {
    const s = slots[i]!;
    if (s === 0) return -1;
    const e = s - 1;
    if (keys.hashes[e] === h && sameKey(probe, g, keys, e)) return e;
  }
}

/** Enter rows [0, limit) into the hash table, in order: the first row whose key is already there, or −1. */
function insertRows(keys: KeyTable, limit: number): number {
  const { hashes, unmatchable } = keys;
  const slots = keys.slots!;
  const mask = slots.length - 1;
  for (let r = 0; r < limit; r += 1) {
    if (unmatchable[r] === 1) continue; // a NaN part: unique by definition
    const h = hashes[r]!;
    let i = h & mask;
    for (let s = slots[i]!; s !== 0; i = (i + 1) & mask, s = slots[i]!) {
      if (hashes[s - 1] === h && sameKey(keys, s - 1, keys, r)) return r;
    }
    slots[i] = r + 1;
  }
  return -1;
}

/** The first invalid row of a column's fill (rowCount when none), with its error. */
interface FillResult {
  readonly invalidRow: number;
  readonly error?: unknown;
}

/** Normalise the cells of rows [0, limit) of one key column into its part. */
function fillPart(
  part: KeyPart,
  cells: CellColumn | undefined,
  cellOf: ((row: number) => string | undefined) | undefined,
  limit: number,
  ref: { readonly part: KeyPart; readonly cells: CellColumn } | undefined,
): FillResult {
  if (part.isNumber) {
    const { values, empty } = part;
    if (cells !== undefined) {
      const { text, offsets } = cells;
      for (let r = 0; r < limit; r += 1) {
        const k = cellIndex(cells, r);
        const s = offsets[k]!;
        const e = offsets[k + 1]!;
        let v: number | null | undefined = s >= 0 && e >= 0 ? fastPlainDecimal(text, s, e) : undefined;
        if (v === undefined) v = normalizeNumber(cellAt(cells, r));
        if (v === null) empty[r] = 1;
        else values[r] = v;
      }
    } else {
      for (let r = 0; r < limit; r += 1) {
        const raw = cellOf?.(r);
        const v = raw === undefined ? null : normalizeNumber(raw);
        if (v === null) empty[r] = 1;
        else values[r] = v;
      }
    }
    return { invalidRow: limit };
  }
  const codes = part.codes;
  const coder = part.coder!;
  let r = 0;
  try {
    // A cell with the same raw text as the one above it (key columns are often grouped) has its
    // code, and so has one with the same raw text as the reference row's (the same shape and coder).
    if (cells !== undefined && ref !== undefined && !ref.part.isNumber) {
      const refCodes = ref.part.codes;
      const refCells = ref.cells;
      for (; r < limit; r += 1) {
        if (sameRawCell(refCells, r, cells, r)) codes[r] = refCodes[r]!;
        else if (r > 0 && sameRawCell(cells, r - 1, cells, r)) codes[r] = codes[r - 1]!;
        else codes[r] = coder.encode(cellAt(cells, r));
      }
    } else if (cells !== undefined) {
      for (; r < limit; r += 1) {
        if (r > 0 && sameRawCell(cells, r - 1, cells, r)) codes[r] = codes[r - 1]!;
        else codes[r] = coder.encode(cellAt(cells, r));
      }
    } else {
      const nullCode = coder.codeOf(null);
      for (; r < limit; r += 1) {
        const raw = cellOf?.(r);
        codes[r] = raw === undefined ? nullCode : coder.encode(raw);
      }
    }
  } catch (error) {
    return { invalidRow: r, error };
  }
  return { invalidRow: limit };
}

/**
 * Normalise every row's key and check uniqueness, column-wise. As PrepBench does, the first
 * problem in row order wins: an invalid key cell (the first key column in order, within its row)
 * or a duplicate key (the first repeated row). With `keepIndex`, the hash table stays in the
 * result (the candidate side needs it for alignment). `coders` (one per non-number key column,
 * shared with the other side) are created when not given.
 */
export function buildKeyTable(
  rowCount: number,
  sources: readonly (KeySource | KeyColumn)[],
  coders?: readonly (KeyCoder | undefined)[],
  keepIndex = true,
  /** The other side's complete key table over the same key columns and coders, and its sources: row r's codes are reused where its raw cells are the same. */
  reference?: { readonly keys: KeyTable; readonly sources: readonly KeySource[] },
): KeyTableResult {
  const parts: KeyPart[] = sources.map((src, p) =>
    src.type === 'number' ? KeyPart.numbers(rowCount) : KeyPart.coded(rowCount, coders?.[p] ?? new KeyCoder(src.type)),
  );
  // Column by column; a column stops at its first invalid cell, and later columns stop there too.
  let limit = rowCount;
  let invalidColumn = -1;
  let invalidError: unknown;
  sources.forEach((src, p) => {
    // Rows from `limit` on are not needed: an earlier column (first in its row) or an earlier row is already invalid.
    const refPart = reference?.keys.parts[p];
    const refCells = reference?.sources[p]?.cells;
    const ref =
      refPart !== undefined && refCells !== undefined && reference!.keys.size >= limit
        ? { part: refPart, cells: refCells }
        : undefined;
    const filled = fillPart(
      parts[p]!,
      'cells' in src ? src.cells : undefined,
      'cell' in src ? src.cell : undefined,
      limit,
      ref,
    );
    if (filled.invalidRow < limit) {
      limit = filled.invalidRow;
      invalidColumn = p;
      invalidError = filled.error;
    }
  });
  // Rows before `limit` are valid: hash them and look for the first duplicate.
  const hashes = new Int32Array(rowCount);
  const unmatchable = new Uint8Array(rowCount);
  hashRows(limit, parts, hashes, unmatchable);
  const slots = new Int32Array(tableSize(rowCount));
  const keys: KeyTable = { size: rowCount, parts, hashes, unmatchable, slots };
  const duplicate = insertRows(keys, limit);
  if (duplicate >= 0)
    return {
      kind: 'duplicate',
      row: duplicate,
      firstRow: lookup(keys, keys, duplicate),
      key: keyTupleAt(keys, duplicate),
    };
  if (invalidColumn >= 0) {
    const src = sources[invalidColumn]!;
    const raw = 'cells' in src ? (src.cells === undefined ? '' : cellAt(src.cells, limit)) : (src.cell(limit) ?? '');
    return {
      kind: 'invalid',
      row: limit,
      column: src.name,
      type: src.type,
      raw,
      message: (invalidError as Error).message,
    };
  }
  return { kind: 'ok', keys: keepIndex ? keys : { size: rowCount, parts, hashes, unmatchable } };
}

/** Give a key table its hash table (keys should be unique; of equal ones the last wins, as with a Map). */
function withIndex(keys: KeyTable): KeyTable {
  if (keys.slots) return keys;
  const slots = new Int32Array(tableSize(keys.size));
  const mask = slots.length - 1;
  for (let r = 0; r < keys.size; r += 1) {
    if (keys.unmatchable[r] === 1) continue;
    const h = keys.hashes[r]!;
    let i = h & mask;
    for (let s = slots[i]!; s !== 0; i = (i + 1) & mask, s = slots[i]!) {
      if (keys.hashes[s - 1] === h && sameKey(keys, s - 1, keys, r)) break;
    }
    slots[i] = r + 1;
  }
  return { ...keys, slots };
}

/** Alignment of two key tables; rows are entries of the tables. */
export type TableAlignment =
  | { kind: 'ok'; /** per GT row, its candidate row */ candOf: Int32Array }
  | { kind: 'missing_key'; gtRow: number }
  | { kind: 'multiple_matches'; gtRow: number; /** ascending */ candidateRows: readonly number[] }
  | { kind: 'extra_keys'; /** all unmatched candidate rows, ascending */ candRows: readonly number[] };

/** A sorted view of one number part within a bucket, with "next unmatched" skip pointers. */
class SortedPart {
  readonly values: Float64Array;
  readonly entries: Int32Array;
  private readonly next: Int32Array;

  /** `entries` in row order; sorted here by value, ties in row order. */
  constructor(entries: readonly number[], source: Float64Array) {
    const order = Int32Array.from(entries).sort((a, b) => {
      const x = source[a]!;
      const y = source[b]!;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    this.entries = order;
    this.values = new Float64Array(order.length);
    for (let i = 0; i < order.length; i += 1) this.values[i] = source[order[i]!]!;
    this.next = new Int32Array(order.length + 1);
    for (let i = 0; i <= order.length; i += 1) this.next[i] = i;
  }

  /** First position ≥ i still unmatched (path-compressed). */
  find(i: number): number {
    const next = this.next;
    let root = i;
    while (next[root]! !== root) root = next[root]!;
    let cur = i;
    while (cur !== root) {
      const nxt = next[cur]!;
      next[cur] = root;
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
      if (this.values[mid]! < x) lo = mid + 1;
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
      if (x < this.values[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

interface Bucket {
  /** Candidate rows in this bucket (row order). */
  readonly members: number[];
  /** Per number part (by position in `numberParts`): rows with a value there, then its sorted view. */
  readonly pending: number[][];
  readonly parts: (SortedPart | undefined)[];
}

/** PrepBench's candidate window for a number key part (inclusive; the strict test follows). */
function toleranceWindow(v: number, tolerance: number): [number, number] {
  if (v === 0) return [-tolerance, tolerance];
  const a = v * (1 - tolerance);
  const b = v / (1 - tolerance);
  return [Math.min(a, b), Math.max(a, b)];
}

/** The identity of a row's bucket: its non-number parts, and which number parts are empty. */
function bucketKey(keys: KeyTable, row: number): string {
  let id = '';
  for (const part of keys.parts) {
    if (part.isNumber) id += part.empty[row] === 1 ? 'e,' : 'v,';
    else id += `${part.codes[row]!},`;
  }
  return id;
}

/** Whether GT row g and candidate row e match with tolerance on number parts. */
function rowsMatchWithTolerance(gt: KeyTable, g: number, cand: KeyTable, e: number, tolerance: number): boolean {
  for (let p = 0; p < gt.parts.length; p += 1) {
    const a = gt.parts[p]!;
    const b = cand.parts[p]!;
    if (a.isNumber) {
      const ea = a.empty[g] === 1;
      const eb = b.empty[e] === 1;
      if (ea && eb) continue;
      if (ea || eb) return false;
      if (!numbersClose(a.values[g]!, b.values[e]!, tolerance)) return false;
    } else if (a.codes[g] !== b.codes[e]) return false;
  }
  return true;
}

/** The candidates of the tolerance fallback, bucketed; built from the candidates still unmatched. */
class ToleranceIndex {
  private readonly buckets = new Map<string, Bucket>();
  private readonly bucketOf: (Bucket | undefined)[];
  /** Per number part: each candidate's position in its bucket's sorted view (−1: none). */
  private readonly positions: Int32Array[];

  constructor(
    private readonly cand: KeyTable,
    private readonly matched: Uint8Array,
    private readonly numberParts: readonly number[],
  ) {
    this.bucketOf = new Array<Bucket | undefined>(cand.size).fill(undefined);
    this.positions = numberParts.map(() => new Int32Array(cand.size).fill(-1));
    for (let e = 0; e < cand.size; e += 1) {
      if (matched[e] === 1) continue;
      const id = bucketKey(cand, e);
      let bucket = this.buckets.get(id);
      if (!bucket) {
        bucket = { members: [], pending: numberParts.map(() => []), parts: numberParts.map(() => undefined) };
        this.buckets.set(id, bucket);
      }
      bucket.members.push(e);
      this.bucketOf[e] = bucket;
      for (let q = 0; q < numberParts.length; q += 1) {
        const part = cand.parts[numberParts[q]!];
        if (part === undefined || !part.isNumber || part.empty[e] === 1 || Number.isNaN(part.values[e])) continue;
        bucket.pending[q]!.push(e);
      }
    }
    for (const bucket of this.buckets.values()) {
      numberParts.forEach((p, q) => {
        const pending = bucket.pending[q]!;
        const part = cand.parts[p];
        if (pending.length === 0 || part === undefined || !part.isNumber) return;
        const sorted = new SortedPart(pending, part.values);
        bucket.parts[q] = sorted;
        const pos = this.positions[q]!;
        for (let i = 0; i < sorted.entries.length; i += 1) pos[sorted.entries[i]!] = i;
        pending.length = 0;
      });
    }
  }

  /** A candidate got matched: skip it from now on. */
  remove(e: number): void {
    const bucket = this.bucketOf[e];
    if (!bucket) return;
    for (let q = 0; q < this.numberParts.length; q += 1) {
      const pos = this.positions[q]![e]!;
      if (pos >= 0) bucket.parts[q]?.remove(pos);
    }
  }

  /** Unmatched candidates within tolerance of GT row g; stops once `limit` are found. */
  candidates(gt: KeyTable, g: number, tolerance: number, limit: number): number[] {
    const bucket = this.buckets.get(bucketKey(gt, g));
    if (!bucket) return [];
    const windows: { part: SortedPart; lo: number; hi: number }[] = [];
    for (let q = 0; q < this.numberParts.length; q += 1) {
      const part = gt.parts[this.numberParts[q]!];
      if (part === undefined || !part.isNumber || part.empty[g] === 1) continue; // an empty part: the bucket already requires empty
      const v = part.values[g]!;
      if (Number.isNaN(v)) return []; // NaN is within tolerance of nothing
      const sorted = bucket.parts[q];
      if (!sorted) return [];
      const [low, high] = toleranceWindow(v, tolerance);
      const lo = sorted.lowerBound(low);
      const hi = sorted.upperBound(high);
      if (lo >= hi) return [];
      windows.push({ part: sorted, lo, hi });
    }
    const result: number[] = [];
    const consider = (e: number): boolean => {
      if (this.matched[e] === 0 && rowsMatchWithTolerance(gt, g, this.cand, e, tolerance)) result.push(e);
      return result.length >= limit;
    };
    if (windows.length === 0) {
      for (const e of bucket.members) if (consider(e)) break;
      return result;
    }
    // Scan the narrowest window, skipping candidates already matched.
    const narrowest = windows.reduce((a, b) => (b.hi - b.lo < a.hi - a.lo ? b : a));
    for (let pos = narrowest.part.find(narrowest.lo); pos < narrowest.hi; pos = narrowest.part.find(pos + 1)) {
      if (consider(narrowest.part.entries[pos]!)) break;
    }
    return result;
  }
}

/**
 * Align GT rows to candidate rows (both already unique by key; same key columns and coders).
 * `sampleLimit` bounds how many candidates a "multiple matches" result lists.
 */
export function alignKeyTables(gt: KeyTable, candKeys: KeyTable, tolerance: number, sampleLimit = 3): TableAlignment {
  const cand = withIndex(candKeys);
  const numberParts: number[] = [];
  gt.parts.forEach((p, i) => {
    if (p.isNumber) numberParts.push(i);
  });
  const matched = new Uint8Array(cand.size);
  const candOf = new Int32Array(gt.size);
  const limit = Math.max(2, sampleLimit + 1);
  // The tolerance structures are built on first need, from the candidates still unmatched:
  // a candidate that matches the GT exactly row for row never pays for them.
  let tolerant: ToleranceIndex | undefined;
  for (let g = 0; g < gt.size; g += 1) {
    if (gt.unmatchable[g] === 0) {
      const hit = lookup(cand, gt, g);
      if (hit >= 0 && matched[hit] === 0) {
        matched[hit] = 1;
        tolerant?.remove(hit);
        candOf[g] = hit;
        continue;
      }
    }
    tolerant ??= new ToleranceIndex(cand, matched, numberParts);
    const found = tolerant.candidates(gt, g, tolerance, limit);
    if (found.length === 0) return { kind: 'missing_key', gtRow: g };
    if (found.length > 1) return { kind: 'multiple_matches', gtRow: g, candidateRows: found.sort((a, b) => a - b) };
    const only = found[0]!;
    matched[only] = 1;
    tolerant.remove(only);
    candOf[g] = only;
  }
  if (gt.size !== cand.size || matched.indexOf(0) >= 0) {
    const candRows: number[] = [];
    for (let e = 0; e < cand.size; e += 1) if (matched[e] === 0) candRows.push(e);
    if (candRows.length > 0) return { kind: 'extra_keys', candRows };
  }
  return { kind: 'ok', candOf };
}
