/**
 * Output suites, unit level: each expectation type, the grading order (artifacts, then the full
 * output, never the summary or the last turn alone), bounded messages, and the regex time bound.
 */
import { fullOutput, gradeRecord } from '../../../../src/core/kinds/output/grade.js';
import type { OutputRecord } from '../../../../src/core/kinds/output/record.js';
import { runRegex } from '../../../../src/core/kinds/output/regex.js';
import { OutputTaskSchema, OutputTasksFileSchema } from '../../../../src/core/kinds/output/tasks.js';
import { formatIssues } from '../../../../src/core/manifest/zod-issues.js';

const options = { regexTimeoutMs: 1000, jsonDepth: 64 };
const task = (spec: unknown) => OutputTaskSchema.parse(spec);
const rec = (
  fields: Omit<Partial<OutputRecord>, 'artifacts'> & {
    artifacts?: Record<string, unknown> | Map<string, unknown> | null;
  },
): OutputRecord => ({
  task: 't',
  full_text: null,
  text_turns: null,
  text: null,
  summary: null,
  ...fields,
  artifacts: fields.artifacts
    ? fields.artifacts instanceof Map
      ? fields.artifacts
      : new Map(Object.entries(fields.artifacts))
    : null,
});
const grade = (spec: unknown, fields: Parameters<typeof rec>[0]) => gradeRecord(task(spec), rec(fields), options);

describe('artifact expectations', () => {
  test('exact: the string must be equal, no trimming; the message names the check and shows what was found', () => {
    const spec = { artifacts: [{ key: 'table_id', exact: 'T-042' }] };
    expect(grade(spec, { artifacts: { table_id: 'T-042' } })).toMatchObject({
      status: 'success',
      graded_on: 'artifacts',
    });
    const bad = grade(spec, { artifacts: { table_id: 'T-042 ' } });
    expect(bad.status).toBe('failure');
    expect(bad.message).toBe(
      'artifacts.all[0] "table_id" exact "T-042": expected "T-042", found "T-042 "; graded on structured artifacts',
    );
    expect(grade(spec, { artifacts: { other: 'x' } }).message).toContain(
      'no artifact "table_id" (the record has "other")',
    );
  });

  test('set: comma-separated ids compared as sets after trimming; a list works too; missing and extra ids are named', () => {
    const spec = { artifacts: [{ key: 'ids', set: 'INC-7, INC-12,INC-31' }] };
    expect(grade(spec, { artifacts: { ids: ' INC-31,INC-7 , INC-12,' } }).status).toBe('success');
    expect(grade(spec, { artifacts: { ids: ['INC-12', 'INC-31', 'INC-7'] } }).status).toBe('success');
    const bad = grade(spec, { artifacts: { ids: 'INC-7, INC-40' } });
    expect(bad.message).toContain('missing "INC-12", "INC-31"; unexpected "INC-40"');
    expect(grade(spec, { artifacts: { ids: { a: 1 } } }).message).toContain(
      'expected a comma-separated string or a list of ids',
    );
  });

  test('number: within the tolerance; a numeric string counts; anything else is a failure, never a crash', () => {
    const spec = { artifacts: [{ key: 'growth', number: 12.5, tolerance: 0.05 }] };
    expect(grade(spec, { artifacts: { growth: 12.54 } }).status).toBe('success');
    expect(grade(spec, { artifacts: { growth: ' 12.46 ' } }).status).toBe('success');
    expect(grade(spec, { artifacts: { growth: 12.6 } }).message).toContain('expected 12.5 ± 0.05, found 12.6');
    expect(grade(spec, { artifacts: { growth: '12.5%' } }).message).toContain('not a number');
    expect(grade({ artifacts: [{ key: 'n', number: 3 }] }, { artifacts: { n: 3.0000001 } }).status).toBe('failure');
  });

  test('all needs every check, any needs one', () => {
    const checks = [
      { key: 'a', exact: '1' },
      { key: 'b', exact: '2' },
    ];
    const artifacts = { a: '1', b: '3' };
    expect(grade({ artifacts: { all: checks } }, { artifacts }).message).toMatch(
      /^artifacts\.all\[1\] "b" exact "2": expected "2", found "3"/,
    );
    expect(grade({ artifacts: { any: checks } }, { artifacts })).toMatchObject({
      status: 'success',
      message: expect.stringContaining('artifacts.any[0] "a" exact "1" holds (any of 2)'),
    });
    expect(grade({ artifacts: { any: checks } }, { artifacts: { a: '0', b: '0' } }).message).toMatch(
      /^none of 2 artifact expectation\(s\) holds/,
    );
  });
});

describe('output expectations', () => {
  const text = 'Turn one: the owner is V-1187.\n\nTurn two: Done — anything else?';
  test('contains and not_contains, case-sensitive unless ignore_case; the excerpt shows where', () => {
    expect(grade({ output: [{ contains: 'V-1187' }] }, { full_text: text }).status).toBe('success');
    const caseHint = grade({ output: [{ contains: 'the Owner' }] }, { full_text: text });
    expect(caseHint.message).toContain(
      'not found (found with different case at offset 10: "Turn one: the owner is V-1187',
    );
    expect(grade({ output: [{ contains: 'the Owner', ignore_case: true }] }, { full_text: text }).status).toBe(
      'success',
    );
    const leak = grade({ output: [{ not_contains: 'v-1187', ignore_case: true }] }, { full_text: text });
    expect(leak).toMatchObject({ status: 'failure' });
    expect(leak.message).toMatch(/^output\[0\] not_contains "v-1187" \(ignoring case\): found at offset 23: "Turn one/);
  });

  test('regex with flags; the first failing expectation of several is the one named', () => {
    expect(grade({ output: [{ regex: '\\bv-1187\\b', flags: 'i' }] }, { full_text: text }).status).toBe('success');
    const r = grade(
      { output: [{ contains: 'V-1187' }, { regex: '^Done', flags: 'm' }, { contains: 'never' }] },
      { full_text: text },
    );
    expect(r.message).toMatch(/^output\[1\] regex \/\^Done\/m: no match in the output/);
  });

  test('exact compares the trimmed full output and shows where it differs', () => {
    expect(grade({ output: [{ exact: 'forty-two' }] }, { text: '  forty-two\n' }).status).toBe('success');
    expect(grade({ output: [{ exact: 'forty-two' }] }, { text: 'forty-three' }).message).toContain(
      'differs at offset 7 (expected 9 chars, found 11): expected "forty-two", found "forty-three"',
    );
  });

  test('json: the last embedded JSON block that parses equals the expected value (key order ignored)', () => {
    const spec = { output: [{ json: { west: 2398.4, east: 1200 } }] };
    const turns = [
      'Draft:\n```json\n{"west": 1, "east": 1}\n```',
      'Final:\n```json\n{"east": 1200, "west": 2398.4}\n```',
      'Done — anything else?',
    ];
    expect(grade(spec, { text_turns: turns })).toMatchObject({ status: 'success', output_source: 'text_turns' });
    const reversed = grade(spec, { text_turns: [turns[1]!, turns[0]!] });
    expect(reversed.message).toContain(
      'the last JSON block (2 of 2 code blocks) differs at $.east (expected 1200, found 1)',
    );
    expect(grade(spec, { text: '{"west": 2398.4, "east": 1200}' }).status).toBe('success');
    expect(grade(spec, { text: 'no json here' }).message).toContain('the output has no code block and is not JSON');
    expect(grade(spec, { text: '```json\n{"west": 2398.4, "east": 1200, "north": 0}\n```' }).message).toContain(
      '$.north (unexpected)',
    );
    expect(grade({ output: [{ json: [1, 2] }] }, { text: '```\n[1, 2, 3]\n```' }).message).toContain(
      '$ (expected 2 items, found 3)',
    );
  });
});

describe('what is graded', () => {
  test('full output = full_text, else text_turns joined by a blank line, else text', () => {
    expect(fullOutput(rec({ full_text: 'F', text_turns: ['a'], text: 'T' }))).toEqual({
      text: 'F',
      source: 'full_text',
    });
    expect(fullOutput(rec({ full_text: '', text_turns: ['a', '', 'b'], text: 'T' }))).toEqual({
      text: 'a\n\nb',
      source: 'text_turns',
    });
    expect(fullOutput(rec({ text_turns: [], text: 'T' }))).toEqual({ text: 'T', source: 'text' });
    expect(fullOutput(rec({ summary: 'S' }))).toBeNull();
  });

  test('the self-report trap: the summary has the right id, the output does not: failure', () => {
    const r = grade(
      { output: [{ contains: 'T-042' }] },
      { summary: 'Found it: T-042.', full_text: 'I could not find the table.' },
    );
    expect(r).toMatchObject({ status: 'failure', graded_on: 'output' });
    expect(r.message).toContain('output[0] contains "T-042": not found in the output: "I could not find the table."');
  });

  test('a record with only a summary is graded as having no output, and the message says so', () => {
    const r = grade({ output: [{ contains: 'T-042' }] }, { summary: 'T-042' });
    expect(r).toMatchObject({ status: 'failure', graded_on: 'nothing', output_source: null });
    expect(r.message).toBe(
      'no output to grade: the record has no full_text, text_turns or text (it carries only a summary, which is never graded)',
    );
    const art = grade({ artifacts: [{ key: 'id', exact: 'T-042' }] }, { summary: 'T-042' });
    expect(art.message).toMatch(
      /^the record has no structured artifacts, and this task is graded on artifacts only .*only a summary, which is never graded/,
    );
  });

  test('the last-turn trap: the answer is in an earlier turn, then "Done — anything else?": success', () => {
    const r = grade(
      { output: [{ contains: 'T-042' }] },
      { text_turns: ['The table is T-042.', 'Done — anything else?'] },
    );
    expect(r).toMatchObject({ status: 'success', output_source: 'text_turns' });
  });

  test('artifacts first: when the record has artifacts they decide; without them the full output does', () => {
    const spec = { artifacts: [{ key: 'table_id', exact: 'T-042' }], output: [{ contains: 'T-042' }] };
    expect(grade(spec, { artifacts: { table_id: 'T-024' }, full_text: 'It is T-042.' })).toMatchObject({
      status: 'failure',
      graded_on: 'artifacts',
    });
    const fallback = grade(spec, { full_text: 'It is T-042.' });
    expect(fallback).toMatchObject({ status: 'success', graded_on: 'output' });
    expect(fallback.message).toContain('the record has no structured artifacts');
  });

  test('messages stay bounded whatever the output', () => {
    const huge = `${'x'.repeat(2_000_000)} T-041 ${'y'.repeat(2_000_000)}`;
    for (const check of [
      { contains: 'T-042' },
      { not_contains: 'T-041' },
      { regex: 'T-04[2]' },
      { exact: 'T' },
      { json: { a: 1 } },
    ]) {
      const r = grade({ output: [check] }, { full_text: huge });
      expect(r.status).toBe('failure');
      expect(r.message.length).toBeLessThanOrEqual(1001);
    }
  });
});

describe('the regex time bound', () => {
  test('a catastrophic-backtracking regex on a long input is cut off as an error, not a hang', () => {
    const r = runRegex('^(a+)+$', '', `${'a'.repeat(5000)}!`, 200);
    expect(r).toEqual({ ok: false, error: 'did not finish within 200 ms (catastrophic backtracking?)' });
    // The sandbox still works afterwards.
    expect(runRegex('b+', '', 'aabbb', 200)).toEqual({ ok: true, match: { index: 2, length: 3 } });
    const g = gradeRecord(task({ output: [{ regex: '(x+x+)+y' }] }), rec({ full_text: 'x'.repeat(10_000) }), {
      regexTimeoutMs: 150,
      jsonDepth: 64,
    });
    expect(g.status).toBe('error');
    expect(g.message).toMatch(
      /^output\[0\] regex \/\(x\+x\+\)\+y\/: did not finish within 150 ms .* on 10000 chars of output; fix the benchmark's regex$/,
    );
  });
});

describe('the tasks file schema', () => {
  const problems = (tasks: unknown) => {
    const r = OutputTasksFileSchema.safeParse({ tasks });
    return r.success ? '' : formatIssues(r.error);
  };
  test('exactly one matcher per check, valid regexes and flags, at least one expectation per task, no unknown keys', () => {
    expect(problems({ q1: { output: [{ contains: 'a', regex: 'b' }] } })).toBe(
      'tasks.q1.output[0]: give exactly one of contains, not_contains, regex, exact, json (found contains, regex)',
    );
    expect(problems({ q1: { output: [{ regex: '(' }] } })).toMatch(
      /^tasks\.q1\.output\[0\]\.regex: not a valid regular expression/,
    );
    expect(problems({ q1: { output: [{ regex: 'a', flags: 'g' }] } })).toMatch(
      /^tasks\.q1\.output\[0\]\.flags: flags are any of i, m, s, u/,
    );
    expect(problems({ q1: { artifacts: [{ key: 'k', set: ' , ' }] } })).toBe(
      'tasks.q1.artifacts.all[0].set: the set names no id',
    );
    expect(problems({ q1: { artifacts: [{ key: 'k', exact: 'a', tolerance: 1 }] } })).toBe(
      'tasks.q1.artifacts.all[0].tolerance: tolerance applies to `number` only',
    );
    expect(problems({ q1: { description: 'x' } })).toBe('tasks.q1: a task needs artifacts or output expectations');
    expect(problems({ q1: { output: [{ contains: 'a' }], regex: 'x' } })).toMatch(
      /^tasks\.q1: Unrecognized key: "regex"/,
    );
    expect(problems({ '../x': { output: [{ contains: 'a' }] } })).toMatch(
      /^tasks\.\.\.\/x: a task key must be letters/,
    );
    expect(problems({})).toMatch(/the file lists no task/);
  });
});
