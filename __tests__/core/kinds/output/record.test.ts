/**
 * Output records, unit level: per-task JSON records (snake_case and camelCase) and JSONL event
 * logs (protobuf-JSON and plain-dict events, string sequences, omitted defaults, out-of-order
 * and duplicate events, a truncated last line, several turns with later-turns-win).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readRecordFile, type RecordFile } from '../../../../src/core/kinds/output/record.js';
import { REPO, tempDir, write } from '../../../support/helpers.js';

const limits = { maxBytes: 1 << 20, maxDepth: 64 };
const FIXTURE = path.join(REPO, '__tests__/fixtures/output/log-out-of-order-truncated.jsonl');

function read(file: string): RecordFile {
  return readRecordFile(file, path.basename(file), limits);
}
const jsonl = (...events: unknown[]) =>
  events.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).join('\n') + '\n';
const plain = (r: RecordFile) =>
  r.records.map((x) => ({ ...x, artifacts: x.artifacts ? Object.fromEntries(x.artifacts) : null }));

test('per-task JSON records, snake_case or camelCase', () => {
  const dir = tempDir();
  const a = read(
    write(path.join(dir, 'a.json'), {
      task_id: 'q1',
      full_text: 'F',
      text_turns: ['x', 'y'],
      text: 'T',
      summary: 'S',
      artifacts: { id: 'T-1' },
    }),
  );
  expect(plain(a)).toEqual([
    { task: 'q1', full_text: 'F', text_turns: ['x', 'y'], text: 'T', summary: 'S', artifacts: { id: 'T-1' } },
  ]);
  const b = read(
    write(path.join(dir, 'b.json'), {
      taskId: 'q2',
      textTurns: ['x'],
      artifacts: [
        { name: 'ids', value: 'a,b' },
        { key: 'n', content: 3 },
      ],
    }),
  );
  expect(plain(b)).toEqual([
    { task: 'q2', full_text: null, text_turns: ['x'], text: null, summary: null, artifacts: { ids: 'a,b', n: 3 } },
  ]);
});

test("goldfive's InvocationResult written as a JSON dict is a per-task record carrying the full output", () => {
  const dir = tempDir();
  const result = {
    task_id: 'q1',
    text: 'Done — anything else?',
    stop_reason: 'end_turn',
    error: null,
    raw: null,
    text_turns: ['T-042 is the table.', 'Done — anything else?'],
    full_text: 'T-042 is the table.\n\nDone — anything else?',
  };
  const r = read(write(path.join(dir, 'q1.json'), result));
  expect(r.problems).toEqual([]);
  expect(plain(r)).toEqual([
    {
      task: 'q1',
      full_text: result.full_text,
      text_turns: result.text_turns,
      text: result.text,
      summary: null,
      artifacts: null,
    },
  ]);
});

test('malformed per-task records are problems on the record, never exceptions', () => {
  const dir = tempDir();
  const cases: Array<[unknown, string]> = [
    [[1, 2], 'the record must be a JSON object'],
    [{ full_text: 'x' }, 'task_id must be a non-empty string'],
    [{ task_id: 'q', full_text: 5 }, 'full_text must be a string'],
    [{ task_id: 'q', text_turns: ['a', 1] }, 'text_turns must be a list of strings'],
    [{ task_id: 'q', artifacts: 'T-1' }, 'artifacts must be an object or a list of {name, value}'],
  ];
  for (const [i, [content, message]] of cases.entries()) {
    const r = read(write(path.join(dir, `r${i}.json`), content as object));
    expect(r.records).toEqual([]);
    expect(r.problems.map((p) => p.message)).toEqual([message]);
  }
  expect(read(write(path.join(dir, 'bad.json'), '{"task_id": "q", ')).problems[0]!.message).toMatch(/^Malformed JSON/);
  expect(
    read(write(path.join(dir, 'deep.json'), `{"task_id":"q","artifacts":{"a":${'['.repeat(100)}${']'.repeat(100)}}}`))
      .problems[0]!.message,
  ).toMatch(/nesting depth/);
});

test('a JSONL log with out-of-order sequences, an exact duplicate and a truncated last line: the line is an error, the rest is read', () => {
  const r = read(FIXTURE);
  expect(r.problems).toEqual([
    {
      task: null,
      message: 'line 10: truncated last line (not valid JSON, no newline at the end); the rest of the log was read',
    },
  ]);
  expect(r.duplicates).toBe(1);
  expect(plain(r)).toEqual([
    {
      task: 'q_totals',
      full_text: null,
      // sequence order, not line order; the repeated sequence 2 counted once
      text_turns: ['First turn: the table is T-042.', 'Second turn: rechecked, the id is still T-042.'],
      text: null,
      // the later taskCompleted (a plain-dict event) replaces the earlier one
      summary: 'later summary',
      artifacts: { table_id: 'T-042' },
    },
    {
      task: 'q_other',
      full_text: null,
      text_turns: ['Answer without a taskId belongs to q_other.'],
      text: null,
      summary: null,
      artifacts: null,
    },
  ]);
});

test('event logs: a malformed middle line, a conflicting repeat of a sequence, events with no task are problems; unknown kinds are ignored', () => {
  const dir = tempDir();
  const file = write(
    path.join(dir, 'log.jsonl'),
    jsonl(
      { sequence: '1', agentMessage: { text: 'no task yet' } },
      'not json',
      { sequence: '2', runId: 'r', agentMessage: { taskId: 'q', text: 'A' } },
      { sequence: '2', runId: 'r', agentMessage: { taskId: 'q', text: 'B' } },
      { sequence: '3', toolCall: { name: 'x' } },
      { sequence: '4', kind: 'TASK_COMPLETED', payload: { task_id: 'q', full_text: 'FULL' } },
      { sequence: '-1', agentMessage: { taskId: 'q', text: 'C' } },
      [1, 2],
    ),
  );
  const r = read(file);
  expect(r.problems.map((p) => p.message)).toEqual([
    'Malformed JSON: line 2, column 1: invalid value; the other lines were read',
    'line 7: sequence must be a non-negative integer (a number or a string of digits)',
    'line 8: an event must be a JSON object',
    'line 4: sequence 2 of run "r" repeats line 3 with different content',
    'line 1: agent_message event without a taskId, and no task has started',
  ]);
  expect(plain(r)).toEqual([
    { task: 'q', full_text: 'FULL', text_turns: ['A'], text: null, summary: null, artifacts: null },
  ]);
});

test('a log can hold several tasks, and a later turn on a task adds to it (later taskCompleted wins)', () => {
  const dir = tempDir();
  const file = write(
    path.join(dir, 'multi.jsonl'),
    jsonl(
      { sequence: '1', task_started: { task_id: 'a' } },
      { sequence: '2', agent_message: { text: 'a: first answer' } },
      { sequence: '3', task_started: { task_id: 'b' } },
      { sequence: '4', agent_message: { text: 'b: answer' } },
      { sequence: '5', task_completed: { task_id: 'a', artifacts: { x: '1' } } },
      { sequence: '6', agent_message: { task_id: 'a', text: 'a: follow-up' } },
      { sequence: '7', task_completed: { task_id: 'a', artifacts: { x: '2' } } },
    ),
  );
  const r = read(file);
  expect(r.problems).toEqual([]);
  expect(plain(r).map((x) => [x.task, x.text_turns, x.artifacts])).toEqual([
    ['a', ['a: first answer', 'a: follow-up'], { x: '2' }],
    ['b', ['b: answer'], null],
  ]);
});

test('two goldfive runs appended to one log, each counting from 0: the later run wins the task, whatever the sequences', () => {
  const dir = tempDir();
  // goldfive's JSONL sink appends; protobuf JSON omits sequence 0 (the run's runStarted).
  const file = write(
    path.join(dir, 'appended.jsonl'),
    jsonl(
      { runId: 'r1', runStarted: {} },
      { sequence: '1', runId: 'r1', taskStarted: { taskId: 'q' } },
      { sequence: '2', runId: 'r1', agentMessage: { taskId: 'q', text: 'first run: T-999' } },
      ...[3, 4, 5, 6, 7, 8].map((n) => ({ sequence: String(n), runId: 'r1', toolCall: { name: 'search' } })),
      {
        sequence: '9',
        runId: 'r1',
        taskCompleted: { taskId: 'q', summary: 'first', artifacts: { table_id: 'T-999' } },
      },
      { runId: 'r2', runStarted: {} },
      { sequence: '1', runId: 'r2', taskStarted: { taskId: 'q' } },
      { sequence: '2', runId: 'r2', agentMessage: { taskId: 'q', text: 'second run: T-042' } },
      {
        sequence: '3',
        runId: 'r2',
        taskCompleted: { taskId: 'q', summary: 'second', artifacts: { table_id: 'T-042' } },
      },
    ),
  );
  const r = read(file);
  expect(r.problems).toEqual([]);
  expect(plain(r)).toEqual([
    {
      task: 'q',
      full_text: null,
      text_turns: ['second run: T-042'],
      text: null,
      summary: 'second',
      artifacts: { table_id: 'T-042' },
    },
  ]);
});

test('two turns of one goldfive run that each restart at 0 are read in file order, not rejected', () => {
  const dir = tempDir();
  const file = write(
    path.join(dir, 'turns.jsonl'),
    jsonl(
      { runId: 'r', taskStarted: { taskId: 'q' } },
      { sequence: '1', runId: 'r', agentMessage: { text: 'turn 1: the id is T-024' } },
      { sequence: '2', runId: 'r', taskCompleted: { summary: 'turn 1', artifacts: { table_id: 'T-024' } } },
      { runId: 'r', taskStarted: { taskId: 'q' } },
      { sequence: '1', runId: 'r', agentMessage: { text: 'turn 2: corrected, T-042' } },
      { sequence: '2', runId: 'r', taskCompleted: { summary: 'turn 2', artifacts: { table_id: 'T-042' } } },
      { sequence: '2', runId: 'r', taskCompleted: { summary: 'turn 2', artifacts: { table_id: 'T-042' } } }, // an exact repeat within the turn
    ),
  );
  const r = read(file);
  expect(r.problems).toEqual([]);
  expect(r.duplicates).toBe(1);
  expect(plain(r)).toEqual([
    {
      task: 'q',
      full_text: null,
      text_turns: ['turn 1: the id is T-024', 'turn 2: corrected, T-042'],
      text: null,
      summary: 'turn 2',
      artifacts: { table_id: 'T-042' },
    },
  ]);
});

test('an oversized log is a problem on the record', () => {
  const dir = tempDir();
  const file = write(path.join(dir, 'big.jsonl'), 'x'.repeat(2000));
  expect(readRecordFile(file, 'big.jsonl', { maxBytes: 1000, maxDepth: 8 }).problems[0]!.message).toBe(
    'file is 2000 bytes, over the limit of 1000',
  );
});

test("records in Python's json dialect: NaN and Infinity are read, a UTF-16 log is refused, a bad line is named with its line and column", () => {
  const dir = tempDir();
  const a = read(
    write(path.join(dir, 'a.json'), '{"task_id": "q1", "full_text": "F", "artifacts": {"score": NaN, "n": Infinity}}'),
  );
  expect(plain(a)).toEqual([expect.objectContaining({ task: 'q1', artifacts: { score: NaN, n: Infinity } })]);
  const log = read(
    write(
      path.join(dir, 'l.jsonl'),
      `{"sequence": "1", "agentMessage": {"taskId": "q", "text": "A", "x": NaN}}\n{"sequence": "2",}\n`,
    ),
  );
  expect(log.problems.map((p) => p.message)).toEqual([
    'Malformed JSON: line 2, column 18: expected a string key; a trailing comma before "}" (JSON allows none: remove the comma after the last item); the other lines were read',
  ]);
  expect(plain(log)).toEqual([expect.objectContaining({ task: 'q', text_turns: ['A'] })]);
  writeFileSync(
    path.join(dir, 'w.jsonl'),
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"sequence": "1"}\n', 'utf16le')]),
  );
  const wide = read(path.join(dir, 'w.jsonl'));
  expect(wide.problems.map((p) => p.message)).toEqual([
    expect.stringMatching(/^UTF-16: re-save as UTF-8 \(the file is UTF-16 \(little-endian, with a byte order mark\)/),
  ]);
});
