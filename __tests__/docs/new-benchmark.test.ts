/**
 * docs/new-benchmark.md is built and scored from its own text: every code block tagged
 * `file=PATH` is written to a temp directory, the benchmark is validated, the run is scored, and
 * the report must be what the guide's `outcome` block says. A guide that stops working fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, readReport, REPO, tempDir, write } from '../support/helpers.js';

const GUIDE = readFileSync(path.join(REPO, 'docs/new-benchmark.md'), 'utf8');

function fileBlocks(markdown: string): Array<{ file: string; text: string }> {
  return [...markdown.matchAll(/^```\w+ file=(\S+)\n([\s\S]*?)^```$/gm)].map((m) => ({ file: m[1]!, text: m[2]! }));
}

type Outcome = { status: string } & Record<string, Record<string, number>>;

test('the guide has a benchmark with one suite of each kind, a run and an outcome', () => {
  const files = fileBlocks(GUIDE).map((b) => b.file);
  expect(files).toContain('benchmark/agent-eval.yml');
  expect(files.filter((f) => f.startsWith('run/')).length).toBeGreaterThan(0);
  expect(files.every((f) => !f.includes('..') && !path.isAbsolute(f))).toBe(true);
  for (const kind of ['trajectory', 'table', 'output']) expect(GUIDE).toContain(`kind: ${kind}`);
  expect(/^```json outcome$/m.test(GUIDE)).toBe(true);
});

test('the guide builds a benchmark that validates and a run that scores as it says', async () => {
  const dir = tempDir();
  for (const { file, text } of fileBlocks(GUIDE)) write(path.join(dir, file), text);
  const benchmark = path.join(dir, 'benchmark');

  const validate = await cli('validate', '--benchmark', benchmark);
  expect({ code: validate.code, stderr: validate.stderr }).toEqual({ code: 0, stderr: expect.any(String) });

  const out = path.join(dir, 'report');
  const score = await cli('score', '--benchmark', benchmark, '--run', path.join(dir, 'run'), '--out', out);
  expect(score.code).toBe(0);
  expect(score.stdout).toContain('FINAL');

  const outcome = JSON.parse(/^```json outcome\n([\s\S]*?)^```$/m.exec(GUIDE)![1]!) as Outcome;
  const report = readReport(out);
  const { status, ...suites } = outcome;
  const got: Record<string, unknown> = { status: report.status };
  for (const [suite, metrics] of Object.entries(suites)) {
    const s = report.suites.find((x: { name: string }) => x.name === suite);
    const trial = s?.trials.find((t: { name: string }) => t.name === 'trial-1');
    got[suite] = Object.fromEntries(Object.keys(metrics).map((m) => [m, trial?.metrics[m]?.value ?? null]));
  }
  expect(got).toEqual({ status, ...suites });
  expect(report.suites.map((s: { name: string }) => s.name).sort()).toEqual(Object.keys(suites).sort());
  // What the guide says of the verdicts.
  const play = report.suites.find((s: { name: string }) => s.name === 'play').trials[0].verdicts;
  expect(play.map((v: { task: string; message: string }) => [v.task, v.message])).toEqual([
    ['build_hut', 'Planks: 1/2'],
    ['gather_wood', 'Logs: 3/3'],
  ]);
});
