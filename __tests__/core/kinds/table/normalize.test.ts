import {
  InvalidBooleanError,
  isEmptyToken,
  normalizeBoolean,
  normalizeDate,
  normalizeDatetime,
  normalizeNumber,
  normalizeTextExact,
  normalizeTextNorm,
  numbersClose,
} from '../../../../src/core/kinds/table/normalize.js';
import { cellsEqual } from '../../../support/table-rows.js';

describe('number', () => {
  test.each([
    ['1,234', 1234],
    ['$1,234.50', 1234.5],
    ['12%', 12], // the % is dropped, not divided by 100
    ['  42  ', 42],
    ['$ 1,000', 1000], // whitespace after a dropped symbol goes too
    ['-0.5', -0.5],
    ['+7', 7],
    ['1e3', 1000],
    ['1E-2', 0.01],
    ['.5', 0.5],
    ['5.', 5],
    ['1_000', 1000], // Python float() accepts digit separators
    ['\uff11\uff12', 12], // full-width digits, as Python float() reads them
  ])('%j parses to %p', (raw, value) => {
    expect(normalizeNumber(raw)).toBe(value);
  });

  test.each(['', '   ', 'NA', 'n/a', 'N/A', 'None', 'null', 'NaN', 'nan'])('empty token %j is empty', (raw) => {
    expect(normalizeNumber(raw)).toBeNull();
  });

  test.each(['abc', '(5)', '12 apples', '1__0', '_1', '0x10', '€5', '1.2.3', '--1'])(
    'unparseable %j is empty too (as PrepBench does)',
    (raw) => {
      expect(normalizeNumber(raw)).toBeNull();
    },
  );

  test('so any two unparseable numbers compare equal, and equal to an empty cell', () => {
    expect(cellsEqual(normalizeNumber('abc'), normalizeNumber('xyz'), 'number', 0.02)).toBe(true);
    expect(cellsEqual(normalizeNumber('abc'), normalizeNumber(''), 'number', 0.02)).toBe(true);
    expect(cellsEqual(normalizeNumber('abc'), normalizeNumber('0'), 'number', 0.02)).toBe(false);
  });

  test('inf parses, and (as in PrepBench) never equals even itself', () => {
    expect(normalizeNumber('inf')).toBe(Number.POSITIVE_INFINITY);
    expect(normalizeNumber('-Infinity')).toBe(Number.NEGATIVE_INFINITY);
    expect(numbersClose(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 0.02)).toBe(false);
  });
});

describe('numeric tolerance (strict <)', () => {
  test('relative difference exactly at the tolerance is a mismatch', () => {
    expect(numbersClose(100, 98, 0.02)).toBe(false); // 2/100 = 0.02
    expect(numbersClose(98, 100, 0.02)).toBe(false);
    expect(numbersClose(-100, -98, 0.02)).toBe(false);
  });

  test('just inside the tolerance matches', () => {
    expect(numbersClose(100, 98.01, 0.02)).toBe(true);
    expect(numbersClose(1234.5, 1234.56, 0.02)).toBe(true);
  });

  test('against zero the difference is absolute', () => {
    expect(numbersClose(0, 0.0199, 0.02)).toBe(true);
    expect(numbersClose(0, 0.02, 0.02)).toBe(false);
    expect(numbersClose(-0.01, 0, 0.02)).toBe(true);
    expect(numbersClose(0, 0, 0.02)).toBe(true);
  });

  test('empty equals empty, never a number', () => {
    expect(numbersClose(null, null, 0.02)).toBe(true);
    expect(numbersClose(null, 0, 0.02)).toBe(false);
    expect(numbersClose(5, null, 0.02)).toBe(false);
  });

  test('opposite signs never match', () => {
    expect(numbersClose(1, -1, 0.02)).toBe(false);
  });
});

describe('text_exact', () => {
  test('strips surrounding space and one pair of quotes, keeps case and inner space', () => {
    expect(normalizeTextExact('  Hello World  ')).toBe('Hello World');
    expect(normalizeTextExact('"Hello"')).toBe('Hello');
    expect(normalizeTextExact("'Hello'")).toBe('Hello');
    expect(normalizeTextExact('" Hello "')).toBe(' Hello '); // not stripped again after the quotes
    expect(normalizeTextExact('"Hello\'')).toBe('"Hello\''); // mismatched quotes stay
    expect(normalizeTextExact('"')).toBe('"');
    expect(normalizeTextExact('ABC')).not.toBe(normalizeTextExact('abc'));
  });

  test.each(['', 'NA', 'na', 'N/A', 'None', 'NULL', 'nan', '"NA"', '  ""  '])('%j is empty', (raw) => {
    expect(normalizeTextExact(raw)).toBeNull();
  });
});

describe('text_norm', () => {
  test('lower-cases and collapses inner whitespace', () => {
    expect(normalizeTextNorm('  Hello \t  World\n ')).toBe('hello world');
    expect(normalizeTextNorm('"New  York"')).toBe('new york');
    expect(normalizeTextNorm('a\u00a0\u00a0b')).toBe('a b'); // non-breaking spaces are Python whitespace
  });

  test('empty tokens are empty', () => {
    expect(normalizeTextNorm('None')).toBeNull();
    expect(normalizeTextNorm(' n/a ')).toBeNull();
  });
});

describe('date', () => {
  test.each([
    ['2018-10-01', '2018-10-01'],
    ['2018/10/01', '2018-10-01'],
    ['01/10/2018', '2018-10-01'], // dd/mm/yyyy
    ['1/2/2019', '2019-02-01'],
    ['2018-1-5', '2018-01-05'],
    [' 2018-10-01 ', '2018-10-01'],
    ['01/01/991', '991-01-01'], // PrepBench pads a 3-digit year to parse it
    ['01/01/0991', '991-01-01'], // and Python's strftime on Linux writes %Y unpadded (case_070)
    ['0991-01-01', '991-01-01'],
    ['991-01-01', '991-01-01'], // %Y needs 4 digits: kept as text, equal to the above
    ['29/02/2020', '2020-02-29'],
  ])('%j → %j', (raw, iso) => {
    expect(normalizeDate(raw)).toBe(iso);
  });

  test.each([
    ['12/31/2020', 'US order is not a format: kept as text'],
    ['31/04/2020', 'no 31 April'],
    ['29/02/2019', 'not a leap year'],
    ['2018-10-01 00:00:00', 'a datetime is not a date'],
    ['2018-10-01T00:00', 'ISO T form is not a format'],
    ['Oct 1, 2018', 'month names are not a format'],
    ['None', 'date empties are only "", na, n/a, null'],
    ['nan', 'idem'],
  ])('%j stays the stripped text (%s)', (raw) => {
    expect(normalizeDate(` ${raw} `)).toBe(raw);
  });

  test.each(['', 'NA', 'n/a', 'NULL'])('%j is empty', (raw) => {
    expect(normalizeDate(raw)).toBeNull();
  });

  test('different spellings of one day compare equal', () => {
    expect(cellsEqual(normalizeDate('01/10/2018'), normalizeDate('2018-10-01'), 'date', 0.02)).toBe(true);
    expect(cellsEqual(normalizeDate('12/31/2020'), normalizeDate('2020-12-31'), 'date', 0.02)).toBe(false);
  });
});

describe('datetime', () => {
  test.each([
    ['2020-01-05 10:00:00', '2020-01-05 10:00:00'],
    ['2020-01-05 10:00', '2020-01-05 10:00:00'],
    ['2020/01/05 10:00:00', '2020-01-05 10:00:00'],
    ['05/01/2020 10:00:00', '2020-01-05 10:00:00'],
    ['2020-01-05  7:5:3', '2020-01-05 07:05:03'], // strptime allows runs of whitespace and one-digit fields
  ])('%j → %j', (raw, value) => {
    expect(normalizeDatetime(raw)).toBe(value);
  });

  test.each(['2020-01-05T10:00:00', '2020-01-05', '2020-01-05 24:00:00', '2020-01-05 10:00:60', '05/01/2020 10:00'])(
    '%j is kept as text',
    (raw) => {
      expect(normalizeDatetime(raw)).toBe(raw);
    },
  );

  test('empties are "", na, n/a, null', () => {
    expect(normalizeDatetime('N/A')).toBeNull();
    expect(normalizeDatetime('none')).toBe('none');
  });
});

describe('boolean', () => {
  test.each(['true', 'TRUE', ' True ', '1', 'yes', 'Y', 't', '是'])('%j is true', (raw) => {
    expect(normalizeBoolean(raw)).toBe(true);
  });
  test.each(['false', 'False', '0', 'no', 'N', 'f', '否'])('%j is false', (raw) => {
    expect(normalizeBoolean(raw)).toBe(false);
  });
  test.each(['', 'nan', 'None', 'NA'])('%j is empty', (raw) => {
    expect(normalizeBoolean(raw)).toBeNull();
  });
  test.each(['maybe', '1.0', '2', 'oui', '真'])('%j is an error', (raw) => {
    expect(() => normalizeBoolean(raw)).toThrow(InvalidBooleanError);
    expect(() => normalizeBoolean(raw)).toThrow(`Unrecognized boolean value: '${raw}'`);
  });
});

test('the shared empty tokens', () => {
  for (const t of ['', ' ', 'none', 'NaN', 'NULL', 'n/a', 'Na']) expect(isEmptyToken(t)).toBe(true);
  for (const t of ['-', '0', 'nil', 'N.A.', 'nones']) expect(isEmptyToken(t)).toBe(false);
});
