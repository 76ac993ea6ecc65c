/** The table trial layout (docs/table-suites.md, "Layout and format diagnostics"): what of a case directory is named, and with which fix. */
import path from 'node:path';
import { caseLayout } from '../../../../src/core/kinds/table/layout.js';
import { tempDir, write } from '../../../support/helpers.js';

function layout() {
  const gt = tempDir();
  write(path.join(gt, 'case_001/output_01.csv'), 'a\n1\n');
  write(path.join(gt, 'case_001/output_02.csv'), 'a\n1\n');
  write(path.join(gt, 'case_001/config.json'), '{}');
  return caseLayout([{ key: 'case_001', file: path.join(gt, 'case_001') }]);
}

test('a file of result/ near an expected output name is named with that name; the expected names and far names are left to the comparison', () => {
  const l = layout();
  expect(l.classify('case_001', true)).toBe('descend');
  expect(l.classify('case_001/result', true)).toBe('descend');
  expect(l.classify('case_001/result/output_01.csv', false)).toBe('read');
  expect(l.classify('case_001/result/notes.txt', false)).toBe('read');
  expect(l.classify('case_001/result/output_2.csv', false)).toBe('ignored');
  expect(l.hint!('case_001/result/output_2.csv', false)).toEqual({
    missed: 'the expected output files of case_001 (output_01.csv, output_02.csv)',
    nearest: 'case_001/result/output_02.csv',
    hint: 'differs from it only in the zero padding of its numbers: not read, as the expected files are read by their exact names; rename it to output_02.csv',
  });
});

test('an expected CSV in the case directory is to be moved into result/; an input CSV there is not named', () => {
  const l = layout();
  expect(l.classify('case_001/output_01.csv', false)).toBe('ignored');
  expect(l.hint!('case_001/output_01.csv', false)).toMatchObject({
    nearest: 'case_001/result/output_01.csv',
    hint: expect.stringContaining('move it to case_001/result/output_01.csv'),
  });
  expect(l.classify('case_001/sales_input.csv', false)).toBe('read');
  expect(l.classify('case_001/Results', true)).toBe('ignored');
  expect(l.hint!('case_001/Results', true)).toMatchObject({
    nearest: 'case_001/result/',
    hint: expect.stringContaining('rename it to case_001/result/'),
  });
});
