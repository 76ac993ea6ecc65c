/** Format slips of a candidate CSV (docs/table-suites.md, "Format diagnostics"). */
import { diagnoseHead, headerDifference, otherDelimiter } from '../../../../src/core/kinds/table/diagnose.js';
import { parseCsvText } from '../../../support/table-rows.js';

const columns = ['Region', 'Month', 'Sales'];

test('a header name that differs only in letter case, surrounding whitespace or Unicode normalisation is named as such', () => {
  expect(headerDifference('region', 'Region')).toBe('letter case');
  expect(headerDifference(' Region ', 'Region')).toBe('surrounding whitespace');
  expect(headerDifference('Cafe\u0301', 'Caf\u00e9')).toBe('Unicode normalisation');
  expect(headerDifference(' CAFE\u0301', 'Caf\u00e9')).toBe(
    'surrounding whitespace and letter case and Unicode normalisation',
  );
  expect(headerDifference('Regions', 'Region')).toBeNull();
  expect(headerDifference('Region', 'Region')).toBeNull();
});

test('a delimiter other than "," is found from the header and the first rows', () => {
  expect(otherDelimiter('Region;Month;Sales\nNorth;2024-01-01;1520,50\n', 2, columns)).toBe(';');
  expect(otherDelimiter('Region\tMonth\tSales\nNorth\t2024-01-01\t1520\n', 1, columns)).toBe('\t');
  // The rows do not agree with the header: not a delimiter.
  expect(otherDelimiter('Region;Month;Sales\nNorth\n', 1, columns)).toBeNull();
  // The split header finds no configured column: not a delimiter.
  expect(otherDelimiter('a;b\n1;2\n', 1, columns)).toBeNull();
});

test('a file is diagnosed only when a configured column is missing, so a correct file never is', () => {
  expect(diagnoseHead('Region,Month,Sales\nNorth,2024-01-01,1\n', columns)).toBeNull();
  expect(diagnoseHead('Region;Month;Sales\nNorth;2024-01-01;1\n', columns)).toMatchObject({
    problem: expect.stringContaining('the file is separated by ";", not by ","'),
    fix: 'write the file with "," between fields',
  });
  expect(diagnoseHead('region,month,Sales\nNorth,2024-01-01,1\n', columns)).toMatchObject({
    problem: expect.stringContaining('only in letter case ("region" for "Region", "month" for "Month")'),
    fix: 'rename them to the configured names',
  });
  expect(diagnoseHead('Other,Month,Sales\n', columns)).toBeNull();
});

test('a NUL byte in a CSV is a named read error, not a silently different cell', () => {
  const r = parseCsvText('a,b\n1,x\u0000y\n', 'utf-8');
  expect(r).toEqual({ ok: false, reason: expect.stringContaining('the file holds a NUL byte (line 2)') });
});
