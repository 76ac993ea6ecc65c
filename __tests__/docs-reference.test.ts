/**
 * The reference pages of docs/ cannot drift from the formats agent-eval reads: each field table
 * is compared with the JSON Schema generated from the zod schema that validates the file
 * (`agent-eval schema NAME`), and what the pages say a verifier receives is checked against a
 * real verifier process. On a mismatch the failure prints the table to paste.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMAS } from '../src/core/schemas.js';
import { substitute } from '../src/core/verifier/exec.js';
import { docTables, fieldRows, suggestTable, type DocTable, type FieldRow, type JsonSchema } from './docs/field-tables.js';
import { cli, makeBenchmark, REPO, tempDir, write, writeRecords, trajectory } from './helpers.js';

const schema = (name: string) => (SCHEMAS as Record<string, () => unknown>)[name]!() as JsonSchema;

function manifestSuite(kind: string): JsonSchema {
  const suites = schema('manifest').properties!.suites!.items!;
  const variant = (suites.oneOf ?? suites.anyOf ?? [suites]).find((s) => s.properties?.kind?.const === kind);
  if (!variant) throw new Error(`the manifest schema has no suite kind ${kind}`);
  return variant;
}

function alternative(name: string, field: string): JsonSchema {
  const s = schema(name);
  const found = (s.anyOf ?? s.oneOf ?? [s]).find((a) => a.properties?.[field] !== undefined);
  if (!found) throw new Error(`${name} has no alternative with ${field}`);
  return found;
}

const outputTask = () => schema('output-tasks').properties!.tasks!.additionalProperties as JsonSchema;

interface Spec {
  page: string;
  id: string;
  rows: () => FieldRow[];
}

/** Drops the rows below the given fields (documented in a table of their own). */
const without = (rows: FieldRow[], ...prefixes: string[]) => rows.filter((r) => !prefixes.some((p) => r.field.startsWith(`${p}.`) || r.field.startsWith(`${p}[]`)));

const SPECS: Spec[] = [
  { page: 'docs/manifest.md', id: 'manifest', rows: () => fieldRows(schema('manifest')) },
  { page: 'docs/manifest.md', id: 'manifest.trajectory', rows: () => fieldRows(manifestSuite('trajectory')) },
  { page: 'docs/manifest.md', id: 'manifest.table', rows: () => fieldRows(manifestSuite('table')) },
  { page: 'docs/manifest.md', id: 'manifest.output', rows: () => fieldRows(manifestSuite('output')) },
  { page: 'docs/verifiers.md', id: 'verifier-response.verdict', rows: () => fieldRows(alternative('verifier-response', 'success')) },
  { page: 'docs/verifiers.md', id: 'verifier-response.error', rows: () => fieldRows(alternative('verifier-response', 'error')) },
  { page: 'docs/verifiers.md', id: 'verifier-check-response.ok', rows: () => fieldRows(alternative('verifier-check-response', 'ok')) },
  { page: 'docs/table-suites.md', id: 'table-config', rows: () => fieldRows(schema('table-config'), { files: '<file>' }) },
  { page: 'docs/output.md', id: 'output-tasks', rows: () => without(fieldRows(schema('output-tasks'), { tasks: '<task>' }), 'tasks.<task>.output', 'tasks.<task>.artifacts') },
  { page: 'docs/output.md', id: 'output-tasks.artifacts', rows: () => without(fieldRows(outputTask().properties!.artifacts!), 'all', 'any') },
  { page: 'docs/output.md', id: 'output-tasks.artifact-check', rows: () => fieldRows(outputTask().properties!.artifacts!.properties!.all!.items!) },
  { page: 'docs/output.md', id: 'output-tasks.output-check', rows: () => fieldRows(outputTask().properties!.output!.items!) },
  { page: 'docs/submission.md', id: 'submission', rows: () => fieldRows(schema('submission'), { 'trials.suites': '<suite>', claimed_scores: '<suite>' }) },
  { page: 'docs/records.md', id: 'judge-record', rows: () => fieldRows(schema('judge-record')) },
];

const pages = new Map<string, Map<string, DocTable>>();
function table(page: string, id: string): DocTable | undefined {
  if (!pages.has(page)) pages.set(page, existsSync(path.join(REPO, page)) ? docTables(readFileSync(path.join(REPO, page), 'utf8')) : new Map());
  return pages.get(page)!.get(id);
}

describe.each(SPECS)('$page: the $id table', ({ page, id, rows }) => {
  test('lists every field of the schema, with its type and default, and no other', () => {
    const expected = rows();
    const doc = table(page, id);
    if (!doc) throw new Error(`${page} has no "<!-- fields: ${id} -->" table; expected:\n${suggestTable(expected, [])}`);
    const shown = doc.rows.map(({ field, type, default: d }) => ({ field, type, default: d }));
    const sort = (xs: FieldRow[]) => [...xs].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    if (JSON.stringify(sort(shown)) !== JSON.stringify(sort(expected))) {
      throw new Error(`${page}:${doc.line}: the ${id} table differs from the schema. Expected (meanings kept):\n${suggestTable(expected, doc.rows)}`);
    }
    for (const r of doc.rows) expect({ field: r.field, meaning: r.meaning.trim() === '' ? '(empty)' : 'ok' }).toEqual({ field: r.field, meaning: 'ok' });
  });
});

test('every table marker of docs/ is checked here', () => {
  const ids = new Set(SPECS.map((s) => `${s.page} ${s.id}`));
  for (const page of new Set(SPECS.map((s) => s.page))) {
    for (const id of docTables(readFileSync(path.join(REPO, page), 'utf8')).keys()) expect(ids.has(`${page} ${id}`) ? 'checked' : `${page} ${id}`).toBe('checked');
  }
});
