/**
 * End to end through the CLI entry (in-process) with real Python verifier subprocesses and
 * real files: coverage, errors on records, self-reports, identity, the worked PSR example.
 */
import { mkfifoSync } from '../support/fifo.js';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { cli, makeBenchmark, readReport, tempDir, trajectory, write, writeRecords } from '../support/helpers.js';

const ok = (message = '') => ({ success: true, message });
const fail = (message: string) => ({ success: false, message });

async function scoreRun(bench: string, run: string, ...extra: string[]) {
  const out = tempDir('agent-eval-out-');
  const result = await cli('score', '--benchmark', bench, '--run', run, '--out', out, ...extra);
  return { ...result, report: readReport(out), out };
}

test("the worked example: one success and one 'Logs: 3/5, Kills: 0/3, All alive: True' failure give PSR 76.67%, SR 50%", async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs', 'task_02_staff'] } });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, fail('Logs: 3/5, Kills: 0/3, All alive: True')),
    b: trajectory({ task_key: 'task_02_staff' }, ok('Staff crafted: True')),
  });
  const { code, report } = await scoreRun(bench, run);
  expect(code).toBe(0);
  const trial = report.suites[0].trials[0];
  expect(report.status).toBe('final');
  expect(trial.metrics.SR_percent.value).toBe(50);
  expect(trial.metrics.PSR_percent.value).toBeCloseTo(76.67, 2);
  expect(trial.metrics.PSR_percent).toMatchObject({
    label: 'reconstructed PSR',
    historical_implementation_reproduced: false,
  });
  expect(trial.verdicts.find((v: { task: string }) => v.task === 'task_01_logs').details.psr_credit).toBeCloseTo(
    0.5333,
    4,
  );
});

test('partial coverage: SR withheld, observed SR given, missing task listed, exit 1; --fail-on invalid exits 0', async () => {
  const bench = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, ok()),
    b: trajectory({ task_key: 'task_02_staff' }, fail('Staff crafted: False')),
  });
  const first = await scoreRun(bench, run);
  expect(first.code).toBe(1);
  const trial = first.report.suites[0].trials[0];
  expect(first.report).toMatchObject({ status: 'not_final', valid: true, final: false });
  expect(trial.coverage).toEqual({ expected: 3, scored: 2, missing_tasks: ['task_03_weapons'], errors: 0 });
  expect(trial.metrics.SR_percent.value).toBeNull();
  expect(trial.metrics.observed_SR_percent.value).toBe(50);
  expect(first.stdout).toContain('  trial-1: 1 missing: task_03_weapons\n');
  expect(first.stdout).toContain('— (observed 50.00)');
  expect((await scoreRun(bench, run, '--fail-on', 'invalid')).code).toBe(0);
});

test('a record claiming task_verified_success: true that the verifier fails is a failure', async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs'] } });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, fail('Logs: 1/5'), {
      metrics: { task_verified_success: true, total_rounds: 2, total_chats: 1 },
    }),
  });
  const { report, stdout } = await scoreRun(bench, run);
  const v = report.suites[0].trials[0].verdicts[0];
  expect(v).toMatchObject({ status: 'failure', success: false, details: { claimed_success: true } });
  expect(report.suites[0].trials[0].metrics.SR_percent.value).toBe(0);
  expect(stdout).toMatch(/1 record\(s\) claimed success that the verifier did not confirm/);
});

test('bad records are named errors on their record; the report is invalid, exit 1, and the other tasks are still scored', async () => {
  const bench = makeBenchmark({
    tasks: { main: ['task_01_logs', 'task_02_staff', 'task_03_weapons', 'task_04_mine', 'task_05_trade'] },
  });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    dup1: trajectory({ task_key: 'task_01_logs' }, ok()),
    dup2: trajectory({ task_key: 'task_01_logs' }, ok()),
    empty: { task_key: 'task_02_staff', rounds: [], metrics: {} },
    outside: trajectory({ task_key: 'task_99_other' }, ok()),
    good: trajectory({ task_key: 'task_04_mine' }, fail('Iron: 1/3')),
    good2: trajectory({ task_id: 'task_05' }, ok()),
  });
  write(path.join(run, 'main/trial-1/broken_trajectory.json'), '{"task_key": "task_03_weapons", "rounds": [');
  const { code, report } = await scoreRun(bench, run);
  expect(code).toBe(1);
  expect(report).toMatchObject({ status: 'invalid', valid: false, final: false });
  const trial = report.suites[0].trials[0];
  const messages = trial.errors.map((e: { record: string; message: string }) => `${e.record}: ${e.message}`);
  expect(messages).toEqual(
    expect.arrayContaining([
      'dup1_trajectory.json: 2 trajectory records for task_01_logs in one trial (dup1_trajectory.json and dup2_trajectory.json): keep one record per task and remove the other',
      'dup2_trajectory.json: 2 trajectory records for task_01_logs in one trial (dup1_trajectory.json and dup2_trajectory.json): keep one record per task and remove the other',
      'empty_trajectory.json: No recorded rounds',
      "outside_trajectory.json: Task task_99_other is not in the selected suite; name one of the suite's tasks",
      expect.stringMatching(/^broken_trajectory\.json: Malformed JSON/),
    ]),
  );
  expect(trial.metrics.observed_SR_percent.value).toBeNull();
  const scored = trial.verdicts
    .filter((v: { status: string }) => v.status !== 'error')
    .map((v: { task: string }) => v.task);
  expect(scored).toEqual(['task_04_mine', 'task_05_trade']);
  expect(trial.verdicts.find((v: { task: string }) => v.task === 'task_01_logs').status).toBe('error');
});

test('in a suite whose variants share a prefix, an id-only record is an error asking for task_key', async () => {
  const bench = makeBenchmark({ tasks: { augmented: ['task_01_logs_v1', 'task_01_logs_v2'] } });
  const run = tempDir();
  writeRecords(run, 'augmented', 'trial-1', {
    a: trajectory({ task_id: 'task_01' }, ok()),
    b: trajectory({ task_key: 'task_01_logs_v2' }, ok()),
  });
  const { report } = await scoreRun(bench, run);
  const trial = report.suites[0].trials[0];
  expect(trial.errors).toEqual([
    {
      task: null,
      record: 'a_trajectory.json',
      stage: 'identity',
      message: 'Ambiguous or unknown task_id task_01; supply task_key',
    },
  ]);
  expect(trial.coverage.missing_tasks).toEqual(['task_01_logs_v1']);
});

test('a task_source naming a file elsewhere is identified by its stem only, and that file is never opened', async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs', 'scripted'] } });
  const run = tempDir();
  // A FIFO blocks whoever opens it: if anything opened the named path, this test would hang.
  const trap = path.join(tempDir(), 'task_01_logs.yaml');
  mkfifoSync(trap);
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_source: trap }, ok()),
    b: trajectory({ task_source: path.join(bench, 'verifiers/scripted.py') }, fail('Logs: 0/1')),
  });
  const { report } = await scoreRun(bench, run);
  const verdicts = report.suites[0].trials[0].verdicts.map((v: { task: string; status: string }) => [v.task, v.status]);
  expect(verdicts).toEqual([
    ['scripted', 'failure'],
    ['task_01_logs', 'success'],
  ]);
});

test('a record symlinked to a file outside the submission is an error and is not read', async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs'] } });
  const run = tempDir();
  const outside = write(path.join(tempDir(), 'secret_trajectory.json'), trajectory({ task_key: 'task_01_logs' }, ok()));
  write(path.join(run, 'main/trial-1/readme.txt'), 'x');
  symlinkSync(outside, path.join(run, 'main/trial-1/a_trajectory.json'));
  const { report } = await scoreRun(bench, run);
  const trial = report.suites[0].trials[0];
  expect(trial.errors).toEqual([
    {
      task: null,
      record: 'a_trajectory.json',
      stage: 'discovery',
      message: 'symlink points outside the submission; not read',
    },
  ]);
  expect(trial.verdicts).toEqual([]);
});

test('trials are scored separately; the directory itself is the only trial when it has no trial-* folders', async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs'] } });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', { a: trajectory({ task_key: 'task_01_logs' }, ok()) });
  writeRecords(run, 'main', 'trial-2', { a: trajectory({ task_key: 'task_01_logs' }, fail('Logs: 0/1')) });
  writeRecords(run, 'main', 'trial-10', { a: trajectory({ task_key: 'task_01_logs' }, fail('Logs: 0/1')) });
  const { report } = await scoreRun(bench, run);
  const trials = report.suites[0].trials.map((t: { name: string; metrics: { SR_percent: { value: number } } }) => [
    t.name,
    t.metrics.SR_percent.value,
  ]);
  expect(trials).toEqual([
    ['trial-1', 100],
    ['trial-2', 0],
    ['trial-10', 0],
  ]);

  const single = tempDir();
  writeRecords(single, '.', 'nested', { a: trajectory({ task_key: 'task_01_logs' }, ok()) });
  const alone = await scoreRun(bench, single, '--suite', 'main');
  expect(alone.report.suites[0].trials.map((t: { name: string; path: string }) => t.path)).toEqual(['.']);
  expect(alone.report.status).toBe('final');
});

test('a suite with no directory in the run is reported as missing, not as an error', async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs'], extra: ['task_01_x'] } });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', { a: trajectory({ task_key: 'task_01_logs' }, ok()) });
  const { report, code } = await scoreRun(bench, run);
  expect(code).toBe(1);
  expect(report.status).toBe('not_final');
  expect(report.suites[1]).toMatchObject({ name: 'extra', valid: true, final: false, trials: [] });
  expect(report.suites[1].notes[0]).toMatch(/no directory for suite extra/);
});

test('scoring the same inputs twice gives byte-identical scores.json', async () => {
  const { readFileSync } = await import('node:fs');
  const bench = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, ok()),
    b: trajectory({ task_source: 'tasks/main/task_02_staff.yaml' }, fail('Staff crafted: False')),
    c: trajectory({ task_id: 'task_03' }, 'crash'),
  });
  writeRecords(run, 'main', 'trial-2', { a: trajectory({ task_key: 'task_01_logs' }, ok()) });
  const one = await scoreRun(bench, run);
  const two = await scoreRun(bench, run);
  expect(readFileSync(path.join(one.out, 'scores.json'))).toEqual(readFileSync(path.join(two.out, 'scores.json')));
  expect(readFileSync(path.join(one.out, 'summary.md'))).toEqual(readFileSync(path.join(two.out, 'summary.md')));
});
