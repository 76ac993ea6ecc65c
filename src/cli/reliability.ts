/**
 * `agent-eval reliability FILE|DIR...`: pass^k, pass@k, Wilson intervals and flips from an
 * agent-eval report (recomputed from its verdicts) or from tau-bench results files. A thin
 * adapter: it reads and recognises the files; the figures come from core/metrics.
 */
import { statSync } from 'node:fs';
import { lstat, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../core/errors.js';
import { readJsonBounded } from '../core/fs/bounded-json.js';
import { compareNatural } from '../core/fs/walk.js';
import { readDirectory } from '../core/fs/walker.js';
import { formatIssues } from '../core/manifest/zod-issues.js';
import { computeReliability, suiteReliability } from '../core/metrics/reliability.js';
import { tauBenchOutcomes, tauBenchSummary, type TauBenchSummary } from '../core/metrics/tau-bench.js';
import { ReportSchema, type Reliability, type Report } from '../core/report/schema.js';
import { suitesAndSplits } from '../core/report/splits.js';
import { OUTPUT_FORMATS, parse, type OutputFormat } from './args.js';
import { code, escapeMarkdown } from '../core/views/escape.js';
import { renderReliabilityMarkdown } from '../core/views/markdown.js';
import type { Io } from './commands.js';
import { HELP } from './help.js';
import { terminalText } from '../core/util/terminal.js';

/** What the files are (--input; the values --format took before it named the output, still accepted there). */
const FORMATS = ['auto', 'agent-eval', 'tau-bench'] as const;
type Format = (typeof FORMATS)[number];

/** Files larger than this are refused (V8 cannot hold much more as one string anyway). */
const MAX_BYTES = 512 * 1024 * 1024;
const MAX_DEPTH = 512;
const LIST_LIMIT = 50;

interface Input {
  shown: string;
  value: unknown;
  format: 'agent-eval' | 'tau-bench';
}

/** One set of figures: a suite of an agent-eval report, or a tau-bench run. */
interface ReliabilityResult {
  format: 'agent-eval' | 'tau-bench';
  files: string[];
  suite: string | null;
  reliability: Reliability;
  errors: string[];
  /** tau-bench input: what tau-bench's own summary prints for the same files (null: no usable entry). */
  tauBench?: TauBenchSummary | null;
}

export async function reliabilityCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {
    input: { type: 'string' },
    format: { type: 'string' },
    suite: { type: 'string', multiple: true },
    json: { type: 'boolean' },
  });
  if (values.help) {
    io.out(`${HELP.reliability}\n`);
    return 0;
  }
  // --format names the output (text, markdown, json); an input kind there is the older spelling of --input.
  const legacyInput = FORMATS.includes(values.format as Format) ? (values.format as Format) : undefined;
  if (legacyInput && values.input !== undefined)
    throw new UsageError('--format names the output (text, markdown or json); the input is --input');
  const format = (values.input ?? legacyInput ?? 'auto') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--input must be one of ${FORMATS.join(', ')}`);
  const output = values.json ? 'json' : legacyInput ? 'text' : outputFormatOrInput(values.format);
  if (positionals.length === 0)
    throw new UsageError(
      'reliability: name an agent-eval report (scores.json or its directory) or tau-bench results files (or their directory)',
    );
  const files = (await Promise.all(positionals.map((p) => expand(p, format)))).flat();
  const inputs = files.map((f) => read(f, format));
  const results = compute(inputs, values.suite?.flatMap((s) => s.split(',')).filter(Boolean));
  if (output === 'json') {
    if (results.length !== 1) {
      throw new UsageError(
        `${values.json ? '--json' : '--format json'} describes one suite; the report has ${results.map((r) => r.suite).join(', ')}: choose one with --suite`,
      );
    }
    io.out(`${JSON.stringify(toJson(results[0]!), null, 2)}\n`);
  } else if (output === 'markdown') {
    io.out(results.map(renderMarkdownResult).join('\n'));
  } else {
    io.out(results.map(renderText).join('\n'));
  }
  return results.every((r) => r.reliability.final) ? 0 : 1;
}

/** A directory stands for its scores.json (an agent-eval output directory) or for every *.json directly in it. */
async function expand(given: string, format: Format): Promise<string[]> {
  const info = await stat(given).catch(() => null);
  if (!info) throw new UsageError(`${given}: no such file or directory`);
  if (info.isFile()) return [given];
  if (!info.isDirectory()) throw new UsageError(`${given}: not a file or a directory`);
  const scores = path.join(given, 'scores.json');
  if (format !== 'tau-bench' && (await lstat(scores).catch(() => null))?.isFile()) return [scores];
  const names = (await readDirectory(given)).filter((d) => d.isFile() && d.name.endsWith('.json')).map((d) => d.name);
  if (names.length === 0)
    throw new UsageError(`${given}: no scores.json and no *.json results files in this directory`);
  return names.sort(compareNatural).map((n) => path.join(given, n));
}

function read(file: string, format: Format): Input {
  try {
    statSync(file);
  } catch {
    throw new UsageError(`${file}: cannot read the file`);
  }
  const read = readJsonBounded(file, { maxBytes: MAX_BYTES, maxDepth: MAX_DEPTH });
  if (!read.ok) throw new UsageError(`${file}: ${read.message}`);
  const value = read.value;
  const detected = Array.isArray(value)
    ? 'tau-bench'
    : typeof value === 'object' && value !== null && 'report_version' in value && 'suites' in value
      ? 'agent-eval'
      : null;
  if (format !== 'auto' && detected !== format) {
    throw new UsageError(
      `--input ${format}: ${file} is not ${format === 'tau-bench' ? 'a tau-bench results file (a JSON array of results)' : 'an agent-eval report (scores.json)'}`,
    );
  }
  if (detected === null)
    throw new UsageError(
      `${file}: neither an agent-eval report (scores.json) nor a tau-bench results file (a JSON array of {task_id, reward, trial, ...})`,
    );
  return { shown: file, value, format: detected };
}

function compute(inputs: readonly Input[], suites: string[] | undefined): ReliabilityResult[] {
  const formats = new Set(inputs.map((i) => i.format));
  if (formats.size > 1)
    throw new UsageError('the inputs mix an agent-eval report and tau-bench results; give one kind at a time');
  if (formats.has('tau-bench')) {
    if (suites?.length) throw new UsageError('--suite applies to agent-eval reports, not to tau-bench results');
    const files = inputs.map((i) => ({ name: i.shown, value: i.value }));
    const outcomes = tauBenchOutcomes(files);
    return [
      {
        format: 'tau-bench',
        files: inputs.map((i) => i.shown),
        suite: null,
        reliability: computeReliability(outcomes.input),
        errors: outcomes.errors,
        tauBench: tauBenchSummary(files),
      },
    ];
  }
  if (inputs.length !== 1) throw new UsageError(`one agent-eval report at a time (got ${inputs.length})`);
  const input = inputs[0]!;
  const parsed = ReportSchema.safeParse(input.value);
  if (!parsed.success)
    throw new UsageError(`${input.shown}: not a valid agent-eval report: ${formatIssues(parsed.error)}`);
  const report: Report = parsed.data;
  // Each split is read as the suite its view is (`suite/split`, report/splits.ts), after its suite.
  const all = suitesAndSplits(report);
  const chosen = suites?.length
    ? suites.map((name) => {
        const suite = all.find((s) => s.name === name);
        if (!suite)
          throw new UsageError(
            `--suite ${name}: no such suite in ${input.shown} (suites: ${all.map((s) => s.name).join(', ')})`,
          );
        return suite;
      })
    : all;
  if (chosen.length === 0) throw new UsageError(`${input.shown}: the report has no suites`);
  return chosen.map((suite) => ({
    format: 'agent-eval',
    files: [input.shown],
    suite: suite.name,
    reliability: suiteReliability(suite),
    errors: [
      ...suite.errors.map((e) => `${e.record ? `${e.record}: ` : ''}${e.message}`),
      ...suite.trials.flatMap((t) =>
        t.errors.map(
          (e) =>
            `${t.name}: ${[e.task ? `task ${e.task}` : null, e.record ? `record ${e.record}` : null].filter(Boolean).join(', ') || e.stage}: ${e.message}`,
        ),
      ),
    ],
  }));
}

function outputFormatOrInput(value: string | undefined): OutputFormat {
  const output = (value ?? 'text') as OutputFormat;
  if (!OUTPUT_FORMATS.includes(output))
    throw new UsageError(
      `--format must be one of ${OUTPUT_FORMATS.join(', ')} (the output; the input kind, ${FORMATS.join(', ')}, is --input)`,
    );
  return output;
}

/** The figures as the reliability section of summary.md, titled with where they come from. */
function renderMarkdownResult(result: ReliabilityResult): string {
  const what =
    result.format === 'tau-bench'
      ? 'tau-bench results (harness-reported rewards)'
      : `suite ${code(result.suite ?? '')}`;
  const lines = renderReliabilityMarkdown(
    result.reliability,
    `Reliability of ${what} across ${result.reliability.n_trials} trial(s)`,
  );
  if (result.errors.length > 0) {
    lines.push(`Errors (${result.errors.length}):`, '');
    for (const e of result.errors.slice(0, LIST_LIMIT)) lines.push(`- ${escapeMarkdown(e)}`);
    if (result.errors.length > LIST_LIMIT)
      lines.push(`- … and ${result.errors.length - LIST_LIMIT} more (--format json lists all)`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The `--json` shape: the figures scripts need first, then the rest of the reliability object. */
function toJson(result: ReliabilityResult): Record<string, unknown> {
  const { n_trials, tasks, pass_hat_k, pass_at_k, final, ...rest } = result.reliability;
  return {
    n_trials,
    tasks,
    pass_hat_k,
    pass_at_k,
    final,
    errors: result.errors,
    format: result.format,
    files: result.files,
    suite: result.suite,
    ...(result.tauBench === undefined ? {} : { tau_bench_summary: result.tauBench }),
    ...rest,
  };
}

// ---------------------------------------------------------------------------------------------
// The table for people

function renderText(result: ReliabilityResult): string {
  const r = result.reliability;
  const out: string[] = [];
  const what = result.format === 'tau-bench' ? 'tau-bench results' : `agent-eval report, suite ${result.suite}`;
  out.push(`Reliability: ${what}`);
  out.push(`Source: ${r.source}`);
  out.push(`Files: ${result.files.map((f) => plain(f, 300)).join(', ')}`);
  const status = r.final ? 'final' : `NOT FINAL, observed over ${r.tasks} of ${r.expected_tasks} task(s)`;
  out.push(`${r.n_trials} trial(s) × ${r.tasks} task(s): ${status}`, '');
  if (r.tasks > 0) {
    const rows = Object.keys(r.pass_hat_k).map((k) => [k, pct(r.pass_hat_k[k]), pct(r.pass_at_k[k])]);
    out.push(...table([['k', 'pass^k %', 'pass@k %'], ...rows], [true, true, true]), '');
    const trialRows = r.trials.map((t) => [
      plain(t.name),
      `${t.successes}/${t.tasks}`,
      pct(t.success_rate),
      t.wilson_95 ? `${pct(t.wilson_95.low)} – ${pct(t.wilson_95.high)}` : '—',
    ]);
    out.push(
      ...table([['trial', 'successes', 'SR %', '95% Wilson interval %'], ...trialRows], [false, true, true, true]),
      '',
    );
    const se =
      r.success_rate_stderr === null
        ? 'no standard error with one trial'
        : `standard error ${pct(r.success_rate_stderr)} points`;
    out.push(`Mean SR across trials: ${pct(r.mean_success_rate)}% (${se}).`);
    if (r.flips.count === 0) out.push('No task flips between trials.');
    else {
      const shown = r.flips.tasks.slice(0, LIST_LIMIT).map((f) => `${plain(f.task)} (${f.successes}/${r.n_trials})`);
      out.push(
        `${r.flips.count} task(s) flip between trials: ${shown.join(', ')}${r.flips.count > LIST_LIMIT ? `, … and ${r.flips.count - LIST_LIMIT} more (--json lists all)` : ''}`,
      );
    }
  }
  if (result.tauBench !== undefined) out.push('', ...renderTauBenchSummary(result.tauBench));
  if (r.notes.length > 0) {
    out.push('', 'Not final:');
    for (const n of r.notes) out.push(`  - ${plain(n, 500)}`);
  }
  if (r.incomplete_tasks.length > 0) {
    const shown = r.incomplete_tasks
      .slice(0, LIST_LIMIT)
      .map((t) => `${plain(t.task)} (${t.valid_trials} of ${r.n_trials})`);
    out.push(
      `Left out (fewer than ${r.n_trials} valid trials): ${shown.join(', ')}${r.incomplete_tasks.length > LIST_LIMIT ? `, … and ${r.incomplete_tasks.length - LIST_LIMIT} more` : ''}`,
    );
  }
  if (result.errors.length > 0) {
    out.push(`Errors (${result.errors.length}):`);
    for (const e of result.errors.slice(0, LIST_LIMIT)) out.push(`  - ${plain(e, 500)}`);
    if (result.errors.length > LIST_LIMIT)
      out.push(`  - … and ${result.errors.length - LIST_LIMIT} more (--json lists all)`);
  }
  return `${out.join('\n')}\n`;
}

/** tau-bench's own figures for the same files, labelled as such, and what makes them differ from ours. */
function renderTauBenchSummary(s: TauBenchSummary | null): string[] {
  const title =
    "tau-bench's own summary (display_metrics in tau-bench's run.py) would print, for the results as given; these are not agent-eval's figures:";
  if (s === null)
    return [title, '  nothing: no entry has a task_id, a trial and a finite reward (tau-bench would divide by zero).'];
  const out = [
    title,
    `Average reward: ${s.average_reward.toFixed(6)} over ${s.entries} entries; ${s.n_trials} trial(s) × ${s.tasks} task(s)`,
  ];
  out.push(
    ...table([['k', 'pass^k %'], ...Object.keys(s.pass_hat_k).map((k) => [k, pct(s.pass_hat_k[k])])], [true, true]),
  );
  const d = s.differences;
  const one = (count: number, singular: string, plural: string) => `${count} ${count === 1 ? singular : plural}`;
  const why = [
    d.harness_errors > 0
      ? `${one(d.harness_errors, 'entry with info.error counted as an outcome', 'entries with info.error counted as outcomes')} (with the reward the harness wrote)`
      : null,
    d.duplicates > 0 ? `${one(d.duplicates, 'duplicate entry', 'duplicate entries')} counted again` : null,
    d.missing_results > 0
      ? `${one(d.missing_results, 'missing (task, trial) result counted as a failure', 'missing (task, trial) results counted as failures')}`
      : null,
  ].filter((x): x is string => x !== null);
  const left =
    s.malformed > 0
      ? `${one(s.malformed, 'malformed entry, which tau-bench cannot have written, is', 'malformed entries, which tau-bench cannot have written, are')} left out of these figures (agent-eval lists them as errors).`
      : '';
  if (why.length === 0 && left === '')
    out.push('Its pass^k equals the figures above: there are no errors, duplicates or missing results.');
  else
    out.push(
      [
        why.length > 0
          ? `It differs from the figures above: ${why.join('; ')}. agent-eval counts none of these as failures.`
          : '',
        left,
      ]
        .filter(Boolean)
        .join(' '),
    );
  return out;
}

function table(rows: string[][], right: boolean[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  return rows.map((r) =>
    r
      .map((cell, i) => (right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

function pct(fraction: number | null | undefined): string {
  return typeof fraction === 'number' ? (100 * fraction).toFixed(2) : '—';
}

/** Text from the files, safe for a terminal: control characters visibly escaped, bounded length. */
function plain(text: string, max = 100): string {
  const flat = terminalText(text);
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
