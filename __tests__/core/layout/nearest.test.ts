/** The near-name rules of the layout checks (docs/run-layout.md): zero padding and extensions. */
import { literalRule, nearestRule, unpadded } from '../../../src/core/layout/nearest.js';

const outputs = ['output_01.csv', 'output_02.csv'].map(literalRule);

test('a number without its zero padding is near the padded name', () => {
  expect(nearestRule('output_1.csv', outputs)).toEqual({
    rule: 'output_01.csv',
    how: 'differs from it only in the zero padding of its numbers',
  });
  expect(nearestRule('Output_2.csv', outputs)).toEqual({
    rule: 'output_02.csv',
    how: 'differs from it only in the zero padding of its numbers and in letter case',
  });
  expect(unpadded('output_007_x0')).toBe('output_7_x0');
});

test('another, a missing or an extra extension is named', () => {
  expect(nearestRule('output_01.txt', outputs)).toEqual({
    rule: 'output_01.csv',
    how: 'has the extension ".txt" where it has ".csv"',
  });
  expect(nearestRule('output_01', outputs)).toEqual({
    rule: 'output_01.csv',
    how: 'has no extension where it has ".csv"',
  });
  expect(nearestRule('output_01.csv.txt', outputs)).toEqual({
    rule: 'output_01.csv',
    how: 'has ".txt" after the name',
  });
});

test('letter case is still named first, and a far name is near nothing', () => {
  expect(nearestRule('OUTPUT_01.CSV', outputs)).toMatchObject({
    rule: 'output_01.csv',
    how: 'differs only in letter case',
  });
  expect(nearestRule('summary.json', outputs)).toBeNull();
});
