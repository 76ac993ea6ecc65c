/**
 * The bundled action refuses a benchmark checkout with uncommitted changes under the benchmark
 * directory unless allow-dirty-benchmark is true; then the report and the job
 * summary list the changes. The benchmark is a subdirectory of a real git repository, as
 * examples/benchmark is of agent-eval's: a change elsewhere in that repository does not count.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitRecorder, tempDir } from '../support/helpers.js';
import { commands, EXAMPLE, git, runAction } from '../support/runner.js';

/** A repository with the example benchmark under bench/; returns the benchmark directory and the commit. */
function repoWithBenchmark(): { top: string; bench: string; commit: string } {
  const top = path.join(tempDir(), 'repo');
  const bench = path.join(top, 'bench');
  cpSync(EXAMPLE, bench, { recursive: true, filter: (src) => !src.includes('__pycache__') });
  writeFileSync(path.join(top, 'README.md'), 'a repository holding a benchmark\n');
  git(top, 'init', '-q', '-b', 'main');
  git(top, 'add', '-A');
  git(top, 'commit', '-q', '-m', 'benchmark');
  return { top, bench, commit: git(top, 'rev-parse', 'HEAD') };
}

/** The demo's table suite alone: no verifier process. */
const inputs = (bench: string, extra: Record<string, string> = {}) => ({
  'benchmark-path': bench,
  suites: 'prep',
  'run-dir': 'submission/prep',
  comment: 'off',
  'artifact-name': '',
  'fail-on': 'never',
  ...extra,
});

test('a dirty checkout is refused, naming the changed paths; a change outside the benchmark directory is not a change of it', async () => {
  const { top, bench, commit } = repoWithBenchmark();
  writeFileSync(path.join(top, 'README.md'), 'edited outside the benchmark\n');
  const clean = await runAction({ inputs: inputs(bench) });
  expect(commands(clean.stdout, 'error')).toEqual([]);
  expect(clean.code).toBe(0);
  const cleanReport = JSON.parse(readFileSync(clean.outputs.report!, 'utf8'));
  expect(cleanReport.benchmark).toMatchObject({ commit });
  expect(cleanReport.benchmark).not.toHaveProperty('dirty');

  const gt = path.join(bench, 'gt/case_001/output_01.csv');
  writeFileSync(gt, readFileSync(gt, 'utf8').replace('1520.50', '9999.99'));
  writeFileSync(path.join(bench, 'new_task.txt'), 'untracked\n');
  const refused = await runAction({ inputs: inputs(bench) });
  expect(refused.code).toBe(1);
  const [error] = commands(refused.stdout, 'error');
  expect(error).toContain(
    `agent-eval: benchmark-path ${bench} has 2 uncommitted change(s) under it (gt/case_001/output_01.csv, new_task.txt): the report would name commit ${commit}`,
  );
  expect(error).toContain('set allow-dirty-benchmark: true');
  // Nothing was scored.
  expect(existsSync(path.join(refused.workspace, 'agent-eval-report/scores.json'))).toBe(false);
});

test('allow-dirty-benchmark: true scores it as it is, with a warning; the report and the job summary list the changes', async () => {
  const { bench, commit } = repoWithBenchmark();
  const gt = path.join(bench, 'gt/case_001/output_01.csv');
  writeFileSync(gt, readFileSync(gt, 'utf8').replace('1520.50', '9999.99'));
  const r = await runAction({ inputs: inputs(bench, { 'allow-dirty-benchmark': 'true' }) });
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  expect(commands(r.stdout, 'warning')).toContainEqual(
    expect.stringContaining(
      'The benchmark checkout has 1 uncommitted change(s) under it (gt/case_001/output_01.csv); allow-dirty-benchmark is true',
    ),
  );
  const report = JSON.parse(readFileSync(r.outputs.report!, 'utf8'));
  expect(report.benchmark).toMatchObject({ commit, dirty: { count: 1, paths: ['gt/case_001/output_01.csv'] } });
  expect(r.summary).toContain(
    `- ⚠️ **Uncommitted benchmark changes:** The benchmark checkout had 1 uncommitted change(s), so these figures are not those of commit \`${commit.slice(0, 12)}\` alone: \`gt/case_001/output_01.csv\`.`,
  );
});

test('one git status serves the whole run: the dirty check and the report ask git once', async () => {
  const { bench, commit } = repoWithBenchmark();
  const recorder = gitRecorder();
  const r = await runAction({ inputs: inputs(bench), env: { PATH: recorder.path } });
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  expect(JSON.parse(readFileSync(r.outputs.report!, 'utf8')).benchmark).toMatchObject({ commit });
  expect(recorder.calls('status')).toHaveLength(1);
});

test('allow-dirty-benchmark must be true or false', async () => {
  const { bench } = repoWithBenchmark();
  const r = await runAction({ inputs: inputs(bench, { 'allow-dirty-benchmark': 'yes' }) });
  expect(r.code).toBe(1);
  expect(commands(r.stdout, 'error')).toEqual([
    expect.stringContaining('input allow-dirty-benchmark: must be true or false'),
  ]);
});
