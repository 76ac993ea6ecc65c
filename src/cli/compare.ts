/**
 * `agent-eval compare BASELINE ARM...`: paired differences of arms against a baseline on the
 * same tasks, with non-inferiority at a margin (docs/compare.md). A thin adapter: it reads the
 * reports; the figures come from core/compare.
 */
import { compareReports } from '../core/compare/compare.js';
import { readCompareInputs } from '../core/compare/input.js';
import { comparisonSchema } from '../core/compare/schema.js';
import { listText, metricByName, metricNames, pointNames } from '../core/kinds/metrics.js';
import { writeComparison } from '../core/compare/write.js';
import { UsageError } from '../core/errors.js';
import { renderCompareMarkdown, serializeComparison } from '../core/views/compare.js';
import { confidenceFlag, decimal, parse } from './args.js';
import type { Io } from './commands.js';
import { compareHelp } from './help-metrics.js';

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
    io.out(`${compareHelp()}\n`);
    return 0;
  }
  if (positionals.length < 2)
    throw new UsageError(
      'compare: name the baseline report and at least one arm (each a scores.json or the directory holding it)',
    );
  const metric = values.metric === undefined ? undefined : metricByName(values.metric);
  if (metric === null) throw new UsageError(`--metric ${values.metric}: one of ${metricNames().join(', ')}`);
  const margin = values.margin === undefined ? null : decimal('--margin', values.margin);
  if (margin !== null && margin < 0)
    throw new UsageError(
      `--margin ${values.margin}: a margin is a number ≥ 0 (in the metric's unit: points for ${listText(pointNames())})`,
    );
  const confidence = confidenceFlag(values.confidence);

  const inputs = readCompareInputs(positionals);
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
  if (values.json) io.out(serializeComparison(comparisonSchema().parse(comparison)));
  else
    io.out(
      renderCompareMarkdown(comparison)
        .replace(/^```mermaid\n[\s\S]*?^```\n*/gm, '')
        .replace(/^Chart: .*\n\n?/gm, ''),
    );
  if (!comparison.final) io.err('Exit 1: the comparison is not final (see the findings).\n');
  return comparison.final ? 0 : 1;
}
