import { caseNumber, normalizeCaseId } from '../../../../src/core/kinds/table/case-id.js';

test.each([
  ['case_1', 'case_001'],
  ['case-1', 'case_001'],
  ['case1', 'case_001'],
  ['1', 'case_001'],
  ['001', 'case_001'],
  ['case_001', 'case_001'],
  ['CASE_7', 'case_007'],
  [' case_42 ', 'case_042'],
  ['case_0001', 'case_001'],
  ['case_1234', 'case_1234'],
])('%j → %j', (input, id) => {
  expect(normalizeCaseId(input)).toBe(id);
});

test.each(['', 'case', 'case_', 'case_1a', 'case__1', 'task_1', '-1', '1.5', 'case_ 1', '../case_1'])(
  '%j is not a case id',
  (input) => {
    expect(normalizeCaseId(input)).toBeNull();
  },
);

test('caseNumber gives the number', () => {
  expect(caseNumber('case_010')).toBe(10);
  expect(caseNumber('x')).toBeNull();
});
