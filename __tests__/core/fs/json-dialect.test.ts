/**
 * Records in their writers' dialect (docs/records.md, "The JSON dialect"): what Python's json
 * module writes is read, UTF-16/32 is refused with the fix, and a syntax error is named by its
 * line, column and likely cause, on every path a JSON file is read by.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  parseJsonBounded,
  parseJsonBytes,
  readJsonBounded,
  readTextBounded,
  readTopLevelFields,
} from '../../../src/core/fs/bounded-json.js';
import { skimJsonObject } from '../../../src/core/fs/json-skim.js';
import { lineAndColumn } from '../../../src/core/fs/json-text.js';
import { tempDir } from '../../support/helpers.js';

const LIMITS = { maxBytes: 1 << 20, maxDepth: 64 };
const PY = { ...LIMITS, nonFinite: true };

function file(content: string | Buffer, name = 'r.json'): string {
  const abs = path.join(tempDir('agent-eval-dialect-'), name);
  writeFileSync(abs, content);
  return abs;
}

/** The message of every reader for the same bytes: whole-file parse, skim, and bytes. */
function messages(content: string | Buffer, limits = LIMITS): string[] {
  const abs = file(content);
  const whole = readJsonBounded(abs, limits);
  const skim = readTopLevelFields(abs, limits, ['metrics'], ['rounds']);
  const bytes = parseJsonBytes(Buffer.from(content), limits.maxDepth);
  return [whole, skim, bytes].map((r) => (r.ok ? 'ok' : r.message));
}

describe("Python's json dialect", () => {
  const python =
    '{"task_key": "t", "rounds": [1], "metrics": {"a": NaN, "b": Infinity, "c": -Infinity, "d": [NaN, 1], "s": "NaN Infinity"}}';

  test('NaN, Infinity and -Infinity are read as numbers by the whole-file and the skimming readers', () => {
    const whole = readJsonBounded(file(python), PY);
    expect(whole.ok && (whole.value as { metrics: unknown }).metrics).toEqual({
      a: NaN,
      b: Infinity,
      c: -Infinity,
      d: [NaN, 1],
      s: 'NaN Infinity',
    });
    const skim = readTopLevelFields(file(python), PY, ['metrics'], ['rounds']);
    expect(skim.ok && skim.values.metrics).toEqual({
      a: NaN,
      b: Infinity,
      c: -Infinity,
      d: [NaN, 1],
      s: 'NaN Infinity',
    });
    expect(parseJsonBounded('[NaN]', 4, { nonFinite: true })).toMatchObject({ ok: true, value: [NaN] });
  });

  test('a string that holds the words is left alone, and a word glued to another token is still an error', () => {
    expect(parseJsonBounded('{"a": "x NaN", "b": ["Infinity"]}', 4, { nonFinite: true })).toMatchObject({
      ok: true,
      value: { a: 'x NaN', b: ['Infinity'] },
    });
    for (const bad of ['[2Infinity]', '[Infinity2]', '[-NaN]', '[NaNa]', '{"a": nan}']) {
      expect({ bad, ok: parseJsonBounded(bad, 4, { nonFinite: true }).ok }).toEqual({ bad, ok: false });
      expect({
        bad,
        ok: skimJsonObject(Buffer.from(`{"k": ${bad}}`), bad.length + 7, 8, { nonFinite: true }).ok,
      }).toEqual({ bad, ok: false });
    }
  });

  test("agent-eval's own files stay strict JSON, and say why NaN is refused", () => {
    expect(messages('{"a": NaN}')).toEqual(
      Array(3).fill(
        'Malformed JSON: line 1, column 7: invalid value; NaN and Infinity are not JSON, and this file is read as strict JSON',
      ),
    );
  });
});

describe('encodings', () => {
  const text = '{"task_key": "t", "rounds": [1]}';

  test('a UTF-8 byte order mark is dropped', () => {
    expect(messages(`\ufeff${text}`)).toEqual(['ok', 'ok', 'ok']);
    expect(readTextBounded(file(`\ufeff{"a": 1}\n`), 100)).toEqual({ ok: true, text: '{"a": 1}\n' });
  });

  test.each([
    [
      'UTF-16 (little-endian, with a byte order mark)',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
    ],
    [
      'UTF-16 (big-endian, with a byte order mark)',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]),
    ],
    ['UTF-16 (little-endian)', Buffer.from(text, 'utf16le')],
    ['UTF-16 (big-endian)', Buffer.from(text, 'utf16le').swap16()],
    ['UTF-32 (little-endian, with a byte order mark)', Buffer.from([0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0])],
    ['UTF-32 (big-endian, with a byte order mark)', Buffer.from([0, 0, 0xfe, 0xff, 0, 0, 0, 0x7b])],
    ['UTF-32 (little-endian)', Buffer.from([0x7b, 0, 0, 0, 0x7d, 0, 0, 0])],
    ['UTF-32 (big-endian)', Buffer.from([0, 0, 0, 0x7b, 0, 0, 0, 0x7d])],
  ])('%s is refused with "re-save as UTF-8" by every reader', (encoding, bytes) => {
    const family = encoding.slice(0, 6);
    const expected = `${family}: re-save as UTF-8 (the file is ${encoding}, and agent-eval reads UTF-8 only: PowerShell's ">" and Out-File write UTF-16, "Out-File -Encoding utf8" does not)`;
    expect(messages(bytes)).toEqual(Array(3).fill(expected));
    expect(readTextBounded(file(bytes), 1000)).toEqual({ ok: false, message: expected });
  });
});

describe('syntax errors name the line, the column and the likely cause', () => {
  test.each([
    [
      'a trailing comma in an object',
      '{\n  "a": 1,\n}',
      'line 3, column 1: expected a string key; a trailing comma before "}" (JSON allows none: remove the comma after the last item)',
    ],
    [
      'a trailing comma in a list',
      '{"a": [1,\n  2,\n  ]}',
      'line 3, column 3: invalid value; a trailing comma before "]" (JSON allows none: remove the comma after the last item)',
    ],
    [
      'single quotes',
      "{'a': 1}",
      "line 1, column 2: expected a string key; single quotes: JSON strings and keys take double quotes (was it written with Python's str() or print() instead of json.dump?)",
    ],
    ['a single-quoted value', '{"a": \'x\'}', 'line 1, column 7: invalid value; single quotes'],
    [
      'a line comment',
      '{\n  // note\n  "a": 1}',
      'line 2, column 3: expected a string key; a comment: JSON has no comments (remove it)',
    ],
    [
      'a block comment',
      '{"a": 1 /* x */}',
      'line 1, column 9: expected "," or "}"; a comment: JSON has no comments (remove it)',
    ],
    [
      "Python's True",
      '{"a": True}',
      "line 1, column 7: invalid value; Python's True: JSON writes true (write the file with json.dump)",
    ],
    ["Python's None", '{"a": None}', "line 1, column 7: invalid value; Python's None: JSON writes null"],
    [
      'a file cut short',
      '{"a": [1, 2',
      'line 1, column 12: unexpected end of file; the file ends before the JSON does',
    ],
    [
      'non-ASCII before the error (columns count characters)',
      '{"é✓": 1,}',
      'line 1, column 10: expected a string key; a trailing comma',
    ],
    ['an error after a BOM', '\ufeff{"a": 1,}', 'line 1, column 9: expected a string key; a trailing comma'],
  ])('%s', (_what, text, expected) => {
    for (const message of messages(text)) expect(message).toContain(`Malformed JSON: ${expected}`);
  });

  test.each([
    ['', 'no bytes'],
    ['  \n ', 'only blanks'],
    ['\ufeff', 'no bytes'],
  ])('an empty file (%j) says it is empty', (text, what) => {
    expect(messages(text)).toEqual(
      Array(3).fill(
        `Malformed JSON: the file is empty (${what}): it must hold one JSON value (was it written before the run ended?)`,
      ),
    );
  });

  test('inside strings, which the skimming reader leaves to JSON.parse and the verifier, the whole-file reader names the character', () => {
    expect(messages('{"a": "x\ty"}')[0]).toBe(
      'Malformed JSON: line 1, column 9: a control character (a raw tab or line break) inside a string: write it as \\t or \\n',
    );
    expect(messages('{"a": "C:\\data"}')[0]).toBe(
      'Malformed JSON: line 1, column 10: an invalid escape "\\d" inside a string (a Windows path? write its backslashes twice)',
    );
  });

  test('a JSONL line is named by its line in the log', () => {
    expect(parseJsonBounded('{"a": 1,}', 8, { firstLine: 7 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Malformed JSON: line 7, column 9: /),
    });
  });

  test('lines and columns: 1-based, in characters', () => {
    const buf = Buffer.from('ab\nçd\ne');
    expect(lineAndColumn(buf, 0, 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn(buf, 0, 6)).toEqual({ line: 2, column: 3 });
    expect(lineAndColumn(buf, 0, 7)).toEqual({ line: 3, column: 1 });
  });

  test('a valid document that is not an object is named as such', () => {
    expect(readTopLevelFields(file('[1, 2]'), LIMITS, [], [])).toEqual({
      ok: false,
      message: 'the record must be a JSON object',
    });
  });
});
