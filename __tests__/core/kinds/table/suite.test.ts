/**
 * Table suites end to end through the CLI with hostile submissions: every bad table is a clear
 * verdict or error on its own case, nothing crashes, and the other cases are still scored.
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, readReport, tempDir, write } from '../../../support/helpers.js';

function benchmark(caseCount: number, extra = ''): string {
  const dir = tempDir('agent-eval-table-bench-');
  for (let i = 1; i <= caseCount; i++) {
    const c = `case_${String(i).padStart(3, '0')}`;
    write(path.join(dir, `gt/${c}/config.json`), {
      files: { 'output_01.csv': { key: ['id'], columns: { id: 'number', name: 'text_norm', amount: 'number' } } },
    });
    write(path.join(dir, `gt/${c}/output_01.csv`), 'id,name,amount\n1,Ann,10.5\n2,Bob,20\n');
  }
  write(
    path.join(dir, 'agent-eval.yml'),
    `version: 1\nname: tables\nsuites:\n  - name: prep\n    kind: table\n    cases: gt\n${extra}`,
  );
  return dir;
}

const GOOD = 'id,name,amount\n2,bob,20.1\n1,ANN,10.5\n';

test('hostile tables: each is a clear verdict on its case, the report is written, the good case is scored', async () => {
  const bench = benchmark(7);
  const run = tempDir();
  const trial = path.join(run, 'prep');
  const put = (c: string, content: string | Buffer) =>
    write(path.join(trial, c, 'result/output_01.csv'), '') &&
    writeFileSync(path.join(trial, c, 'result/output_01.csv'), content);
  put('case_001', GOOD);
  put('case_002', `id,name,amount\n${'9'.repeat(50 * 1024 * 1024)}\n`);
  put('case_003', `${Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(',')}\n1,2,3\n`);
  put('case_004', 'id,name,amount\n1,"Ann,10.5\n2,Bob,20\n');
  put('case_005', Buffer.from('id,name,amount\n1,A\u0000nn,10.5\n2,Bob,20\n'));
  put(
    'case_006',
    Buffer.concat([
      Buffer.from('id,name,amount\n1,'),
      Buffer.from([0xff, 0xfe, 0x41]),
      Buffer.from(',10.5\n2,Bob,20\n'),
    ]),
  );
  const outside = write(path.join(tempDir(), 'secret.csv'), GOOD);
  write(path.join(trial, 'case_007/result/.keep'), '');
  symlinkSync(outside, path.join(trial, 'case_007/result/output_01.csv'));

  const out = tempDir();
  const r = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  expect(r.code).toBe(1);
  const t = readReport(out).suites[0].trials[0];
  const verdicts = Object.fromEntries(
    t.verdicts.map(
      (v: { task: string; status: string; message: string; error: string; details: { error_type: string } }) => [
        v.task,
        `${v.status} ${v.details.error_type ?? ''} ${v.message ?? v.error}`,
      ],
    ),
  );
  expect(verdicts.case_001).toBe('success  correct');
  expect(verdicts.case_002).toMatch(/^failure (ROW_COUNT_MISMATCH|MISSING_COLUMNS) /);
  expect(verdicts.case_003).toMatch(
    /^error READ_ERROR .*the header has 100000 columns, more than the 16384 a table may have/,
  ); // a bound, named
  expect(verdicts.case_004).toMatch(/^error READ_ERROR /);
  expect(verdicts.case_005).toMatch(/^(failure VALUE_MISMATCH|error READ_ERROR) /);
  expect(verdicts.case_006).toMatch(/^failure VALUE_MISMATCH .*name/);
  expect(verdicts.case_007).toMatch(/^error READ_ERROR .*symbolic link/);
  expect(verdicts.case_007).not.toContain(outside);
  for (const message of Object.values(verdicts)) expect((message as string).length).toBeLessThan(2000);
  expect(t.coverage).toMatchObject({ expected: 7, missing_tasks: [] });
});

test('a missing case is missing (not final), a case dir without results is NOT_FOUND, an unknown case is an error', async () => {
  const bench = benchmark(3);
  const run = tempDir();
  write(path.join(run, 'prep/case-1/result/output_01.csv'), GOOD);
  write(path.join(run, 'prep/case_002/notes.txt'), 'ran out of time');
  write(path.join(run, 'prep/case_009/result/output_01.csv'), GOOD);
  const out = tempDir();
  await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  const t = readReport(out).suites[0].trials[0];
  expect(t.coverage).toEqual({ expected: 3, scored: 2, missing_tasks: ['case_003'], errors: 1 });
  expect(
    t.verdicts.map((v: { task: string; status: string; details: { error_type: string } }) => [
      v.task,
      v.status,
      v.details.error_type,
    ]),
  ).toEqual([
    ['case_001', 'success', null],
    ['case_002', 'failure', 'NOT_FOUND'],
  ]);
  expect(t.errors).toEqual([
    {
      task: null,
      record: 'case_009',
      stage: 'identity',
      message:
        'Case case_009 is not in the selected suite; nearest: case_001, case_002, case_003: name the case as the suite does (GT_NOT_FOUND)',
    },
  ]);
  const { readFileSync } = await import('node:fs');
  const summary = JSON.parse(readFileSync(path.join(out, 'prep/prep/summary.json'), 'utf8'));
  // PrepBench: NOT_FOUND cases (the empty case dir and the missing one) count as not executed and missing.
  expect(summary.aggregate).toEqual({
    total: 3,
    success: 1,
    correct: 1,
    missing: 2,
    failed: 2,
    accuracy: 1 / 3,
    passed: false,
  });
});

test('two spellings of one case are named in code-unit order, whatever order the directory lists them in', async () => {
  const bench = benchmark(2);
  const run = tempDir();
  // created in the opposite order to the one the message uses
  for (const name of ['case-2', 'case_2', 'case_002']) write(path.join(run, `prep/${name}/result/output_01.csv`), GOOD);
  const out = tempDir();
  await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  const t = readReport(out).suites[0].trials[0];
  expect(t.errors.map((e: { message: string }) => e.message)).toEqual([
    'case-2 and case_002 are the same case case_002 in one trial: keep one directory per case and remove the other',
    'case-2 and case_2 are the same case case_002 in one trial: keep one directory per case and remove the other',
  ]);
});

test('--case scores one case and writes its case_xxx.summary files; modes are checked', async () => {
  const bench = benchmark(2, '    modes: [clarified, workflow]\n');
  const run = tempDir();
  write(path.join(run, 'clarified/case_001/result/output_01.csv'), GOOD);
  write(path.join(run, 'clarified/case_002/result/output_01.csv'), 'id,name,amount\n1,Ann,99\n2,Bob,20\n');
  const out = tempDir();
  const r = await cli(
    'score',
    '--benchmark',
    bench,
    '--run',
    path.join(run, 'clarified'),
    '--suite',
    'prep',
    '--case',
    '2',
    '--out',
    out,
    '--fail-on',
    'never',
  );
  expect(r.code).toBe(0);
  const t = readReport(out).suites[0].trials[0];
  expect(t.verdicts.map((v: { task: string }) => v.task)).toEqual(['case_002']);
  const { existsSync } = await import('node:fs');
  expect(existsSync(path.join(out, 'prep/clarified/case_002.summary.json'))).toBe(true);
  expect(existsSync(path.join(out, 'prep/clarified/case_002.summary.csv'))).toBe(true);

  write(path.join(run, 'trial-1/case_001/result/output_01.csv'), GOOD);
  const bad = await cli(
    'score',
    '--benchmark',
    bench,
    '--run',
    path.join(run, 'trial-1'),
    '--suite',
    'prep',
    '--out',
    out,
  );
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(
    /declares modes clarified, workflow: the trial directory .* must be named after one of them/,
  );
});

test('case directories spelled otherwise than case_NNN are scored, and the report and summary say PrepBench would not find them', async () => {
  const bench = benchmark(6);
  const run = tempDir();
  for (const name of ['case_001', 'case-4', '5', 'CASE_006'])
    write(path.join(run, `prep/${name}/result/output_01.csv`), GOOD);
  const out = tempDir();
  const r = await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--fail-on', 'never');
  expect(r.code).toBe(0);
  const suite = readReport(out).suites[0];
  expect(
    suite.trials[0].verdicts.map((v: { task: string; record: string; status: string }) => [v.task, v.record, v.status]),
  ).toEqual([
    ['case_001', 'case_001', 'success'],
    ['case_004', 'case-4', 'success'],
    ['case_005', '5', 'success'],
    ['case_006', 'CASE_006', 'success'],
  ]);
  const note =
    'prep: 3 case directories were accepted under another spelling than the case\'s own name: "5" as case_005, "CASE_006" as case_006, "case-4" as case_004. ' +
    "PrepBench's evaluator looks up only the exact name and would report these cases NOT_FOUND (docs/prepbench-parity.md).";
  expect(suite.notes).toEqual([note]);
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path.join(out, 'summary.md'), 'utf8')).toContain(
    '- ⚠️ **Suite `prep`:** prep: 3 case directories were accepted under another spelling than the case\'s own name: "5" as case\\_005,',
  );
});
