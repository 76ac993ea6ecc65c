/**
 * The field tables of docs/ against the JSON Schemas generated from the zod schemas
 * (`agent-eval schema NAME`): a table follows a `<!-- fields: ID -->` marker and has the
 * columns `field`, `type`, `default` and `meaning`. Every field of the schema must be a row with
 * the same type and required-ness / default, and every row a field of the schema, so a schema
 * change that the docs do not follow fails a test.
 */

export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

export interface FieldRow {
  field: string;
  type: string;
  /** `required`, `none` (optional, no default) or the default value rendered. */
  default: string;
}

const wrap = (t: string) => (t.includes(' ') ? `(${t})` : t);

/** A value the way a YAML author writes it: strings bare, lists and maps in flow style. */
export function renderValue(v: unknown): string {
  if (typeof v === 'string') return v === '' ? '""' : v;
  if (Array.isArray(v)) return `[${v.map(renderValue).join(', ')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${k}: ${renderValue(x)}`)
      .join(', ')}}`;
  return JSON.stringify(v);
}

export function renderType(s: JsonSchema): string {
  if (s.const !== undefined) return renderValue(s.const);
  if (s.enum) return s.enum.map(renderValue).join(' | ');
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return [...new Set(alternatives.map((a) => wrap(renderType(a))))].join(' or ');
  if (Array.isArray(s.type)) return s.type.join(' or ');
  switch (s.type) {
    case 'array':
      return `list of ${wrap(renderType(s.items ?? {}))}`;
    case 'object':
      if (!s.properties && s.additionalProperties && typeof s.additionalProperties === 'object')
        return `map of ${wrap(renderType(s.additionalProperties))}`;
      return 'object';
    case undefined:
      return 'any';
    default:
      return s.type;
  }
}

const isObjectWithFields = (s: JsonSchema | boolean | undefined): boolean =>
  typeof s === 'object' && s.type === 'object' && s.properties !== undefined;

/**
 * The rows of an object schema: its fields, and the fields of its object fields (`a.b`), of
 * the objects in its lists (`a[].b`) and of the values of its maps (`a.<name>.b`, the name
 * from `keyNames[a]`, else `<key>`).
 */
export function fieldRows(s: JsonSchema, keyNames: Record<string, string> = {}, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(s.required ?? []);
  for (const [name, p] of Object.entries(s.properties ?? {})) {
    const field = `${prefix}${name}`;
    const dflt = required.has(name) ? 'required' : p.default !== undefined ? renderValue(p.default) : 'none';
    rows.push({ field, type: renderType(p), default: dflt });
    if (isObjectWithFields(p)) rows.push(...fieldRows(p, keyNames, `${field}.`));
    else if (p.type === 'array' && isObjectWithFields(p.items))
      rows.push(...fieldRows(p.items!, keyNames, `${field}[].`));
    else if (p.type === 'object' && isObjectWithFields(p.additionalProperties)) {
      rows.push(
        ...fieldRows(p.additionalProperties as JsonSchema, keyNames, `${field}.${keyNames[field] ?? '<key>'}.`),
      );
    }
  }
  return rows;
}

export interface DocTable {
  rows: Array<FieldRow & { meaning: string }>;
  line: number;
}

function cells(line: string): string[] {
  const parts = line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/);
  return parts.map((c) => c.trim());
}

const plain = (cell: string) => cell.replace(/`/g, '').replace(/\\\|/g, '|').trim();

/** The default cell: `required`, `none`, or the first code span (the value, then any words). */
function defaultCell(cell: string): string {
  const t = cell.trim();
  if (/^required\b/.test(t)) return 'required';
  if (/^none\b/.test(t)) return 'none';
  const code = /`([^`]*)`/.exec(t);
  return code ? code[1]!.replace(/\\\|/g, '|') : t;
}

/** Every `<!-- fields: ID -->` table of a markdown text, by id. */
export function docTables(markdown: string): Map<string, DocTable> {
  const lines = markdown.split('\n');
  const out = new Map<string, DocTable>();
  lines.forEach((line, i) => {
    const marker = /^<!-- fields: (\S+) -->\s*$/.exec(line.trim());
    if (!marker) return;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() === '') j += 1;
    const header = cells(lines[j] ?? '').map((h) => h.toLowerCase());
    const col = (name: string) => header.indexOf(name);
    if (
      !lines[j]?.trim().startsWith('|') ||
      col('field') < 0 ||
      col('type') < 0 ||
      col('default') < 0 ||
      col('meaning') < 0
    ) {
      throw new Error(
        `line ${i + 1}: the table after "fields: ${marker[1]}" needs the columns field, type, default, meaning`,
      );
    }
    const rows: DocTable['rows'] = [];
    for (j += 2; j < lines.length && lines[j]!.trim().startsWith('|'); j += 1) {
      const c = cells(lines[j]!);
      rows.push({
        field: plain(c[col('field')] ?? ''),
        type: plain(c[col('type')] ?? ''),
        default: defaultCell(c[col('default')] ?? ''),
        meaning: c[col('meaning')] ?? '',
      });
    }
    out.set(marker[1]!, { rows, line: i + 1 });
  });
  return out;
}

/** A table to paste: the schema's rows, with the meanings the page already has. */
export function suggestTable(expected: FieldRow[], current: DocTable['rows']): string {
  const meaning = new Map(current.map((r) => [r.field, r.meaning]));
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const dflt = (d: string) => (d === 'required' || d === 'none' ? d : `\`${esc(d)}\``);
  return [
    '| field | type | default | meaning |',
    '| --- | --- | --- | --- |',
    ...expected.map((r) => `| \`${r.field}\` | ${esc(r.type)} | ${dflt(r.default)} | ${meaning.get(r.field) ?? ''} |`),
  ].join('\n');
}
