/**
 * `agent-eval compare BASELINE ARM...`: paired differences of arms against a baseline on the
 * same tasks, with non-inferiority at a margin (docs/compare.md). A thin adapter: it reads the
 * reports; the figures come from core/compare.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { compareReports, metricByName, type CompareInput } from '../core/compare/compare.js';
import { reportFromValue } from '../core/compare/input.js';
import { ComparisonSchema } from '../core/compare/schema.js';
import { writeComparison } from '../core/compare/write.js';
import { UsageError } from '../core/errors.js';
import { readJsonBounded } from '../core/fs/bounded-json.js';
import { renderCompareMarkdown, serializeComparison } from '../core/views/compare.js';
import { confidenceFlag, decimal, parse } from './args.js';
import type { Io } from './commands.js';
import { HELP } from './help.js';

const MAX_BYTES = 512 * 1024 * 1024;
const MAX_DEPTH = 512;

export async function compareCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {
    suite: { type: 'string', multiple: true },
    metric: { type: 'string' },
    margin: { type: 'string' },
    confidence: { type: 'string' },
    json: { type: 'boolean' },
    out: { type: 'string' },
    'allow-different-benchmarks': { type: 'boolean' },
  });
  if (values.help) {
    io.out(`${HELP.compare}\n`);
    return 0;
  }
  if (positionals.length < 2) throw new UsageError('compare: name the baseline report and at least one arm (each a scores.json or the directory holding it)');
  const metric = values.metric === undefined ? undefined : metricByName(values.metric);
  if (metric === null) throw new UsageError(`--metric ${values.metric}: one of SR, accuracy, PSR, rounds, chats, CCE`);
  const margin = values.margin === undefined ? null : decimal('--margin', values.margin);
  if (margin !== null && margin < 0) throw new UsageError(`--margin ${values.margin}: a margin is a number ≥ 0 (in the metric's unit: points for SR, accuracy and PSR)`);
  const confidence = confidenceFlag(values.confidence);

  const seen = new Map<string, string>();
  const inputs: CompareInput[] = positionals.map((given) => {
    const file = locate(given);
    const real = realpathSync(file);
    if (seen.has(real)) throw new UsageError(`${given}: the same report as ${seen.get(real)} (${file}): name each report once`);
    seen.set(real, given);
    return { label: given, report: readReport(file) };
  });
  const comparison = compareReports(inputs[0]!, inputs.slice(1), {
    suites: values.suite?.flatMap((s) => s.split(',')).filter(Boolean),
    metric,
    margin,
    confidence,
    allowDifferentBenchmarks: Boolean(values['allow-different-benchmarks']),
  });
  if (values.out !== undefined) {
    const files = writeComparison(comparison, values.out);
    io.err(`Comparison written to ${files.json} (and compare.md, compare.csv).\n`);
  }
  if (values.json) io.out(serializeComparison(ComparisonSchema.parse(comparison)));
  else io.out(renderCompareMarkdown(comparison).replace(/^```mermaid\n[\s\S]*?^```\n*/gm, '').replace(/^Chart: .*\n\n?/gm, ''));
  if (!comparison.final) io.err('Exit 1: the comparison is not final (see the findings).\n');
  return comparison.final ? 0 : 1;
}

/** A report file, or a directory holding scores.json. */
function locate(given: string): string {
  let info;
  try {
    info = statSync(given);
  } catch {
    throw new UsageError(`${given}: no such file or directory`);
  }
  if (info.isFile()) return given;
  if (!info.isDirectory()) throw new UsageError(`${given}: not a file or a directory`);
  const file = path.join(given, 'scores.json');
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) throw new UsageError(`${given}: no scores.json in this directory`);
  return file;
}

function readReport(file: string) {
  const read = readJsonBounded(file, { maxBytes: MAX_BYTES, maxDepth: MAX_DEPTH });
  if (!read.ok) throw new UsageError(`${file}: ${read.message}`);
  return reportFromValue(read.value, file);
}
