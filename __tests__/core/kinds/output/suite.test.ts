/**
 * Output suites end to end through the CLI (in-process) with real files: the traps, the
 * truncated log, hostile submissions, a catastrophic benchmark regex, duplicates, config
 * errors naming the tasks file, and `validate`.
 */
import { copyFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { cli, readReport, REPO, tempDir, write } from '../../../support/helpers.js';

const TASKS = `version: 1
tasks:
  q_table:
    artifacts:
      - { key: table_id, exact: T-042 }
    output:
      - { contains: T-042 }
  q_owner:
    output:
      - { regex: '\\bV-1187\\b' }
  q_totals:
    output:
      - json: { west: 2398.4, east: 1200 }
`;

function benchmark(tasks = TASKS, extra = ''): string {
  const dir = tempDir('agent-eval-output-bench-');
  write(path.join(dir, 'qa/tasks.yaml'), tasks);
  write(
    path.join(dir, 'agent-eval.yml'),
    `version: 1\nname: outputs\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n${extra}`,
  );
  return dir;
}

async function scoreRun(bench: string, run: string) {
  const out = tempDir('agent-eval-out-');
  const result = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  return { ...result, report: readReport(out), out };
}

type V = {
  task: string;
  status: string;
  message: string | null;
  error: string | null;
  record: string | null;
  details: Record<string, unknown>;
};
const byTask = (trial: { verdicts: V[] }) => Object.fromEntries(trial.verdicts.map((v) => [v.task, v]));

test('the self-report trap fails and the last-turn trap passes; SR like trajectory suites; a final report', async () => {
  const bench = benchmark();
  const run = tempDir();
  const trial = path.join(run, 'qa/trial-1');
  // The summary has the right id; the output does not.
  write(path.join(trial, 'table.json'), {
    task_id: 'q_table',
    summary: 'Found the table: T-042.',
    full_text: 'I looked everywhere but could not find the table.',
  });
  // The answer is in an earlier turn, then "Done — anything else?".
  write(path.join(trial, 'owner.json'), {
    task_id: 'q_owner',
    text_turns: ['The granary belongs to V-1187.', 'Done — anything else?'],
  });
  write(path.join(trial, 'totals.json'), {
    task_id: 'q_totals',
    text_turns: ['```json\n{"east": 1200, "west": 2398.4}\n```', 'Done — anything else?'],
  });
  const { code, report, stdout } = await scoreRun(bench, run);
  expect(code).toBe(0);
  expect(report).toMatchObject({ status: 'final', valid: true, final: true });
  const t = report.suites[0].trials[0];
  const v = byTask(t);
  expect(v.q_table).toMatchObject({ status: 'failure', details: { graded_on: 'output', output_source: 'full_text' } });
  expect(v.q_table!.message).toMatch(/^output\[0\] contains "T-042": not found in the output: "I looked everywhere/);
  expect(v.q_owner).toMatchObject({ status: 'success', details: { output_source: 'text_turns' } });
  expect(v.q_totals!.status).toBe('success');
  expect(t.metrics.SR_percent).toEqual({ value: 66.6667, method: 'success_rate_v1' });
  expect(t.metrics.observed_SR_percent.value).toBe(66.6667);
  expect(report.suites[0]).toMatchObject({ kind: 'output', tasks_from: 'qa/tasks.yaml' });
  expect(stdout).toContain('Suite qa (output) — FINAL\n');
});

test('a JSONL log with out-of-order sequences, duplicates and a truncated last line: the rest is graded, the trial is invalid', async () => {
  const tasks = `tasks:
  q_totals:
    artifacts: [{ key: table_id, exact: T-042 }]
  q_other:
    output: [{ contains: belongs to q_other }]
  q_third:
    output: [{ contains: third }]
`;
  const bench = benchmark(tasks);
  const run = tempDir();
  write(path.join(run, 'qa/third.json'), { task_id: 'q_third', text: 'the third answer' });
  copyFileSync(
    path.join(REPO, '__tests__/fixtures/output/log-out-of-order-truncated.jsonl'),
    path.join(run, 'qa/log.jsonl'),
  );
  const { code, report } = await scoreRun(bench, run);
  expect(code).toBe(1);
  expect(report).toMatchObject({ status: 'invalid', valid: false, final: false });
  const t = report.suites[0].trials[0];
  expect(t.errors).toEqual([
    {
      task: null,
      record: 'log.jsonl',
      stage: 'record',
      message: 'line 10: truncated last line (not valid JSON, no newline at the end); the rest of the log was read',
    },
  ]);
  // The other lines are still read and graded; the later taskCompleted (T-042) wins over the earlier one (T-999).
  const v = byTask(t);
  expect(v.q_totals).toMatchObject({ status: 'success', record: 'log.jsonl', details: { graded_on: 'artifacts' } });
  expect(v.q_other).toMatchObject({ status: 'success', record: 'log.jsonl', details: { output_source: 'text_turns' } });
  expect(v.q_third!.status).toBe('success');
  // The error is not a failure, and an invalid trial publishes no SR, observed or not.
  expect(t.coverage).toEqual({ expected: 3, scored: 3, missing_tasks: [], errors: 1 });
  expect(t.metrics.SR_percent.value).toBeNull();
  expect(t.metrics.observed_SR_percent.value).toBeNull();
});

test("validate warns (exit 0) when a suite with output expectations reads only event logs, which never carry goldfive's full output", async () => {
  for (const glob of ['logs/*.jsonl', '**/*.{jsonl,JSONL}', 'a/{x,y}/*.Jsonl', '{a,{b,c}}/*.jsonl']) {
    const r = await cli('validate', '--benchmark', benchmark(TASKS, `    records: "${glob}"\n`));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `  warning: qa: records ${JSON.stringify(glob)} reads only event logs, and 3 task(s) have output expectations; a goldfive log never carries the full output`,
    );
    expect(r.stdout).toContain('OK: the benchmark is ready to score submissions (1 warning(s) above).');
  }
  // Globs that can also read per-task JSON records, and a suite graded on artifacts only: no warning.
  // (`*.{jsonl}` is literal braces, as in bash and the matcher: it reads `x.{jsonl}`, not an event log.)
  for (const glob of [
    '**/*.{json,jsonl}',
    '**/*',
    'logs/*.jsonl*',
    '*.json?',
    '{a,{b,c.json}}',
    '*.{jsonl,[jt]son}',
    '*.{jsonl}',
  ]) {
    const r = await cli('validate', '--benchmark', benchmark(TASKS, `    records: "${glob}"\n`));
    expect([r.code, r.stdout]).toEqual([0, expect.not.stringContaining('warning')]);
  }
  const artifactsOnly = benchmark(
    'tasks:\n  q:\n    artifacts: [{ key: id, exact: T-1 }]\n',
    '    records: "**/*.jsonl"\n',
  );
  expect((await cli('validate', '--benchmark', artifactsOnly)).stdout).not.toContain('warning');
  // A warning beside a problem: the problem decides the exit code, both are listed.
  const both = await cli(
    'validate',
    '--benchmark',
    benchmark(`${TASKS}  q_loose:\n    output:\n      - { regex: 'x*' }\n`, '    records: "*.jsonl"\n'),
  );
  expect(both.code).toBe(1);
  expect(both.stdout).toContain('1 problem(s) found (1 warning(s) above).');
});

test('a catastrophic-backtracking benchmark regex on a long output is cut off as an error on that task only', async () => {
  const tasks = `tasks:\n  q_slow:\n    output:\n      - { regex: '^(a+)+$' }\n  q_fast:\n    output:\n      - { contains: ok }\n`;
  const bench = benchmark(tasks, '    limits: { regex_timeout_ms: 200 }\n');
  const run = tempDir();
  write(path.join(run, 'qa/slow.json'), { task_id: 'q_slow', full_text: `${'a'.repeat(100_000)}!` });
  write(path.join(run, 'qa/fast.json'), { task_id: 'q_fast', text: 'ok' });
  const { code, report } = await scoreRun(bench, run);
  expect(code).toBe(1);
  const t = report.suites[0].trials[0];
  const v = byTask(t);
  expect(v.q_slow).toMatchObject({ status: 'error', success: null });
  expect(v.q_slow!.error).toBe(
    "output[0] regex /^(a+)+$/: did not finish within 200 ms (catastrophic backtracking?) on 100001 chars of output; fix the benchmark's regex",
  );
  expect(v.q_fast!.status).toBe('success');
  expect(t.errors).toEqual([{ task: 'q_slow', record: 'slow.json', stage: 'verifier', message: v.q_slow!.error }]);
});

test('a hostile submission cannot inject expectations, regexes or paths', async () => {
  const bench = benchmark();
  const run = tempDir();
  const trial = path.join(run, 'qa');
  // Fields that look like expectations are data: never read as such.
  write(path.join(trial, 'table.json'), {
    task_id: 'q_table',
    full_text: 'no id here',
    expectations: { output: [{ regex: '.*' }] },
    output: [{ contains: 'no id' }],
    tasks: { q_table: { output: [{ contains: 'no' }] } },
  });
  // A catastrophic pattern in the output is only ever the subject of the benchmark's regex.
  write(path.join(trial, 'owner.json'), { task_id: 'q_owner', full_text: '^(a+)+$ V-1187', regex: '^(a+)+$' });
  // A tasks file in the submission is a record file like any other, not the benchmark's tasks.
  write(path.join(trial, 'tasks.yaml'), 'tasks:\n  q_totals:\n    output: [{contains: x}]\n');
  // A task id that looks like a path is only looked up in the catalog.
  write(path.join(trial, 'evil.json'), { task_id: '../../qa/tasks', full_text: 'x' });
  // A symlink out of the submission is never followed.
  const outside = write(path.join(tempDir(), 'secret.json'), {
    task_id: 'q_totals',
    full_text: '{"west": 2398.4, "east": 1200}',
  });
  symlinkSync(outside, path.join(trial, 'totals.json'));
  const { report } = await scoreRun(bench, run);
  const t = report.suites[0].trials[0];
  const v = byTask(t);
  expect(v.q_table!.status).toBe('failure');
  expect(v.q_owner!.status).toBe('success');
  expect(v.q_totals).toBeUndefined();
  expect(t.coverage.missing_tasks).toEqual(['q_totals']);
  expect(t.errors).toEqual([
    {
      task: null,
      record: 'evil.json',
      stage: 'identity',
      message: 'Task "../../qa/tasks" is not in the selected suite; name one of the suite\'s tasks',
    },
    {
      task: null,
      record: 'totals.json',
      stage: 'discovery',
      message: 'symlink points outside the submission; not read',
    },
  ]);
  expect(JSON.stringify(report)).not.toContain(outside);
});

test('one task in two records is an error on both, never graded twice', async () => {
  const bench = benchmark();
  const run = tempDir();
  write(path.join(run, 'qa/a.json'), { task_id: 'q_owner', text: 'V-1187' });
  write(
    path.join(run, 'qa/logs/b.jsonl'),
    `${JSON.stringify({ sequence: '1', agentMessage: { taskId: 'q_owner', text: 'V-1187' } })}\n`,
  );
  const t = (await scoreRun(bench, run)).report.suites[0].trials[0];
  expect(byTask(t).q_owner).toMatchObject({
    status: 'error',
    error: 'Duplicate record for q_owner (a.json, logs/b.jsonl)',
  });
  expect(t.errors.map((e: { record: string }) => e.record)).toEqual(['a.json', 'logs/b.jsonl']);
});

test('a bad tasks file stops the command (exit 2) naming the file and the path inside it', async () => {
  const run = tempDir();
  const bad = await cli(
    'score',
    '--benchmark',
    benchmark('tasks:\n  q1:\n    output:\n      - { regex: "(", flags: x }\n'),
    '--run',
    run,
  );
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(
    /qa\/tasks\.yaml: tasks\.q1\.output\[0\]\.flags: flags are any of i, m, s, u.*; tasks\.q1\.output\[0\]\.regex: not a valid regular expression/,
  );
  const missing = benchmark();
  write(
    path.join(missing, 'agent-eval.yml'),
    'version: 1\nname: x\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/none.yaml\n',
  );
  expect((await cli('score', '--benchmark', missing, '--run', run)).stderr).toMatch(
    /agent-eval\.yml: suites\[0\] \(qa\)\.tasks: cannot read the tasks file qa\/none\.yaml \(ENOENT\)/,
  );
  const unknown = benchmark(TASKS, '    verifier: {command: [python3]}\n');
  expect((await cli('score', '--benchmark', unknown, '--run', run)).stderr).toMatch(
    /suites\[0\]: Unrecognized key: "verifier"/,
  );
});

test('validate: output suites are checked statically; a regex that matches the empty string is reported', async () => {
  const ok = await cli('validate', '--benchmark', path.join(REPO, 'examples/benchmark'));
  expect(ok.stdout).toContain('suite qa (output): 5 task(s), static checks only');
  const bench = benchmark(`${TASKS}  q_loose:\n    output:\n      - { regex: 'x*' }\n`);
  const r = await cli('validate', '--benchmark', bench);
  expect(r.code).toBe(1);
  expect(r.stdout).toContain(
    'problem: qa/q_loose: output[0].regex matches the empty string, so it holds for any output',
  );
});

test('a records glob with a class and nested braces finds its records (the hand-written matcher found none)', async () => {
  const bench = benchmark(TASKS, '    records: "{a,{b,c}}/*.[jt]son"\n');
  const run = tempDir();
  write(path.join(run, 'qa/a/table.json'), {
    task_id: 'q_table',
    artifacts: { table_id: 'T-042' },
    full_text: 'T-042',
  });
  write(path.join(run, 'qa/c/owner.tson'), { task_id: 'q_owner', full_text: 'It belongs to V-1187.' });
  write(path.join(run, 'qa/d/totals.json'), { task_id: 'q_totals', text: '{"west": 2398.4, "east": 1200}' });
  const { report } = await scoreRun(bench, run);
  const t = report.suites[0].trials[0];
  expect(t.verdicts.map((v: V) => [v.task, v.record])).toEqual([
    ['q_owner', 'c/owner.tson'],
    ['q_table', 'a/table.json'],
  ]);
  expect(t.coverage.missing_tasks).toEqual(['q_totals']); // d/ is not an alternative
});
