/**
 * A report is never lost to its own schema. The pipeline checks every number where it enters and
 * every derived figure before it is put into a report, so a report that fails ReportSchema is a
 * bug or an input no check foresaw; either way the report is still written. Each value the schema
 * refuses is replaced by null, or left out where null is not allowed, or, where neither is, the
 * smallest enclosing item of a list (or field) is dropped. The report is then invalid, and each
 * replacement is named in its `errors` (stage `report`) and returned, for stderr or the log.
 */
import type { z } from 'zod';
import { formatPath } from '../manifest/zod-issues.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { ReportSchema, type ErrorEntry, type Report } from './schema.js';

type Key = string | number;
type Node = Record<string, unknown> | unknown[];

const MAX_ROUNDS = 64;

/** Paths are keyed as JSON arrays. */
interface Repairs {
  /** What was done at a path (a later, coarser step at an enclosing path replaces it). */
  changes: Map<string, string>;
  /** How far the repair at a path has gone: 1 replaced by null, 2 left out. */
  tries: Map<string, number>;
  /** The first problem the schema found at a path (or inside it, at `at`). */
  causes: Map<string, { message: string; at: readonly Key[] }>;
  /** The list items to drop at the end of this round. */
  drops: Map<unknown[], Set<number>>;
}
const MAX_NAMED = 20;

/** `report` (which failed the schema with `error`) as it can be written, and what was changed. */
export function salvageReport(report: Report, error: z.ZodError): { report: Report; problems: string[] } {
  const doc = copy(report) as Record<string, unknown>;
  const changes = new Map<string, string>();
  const state: Repairs = { changes, tries: new Map(), causes: new Map(), drops: new Map() };
  let issues = error.issues;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    state.drops = new Map();
    for (const issue of issues) if (!repair(doc, issue, state)) return minimalReport(report, changes);
    for (const [list, indexes] of state.drops) for (const i of [...indexes].sort((a, b) => b - a)) list.splice(i, 1);
    const again = ReportSchema.safeParse(finished(doc, changes));
    if (again.success) return { report: again.data, problems: [...changes.values()] };
    issues = again.error.issues;
  }
  return minimalReport(report, changes);
}

/** One repair for one issue; false when only the whole report would do. */
function repair(doc: Record<string, unknown>, issue: z.core.$ZodIssue, state: Repairs): boolean {
  const { tries, drops, changes, causes } = state;
  let path = issue.path.filter((k): k is Key => typeof k !== 'symbol');
  // The errors list is the one this module writes (and the pipeline's own entries, if any, are plain strings).
  if (path[0] === 'errors' && doc.errors === undefined) return true;
  const node = at(doc, path);
  // What was wrong first (not that null, or nothing, will not do either).
  if (!causes.has(JSON.stringify(path))) causes.set(JSON.stringify(path), { message: issue.message, at: path });
  const record = (p: readonly Key[], done: string) => {
    const cause = causes.get(JSON.stringify(p))!;
    const inside = cause.at.length > p.length ? ` at ${formatPath(cause.at)}` : '';
    changes.set(JSON.stringify(p), `${where(doc, p)}: ${cause.message}${inside}; ${done}`);
  };
  if (issue.code === 'unrecognized_keys' && node && !Array.isArray(node)) {
    for (const k of issue.keys) delete node[k];
    record(path, 'left out');
    return true;
  }
  if (issue.code === 'custom' && Array.isArray(node)) {
    // A list refused as a whole (names that must be unique): the later items that repeat a name go.
    const seen = new Set<string>();
    const repeated = new Set<number>();
    node.forEach((item, i) => {
      const name =
        typeof item === 'object' && item !== null
          ? ((item as Record<string, unknown>).name ?? (item as Record<string, unknown>).task)
          : undefined;
      if (typeof name !== 'string') return;
      if (seen.has(name)) repeated.add(i);
      seen.add(name);
    });
    if (repeated.size > 0) {
      const set = drops.get(node) ?? new Set<number>();
      for (const i of repeated) set.add(i);
      drops.set(node, set);
      record(path, `${repeated.size} repeated item(s) left out`);
      return true;
    }
  }
  for (;;) {
    if (path.length === 0) return false;
    const parent = at(doc, path.slice(0, -1));
    if (parent === undefined) return true; // inside something already dropped or replaced
    const last = path[path.length - 1]!;
    const key = JSON.stringify(path);
    const step = tries.get(key) ?? 0;
    if (Array.isArray(parent) && typeof last === 'number') {
      const set = drops.get(parent) ?? new Set<number>();
      drops.set(parent, set.add(last));
      record(path, 'this item is left out');
      return true;
    }
    if (!Array.isArray(parent) && step < 2) {
      tries.set(key, step + 1);
      if (step === 0) {
        record(path, 'replaced by null');
        (parent as Record<Key, unknown>)[last] = null;
      } else {
        record(path, 'left out');
        delete (parent as Record<Key, unknown>)[last];
      }
      return true;
    }
    // Neither null nor absent will do: the enclosing part goes (what was done inside it is moot).
    for (const k of [...changes.keys()]) if (within(JSON.parse(k) as Key[], path)) changes.delete(k);
    const cause = causes.get(key)!;
    path = path.slice(0, -1);
    if (!causes.has(JSON.stringify(path))) causes.set(JSON.stringify(path), cause);
  }
}

/** The document with the report made invalid and every change named in `errors`. */
function finished(doc: Record<string, unknown>, changes: Map<string, string>): Record<string, unknown> {
  const all = [...changes.values()];
  const named = all.slice(0, MAX_NAMED);
  if (all.length > MAX_NAMED) named.push(`… and ${all.length - MAX_NAMED} more`);
  const errors: ErrorEntry[] = named.map((message) => ({
    task: null,
    record: null,
    stage: 'report',
    message: `could not be written as computed: ${message}`,
  }));
  return {
    ...doc,
    status: 'invalid',
    valid: false,
    final: false,
    errors: [...((doc.errors as ErrorEntry[] | undefined) ?? []), ...errors],
  };
}

/** The last resort: the report's header, no suites, and the errors. */
function minimalReport(report: Report, changes: Map<string, string>): { report: Report; problems: string[] } {
  changes.set('[]', '(top level): the report could not be repaired; only its header is written');
  const part = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const r = schema.safeParse(value);
    return r.success ? r.data : fallback;
  };
  const shape = ReportSchema.shape;
  const base = {
    report_version: 1,
    tool: part(shape.tool, report.tool, { name: TOOL_NAME, version: TOOL_VERSION }),
    benchmark: part(shape.benchmark, report.benchmark, {
      name: '(unknown)',
      repository: null,
      commit: null,
      manifest_sha256: '',
    }),
    submission: { path: part(shape.submission.shape.path, report.submission?.path, '(unknown)'), metadata: null },
    suites: [],
  };
  return { report: ReportSchema.parse(finished(base, changes)), problems: [...changes.values()] };
}

/** A path with the names of the suites and trials it passes through. */
function where(doc: Record<string, unknown>, path: readonly PropertyKey[]): string {
  const names: string[] = [];
  let node: unknown = doc;
  for (let i = 0; i < path.length && node !== null && typeof node === 'object'; i++) {
    node = (node as Record<PropertyKey, unknown>)[path[i]!];
    const name = (node as { name?: unknown } | null)?.name;
    // suites[i] and suites[i].trials[j] (not the reliability section's trials)
    const what = i === 1 && path[0] === 'suites' ? 'suite' : i === 3 && path[2] === 'trials' ? 'trial' : null;
    if (what && typeof name === 'string') names.push(`${what} ${name.slice(0, 100)}`);
  }
  return `${formatPath(path)}${names.length > 0 ? ` (${names.join(', ')})` : ''}`;
}

function within(inner: readonly Key[], outer: readonly Key[]): boolean {
  return inner.length >= outer.length && outer.every((k, i) => inner[i] === k);
}

function at(doc: Node, path: readonly PropertyKey[]): Node | undefined {
  let node: unknown = doc;
  for (const k of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[k];
  }
  return node !== null && typeof node === 'object' ? (node as Node) : undefined;
}

/** A deep copy of plain data (non-finite numbers kept, so that the schema still sees them). */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value !== null && typeof value === 'object') {
    // Own data properties (a "__proto__" key stays a key, never the copy's prototype).
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : [[k, copy(v)]])));
  }
  return value;
}
