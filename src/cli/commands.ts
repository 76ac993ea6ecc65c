/** The CLI commands: thin adapters over the scoring core. Each returns an exit code. */
import path from 'node:path';
import { UsageError } from '../core/errors.js';
import { cceOptionsFrom } from '../core/judge/options.js';
import { FAIL_ON, passesPolicy, type FailOn } from '../core/report/policy.js';
import { writeReport } from '../core/report/write.js';
import { SCHEMAS, type SchemaName } from '../core/schemas.js';
import { score } from '../core/score.js';
import { validateBenchmark } from '../core/validate.js';
import { renderMarkdown } from '../core/views/markdown.js';
import { parse, required } from './args.js';
import { HELP } from './help.js';
import { progressLine } from './progress.js';

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  isTTY: boolean;
}

export async function scoreCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, {
    benchmark: { type: 'string' },
    run: { type: 'string' },
    suite: { type: 'string', multiple: true },
    case: { type: 'string', multiple: true },
    out: { type: 'string' },
    'fail-on': { type: 'string' },
    quiet: { type: 'boolean' },
    'cce-endpoint': { type: 'string' },
    'cce-model': { type: 'string' },
    'cce-cache': { type: 'string' },
    'cce-concurrency': { type: 'string' },
    'cce-max-requests': { type: 'string' },
    'cce-timeout': { type: 'string' },
  });
  if (values.help) return help(io, 'score');
  // The judge's API key comes from the environment only (never a flag: flags show in process lists).
  const cce = cceOptionsFrom(
    {
      endpoint: values['cce-endpoint'],
      model: values['cce-model'],
      cache: values['cce-cache'],
      concurrency: values['cce-concurrency'],
      maxRequests: values['cce-max-requests'],
      timeoutS: values['cce-timeout'],
    },
    process.env,
  );
  const failOn = (values['fail-on'] ?? 'non-final') as FailOn;
  if (!FAIL_ON.includes(failOn)) throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(', ')}`);
  const progress = io.isTTY ? progressLine(io.err) : null;
  const report = await score({
    benchmarkDir: required(values.benchmark, '--benchmark'),
    runDir: required(values.run, '--run'),
    suites: values.suite?.flatMap((s) => s.split(',')).filter(Boolean),
    cases: values.case?.flatMap((s) => s.split(',')).filter(Boolean),
    onProgress: progress?.update,
    cce,
  });
  progress?.clear();
  const outDir = values.out ?? 'agent-eval-report';
  const files = await writeReport(report, outDir);
  const summary = renderMarkdown(report);
  io.out(values.quiet ? `${summary.split('\n')[0]}\n` : withoutDetails(summary));
  const passes = passesPolicy(report, failOn);
  const shown = path.relative(process.cwd(), files.scores);
  io.err(`Report written to ${shown.startsWith('..') ? path.resolve(files.scores) : shown} (and summary.md, summary.csv).\n`);
  if (!passes) io.err(`Exit 1: the report does not pass --fail-on ${failOn} (status: ${report.status}).\n`);
  return passes ? 0 : 1;
}

/** The terminal shows the summary without the per-task tables and charts (they are in summary.md). */
function withoutDetails(markdown: string): string {
  return markdown.replace(/<details>[\s\S]*?<\/details>\n*/g, '').replace(/^```mermaid\n[\s\S]*?^```\n*/gm, '');
}

export async function validateCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, { benchmark: { type: 'string' } });
  if (values.help) return help(io, 'validate');
  const result = await validateBenchmark(required(values.benchmark, '--benchmark'));
  for (const s of result.suites) {
    const how = s.checked === 'verifier' ? 'each task checked with the verifier' : 'static checks only';
    io.out(`suite ${s.name} (${s.kind}): ${s.tasks} task(s), ${how}\n`);
  }
  for (const f of result.findings) io.out(`  problem: ${f.suite}${f.task ? `/${f.task}` : ''}: ${f.problem}\n`);
  io.out(result.findings.length === 0 ? 'OK: the benchmark is ready to score submissions.\n' : `${result.findings.length} problem(s) found.\n`);
  return result.findings.length === 0 ? 0 : 1;
}

export async function schemaCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {});
  if (values.help) return help(io, 'schema');
  const name = positionals[0];
  if (name !== 'manifest' && name !== 'report') throw new UsageError('schema: say which one: manifest or report');
  io.out(`${JSON.stringify(SCHEMAS[name as SchemaName](), null, 2)}\n`);
  return 0;
}

export function help(io: Io, topic: keyof typeof HELP): number {
  io.out(`${HELP[topic]}\n`);
  return 0;
}
