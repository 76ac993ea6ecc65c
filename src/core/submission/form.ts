/**
 * The submission issue form (workflows/ISSUE_TEMPLATE/agent-eval-submission.yml) and a parser
 * for the body GitHub renders from it: one `### Label` heading per field, then its value,
 * `_No response_` for an empty one, a code fence around a textarea rendered as text. The body
 * is untrusted text that its author may have edited by hand afterwards: headings are matched
 * by label without regard to case, CRLF and extra blank lines are fine, a value may or may not
 * be fenced, and each problem is a named finding. The declared fields become the text of a
 * `submission.yml` (without `files`, which the archive's own submission.yml carries) and are
 * read by the same parser and zod model as that file, so the form and the file cannot mean
 * different things.
 */
import { Document, isScalar, type Scalar } from 'yaml';
import { claimKey, parseSubmission, type ParsedSubmission } from './parse.js';
import { Sha256Schema, type Submission } from './schema.js';

type FormFieldKind = 'line' | 'integer' | 'seeds' | 'suite-counts' | 'paths' | 'claims' | 'url' | 'sha256';

export interface FormField {
  /** The id in the issue form. */
  id: string;
  /** The label: the `### heading` GitHub renders. */
  label: string;
  /** The submission.yml field it fills; null for the archive fields. */
  path: string | null;
  kind: FormFieldKind;
  required: boolean;
}

/** In form order. The shipped template is tested to have exactly these ids, labels and requirements. */
export const FORM_FIELDS: readonly FormField[] = [
  { id: 'model_id', label: 'Model', path: 'model.id', kind: 'line', required: true },
  { id: 'model_version', label: 'Model version', path: 'model.version', kind: 'line', required: true },
  { id: 'harness_repository', label: 'Harness repository', path: 'harness.repository', kind: 'line', required: true },
  { id: 'harness_commit', label: 'Harness commit', path: 'harness.commit', kind: 'line', required: true },
  {
    id: 'benchmark_repository',
    label: 'Benchmark repository',
    path: 'benchmark.repository',
    kind: 'line',
    required: true,
  },
  { id: 'benchmark_revision', label: 'Benchmark revision', path: 'benchmark.revision', kind: 'line', required: true },
  { id: 'trials', label: 'Trials', path: 'trials.count', kind: 'integer', required: true },
  { id: 'seeds', label: 'Seeds', path: 'trials.seeds', kind: 'seeds', required: false },
  { id: 'trials_per_suite', label: 'Trials per suite', path: 'trials.suites', kind: 'suite-counts', required: false },
  { id: 'judge_model', label: 'Judge model', path: 'judge.model', kind: 'line', required: false },
  { id: 'judge_endpoint', label: 'Judge endpoint', path: 'judge.endpoint', kind: 'line', required: false },
  { id: 'configuration', label: 'Configuration files', path: 'configuration', kind: 'paths', required: false },
  { id: 'prompts', label: 'Prompt files', path: 'prompts', kind: 'paths', required: false },
  { id: 'claimed_scores', label: 'Claimed scores', path: 'claimed_scores', kind: 'claims', required: false },
  { id: 'archive_url', label: 'Archive URL', path: null, kind: 'url', required: true },
  { id: 'archive_sha256', label: 'Archive sha256', path: null, kind: 'sha256', required: true },
];

export const FORM_LABEL = 'submission';
const NO_RESPONSE = '_No response_';
/** GitHub caps an issue body at 65,536 characters; anything much longer is not a rendered form. */
export const MAX_FORM_BODY_CHARS = 262_144;
const MAX_FINDINGS = 50;

export type FormFindingCode =
  'body_too_large' | 'missing_field' | 'invalid_field' | 'unknown_field' | 'duplicate_field' | 'form_mismatch';

export interface FormFinding {
  code: FormFindingCode;
  /** The form field id, or null for the body as a whole. */
  field: string | null;
  message: string;
}

export interface ParsedForm {
  /** The declared submission (submission.yml's model), or null when the fields cannot be used. */
  submission: Submission | null;
  /** The same declaration as submission.yml text (no `files`); parseSubmission reads it back. */
  yaml: string;
  /** parseSubmission's reading of `yaml` (decimals of the claims included), when usable. */
  parsed: Extract<ParsedSubmission, { ok: true }> | null;
  archive: { url: string | null; sha256: string | null };
  /** Each field's value as given (trimmed, unfenced; '' when empty), by field id. */
  values: Record<string, string>;
  findings: FormFinding[];
}

/** A label longer than this is no field's: it is named as unknown without being normalised. */
const MAX_LABEL_CHARS = 200;

/**
 * Every pass over the body below is a hand-written scan or an anchored pattern whose repeated
 * parts cannot overlap, so that the parse is linear in the body's length (docs/issue-form.md):
 * the body is hostile text, and a pattern that backtracks would hold the runner.
 */
const isSpace = (c: string) => c !== '' && c.trim() === '';
const isBlank = (c: string) => c === ' ' || c === '\t';

/** `s` without the trailing characters that `drop` accepts. */
function trimEndWhere(s: string, drop: (c: string) => boolean): string {
  let end = s.length;
  while (end > 0 && drop(s[end - 1]!)) end -= 1;
  return s.slice(0, end);
}

/** `s` split at runs of the characters `sep` accepts, empty pieces dropped. */
function tokens(s: string, sep: (c: string) => boolean): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i += 1) {
    if (i === s.length || sep(s[i]!)) {
      if (start >= 0) out.push(s.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  return out;
}

const normalLabel = (s: string) =>
  tokens(
    trimEndWhere(s.trim(), (c) => isSpace(c) || c === ':' || c === '*'),
    isSpace,
  )
    .join(' ')
    .toLowerCase();
const BY_LABEL = new Map(FORM_FIELDS.map((f) => [normalLabel(f.label), f]));

/** The fence a line opens or closes (up to 3 spaces, then 3 or more backticks or tildes), or null. */
function fenceOf(line: string): string | null {
  let i = 0;
  while (i < 3 && line[i] === ' ') i += 1;
  const c = line[i];
  if (c !== '`' && c !== '~') return null;
  let j = i;
  while (line[j] === c) j += 1;
  return j - i >= 3 ? line.slice(i, j) : null;
}

/** The text of a `### heading` line (up to 3 spaces, `###`, a space or tab, the text, optional closing `#`s), or null. */
function headingOf(line: string): string | null {
  let i = 0;
  while (i < 3 && line[i] === ' ') i += 1;
  if (line.slice(i, i + 3) !== '###' || !isBlank(line[i + 3] ?? '')) return null;
  i += 4;
  while (isBlank(line[i] ?? '')) i += 1;
  const rest = line.slice(i);
  if (rest.includes('\u2028') || rest.includes('\u2029')) return null;
  return trimEndWhere(
    trimEndWhere(trimEndWhere(rest, isBlank), (c) => c === '#'),
    isBlank,
  );
}

/** The sections of a body: heading text → its lines, headings inside code fences not counted. */
function sections(body: string): Array<{ heading: string; lines: string[] }> {
  const out: Array<{ heading: string; lines: string[] }> = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const f = fenceOf(line);
    if (f) {
      if (fence === null) fence = f;
      else if (f[0] === fence[0] && f.length >= fence.length && line.trim() === f) fence = null;
    } else if (fence === null) {
      const heading = headingOf(line);
      if (heading !== null) {
        out.push({ heading, lines: [] });
        continue;
      }
    }
    out.at(-1)?.lines.push(line);
  }
  return out;
}

/**
 * A fenced block's contents: the first line opens a fence, the text ends with the same
 * character at least three times (as many as the opening has, or fewer), after up to 3 spaces
 * and a line break; null when the text is not one fenced block.
 */
function unfenced(text: string): string | null {
  const nl = text.indexOf('\n');
  const open = nl < 0 ? null : fenceOf(text.slice(0, nl));
  if (open === null) return null;
  const rest = text.slice(nl + 1);
  let run = 0;
  while (run < rest.length && rest[rest.length - 1 - run] === open[0]) run += 1;
  if (run < 3) return null;
  let end = rest.length - Math.min(run, open.length);
  for (let spaces = 0; spaces < 3 && rest[end - 1] === ' '; spaces += 1) end -= 1;
  if (rest[end - 1] === '\n') end -= 1;
  return rest.slice(0, end);
}

/** A section's value: `_No response_` is empty; a fenced block is its contents; otherwise the text, trimmed. */
function valueOf(lines: string[]): string {
  const text = lines.join('\n').trim();
  if (text === NO_RESPONSE) return '';
  const fenced = unfenced(text);
  if (fenced !== null) return fenced.trim() === NO_RESPONSE ? '' : fenced.trimEnd();
  return text;
}

type AddFinding = (code: FormFindingCode, field: string | null, message: string) => void;

export function parseIssueForm(body: string): ParsedForm {
  const findings: FormFinding[] = [];
  const add: AddFinding = (code, field, message) => {
    if (findings.length < MAX_FINDINGS) findings.push({ code, field, message });
  };
  const values: Record<string, string> = {};
  if (body.length > MAX_FORM_BODY_CHARS) {
    add(
      'body_too_large',
      null,
      `the issue body is ${body.length} characters, over the limit of ${MAX_FORM_BODY_CHARS}: it is not read`,
    );
    return { submission: null, yaml: '', parsed: null, archive: { url: null, sha256: null }, values, findings };
  }
  const form = readFields(givenFields(body, add), values, add);
  const { yaml, parsed } = submissionYaml(form, add);
  return {
    submission: parsed?.data ?? null,
    yaml,
    parsed,
    archive: { url: form.archiveUrl, sha256: form.archiveSha },
    values,
    findings,
  };
}

/** Each field's value by id, from the body's `### Label` sections: the first of each, the others and unknown headings as findings. */
function givenFields(body: string, add: AddFinding): Map<string, string> {
  const given = new Map<string, string>();
  for (const s of sections(body.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, ''))) {
    const field = s.heading.length > MAX_LABEL_CHARS ? undefined : BY_LABEL.get(normalLabel(s.heading));
    const shown = JSON.stringify(s.heading.slice(0, 80));
    if (!field)
      add(
        'unknown_field',
        null,
        `the heading ### ${shown.slice(1, -1)} is not a field of the submission form (ignored)`,
      );
    else if (given.has(field.id))
      add('duplicate_field', field.id, `### ${field.label} occurs more than once: only the first is read`);
    else given.set(field.id, valueOf(s.lines));
  }
  return given;
}

/** What the fields fill: submission.yml's fields (`raw`), the decimals each claim was written with, and the archive. */
interface FormValues {
  raw: Record<string, unknown>;
  claimDecimals: Array<{ at: string[]; decimals: number }>;
  archiveUrl: string | null;
  archiveSha: string | null;
}

/** Every field of the form in order: its value in `values`, read by its kind into FormValues; each problem a finding. */
function readFields(given: Map<string, string>, values: Record<string, string>, add: AddFinding): FormValues {
  const form: FormValues = { raw: { version: 1 }, claimDecimals: [], archiveUrl: null, archiveSha: null };
  for (const field of FORM_FIELDS) {
    const value = given.get(field.id);
    values[field.id] = value ?? '';
    if (value === undefined || value === '') {
      if (field.required)
        add(
          'missing_field',
          field.id,
          value === undefined ? `the form has no ### ${field.label} section` : `${field.label} is empty`,
        );
      continue;
    }
    readField(field, value, form, (message: string) => add('invalid_field', field.id, `${field.label}: ${message}`));
  }
  return form;
}

function readField(field: FormField, value: string, form: FormValues, bad: (message: string) => void): void {
  const { raw } = form;
  const lines = value
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  switch (field.kind) {
    case 'line': {
      if (lines.length !== 1) bad('must be one line');
      else setPath(raw, field.path!, unquoteInline(lines[0]!));
      break;
    }
    case 'integer': {
      const t = unquoteInline(value.trim());
      if (!/^\d{1,6}$/.test(t)) bad(`${JSON.stringify(t.slice(0, 40))} is not a whole number`);
      else setPath(raw, field.path!, Number(t));
      break;
    }
    case 'seeds': {
      const items = tokens(value, (c) => c === ',' || isSpace(c)).map(unquoteInline);
      setPath(
        raw,
        field.path!,
        items.map((t) => (/^-?\d{1,15}$/.test(t) ? Number(t) : t)),
      );
      break;
    }
    case 'suite-counts':
      setPath(raw, field.path!, plain(suiteCounts(lines, bad)));
      break;
    case 'paths':
      setPath(
        raw,
        field.path!,
        lines.map((l) => unquoteInline(l.replace(/^[-*][ \t]+/, ''))),
      );
      break;
    case 'claims':
      setPath(raw, field.path!, plain(claims(lines, bad, form.claimDecimals)));
      break;
    case 'url': {
      const url = urlIn(value);
      if (url === null) bad('must be an https link to the archive, or a file attached to the issue');
      else form.archiveUrl = url;
      break;
    }
    case 'sha256': {
      const t = unquoteInline(value.trim());
      if (!Sha256Schema.safeParse(t).success) bad('must be the sha256 of the archive: 64 hex digits');
      else form.archiveSha = t.toLowerCase();
      break;
    }
  }
}

/** Trials per suite: one "suite count" a line. */
function suiteCounts(lines: string[], bad: (message: string) => void): Record<string, { count: number }> {
  const suites: Record<string, { count: number }> = Object.create(null);
  lines.forEach((line, i) => {
    const parts = tokens(line, isBlank);
    if (parts.length !== 2 || [...parts[0]!].some(isSpace) || !/^\d{1,6}$/.test(parts[1]!))
      return bad(`line ${i + 1}: ${JSON.stringify(line.slice(0, 80))} is not "suite count"`);
    const [suite, count] = parts as [string, string];
    if (suite === '__proto__') return bad(`line ${i + 1}: "__proto__" is not a suite name`);
    if (Object.hasOwn(suites, suite)) return bad(`line ${i + 1}: suite ${suite} is given twice`);
    suites[suite] = { count: Number(count) };
  });
  return suites;
}

/** Claimed scores: one "suite trial metric value" a line (trial "-": the suite's mean); each value's decimals in `claimDecimals`. */
function claims(
  lines: string[],
  bad: (message: string) => void,
  claimDecimals: FormValues['claimDecimals'],
): Record<string, Record<string, unknown>> {
  const scores: Record<string, Record<string, unknown>> = Object.create(null);
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    const parts = tokens(line, isBlank);
    if (parts.length !== 4)
      return bad(
        `${where}: ${JSON.stringify(line.slice(0, 80))} is not "suite trial metric value" (trial "-" for the mean over the suite's trials)`,
      );
    const [suite, trial, metric, text] = parts as [string, string, string, string];
    if (!/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text))
      return bad(`${where}: ${JSON.stringify(text.slice(0, 40))} is not a decimal number`);
    if (metric === 'trials') return bad(`${where}: "trials" is not a metric id`);
    if (suite === '__proto__' || trial === '__proto__' || metric === '__proto__')
      return bad(`${where}: "__proto__" is not a name`);
    const s = (scores[suite] ??= Object.create(null) as Record<string, unknown>);
    const at = trial === '-' ? [suite, metric] : [suite, 'trials', trial, metric];
    const holder =
      trial === '-'
        ? s
        : ((((s.trials as Record<string, Record<string, number>>) ??= Object.create(null))[trial] ??=
            Object.create(null)) as Record<string, unknown>);
    if (Object.hasOwn(holder, metric))
      return bad(`${where}: ${trial === '-' ? `${suite} ${metric}` : `${suite} ${trial} ${metric}`} is claimed twice`);
    holder[metric] = Number(text);
    claimDecimals.push({
      at: ['claimed_scores', ...at],
      decimals: text.includes('.') ? text.length - text.indexOf('.') - 1 : 0,
    });
  });
  return scores;
}

/** The fields as submission.yml text (claims keep the decimals they were written with), read back by its parser; its problems as findings. */
function submissionYaml(form: FormValues, add: AddFinding): { yaml: string; parsed: ParsedForm['parsed'] } {
  const doc = new Document(form.raw);
  for (const { at, decimals } of form.claimDecimals) {
    const node = doc.getIn(at, true);
    if (isScalar(node) && decimals > 0) (node as Scalar).minFractionDigits = decimals;
  }
  const yaml = doc.toString({ lineWidth: 0 });
  const parsed = parseSubmission(yaml);
  if (!parsed.ok) {
    for (const p of parsed.problems) {
      const field = p.field === null ? null : fieldOfPath(p.field);
      add(
        'invalid_field',
        field?.id ?? null,
        `${field ? `${field.label}: ` : ''}${p.message}${p.field && field?.path !== p.field ? ` (${p.field})` : ''}`,
      );
    }
  }
  return { yaml, parsed: parsed.ok ? parsed : null };
}

/** The form field that fills a submission.yml field (`trials.seeds[2]` → Seeds). */
function fieldOfPath(p: string): FormField | null {
  let best: FormField | null = null;
  for (const f of FORM_FIELDS) {
    if (f.path === null) continue;
    if (p === f.path || p.startsWith(`${f.path}.`) || p.startsWith(`${f.path}[`))
      if (!best || f.path.length > best.path!.length) best = f;
  }
  return best;
}

/** `value` in backticks (a hand-edited body) is the value. */
function unquoteInline(s: string): string {
  const m = /^`([^`]*)`$/.exec(s);
  return m ? m[1]!.trim() : s;
}

/** The archive link: a bare URL, `<URL>`, or a markdown link `[name](URL)` (what an attached file becomes). */
function urlIn(value: string): string | null {
  const lines = value
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length !== 1) return null;
  const line = unquoteInline(lines[0]!);
  const m =
    /^!?\[[^\]]*\]\(\s*<?([^\s<>()]+)>?(?:\s+"[^"]*")?\s*\)$/.exec(line) ??
    /^<([^\s<>]+)>$/.exec(line) ??
    /^([^\s<>]+)$/.exec(line);
  if (!m || !/^https?:\/\//i.test(m[1]!)) return null;
  return m[1]!;
}

function setPath(root: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let o = root;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
  o[keys.at(-1)!] = value;
}

/** Null-prototype maps (safe while filling) as plain objects for YAML. */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}

/**
 * The form's values as a submission.yml declares them (what `agent-eval pack` prints to paste),
 * by field id; a claimed score keeps the decimals it is written with. Fields it does not give are ''.
 */
export function formValuesOf(parsed: Extract<ParsedSubmission, { ok: true }>): Record<string, string> {
  const s = parsed.data;
  const claims: string[] = [];
  const num = (v: number, key: string) => {
    const d = parsed.decimals.get(key);
    return d === undefined ? String(v) : v.toFixed(d);
  };
  for (const [suite, c] of Object.entries(s.claimed_scores ?? {})) {
    for (const [metric, v] of Object.entries(c))
      if (metric !== 'trials' && typeof v === 'number')
        claims.push(`${suite} - ${metric} ${num(v, claimKey(suite, null, metric))}`);
    for (const [trial, metrics] of Object.entries(c.trials ?? {}))
      for (const [metric, v] of Object.entries(metrics))
        claims.push(`${suite} ${trial} ${metric} ${num(v, claimKey(suite, trial, metric))}`);
  }
  const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return {
    model_id: str(s.model?.id),
    model_version: str(s.model?.version),
    harness_repository: str(s.harness?.repository),
    harness_commit: str(s.harness?.commit),
    benchmark_repository: str(s.benchmark?.repository),
    benchmark_revision: str(s.benchmark?.revision),
    trials: str(s.trials?.count),
    seeds: (s.trials?.seeds ?? []).map(String).join(', '),
    trials_per_suite: Object.entries(s.trials?.suites ?? {})
      .map(([k, v]) => `${k} ${v.count}`)
      .join('\n'),
    judge_model: str(s.judge?.model),
    judge_endpoint: str(s.judge?.endpoint),
    configuration: (s.configuration ?? []).join('\n'),
    prompts: (s.prompts ?? []).join('\n'),
    claimed_scores: claims.join('\n'),
    archive_url: '',
    archive_sha256: '',
  };
}
