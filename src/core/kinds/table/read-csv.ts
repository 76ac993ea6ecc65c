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
 *   few degenerate files (e.g. only a BOM, or `""` lines) that are unreadable here.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

export type CsvEncoding = 'utf-8' | 'latin-1';

export interface CsvTable {
  /** Header names after pandas' naming rules; unique. */
  readonly columns: readonly string[];
  /** Data rows; every row has exactly `columns.length` cells. */
  readonly rows: readonly (readonly string[])[];
  readonly encoding: CsvEncoding;
}

export type CsvReadResult = { ok: true; table: CsvTable } | { ok: false; reason: string };

export interface ReadCsvOptions {
  /** Files larger than this are not read. */
  readonly maxBytes: number;
  /** Refuse a symbolic link instead of following it (for untrusted submission files). */
  readonly noFollow: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decode as UTF-8 (BOM dropped); when the bytes are not valid UTF-8, as Latin-1 (ISO-8859-1). */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    return { text: utf8.decode(bytes).replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'), encoding: 'latin-1' };
  }
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

enum State {
  StartRecord,
  StartField,
  InField,
  InQuotedField,
  QuoteInQuotedField,
  EatCrnl,
  EatCrnlNop,
  WhitespaceLine,
}

/** Split CSV text into records of fields, as pandas' C tokenizer does for PrepBench's options. */
export function tokenizeCsv(text: string): { ok: true; records: string[][] } | { ok: false; reason: string } {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let state = State.StartRecord;
  let lineStart = 0;
  let quoteLine = 0;
  const n = text.length;
  const endField = (): void => {
    record.push(field);
    field = '';
  };
  const endLine = (): void => {
    records.push(record);
    record = [];
  };

  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    switch (state) {
      case State.StartRecord:
        lineStart = i;
        if (c === LF) {
          i += 1; // empty line: skipped
          continue;
        }
        if (c === CR) {
          state = State.EatCrnlNop;
          i += 1;
          continue;
        }
        if (c === SPACE || c === TAB) {
          state = State.WhitespaceLine;
          i += 1;
          continue;
        }
        state = State.StartField;
        continue; // same character, as the start of a field
      case State.WhitespaceLine:
        if (c === LF) state = State.StartRecord;
        else if (c === CR) state = State.EatCrnlNop;
        else if (c !== SPACE && c !== TAB) {
          // Not a blank line after all: read it again from its start as ordinary fields.
          i = lineStart;
          state = State.StartField;
          continue;
        }
        i += 1;
        continue;
      case State.EatCrnlNop:
        // After a skipped blank line ended by \r, pandas drops a following \n or delimiter.
        state = State.StartRecord;
        if (c === LF || c === COMMA) i += 1;
        continue;
      case State.EatCrnl:
        endLine();
        state = State.StartRecord;
        if (c === LF) i += 1;
        continue;
      case State.StartField:
        if (c === LF) {
          endField();
          endLine();
          state = State.StartRecord;
        } else if (c === CR) {
          endField();
          state = State.EatCrnl;
        } else if (c === QUOTE) {
          state = State.InQuotedField;
          quoteLine = records.length;
        } else if (c === COMMA) {
          endField();
        } else {
          state = State.InField;
          continue; // same character, as field content
        }
        i += 1;
        continue;
      case State.InField: {
        let j = i;
        while (j < n) {
          const d = text.charCodeAt(j);
          if (d === COMMA || d === LF || d === CR) break;
          j += 1;
        }
        field += text.slice(i, j);
        if (j >= n) {
          i = j;
          continue;
        }
        const d = text.charCodeAt(j);
        endField();
        if (d === LF) {
          endLine();
          state = State.StartRecord;
        } else if (d === CR) state = State.EatCrnl;
        else state = State.StartField;
        i = j + 1;
        continue;
      }
      case State.InQuotedField: {
        const j = text.indexOf('"', i);
        if (j < 0) {
          field += text.slice(i);
          i = n;
          continue;
        }
        field += text.slice(i, j);
        state = State.QuoteInQuotedField;
        i = j + 1;
        continue;
      }
      case State.QuoteInQuotedField:
        if (c === QUOTE) {
          field += '"';
          state = State.InQuotedField;
        } else if (c === COMMA) {
          endField();
          state = State.StartField;
        } else if (c === LF) {
          endField();
          endLine();
          state = State.StartRecord;
        } else if (c === CR) {
          endField();
          state = State.EatCrnl;
        } else {
          state = State.InField;
          continue; // text after a closing quote joins the field
        }
        i += 1;
        continue;
    }
  }
  switch (state) {
    case State.InQuotedField:
      return { ok: false, reason: `not valid CSV: end of file inside a quoted field starting in record ${quoteLine + 1}` };
    case State.StartField:
    case State.InField:
    case State.QuoteInQuotedField:
      endField();
      endLine();
      break;
    case State.EatCrnl:
      endLine();
      break;
    default:
      break;
  }
  return { ok: true, records };
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

/** Parse CSV text into a table, or explain why it is not readable. */
export function parseCsvText(text: string, encoding: CsvEncoding): CsvReadResult {
  const tokens = tokenizeCsv(text);
  if (!tokens.ok) return tokens;
  const [header, ...data] = tokens.records;
  if (header === undefined) return { ok: false, reason: 'no columns to parse (empty file)' };
  const columns = dedupeNames(header.map((name, i) => (name === '' ? `Unnamed: ${i}` : name)));
  for (let r = 0; r < data.length; r += 1) {
    const row = data[r] ?? [];
    if (row.length > columns.length) {
      return { ok: false, reason: `data row ${r} has ${row.length} fields but the header has ${columns.length}` };
    }
    while (row.length < columns.length) row.push('');
  }
  return { ok: true, table: { columns, rows: data, encoding } };
}

/** Parse CSV bytes (UTF-8, else Latin-1). */
export function parseCsvBytes(bytes: Uint8Array): CsvReadResult {
  const { text, encoding } = decodeCsvBytes(bytes);
  return parseCsvText(text, encoding);
}

/** Read a CSV file within a size bound; with `noFollow`, a symbolic link is refused. */
export function readCsvFile(filePath: string, options: ReadCsvOptions): CsvReadResult {
  let fd: number;
  try {
    fd = openSync(filePath, constants.O_RDONLY | (options.noFollow ? constants.O_NOFOLLOW : 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { ok: false, reason: 'is a symbolic link, which is not followed' };
    return { ok: false, reason: `cannot open (${code ?? String(e)})` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { ok: false, reason: 'not a regular file' };
    if (st.size > options.maxBytes) {
      return { ok: false, reason: `${st.size} bytes exceeds the ${options.maxBytes}-byte limit` };
    }
    const buf = Buffer.alloc(st.size);
    let off = 0;
    while (off < st.size) {
      const got = readSync(fd, buf, off, st.size - off, off);
      if (got === 0) break;
      off += got;
    }
    return parseCsvBytes(buf.subarray(0, off));
  } catch (e) {
    return { ok: false, reason: `cannot read (${(e as NodeJS.ErrnoException).code ?? String(e)})` };
  } finally {
    closeSync(fd);
  }
}
