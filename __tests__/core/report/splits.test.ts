/**
 * Splits within a suite (docs/splits.md): each split's coverage, validity,
 * finality, metrics and reliability, checked against figures counted here from the records
 * written (not by the code under test); the suite's own figures unchanged; validate's findings.
 */
import path from 'node:path';
import { ConfigError } from '../../../src/core/errors.js';
import type { Report, SplitReport } from '../../../src/core/report/schema.js';
import { ReportSchema } from '../../../src/core/report/schema.js';
import { splitMembership } from '../../../src/core/report/splits.js';
import { score } from '../../../src/core/score.js';
import { validateBenchmark } from '../../../src/core/validate.js';
import { rng, tempDir, write } from '../../support/helpers.js';

const TASKS = ['t01_v1', 't02_v1', 't03_v1', 't04_v1', 't01_v2', 't02_v2', 't03_v2'];

/** An output suite `aug` (tasks *_v1 and *_v2) with the given splits section (YAML lines, indented 4). */
function benchmark(splitsYaml: string, tasks = TASKS): string {
  const bench = tempDir('agent-eval-splits-bench-');
  write(
    path.join(bench, 'aug/tasks.yaml'),
    `version: 1\ntasks:\n${tasks.map((t) => `  ${t}:\n    output:\n      - { contains: ANS-${t} }\n`).join('')}`,
  );
  write(
    path.join(bench, 'agent-eval.yml'),
    `version: 1\nname: splits\nsuites:\n  - name: aug\n    kind: output\n    tasks: aug/tasks.yaml\n    trials: 3\n${splitsYaml}`,
  );
  return bench;
}

type Outcome = 'right' | 'wrong' | 'missing' | 'malformed';

/** Writes the run: outcome per trial and task. */
function run(outcomes: Record<string, Record<string, Outcome>>): string {
  const dir = tempDir('agent-eval-splits-run-');
  for (const [trial, byTask] of Object.entries(outcomes)) {
    for (const [task, what] of Object.entries(byTask)) {
      const file = path.join(dir, 'aug', trial, `${task}.json`);
      if (what === 'missing') continue;
      if (what === 'malformed') write(file, `{"task_id": "${task}", `);
      else write(file, { task_id: task, full_text: what === 'right' ? `the answer is ANS-${task}` : 'no idea' });
    }
  }
  return dir;
}

const SPLITS = '    splits:\n      v1: "*_v1"\n      v2: [t01_v2, t02_v2, t03_v2]\n';

function splitOf(report: Report, name: string): SplitReport {
  return report.suites[0]!.splits!.find((s) => s.name === name)!;
}

test('random runs: every split figure is the one counted from the records, the suite figures are those without splits', async () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const r = rng(seed);
    const outcomes: Record<string, Record<string, Outcome>> = {};
    for (const trial of ['trial-1', 'trial-2', 'trial-3']) {
      outcomes[trial] = Object.fromEntries(
        TASKS.map((t) => [t, r.pick<Outcome>(['right', 'right', 'wrong', 'wrong', 'missing', 'malformed'])]),
      );
    }
    const dir = run(outcomes);
    const withSplits = await score({ benchmarkDir: benchmark(SPLITS), runDir: dir });
    const without = await score({ benchmarkDir: benchmark(''), runDir: dir });
    expect(ReportSchema.safeParse(withSplits).success).toBe(true);
    const { splits, ...suite } = withSplits.suites[0]!;
    // The suite's own figures are untouched by its splits.
    expect(suite).toEqual(without.suites[0]);
    expect(splits!.map((s) => [s.name, s.tasks])).toEqual([
      ['v1', 4],
      ['v2', 3],
    ]);
    for (const split of splits!) {
      const tasks = TASKS.filter((t) => t.endsWith(`_${split.name}`));
      for (const t of split.trials) {
        const o = outcomes[t.name]!;
        const right = tasks.filter((k) => o[k] === 'right').length;
        const scored = tasks.filter((k) => o[k] === 'right' || o[k] === 'wrong').length;
        // A malformed record names no task: its error counts against every split of its trial.
        const errors = TASKS.filter((k) => o[k] === 'malformed').length;
        const missing = tasks.filter((k) => o[k] === 'missing' || o[k] === 'malformed');
        expect([t.coverage.expected, t.coverage.scored, t.coverage.missing_tasks, t.coverage.errors]).toEqual([
          tasks.length,
          scored,
          missing,
          errors,
        ]);
        expect(t.valid).toBe(errors === 0);
        expect(t.final).toBe(errors === 0 && missing.length === 0);
        expect(t.metrics.SR_percent!.value).toBe(t.final ? Math.round((1e6 * right) / tasks.length) / 1e4 : null);
        expect(t.metrics.observed_SR_percent!.value).toBe(
          errors === 0 && scored > 0 ? Math.round((1e6 * right) / scored) / 1e4 : null,
        );
      }
      expect(split.valid).toBe(split.trials.every((t) => t.valid));
      expect(split.final).toBe(split.trials.every((t) => t.final));
      // pass^1 over the tasks with a valid verdict in every trial.
      const counted = tasks.filter((k) => Object.values(outcomes).every((o) => o[k] === 'right' || o[k] === 'wrong'));
      expect(split.reliability.tasks).toBe(counted.length);
      if (counted.length > 0) {
        const passHat1 =
          counted.reduce((n, k) => n + Object.values(outcomes).filter((o) => o[k] === 'right').length / 3, 0) /
          counted.length;
        expect(split.reliability.pass_hat_k['1']).toBeCloseTo(passHat1, 6);
      }
    }
  }
});

test('one split final, the other not: the first publishes its headline figures, the second and the suite withhold theirs', async () => {
  const all = (what: Outcome) => Object.fromEntries(TASKS.map((t) => [t, what]));
  const outcomes = {
    'trial-1': all('right'),
    'trial-2': all('right'),
    'trial-3': { ...all('right'), t02_v2: 'missing' as const },
  };
  const report = await score({ benchmarkDir: benchmark(SPLITS), runDir: run(outcomes) });
  expect(report.suites[0]!.final).toBe(false);
  expect(splitOf(report, 'v1')).toMatchObject({ valid: true, final: true });
  expect(splitOf(report, 'v1').trials.map((t) => t.metrics.SR_percent!.value)).toEqual([100, 100, 100]);
  expect(splitOf(report, 'v2')).toMatchObject({ valid: true, final: false });
  expect(splitOf(report, 'v2').trials[2]!.coverage.missing_tasks).toEqual(['t02_v2']);
  expect(splitOf(report, 'v2').trials[2]!.metrics.SR_percent!.value).toBeNull();
});

test('an error tied to no task (a record naming no task of the suite) counts against every split', async () => {
  const all = Object.fromEntries(TASKS.map((t) => [t, 'right' as const]));
  const dir = run({ 'trial-1': all, 'trial-2': all, 'trial-3': all });
  write(path.join(dir, 'aug', 'trial-2', 'stray.json'), '[1, 2');
  const report = await score({ benchmarkDir: benchmark(SPLITS), runDir: dir });
  const errors = report.suites[0]!.trials[1]!.errors;
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.every((e) => e.task === null)).toBe(true);
  for (const name of ['v1', 'v2']) {
    expect(splitOf(report, name).valid).toBe(false);
    expect(splitOf(report, name).trials.map((t) => t.valid)).toEqual([true, false, true]);
  }
});

test('a task in no split or in two is named in the suite notes when scoring, and each is a problem of validate naming the task and the splits', async () => {
  const splits =
    '    publish: false\n    splits:\n      v1: "*_v1"\n      early: "t0[12]_*"\n      v2: [t02_v2, t09_v2]\n      none: "x*"\n';
  const bench = benchmark(splits);
  const all = Object.fromEntries(TASKS.map((t) => [t, 'right' as const]));
  const report = await score({ benchmarkDir: bench, runDir: run({ 'trial-1': all, 'trial-2': all, 'trial-3': all }) });
  expect(report.suites[0]!.publish).toBe(false);
  expect(report.suites[0]!.notes).toEqual([
    "1 task(s) are in no split (they count in the suite's own figures only): t03_v2.",
    '3 task(s) are in several splits (they count in each): t01_v1 (v1, early), t02_v1 (v1, early), t02_v2 (early, v2).',
  ]);
  // Counted in each split it is in.
  expect(splitOf(report, 'early').tasks).toBe(4);
  expect(splitOf(report, 'none')).toMatchObject({ tasks: 0, final: false });

  const result = await validateBenchmark(bench);
  expect(result.suites[0]!.splits).toEqual([
    { name: 'v1', tasks: 4 },
    { name: 'early', tasks: 4 },
    { name: 'v2', tasks: 1 },
    { name: 'none', tasks: 0 },
  ]);
  expect(result.findings.map((f) => [f.task, f.problem])).toEqual([
    ['t03_v2', 'the task is in no split (splits: v1, early, v2, none)'],
    ['t01_v1', 'the task is in 2 splits: v1, early (a task belongs to one split)'],
    ['t02_v1', 'the task is in 2 splits: v1, early (a task belongs to one split)'],
    ['t02_v2', 'the task is in 2 splits: early, v2 (a task belongs to one split)'],
    ['t09_v2', "split v2 lists the task, which is not in the suite's catalog"],
    [null, 'split none ("x*") holds no task of the catalog'],
  ]);
  expect(result.findings.every((f) => f.suite === 'aug' && !f.warning)).toBe(true);
  // The example's splits are clean.
  expect((await validateBenchmark(benchmark(SPLITS))).findings).toEqual([]);
});

test('the manifest refuses a split glob that does not compile, an empty splits map and a split name that is not a name', async () => {
  for (const [yaml, problem] of [
    ['    splits:\n      v1: "t[0"\n', /splits.*v1.*invalid glob/s],
    ['    splits: {}\n', /declares no split/],
    ['    splits:\n      "v 1": "*_v1"\n', /splits/],
  ] as const) {
    await expect(validateBenchmark(benchmark(yaml))).rejects.toThrow(ConfigError);
    await expect(validateBenchmark(benchmark(yaml))).rejects.toThrow(problem);
  }
});

test('splitMembership: a list holds exactly its keys, a glob is matched against the whole key', () => {
  const m = splitMembership({ a: ['t01_v1', 'zz'], b: '*_v2', c: 't0?_v1' }, TASKS);
  expect(Object.fromEntries(m.members)).toEqual({
    a: ['t01_v1'],
    b: ['t01_v2', 't02_v2', 't03_v2'],
    c: ['t01_v1', 't02_v1', 't03_v1', 't04_v1'],
  });
  expect(m.unassigned).toEqual([]);
  expect(m.overlapping).toEqual([{ task: 't01_v1', splits: ['a', 'c'] }]);
});

test('a report read back with a split glob that does not compile: the views match nothing for it and do not throw; an overlong glob is refused', async () => {
  const all = Object.fromEntries(TASKS.map((t) => [t, 'right' as const]));
  const report = await score({
    benchmarkDir: benchmark(SPLITS),
    runDir: run({ 'trial-1': all, 'trial-2': all, 'trial-3': all }),
  });
  const forged = JSON.parse(JSON.stringify(report)) as Report;
  forged.suites[0]!.splits![0]!.match = 't[0';
  expect(ReportSchema.safeParse(forged).success).toBe(true);
  const { renderCsv } = await import('../../../src/core/views/csv.js');
  const { renderMarkdown } = await import('../../../src/core/views/markdown.js');
  const { renderText } = await import('../../../src/core/views/text.js');
  const csv = renderCsv(forged).split('\n');
  expect(csv.find((l) => l.startsWith('aug,trial-1,t01_v1,'))).toContain('t01_v1.json,,'); // in no split now
  expect(csv.find((l) => l.startsWith('aug,trial-1,t01_v2,'))).toContain('t01_v2.json,v2');
  expect(renderMarkdown(forged)).toContain('#### Splits of `aug`');
  expect(renderText(forged)).toContain('Splits: v1 (4 task(s)) FINAL, v2 (3 task(s)) FINAL');
  const { suitesAndSplits } = await import('../../../src/core/report/splits.js');
  expect(suitesAndSplits(forged)[1]!.trials[0]!.verdicts).toEqual([]);
  forged.suites[0]!.splits![0]!.match = '*'.repeat(1001);
  expect(ReportSchema.safeParse(forged).success).toBe(false);
});
