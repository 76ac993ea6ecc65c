/**
 * Reliability in the scoring pipeline: the per-suite `reliability` object of scores.json, the
 * summary.md section (table, Mermaid chart, Wilson intervals, flips), computed from real
 * verdicts of real verifier subprocesses; and `agent-eval reliability` on the written report.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ReportSchema } from '../../../src/core/report/schema.js';
import { cli, makeBenchmark, readReport, REPO, tempDir, trajectory, writeRecords } from '../../support/helpers.js';
import { VERIFIER_TIMEOUT_S, slow } from '../../setup/timeouts.js';

const EXAMPLE = path.join(REPO, 'examples/benchmark');
const DEMO = path.join(REPO, 'examples/runs/demo');

const ok = () => ({ success: true, message: '' });
const fail = () => ({ success: false, message: 'Logs: 0/1' });

async function scoreRun(bench: string, run: string, ...extra: string[]) {
  const out = tempDir('agent-eval-out-');
  const result = await cli('score', '--benchmark', bench, '--run', run, '--out', out, ...extra);
  return { ...result, report: readReport(out), summary: readFileSync(path.join(out, 'summary.md'), 'utf8'), out };
}

/** The reliability section of one suite in summary.md (in the suite's collapsed block). */
function section(summary: string, suite: string): string {
  const start = summary.indexOf(`<details><summary>Suite ${suite} (`);
  const from = summary.indexOf('#### Reliability', start);
  const end = summary.indexOf('</details>', from);
  return summary.slice(from, end);
}

test(
  'the example submission: every suite has a reliability section across its 3 trials, and the report carries the figures',
  async () => {
    const { code, report, summary, stdout, out } = await scoreRun(EXAMPLE, DEMO);
    expect(code).toBe(0);
    expect(ReportSchema.safeParse(report).success).toBe(true);
    const byName = Object.fromEntries(
      report.suites.map((s: { name: string; reliability: unknown }) => [s.name, s.reliability]),
    );
    // main: c = 2, 3, 2, 2, 2, 2, 2, 2 over 3 trials.
    expect(byName.main).toMatchObject({
      method: 'pass_k_unbiased_v1',
      final: true,
      n_trials: 3,
      tasks: 8,
      expected_tasks: 8,
      pass_hat_k: { 1: 0.708333, 2: 0.416667, 3: 0.125 },
      pass_at_k: { 1: 0.708333, 2: 1, 3: 1 },
      exact: { pass_hat_k: { 1: '17/24', 2: '5/12', 3: '1/8' }, pass_at_k: { 1: '17/24', 2: '1', 3: '1' } },
      mean_success_rate: 0.708333,
      success_rate_stderr: 0.041667,
      incomplete_tasks: [],
      notes: [],
    });
    expect(
      byName.main.trials.map((t: { name: string; successes: number; wilson_95: object }) => [
        t.name,
        t.successes,
        t.wilson_95,
      ]),
    ).toEqual([
      ['trial-1', 6, { low: 0.409275, high: 0.928521 }],
      ['trial-2', 6, { low: 0.409275, high: 0.928521 }],
      ['trial-3', 5, { low: 0.305742, high: 0.863156 }],
    ]);
    expect(byName.main.flips.count).toBe(7);
    expect(byName.main.flips.tasks[0]).toEqual({
      task: 'task_01_collect_logs_kill_zombies',
      successes: 2,
      outcomes: [false, true, true],
    });
    expect(byName.augmented.exact.pass_hat_k).toEqual({ 1: '3/4', 2: '1/2', 3: '1/4' });
    expect(byName.prep.exact).toEqual({
      pass_hat_k: { 1: '2/3', 2: '1/3', 3: '0' },
      pass_at_k: { 1: '2/3', 2: '1', 3: '1' },
    });

    const main = section(summary, 'main');
    expect(main).toContain('#### Reliability across 3 trial(s) — ✅ final');
    expect(main).toContain(
      '| k | pass^k % | pass@k % |\n| --- | --- | --- |\n| 1 | 70.83 | 70.83 |\n| 2 | 41.67 | 100.00 |\n| 3 | 12.50 | 100.00 |',
    );
    expect(main).toContain(
      [
        '```mermaid',
        '%%{init: {"xyChart":{"width":600,"height":260},"themeVariables":{"xyChart":{"plotColorPalette":"royalblue, darkorange"}}}}%%',
        'xychart-beta',
        '  title "pass@k (blue) and pass^k (orange), % by k"',
        '  x-axis "k (trials drawn)" ["1", "2", "3"]',
        '  y-axis "%" 0 --> 100',
        '  line [70.83, 100.00, 100.00]',
        '  line [70.83, 41.67, 12.50]',
        '```',
        '',
        'Chart: the blue line (upper) is pass@k, at least one of k trials succeeds; the orange line (lower) is pass^k, all k succeed.',
      ].join('\n'),
    );
    expect(main).toContain('| trial-3 | 5/8 | 62.50 | 30.57 – 86.32 |');
    expect(main).toContain('Mean SR across trials: 70.83% (standard error 4.17 points).');
    expect(main).toContain('7 task(s) flip between trials:');
    // (the methodology paragraph is in Methods, once for the four suites)
    expect(main).not.toContain('Unbiased per-task estimators');
    expect(summary.split('Unbiased per-task estimators').length).toBe(2);
    expect(main).toContain('| `task_01_collect_logs_kill_zombies` | 2/3 | ✗ ✓ ✓ |');
    expect(section(summary, 'prep')).toContain('#### Reliability across 3 trial(s) — ✅ final');
    // The terminal shows the figures in one line, no chart, no markdown.
    expect(stdout).toContain(
      '  Reliability over 8 task(s) × 3 trials: pass^k 70.83 / 41.67 / 12.50 %, pass@k 70.83 / 100.00 / 100.00 % for k = 1, 2, 3; 7 task(s) flip.\n',
    );
    expect(stdout).not.toContain('```mermaid');
    expect(stdout).not.toContain('<summary>');

    // `agent-eval reliability` recomputes the same figures from the report's verdicts.
    const again = await cli('reliability', out, '--suite', 'main', '--json');
    expect(again.code).toBe(0);
    const { errors, format, files, suite, ...figures } = JSON.parse(again.stdout);
    expect({ errors, format, files, suite }).toEqual({
      errors: [],
      format: 'agent-eval',
      files: [path.join(out, 'scores.json')],
      suite: 'main',
    });
    expect(figures).toEqual(byName.main);
    const text = await cli('reliability', path.join(out, 'scores.json'));
    expect(text.code).toBe(0);
    expect(text.stdout.match(/^Reliability: agent-eval report, suite \w+$/gm)).toEqual([
      'Reliability: agent-eval report, suite main',
      'Reliability: agent-eval report, suite augmented',
      'Reliability: agent-eval report, suite prep',
      'Reliability: agent-eval report, suite qa',
    ]);
    // Splits (docs/splits.md): each split's reliability is over its own tasks. v1: task_01 succeeds in
    // 2 of 3 trials, task_02 in 3 of 3; v2: each of its two tasks in 2 of 3 (worked by hand).
    const augmented = report.suites.find((s: { name: string }) => s.name === 'augmented');
    const splitExact = Object.fromEntries(
      augmented.splits.map((x: { name: string; reliability: { exact: unknown } }) => [x.name, x.reliability.exact]),
    );
    expect(splitExact).toEqual({
      v1: { pass_hat_k: { 1: '5/6', 2: '2/3', 3: '1/2' }, pass_at_k: { 1: '5/6', 2: '1', 3: '1' } },
      v2: { pass_hat_k: { 1: '2/3', 2: '1/3', 3: '0' }, pass_at_k: { 1: '2/3', 2: '1', 3: '1' } },
    });
    const v1 = await cli('reliability', out, '--suite', 'augmented/v1', '--json');
    expect(v1.code).toBe(0);
    const { errors: _e, format: _f, files: _fi, suite: v1Suite, ...v1Figures } = JSON.parse(v1.stdout);
    expect(v1Suite).toBe('augmented/v1');
    expect(v1Figures).toEqual(augmented.splits[0].reliability);
    expect((await cli('reliability', out, '--json')).stderr).toContain(
      '--json describes one suite; the report has main, augmented, augmented/v1, augmented/v2, prep, qa: choose one with --suite',
    );
    expect(await cli('reliability', out, '--suite', 'nope')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--suite nope: no such suite'),
    });

    // A report written before reliability existed (no `reliability` keys) gives the same figures.
    const old = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8'));
    for (const s of old.suites) delete s.reliability;
    const oldFile = path.join(tempDir(), 'old-scores.json');
    writeFileSync(oldFile, JSON.stringify(old));
    const fromOld = JSON.parse((await cli('reliability', oldFile, '--suite', 'main', '--json')).stdout);
    expect({ ...fromOld, files: null }).toEqual({ ...JSON.parse(again.stdout), files: null });

    // The published JSON Schema describes the object.
    const schema = JSON.parse((await cli('schema', 'report')).stdout);
    const props = schema.properties.suites.items.properties.reliability.properties;
    expect(Object.keys(props)).toEqual(
      expect.arrayContaining(['pass_hat_k', 'pass_at_k', 'final', 'n_trials', 'trials', 'flips', 'incomplete_tasks']),
    );
  },
  slow(240_000, 'three trials of the example benchmark, with its python3 verifiers'),
);

test('a skewed suite end to end: pass^3 is 50%, where the pooled-rate shortcut would say 12.5%; untrusted trial names are escaped', async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_a', 'task_02_b', 'task_03_c', 'task_04_d'] } });
  const run = tempDir();
  for (const trial of ['trial-1', 'trial-2', 'trial-@here']) {
    writeRecords(run, 'main', trial, {
      a: trajectory({ task_key: 'task_01_a' }, ok()),
      b: trajectory({ task_key: 'task_02_b' }, ok()),
      c: trajectory({ task_key: 'task_03_c' }, fail()),
      d: trajectory({ task_key: 'task_04_d' }, fail()),
    });
  }
  const { code, report, summary } = await scoreRun(bench, run);
  expect(code).toBe(0);
  const r = report.suites[0].reliability;
  expect(r).toMatchObject({
    final: true,
    pass_hat_k: { 1: 0.5, 2: 0.5, 3: 0.5 },
    pass_at_k: { 1: 0.5, 2: 0.5, 3: 0.5 },
    flips: { count: 0, tasks: [] },
  });
  expect(
    report.suites[0].trials.map((t: { metrics: { SR_percent: { value: number } } }) => t.metrics.SR_percent.value),
  ).toEqual([50, 50, 50]);
  expect(0.5 ** 3).toBe(0.125);
  const s = section(summary, 'main');
  expect(s).toContain('| 3 | 50.00 | 50.00 |');
  expect(s).toContain('No task flips between trials: each of the 4 task(s) has the same verdict in every trial.');
  expect(s).toContain('| trial-@\u200bhere | 2/4 | 50.00 |');
  expect(s).not.toContain('trial-@here');
});

test('errors and missing tasks: the tasks are named and left out, the figures are observed and not final; reliability exits 1', async () => {
  const bench = makeBenchmark({
    suiteYaml: (suite) =>
      `  - name: ${suite}\n    kind: trajectory\n    tasks: tasks/${suite}/*.yaml\n    trials: 4\n    verifier: {command: [python3, verifiers/scripted.py], timeout_s: ${VERIFIER_TIMEOUT_S}, workers: 2}\n`,
  });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, ok()),
    b: trajectory({ task_key: 'task_02_staff' }, ok()),
    c: trajectory({ task_key: 'task_03_weapons' }, ok()),
  });
  writeRecords(run, 'main', 'trial-2', {
    a: trajectory({ task_key: 'task_01_logs' }, fail()),
    b: trajectory({ task_key: 'task_02_staff' }, 'crash'),
    c: trajectory({ task_key: 'task_03_weapons' }, ok()),
  });
  writeRecords(run, 'main', 'trial-3', {
    a: trajectory({ task_key: 'task_01_logs' }, ok()),
    b: trajectory({ task_key: 'task_02_staff' }, ok()),
  });
  const { report, summary, out } = await scoreRun(bench, run);
  const r = report.suites[0].reliability;
  expect(r).toMatchObject({ final: false, n_trials: 3, expected_trials: 4, tasks: 1, expected_tasks: 3 });
  expect(r.incomplete_tasks).toEqual([
    { task: 'task_02_staff', valid_trials: 2 },
    { task: 'task_03_weapons', valid_trials: 2 },
  ]);
  expect(r.notes).toEqual([
    'The benchmark expects 4 trial(s); there are 3.',
    '2 task(s) do not have 3 valid trial(s) (missing, errors or duplicates); the figures are observed over the 1 task(s) that do.',
    'Errors occurred in this suite (listed in the report); they are never counted as failures.',
  ]);
  expect(r.exact.pass_hat_k).toEqual({ 1: '2/3', 2: '1/3', 3: '0' });
  expect(r.flips.tasks).toEqual([{ task: 'task_01_logs', successes: 2, outcomes: [true, false, true] }]);
  const s = section(summary, 'main');
  expect(s).toContain('#### Reliability across 3 trial(s) — ⚠️ NOT FINAL, observed over 1 of 3 task(s)');
  expect(s).toContain('- Left out: `task_02_staff` (2 of 3), `task_03_weapons` (2 of 3)');

  const cliRun = await cli('reliability', out, '--json');
  expect(cliRun.code).toBe(1);
  const body = JSON.parse(cliRun.stdout);
  expect(body.final).toBe(false);
  expect(body.errors).toEqual([expect.stringMatching(/^trial-2: task task_02_staff, record b_trajectory\.json: .*/)]);
});
