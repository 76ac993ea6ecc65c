/**
 * The ground-truth case config, `case_xxx/config.json`:
 * `{"files": {"output_01.csv": {"key": [...], "columns": {col: type}, "ignore_order"?: any}}}`.
 * Strict: an unknown key or type is an error naming the file, the path inside it and what was expected.
 */
import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { COLUMN_TYPES, type ColumnType } from './normalize.js';

const columnName = z.string().refine((s) => s.trim() !== '', { message: 'a non-empty column name' });

const fileSpecSchema = z
  .strictObject({
    key: z.array(columnName).min(1),
    columns: z.record(columnName, z.enum(COLUMN_TYPES)),
    /** Accepted for compatibility and ignored, as PrepBench's current evaluator does. */
    ignore_order: z.unknown().optional(),
  })
  .superRefine((spec, ctx) => {
    spec.key.forEach((k, i) => {
      if (!Object.hasOwn(spec.columns, k)) {
        ctx.addIssue({
          code: 'custom',
          path: ['key', i],
          message: `key column ${JSON.stringify(k)} to be listed in "columns"`,
        });
      }
    });
  });

export const caseConfigSchema = z.strictObject({ files: z.record(z.string(), fileSpecSchema) });

export interface ColumnSpec {
  readonly name: string;
  readonly type: ColumnType;
}

export interface FileSpec {
  /** Key columns, in order (a row's key is the tuple of their normalised values). */
  readonly key: readonly string[];
  /** Compared columns and their types, in the order the config file lists them. */
  readonly columns: readonly ColumnSpec[];
}

export interface CaseConfig {
  readonly files: Readonly<Record<string, FileSpec>>;
}

export type ConfigResult = { ok: true; config: CaseConfig } | { ok: false; error: string };

const SCHEMA_WORDS = new Set(['files', 'key', 'columns', 'ignore_order']);

/** `files["output_01.csv"].columns["Date"]`: schema words dotted, file and column names quoted. */
function renderPath(path: readonly PropertyKey[]): string {
  let out = '';
  path.forEach((p, i) => {
    // Position 1 is a file name, position 3 under "columns" a column name: always quoted.
    const inNames = i === 1 || (i === 3 && path[2] === 'columns');
    if (typeof p === 'number') out += `[${p}]`;
    else if (typeof p === 'string' && SCHEMA_WORDS.has(p) && !inNames) out += out === '' ? p : `.${p}`;
    else out += `[${JSON.stringify(String(p))}]`;
  });
  return out === '' ? '(top level)' : out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p as string];
  }
  return cur;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

function describeIssue(issue: z.core.$ZodIssue, root: unknown): string {
  const where = renderPath(issue.path);
  const got = describe(valueAt(root, issue.path));
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${where}: unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}; expected only ${
        issue.path.length === 0 ? '"files"' : '"key", "columns" and optionally "ignore_order"'
      }`;
    case 'invalid_value':
      return `${where}: expected a column type, one of ${issue.values.map(String).join(', ')}; got ${got}`;
    case 'invalid_type':
      return `${where}: expected ${issue.expected === 'record' ? 'an object' : issue.expected}; got ${got}`;
    case 'too_small':
      return `${where}: expected a non-empty list of key columns; got ${got}`;
    default:
      return `${where}: expected ${issue.message}; got ${got}`;
  }
}

/**
 * Validate parsed JSON as a case config. `source` names the file in error messages.
 * `columnOrder` gives each file's column names in file order (JavaScript objects put integer-like
 * names such as "2021" first; Python, and so PrepBench, keeps the file's order).
 */
export function parseCaseConfig(
  data: unknown,
  source: string,
  columnOrder?: ReadonlyMap<string, readonly string[]>,
): ConfigResult {
  const result = caseConfigSchema.safeParse(data);
  if (result.success) {
    const files: Record<string, FileSpec> = {};
    for (const [name, spec] of Object.entries(result.data.files)) {
      const declared = Object.keys(spec.columns);
      const ordered = columnOrder?.get(name) ?? declared;
      const names =
        ordered.length === declared.length && ordered.every((c) => Object.hasOwn(spec.columns, c)) ? ordered : declared;
      files[name] = {
        key: [...spec.key],
        columns: names.map((c) => ({ name: c, type: spec.columns[c] as ColumnType })),
      };
    }
    return { ok: true, config: { files } };
  }
  const first = result.error.issues[0];
  const detail = first ? describeIssue(first, data) : 'invalid config';
  const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more problem(s))` : '';
  return { ok: false, error: `${source}: ${detail}${more}` };
}

const DEFAULT_MAX_CONFIG_BYTES = 4 * 1024 * 1024;

/** Read and validate a case config file. Never throws for a missing, oversized or malformed file. */
export function loadCaseConfig(configPath: string, maxBytes: number = DEFAULT_MAX_CONFIG_BYTES): ConfigResult {
  let text: string;
  try {
    const st = statSync(configPath);
    if (!st.isFile()) return { ok: false, error: `${configPath}: not a regular file` };
    if (st.size > maxBytes)
      return { ok: false, error: `${configPath}: ${st.size} bytes exceeds the ${maxBytes}-byte limit` };
    text = readFileSync(configPath, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      ok: false,
      error:
        code === 'ENOENT'
          ? `${configPath}: config file not found`
          : `${configPath}: cannot read (${code ?? String(e)})`,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { ok: false, error: `${configPath}: invalid JSON (${(e as Error).message})` };
  }
  // Only integer-like column names ("2021") make the object's key order differ from the file's.
  return parseCaseConfig(
    data,
    configPath,
    hasIndexLikeColumn(data) ? columnOrderOf(text.replace(/^\uFEFF/, '')) : undefined,
  );
}

/** Whether a name is an array index, which JavaScript objects list first, in numeric order. */
function isArrayIndex(name: string): boolean {
  if (!/^(?:0|[1-9][0-9]*)$/.test(name)) return false;
  return Number(name) <= 4294967294;
}

/** Whether some file's `columns` object has an array-index name (see columnOrderOf). */
function hasIndexLikeColumn(data: unknown): boolean {
  const files = (data as { files?: unknown } | null)?.files;
  if (files === null || typeof files !== 'object') return false;
  for (const spec of Object.values(files as Record<string, unknown>)) {
    const columns = (spec as { columns?: unknown } | null)?.columns;
    if (columns !== null && typeof columns === 'object' && Object.keys(columns as object).some(isArrayIndex))
      return true;
  }
  return false;
}

// --- key order: a minimal JSON reader that keeps object members in file order ---

type OrderedJson = null | boolean | number | string | OrderedJson[] | { members: Map<string, OrderedJson> };

function readOrderedJson(text: string): OrderedJson {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i += 1;
  };
  const value = (): OrderedJson => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i += 1;
      const members = new Map<string, OrderedJson>();
      ws();
      if (text[i] === '}') {
        i += 1;
        return { members };
      }
      for (;;) {
        ws();
        const k = value();
        ws();
        i += 1; // ':'
        members.set(String(k), value()); // like a Python dict: first position, last value
        ws();
        if (text[i++] === '}') return { members };
      }
    }
    if (ch === '[') {
      i += 1;
      const items: OrderedJson[] = [];
      ws();
      if (text[i] === ']') {
        i += 1;
        return items;
      }
      for (;;) {
        items.push(value());
        ws();
        if (text[i++] === ']') return items;
      }
    }
    if (ch === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const s = JSON.parse(text.slice(i, j + 1)) as string;
      i = j + 1;
      return s;
    }
    const m = /^(?:true|false|null|-?[0-9][0-9eE.+-]*)/.exec(text.slice(i, i + 64));
    i += m ? m[0].length : 1;
    return m ? (JSON.parse(m[0]) as OrderedJson) : null;
  };
  return value();
}

function membersOf(v: OrderedJson | undefined): Map<string, OrderedJson> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? v.members : undefined;
}

/** Each file's column names in the order the (already valid) config text lists them. */
function columnOrderOf(text: string): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  try {
    const files = membersOf(membersOf(readOrderedJson(text))?.get('files'));
    for (const [name, spec] of files ?? []) {
      const columns = membersOf(membersOf(spec)?.get('columns'));
      if (columns) out.set(name, [...columns.keys()]);
    }
  } catch {
    // fall back to object order
  }
  return out;
}
