/**
 * AgentWorld's "checkpoint inputs" (the JSON `score_psr.py` reads: model name → rows
 * `{stage, task, success, message, CCE, rounds, chats}`) turned into one agent-eval report per
 * model. Each row becomes a verdict of the suite its stage maps to; the reports are built by the
 * same code as a scored run's (score.ts: buildSuiteReport, so splits, coverage, `final` and the
 * metrics are the pipeline's), with the PSR of a failed row reconstructed from its saved message
 * by the one PSR implementation (kinds/trajectory/psr.ts) and the manifest's targets.
 *
 * Nothing here re-verifies anything: success and CCE are the harness's, and every figure built
 * on them says so (`source`). A row that cannot be used is an error naming it (never a zero, never
 * a failure); the other rows are still imported. A pure function over the parsed file: reading
 * the file and writing the reports are the caller's business.
 */
import { z } from 'zod';
import { benchmarkInfo, type Benchmark } from '../benchmark.js';
import { ConfigError, UsageError } from '../errors.js';
import { trajectoryKind } from '../kinds/trajectory/kind.js';
import { taskPsrCredit } from '../kinds/trajectory/psr.js';
import type { ValidationFinding } from '../kinds/kind.js';
import type { TrajectorySuite } from '../manifest/schema.js';
import { REPORT_VERSION, type ErrorEntry, type Report, type TrialErrorEntry, type Verdict } from '../report/schema.js';
import { buildReport, buildSuiteReport, suiteBase, type SuiteScore } from '../score.js';
import { describeValue } from '../util/numbers.js';
import { byCodeUnit, byKey } from '../util/order.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';

export const IMPORT_FORMAT = 'checkpoint-inputs';

/** What every imported figure says of where it comes from (in the data and on screen). */
export const CHECKPOINT_INPUTS_SOURCE =
  'harness-reported success and saved CCE from AgentWorld checkpoint inputs, not re-verified by agent-eval';

/** The name of the one trial an imported suite has. */
const IMPORTED_TRIAL = 'imported';

/** An augmented task's file stem ends in its variant: `task_01_collect_logs_v2`. */
const VARIANT_SUFFIX = /_v\d+$/;

/** The stage whose task stems must carry a variant suffix. */
const AUGMENTED_STAGE = 'augmented';

const nonnegative = (field: string) =>
  z
    .number({ error: (issue) => `${field} must be a number, got ${describeValue(issue.input)}` })
    .min(0, { error: (issue) => `${field} must be nonnegative, got ${describeValue(issue.input)}` })
    .max(Number.MAX_SAFE_INTEGER, {
      error: (issue) => `${field} must be at most ${Number.MAX_SAFE_INTEGER}, got ${describeValue(issue.input)}`,
    });

/** One row of checkpoint inputs. Other fields of a row are ignored. */
export const CheckpointInputRowSchema = z.object({
  stage: z
    .string({ error: (issue) => `stage must be a string, got ${describeValue(issue.input)}` })
    .min(1, { error: 'stage is empty' }),
  task: z
    .string({ error: (issue) => `task must be the full task file stem (a string), got ${describeValue(issue.input)}` })
    .min(1, { error: 'task is empty' }),
  success: z.boolean({ error: (issue) => `success must be true or false, got ${describeValue(issue.input)}` }),
  message: z.string({
    error: (issue) => `message must be the verifier's message (a string), got ${describeValue(issue.input)}`,
  }),
  CCE: z
    .number({ error: (issue) => `CCE must be a number, got ${describeValue(issue.input)}` })
    .min(0, { error: (issue) => `CCE must be in [0, 1], got ${describeValue(issue.input)}` })
    .max(1, { error: (issue) => `CCE must be in [0, 1], got ${describeValue(issue.input)}` }),
  rounds: nonnegative('rounds'),
  chats: nonnegative('chats'),
});

/** The file: model name → its rows (each model's rows are checked on their own: one bad model does not stop the others). */
const CheckpointInputsSchema = z.record(z.string(), z.unknown());
const RowsSchema = z.array(z.unknown());

type CheckpointInputRow = z.infer<typeof CheckpointInputRowSchema>;

/** Stage → the trajectory suite its rows are tasks of. */
export type StageMap = ReadonlyMap<string, TrajectorySuite>;

/**
 * The stage → suite mapping: `--stage STAGE=SUITE` flags when given (they replace the manifest's),
 * else each trajectory suite's `import.stage`, else every trajectory suite whose name is a stage
 * name of its own (`main`, `augmented`).
 */
export function stageSuites(benchmark: Benchmark, flags: readonly string[] = []): StageMap {
  // Checkpoint inputs are trajectory outcomes: the importer belongs to that kind.
  const trajectory = benchmark.manifest.suites.filter((s): s is TrajectorySuite => s.kind === trajectoryKind.name);
  const map = new Map<string, TrajectorySuite>();
  if (flags.length > 0) {
    for (const flag of flags) {
      const eq = flag.indexOf('=');
      const stage = flag.slice(0, eq).trim();
      const name = flag.slice(eq + 1).trim();
      if (eq < 0 || !stage || !name)
        throw new UsageError(`--stage ${flag}: expected STAGE=SUITE, e.g. --stage augmented=augmented`);
      const suite = trajectory.find((s) => s.name === name);
      if (!suite)
        throw new UsageError(
          `--stage ${flag}: no trajectory suite ${name} in ${benchmark.file} (trajectory suites: ${trajectory.map((s) => s.name).join(', ') || 'none'})`,
        );
      if (map.has(stage)) throw new UsageError(`--stage ${flag}: stage ${stage} is mapped twice`);
      map.set(stage, suite);
    }
    return map;
  }
  const declared = trajectory.filter((s) => s.import);
  for (const suite of declared) {
    const stage = suite.import!.stage;
    const other = map.get(stage);
    if (other)
      throw new ConfigError(
        benchmark.file,
        `suites ${other.name} and ${suite.name} both declare import.stage ${stage}`,
      );
    map.set(stage, suite);
  }
  if (declared.length === 0) for (const suite of trajectory) map.set(suite.name, suite);
  if (map.size === 0)
    throw new ConfigError(benchmark.file, 'the benchmark has no trajectory suite to import checkpoint inputs into');
  return map;
}

/** `agent-eval validate`: two trajectory suites that declare one `import.stage` (the import refuses the manifest). */
export function importStageFindings(benchmark: Pick<Benchmark, 'manifest'>): ValidationFinding[] {
  const first = new Map<string, string>();
  const findings: ValidationFinding[] = [];
  for (const suite of benchmark.manifest.suites) {
    if (suite.kind !== trajectoryKind.name) continue;
    const stage = (suite as TrajectorySuite).import?.stage;
    if (stage === undefined) continue;
    const other = first.get(stage);
    if (other === undefined) first.set(stage, suite.name);
    else
      findings.push({
        suite: suite.name,
        task: null,
        problem: `import.stage ${stage} is also suite ${other}'s: each checkpoint-inputs stage maps to one suite`,
      });
  }
  return findings;
}

interface ModelImport {
  model: string;
  /** The report, or null when the model could not be imported at all (see `errors`). */
  report: Report | null;
  /** Every problem, each naming the file, the model and the row. */
  errors: string[];
  rows: number;
}

export interface ImportResult {
  /** Sorted by model name (code units), whatever the order in the file. */
  models: ModelImport[];
  /** Problems of the file itself (not of one model). */
  errors: string[];
}

export interface ImportInput {
  benchmark: Benchmark;
  stages: StageMap;
  /** The parsed file. */
  value: unknown;
  /** How the file is named in the reports and messages. */
  file: string;
}

/** Names a model's output directory may not take: the index's files sit beside the model directories. */
const RESERVED_NAMES = ['index.json', 'index.md'];

export function importCheckpointInputs(input: ImportInput): ImportResult {
  const file = CheckpointInputsSchema.safeParse(input.value);
  if (!file.success)
    return {
      models: [],
      errors: [`${input.file}: not checkpoint inputs (a JSON object mapping model names to arrays of rows)`],
    };
  // (JSON.parse keeps the last of two equal keys, as Python's json does: score_psr.py sees the same models.)
  // The parsed file's own keys: the schema's output object would drop a model named "__proto__" (docs/import.md).
  const entries = Object.entries(input.value as Record<string, unknown>).sort(([a], [b]) => byCodeUnit(a, b));
  const folded = new Map<string, string[]>();
  for (const [model] of entries) folded.set(model.toLowerCase(), [...(folded.get(model.toLowerCase()) ?? []), model]);
  const models = entries.map(([model, value]): ModelImport => {
    const named = `${input.file}: model ${shown(model)}`;
    const rows = RowsSchema.safeParse(value);
    if (!rows.success)
      return {
        model,
        report: null,
        rows: 0,
        errors: [`${named}: not an array of rows, got ${describeValue(value)}; the model is not imported`],
      };
    const problem = modelNameProblem(model, folded.get(model.toLowerCase())!);
    if (problem)
      return {
        model,
        report: null,
        rows: rows.data.length,
        errors: [`${named}: ${problem}; the model is not imported`],
      };
    return importModel(input, model, rows.data);
  });
  return { models, errors: [] };
}

/** Why a model's name cannot be its output directory's, or null. */
function modelNameProblem(model: string, sameFolded: readonly string[]): string | null {
  if (
    model === '' ||
    model === '.' ||
    model === '..' ||
    /[/\\\u0000]/.test(model) ||
    Buffer.byteLength(model, 'utf8') > 255
  ) {
    return 'the name cannot be a directory name (empty, "." or "..", a path separator or NUL, or longer than 255 bytes)';
  }
  if (RESERVED_NAMES.includes(model.toLowerCase())) return `the name is that of the index file ${model.toLowerCase()}`;
  if (sameFolded.length > 1)
    return `the name differs only in case from ${sameFolded
      .filter((m) => m !== model)
      .map(shown)
      .join(', ')} (their directories would be one on some file systems); neither is imported`;
  return null;
}

interface Placed {
  row: number;
  value: Record<string, unknown>;
}

interface SuiteRows {
  suite: TrajectorySuite;
  catalog: string[];
  byTask: Map<string, Placed[]>;
  errors: ErrorEntry[];
}

const rowName = (i: number) => `row ${i}`;

function importModel(input: ImportInput, model: string, rows: readonly unknown[]): ModelImport {
  const { benchmark, stages } = input;
  const suites = new Map<string, SuiteRows>();
  for (const suite of new Set(stages.values())) {
    const catalog = benchmark.catalogs.get(suite.name)!.map((t) => t.key);
    suites.set(suite.name, { suite, catalog, byTask: new Map(), errors: [] });
  }
  const ordered = benchmark.manifest.suites.filter((s) => suites.has(s.name)).map((s) => suites.get(s.name)!);
  const unplaced: ErrorEntry[] = [];
  const catalogs = new Map(ordered.map((s) => [s.suite.name, new Set(s.catalog)]));
  const stageList = [...stages.keys()].map((s) => JSON.stringify(s)).join(', ');

  rows.forEach((raw, i) => {
    const record = rowName(i);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      unplaced.push({ task: null, record, stage: 'record', message: `not a row object, got ${describeValue(raw)}` });
      return;
    }
    const row = raw as Record<string, unknown>;
    const stage = row.stage;
    const suite = typeof stage === 'string' ? stages.get(stage) : undefined;
    if (!suite) {
      unplaced.push({
        task: null,
        record,
        stage: 'record',
        message: `stage ${describeValue(stage)} maps to no suite (stages: ${stageList}; map it with import.stage in the manifest or --stage STAGE=SUITE)`,
      });
      return;
    }
    const into = suites.get(suite.name)!;
    const task = row.task;
    if (typeof task !== 'string' || task === '') {
      into.errors.push({
        task: null,
        record,
        stage: 'identity',
        message: `task must be the full task file stem (a nonempty string), got ${describeValue(task)}`,
      });
      return;
    }
    if (stage === AUGMENTED_STAGE && !VARIANT_SUFFIX.test(task)) {
      into.errors.push({
        task: null,
        record,
        stage: 'identity',
        message: `augmented task ${shown(task)} has no variant suffix (_v1, _v2, …): give the full task file stem`,
      });
      return;
    }
    if (!catalogs.get(suite.name)!.has(task)) {
      into.errors.push({
        task: null,
        record,
        stage: 'identity',
        message: `Task ${shown(task)} is not in suite ${suite.name}'s catalog (${suite.tasks})`,
      });
      return;
    }
    const list = into.byTask.get(task) ?? [];
    list.push({ row: i, value: row });
    into.byTask.set(task, list);
  });

  const suiteScores: SuiteScore[] = ordered.map((s) => suiteScore(s, unplaced, input.file, model));
  const report = buildReport(
    {
      report_version: REPORT_VERSION,
      tool: { name: TOOL_NAME, version: TOOL_VERSION },
      benchmark: benchmarkInfo(benchmark),
      submission: {
        path: input.file,
        metadata: { imported_from: IMPORT_FORMAT, model, rows: rows.length, source: CHECKPOINT_INPUTS_SOURCE },
      },
    },
    suiteScores.map((s) => buildSuiteReport(s)),
  );
  // A row placed in no suite is an error of every suite of the model: listed once here.
  const errors = [
    ...unplaced.map((e) => errorLine(input.file, model, null, e)),
    ...report.suites.flatMap((suite) =>
      suite.trials.flatMap((t) =>
        t.errors
          .filter((e) => !unplaced.some((u) => u.record === e.record && u.message === e.message))
          .map((e) => errorLine(input.file, model, suite.name, e)),
      ),
    ),
    // Errors of one metric (a message PSR cannot read) withhold that metric only; they are rejected rows all the same.
    ...suiteScores.flatMap((s) =>
      s.trials.flatMap((t) =>
        t.errors.filter((e) => e.metric !== undefined).map((e) => errorLine(input.file, model, s.base.name, e)),
      ),
    ),
  ];
  return { model, report, errors, rows: rows.length };
}

/** One suite's rows as what a scored suite produces: verdicts and errors of one trial. */
function suiteScore(s: SuiteRows, unplaced: readonly ErrorEntry[], file: string, model: string): SuiteScore {
  const verdicts: Verdict[] = [];
  // A row placed in no suite may be a task of any: an error of every suite's trial (its figures are withheld).
  const errors: TrialErrorEntry[] = [...unplaced, ...s.errors];
  for (const [task, list] of s.byTask) {
    if (list.length > 1) {
      const all = list.map((p) => rowName(p.row));
      for (const p of list) {
        const others = all.filter((r) => r !== rowName(p.row)).join(', ');
        errors.push({
          task,
          record: rowName(p.row),
          stage: 'record',
          message: `Duplicate row for ${task} (also ${others}); neither is used`,
        });
      }
      verdicts.push(errorVerdict(task, null, `Duplicate rows for ${task} (${all.join(', ')}); neither is used`));
      continue;
    }
    const { row, value } = list[0]!;
    const record = rowName(row);
    const read = readRow(value);
    if (!read.ok) {
      for (const message of read.errors) errors.push({ task, record, stage: 'record', message });
      verdicts.push(errorVerdict(task, record, read.errors.join('; ')));
      continue;
    }
    const r = read.row;
    const details: Verdict['details'] = { rounds: r.rounds, chats: r.chats, cce: r.CCE, row };
    if (s.suite.psr) {
      const credit = taskPsrCredit({ task, success: r.success, message: r.message }, s.suite.psr);
      details.psr_credit = credit.ok ? credit.value : null;
      if (!credit.ok) errors.push({ task, record, stage: 'metric', metric: 'PSR_percent', message: credit.error });
    }
    verdicts.push({
      task,
      record,
      status: r.success ? 'success' : 'failure',
      success: r.success,
      message: r.message,
      checkpoints: null,
      error: null,
      details,
    });
  }
  verdicts.sort(byKey((v) => v.task));
  const stage = s.suite.import?.stage;
  return {
    suite: s.suite,
    base: suiteBase(s.suite),
    discovered: true,
    expectedTasks: s.catalog,
    notes: [
      `Imported from ${IMPORT_FORMAT} ${file}, model ${model}${stage ? `, stage ${stage}` : ''}: ${CHECKPOINT_INPUTS_SOURCE}. PSR is reconstructed from the saved verifier messages.`,
    ],
    errors: [],
    trials: [
      {
        name: IMPORTED_TRIAL,
        path: '.',
        verdicts,
        errors,
        pending: [],
        context: { judges: [], cce_source: 'imported', outcome_source: CHECKPOINT_INPUTS_SOURCE },
      },
    ],
  };
}

type RowRead = { ok: true; row: CheckpointInputRow } | { ok: false; errors: string[] };

/** A placed row's fields, each checked; a CCE above 0 on a failed task is an error too. */
export function readRow(value: unknown): RowRead {
  const parsed = CheckpointInputRowSchema.safeParse(value);
  // Every field's message names the field and the value (the schema's own error texts).
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => i.message) };
  const row = parsed.data;
  if (!row.success && row.CCE > 0)
    return { ok: false, errors: [`CCE ${row.CCE} on a failed task: a failed task's CCE is 0`] };
  return { ok: true, row };
}

function errorVerdict(task: string, record: string | null, error: string): Verdict {
  return { task, record, status: 'error', success: null, message: null, checkpoints: null, error, details: {} };
}

function errorLine(file: string, model: string, suite: string | null, e: ErrorEntry): string {
  const where = [suite === null ? null : `suite ${suite}`, e.record, e.task ? `task ${e.task}` : null]
    .filter(Boolean)
    .join(', ');
  return `${file}: model ${shown(model)}${where ? `, ${where}` : ''}: ${e.message}`;
}

/** Untrusted text, short and on one line, for messages. */
function shown(text: string, max = 100): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
