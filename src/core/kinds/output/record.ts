/**
 * Output records (docs/output.md): what an agent produced for a task, read from untrusted files.
 *
 * - A per-task JSON record: `{task_id, full_text?, text_turns?, text?, summary?, artifacts?}`
 *   (camelCase names are accepted too).
 * - A JSONL event log: protobuf-JSON events (`{"sequence": "7", "taskCompleted": {...}}`,
 *   camelCase or snake_case, default fields omitted) and plain-dict events
 *   (`{run_id, sequence, kind, payload}`), mixed. `sequence` orders events only within one pass
 *   of a run's counter: a log is read as passes in file order (a pass begins at sequence 0,
 *   which protobuf JSON omits, and where the run id changes), the events of a pass in
 *   `sequence` order. So two runs appended to one file, or two turns of one run that each
 *   restart at 0, are read in file order, as goldfive's own replay reads them. An exact repeat
 *   of an event (same pass, run and sequence, same content) is dropped. `agentMessage` events
 *   are the task's turns; `taskCompleted` sets its summary and artifacts, a later one replacing
 *   an earlier one (later turns win); an event for a task from another run than the one that
 *   last wrote it starts the task afresh (a later run wins). A line that is not JSON is an
 *   error on the record; the other lines are still read.
 *
 * Nothing read here is ever used as a path or a pattern: a task id is only looked up in the
 * catalog, and artifact names only in the record's own artifacts.
 */
import { expandBraces } from '../../fs/glob.js';
import { parseJsonBounded, readJsonBounded, readTextBounded, type JsonLimits } from '../../fs/bounded-json.js';
import type { FileId } from '../../fs/untrusted.js';
import { isObject } from '../../util/data.js';

export interface OutputRecord {
  task: string;
  full_text: string | null;
  text_turns: string[] | null;
  text: string | null;
  summary: string | null;
  /** Artifact name -> value, as the record gives it. */
  artifacts: Map<string, unknown> | null;
}

interface RecordProblem {
  task: string | null;
  message: string;
}

export interface RecordFile {
  records: OutputRecord[];
  problems: RecordProblem[];
  /** Exact repeats of an event that were dropped. */
  duplicates: number;
}

/** A record file with this name is an event log; any other is a per-task JSON record. */
const EVENT_LOG_NAME = /\.jsonl$/i;

export function readRecordFile(abs: string, rel: string, limits: JsonLimits, expect?: FileId | null): RecordFile {
  return EVENT_LOG_NAME.test(rel) ? readEventLog(abs, limits, expect) : readTaskRecord(abs, limits, expect);
}

/**
 * Whether a `records` glob can only match event logs: each of its brace alternatives (expanded
 * as bash and the glob matcher read them) ends in a literal `.jsonl` (the rule of readRecordFile).
 */
export function readsOnlyEventLogs(glob: string): boolean {
  return expandBraces(glob).every((alternative) => EVENT_LOG_NAME.test(alternative));
}

function readTaskRecord(abs: string, limits: JsonLimits, expect?: FileId | null): RecordFile {
  const json = readJsonBounded(abs, { ...limits, nonFinite: true }, expect);
  if (!json.ok) return { records: [], problems: [{ task: null, message: json.message }], duplicates: 0 };
  if (!isObject(json.value)) return fail('the record must be a JSON object');
  const fields = snakeKeys(json.value);
  const task = fields.task_id;
  if (typeof task !== 'string' || task.trim() === '') return fail('task_id must be a non-empty string');
  const read = outputFields(fields);
  if (typeof read === 'string') return { records: [], problems: [{ task: task.trim(), message: read }], duplicates: 0 };
  const textTurns = fields.text_turns;
  return {
    records: [
      {
        task: task.trim(),
        ...read,
        text_turns: textTurns === undefined || textTurns === null ? null : (textTurns as string[]),
      },
    ],
    problems: [],
    duplicates: 0,
  };
}

function fail(message: string): RecordFile {
  return { records: [], problems: [{ task: null, message }], duplicates: 0 };
}

/** The output fields of a record or a taskCompleted payload, type-checked. */
function outputFields(fields: Record<string, unknown>): Omit<OutputRecord, 'task' | 'text_turns'> | string {
  for (const name of ['full_text', 'text', 'summary']) {
    const v = fields[name];
    if (v !== undefined && v !== null && typeof v !== 'string') return `${name} must be a string`;
  }
  const turns = fields.text_turns;
  if (turns !== undefined && turns !== null && (!Array.isArray(turns) || turns.some((t) => typeof t !== 'string')))
    return 'text_turns must be a list of strings';
  const artifacts = readArtifacts(fields.artifacts);
  if (typeof artifacts === 'string') return artifacts;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return { full_text: str(fields.full_text), text: str(fields.text), summary: str(fields.summary), artifacts };
}

/** `{name: value}`, or a list of `{name|key, value|content|text}` (a later entry wins). */
function readArtifacts(x: unknown): Map<string, unknown> | null | string {
  if (x === undefined || x === null) return null;
  const out = new Map<string, unknown>();
  if (Array.isArray(x)) {
    for (const item of x) {
      if (!isObject(item)) return 'artifacts must be an object or a list of {name, value}';
      const name = item.name ?? item.key;
      const value = item.value ?? item.content ?? item.text;
      if (typeof name !== 'string' || value === undefined)
        return 'each artifact in the list needs a string name (or key) and a value (or content, text)';
      out.set(name, value);
    }
    return out;
  }
  if (!isObject(x)) return 'artifacts must be an object or a list of {name, value}';
  for (const [k, v] of Object.entries(x)) out.set(k, v);
  return out;
}

// ---------------------------------------------------------------------------------------------
// JSONL event logs

const TURN_EVENTS = new Set(['agent_message', 'assistant_message']);
const KNOWN_EVENTS = new Set(['task_started', 'task_completed', ...TURN_EVENTS]);
const WRAPPER_FIELDS = new Set([
  'sequence',
  'run_id',
  'timestamp',
  'time',
  'event_id',
  'id',
  'kind',
  'payload',
  'type',
]);

interface Event {
  line: number;
  /** The pass of the run's counter that the event belongs to (see the header). */
  pass: number;
  sequence: bigint;
  hasSequence: boolean;
  runId: string;
  kind: string;
  payload: Record<string, unknown>;
  canonical: string;
}

interface TaskState {
  /** The run that last wrote the task ('' when its events name none). */
  run: string;
  turns: string[];
  completed: Record<string, unknown> | null;
}

function readEventLog(abs: string, limits: JsonLimits, expect?: FileId | null): RecordFile {
  const problems: RecordProblem[] = [];
  const read = readTextBounded(abs, limits.maxBytes, expect);
  if (!read.ok) return fail(read.message);
  const bytes = read.text;
  const lines = bytes.split('\n');
  const endsWithNewline = bytes.endsWith('\n');
  if (endsWithNewline) lines.pop();

  const events = eventsOf(lines, endsWithNewline, limits, problems);
  const { ordered, duplicates } = inOrder(events, problems);
  const tasks = taskStates(ordered, problems);
  const records: OutputRecord[] = [];
  for (const [task, state] of tasks) {
    const completed = state.completed ?? {};
    const read = outputFields(completed);
    if (typeof read === 'string') {
      problems.push({ task, message: `taskCompleted for ${task}: ${read}` });
      continue;
    }
    const declared = completed.text_turns as string[] | undefined | null;
    const turns = state.turns.length > 0 ? state.turns : (declared ?? null);
    records.push({ task, ...read, text_turns: turns });
  }
  return { records, problems, duplicates };
}

/** The log's lines as events of a graded kind, each with its pass (a run's restart starts the next); each line that is not one, a problem. */
function eventsOf(lines: string[], endsWithNewline: boolean, limits: JsonLimits, problems: RecordProblem[]): Event[] {
  const events: Event[] = [];
  let pass = -1;
  let passRun = '';
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = raw.replace(/\r$/, '');
    if (text.trim() === '') return;
    const json = parseJsonBounded(text, limits.maxDepth, { nonFinite: true, firstLine: line });
    if (!json.ok) {
      const last = i === lines.length - 1 && !endsWithNewline;
      // A syntax error names its line already ("Malformed JSON: line 3, column 9: …").
      const where = json.message.startsWith(`Malformed JSON: line ${line},`) ? '' : `line ${line}: `;
      problems.push({
        task: null,
        message: last
          ? `line ${line}: truncated last line (not valid JSON, no newline at the end); the rest of the log was read`
          : `${where}${json.message}; the other lines were read`,
      });
      return;
    }
    const event = toEvent(json.value, line);
    if (typeof event === 'string') {
      problems.push({ task: null, message: `line ${line}: ${event}` });
      return;
    }
    // Every event, of a kind graded or not (runStarted is a run's sequence 0), marks the passes.
    const restart = event.sequence === 0n || (event.runId !== '' && passRun !== '' && event.runId !== passRun);
    if (pass < 0 || restart) pass += 1;
    if (event.runId !== '') passRun = event.runId;
    if (event.kind !== null) events.push({ ...event, kind: event.kind, pass });
  });
  return events;
}

/** The events in order, and how many exact repeats of a sequence number were dropped (a repeat that differs is a problem). */
function inOrder(events: Event[], problems: RecordProblem[]): { ordered: Event[]; duplicates: number } {
  // Passes in file order, a pass in sequence order (line order among equals); exact repeats
  // are dropped, conflicting ones are errors.
  events.sort(
    (a, b) => a.pass - b.pass || (a.sequence < b.sequence ? -1 : a.sequence > b.sequence ? 1 : a.line - b.line),
  );
  const seen = new Map<string, Event>();
  let duplicates = 0;
  const ordered: Event[] = [];
  for (const e of events) {
    if (e.hasSequence) {
      const key = `${e.pass}\u0000${e.runId}\u0000${e.sequence}`;
      const first = seen.get(key);
      if (first) {
        if (first.canonical === e.canonical) duplicates++;
        else
          problems.push({
            task: null,
            message: `line ${e.line}: sequence ${e.sequence} of run ${JSON.stringify(e.runId)} repeats line ${first.line} with different content`,
          });
        continue;
      }
      seen.set(key, e);
    }
    ordered.push(e);
  }
  return { ordered, duplicates };
}

/** Each task's turns and its last taskCompleted, by task (in the order tasks first appear); a later run starts a task afresh. */
function taskStates(ordered: Event[], problems: RecordProblem[]): Map<string, TaskState> {
  const tasks = new Map<string, TaskState>();
  let current: string | null = null;
  for (const e of ordered) {
    const id = e.payload.task_id;
    if (id !== undefined && id !== null && (typeof id !== 'string' || id.trim() === '')) {
      problems.push({ task: null, message: `line ${e.line}: taskId must be a non-empty string` });
      continue;
    }
    const task: string | null = typeof id === 'string' ? id.trim() : current;
    if (e.kind === 'task_started') {
      if (task === null) problems.push({ task: null, message: `line ${e.line}: taskStarted without a taskId` });
      else current = task;
      continue;
    }
    if (task === null) {
      problems.push({
        task: null,
        message: `line ${e.line}: ${e.kind} event without a taskId, and no task has started`,
      });
      continue;
    }
    let state = tasks.get(task);
    if (!state || (e.runId !== '' && state.run !== '' && e.runId !== state.run)) {
      state = { run: e.runId, turns: [], completed: null }; // a later run starts the task afresh
      tasks.set(task, state);
    }
    if (e.runId !== '') state.run = e.runId;
    if (TURN_EVENTS.has(e.kind)) {
      const text = e.payload.text ?? e.payload.content ?? '';
      if (typeof text !== 'string') problems.push({ task, message: `line ${e.line}: ${e.kind}.text must be a string` });
      else if (text !== '') state.turns.push(text);
    } else {
      state.completed = e.payload; // a later taskCompleted replaces an earlier one
    }
  }
  return tasks;
}

/** One parsed line -> an event (kind null: of a kind not graded), or a problem. */
function toEvent(value: unknown, line: number): (Omit<Event, 'kind' | 'pass'> & { kind: string | null }) | string {
  if (!isObject(value)) return 'an event must be a JSON object';
  const fields = snakeKeys(value);
  const seq = fields.sequence;
  let sequence = 0n;
  if (seq !== undefined && seq !== null) {
    const text = typeof seq === 'number' ? String(seq) : seq;
    if (typeof text !== 'string' || !/^\d{1,30}$/.test(text))
      return 'sequence must be a non-negative integer (a number or a string of digits)';
    sequence = BigInt(text);
  }
  const runId = typeof fields.run_id === 'string' ? fields.run_id : '';
  let kind: string | null = null;
  let payload: unknown;
  if (typeof fields.kind === 'string') {
    kind = eventName(fields.kind);
    payload = fields.payload ?? {};
  } else {
    const named = Object.keys(fields).filter((k) => !WRAPPER_FIELDS.has(k) && KNOWN_EVENTS.has(k));
    if (named.length > 1) return `one event names several kinds (${named.join(', ')})`;
    if (named.length === 1) {
      kind = named[0]!;
      payload = fields[kind] ?? {};
    }
  }
  const hasSequence = seq !== undefined && seq !== null;
  if (kind === null || !KNOWN_EVENTS.has(kind))
    return { line, sequence, hasSequence, runId, kind: null, payload: {}, canonical: '' };
  if (!isObject(payload)) return `${kind}: the event's payload must be an object`;
  return {
    line,
    sequence,
    hasSequence,
    runId,
    kind,
    payload: snakeKeys(payload),
    canonical: JSON.stringify([kind, sortedKeys(payload)]),
  };
}

/** `taskCompleted`, `task_completed`, `TASK_COMPLETED` -> `task_completed`. */
function eventName(name: string): string {
  return /^[A-Z0-9_]+$/.test(name) ? name.toLowerCase() : snake(name);
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Top-level keys in snake_case (the keys inside, e.g. artifact names, are left alone). */
function snakeKeys(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(o)) {
    const key = snake(k);
    if (!(key in out) || k === key) out[key] = v;
  }
  return out;
}

/** Deterministic serialisation for duplicate detection. */
function sortedKeys(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(sortedKeys);
  if (!isObject(x)) return x;
  return Object.fromEntries(
    Object.keys(x)
      .sort()
      .map((k) => [k, sortedKeys(x[k])]),
  );
}
