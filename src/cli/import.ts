/**
 * `agent-eval import checkpoint-inputs FILE --benchmark DIR [--out DIR] [--stage STAGE=SUITE]...`:
 * AgentWorld's checkpoint inputs (what score_psr.py reads) as one agent-eval report per model and
 * an index over models. A thin adapter: it reads the file (bounded, through the untrusted reader:
 * never written to), and prints; the reports come from core/import.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { benchmarkInfo, openBenchmark } from '../core/benchmark.js';
import { UsageError } from '../core/errors.js';
import { readJsonBounded } from '../core/fs/bounded-json.js';
import { isInside } from '../core/fs/walk.js';
import { CHECKPOINT_INPUTS_SOURCE, importCheckpointInputs, stageSuites } from '../core/import/checkpoint-inputs.js';
import { buildIndex, INDEX_METRICS, serializeIndex, type ImportIndex } from '../core/import/models-index.js';
import { writeImport } from '../core/import/write.js';
import { FAIL_ON, passesPolicy, type FailOn } from '../core/report/policy.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/version.js';
import { formatNumber } from '../core/views/format.js';
import { terminalText } from '../core/util/terminal.js';
import { provenance } from '../core/views/provenance.js';
import { outputFormat, parse, required } from './args.js';
import type { Io } from './commands.js';
import { FLAGS, cliMessage } from './fields.js';
import { HELP } from './help.js';

const IMPORT_FORMATS = ['checkpoint-inputs'] as const;

/** The file is refused above this size (V8 holds little more as one string). */
const MAX_BYTES = 512 * 1024 * 1024;
const MAX_DEPTH = 64;
const ERRORS_SHOWN = 50;

export async function importCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {
    benchmark: { type: 'string' },
    out: { type: 'string' },
    stage: { type: 'string', multiple: true },
    'fail-on': { type: 'string' },
    format: { type: 'string' },
  });
  if (values.help) {
    io.out(`${HELP.import}\n`);
    return 0;
  }
  const [what, file, ...extra] = positionals;
  if (what === undefined)
    throw new UsageError(`import: name what to import (${IMPORT_FORMATS.join(', ')}) and the file`);
  if (!(IMPORT_FORMATS as readonly string[]).includes(what))
    throw new UsageError(`import ${what}: unknown format (formats: ${IMPORT_FORMATS.join(', ')})`);
  if (file === undefined) throw new UsageError('import checkpoint-inputs: name the checkpoint-inputs JSON file');
  if (extra.length > 0)
    throw new UsageError(`import checkpoint-inputs: one file at a time (also given: ${extra.join(' ')})`);
  const format = outputFormat(values.format);
  const failOn = (values['fail-on'] ?? 'non-final') as FailOn;
  if (!FAIL_ON.includes(failOn)) throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(', ')}`);
  const outDir = values.out ?? 'agent-eval-import';
  refuseOutAroundInput(file, outDir);

  let benchmark;
  try {
    benchmark = await openBenchmark(required(values.benchmark, '--benchmark'));
  } catch (err) {
    if (err instanceof UsageError && err.field !== undefined) throw new UsageError(cliMessage(err, FLAGS));
    throw err;
  }
  const stages = stageSuites(benchmark, values.stage ?? []);
  // Read only, bounded, through the untrusted reader (no symlink followed, no FIFO, no hard link).
  const read = readJsonBounded(file, { maxBytes: MAX_BYTES, maxDepth: MAX_DEPTH });
  if (!read.ok) throw new UsageError(`${file}: ${read.message}`);
  const result = importCheckpointInputs({ benchmark, stages, value: read.value, file });
  if (result.models.length === 0 && result.errors.length > 0) throw new UsageError(result.errors.join('; '));
  const index = buildIndex(result, file, stages, {
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    benchmark: benchmarkInfo(benchmark),
  });
  const written = await writeImport(result, index, outDir);
  for (const p of written.problems) io.err(`agent-eval: ${terminalText(p)}\n`);

  if (format === 'json') io.out(serializeIndex(index));
  else if (format === 'markdown') io.out(written.markdown);
  else io.out(renderIndexText(index));
  const imported = result.models.filter((m) => m.report);
  io.err(
    `Wrote ${path.join(outDir, 'index.json')}, index.md and ${imported.length} report(s), one per model in ${outDir}/<model>/.\n`,
  );
  const passes =
    result.errors.length === 0 &&
    result.models.length > 0 &&
    result.models.every((m) => m.report !== null && passesPolicy(m.report, failOn));
  if (!passes) io.err(`Exit 1: not every model's report passes --fail-on ${failOn}.\n`);
  return passes ? 0 : 1;
}

/** The output directory may not hold the input: the import never writes where its input is. */
function refuseOutAroundInput(file: string, outDir: string): void {
  let input: string;
  try {
    input = realpathSync(file);
  } catch {
    throw new UsageError(`${file}: no such file`);
  }
  let out = path.resolve(outDir);
  try {
    out = realpathSync(out);
  } catch {
    // not there yet: it cannot hold the input
    return;
  }
  if (isInside(out, input))
    throw new UsageError(
      `--out ${outDir} holds the input ${file}: choose another output directory (the input is never written to, nor written beside)`,
    );
}

/** The terminal view: a line per model, suite and split. */
function renderIndexText(index: ImportIndex): string {
  const out = [
    `Imported checkpoint-inputs ${plain(index.file, 300)}: ${index.models.length} model(s), ${index.models.reduce((n, m) => n + m.rows, 0)} row(s)`,
  ];
  const { benchmark, dirty } = provenance(index.benchmark, (t) => plain(t, 300));
  out.push(`${benchmark}.`);
  if (dirty) out.push(`Warning: ${dirty}`);
  out.push(`Outcomes: ${CHECKPOINT_INPUTS_SOURCE}; PSR reconstructed from the saved verifier messages.`, '');
  const names = INDEX_METRICS;
  const header = ['model', 'suite', 'status', 'coverage', 'SR %', 'PSR %', 'CCE', 'rounds', 'chats'];
  const rows: string[][] = [header];
  for (const m of index.models) {
    if (m.suites.length === 0) rows.push([plain(m.model), '—', 'not imported', '', '', '', '', '', '']);
    for (const s of m.suites) {
      for (const f of [s, ...(s.splits ?? []).map((sp) => ({ ...sp, name: `${s.name}/${sp.name}` }))]) {
        const status = !f.valid ? 'invalid' : f.final ? 'final' : 'not final';
        const unpublished = f === s && s.publish === false ? ' (publish: false, see its splits)' : '';
        rows.push([
          plain(m.model),
          `${plain(f.name)}${unpublished}`,
          status,
          `${f.coverage.scored}/${f.coverage.expected}`,
          ...names.map((n) => cell(f.metrics, n)),
        ]);
      }
    }
  }
  const widths = header.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  for (const r of rows)
    out.push(
      r
        .map((c, i) => (i >= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    );
  out.push(
    '',
    'A withheld figure (not final: missing tasks or errors) shows "— (obs. X)": the value over the imported rows only.',
  );
  const missing = index.models.flatMap((m) =>
    m.suites
      .filter((s) => s.coverage.missing_tasks.length > 0)
      .map((s) => `${plain(m.model)} ${plain(s.name)}: ${s.coverage.missing_tasks.length} task(s) missing`),
  );
  if (missing.length > 0) out.push(...missing.map((l) => `  ${l} (index.json lists them)`));
  const errors = [...index.errors, ...index.models.flatMap((m) => m.errors)];
  if (errors.length > 0) {
    out.push('', `Rejected (${errors.length}); each is an error, never a zero; the other rows are imported:`);
    for (const e of errors.slice(0, ERRORS_SHOWN)) out.push(`  - ${plain(e, 500)}`);
    if (errors.length > ERRORS_SHOWN) out.push(`  - … and ${errors.length - ERRORS_SHOWN} more (index.json lists all)`);
  }
  return `${out.join('\n')}\n`;
}

function cell(metrics: ImportIndex['models'][number]['suites'][number]['metrics'], name: string): string {
  const m = metrics[name];
  if (!m) return '';
  if (m.value !== null) return formatNumber(m.value, name === 'CCE' ? 4 : 2);
  const observed = metrics[`observed_${name}`];
  return observed?.value != null ? `— (obs. ${formatNumber(observed.value)})` : '—';
}

function plain(text: string, max = 100): string {
  const flat = terminalText(text);
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
