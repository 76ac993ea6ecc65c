/**
 * The contract matrix (docs/provenance.md#the-contract-matrix): what every producer writes is
 * checked against the JSON Schema `agent-eval schema NAME` prints (ajv, the draft the schema
 * declares), and fed to every consumer that takes it. The helpers here are shared by
 * __tests__/e2e/contract/*.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { cli, REPO, tempDir, type CliResult } from './helpers.js';

export const EXAMPLE = path.join(REPO, 'examples/benchmark');
export const DEMO = path.join(REPO, 'examples/runs/demo');

/** The schema names `agent-eval schema` offers (from its own usage error, so a new one is seen). */
export async function schemaNames(): Promise<string[]> {
  const r = await cli('schema');
  const listed = /say which one: (.+)$/m.exec(r.stderr);
  if (!listed) throw new Error(`agent-eval schema without a name did not list the schemas: ${r.stderr}`);
  return listed[1]!.split(', ');
}

const printed = new Map<string, Record<string, unknown>>();
/** The JSON Schema `agent-eval schema NAME` prints, parsed. */
export async function printedSchema(name: string): Promise<Record<string, unknown>> {
  if (!printed.has(name)) {
    const r = await cli('schema', name);
    if (r.code !== 0) throw new Error(`agent-eval schema ${name}: exit ${r.code}: ${r.stderr}`);
    printed.set(name, JSON.parse(r.stdout));
  }
  return printed.get(name)!;
}

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const compiled = new Map<string, ValidateFunction>();
function compile(key: string, schema: Record<string, unknown>): ValidateFunction {
  if (!compiled.has(key)) {
    // The draft the schema declares is the draft it is checked with.
    if (schema.$schema !== 'https://json-schema.org/draft/2020-12/schema')
      throw new Error(`${key}: the schema declares ${String(schema.$schema)}, not draft 2020-12`);
    compiled.set(key, ajv.compile(schema));
  }
  return compiled.get(key)!;
}

/**
 * Which schema a written JSON file is checked against, by its path under the output directory.
 * A JSON file no rule names fails the test: a new file must be given its schema here.
 * `prepbench`: the PrepBench-compatible table summaries (summary.json, case_xxx.summary.json), a format
 * that is not ours (docs/table-suites.md).
 */
export function schemaOf(rel: string): string | 'prepbench' | null {
  const base = path.basename(rel);
  if (base === 'scores.json') return 'report';
  if (base === 'leaderboard.json') return 'leaderboard';
  if (base === 'compare.json') return 'compare';
  if (rel === 'index.json') return 'import-index';
  if (base === 'partial.json') return 'partial';
  if (base === 'drift.json') return 'drift';
  if (base === 'rescore-shard.json') return 'rescore-shard';
  if (base === 'history.json') return 'history';
  if (base === 'intake.json') return 'intake';
  if (rel.split(path.sep).includes('cce-cache')) return 'cce-cache';
  if (base === 'summary.json' || /^case_\d+\.summary\.json$/.test(base)) return 'prepbench';
  return null;
}

/** Validates one JSON value against a printed schema; throws with ajv's errors and the file. */
export async function validatePrinted(name: string, value: unknown, what: string): Promise<void> {
  const validate = compile(name, await printedSchema(name));
  if (!validate(value))
    throw new Error(
      `${what} fails \`agent-eval schema ${name}\`: ${ajv.errorsText(validate.errors, { separator: '\n  ' })}`,
    );
}

/** Every *.json file under `dir`, relative paths, sorted. */
export function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.json'))
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** Validates every JSON file a command wrote under `dir`; returns the files by schema. */
export async function validateWritten(dir: string): Promise<Record<string, string[]>> {
  const seen: Record<string, string[]> = {};
  for (const rel of jsonFiles(dir)) {
    const file = path.join(dir, rel);
    const value = JSON.parse(readFileSync(file, 'utf8'));
    const schema = schemaOf(rel);
    if (schema === null)
      throw new Error(
        `${file}: a JSON file the contract matrix names no schema for (add it to schemaOf in __tests__/support/contract.ts)`,
      );
    if (schema !== 'prepbench') await validatePrinted(schema, value, file);
    (seen[schema] ??= []).push(rel);
  }
  return seen;
}

/**
 * Runs a command in process; a consumer or producer may exit 0, or 1 where a finding is
 * expected (`allowed`), never 2 (it refused a legitimate input) or 3 (internal error), and
 * never prints a stack trace or a ZodError.
 */
export async function run(allowed: number[], ...argv: string[]): Promise<CliResult> {
  const r = await cli(...argv);
  const said = `agent-eval ${argv.join(' ')} → exit ${r.code}\n${r.stderr}`;
  if (!allowed.includes(r.code) || /internal error|ZodError|\n\s+at [^\n]+:\d+:\d+/.test(r.stderr + r.stdout))
    throw new Error(said);
  return r;
}

// Fixed names and dates: every checkout of the example is the same commit, whenever it is made,
// so a dirty checkout differs from a clean one by its uncommitted change only.
const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
};
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { env: gitEnv, encoding: 'utf8' }).trim();

/**
 * The example benchmark as its own checkout: `clean` (committed), `dirty` (the same commit, then
 * one uncommitted line in README.md) or `plain` (not a git checkout).
 */
export function checkout(kind: 'clean' | 'dirty' | 'plain'): string {
  const bench = path.join(tempDir('agent-eval-contract-'), 'bench');
  cpSync(EXAMPLE, bench, { recursive: true, filter: (src) => !src.includes('__pycache__') });
  if (kind === 'plain') return bench;
  git(bench, 'init', '-q', '-b', 'main');
  git(bench, 'add', '-A');
  git(bench, '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'benchmark');
  if (kind === 'dirty') appendFileSync(path.join(bench, 'README.md'), 'an uncommitted line\n');
  return bench;
}

export interface Report {
  status: 'final' | 'not_final' | 'invalid';
  benchmark: Record<string, unknown> & { dirty?: unknown };
  tool: object;
  submission: { path: string };
  suites: Array<{
    name: string;
    kind: string;
    final: boolean;
    trials: unknown[];
    reliability?: Record<string, unknown>;
    splits?: Array<{ name: string; final: boolean; reliability: Record<string, unknown> }>;
  }>;
}

export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
export const readReport = (dir: string): Report => readJson(path.join(dir, 'scores.json'));

/** The one rule of docs/provenance.md#the-same-benchmark, written again here to check the commands by. */
export function sameBenchmark(a: Report['benchmark'], b: Report['benchmark']): boolean {
  const digest = (x: Report['benchmark']) => (x.dirty as { sha256?: string } | undefined)?.sha256;
  if (a.name !== b.name || a.commit !== b.commit || a.manifest_sha256 !== b.manifest_sha256) return false;
  if (a.repository !== null && b.repository !== null && a.repository !== b.repository) return false;
  if (!a.dirty && !b.dirty) return true;
  return Boolean(a.dirty && b.dirty && digest(a) !== undefined && digest(a) === digest(b));
}

/** What a view must say when the benchmark had uncommitted changes (docs/provenance.md). */
export const DIRTY_SAID = /The benchmark checkout had \d+ uncommitted change\(s\)/;

/**
 * compare in its three outputs (the terminal text, --json, --out DIR with compare.json,
 * compare.md and compare.csv) of `baseline` and `arm` (report directories). The exit code is
 * 0 when the comparison is final and 1 when it is not, and a report of another benchmark is
 * a `different_benchmarks` finding, never a refusal. compare.json carries each report's
 * benchmark, tool, submission and status as the report has them.
 */
export async function consumeByCompare(
  baselineDir: string,
  armDir: string,
): Promise<{ code: number; json: { findings: Array<{ code: string }>; final: boolean } }> {
  // compare refuses one report named twice: a copy of it is another path.
  if (baselineDir === armDir)
    copyFileSync(
      path.join(baselineDir, 'scores.json'),
      path.join((armDir = tempDir('agent-eval-contract-copy-')), 'scores.json'),
    );
  const baseline = readReport(baselineDir);
  const arm = readReport(armDir);
  const same = sameBenchmark(baseline.benchmark, arm.benchmark);
  const text = await run([0, 1], 'compare', baselineDir, armDir);
  const json = await run([text.code], 'compare', baselineDir, armDir, '--json');
  const out = tempDir('agent-eval-contract-compare-');
  const md = await run([text.code], 'compare', baselineDir, armDir, '--out', out);
  const comparison = JSON.parse(json.stdout);
  await validatePrinted('compare', comparison, `compare ${baselineDir} ${armDir} --json`);
  expect(await validateWritten(out)).toEqual({ compare: ['compare.json'] });
  // --json and --out write the same comparison.
  expect(readJson(path.join(out, 'compare.json'))).toEqual(comparison);
  // The carried fields, as each report has them (a consumer that rebuilds them drops a new field).
  for (const [carried, report] of [
    [comparison.baseline, baseline],
    [comparison.arms[0], arm],
  ] as const) {
    expect(carried.benchmark).toEqual(report.benchmark);
    expect(carried.tool).toEqual(report.tool);
    expect(carried.submission).toBe(report.submission.path);
    expect(carried.status).toBe(report.status);
  }
  // One same-benchmark rule: compare agrees with it, and a mismatch is a finding (exit 1).
  expect(comparison.benchmarks.same).toBe(same);
  if (!same) {
    expect(text.code).toBe(1);
    expect(comparison.findings.map((f: { code: string }) => f.code)).toContain('different_benchmarks');
  }
  expect(text.code).toBe(comparison.final ? 0 : 1);
  // Every view says an uncommitted change of either benchmark.
  if (baseline.benchmark.dirty || arm.benchmark.dirty) {
    for (const view of [text.stdout, md.stdout, readFileSync(path.join(out, 'compare.md'), 'utf8')])
      expect(view).toMatch(DIRTY_SAID);
  }
  return { code: text.code, json: comparison };
}

/**
 * reliability in all its formats: text and markdown over the whole report, json per suite and
 * per split (--json describes one at a time). Exit 0 when the figures are final, 1 when not.
 * The figures it recomputes from the verdicts are the report's own (`reliability` of the suite
 * or split), field for field where both have the field.
 */
export async function consumeByReliability(dir: string): Promise<void> {
  const report = readReport(dir);
  for (const format of ['text', 'markdown']) await run([0, 1], 'reliability', dir, '--format', format);
  for (const suite of report.suites) {
    const parts = [
      { selector: suite.name, own: suite.reliability },
      ...(suite.splits ?? []).map((s) => ({ selector: `${suite.name}/${s.name}`, own: s.reliability })),
    ];
    for (const { selector, own } of parts) {
      const r = await run([0, 1], 'reliability', dir, '--suite', selector, '--json');
      const figures = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(r.code).toBe(figures.final ? 0 : 1);
      const shared = Object.keys(own ?? {}).filter((k) => k in figures && k !== 'flips' && k !== 'trials');
      expect(shared.length).toBeGreaterThan(3);
      expect([selector, Object.fromEntries(shared.map((k) => [k, figures[k]]))]).toEqual([
        selector,
        Object.fromEntries(shared.map((k) => [k, own![k]])),
      ]);
    }
  }
}
