/**
 * Parses the text of submission.yml as plain data: one YAML document, no anchors or aliases,
 * no tags beyond the core ones, scalar keys only, and the lenient zod schema. Each claimed
 * score also gets the number of decimals it is written with, which sets its tolerance.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Scalar } from 'yaml';
import { formatPath } from '../manifest/zod-issues.js';
import type { z } from 'zod';
import { nearestNames } from '../layout/nearest.js';
import { isObject } from '../util/data.js';
import { SubmissionFileSchema, SubmissionSchema, type Submission } from './schema.js';

export type ParsedSubmission =
  | {
      ok: true;
      data: Submission;
      raw: Record<string, unknown>;
      missing: string[];
      unquoted: Unquoted[];
      decimals: Map<string, number>;
    }
  | { ok: false; problems: Array<{ field: string | null; message: string }> };

/** A commit SHA written as a YAML number: read as written, and named in a warning. */
interface Unquoted {
  field: string;
  text: string;
}

const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));
const MAX_PROBLEMS = 20;

export function parseSubmission(text: string): ParsedSubmission {
  let doc: Document;
  const lines = new LineCounter();
  try {
    doc = parseDocument(text, { schema: 'core', uniqueKeys: true, prettyErrors: true, lineCounter: lines });
  } catch (err) {
    return fail(null, `cannot be parsed as YAML (${(err as Error).message.split('\n')[0]})`);
  }
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    const where = first.linePos ? `line ${first.linePos[0].line}: ` : '';
    return fail(null, `invalid YAML: ${where}${first.message.split('\n')[0]}`);
  }
  const structural = structuralProblem(doc, lines);
  if (structural) return fail(null, structural);
  const unquoted = numbersAsWritten(doc);
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: 0 });
  } catch (err) {
    return fail(null, `cannot be read as data (${(err as Error).message.split('\n')[0]})`);
  }
  if (!isObject(raw))
    return fail(null, raw === null || raw === undefined ? 'is empty' : 'must be a YAML mapping (key: value lines)');

  const parsed = SubmissionSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => ({
      field: i.path.length ? formatPath(i.path) : null,
      message: `${i.message}${nearestKeys(i)}`,
    }));
    return { ok: false, problems: capped(problems) };
  }
  // Fields the published schema requires and the file lacks: named, not fatal.
  const strict = SubmissionFileSchema.safeParse(raw);
  const missing = strict.success
    ? []
    : [
        ...new Set(
          strict.error.issues.filter((i) => valueAt(raw, i.path) === undefined).map((i) => formatPath(i.path)),
        ),
      ];
  return { ok: true, data: parsed.data, raw, missing, unquoted, decimals: claimDecimals(doc) };
}

/**
 * For an unknown key (`modle`), the known key of that mapping it is nearest to (layout/nearest.ts):
 * `; did you mean model?`. The keys are the schema's; '' when none is near.
 */
function nearestKeys(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys') return '';
  const known = keysAt(SubmissionSchema, issue.path);
  const near = issue.keys
    .map((k) => [k, nearestNames(k, known, 1)[0]] as const)
    .filter((p): p is readonly [string, string] => p[1] !== undefined);
  return near.length === 0
    ? ''
    : `; ${near.map(([k, n]) => `${JSON.stringify(k)} is near ${JSON.stringify(n)}: rename it to ${n}`).join('; ')}`;
}

/** The keys of the mapping at `path` of a zod object schema (optional and record levels looked through). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const unwrap = (
    s: unknown,
  ): { def?: { innerType?: unknown; valueType?: unknown }; shape?: Record<string, unknown> } | undefined => {
    let at = s as { def?: { innerType?: unknown } } | undefined;
    while (at?.def?.innerType) at = at.def.innerType as typeof at;
    return at as ReturnType<typeof unwrap>;
  };
  let at = unwrap(schema);
  for (const part of path) {
    if (at?.shape && typeof part === 'string' && Object.hasOwn(at.shape, part)) at = unwrap(at.shape[part]);
    else if (at?.def?.valueType) at = unwrap(at.def.valueType);
    else return [];
  }
  return at?.shape ? Object.keys(at.shape) : [];
}

function fail(field: string | null, message: string): ParsedSubmission {
  return { ok: false, problems: [{ field, message }] };
}

function capped<T extends { message: string }>(problems: T[]): T[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    { ...problems[MAX_PROBLEMS]!, field: null, message: `… and ${problems.length - MAX_PROBLEMS} more problem(s)` },
  ];
}

/** Anchors, aliases, non-core tags and non-scalar keys have no place in a data file. */
function structuralProblem(doc: Document, lines: LineCounter): string | null {
  let problem: string | null = null;
  const at = (node: Node) => (node.range ? ` (line ${lines.linePos(node.range[0]).line})` : '');
  visit(doc, {
    Alias(_, node) {
      problem = `YAML aliases (*name) are not allowed${at(node)}`;
      return visit.BREAK;
    },
    Node(_, node) {
      if ('anchor' in node && node.anchor) problem = `YAML anchors (&name) are not allowed${at(node)}`;
      else if (node.tag && !CORE_TAGS.has(node.tag))
        problem = `YAML tag ${node.tag.replace(/^tag:yaml\.org,2002:/, '!!')} is not allowed${at(node)}`;
      return problem ? visit.BREAK : undefined;
    },
    Pair(_, pair) {
      if (pair.key !== null && !isScalar(pair.key))
        problem = `YAML keys must be plain values, not mappings or lists${at(pair.key as Node)}`;
      // An object key that JavaScript reads as the prototype: it would vanish from the declaration without a word
      // (docs/submission.md).
      else if (isScalar(pair.key) && String(pair.key.value) === '__proto__')
        problem = `the key "__proto__" is not allowed${at(pair.key)}`;
      return problem ? visit.BREAK : undefined;
    },
  });
  return problem;
}

/**
 * Display-only numbers that YAML would change, turned into their text as written (before the
 * schema): a commit SHA of digits only (`1234567`, `0123456`, `1e10`) in harness.commit and
 * benchmark.revision, returned so that each gets a warning; and an integer seed too large for a
 * double (a uint64 seed), kept exact.
 */
function numbersAsWritten(doc: Document): Unquoted[] {
  const unquoted: Unquoted[] = [];
  const asText = (node: Scalar) => {
    node.value = node.source ?? String(node.value);
    return node.value as string;
  };
  for (const at of [
    ['harness', 'commit'],
    ['benchmark', 'revision'],
  ]) {
    const node = doc.getIn(at, true);
    if (isScalar(node) && (typeof node.value === 'number' || typeof node.value === 'bigint'))
      unquoted.push({ field: at.join('.'), text: asText(node) });
  }
  const seeds = (node: unknown) => {
    if (!isSeq(node)) return;
    for (const item of node.items)
      if (
        isScalar(item) &&
        typeof item.value === 'number' &&
        Number.isInteger(item.value) &&
        !Number.isSafeInteger(item.value)
      )
        asText(item);
  };
  seeds(doc.getIn(['trials', 'seeds'], true));
  const suites = doc.getIn(['trials', 'suites'], true);
  if (isMap(suites)) for (const pair of suites.items) if (isMap(pair.value)) seeds(pair.value.get('seeds', true));
  return unquoted;
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let v: unknown = root;
  for (const key of path) {
    if (!isObject(v) && !Array.isArray(v)) return undefined;
    v = Object.hasOwn(v, key as string) ? (v as Record<PropertyKey, unknown>)[key as string] : undefined;
  }
  return v;
}

/** Key of a claim in `decimals`: suite, trial (or ''), metric, joined by NUL. */
export function claimKey(suite: string, trial: string | null, metric: string): string {
  return `${suite}\u0000${trial ?? ''}\u0000${metric}`;
}

/** Decimals each claimed score is written with, read from the YAML source text. */
function claimDecimals(doc: Document): Map<string, number> {
  const out = new Map<string, number>();
  const entries = (node: unknown) =>
    isMap(node) ? node.items.map((p) => [isScalar(p.key) ? String(p.key.value) : '', p.value] as const) : [];
  const scores = entries(doc.contents).find(([k]) => k === 'claimed_scores')?.[1];
  for (const [suite, claims] of entries(scores)) {
    for (const [metric, value] of entries(claims)) {
      if (metric === 'trials') {
        for (const [trial, perTrial] of entries(value)) {
          for (const [m, v] of entries(perTrial))
            if (isScalar(v)) out.set(claimKey(suite, trial, m), decimalsOf(v.source));
        }
      } else if (isScalar(value)) out.set(claimKey(suite, null, metric), decimalsOf(value.source));
    }
  }
  return out;
}

/** `70.50` → 2, `70` → 0, `7.05e1` → 1; capped at 4 (the report's precision). */
export function decimalsOf(source: string | undefined): number {
  const m = /^[-+]?\d*(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(source?.trim() ?? '');
  if (!m) return 4;
  const d = (m[1]?.length ?? 0) - Number(m[2] ?? 0);
  return Math.max(0, Math.min(4, d));
}
