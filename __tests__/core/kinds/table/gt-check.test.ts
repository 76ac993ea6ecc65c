/**
 * Ground truth checked against its config.json (docs/table-suites.md): `validate` names the case,
 * the file and the problem; while scoring, a defect of the ground truth is an error of the
 * benchmark (stage verifier), never a failed case charged to the submitter.
 */
import path from 'node:path';
import { cli, readReport, tempDir, write } from '../../../support/helpers.js';

const CONFIG = {
  files: {
    'output_01.csv': {
      key: ['id'],
      columns: { id: 'number', name: 'text_norm', ok: 'boolean', day: 'date', amount: 'number' },
    },
  },
};
const HEADER = 'id,name,ok,day,amount';
const GOOD_GT = `${HEADER}\n1,Ann,true,2024-01-31,10.5\n2,Bob,false,2024-02-01,20\n`;

/** case_001 is sound; each other case has one defect of its ground truth. */
function benchmark(): string {
  const dir = tempDir('agent-eval-gt-check-');
  const put = (c: string, csv: string | null, config: object = CONFIG) => {
    write(path.join(dir, `gt/${c}/config.json`), config);
    if (csv !== null) write(path.join(dir, `gt/${c}/output_01.csv`), csv);
  };
  put('case_001', GOOD_GT);
  put('case_002', `${HEADER}\n1,Ann,true,2024-01-31,10.5\n1,Bob,false,2024-02-01,20\n`); // duplicate key
  put('case_003', 'id,name,ok,day\n1,Ann,true,2024-01-31\n2,Bob,false,2024-02-01\n'); // configured column "amount" missing
  put('case_004', `${HEADER}\n1,Ann,maybe,2024-01-31,10.5\n2,Bob,false,2024-02-01,20\n`); // a boolean that is none
  put('case_005', GOOD_GT, {
    files: { 'output_01.csv': CONFIG.files['output_01.csv'], 'output_02.csv': CONFIG.files['output_01.csv'] },
  }); // a configured file the case lacks
  put('case_006', `${HEADER}\n1,Ann,true,Tuesday,ten\n2,Bob,false,2024-02-30,20\n`); // cells not of their type: warnings only
  write(
    path.join(dir, 'agent-eval.yml'),
    'version: 1\nname: tables\nsuites:\n  - name: prep\n    kind: table\n    cases: gt\n',
  );
  return dir;
}

test('validate names the case, the file and the problem of each ground-truth defect; cells not of their type are warnings', async () => {
  const r = await cli('validate', '--benchmark', benchmark());
  expect(r.code).toBe(1);
  const lines = r.stdout.split('\n').filter((l) => /problem:|warning:/.test(l));
  expect(lines).toEqual([
    expect.stringMatching(
      /^ {2}problem: prep\/case_002: gt\/case_002\/output_01\.csv: key \(1\.0,\) is not unique: rows 0 and 1 /,
    ),
    expect.stringMatching(
      /^ {2}problem: prep\/case_003: gt\/case_003\/output_01\.csv: has no column "amount" that config\.json configures \(its header: "id", "name", "ok", "day"\)$/,
    ),
    expect.stringMatching(
      /^ {2}problem: prep\/case_004: gt\/case_004\/output_01\.csv: column "ok" is boolean, but row 0 holds 'maybe'$/,
    ),
    expect.stringMatching(
      /^ {2}problem: prep\/case_005: gt\/case_005\/config\.json: configures "output_02\.csv", which is not a CSV file of the case$/,
    ),
    expect.stringMatching(
      /^ {2}warning: prep\/case_006: gt\/case_006\/output_01\.csv: column "day" is date, but row 0 holds 'Tuesday' \(and 1 more cell\): it compares as its text/,
    ),
    expect.stringMatching(
      /^ {2}warning: prep\/case_006: gt\/case_006\/output_01\.csv: column "amount" is number, but row 0 holds 'ten': it compares as empty$/,
    ),
  ]);
  expect(r.stdout).toMatch(/4 problem\(s\) found \(2 warning\(s\) above\)/);
});

test('while scoring, a defect of the ground truth is an error of the benchmark, never a failed case', async () => {
  const bench = benchmark();
  const run = tempDir();
  const cand = `${HEADER}\n2,bob,false,2024-02-01,20\n1,ann,true,2024-01-31,10.5\n`;
  for (const c of ['case_001', 'case_002', 'case_003', 'case_004', 'case_005', 'case_006'])
    write(path.join(run, `prep/${c}/result/output_01.csv`), cand);
  // A candidate that would fail on its own (a row short) still gets the benchmark's error: no case is charged to it.
  write(path.join(run, 'prep/case_002/result/output_01.csv'), `${HEADER}\n1,ann,true,2024-01-31,10.5\n`);
  write(path.join(run, 'prep/case_004/result/output_01.csv'), `${HEADER}\n1,ann,true,2024-01-31,10.5\n`);
  write(path.join(run, 'prep/case_005/result/output_01.csv'), `${HEADER}\n1,ann,true,2024-01-31,10.5\n`);
  const out = tempDir();
  await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  const t = readReport(out).suites[0].trials[0];
  const status = Object.fromEntries(t.verdicts.map((v: { task: string; status: string }) => [v.task, v.status]));
  expect(status).toEqual({
    case_001: 'success',
    case_002: 'error',
    case_003: 'error',
    case_004: 'error',
    case_005: 'error',
    case_006: 'failure',
  });
  const errors = t.errors.map((e: { task: string; stage: string; message: string }) => [e.task, e.stage, e.message]);
  expect(errors).toEqual([
    [
      'case_002',
      'verifier',
      expect.stringMatching(/^benchmark defect: gt\/case_002\/output_01\.csv: key \(1\.0,\) is not unique/),
    ],
    [
      'case_003',
      'verifier',
      expect.stringMatching(/^benchmark defect: gt\/case_003\/output_01\.csv: has no column "amount"/),
    ],
    [
      'case_004',
      'verifier',
      expect.stringMatching(
        /^benchmark defect: gt\/case_004\/output_01\.csv: column "ok" is boolean, but row 0 holds 'maybe'/,
      ),
    ],
    [
      'case_005',
      'verifier',
      expect.stringMatching(/^benchmark defect: gt\/case_005\/config\.json: configures "output_02\.csv"/),
    ],
  ]);
  expect(t.metrics.accuracy_percent.value).toBeNull(); // errors: no headline from an incomplete trial
});
