import type { CaseComparison } from '../../../../src/core/kinds/table/compare.js';
import {
  aggregateCases,
  buildPrepBenchSummary,
  renderSummaryCsv,
  renderSummaryJson,
  sortCaseRows,
  type PrepBenchCaseRow,
} from '../../../../src/core/kinds/table/prepbench-summary.js';
import { caseRow } from '../../../support/table-rows.js';

const ok: CaseComparison = { correct: true, error_type: null, error_message: null };
const fail = (error_type: CaseComparison['error_type'], error_message: string): CaseComparison => ({
  correct: false,
  error_type,
  error_message,
});
const dirs = (n: string) => ({ candidateDir: `run/${n}/result`, gtDir: `gt/${n}` });

describe('case rows', () => {
  test('a correct case: executed, correct, no error', () => {
    expect(caseRow('case_001', ok, dirs('case_001'))).toEqual({
      case_name: 'case_001',
      execution: 'success',
      evaluation: 'correct',
      candidate_dir: 'run/case_001/result',
      gt_dir: 'gt/case_001',
      error_type: '',
      error_message: '',
    });
  });

  test('an evaluated failure is execution success, evaluation false', () => {
    const row = caseRow(
      'case_002',
      fail('VALUE_MISMATCH', "Mismatch in output_01.csv, col 'x', key=(1.0,)"),
      dirs('case_002'),
    );
    expect(row).toMatchObject({ execution: 'success', evaluation: 'false', error_type: 'VALUE_MISMATCH' });
  });

  test.each(['NOT_FOUND', 'GT_NOT_FOUND'] as const)('%s was never evaluated: execution fail', (type) => {
    expect(caseRow('case_003', fail(type, 'x'), dirs('case_003'))).toMatchObject({
      execution: 'fail',
      evaluation: 'false',
      error_type: type,
    });
  });

  test.each(['READ_ERROR', 'CONFIG_ERROR', 'FILE_COUNT_MISMATCH'] as const)(
    '%s was evaluated: execution success',
    (type) => {
      expect(caseRow('case_004', fail(type, 'x'), dirs('case_004')).execution).toBe('success');
    },
  );
});

const rows: PrepBenchCaseRow[] = [
  caseRow('case_010', ok, dirs('case_010')),
  caseRow(
    'case_2',
    fail('NOT_FOUND', 'No candidate output_*.csv files found under run/case_2/result.'),
    dirs('case_2'),
  ),
  caseRow('case_001', ok, dirs('case_001')),
  caseRow(
    'case_003',
    fail('KEY_MISMATCH', "Missing key in candidate for file output_01.csv: ('B',)"),
    dirs('case_003'),
  ),
];

describe('aggregate', () => {
  test('PrepBench meanings: missing = NOT_FOUND; failed = total − correct (missing included)', () => {
    expect(aggregateCases(rows)).toEqual({
      total: 4,
      success: 3,
      correct: 2,
      missing: 1,
      failed: 2,
      accuracy: 0.5,
      passed: false,
    });
  });

  test('passed only when every case is correct; no cases is not passed', () => {
    expect(aggregateCases([caseRow('case_001', ok, dirs('case_001'))])).toMatchObject({ accuracy: 1, passed: true });
    expect(aggregateCases([])).toEqual({
      total: 0,
      success: 0,
      correct: 0,
      missing: 0,
      failed: 0,
      accuracy: 0,
      passed: false,
    });
  });
});

test('cases are sorted by case number, names without a number last', () => {
  const sorted = sortCaseRows([...rows, caseRow('extra', ok, dirs('extra')), caseRow('case_9', ok, dirs('case_9'))]);
  expect(sorted.map((r) => r.case_name)).toEqual(['case_001', 'case_2', 'case_003', 'case_9', 'case_010', 'extra']);
});

describe('summary.json', () => {
  test('aggregate then cases (sorted), Python json.dumps(indent=2) layout, float accuracy, trailing newline', () => {
    const text = renderSummaryJson(buildPrepBenchSummary([caseRow('case_001', ok, dirs('case_001'))]));
    expect(text).toBe(
      [
        '{',
        '  "aggregate": {',
        '    "total": 1,',
        '    "success": 1,',
        '    "correct": 1,',
        '    "missing": 0,',
        '    "failed": 0,',
        '    "accuracy": 1.0,',
        '    "passed": true',
        '  },',
        '  "cases": [',
        '    {',
        '      "case_name": "case_001",',
        '      "execution": "success",',
        '      "evaluation": "correct",',
        '      "candidate_dir": "run/case_001/result",',
        '      "gt_dir": "gt/case_001",',
        '      "error_type": "",',
        '      "error_message": ""',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  test('accuracy is printed as Python prints a float', () => {
    const three = [ok, ok, fail('READ_ERROR', 'x')].map((v, i) =>
      caseRow(`case_00${i + 1}`, v, dirs(`case_00${i + 1}`)),
    );
    expect(JSON.parse(renderSummaryJson(buildPrepBenchSummary(three))).aggregate.accuracy).toBeCloseTo(2 / 3, 15);
    expect(renderSummaryJson(buildPrepBenchSummary(three))).toContain('"accuracy": 0.6666666666666666,');
    expect(renderSummaryJson(buildPrepBenchSummary([]))).toContain('"accuracy": 0.0,');
  });

  test('non-ASCII is written as is; the summary_csv path only when given', () => {
    const row = caseRow(
      'case_001',
      fail('VALUE_MISMATCH', "Mismatch in output_01.csv, col 'Städte', key=('北京',)"),
      dirs('case_001'),
    );
    const text = renderSummaryJson(buildPrepBenchSummary([row], { summaryCsvPath: 'evaluation/summary.csv' }));
    expect(text).toContain("col 'Städte', key=('北京',)");
    expect(JSON.parse(text).summary_csv).toBe('evaluation/summary.csv');
    expect(JSON.parse(renderSummaryJson(buildPrepBenchSummary([row])))).not.toHaveProperty('summary_csv');
  });
});

describe('summary.csv', () => {
  test('header, one row per case, CRLF line ends, minimal quoting', () => {
    const text = renderSummaryCsv(sortCaseRows(rows));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('case_name,execution,evaluation,candidate_dir,gt_dir,error_type,error_message');
    expect(lines[1]).toBe('case_001,success,correct,run/case_001/result,gt/case_001,,');
    expect(lines[2]).toBe(
      'case_2,fail,false,run/case_2/result,gt/case_2,NOT_FOUND,No candidate output_*.csv files found under run/case_2/result.',
    );
    expect(lines[3]).toBe(
      `case_003,success,false,run/case_003/result,gt/case_003,KEY_MISMATCH,"Missing key in candidate for file output_01.csv: ('B',)"`,
    );
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
  });

  test('quotes and newlines in a message are escaped', () => {
    const row = caseRow('case_001', fail('VALUE_MISMATCH', 'say "hi"\nnext'), dirs('case_001'));
    expect(renderSummaryCsv([row]).split('\r\n')[1]).toBe(
      'case_001,success,false,run/case_001/result,gt/case_001,VALUE_MISMATCH,"say ""hi""\nnext"',
    );
  });
});
