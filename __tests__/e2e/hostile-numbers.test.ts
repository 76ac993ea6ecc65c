/**
 * Numbers from outside never cost a report: a submission's counts are checked where they are
 * read (a named error on the record, never a zero), a verifier message that echoes an
 * out-of-range number is an error too, every derived figure is checked before it goes into a
 * report (merge of forged partials: a figure that is not finite is withheld, the others stand), and the writer itself
 * cannot lose a report to the schema.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ReportSchema, type Report } from '../../src/core/report/schema.js';
import { writeReport } from '../../src/core/report/write.js';
import { redact } from '../../src/core/report/redact.js';
import { score } from '../../src/core/score.js';
import { cli, makeBenchmark, readReport, tempDir, trajectory, writeRecords } from '../support/helpers.js';

const HUGE = 1.7e308;

function hugeRounds(task: string) {
  const r = trajectory({ task_key: task }, { success: true });
  return { ...r, metrics: { ...r.metrics, total_rounds: HUGE } };
}

test('score: counts out of range (1.7e308 twice, a mean of Infinity), a string and a negative are named errors on their records; the report is written', async () => {
  const bench = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: hugeRounds('task_01_logs'),
    b: hugeRounds('task_02_staff'),
    c: trajectory({ task_key: 'task_03_weapons' }, { success: true }),
  });
  const chats = (task: string, total_chats: unknown) => {
    const r = trajectory({ task_key: task }, { success: true });
    return { ...r, metrics: { ...r.metrics, total_chats } };
  };
  // A verifier message may echo the submission's numbers: 400 digits are Infinity to Number().
  const echo = trajectory({ task_key: 'task_03_weapons' }, { success: false, message: `Logs: 3/${'9'.repeat(400)}` });
  writeRecords(run, 'main', 'trial-2', { a: chats('task_01_logs', 'many'), b: chats('task_02_staff', -1), c: echo });
  const out = path.join(tempDir(), 'out');
  const r = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  expect(r.stderr).not.toMatch(/internal error/);
  expect(r.code).toBe(1);
  for (const f of ['scores.json', 'summary.md', 'summary.csv']) expect(existsSync(path.join(out, f))).toBe(true);
  const report = readReport(out);
  expect(report.status).toBe('invalid');
  const [one, two] = report.suites[0].trials;
  const COUNT = 'a whole number from 0 to 9007199254740991';
  expect(one.errors).toEqual([
    {
      task: null,
      record: 'a_trajectory.json',
      stage: 'record',
      message: `metrics.total_rounds must be ${COUNT}, got 1.7e+308`,
    },
    {
      task: null,
      record: 'b_trajectory.json',
      stage: 'record',
      message: `metrics.total_rounds must be ${COUNT}, got 1.7e+308`,
    },
  ]);
  expect(one.verdicts.map((v: { task: string }) => v.task)).toEqual(['task_03_weapons']);
  expect(one.metrics.rounds_mean.value).toBe(2);
  expect(two.errors).toEqual([
    {
      task: null,
      record: 'a_trajectory.json',
      stage: 'record',
      message: `metrics.total_chats must be ${COUNT}, got "many"`,
    },
    {
      task: null,
      record: 'b_trajectory.json',
      stage: 'record',
      message: `metrics.total_chats must be ${COUNT}, got -1`,
    },
  ]);
  // An error of PSR alone: it withholds PSR, naming the task (docs/output.md).
  expect(two.metrics.PSR_percent.withheld).toEqual([
    {
      task: 'task_03_weapons',
      record: 'c_trajectory.json',
      message: `PSR: cannot read checkpoint ${JSON.stringify(`Logs: 3/${'9'.repeat(400)}`.slice(0, 200))}: target must be a finite number, got Infinity`,
    },
  ]);
  expect(two.verdicts[0].details.psr_credit).toBeNull();
  const summary = readFileSync(path.join(out, 'summary.md'), 'utf8');
  expect(summary).toContain('metrics.total\\_rounds must be a whole number from 0 to 9007199254740991, got 1.7e\\+308');
});

test('merge: forged partials whose counts sum past the largest number: the figure is withheld and named, the report is written', async () => {
  const bench = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, { success: true }),
    b: trajectory({ task_key: 'task_02_staff' }, { success: true }),
    c: trajectory({ task_key: 'task_03_weapons' }, { success: true }),
  });
  const shard = tempDir();
  expect((await cli('score', '--benchmark', bench, '--run', run, '--out', shard, '--shard', '1/1')).code).toBe(0);
  const file = path.join(shard, 'partial.json');
  const partial = JSON.parse(readFileSync(file, 'utf8'));
  // Finite each (the partial schema accepts them), Infinity as a sum.
  for (const v of partial.suites[0].trials[0].verdicts.slice(0, 2)) v.details.rounds = HUGE;
  writeFileSync(file, JSON.stringify(partial));
  const out = path.join(tempDir(), 'merged');
  const r = await cli('merge', shard, '--out', out);
  expect(r.stderr).not.toMatch(/internal error/);
  // An error of one metric withholds that metric, not the trial (docs/output.md).
  expect(r.code).toBe(0);
  const report = readReport(out);
  expect(report.status).toBe('final');
  const trial = report.suites[0].trials[0];
  expect(trial.valid).toBe(true);
  expect(trial.errors).toEqual([]);
  expect(trial.coverage.errors).toBe(0);
  const withheld = [
    { task: null, record: null, message: 'rounds_mean is Infinity, not a finite number: an input is out of range' },
  ];
  expect(trial.metrics.rounds_mean).toMatchObject({
    value: null,
    withheld,
    note: 'withheld: rounds_mean is Infinity, not a finite number: an input is out of range',
  });
  // The other figures stand.
  expect(trial.metrics.SR_percent.value).toBe(100);
  expect(trial.metrics.chats_mean.value).not.toBeNull();
  expect(readFileSync(path.join(out, 'summary.md'), 'utf8')).toContain(
    'Rounds (mean) withheld:** rounds\\_mean is Infinity, not a finite number',
  );
});

test('the writer cannot lose a report to its schema: what fails is replaced by null, left out or dropped, named in the report and returned', async () => {
  const bench = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, { success: true }),
    b: trajectory({ task_key: 'task_02_staff' }, { success: false, message: 'Logs: 1/5' }),
  });
  writeRecords(run, 'main', 'trial-2', { a: trajectory({ task_key: 'task_01_logs' }, { success: true }) });
  const report: Report = await score({ benchmarkDir: bench, runDir: run });
  expect(ReportSchema.safeParse(report).success).toBe(true);
  const suite = report.suites[0]!;
  const [one, two] = suite.trials;
  // What no check upstream should ever let through, each in a different place of the schema.
  one!.verdicts[0]!.details.rounds = NaN; // nullable: null
  one!.metrics.SR_percent!.value = -Infinity; // nullable: null
  suite.reliability!.trials[0]!.wilson_95!.low = Infinity; // not nullable, required: its nullable parent goes
  two!.coverage.expected = Infinity; // nowhere nullable: the trial goes
  report.suites.push(structuredClone(suite)); // a repeated name: the repeat goes

  const out = tempDir();
  const written = await writeReport(redact(report), out);
  const saved = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8'));
  expect(ReportSchema.safeParse(saved).success).toBe(true);
  expect(saved).toEqual(JSON.parse(JSON.stringify(written.report)));
  expect({ status: saved.status, valid: saved.valid, final: saved.final }).toEqual({
    status: 'invalid',
    valid: false,
    final: false,
  });
  expect(saved.suites).toHaveLength(1);
  const [kept] = saved.suites[0].trials;
  expect(saved.suites[0].trials.map((t: { name: string }) => t.name)).toEqual(['trial-1']);
  expect(kept.verdicts[0].details.rounds).toBeNull();
  expect(kept.metrics.SR_percent.value).toBeNull();
  expect(saved.suites[0].reliability.trials[0].wilson_95).toBeNull();
  expect(written.problems).toEqual([
    // (a list that repeats a name is refused before its items are looked at)
    'suites: the suite names of a report must be unique: 2 are named "main"; 1 repeated item(s) left out',
    'suites[0].trials[0].metrics.SR_percent.value (suite main, trial trial-1): Invalid input: expected number, received -Infinity; replaced by null',
    'suites[0].trials[0].verdicts[0].details.rounds (suite main, trial trial-1): Invalid input; replaced by null',
    'suites[0].reliability.trials[0].wilson_95 (suite main): Invalid input: expected number, received Infinity at suites[0].reliability.trials[0].wilson_95.low; replaced by null',
    'suites[0].trials[1] (suite main, trial trial-2): Invalid input: expected number, received Infinity at suites[0].trials[1].coverage.expected; this item is left out',
  ]);
  expect(saved.errors).toEqual(
    written.problems.map((p) => ({
      task: null,
      record: null,
      stage: 'report',
      message: `could not be written as computed: ${p}`,
    })),
  );
  const summary = readFileSync(path.join(out, 'summary.md'), 'utf8');
  expect(summary).toMatch(/^## agent-eval: test-bench — ❌ INVALID\n/);
  expect(summary).toContain(
    '**This report could not be written whole: 5 part(s) were replaced or left out, and the report is invalid:**',
  );
  expect(existsSync(path.join(out, 'summary.csv'))).toBe(true);
});
