/**
 * An error of a metric withholds that metric, not the trial (docs/output.md): a verifier message
 * PSR cannot read leaves the failed task failed and SR, rounds and chats published, with PSR
 * withheld naming the task and the message, in scores.json, summary.md and the terminal; the
 * same rule serves every kind's metrics (an output suite's SR through a merge of partial reports).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ReportSchema } from '../../src/core/report/schema.js';
import { serializeReport } from '../support/helpers.js';
import { score, scoreShard } from '../../src/core/score.js';
import { mergePartials, type MergeInput } from '../../src/core/shard/merge.js';
import { slow } from '../setup/timeouts.js';
import { cli, makeBenchmark, readReport, tempDir, trajectory, write, writeRecords } from '../support/helpers.js';

const UNREADABLE = 'Kills: 1/3 (Skeletons)';
const PSR_ERROR = `PSR: unknown checkpoint format ${JSON.stringify(UNREADABLE)}`;

test('a verifier message PSR cannot read withholds PSR only: the report is final, the task still failed, SR, rounds and chats published, PSR withheld naming the task and message', async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs', 'task_36'] } });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, { success: true, message: 'Logs: 5/5' }),
    b: trajectory({ task_key: 'task_36' }, { success: false, message: UNREADABLE }),
  });
  const out = path.join(tempDir(), 'out');
  const r = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  expect(r.stderr).not.toMatch(/internal error/);
  // As for any final scored run.
  expect(r.code).toBe(0);
  const report = readReport(out);
  expect(ReportSchema.safeParse(report).success).toBe(true);
  expect(report).toMatchObject({ status: 'final', valid: true, final: true });
  const trial = report.suites[0].trials[0];
  expect(trial).toMatchObject({
    valid: true,
    final: true,
    errors: [],
    coverage: { expected: 2, scored: 2, missing_tasks: [], errors: 0 },
  });
  expect(trial.verdicts.find((v: { task: string }) => v.task === 'task_36')).toMatchObject({
    status: 'failure',
    success: false,
    message: UNREADABLE,
  });
  expect(trial.metrics.SR_percent.value).toBe(50);
  expect(trial.metrics.observed_SR_percent.value).toBe(50);
  expect(typeof trial.metrics.rounds_mean.value).toBe('number');
  expect(typeof trial.metrics.chats_mean.value).toBe('number');
  const withheld = [{ task: 'task_36', record: 'b_trajectory.json', message: PSR_ERROR }];
  expect(trial.metrics.PSR_percent).toMatchObject({ value: null, withheld, note: `withheld: task_36 — ${PSR_ERROR}` });
  expect(trial.metrics.observed_PSR_percent).toMatchObject({ value: null, withheld });
  // Reliability counts the verdicts: final, nothing left out.
  expect(report.suites[0].reliability).toMatchObject({ final: true, tasks: 2, incomplete_tasks: [] });

  // The views show it on the metric, not as an invalid trial.
  const md = readFileSync(path.join(out, 'summary.md'), 'utf8');
  expect(md).toContain('✅ FINAL');
  expect(md).not.toMatch(/invalid/i);
  expect(md).toContain(
    `- ⚠️ **\`main\` trial-1: PSR % (reconstructed) withheld:** task\\_36 — PSR: unknown checkpoint format "Kills: 1/3 \\(Skeletons\\)"`,
  );
  expect(md).toMatch(/\| trial-1 \| ✅ final \| 2\/2 \| 50\.00 \| withheld \|/);
  expect(r.stdout).toContain(`trial-1: PSR % (reconstructed) withheld: task_36 — ${PSR_ERROR}`);
  expect(r.stdout).not.toMatch(/INVALID/);

  // The published schema says what `withheld` is.
  const schema = await cli('schema', 'report');
  expect(schema.stdout).toContain('"withheld"');
  expect(schema.stdout).toContain('the errors of this metric that withhold it');
});

test('splits: the PSR error of a task withholds PSR in its split only', async () => {
  const bench = makeBenchmark({
    tasks: { main: ['task_01_logs', 'task_36'] },
    extraYaml: '',
    suiteYaml: () => `  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    verifier:
      command: [python3, verifiers/scripted.py]
      workers: 2
    psr:
      method: checkpoint_fraction_v1
    splits:
      logs: task_01_*
      skeletons: task_36
`,
  });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, { success: false, message: 'Logs: 2/5' }),
    b: trajectory({ task_key: 'task_36' }, { success: false, message: UNREADABLE }),
  });
  const out = path.join(tempDir(), 'out');
  expect((await cli('score', '--benchmark', bench, '--run', run, '--out', out)).code).toBe(0);
  const splits = readReport(out).suites[0].splits;
  const [logs, skeletons] = splits;
  expect(logs).toMatchObject({
    name: 'logs',
    final: true,
    trials: [{ metrics: { PSR_percent: { value: 40 }, SR_percent: { value: 0 } } }],
  });
  expect(logs.trials[0].metrics.PSR_percent.withheld).toBeUndefined();
  expect(skeletons).toMatchObject({
    name: 'skeletons',
    final: true,
    trials: [{ metrics: { PSR_percent: { value: null, withheld: [{ task: 'task_36' }] }, SR_percent: { value: 0 } } }],
  });
});

test("another kind, the same rule: an output suite's partial report with an error of SR merges into a final report with SR withheld; an error of a metric the suite does not compute is the trial's", async () => {
  const bench = tempDir('agent-eval-output-bench-');
  write(
    path.join(bench, 'qa/tasks.yaml'),
    'version: 1\ntasks:\n  q_one:\n    output:\n      - { contains: T-042 }\n  q_two:\n    output:\n      - { contains: V-1187 }\n',
  );
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: outputs\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n',
  );
  const run = tempDir();
  write(path.join(run, 'qa/trial-1/one.json'), { task_id: 'q_one', full_text: 'The table is T-042.' });
  write(path.join(run, 'qa/trial-1/two.json'), { task_id: 'q_two', full_text: 'No idea.' });
  const shard = tempDir();
  expect((await cli('score', '--benchmark', bench, '--run', run, '--out', shard, '--shard', '1/1')).code).toBe(0);
  const file = path.join(shard, 'partial.json');
  const partial = JSON.parse(readFileSync(file, 'utf8'));
  const error = {
    task: 'q_two',
    record: 'two.json',
    stage: 'metric',
    metric: 'SR_percent',
    message: 'cannot be counted',
  };
  partial.suites[0].trials[0].errors = [error];
  writeFileSync(file, JSON.stringify(partial));
  const out = path.join(tempDir(), 'merged');
  const merged = await cli('merge', shard, '--out', out);
  expect(merged.stderr).not.toMatch(/internal error/);
  expect(merged.code).toBe(0);
  const report = readReport(out);
  expect(report).toMatchObject({ status: 'final', valid: true, final: true });
  const trial = report.suites[0].trials[0];
  expect(trial.errors).toEqual([]);
  expect(trial.metrics.SR_percent).toMatchObject({
    value: null,
    withheld: [{ task: 'q_two', record: 'two.json', message: 'cannot be counted' }],
  });
  expect(trial.metrics.observed_SR_percent.value).toBeNull();
  expect(readFileSync(path.join(out, 'summary.md'), 'utf8')).toContain('SR % withheld:** q\\_two — cannot be counted');
  expect(merged.stdout).toContain('SR % withheld: q_two — cannot be counted');

  // A metric the output kind does not compute: nothing is dropped unseen, the trial is invalid.
  partial.suites[0].trials[0].errors = [{ ...error, metric: 'PSR_percent' }];
  writeFileSync(file, JSON.stringify(partial));
  const out2 = path.join(tempDir(), 'merged2');
  expect((await cli('merge', shard, '--out', out2)).code).toBe(1);
  const invalid = readReport(out2).suites[0].trials[0];
  expect(invalid.valid).toBe(false);
  expect(invalid.errors).toEqual([
    {
      task: 'q_two',
      record: 'two.json',
      stage: 'metric',
      message: 'cannot be counted (an error of PSR_percent, which this suite does not compute)',
    },
  ]);
  expect(invalid.metrics.SR_percent.value).toBeNull();
});

test('compare and the leaderboard: a withheld PSR is skipped with a note, never ranked or compared as a figure; SR is compared and ranked', async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs', 'task_36'] } });
  const subs = tempDir();
  writeRecords(path.join(subs, 'base'), 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, { success: true }),
    b: trajectory({ task_key: 'task_36' }, { success: false, message: 'Kills: 1/3' }),
  });
  writeRecords(path.join(subs, 'arm'), 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, { success: true }),
    b: trajectory({ task_key: 'task_36' }, { success: false, message: UNREADABLE }),
  });
  const reports: string[] = [];
  for (const name of ['base', 'arm']) {
    const out = path.join(tempDir(), name);
    expect((await cli('score', '--benchmark', bench, '--run', path.join(subs, name), '--out', out)).code).toBe(0);
    reports.push(out);
  }
  const compared = await cli('compare', ...reports, '--json');
  expect(compared.stderr).not.toMatch(/internal error/);
  const comparison = JSON.parse(compared.stdout);
  const c = comparison.suites[0].comparisons[0];
  expect(comparison.findings).toEqual([]);
  expect(c.notes).toEqual([]);
  const metric = (name: string) => c.metrics.find((m: { metric: string }) => m.metric === name);
  expect(metric('success')).toMatchObject({ available: true, baseline_mean: 50, arm_mean: 50 });
  expect(metric('PSR')).toMatchObject({
    available: false,
    difference: null,
    note: 'arm: 1 paired task(s) lack a usable PSR value (1 value(s) that are not usable (out of range, pending, or withheld by an error of the metric))',
  });

  const out = tempDir();
  expect((await cli('rescore', '--benchmark', bench, '--submissions', subs, '--out', out, '--quiet')).code).toBe(0);
  const board = JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
  expect(board.suites[0].ranked.map((r: { submission: string; value: number }) => [r.submission, r.value])).toEqual([
    ['arm', 50],
    ['base', 50],
  ]);
  const arm = board.submissions.find((e: { name: string }) => e.name === 'arm').suites[0];
  expect(arm).toMatchObject({ status: 'final', primary: { metric: 'SR_percent', value: 50 } });
  expect(arm.trials[0].metrics.PSR_percent).toBeNull();
  expect(arm.problems).toEqual([`trial-1: PSR_percent withheld: task_36 — ${PSR_ERROR}`]);
});

test('a saved judge record that cannot be used is an error of CCE: CCE withheld naming the record, SR and PSR published', async () => {
  const bench = makeBenchmark({
    tasks: { main: ['task_01_a', 'task_02_b'] },
    suiteYaml: () =>
      `  - name: main\n    kind: trajectory\n    tasks: tasks/main/*.yaml\n    verifier: {command: [python3, verifiers/scripted.py]}\n    psr: {method: checkpoint_fraction_v1}\n    cce: {records: "cce/*.json"}\n`,
  });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_a' }, { success: true }),
    b: trajectory({ task_key: 'task_02_b' }, { success: false, message: 'Logs: 1/2' }),
  });
  const judge = { model: 'judge-1', endpoint: 'http://127.0.0.1:9/v1' };
  write(path.join(run, 'main/trial-1/cce/a.json'), { task_key: 'task_01_a', judge, C: ['x'], T: ['x', 'y'] });
  write(path.join(run, 'main/trial-1/cce/b.json'), { task_key: 'task_02_b', judge, C: ['q'], T: ['x'] });
  const out = tempDir();
  const r = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  expect(r.code).toBe(0);
  const report = readReport(out);
  expect(report.status).toBe('final');
  const trial = report.suites[0].trials[0];
  expect(trial.errors).toEqual([]);
  expect(trial.metrics.SR_percent.value).toBe(50);
  expect(trial.metrics.PSR_percent.value).toBe(75);
  expect(trial.metrics.CCE).toMatchObject({
    value: null,
    withheld: [{ task: 'task_02_b', record: 'cce/b.json', message: 'judge record: C contains "q", which is not in T' }],
  });
  expect(r.stdout).toContain('trial-1: CCE withheld: task_02_b — judge record: C contains "q", which is not in T');
});

test("a claimed score on a withheld metric is not compared, and says the metric's error", async () => {
  const bench = makeBenchmark({ tasks: { main: ['task_01_logs', 'task_36'] } });
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    a: trajectory({ task_key: 'task_01_logs' }, { success: true }),
    b: trajectory({ task_key: 'task_36' }, { success: false, message: UNREADABLE }),
  });
  write(
    path.join(run, 'submission.yml'),
    'version: 1\nmodel: { id: model-x }\nclaimed_scores:\n  main:\n    SR_percent: 50\n    PSR_percent: 66.67\n',
  );
  const out = tempDir();
  await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  const review = readReport(out).submission.review;
  expect(review.claims.map((c: { metric: string; status: string }) => [c.metric, c.status])).toEqual([
    ['SR_percent', 'match'],
    ['PSR_percent', 'withheld'],
  ]);
  expect(review.findings.map((f: { message: string }) => f.message)).toContain(
    `claimed_scores.main.PSR_percent: claimed 66.67, but the rescored PSR_percent of suite main could not be compared (withheld: an error of the metric: task_36 — ${PSR_ERROR})`,
  );
});

test(
  'sharded: a metric withheld by errors in several shards merges into the unsharded report byte for byte, its reasons in one order',
  async () => {
    const tasks = ['task_01_logs', 'task_02_staff', 'task_03_weapons', 'task_04_mine', 'task_05_trade'];
    const bench = makeBenchmark({ tasks: { main: tasks } });
    const run = tempDir();
    writeRecords(
      run,
      'main',
      'trial-1',
      Object.fromEntries(
        tasks.map((task, i) => [
          task,
          trajectory(
            { task_key: task },
            i % 2 === 0 ? { success: false, message: `Kills: ${i}/3 (Skeletons)` } : { success: true },
          ),
        ]),
      ),
    );
    const opts = { benchmarkDir: bench, runDir: run };
    const report = await score(opts);
    const psr = report.suites[0]!.trials[0]!.metrics.PSR_percent!;
    expect(psr.withheld!.map((r) => r.task)).toEqual(['task_01_logs', 'task_03_weapons', 'task_05_trade']);
    expect(report.status).toBe('final');
    const whole = serializeReport(report);
    for (const n of [2, 3, 5]) {
      const parts: MergeInput[] = [];
      for (let i = 1; i <= n; i++)
        parts.push({ name: `s${i}`, partial: await scoreShard(opts, { index: i, count: n }) });
      const { report: merged, problems } = mergePartials(parts);
      expect(problems).toEqual([]);
      if (serializeReport(merged) !== whole)
        throw new Error(`${n} shard(s): the merged report differs from the unsharded one`);
    }
  },
  slow(120_000, 'one trial scored whole and at 2, 3 and 5 shards, each run starting python3 verifiers'),
);
