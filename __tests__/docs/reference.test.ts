/**
 * The reference pages of docs/ cannot drift from the formats agent-eval reads: each field table
 * is compared with the JSON Schema generated from the zod schema that validates the file
 * (`agent-eval schema NAME`), and what the pages say a verifier receives is checked against a
 * real verifier process. On a mismatch the failure prints the table to paste.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMAS } from '../../src/core/schemas.js';
import { substitute } from '../../src/core/verifier/exec.js';
import { docTables, fieldRows, suggestTable, type DocTable, type FieldRow, type JsonSchema } from './field-tables.js';
import { createVerifier } from '../../src/core/verifier/index.js';
import { parseCaseConfig } from '../../src/core/kinds/table/config.js';
import { readJudgeRecord } from '../../src/core/kinds/trajectory/cce.js';
import { readTrajectoryValue } from '../support/helpers.js';
import { REPO, tempDir, write } from '../support/helpers.js';
import { VERIFIER_TIMEOUT_S } from '../setup/timeouts.js';

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
const without = (rows: FieldRow[], ...prefixes: string[]) =>
  rows.filter((r) => !prefixes.some((p) => r.field.startsWith(`${p}.`) || r.field.startsWith(`${p}[]`)));

const SPECS: Spec[] = [
  { page: 'docs/manifest.md', id: 'manifest', rows: () => fieldRows(schema('manifest')) },
  { page: 'docs/manifest.md', id: 'manifest.trajectory', rows: () => fieldRows(manifestSuite('trajectory')) },
  { page: 'docs/manifest.md', id: 'manifest.table', rows: () => fieldRows(manifestSuite('table')) },
  { page: 'docs/manifest.md', id: 'manifest.output', rows: () => fieldRows(manifestSuite('output')) },
  {
    page: 'docs/verifiers.md',
    id: 'verifier-response.verdict',
    rows: () => fieldRows(alternative('verifier-response', 'success')),
  },
  {
    page: 'docs/verifiers.md',
    id: 'verifier-response.error',
    rows: () => fieldRows(alternative('verifier-response', 'error')),
  },
  {
    page: 'docs/verifiers.md',
    id: 'verifier-check-response.ok',
    rows: () => fieldRows(alternative('verifier-check-response', 'ok')),
  },
  {
    page: 'docs/table-suites.md',
    id: 'table-config',
    rows: () => fieldRows(schema('table-config'), { files: '<file>' }),
  },
  {
    page: 'docs/output.md',
    id: 'output-tasks',
    rows: () =>
      without(fieldRows(schema('output-tasks'), { tasks: '<task>' }), 'tasks.<task>.output', 'tasks.<task>.artifacts'),
  },
  {
    page: 'docs/output.md',
    id: 'output-tasks.artifacts',
    rows: () => without(fieldRows(outputTask().properties!.artifacts!), 'all', 'any'),
  },
  {
    page: 'docs/output.md',
    id: 'output-tasks.artifact-check',
    rows: () => fieldRows(outputTask().properties!.artifacts!.properties!.all!.items!),
  },
  {
    page: 'docs/output.md',
    id: 'output-tasks.output-check',
    rows: () => fieldRows(outputTask().properties!.output!.items!),
  },
  {
    page: 'docs/submission.md',
    id: 'submission',
    rows: () => fieldRows(schema('submission'), { 'trials.suites': '<suite>', claimed_scores: '<suite>' }),
  },
  { page: 'docs/records.md', id: 'judge-record', rows: () => fieldRows(schema('judge-record')) },
  { page: 'docs/import.md', id: 'checkpoint-input-row', rows: () => fieldRows(schema('checkpoint-input-row')) },
];
/** Tables checked by a test of their own below. */
const OTHER_TABLES = ['docs/verifiers.md verifier-request'];

const pages = new Map<string, Map<string, DocTable>>();
function table(page: string, id: string): DocTable | undefined {
  if (!pages.has(page))
    pages.set(
      page,
      existsSync(path.join(REPO, page)) ? docTables(readFileSync(path.join(REPO, page), 'utf8')) : new Map(),
    );
  return pages.get(page)!.get(id);
}

describe.each(SPECS)('$page: the $id table', ({ page, id, rows }) => {
  test('lists every field of the schema, with its type and default, and no other', () => {
    const expected = rows();
    const doc = table(page, id);
    if (!doc)
      throw new Error(`${page} has no "<!-- fields: ${id} -->" table; expected:\n${suggestTable(expected, [])}`);
    const shown = doc.rows.map(({ field, type, default: d }) => ({ field, type, default: d }));
    const sort = (xs: FieldRow[]) => [...xs].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    if (JSON.stringify(sort(shown)) !== JSON.stringify(sort(expected))) {
      throw new Error(
        `${page}:${doc.line}: the ${id} table differs from the schema. Expected (meanings kept):\n${suggestTable(expected, doc.rows)}`,
      );
    }
    for (const r of doc.rows)
      expect({ field: r.field, meaning: r.meaning.trim() === '' ? '(empty)' : 'ok' }).toEqual({
        field: r.field,
        meaning: 'ok',
      });
  });
});

test('every table marker of docs/ is checked here', () => {
  const ids = new Set([...SPECS.map((s) => `${s.page} ${s.id}`), ...OTHER_TABLES]);
  for (const page of new Set(SPECS.map((s) => s.page))) {
    if (!existsSync(path.join(REPO, page))) continue;
    for (const id of docTables(readFileSync(path.join(REPO, page), 'utf8')).keys())
      expect(ids.has(`${page} ${id}`) ? 'checked' : `${page} ${id}`).toBe('checked');
  }
});

/** A jsonl worker that answers each request with the JSON type of each of its fields. */
const ECHO_WORKER = `import json, sys
def kind(v):
    return "true" if v is True else {str: "string", bool: "boolean", int: "number", float: "number"}.get(type(v), "other")
for line in sys.stdin:
    r = json.loads(line)
    fields = json.dumps({k: kind(v) for k, v in r.items()})
    out = {"id": r["id"], "error": fields} if r.get("check") else {"id": r["id"], "success": True, "message": fields}
    print(json.dumps(out), flush=True)
`;

test('docs/verifiers.md: the request table lists the fields a real jsonl verifier receives, verify and check', async () => {
  const dir = tempDir();
  write(path.join(dir, 'echo.py'), ECHO_WORKER);
  const verifier = createVerifier(
    { command: ['python3', 'echo.py'], protocol: 'jsonl', timeout_s: VERIFIER_TIMEOUT_S, workers: 1, env: [] },
    dir,
  );
  let verify, check;
  try {
    verify = await verifier.verify({
      suite: 's',
      task: 't',
      task_file: path.join(dir, 't.yaml'),
      record_file: path.join(dir, 'r.json'),
    });
    check = await verifier.check({ suite: 's', task: 't', task_file: path.join(dir, 't.yaml') });
  } finally {
    await verifier.close();
  }
  if (!verify.ok || check?.ok !== false) throw new Error(`unexpected answers ${JSON.stringify([verify, check])}`);
  const verifyFields = JSON.parse(verify.message) as Record<string, string>;
  const checkFields = JSON.parse(check.error.replace(/^verifier error: /, '')) as Record<string, string>;
  const names = [...new Set([...Object.keys(verifyFields), ...Object.keys(checkFields)])];
  const expected = names.map((field) => ({
    field,
    type: verifyFields[field] ?? checkFields[field]!,
    default: field in verifyFields && field in checkFields ? 'required' : 'none',
  }));
  const doc = table('docs/verifiers.md', 'verifier-request');
  const shown = (doc?.rows ?? []).map(({ field, type, default: d }) => ({ field, type, default: d }));
  const byField = (a: FieldRow, b: FieldRow) => (a.field < b.field ? -1 : 1);
  if (JSON.stringify([...shown].sort(byField)) !== JSON.stringify([...expected].sort(byField))) {
    throw new Error(
      `docs/verifiers.md: the verifier-request table differs from what a verifier receives. Expected:\n${suggestTable(expected, doc?.rows ?? [])}`,
    );
  }
});

test('docs/verifiers.md: the exec placeholders are exactly those agent-eval substitutes', () => {
  const page = readFileSync(path.join(REPO, 'docs/verifiers.md'), 'utf8');
  const line = page.split('\n').find((l) => l.startsWith('Placeholders:'));
  const documented = [...(line ?? '').matchAll(/`\{(\w+)\}`/g)].map((m) => m[1]!);
  const values = { suite: 'S', task: 'T', task_file: 'TF', record_file: 'RF' };
  const candidates = [...new Set([...documented, ...Object.keys(values), 'id', 'check', 'trial'])];
  const substituted = candidates.filter((name) => substitute([`{${name}}`], values)[0] !== `{${name}}`);
  expect(documented.sort()).toEqual(substituted.sort());
});

/** GitHub's heading anchors: lower case, punctuation dropped (but `-` and `_`), spaces to `-`, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const h = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (!h) continue;
    const base = h[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

test('README, CONTRIBUTING, SECURITY and docs/ link only to files (and headings) inside the repository', () => {
  const docs = readdirSync(path.join(REPO, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  const broken: string[] = [];
  for (const page of ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', ...docs]) {
    const text = readFileSync(path.join(REPO, page), 'utf8');
    if (/DESIGN\.md|\.\.\/shared\//.test(text.replace(/`[^`\n]*`/g, '')))
      broken.push(`${page}: names a file outside the repository`);
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/i.test(target)) continue; // a web page, not a file
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const abs = file === '' ? path.join(REPO, page) : path.resolve(path.dirname(path.join(REPO, page)), file);
      if (path.relative(REPO, abs).startsWith('..') || !existsSync(abs)) {
        broken.push(`${page}: ${target}`);
        continue;
      }
      if (anchor && abs.endsWith('.md') && !anchors(readFileSync(abs, 'utf8')).has(anchor))
        broken.push(`${page}: ${target} (no such heading)`);
    }
  }
  expect(broken).toEqual([]);
});

test('README.md is what a newcomer reads first: under 200 lines, the rest is in docs/', () => {
  const lines = readFileSync(path.join(REPO, 'README.md'), 'utf8').split('\n').length;
  expect(lines).toBeLessThan(200);
});

test('sources and docs cite docs pages, never a document outside the repository or a tracker item', () => {
  const files = ['src', 'docs', 'scripts'].flatMap((dir) =>
    (readdirSync(path.join(REPO, dir), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => /\.(ts|mjs|md)$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  const citations: string[] = [];
  for (const file of [...files, 'README.md', 'CONTRIBUTING.md', 'SECURITY.md']) {
    readFileSync(path.join(REPO, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/\bDESIGN\b|\b(?:issue|item) \d+/i.test(line)) citations.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(citations).toEqual([]);
});

/** The code block tagged `example=NAME` of a page. */
function example(page: string, name: string): string {
  const m = new RegExp(`^\`\`\`\\w+ example=${name}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(
    readFileSync(path.join(REPO, page), 'utf8'),
  );
  if (!m) throw new Error(`${page} has no example=${name} block`);
  return m[1]!;
}

test('docs/records.md: the example records are read as the page says', () => {
  const read = readTrajectoryValue(JSON.parse(example('docs/records.md', 'trajectory-record')));
  expect(read).toEqual({
    ok: true,
    record: {
      task_id: 'task_01',
      task_key: 'task_01_collect_logs',
      task_source: 'tasks/main/task_01_collect_logs.yaml',
      rounds: 9,
      chats: 4,
      claimed_success: true,
    },
  });
  expect(readJudgeRecord(JSON.parse(example('docs/records.md', 'judge-record')))).toMatchObject({
    kind: 'ok',
    task: 'task_01_collect_logs',
    value: 0.5,
  });
});

test('docs/table-suites.md: the config error shown is the one agent-eval gives', () => {
  const page = readFileSync(path.join(REPO, 'docs/table-suites.md'), 'utf8');
  const shown = page.split('\n').find((l) => l.startsWith('/bench/gt/case_002/config.json: '));
  const config = { files: { 'output_01.csv': { key: ['Region'], columns: { Region: 'text_norm', Sales: 'float' } } } };
  const result = parseCaseConfig(config, '/bench/gt/case_002/config.json');
  expect(result.ok ? 'valid' : result.error).toBe(shown);
});
