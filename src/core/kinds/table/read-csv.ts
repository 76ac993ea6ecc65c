/**
 * Read a result or ground-truth CSV exactly as PrepBench's pandas call does
 * (`pd.read_csv(path, sep=",", dtype=str, keep_default_na=False, na_filter=False)`, UTF-8 then
 * Latin-1): every cell is a string and nothing becomes NA.
 *
 * The tokenizer follows pandas' C tokenizer for that call: `,` and `"` with doubled quotes;
 * `\n`, `\r\n` and `\r` all end a line; empty and whitespace-only lines (spaces, tabs) are skipped;
 * a `"` inside an unquoted field is kept; text after a closing quote is appended (`"ab"cd` → `abcd`);
 * a short row is padded with `""`; a quote still open at the end of the file is an error.
 * The header gets pandas' names: empty → `Unnamed: i`, duplicates → `name.1`, `name.2`, …
 * A UTF-8 BOM at the start is dropped (in UTF-8 only, as pandas does).
 *
 * Checked against pandas 1.5 on every corpus file and on thousands of fuzzed inputs: identical
 * wherever pandas' C parser accepts the input, except for these deliberate differences:
 * - a data row with more fields than the header is an error here, where pandas turns a longer
 *   *first* data row into an implicit index column (shifting every value);
 * - with bare-`\r` line ends, a whitespace-led line is re-read from its own start, where pandas
 *   re-reads from the previous `\n` (duplicating rows, sometimes without end);
 * - where pandas' C parser fails, PrepBench retries with pandas' Python parser, which accepts a
 *   few degenerate files (e.g. only a BOM, or `""` lines) that are unreadable here;
 * - a header of more than MAX_COLUMNS columns is an error here (see Bounds below);
 * - a NUL byte anywhere is an error here, where pandas ends the field at it.
 *
 * Storage: the comparison engine reads a file column-wise (`readCsvColumns`): the decoded text is
 * kept as one string and the selected columns as start/end offsets into it (one Int32Array for
 * the table, see CellColumn), so a million-row table costs 8 bytes per kept cell instead of a
 * string object per cell and an array per row; columns nobody asked for are scanned (their field
 * counts still matter) but not stored. A cell becomes a string only when it is needed as one.
 * `parseCsvText`/`readCsvFile` give the row-wise table for other callers and tests.
 *
 * Bounds (a hostile file costs no more than a plain one of its size): a quoted field whose value
 * is not one slice of the text (doubled quotes, text after the closing quote) is kept as its raw
 * range and decoded when it is read, never accumulated piece by piece (a 100 MB field of `""`
 * pairs built 50 million string pieces); a header has at most MAX_COLUMNS columns; and with
 * `maxRows` (the candidate side: a row count other than the ground truth's fails anyway) rows
 * past it are counted, not stored, so short rows padded to the header's width cannot multiply
 * the memory the cells take.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { openUntrusted, type FileId, type UntrustedProblem } from '../../fs/untrusted.js';

export type CsvEncoding = 'utf-8' | 'latin-1';

export interface ReadCsvOptions {
  /** Files larger than this are not read. */
  readonly maxBytes: number;
  /**
   * An untrusted submission file: opened through fs/untrusted.ts (a symbolic link, a FIFO, a
   * file with more than one hard link, or one that is not the `expect`ed entry is refused).
   */
  readonly noFollow: boolean;
  /** The identity of the listed entry the file must still be (with `noFollow`). */
  readonly expect?: FileId | null;
  /**
   * Store the cells of at most this many data rows; past it the rows are only counted, and the
   * table has a `rowCount` but no cells (every column `undefined`). Default: no bound.
   */
  readonly maxRows?: number;
}

/** The most columns a header may have (a spreadsheet's limit); past it the file is a read error. */
export const MAX_COLUMNS = 16_384;

/**
 * The cells of one column. The offsets of all the kept columns of a table are in one array, row
 * by row (`stride` columns a row; this one at `slot`), start and end side by side, so the cells
 * of a row met out of order share a cache line or two. With `k = cellIndex(col, r)`, cell `r`
 * is `text.slice(offsets[k], offsets[k + 1])` when both are ≥ 0. When `offsets[k + 1]` is
 * negative, the cell is a quoted field whose value is not one slice of the text (a doubled
 * quote, text after the closing quote): its raw text is `[offsets[k], -1 - offsets[k + 1])`,
 * decoded by `decodeField` when read. When `offsets[k]` is negative, the cell is
 * `extras[-1 - offsets[k]]` (tables built from strings). A padded (missing) cell is the empty slice.
 */
export interface CellColumn {
  readonly text: string;
  readonly offsets: Int32Array;
  readonly stride: number;
  readonly slot: number;
  readonly extras: readonly string[];
}

/** Where a cell's start is in `col.offsets` (its end follows). */
export function cellIndex(col: CellColumn, row: number): number {
  return 2 * (row * col.stride + col.slot);
}

/** The raw string of one cell. */
export function cellAt(col: CellColumn, row: number): string {
  const k = 2 * (row * col.stride + col.slot);
  const s = col.offsets[k]!;
  if (s < 0) return col.extras[-1 - s]!;
  const e = col.offsets[k + 1]!;
  return e < 0 ? decodeField(col.text, s, -1 - e) : col.text.slice(s, e);
}

/** Fields up to this long are decoded with string operations; longer ones into one buffer. */
const SMALL_FIELD = 4096;

/**
 * The value of the field whose raw text is `text[start, end)` (from its first character to its
 * delimiter), as the tokenizer reads it: unquoted, the text itself; quoted, the text up to the
 * closing quote with each `""` one `"`, then whatever follows the closing quote, as it is.
 * Linear, and one flat string whatever the number of quotes (a long field is written into one
 * buffer: string replacement would build a piece per quote).
 */
export function decodeField(text: string, start: number, end: number): string {
  if (start >= end || text.charCodeAt(start) !== QUOTE) return text.slice(start, end);
  if (end - start <= SMALL_FIELD) {
    for (let i = start + 1; ;) {
      const q = text.indexOf('"', i);
      if (q < 0 || q >= end) return text.slice(start + 1, end).replaceAll('""', '"'); // still open: the end of the text
      if (q + 1 < end && text.charCodeAt(q + 1) === QUOTE) {
        i = q + 2;
        continue;
      }
      return text.slice(start + 1, q).replaceAll('""', '"') + text.slice(q + 1, end);
    }
  }
  return (
    unquoteInto(Buffer.allocUnsafe(end - start), text, start, end) ??
    unquoteInto(new Uint16Array(end - start), text, start, end)!
  );
}

/**
 * `decodeField` of a long quoted field, written into `out`: one byte a character (a Buffer,
 * while every character is Latin-1; null when one is not) or two (a Uint16Array).
 */
function unquoteInto(out: Buffer | Uint16Array, text: string, start: number, end: number): string | null {
  const oneByte = out instanceof Buffer;
  let n = 0;
  let i = start + 1;
  let closed = false;
  for (; i < end; i += 1) {
    const c = text.charCodeAt(i);
    if (!closed && c === QUOTE) {
      if (i + 1 < end && text.charCodeAt(i + 1) === QUOTE)
        i += 1; // a doubled quote is one quote
      else {
        closed = true; // the closing quote: what follows it is kept as it is
        continue;
      }
    } else if (oneByte && c > 0xff) return null;
    out[n++] = c;
  }
  return out instanceof Buffer
    ? out.toString('latin1', 0, n)
    : Buffer.from(out.buffer, out.byteOffset, 2 * n).toString('utf16le');
}

/** Whether two cells hold the same raw string, without building either. */
export function sameRawCell(a: CellColumn, ra: number, b: CellColumn, rb: number): boolean {
  const ka = 2 * (ra * a.stride + a.slot);
  const kb = 2 * (rb * b.stride + b.slot);
  const oa = a.offsets;
  const ob = b.offsets;
  const sa = oa[ka]!;
  const sb = ob[kb]!;
  const ea = oa[ka + 1]!;
  const eb = ob[kb + 1]!;
  if (sa < 0 || sb < 0 || ea < 0 || eb < 0) return cellAt(a, ra) === cellAt(b, rb);
  const len = ea - sa;
  if (len !== eb - sb) return false;
  const ta = a.text;
  const tb = b.text;
  for (let k = 0; k < len; k += 1) if (ta.charCodeAt(sa + k) !== tb.charCodeAt(sb + k)) return false;
  return true;
}

/** A table read column-wise: only the selected columns have cells. */
export interface ColumnarTable {
  /** Header names after pandas' naming rules; unique. */
  readonly columns: readonly string[];
  readonly rowCount: number;
  /** By header position; `undefined` for a column that was not selected. */
  readonly cells: readonly (CellColumn | undefined)[];
  readonly encoding: CsvEncoding;
}

export type ColumnarReadResult = { ok: true; table: ColumnarTable } | { ok: false; reason: string };

/** Given the header names, which positions to keep (`true` for all). */
export type ColumnSelector = (columns: readonly string[]) => readonly boolean[] | true;

/**
 * Decode as UTF-8 (BOM dropped); when the bytes are not valid UTF-8, as Latin-1 (ISO-8859-1).
 * Node's own UTF-8 check and decoder, and none at all for ASCII (a plain copy); the BOM is
 * skipped before decoding rather than cut from the text after.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isAscii(buf)) return { text: buf.toString('latin1'), encoding: 'utf-8' };
  if (isUtf8(buf)) {
    const bom = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
    return { text: buf.toString('utf8', bom), encoding: 'utf-8' };
  }
  return { text: buf.toString('latin1'), encoding: 'latin-1' };
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

// Tokenizer states (plain numbers: the switch below is the hot loop).
const START_RECORD = 0;
const START_FIELD = 1;
const IN_FIELD = 2;
const IN_QUOTED_FIELD = 3;
const QUOTE_IN_QUOTED_FIELD = 4;
const EAT_CRNL = 5;
const EAT_CRNL_NOP = 6;
const WHITESPACE_LINE = 7;

type ScanResult =
  | { ok: true; records: string[][] }
  | { ok: true; columns: string[]; rowCount: number; slotOf: Int32Array; kept: number; offsets: Int32Array }
  | { ok: false; reason: string };

/** Rows the offsets make room for at first, at most (they double when full). */
const INITIAL_ROWS_BOUND = 1 << 16;

/** Lines ended by \n, plus one, counted up to `limit`: room for every row, unless lines end with a bare \r. */
function countLines(text: string, limit: number): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i >= 0 && count < limit; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

/**
 * The tokenizer: pandas' C tokenizer state machine for PrepBench's options (`record`), with a
 * fast path for the usual data line (`lines`). A field's value is tracked as a range of the text
 * while it is one contiguous slice, and only becomes a string when it is not (doubled quotes,
 * text after a closing quote). With a selector, the first record is the header and only the
 * selected columns of the data records are stored; without, every record is kept as strings.
 */
class Scanner {
  private readonly n: number;
  private readonly raw: boolean;
  readonly records: string[][] = [];
  /** Fields of the record being read, when they are collected as strings (raw mode, or the header). */
  private collect: string[] | null = [];
  columns: string[] = [];
  private width = 0;
  /** Per header position, its slot among the kept columns (−1: not kept). */
  slotOf: Int32Array = new Int32Array(0);
  /** Where cells are written: `slotOf` while rows are stored, all −1 once past `maxRows`. */
  private writeSlot: Int32Array = new Int32Array(0);
  /** How many columns are kept. */
  kept = 0;
  /** Cell offsets of the kept columns, row by row (see CellColumn). */
  offsets: Int32Array = new Int32Array(0);
  /** Rows the offsets have room for. */
  private capacity = 0;
  /** Completed records, the header included. */
  recordCount = 0;
  /** Completed data rows. */
  rowNo = 0;
  /** Completed fields of the current record. */
  private fieldNo = 0;
  tooLong: string | null = null;
  /** Set when the text ends inside a quoted field. */
  quoteError: string | null = null;
  /** Set when the file cannot be read at all (the scan stops there). */
  fatal: string | null = null;
  // The current field: its value's range [fs, fe) of the text while that is one slice; once it
  // is not (`escaped`), its raw text [rawStart, delimiter) is kept instead, decoded when read.
  private fs = -1;
  private fe = -1;
  private escaped = false;
  private rawStart = 0;
  private state = START_RECORD;
  private quoteLine = 0;
  // Next positions of a \n, a \r and a comma at or after the last look (−1: not looked yet).
  private nextLf = -1;
  private nextCr = -1;
  private nextComma = -1;

  constructor(
    private readonly text: string,
    private readonly select: ColumnSelector | undefined,
    private readonly maxRows: number,
  ) {
    this.n = text.length;
    this.raw = select === undefined;
  }

  run(from: number): void {
    const n = this.n;
    let i = from;
    while (i < n && this.fatal === null) {
      if (this.collect === null) {
        i = this.lines(i);
        if (i >= n) break;
      }
      i = this.record(i);
    }
    if (this.fatal === null) this.finish();
  }

  private append(a: number, b: number): void {
    if (a === b || this.escaped) return;
    if (this.fs < 0) {
      this.fs = a;
      this.fe = b;
    } else if (this.fe === a) this.fe = b;
    else this.escaped = true;
  }

  /** The current field ends at `end` (its delimiter, or the end of the text). */
  private endField(end: number): void {
    if (this.collect !== null) {
      if (this.recordCount === 0 && !this.raw && this.fieldNo >= MAX_COLUMNS) {
        // A header past the bound: count its fields (for the message), store none.
      } else
        this.collect.push(
          this.escaped
            ? decodeField(this.text, this.rawStart, end)
            : this.fs < 0
              ? ''
              : this.text.slice(this.fs, this.fe),
        );
    } else if (this.fieldNo < this.width) {
      const slot = this.writeSlot[this.fieldNo]!;
      if (slot >= 0) {
        const k = 2 * (this.rowNo * this.kept + slot);
        if (this.escaped) {
          this.offsets[k] = this.rawStart;
          this.offsets[k + 1] = -1 - end;
        } else if (this.fs >= 0) {
          this.offsets[k] = this.fs;
          this.offsets[k + 1] = this.fe;
        }
      }
    }
    this.fieldNo += 1;
    this.fs = -1;
    this.escaped = false;
  }

  private endLine(): void {
    if (this.raw) {
      this.records.push(this.collect!);
      this.collect = [];
    } else if (this.recordCount === 0) {
      if (this.fieldNo > MAX_COLUMNS) {
        this.fatal = `the header has ${this.fieldNo} columns, more than the ${MAX_COLUMNS} a table may have`;
        return;
      }
      this.columns = dedupeNames(this.collect!.map((name, i) => (name === '' ? `Unnamed: ${i}` : name)));
      this.width = this.columns.length;
      this.collect = null;
      const keep = this.select!(this.columns);
      this.slotOf = new Int32Array(this.width);
      let kept = 0;
      for (let i = 0; i < this.width; i += 1) this.slotOf[i] = keep === true || keep[i] === true ? kept++ : -1;
      this.kept = kept;
      this.writeSlot = this.maxRows > 0 ? this.slotOf.slice() : new Int32Array(this.width).fill(-1);
      // Room for every line, up to a bound: blank lines count as lines, and the offsets grow anyway.
      this.capacity =
        kept === 0 || this.maxRows === 0
          ? 0
          : Math.max(16, Math.min(countLines(this.text, INITIAL_ROWS_BOUND), this.maxRows));
      this.offsets = new Int32Array(2 * kept * this.capacity);
    } else this.endRow(this.fieldNo);
    this.recordCount += 1;
    this.fieldNo = 0;
  }

  /** A data row of `fields` fields is complete (fields past the header are not stored). */
  private endRow(fields: number): void {
    // The first row longer than the header makes the file unreadable.
    if (fields > this.width && this.tooLong === null)
      this.tooLong = `data row ${this.rowNo} has ${fields} fields but the header has ${this.width}`;
    this.rowNo += 1;
    if (this.rowNo === this.maxRows) {
      // Past the bound, rows are counted only: no cell is written, the offsets stop growing.
      this.writeSlot.fill(-1);
    } else if (this.rowNo >= this.capacity && this.kept > 0 && this.rowNo < this.maxRows) {
      this.capacity = Math.min(this.capacity * 2, this.maxRows);
      const o = new Int32Array(2 * this.kept * this.capacity);
      o.set(this.offsets);
      this.offsets = o;
    }
  }

  /**
   * Data records from i on whose fields are plain or simply quoted (`"…"` with no doubled quote,
   * nothing after the closing quote, no line break inside), ended by \n, \r\n or \r: such a
   * field is the text between commas, or between its quotes, found with indexOf rather than char
   * by char. Returns where a record needs the full state machine (or the end of the text).
   */
  private lines(from: number): number {
    const text = this.text;
    const n = this.n;
    const slotOf = this.writeSlot;
    const kept = this.kept;
    const width = this.width;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === LF || c === CR || c === SPACE || c === TAB) return i; // blank-line rules
      let nextLf = this.nextLf;
      if (nextLf < i) {
        nextLf = text.indexOf('\n', i);
        if (nextLf < 0) nextLf = n;
        this.nextLf = nextLf;
      }
      let nextCr = this.nextCr;
      if (nextCr < i) {
        nextCr = text.indexOf('\r', i);
        if (nextCr < 0) nextCr = n;
        this.nextCr = nextCr;
      }
      // The record ends at the first \n or \r; a \n right after that \r goes with it.
      const contentEnd = nextCr < nextLf ? nextCr : nextLf;
      const next = nextCr < nextLf && nextCr + 1 === nextLf ? nextLf + 1 : contentEnd + 1;
      const offsets = this.offsets;
      const base = this.rowNo * kept;
      let nextComma = this.nextComma;
      let p = i;
      let f = 0;
      for (;;) {
        let start = p;
        let end: number; // the field's delimiter: a comma or contentEnd
        let stop: number; // the end of its value
        if (p < contentEnd && text.charCodeAt(p) === QUOTE) {
          const q = text.indexOf('"', p + 1);
          if (q < 0 || q >= contentEnd || (q + 1 < contentEnd && text.charCodeAt(q + 1) !== COMMA)) {
            // Not a simple quoted field: undo this row and leave the line to the state machine.
            offsets.fill(0, 2 * base, 2 * (base + kept));
            this.nextComma = nextComma;
            return i;
          }
          start = p + 1;
          stop = q;
          end = q + 1;
        } else {
          if (nextComma < p) {
            nextComma = text.indexOf(',', p);
            if (nextComma < 0) nextComma = n;
          }
          end = nextComma < contentEnd ? nextComma : contentEnd;
          stop = end;
        }
        if (f < width && stop > start) {
          const slot = slotOf[f]!;
          if (slot >= 0) {
            offsets[2 * (base + slot)] = start;
            offsets[2 * (base + slot) + 1] = stop;
          }
        }
        f += 1;
        if (end === contentEnd) break;
        p = end + 1;
      }
      this.nextComma = nextComma;
      this.endRow(f);
      this.recordCount += 1;
      i = next;
    }
    return i;
  }

  /** The state machine, from the start of a record until the next record start (or the end). */
  private record(from: number): number {
    const text = this.text;
    const n = this.n;
    let state = this.state;
    let lineStart = from;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      switch (state) {
        case START_RECORD:
          if (i > from) {
            this.state = START_RECORD;
            return i;
          }
          lineStart = i;
          if (c === LF) {
            i += 1; // empty line: skipped
            continue;
          }
          if (c === CR) {
            state = EAT_CRNL_NOP;
            i += 1;
            continue;
          }
          if (c === SPACE || c === TAB) {
            state = WHITESPACE_LINE;
            i += 1;
            continue;
          }
          state = START_FIELD;
          continue; // same character, as the start of a field
        case WHITESPACE_LINE:
          if (c === LF) state = START_RECORD;
          else if (c === CR) state = EAT_CRNL_NOP;
          else if (c !== SPACE && c !== TAB) {
            // Not a blank line after all: read it again from its start as ordinary fields.
            i = lineStart;
            state = START_FIELD;
            continue;
          }
          i += 1;
          continue;
        case EAT_CRNL_NOP:
          // After a skipped blank line ended by \r, pandas drops a following \n or delimiter.
          state = START_RECORD;
          if (c === LF || c === COMMA) i += 1;
          continue;
        case EAT_CRNL:
          this.endLine();
          state = START_RECORD;
          if (c === LF) i += 1;
          continue;
        case START_FIELD:
          this.rawStart = i; // every character read here is the first of a field
          if (c === LF) {
            this.endField(i);
            this.endLine();
            state = START_RECORD;
          } else if (c === CR) {
            this.endField(i);
            state = EAT_CRNL;
          } else if (c === QUOTE) {
            state = IN_QUOTED_FIELD;
            this.quoteLine = this.recordCount;
          } else if (c === COMMA) {
            this.endField(i);
          } else {
            state = IN_FIELD;
            continue; // same character, as field content
          }
          i += 1;
          continue;
        case IN_FIELD: {
          let j = i + 1; // text[i] is content
          let d = 0;
          while (j < n) {
            d = text.charCodeAt(j);
            if (d === COMMA || d === LF || d === CR) break;
            j += 1;
          }
          this.append(i, j);
          if (j >= n) {
            i = j;
            continue;
          }
          this.endField(j);
          if (d === COMMA) state = START_FIELD;
          else if (d === LF) {
            this.endLine();
            state = START_RECORD;
          } else state = EAT_CRNL;
          i = j + 1;
          continue;
        }
        case IN_QUOTED_FIELD: {
          const j = text.indexOf('"', i);
          if (j < 0) {
            this.append(i, n);
            i = n;
            continue;
          }
          this.append(i, j);
          state = QUOTE_IN_QUOTED_FIELD;
          i = j + 1;
          continue;
        }
        case QUOTE_IN_QUOTED_FIELD:
          if (c === QUOTE) {
            this.append(i, i + 1); // a doubled quote is one quote
            state = IN_QUOTED_FIELD;
          } else if (c === COMMA) {
            this.endField(i);
            state = START_FIELD;
          } else if (c === LF) {
            this.endField(i);
            this.endLine();
            state = START_RECORD;
          } else if (c === CR) {
            this.endField(i);
            state = EAT_CRNL;
          } else {
            state = IN_FIELD;
            continue; // text after a closing quote joins the field
          }
          i += 1;
          continue;
      }
    }
    this.state = state;
    return i;
  }

  /** The end of the text, in whatever state the last record left. */
  private finish(): void {
    switch (this.state) {
      case IN_QUOTED_FIELD:
        this.quoteError = `not valid CSV: end of file inside a quoted field starting in record ${this.quoteLine + 1}`;
        break;
      case START_FIELD:
      case IN_FIELD:
      case QUOTE_IN_QUOTED_FIELD:
        this.endField(this.n);
        this.endLine();
        break;
      case EAT_CRNL:
        this.endLine();
        break;
      default:
        break;
    }
    this.state = START_RECORD;
  }
}

function scan(text: string, from: number, select: ColumnSelector | undefined, maxRows = Infinity): ScanResult {
  const s = new Scanner(text, select, maxRows);
  s.run(from);
  if (s.fatal !== null) return { ok: false, reason: s.fatal };
  if (s.quoteError !== null) return { ok: false, reason: s.quoteError };
  if (select === undefined) return { ok: true, records: s.records };
  if (s.recordCount === 0) return { ok: false, reason: 'no columns to parse (empty file)' };
  if (s.tooLong !== null) return { ok: false, reason: s.tooLong };
  return { ok: true, columns: s.columns, rowCount: s.rowNo, slotOf: s.slotOf, kept: s.kept, offsets: s.offsets };
}

/** Split CSV text into records of fields, as pandas' C tokenizer does for PrepBench's options. */
export function tokenizeCsv(text: string): { ok: true; records: string[][] } | { ok: false; reason: string } {
  const r = scan(text, 0, undefined);
  if (!r.ok) return r;
  return 'records' in r ? r : { ok: true, records: [] };
}

/** pandas' duplicate-name mangling: `a, a, a` → `a, a.1, a.2`. */
function dedupeNames(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  return names.map((original) => {
    let name = original;
    let count = counts.get(name) ?? 0;
    while (count > 0) {
      counts.set(name, count + 1);
      name = `${name}.${count}`;
      count = counts.get(name) ?? 0;
    }
    counts.set(name, count + 1);
    return name;
  });
}

const NO_EXTRAS: readonly string[] = [];

/** Where the first NUL byte is, and what to do about it. */
function nulReason(text: string, at: number): string {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line += 1;
  return `the file holds a NUL byte (line ${line}), which PrepBench's evaluator (pandas) reads as the end of its field: remove the NUL bytes (a file written as UTF-16 is full of them: write it as UTF-8)`;
}

function scanColumns(
  text: string,
  from: number,
  encoding: CsvEncoding,
  select: ColumnSelector,
  maxRows = Infinity,
): ColumnarReadResult {
  // pandas ends a field at a NUL byte (its C strings); rather than guess which bytes that drops,
  // a NUL is a named read error (docs/prepbench-parity.md).
  const nul = text.indexOf('\0', from);
  if (nul >= 0) return { ok: false, reason: nulReason(text, nul) };
  const r = scan(text, from, select, maxRows);
  if (!r.ok) return r;
  if ('records' in r) return { ok: false, reason: 'internal: unexpected record list' };
  const { columns, rowCount, slotOf, kept } = r;
  // More rows than were stored: the count is all there is.
  if (rowCount > maxRows)
    return { ok: true, table: { columns, rowCount, cells: columns.map(() => undefined), encoding } };
  const extras = NO_EXTRAS;
  // Trim the spare capacity only when it is large (a copy costs as much as it saves).
  const used = 2 * kept * rowCount;
  const offsets = r.offsets.length > used * 2 + 4096 ? r.offsets.slice(0, used) : r.offsets;
  const cells = columns.map((_, i): CellColumn | undefined => {
    const slot = slotOf[i]!;
    return slot < 0 ? undefined : { text, offsets, stride: kept, slot, extras };
  });
  return { ok: true, table: { columns, rowCount, cells, encoding } };
}

/** Parse CSV text column-wise, keeping the columns `select` picks (and the cells of at most `maxRows` rows, see ReadCsvOptions). */
export function parseCsvColumns(
  text: string,
  encoding: CsvEncoding,
  select: ColumnSelector,
  maxRows = Infinity,
): ColumnarReadResult {
  return scanColumns(text, 0, encoding, select, maxRows);
}

/** Read and decode an open file; its bytes are garbage once this returns (the cells refer to the text only). */
function readText(fd: number, size: number): { text: string; encoding: CsvEncoding } {
  const buf = Buffer.allocUnsafe(size);
  let off = 0;
  while (off < size) {
    const got = readSync(fd, buf, off, size - off, off);
    if (got === 0) break;
    off += got;
  }
  return decodeCsvBytes(buf.subarray(0, off));
}

/** This reader's wording of the untrusted reader's problems (the new ones in the reader's own words). */
function reasonOf(problem: UntrustedProblem, maxBytes: number): string {
  switch (problem.kind) {
    case 'symlink':
      return 'is a symbolic link, which is not followed';
    case 'missing':
    case 'open':
      return `cannot open (${problem.code ?? 'error'})`;
    case 'too-big':
      return `${problem.size} bytes exceeds the ${maxBytes}-byte limit`;
    case 'read':
      return `cannot read (${problem.code ?? 'error'})`;
    case 'not-regular':
      return problem.message === 'is not a regular file' ? 'not a regular file' : problem.message;
    default:
      return problem.message;
  }
}

/** Opens a CSV: an untrusted one (`noFollow`) through the one untrusted reader (fs/untrusted.ts), a trusted one as given. */
function openCsv(
  filePath: string,
  options: ReadCsvOptions,
): { ok: true; fd: number; size: number } | { ok: false; reason: string } {
  if (options.noFollow) {
    const opened = openUntrusted(filePath, options.maxBytes, options.expect);
    return opened.ok ? opened : { ok: false, reason: reasonOf(opened.problem, options.maxBytes) };
  }
  let fd: number;
  try {
    fd = openSync(filePath, constants.O_RDONLY);
  } catch (e) {
    return { ok: false, reason: `cannot open (${(e as NodeJS.ErrnoException).code ?? String(e)})` };
  }
  try {
    const st = fstatSync(fd);
    let reason: string | null = null;
    if (!st.isFile()) reason = 'not a regular file';
    else if (st.size > options.maxBytes) reason = `${st.size} bytes exceeds the ${options.maxBytes}-byte limit`;
    if (reason === null) return { ok: true, fd, size: st.size };
    closeSync(fd);
    return { ok: false, reason };
  } catch (e) {
    closeSync(fd);
    return { ok: false, reason: `cannot read (${(e as NodeJS.ErrnoException).code ?? String(e)})` };
  }
}

/** Read a CSV file column-wise, keeping the columns `select` picks (see readCsvFile). */
export function readCsvColumns(filePath: string, options: ReadCsvOptions, select: ColumnSelector): ColumnarReadResult {
  const opened = openCsv(filePath, options);
  if (!opened.ok) return opened;
  const { fd, size } = opened;
  try {
    const { text, encoding } = readText(fd, size);
    return scanColumns(text, 0, encoding, select, options.maxRows ?? Infinity);
  } catch (e) {
    return { ok: false, reason: `cannot read (${(e as NodeJS.ErrnoException).code ?? String(e)})` };
  } finally {
    closeSync(fd);
  }
}
