/**
 * The checkpoint-inputs import (core/import/checkpoint-inputs.ts): the seed example of
 * AgentWorld's metrics.md, the stage → suite mapping, and every rejection rule
 * (each a named error, never a zero, the other rows still imported).
 */
import { openBenchmark } from '../../../src/core/benchmark.js';
import {
  CHECKPOINT_INPUTS_SOURCE,
  importCheckpointInputs,
  importStageFindings,
  readRow,
  stageSuites,
} from '../../../src/core/import/checkpoint-inputs.js';
import { validateBenchmark } from '../../../src/core/validate.js';
import type { Report } from '../../../src/core/report/schema.js';
import { ReportSchema } from '../../../src/core/report/schema.js';
import { makeBenchmark } from '../../support/helpers.js';

const MAIN = ['task_01_collect_logs_kill_zombies', 'task_02_craft_staff'];
const AUGMENTED = ['task_01_collect_logs_v1', 'task_01_collect_logs_v2'];

function bench(extra = '') {
  return makeBenchmark({
    tasks: { main: MAIN, augmented: AUGMENTED },
    suiteYaml: (suite) => `  - name: ${suite}
    kind: trajectory
    tasks: tasks/${suite}/*.yaml
    verifier: { command: [python3, verifiers/scripted.py] }
    psr:
      method: checkpoint_fraction_v1
      upper_bounds: [Rounds]
${suite === 'main' ? `      targets: { task_02_craft_staff: { Alive: 4 } }\n${extra}` : ''}`,
  });
}

const row = (over: Record<string, unknown> = {}) => ({
  stage: 'main',
  task: MAIN[0],
  success: false,
  message: 'Logs: 3/5, Kills: 0/3, All alive: True',
  CCE: 0,
  rounds: 10,
  chats: 4,
  ...over,
});

async function run(value: unknown, flags: string[] = []) {
  const benchmark = await openBenchmark(bench());
  return importCheckpointInputs({ benchmark, stages: stageSuites(benchmark, flags), value, file: 'inputs.json' });
}

const suiteOf = (report: Report | null, name: string) => report!.suites.find((s) => s.name === name)!;
const trialOf = (report: Report | null, name: string) => suiteOf(report, name).trials[0]!;

describe('the seed example of metrics.md', () => {
  test('the failed row has credits 0.6, 0, 1: PSR 53.33%; with one success the two-task PSR is 76.67% and SR 50%', async () => {
    const one = await run({ m: [row()] });
    const t1 = trialOf(one.models[0]!.report, 'main');
    expect(t1.verdicts[0]!.details.psr_credit).toBeCloseTo((0.6 + 0 + 1) / 3, 12);
    expect(t1.metrics.observed_PSR_percent!.value).toBe(53.3333);
    expect(t1.metrics.PSR_percent!.value).toBeNull(); // one of two tasks: not final

    const two = await run({
      m: [row(), row({ task: MAIN[1], success: true, message: 'Staff crafted: True', CCE: 0.5 })],
    });
    const report = two.models[0]!.report!;
    ReportSchema.parse(report);
    const t = trialOf(report, 'main');
    expect(t.final).toBe(true);
    expect(t.metrics.PSR_percent).toMatchObject({
      value: 76.6667,
      label: 'reconstructed PSR',
      historical_implementation_reproduced: false,
      source: CHECKPOINT_INPUTS_SOURCE,
    });
    expect(t.metrics.SR_percent).toMatchObject({ value: 50, source: CHECKPOINT_INPUTS_SOURCE });
    expect(t.metrics.CCE).toMatchObject({ value: 0.25, source: 'imported' });
    expect(t.metrics.rounds_mean!.value).toBe(10);
    expect(suiteOf(report, 'main').reliability!.source).toBe(CHECKPOINT_INPUTS_SOURCE);
    expect(suiteOf(report, 'main').notes.join(' ')).toMatch(/not re-verified by agent-eval/);
    expect(report.submission.metadata).toMatchObject({
      imported_from: 'checkpoint-inputs',
      model: 'm',
      source: CHECKPOINT_INPUTS_SOURCE,
    });
  });
});

describe('stages', () => {
  test('without a mapping a stage is the trajectory suite of its name; --stage replaces it', async () => {
    const benchmark = await openBenchmark(bench());
    expect([...stageSuites(benchmark)].map(([s, suite]) => `${s}=${suite.name}`)).toEqual([
      'main=main',
      'augmented=augmented',
    ]);
    expect([...stageSuites(benchmark, ['aug=augmented'])].map(([s, suite]) => `${s}=${suite.name}`)).toEqual([
      'aug=augmented',
    ]);
    expect(() => stageSuites(benchmark, ['aug=nope'])).toThrow(/no trajectory suite nope/);
    expect(() => stageSuites(benchmark, ['aug'])).toThrow(/expected STAGE=SUITE/);
  });

  test('two suites declaring one stage: refused by the import, a finding of validate', async () => {
    const dir = makeBenchmark({
      tasks: { main: MAIN, augmented: AUGMENTED },
      suiteYaml: (suite) =>
        `  - name: ${suite}\n    kind: trajectory\n    tasks: tasks/${suite}/*.yaml\n    verifier: { command: [python3, verifiers/scripted.py] }\n    import: { stage: main }\n`,
    });
    const benchmark = await openBenchmark(dir);
    expect(() => stageSuites(benchmark)).toThrow(/suites main and augmented both declare import.stage main/);
    expect(importStageFindings(benchmark)).toEqual([
      {
        suite: 'augmented',
        task: null,
        problem: "import.stage main is also suite main's: each checkpoint-inputs stage maps to one suite",
      },
    ]);
    const validated = await validateBenchmark(dir);
    expect(validated.findings.map((f) => f.problem)).toContain(
      "import.stage main is also suite main's: each checkpoint-inputs stage maps to one suite",
    );
  });

  test('the manifest maps stages with import.stage', async () => {
    const benchmark = await openBenchmark(bench('    import: { stage: primary }\n'));
    expect([...stageSuites(benchmark)].map(([s, suite]) => `${s}=${suite.name}`)).toEqual(['primary=main']);
  });
});

describe('rejections: a named error, never a zero, the rest imported', () => {
  test('duplicate rows: both named, neither used', async () => {
    const r = await run({
      m: [row(), row({ message: 'Logs: 5/5' }), row({ task: MAIN[1], success: true, message: 'ok: True', CCE: 1 })],
    });
    const t = trialOf(r.models[0]!.report, 'main');
    expect(t.errors.filter((e) => /Duplicate row/.test(e.message)).map((e) => e.record)).toEqual(['row 0', 'row 1']);
    expect(t.verdicts.find((v) => v.task === MAIN[0])!.status).toBe('error');
    expect(t.verdicts.find((v) => v.task === MAIN[1])!.status).toBe('success');
    expect(t.valid).toBe(false);
    expect(t.metrics.SR_percent!.value).toBeNull();
    expect(r.models[0]!.errors.join('\n')).toMatch(
      /inputs\.json: model m, suite main, row 0, task task_01_collect_logs_kill_zombies: Duplicate row .*also row 1/,
    );
  });

  test.each([
    ['a task not in the catalog', { task: 'task_99_nope' }, /Task task_99_nope is not in suite main's catalog/],
    [
      'an augmented stem without variant suffix',
      { stage: 'augmented', task: 'task_01_collect_logs' },
      /augmented task task_01_collect_logs has no variant suffix/,
    ],
    ['a non-boolean success', { success: 'true' }, /success must be true or false, got "true"/],
    ['a CCE outside [0, 1]', { success: true, CCE: 1.5 }, /CCE must be in \[0, 1\], got 1\.5/],
    ['a negative rounds', { rounds: -1 }, /rounds must be nonnegative, got -1/],
    ['a non-numeric chats', { chats: '4' }, /chats must be a number, got "4"/],
    ['a missing CCE', { CCE: undefined }, /CCE must be a number, got nothing/],
    ['a CCE above 0 on a failed task', { CCE: 0.25 }, /CCE 0\.25 on a failed task/],
    ['an unmapped stage', { stage: 'bonus' }, /stage "bonus" maps to no suite/],
  ] as Array<[string, Record<string, unknown>, RegExp]>)('%s', async (_what, over, message) => {
    const r = await run({
      m: [row(over), row({ task: MAIN[1], success: true, message: 'ok: True', CCE: 1 })],
      other: [row()],
    });
    const m = r.models.find((x) => x.model === 'm')!;
    expect(m.errors.join('\n')).toMatch(message);
    expect(m.errors.join('\n')).toMatch(/^inputs\.json: model m, .*row 0/);
    const main = suiteOf(m.report, 'main');
    // (an augmented row is an error of the augmented suite; a row of no stage, of every suite)
    expect(suiteOf(m.report, over.stage === 'augmented' ? 'augmented' : 'main').valid).toBe(false);
    // Never a zero: no figure that the error could have lowered is published.
    if (over.stage !== 'augmented')
      for (const metric of ['SR_percent', 'observed_SR_percent', 'PSR_percent', 'observed_PSR_percent'])
        expect(main.trials[0]!.metrics[metric]!.value).toBeNull();
    // The rest is imported: the other row is a verdict, the other model untouched.
    expect(main.trials[0]!.verdicts.find((v) => v.task === MAIN[1])!.status).toBe('success');
    expect(r.models.find((x) => x.model === 'other')!.errors).toEqual([]);
  });

  test.each([
    ['an unknown message format', 'Logs: three of five', /unknown checkpoint format/],
    ['an unknown bare target', 'Alive: 3', /bare value with no target/],
    ['a nonpositive target', 'Logs: 3/0', /nonpositive target 0/],
  ] as Array<[string, string, RegExp]>)(
    '%s: an error of PSR, named; PSR withheld, the verdict and the other figures stand',
    async (_what, message, error) => {
      const r = await run({
        m: [row({ message }), row({ task: MAIN[1], success: true, message: 'ok: True', CCE: 1 })],
      });
      const m = r.models.find((x) => x.model === 'm')!;
      expect(m.errors.join('\n')).toMatch(error);
      expect(m.errors.join('\n')).toMatch(
        /^inputs\.json: model m, suite main, row 0, task task_01_collect_logs_kill_zombies: PSR: /,
      );
      const main = suiteOf(m.report, 'main');
      expect(main.valid).toBe(true);
      const t = main.trials[0]!;
      expect(t.errors).toEqual([]);
      expect(t.verdicts.find((v) => v.task === MAIN[0])!.status).toBe('failure');
      for (const metric of ['PSR_percent', 'observed_PSR_percent'])
        expect(t.metrics[metric]).toMatchObject({ value: null, withheld: [{ task: MAIN[0], record: 'row 0' }] });
      expect(t.metrics.observed_SR_percent!.value).toBe(50);
    },
  );

  test('a model whose rows are not an array, or whose name is no directory name, is not imported; the others are', async () => {
    const r = await run({ a: 5, '../up': [row()], 'index.json': [row()], ok: [row()] });
    const by = Object.fromEntries(r.models.map((m) => [m.model, m]));
    expect(by.a!.report).toBeNull();
    expect(by.a!.errors[0]).toMatch(/model a: not an array of rows, got 5/);
    expect(by['../up']!.report).toBeNull();
    expect(by['index.json']!.errors[0]).toMatch(/index file/);
    expect(by.ok!.report).not.toBeNull();
  });

  test('not an object at all', async () => {
    expect((await run([row()])).errors[0]).toMatch(/not checkpoint inputs/);
  });

  test('readRow names every bad field', () => {
    const r = readRow({ stage: 'main', task: 't', success: 1, message: 2, CCE: -0.1, rounds: 'x', chats: -3 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual([
      'success must be true or false, got 1',
      "message must be the verifier's message (a string), got 2",
      'CCE must be in [0, 1], got -0.1',
      'rounds must be a number, got "x"',
      'chats must be nonnegative, got -3',
    ]);
  });
});
