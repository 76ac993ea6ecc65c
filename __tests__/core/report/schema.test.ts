/**
 * Names in a report are unique (suite names in a report, trial names in a suite, task names
 * among a trial's verdicts; suite and trial names in a partial report), and a document that
 * repeats one is refused with the name and the count wherever reports are read: here the
 * schema itself, merge and reliability (publish: action/publish.test.ts; rescore --partials:
 * rescore.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatIssues } from '../../../src/core/manifest/zod-issues.js';
import { ReportSchema, type Report } from '../../../src/core/report/schema.js';
import { score } from '../../../src/core/score.js';
import { partialReportSchema } from '../../../src/core/shard/partial.js';
import { cli, makeBenchmark, tempDir, trajectory, writeRecords } from '../../support/helpers.js';

function run(): { bench: string; run: string } {
  const bench = makeBenchmark();
  const dir = tempDir();
  for (const trial of ['trial-1', 'trial-2']) {
    writeRecords(dir, 'main', trial, {
      a: trajectory({ task_key: 'task_01_logs' }, { success: true }),
      b: trajectory({ task_key: 'task_02_staff' }, { success: false, message: 'Logs: 1/5' }),
      c: trajectory({ task_key: 'task_03_weapons' }, { success: true }),
    });
  }
  return { bench, run: dir };
}

/** The schema refuses it, with a single message. */
function refusal(schema: typeof ReportSchema | ReturnType<typeof partialReportSchema>, doc: unknown): string {
  const zod = schema.safeParse(doc);
  expect(zod.success).toBe(false);
  return formatIssues(zod.error!);
}

test('the report schema refuses a repeated suite, trial or task name, naming it and how many there are', async () => {
  const { bench, run: dir } = run();
  const report: Report = JSON.parse(JSON.stringify(await score({ benchmarkDir: bench, runDir: dir })));
  expect(ReportSchema.safeParse(report).success).toBe(true);
  const copy = (): Report => JSON.parse(JSON.stringify(report));

  const suites = copy();
  suites.suites = Array.from({ length: 3 }, () => suites.suites[0]!);
  expect(refusal(ReportSchema, suites)).toBe('suites: the suite names of a report must be unique: 3 are named "main"');

  const trials = copy();
  trials.suites[0]!.trials[1]!.name = 'trial-1';
  expect(refusal(ReportSchema, trials)).toBe(
    'suites[0].trials: the trial names of a suite must be unique: 2 are named "trial-1"',
  );

  const tasks = copy();
  const verdicts = tasks.suites[0]!.trials[0]!.verdicts;
  verdicts.push({ ...verdicts[0]!, status: 'failure', success: false });
  expect(refusal(ReportSchema, tasks)).toBe(
    'suites[0].trials[0].verdicts: the tasks of a trial\'s verdicts must be unique: 2 are named "task_01_logs"',
  );
});

test('merge refuses partial reports that repeat a suite or a trial; reliability refuses such a report', async () => {
  const { bench, run: dir } = run();
  const shard = tempDir();
  expect((await cli('score', '--benchmark', bench, '--run', dir, '--out', shard, '--shard', '1/1')).code).toBe(0);
  const file = path.join(shard, 'partial.json');
  const good = readFileSync(file, 'utf8');

  const partial = JSON.parse(good);
  partial.suites.push(partial.suites[0]);
  expect(refusal(partialReportSchema(), partial)).toBe(
    'suites: the suite names of a partial report must be unique: 2 are named "main"',
  );
  writeFileSync(file, JSON.stringify(partial));
  const suites = await cli('merge', shard, '--out', tempDir());
  expect(suites).toMatchObject({ code: 2, stdout: '' });
  expect(suites.stderr).toBe(
    `agent-eval: ${file}: not an agent-eval partial report: suites: the suite names of a partial report must be unique: 2 are named "main"\n`,
  );

  const trials = JSON.parse(good);
  trials.suites[0].trials[1].name = 'trial-1';
  writeFileSync(file, JSON.stringify(trials));
  const t = await cli('merge', shard, '--out', tempDir());
  expect(t.code).toBe(2);
  expect(t.stderr).toContain('suites[0].trials: the trial names of a suite must be unique: 2 are named "trial-1"');

  // A report that repeats a trial, as reliability reads it.
  writeFileSync(file, good);
  const out = tempDir();
  expect((await cli('merge', shard, '--out', out)).code).toBe(0);
  const report = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8'));
  report.suites[0].trials[1].name = 'trial-1';
  writeFileSync(path.join(out, 'scores.json'), JSON.stringify(report));
  const r = await cli('reliability', path.join(out, 'scores.json'));
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(
    'not a valid agent-eval report: suites[0].trials: the trial names of a suite must be unique: 2 are named "trial-1"',
  );
});
