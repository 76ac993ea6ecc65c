/**
 * The index over the models of one import (`<out>/index.json`, `index.md`): per model, suite and
 * split, the figures of that model's report (SR, reconstructed PSR, CCE, rounds, chats) with
 * their coverage. A view of the reports: nothing here computes a figure.
 */
import { z } from 'zod';
import {
  BenchmarkInfoSchema,
  CoverageSchema,
  MetricSchema,
  type Metric,
  type Report,
  type SuiteReport,
} from '../report/schema.js';
import { code, escapeMarkdown as esc, escapeName } from '../views/escape.js';
import { metricCell, metricTitle } from '../views/format.js';
import { provenance } from '../views/provenance.js';
import { CHECKPOINT_INPUTS_SOURCE, IMPORT_FORMAT, type ImportResult, type StageMap } from './checkpoint-inputs.js';

const INDEX_VERSION = 1;
export const INDEX_JSON = 'index.json';
export const INDEX_MD = 'index.md';

/** The figures the index shows, in its column order (each with its observed_ twin when the report has one). */
export const INDEX_METRICS = ['SR_percent', 'PSR_percent', 'CCE', 'rounds_mean', 'chats_mean'] as const;

const FiguresSchema = z.strictObject({
  name: z.string(),
  valid: z.boolean(),
  final: z.boolean(),
  coverage: CoverageSchema,
  metrics: z
    .record(z.string(), MetricSchema)
    .describe("the suite's (or split's) metrics, as in the model's scores.json"),
});

const IndexSuiteSchema = FiguresSchema.extend({
  publish: z
    .literal(false)
    .optional()
    .describe('the manifest marks the suite `publish: false`: only its splits are headline figures'),
  splits: z.array(FiguresSchema).optional().describe("the suite's splits (manifest `splits`), when it has any"),
});

export const ImportIndexSchema = z.strictObject({
  index_version: z.literal(INDEX_VERSION),
  format: z.literal(IMPORT_FORMAT),
  file: z.string().describe('the checkpoint-inputs file, as given'),
  source: z.string().describe('where the outcomes come from: harness-reported, not re-verified by agent-eval'),
  tool: z.strictObject({ name: z.string(), version: z.string() }),
  benchmark: BenchmarkInfoSchema,
  stages: z.record(z.string(), z.string()).describe('stage → suite'),
  errors: z.array(z.string()).describe('problems of the file itself'),
  models: z.array(
    z.strictObject({
      model: z.string(),
      dir: z
        .string()
        .nullable()
        .describe('the directory of its report, relative to the output directory; null when it was not imported'),
      rows: z.number().int(),
      status: z.enum(['final', 'not_final', 'invalid', 'not_imported']),
      valid: z.boolean(),
      final: z.boolean(),
      errors: z.array(z.string()).describe('every problem of its rows, naming the file, the model and the row'),
      suites: z.array(IndexSuiteSchema),
    }),
  ),
});

export type ImportIndex = z.infer<typeof ImportIndexSchema>;
type Figures = z.infer<typeof FiguresSchema>;

export function buildIndex(
  result: ImportResult,
  file: string,
  stages: StageMap,
  header: Pick<Report, 'tool' | 'benchmark'>,
): ImportIndex {
  return {
    index_version: INDEX_VERSION,
    format: IMPORT_FORMAT,
    file,
    source: CHECKPOINT_INPUTS_SOURCE,
    tool: header.tool,
    benchmark: header.benchmark,
    stages: Object.fromEntries([...stages].map(([stage, suite]) => [stage, suite.name])),
    errors: result.errors,
    models: result.models.map((m) => ({
      model: m.model,
      dir: m.report ? m.model : null,
      rows: m.rows,
      status: m.report ? m.report.status : 'not_imported',
      valid: m.report?.valid ?? false,
      final: m.report?.final ?? false,
      errors: m.errors,
      suites: (m.report?.suites ?? []).map(suiteFigures),
    })),
  };
}

/** The figures of a suite's one trial (an import has one), and of each of its splits. */
function suiteFigures(suite: SuiteReport): z.infer<typeof IndexSuiteSchema> {
  const trial = suite.trials[0];
  const splits = suite.splits;
  return {
    ...figures(suite.name, suite.valid, suite.final, trial),
    ...(suite.publish === false ? { publish: false as const } : {}),
    ...(splits?.length ? { splits: splits.map((s) => figures(s.name, s.valid, s.final, s.trials[0])) } : {}),
  };
}

function figures(
  name: string,
  valid: boolean,
  final: boolean,
  trial: { coverage: Figures['coverage']; metrics: Record<string, Metric> } | undefined,
): Figures {
  const metrics: Record<string, Metric> = {};
  for (const m of INDEX_METRICS) {
    for (const n of [m, `observed_${m}`]) if (trial?.metrics[n]) metrics[n] = trial.metrics[n];
  }
  return {
    name,
    valid,
    final,
    coverage: trial?.coverage ?? { expected: 0, scored: 0, missing_tasks: [], errors: 0 },
    metrics,
  };
}

export function serializeIndex(index: ImportIndex): string {
  return `${JSON.stringify(ImportIndexSchema.parse(index), null, 2)}\n`;
}

const MISSING_SHOWN = 10;
const ERRORS_SHOWN = 50;

/** index.md: one table per suite (and split), a row per model. */
export function renderIndexMarkdown(index: ImportIndex): string {
  const out = [`## Imported ${IMPORT_FORMAT}: ${esc(index.file, 200)}`, ''];
  out.push(
    `Outcomes: ${esc(index.source)}. PSR is reconstructed (method ${code('checkpoint_fraction_v1')}) from the saved verifier messages.`,
    '',
  );
  const b = index.benchmark;
  out.push(
    `${provenance(b, code).benchmark}; stages: ${Object.entries(index.stages)
      .map(([st, su]) => `${code(st)} → ${code(su)}`)
      .join(', ')}.`,
    '',
  );
  // A benchmark with uncommitted changes is said (docs/provenance.md).
  const { dirty } = provenance(b, code);
  if (dirty) out.push(`> **⚠️ Warning:** ${dirty}`, '');
  const tables = new Map<string, Array<{ model: string; status: string; f: Figures }>>();
  const add = (key: string, model: string, status: string, f: Figures) =>
    tables.set(key, [...(tables.get(key) ?? []), { model, status, f }]);
  for (const m of index.models) {
    for (const s of m.suites) {
      add(
        `Suite ${code(s.name)}${s.publish === false ? ' (publish: false: not a headline figure; its splits are)' : ''}`,
        m.model,
        m.status,
        s,
      );
      for (const sp of s.splits ?? []) add(`Suite ${code(s.name)}, split ${code(sp.name)}`, m.model, m.status, sp);
    }
  }
  for (const [title, rows] of tables) {
    const names = INDEX_METRICS.filter((n) => rows.some((r) => r.f.metrics[n]));
    out.push(`### ${title}`, '');
    out.push(
      `| Model | Status | Coverage | ${names.map((n) => metricTitle(n)).join(' | ')} |`,
      `|${' --- |'.repeat(3 + names.length)}`,
    );
    for (const r of rows) {
      const status = !r.f.valid ? 'invalid' : r.f.final ? 'final' : 'not final';
      out.push(
        `| ${escapeName(r.model)} | ${status} | ${r.f.coverage.scored}/${r.f.coverage.expected} | ${names.map((n) => metricCell(r.f.metrics, n)).join(' | ')} |`,
      );
    }
    out.push('');
    for (const r of rows) {
      const missing = r.f.coverage.missing_tasks;
      if (missing.length === 0) continue;
      const list = missing
        .slice(0, MISSING_SHOWN)
        .map((t) => code(t, 100))
        .join(', ');
      out.push(
        `- ${escapeName(r.model)}: ${missing.length} task(s) missing: ${list}${missing.length > MISSING_SHOWN ? `, … and ${missing.length - MISSING_SHOWN} more (index.json lists all)` : ''}`,
      );
    }
    if (rows.some((r) => r.f.coverage.missing_tasks.length > 0)) out.push('');
  }
  const errors = [...index.errors, ...index.models.flatMap((m) => m.errors)];
  if (errors.length > 0) {
    out.push(
      `### Rejected (${errors.length})`,
      '',
      'Each is an error of its model (never a zero or a failure); the other rows are imported.',
      '',
    );
    for (const e of errors.slice(0, ERRORS_SHOWN)) out.push(`- ❌ ${esc(e)}`);
    if (errors.length > ERRORS_SHOWN) out.push(`- … and ${errors.length - ERRORS_SHOWN} more (index.json lists all)`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
