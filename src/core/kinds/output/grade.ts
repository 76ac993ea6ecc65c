/**
 * Grades one output record against its task's expectations (docs/output.md), in order of
 * fidelity:
 *   1. structured artifacts, when the task has artifact expectations and the record carries
 *      artifacts;
 *   2. otherwise the complete output: `full_text`, else `text_turns` joined by a blank line,
 *      else `text`; every output expectation must hold, checked in the order listed.
 * The summary is never graded, and neither is the last turn on its own. A message names the
 * expectation that failed and shows a bounded excerpt of what was found.
 */
import { parseJsonBounded } from '../../fs/bounded-json.js';
import type { ArtifactCheck, OutputCheck, OutputTask } from './tasks.js';
import { splitIds } from './tasks.js';
import type { OutputRecord } from './record.js';
import { runRegex } from './regex.js';
import { isObject, truncate } from '../../util/data.js';

export interface Grade {
  status: 'success' | 'failure' | 'error';
  /** The verdict message, or the error. */
  message: string;
  graded_on: 'artifacts' | 'output' | 'nothing';
  output_source: 'full_text' | 'text_turns' | 'text' | null;
  output_chars: number | null;
}

export interface GradeOptions {
  regexTimeoutMs: number;
  jsonDepth: number;
}

const MAX_MESSAGE = 1000;
const EXCERPT = 160;

export function fullOutput(record: OutputRecord): { text: string; source: Grade['output_source'] } | null {
  if (record.full_text) return { text: record.full_text, source: 'full_text' };
  const turns = record.text_turns?.filter((t) => t !== '');
  if (turns && turns.length > 0) return { text: turns.join('\n\n'), source: 'text_turns' };
  if (record.text) return { text: record.text, source: 'text' };
  return null;
}

export function gradeRecord(task: OutputTask, record: OutputRecord, options: GradeOptions): Grade {
  const output = fullOutput(record);
  const base = { output_source: output?.source ?? null, output_chars: output ? output.text.length : null };
  const done = (status: Grade['status'], graded_on: Grade['graded_on'], message: string): Grade => ({
    status,
    graded_on,
    message: message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message,
    ...base,
  });

  if (task.artifacts && record.artifacts && record.artifacts.size > 0) {
    const r = gradeArtifacts(task.artifacts, record.artifacts);
    return done(r.ok ? 'success' : 'failure', 'artifacts', r.message);
  }
  const noArtifacts = task.artifacts ? 'the record has no structured artifacts' : null;
  if (!task.output) {
    return done(
      'failure',
      'nothing',
      `${noArtifacts}, and this task is graded on artifacts only (expected ${describeArtifacts(task.artifacts!)})${summaryNote(record, output)}`,
    );
  }
  if (!output) {
    return done(
      'failure',
      'nothing',
      `no output to grade: the record has no full_text, text_turns or text${summaryNote(record, output)}${noArtifacts ? `; ${noArtifacts}` : ''}`,
    );
  }
  const via = `graded on the full output (${output.source}, ${output.text.length} chars${noArtifacts ? `; ${noArtifacts}` : ''})`;
  for (const [i, check] of task.output.entries()) {
    const r = gradeOutputCheck(check, output.text, options);
    const name = `output[${i}] ${describeOutputCheck(check)}`;
    if (r.error) return done('error', 'output', `${name}: ${r.error}`);
    if (!r.ok) return done('failure', 'output', `${name}: ${r.message}; ${via}`);
  }
  return done('success', 'output', `all ${task.output.length} output expectation(s) hold; ${via}`);
}

function summaryNote(record: OutputRecord, output: unknown): string {
  return record.summary && !output ? ' (it carries only a summary, which is never graded)' : '';
}

// ---------------------------------------------------------------------------------------------
// Artifacts

function gradeArtifacts(
  expectation: NonNullable<OutputTask['artifacts']>,
  artifacts: Map<string, unknown>,
): { ok: boolean; message: string } {
  const checks = expectation.all ?? expectation.any!;
  const mode = expectation.all ? 'all' : 'any';
  const results = checks.map((c, i) => ({ i, c, r: gradeArtifactCheck(c, artifacts) }));
  const name = (x: (typeof results)[number]) => `artifacts.${mode}[${x.i}] ${describeArtifactCheck(x.c)}`;
  if (mode === 'all') {
    const failed = results.find((x) => !x.r.ok);
    if (failed) return { ok: false, message: `${name(failed)}: ${failed.r.message}; graded on structured artifacts` };
    return { ok: true, message: `all ${checks.length} artifact expectation(s) hold; graded on structured artifacts` };
  }
  const passed = results.find((x) => x.r.ok);
  if (passed)
    return { ok: true, message: `${name(passed)} holds (any of ${checks.length}); graded on structured artifacts` };
  return {
    ok: false,
    message: `none of ${checks.length} artifact expectation(s) holds: ${results.map((x) => `${name(x)}: ${x.r.message}`).join('; ')}; graded on structured artifacts`,
  };
}

function gradeArtifactCheck(check: ArtifactCheck, artifacts: Map<string, unknown>): { ok: boolean; message: string } {
  if (!artifacts.has(check.key)) {
    const names = [...artifacts.keys()].slice(0, 10).map((k) => quote(k, 40));
    return {
      ok: false,
      message: `no artifact ${quote(check.key)} (the record has ${names.join(', ')}${artifacts.size > 10 ? ', …' : ''})`,
    };
  }
  const value = artifacts.get(check.key);
  if (check.exact !== undefined) {
    const found = typeof value === 'string' ? value : JSON.stringify(value);
    return found === check.exact
      ? { ok: true, message: 'equal' }
      : { ok: false, message: `expected ${quote(check.exact)}, found ${quote(found ?? 'null')}` };
  }
  if (check.set !== undefined) {
    const items =
      typeof value === 'string'
        ? splitIds(value)
        : Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')
          ? splitIds(value as Array<string | number>)
          : null;
    if (items === null)
      return {
        ok: false,
        message: `expected a comma-separated string or a list of ids, found ${quote(JSON.stringify(value) ?? 'null')}`,
      };
    const expected = new Set(splitIds(check.set));
    const found = new Set(items);
    const missing = [...expected].filter((x) => !found.has(x));
    const extra = [...found].filter((x) => !expected.has(x));
    if (missing.length === 0 && extra.length === 0) return { ok: true, message: 'same set' };
    const list = (xs: string[]) =>
      `${xs
        .slice(0, 10)
        .map((x) => quote(x, 40))
        .join(', ')}${xs.length > 10 ? `, … (${xs.length})` : ''}`;
    return {
      ok: false,
      message: [missing.length ? `missing ${list(missing)}` : '', extra.length ? `unexpected ${list(extra)}` : '']
        .filter(Boolean)
        .join('; '),
    };
  }
  const tolerance = check.tolerance ?? 0;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n))
    return {
      ok: false,
      message: `expected the number ${check.number}, found ${quote(JSON.stringify(value) ?? 'null')}, not a number`,
    };
  const ok = Math.abs(n - check.number!) <= tolerance;
  return ok
    ? { ok: true, message: 'within tolerance' }
    : { ok: false, message: `expected ${check.number} ± ${tolerance}, found ${n}` };
}

// ---------------------------------------------------------------------------------------------
// The full output

type CheckResult =
  | { ok: true; error?: undefined }
  | { ok: false; message: string; error?: undefined }
  | { ok: false; message?: undefined; error: string };

function gradeOutputCheck(check: OutputCheck, text: string, options: GradeOptions): CheckResult {
  if (check.contains !== undefined || check.not_contains !== undefined) {
    const needle = (check.contains ?? check.not_contains)!;
    const fold = (s: string) => (check.ignore_case ? s.toLowerCase() : s);
    const at = fold(text).indexOf(fold(needle));
    if (check.contains !== undefined) {
      if (at >= 0) return { ok: true };
      const other = check.ignore_case ? -1 : text.toLowerCase().indexOf(needle.toLowerCase());
      if (other >= 0)
        return {
          ok: false,
          message: `not found (found with different case at offset ${other}: ${excerpt(text, other, needle.length)})`,
        };
      return { ok: false, message: `not found in the output: ${headAndTail(text)}` };
    }
    return at < 0 ? { ok: true } : { ok: false, message: `found at offset ${at}: ${excerpt(text, at, needle.length)}` };
  }
  if (check.regex !== undefined) {
    const r = runRegex(check.regex, check.flags ?? '', text, options.regexTimeoutMs);
    if (!r.ok) return { ok: false, error: `${r.error} on ${text.length} chars of output; fix the benchmark's regex` };
    return r.match ? { ok: true } : { ok: false, message: `no match in the output: ${headAndTail(text)}` };
  }
  if (check.exact !== undefined) {
    const found = text.trim();
    const expected = check.exact.trim();
    if (found === expected) return { ok: true };
    let i = 0;
    while (i < found.length && i < expected.length && found[i] === expected[i]) i++;
    return {
      ok: false,
      message: `differs at offset ${i} (expected ${expected.length} chars, found ${found.length}): expected ${excerpt(expected, i, 0)}, found ${excerpt(found, i, 0)}`,
    };
  }
  return gradeJson(check.json, text, options.jsonDepth);
}

/**
 * The embedded JSON block: the fenced code blocks (``` or ```json) of the output, else the whole
 * output. The last block that parses is the answer (later turns win).
 */
function gradeJson(expected: unknown, text: string, maxDepth: number): CheckResult {
  const blocks = fencedBlocks(text);
  const candidates = blocks.length > 0 ? blocks : [{ at: 0, body: text.trim() }];
  for (let i = candidates.length - 1; i >= 0; i--) {
    const c = candidates[i]!;
    const parsed = parseJsonBounded(c.body, maxDepth);
    if (!parsed.ok) continue;
    const where =
      blocks.length > 0 ? `the last JSON block (${i + 1} of ${blocks.length} code blocks)` : 'the output as JSON';
    const diff = firstDifference(expected, parsed.value, '$');
    return diff === null
      ? { ok: true }
      : { ok: false, message: `${where} differs at ${diff}: ${excerpt(text, c.at, 0)}` };
  }
  const what =
    blocks.length > 0
      ? `none of ${blocks.length} code block(s) is valid JSON`
      : 'the output has no code block and is not JSON';
  return { ok: false, message: `${what}: ${headAndTail(text)}` };
}

/** Fenced code blocks whose info string is empty or `json`; a linear scan over lines. */
function fencedBlocks(text: string): Array<{ at: number; body: string }> {
  const blocks: Array<{ at: number; body: string }> = [];
  let open: { at: number; start: number; json: boolean } | null = null;
  let pos = 0;
  for (const line of text.split('\n')) {
    const next = pos + line.length + 1;
    const fence = /^ {0,3}```/.test(line);
    if (fence && !open) {
      const info = line.trim().slice(3).trim().toLowerCase();
      open = { at: pos, start: next, json: info === '' || info === 'json' };
    } else if (fence && open) {
      if (open.json) blocks.push({ at: open.at, body: text.slice(open.start, pos) });
      open = null;
    }
    pos = next;
  }
  return blocks;
}

/** Path of the first difference between two JSON values (null if equal), with both values. */
function firstDifference(expected: unknown, found: unknown, at: string): string | null {
  const show = (x: unknown) => truncate(JSON.stringify(x) ?? 'undefined', 60);
  if (Array.isArray(expected) && Array.isArray(found)) {
    for (let i = 0; i < Math.min(expected.length, found.length); i++) {
      const d = firstDifference(expected[i], found[i], `${at}[${i}]`);
      if (d) return d;
    }
    return expected.length === found.length ? null : `${at} (expected ${expected.length} items, found ${found.length})`;
  }
  if (isObject(expected) && isObject(found)) {
    for (const k of Object.keys(expected).sort()) {
      if (!Object.hasOwn(found, k)) return `${at}.${k} (missing)`;
      const d = firstDifference(expected[k], found[k], `${at}.${k}`);
      if (d) return d;
    }
    const extra = Object.keys(found)
      .filter((k) => !Object.hasOwn(expected, k))
      .sort();
    return extra.length === 0 ? null : `${at}.${extra[0]!.slice(0, 40)} (unexpected)`;
  }
  return Object.is(expected, found) || (expected === 0 && found === 0)
    ? null
    : `${at} (expected ${show(expected)}, found ${show(found)})`;
}

// ---------------------------------------------------------------------------------------------
// Descriptions and excerpts (the views escape them; here they are only bounded)

function describeOutputCheck(c: OutputCheck): string {
  if (c.contains !== undefined) return `contains ${quote(c.contains, 60)}${c.ignore_case ? ' (ignoring case)' : ''}`;
  if (c.not_contains !== undefined)
    return `not_contains ${quote(c.not_contains, 60)}${c.ignore_case ? ' (ignoring case)' : ''}`;
  if (c.regex !== undefined)
    return `regex /${c.regex.length > 60 ? `${c.regex.slice(0, 60)}…` : c.regex}/${c.flags ?? ''}`;
  if (c.exact !== undefined) return `exact ${quote(c.exact, 60)}`;
  return `json ${truncate(JSON.stringify(c.json) ?? 'null', 60)}`;
}

function describeArtifactCheck(c: ArtifactCheck): string {
  if (c.exact !== undefined) return `${quote(c.key, 40)} exact ${quote(c.exact, 60)}`;
  if (c.set !== undefined) return `${quote(c.key, 40)} set ${quote(splitIds(c.set).join(', '), 60)}`;
  return `${quote(c.key, 40)} number ${c.number}${c.tolerance ? ` ± ${c.tolerance}` : ''}`;
}

function describeArtifacts(a: NonNullable<OutputTask['artifacts']>): string {
  const checks = a.all ?? a.any!;
  return `${a.all ? 'all' : 'any'} of ${checks.map(describeArtifactCheck).join(', ')}`;
}

function quote(s: string, max = 200): string {
  return JSON.stringify(truncate(s, max));
}

/** Up to EXCERPT chars around [at, at+len), quoted, with … where cut. */
function excerpt(text: string, at: number, len: number): string {
  const start = Math.max(0, at - Math.floor(EXCERPT / 3));
  const end = Math.min(text.length, Math.max(at + len, start) + Math.ceil((2 * EXCERPT) / 3));
  return `${start > 0 ? '…' : ''}${JSON.stringify(text.slice(start, end))}${end < text.length ? '…' : ''}`;
}

/** The beginning and the end of a text, bounded. */
function headAndTail(text: string): string {
  if (text.length <= EXCERPT) return `${JSON.stringify(text)} (${text.length} chars)`;
  const half = Math.floor(EXCERPT / 2);
  return `${JSON.stringify(text.slice(0, half))} … ${JSON.stringify(text.slice(-half))} (${text.length} chars)`;
}
