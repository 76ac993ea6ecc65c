/**
 * The real PrepBench corpus scored the way a maintainer runs it: a benchmark whose table suite
 * points at the 302 GT cases, a submission holding every case, scored with the CLI. Then
 * perturbed copies of real cases, each with the verdict the rules imply.
 * A missing corpus fails; it is never skipped. Override the location with AGENT_EVAL_CORPUS.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCaseConfig } from '../../src/core/kinds/table/config.js';
import { normalizeNumber } from '../../src/core/kinds/table/normalize.js';
import { parseCsvText } from '../support/table-rows.js';
import { cli, readReport, REPO, tempDir, write } from '../support/helpers.js';
import { slow } from '../setup/timeouts.js';

const corpus = process.env.AGENT_EVAL_CORPUS ?? path.resolve(REPO, '../shared/corpora/prepbench-gt');
const cases = () =>
  readdirSync(corpus)
    .filter((n) => /^case_\d+$/.test(n))
    .sort();

function benchmark(): string {
  const dir = tempDir('agent-eval-corpus-bench-');
  symlinkSync(corpus, path.join(dir, 'gt'));
  write(
    path.join(dir, 'agent-eval.yml'),
    'version: 1\nname: prepbench\nsuites:\n  - name: prep\n    kind: table\n    cases: gt\n',
  );
  return dir;
}

function copyCase(name: string, trialDir: string): string {
  const result = path.join(trialDir, name, 'result');
  mkdirSync(result, { recursive: true });
  for (const f of readdirSync(path.join(corpus, name)).filter((n) => n.endsWith('.csv')))
    copyFileSync(path.join(corpus, name, f), path.join(result, f));
  return result;
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const toCsv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

test('the corpus exists where CI says it is', () => {
  expect(existsSync(path.join(corpus, 'SOURCE.md'))).toBe(true);
  expect(cases().length).toBe(302);
});

test(
  'all 302 real cases, submitted as themselves, score 100% accuracy in a final report',
  async () => {
    const run = tempDir();
    for (const name of cases()) copyCase(name, run);
    const out = tempDir();
    const r = await cli('score', '--benchmark', benchmark(), '--run', run, '--suite', 'prep', '--out', out);
    const report = readReport(out);
    const trial = report.suites[0].trials[0];
    const wrong = trial.verdicts
      .filter((v: { status: string }) => v.status !== 'success')
      .map((v: { task: string; message: string; error: string }) => `${v.task}: ${v.message ?? v.error}`);
    expect(wrong).toEqual([]);
    expect(r.code).toBe(0);
    expect(trial.coverage).toEqual({ expected: 302, scored: 302, missing_tasks: [], errors: 0 });
    expect(trial.metrics.accuracy_percent.value).toBe(100);
    const summary = JSON.parse(readFileSync(path.join(out, 'prep', trial.name, 'summary.json'), 'utf8'));
    expect(summary.aggregate).toEqual({
      total: 302,
      success: 302,
      correct: 302,
      missing: 0,
      failed: 0,
      accuracy: 1,
      passed: true,
    });
  },
  slow(240_000, 'scores all 302 real PrepBench cases through the CLI'),
);

interface Target {
  name: string;
  file: string;
  rows: string[][];
  column: number; // a numeric value column with a plain, nonzero number in row 1
  configured: string; // a configured column whose header case can change
}

/** Real single-file cases with at least 3 rows and a plain numeric value column. */
function targets(count: number): Target[] {
  const found: Target[] = [];
  for (const name of cases()) {
    const files = readdirSync(path.join(corpus, name)).filter((n) => n.endsWith('.csv'));
    const config = loadCaseConfig(path.join(corpus, name, 'config.json'));
    if (files.length !== 1 || !config.ok) continue;
    const spec = config.config.files[files[0]!];
    if (!spec) continue;
    const parsed = parseCsvText(
      readFileSync(path.join(corpus, name, files[0]!), 'utf8').replace(/^\ufeff/, ''),
      'utf-8',
    );
    if (!parsed.ok || parsed.table.rows.length < 3) continue;
    const header = parsed.table.columns;
    const column = header.findIndex((h) => {
      const col = spec.columns.find((c) => c.name === h);
      const raw = parsed.table.rows[1]![header.indexOf(h)]!;
      return (
        col?.type === 'number' &&
        !spec.key.includes(h) &&
        /^-?\d+(\.\d+)?$/.test(raw) &&
        Math.abs(normalizeNumber(raw) ?? 0) > 1
      );
    });
    const configured = spec.columns.find((c) => /[a-z]/i.test(c.name))?.name;
    if (column < 0 || !configured) continue;
    found.push({
      name,
      file: files[0]!,
      rows: [[...header], ...parsed.table.rows.map((r) => [...r])],
      column,
      configured,
    });
    if (found.length === count) break;
  }
  return found;
}

type Perturb = (t: Target) => { rows?: string[][]; extraFile?: boolean };
const PERTURBATIONS: Array<[string, Perturb, string]> = [
  ['shuffled rows', (t) => ({ rows: [t.rows[0]!, ...t.rows.slice(1).reverse()] }), 'correct'],
  ['reversed columns', (t) => ({ rows: t.rows.map((r) => [...r].reverse()) }), 'correct'],
  ['an extra column', (t) => ({ rows: t.rows.map((r, i) => [...r, i === 0 ? 'agent_notes' : 'x']) }), 'correct'],
  ['a value changed by 1.9%', (t) => ({ rows: scale(t, 1.019) }), 'correct'],
  ['a value changed by 2.1%', (t) => ({ rows: scale(t, 1.021) }), 'VALUE_MISMATCH'],
  [
    'a header case change',
    (t) => ({ rows: [t.rows[0]!.map((h) => (h === t.configured ? swapCase(h) : h)), ...t.rows.slice(1)] }),
    'MISSING_COLUMNS',
  ],
  ['a dropped row', (t) => ({ rows: t.rows.slice(0, -1) }), 'ROW_COUNT_MISMATCH'],
  ['a duplicated row', (t) => ({ rows: [...t.rows, t.rows[1]!] }), 'ROW_COUNT_MISMATCH'],
  [
    'a row replaced by a copy of another',
    (t) => ({ rows: [t.rows[0]!, t.rows[1]!, t.rows[1]!, ...t.rows.slice(3)] }),
    'NON_UNIQUE_KEY',
  ],
  ['an extra CSV', () => ({ extraFile: true }), 'FILE_COUNT_MISMATCH'],
];

function scale(t: Target, factor: number): string[][] {
  return t.rows.map((r, i) => (i === 1 ? r.map((v, c) => (c === t.column ? String(Number(v) * factor) : v)) : r));
}

function swapCase(s: string): string {
  return [...s].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');
}

test('perturbed copies of real cases get the verdicts the rules imply', async () => {
  const picked = targets(3);
  expect(picked.length).toBe(3);
  const run = tempDir();
  const expected: Record<string, { what: string; verdict: string }> = {};
  // One trial per perturbation, each holding the picked cases perturbed that way.
  PERTURBATIONS.forEach(([what, perturb, verdict], i) => {
    const trialDir = path.join(run, `trial-${i + 1}`);
    for (const t of picked) {
      const result = copyCase(t.name, trialDir);
      const change = perturb(t);
      if (change.rows) writeFileSync(path.join(result, t.file), toCsv(change.rows));
      if (change.extraFile) writeFileSync(path.join(result, 'output_99.csv'), 'a,b\n1,2\n');
      expected[`trial-${i + 1}/${t.name}`] = { what, verdict };
    }
  });
  const out = tempDir();
  const only = picked.flatMap((t) => ['--case', t.name]);
  await cli(
    'score',
    '--benchmark',
    benchmark(),
    '--run',
    run,
    '--suite',
    'prep',
    '--out',
    out,
    '--fail-on',
    'never',
    ...only,
  );
  const report = readReport(out);
  const actual: Record<string, { what: string; verdict: string }> = {};
  for (const trial of report.suites[0].trials) {
    for (const v of trial.verdicts) {
      actual[`${trial.name}/${v.task}`] = {
        what: expected[`${trial.name}/${v.task}`]!.what,
        verdict: v.status === 'success' ? 'correct' : String(v.details.error_type),
      };
    }
  }
  expect(actual).toEqual(expected);
});
