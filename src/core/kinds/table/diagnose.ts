/**
 * Format slips of a candidate CSV, named with their fix (docs/table-suites.md, "Format
 * diagnostics"): a file separated by another delimiter than ",", and header names that differ
 * from the configured columns only in letter case, surrounding whitespace or Unicode
 * normalisation. Only the head of the file is read (the header and the first rows). A slip is
 * named only when a configured column is missing from the header as written, so the case fails
 * `MISSING_COLUMNS` anyway: the verdict stays PrepBench's, the diagnosis says why.
 */
import { isUtf8 } from 'node:buffer';
import { closeSync, lstatSync, readSync } from 'node:fs';
import path from 'node:path';
import { openUntrusted } from '../../fs/untrusted.js';
import type { CaseConfig } from './config.js';
import { tokenizeCsv } from './read-csv.js';

/** How much of a file is read to diagnose it. */
const HEAD_BYTES = 64 * 1024;
/** The data rows whose delimiter count must agree with the header's. */
const ROWS_LOOKED_AT = 5;
/** Delimiters a file may have been written with instead of ",". */
const OTHER_DELIMITERS = [';', '\t', '|'] as const;
const SHOWN_DELIMITER: Record<string, string> = { ';': '";"', '\t': 'tabs', '|': '"|"' };

export interface FormatSlip {
  /** The file, relative to the trial: `case_001/result/output_01.csv`. */
  file: string;
  /** One cause per kind of slip (several files with the same cause are named together). */
  cause: string;
  /** What is wrong, in words: `is separated by ";", not by ","`. */
  problem: string;
  /** What to change. */
  fix: string;
}

/** The slips of the expected CSVs of one candidate case (`caseDir`: the case's directory name in the trial). */
export function diagnoseCase(trialDir: string, caseDir: string, config: CaseConfig): FormatSlip[] {
  const resultDir = path.join(trialDir, caseDir, 'result');
  try {
    if (!lstatSync(resultDir).isDirectory()) return [];
  } catch {
    return [];
  }
  const slips: FormatSlip[] = [];
  for (const name of Object.keys(config.files).sort()) {
    const head = readHead(path.join(resultDir, name));
    if (head === null) continue;
    const columns = config.files[name]!.columns.map((c) => c.name);
    const slip = diagnoseHead(head, columns);
    if (slip) slips.push({ file: `${caseDir}/result/${name}`, ...slip });
  }
  return slips;
}

/** The header and first rows of a file as text (UTF-8, else Latin-1), or null when it cannot be read. */
function readHead(file: string): string | null {
  const opened = openUntrusted(file, Number.MAX_SAFE_INTEGER);
  if (!opened.ok) return null;
  try {
    const buf = Buffer.alloc(Math.min(opened.size, HEAD_BYTES));
    let got = 0;
    while (got < buf.length) {
      const n = readSync(opened.fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
    }
    let bytes = buf.subarray(0, got);
    // A head cut inside the file ends at its last complete line (never inside a character).
    if (opened.size > got) bytes = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1);
    const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    return isUtf8(bytes) ? bytes.toString('utf8', bom) : bytes.toString('latin1');
  } catch {
    return null;
  } finally {
    closeSync(opened.fd);
  }
}

/** The slip of one file from its head and the configured columns, or null when none is found. */
export function diagnoseHead(head: string, columns: readonly string[]): Omit<FormatSlip, 'file'> | null {
  const tokens = tokenizeCsv(head);
  if (!tokens.ok || tokens.records.length === 0) return null;
  const header = tokens.records[0]!;
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length === 0) return null;
  const delimiter = otherDelimiter(head, header.length, missing);
  if (delimiter) {
    const shown = SHOWN_DELIMITER[delimiter]!;
    return {
      cause: `delimiter ${delimiter}`,
      problem: `the file is separated by ${shown}, not by ",": PrepBench's evaluator reads commas only, so the configured columns are not found`,
      fix: `write the file with "," between fields`,
    };
  }
  const near: Array<{ found: string; expected: string; how: string }> = [];
  for (const expected of missing) {
    for (const found of header) {
      const how = headerDifference(found, expected);
      if (how) {
        near.push({ found, expected, how });
        break;
      }
    }
  }
  if (near.length === 0) return null;
  const hows = [...new Set(near.map((n) => n.how))].sort();
  const shown = near.slice(0, 3).map((n) => `${JSON.stringify(cut(n.found))} for ${JSON.stringify(cut(n.expected))}`);
  return {
    cause: `header ${hows.join(', ')}`,
    problem: `header names differ from the configured columns only in ${hows.join(' and ')} (${shown.join(', ')}${near.length > 3 ? ` and ${near.length - 3} more` : ''}): PrepBench's evaluator matches header names exactly`,
    fix: `rename them to the configured names`,
  };
}

/**
 * A delimiter other than "," the file is written with: splitting the header by it finds a
 * missing configured column, and the first rows hold as many of it as the header.
 */
export function otherDelimiter(head: string, commaFields: number, missing: readonly string[]): string | null {
  const lines = firstLines(head, ROWS_LOOKED_AT + 1);
  if (lines.length === 0) return null;
  for (const d of OTHER_DELIMITERS) {
    const names = lines[0]!.split(d).map((n) => trimQuotes(n.trim()));
    if (names.length <= commaFields) continue;
    if (!missing.some((m) => names.some((n) => n === m || headerDifference(n, m) !== null))) continue;
    const count = names.length - 1;
    if (lines.slice(1).every((l) => l.split(d).length - 1 === count)) return d;
  }
  return null;
}

/** How a header name differs from a configured column when only case, surrounding whitespace or normalisation does; null otherwise. */
export function headerDifference(found: string, expected: string): string | null {
  if (found === expected) return null;
  const t = found.trim();
  const nfc = (x: string) => x.normalize('NFC');
  let hows: string[];
  if (t === expected) hows = [];
  else if (t.toLowerCase() === expected.toLowerCase()) hows = ['letter case'];
  else if (nfc(t) === nfc(expected)) hows = ['Unicode normalisation'];
  else if (nfc(t).toLowerCase() === nfc(expected).toLowerCase()) hows = ['letter case', 'Unicode normalisation'];
  else return null;
  if (t !== found) hows.unshift('surrounding whitespace');
  return hows.join(' and ');
}

/** The first `max` non-blank lines of a text (`\n`, `\r\n` or `\r` ends a line). */
function firstLines(text: string, max: number): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length && out.length < max; i += 1) {
    const c = i < text.length ? text.charCodeAt(i) : 0x0a;
    if (c !== 0x0a && c !== 0x0d) continue;
    const line = text.slice(start, i);
    if (line.trim() !== '') out.push(line);
    start = i + 1;
  }
  return out;
}

/** A header name as a message shows it: at most 60 characters (a submitted name may be any length). */
function cut(name: string): string {
  return name.length > 60 ? `${name.slice(0, 59)}…` : name;
}

function trimQuotes(s: string): string {
  return s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s;
}
