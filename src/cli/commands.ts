/**
 * The CLI commands: thin adapters over the scoring core. Each returns an exit code. Each loads
 * the core it alone uses (scoring, validation, merging, the schemas) when it runs, so that one
 * command does not evaluate the others' modules and their schemas (see main.ts).
 */
import { mkdir, realpath, stat, writeFile } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readJsonBounded } from '../core/fs/bounded-json.js';
import { DEFAULT_HASH_LIMITS, type HashLimits } from '../core/fs/file-hasher.js';
import { RunTree } from '../core/fs/tree.js';
import { parseByteSize } from '../core/util/byte-size.js';
import { formatIssues } from '../core/manifest/zod-issues.js';
import type { Report } from '../core/report/schema.js';
import type { MergeInput } from '../core/shard/merge.js';
import { PARTIAL_FILE, partialReportSchema, serializePartial } from '../core/shard/partial.js';
import { parseShard, type ShardSpec } from '../core/shard/partition.js';
import { UsageError } from '../core/errors.js';
import { cceOptionsFrom } from '../core/judge/options.js';
import { FAIL_ON, passesPolicy, type FailOn } from '../core/report/policy.js';
import type { SchemaName } from '../core/schemas.js';
import { runChecksums } from '../core/submission/checksums.js';
import type { ScoreOptions } from '../core/score.js';
import { ARCHIVE_OPTIONS, archiveMode } from './archive-flags.js';
import { outputFormat, parse, pythonFlag, required, type OutputFormat } from './args.js';
import { cliMessage, FLAGS } from './fields.js';
import { help } from './help.js';
import { progressLine } from './progress.js';
import { terminalText } from '../core/util/terminal.js';

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  isTTY: boolean;
  /** Colours on stdout (index.ts: a terminal, NO_COLOR unset, TERM not dumb). */
  color?: boolean;
  /** Our own terminal control, written as it is (set by main; the writers above escape every control character). */
  rawOut?: (text: string) => void;
  rawErr?: (text: string) => void;
}

export async function scoreCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, {
    benchmark: { type: 'string' },
    run: { type: 'string' },
    suite: { type: 'string', multiple: true },
    task: { type: 'string', multiple: true },
    case: { type: 'string', multiple: true },
    out: { type: 'string' },
    'private-out': { type: 'string' },
    'fail-on': { type: 'string' },
    quiet: { type: 'boolean' },
    format: { type: 'string' },
    'cce-endpoint': { type: 'string' },
    'cce-model': { type: 'string' },
    'cce-cache': { type: 'string' },
    'cce-concurrency': { type: 'string' },
    'cce-max-requests': { type: 'string' },
    'cce-timeout': { type: 'string' },
    shard: { type: 'string' },
    python: { type: 'string' },
    ...HASH_LIMIT_FLAGS,
    ...ARCHIVE_OPTIONS,
  });
  if (values.help) return help(io, 'score');
  const fromArchive = archiveMode(values);
  const format = outputFormat(values.format);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
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
  const progress = io.isTTY ? progressLine(io.rawErr ?? io.err) : null;
  const benchmarkDir = required(values.benchmark, '--benchmark');
  const outDir = values.out ?? 'agent-eval-report';
  const options = {
    benchmarkDir,
    runDir: fromArchive ? '' : required(values.run, '--run'),
    suites: values.suite?.flatMap((s) => s.split(',')).filter(Boolean),
    tasks: [...(values.task ?? []), ...(values.case ?? [])].flatMap((s) => s.split(',')).filter(Boolean),
    onProgress: progress?.update,
    cce,
    hashLimits: hashLimitsFrom(values),
    ...pythonFlag(values.python),
  };
  // `--case` is the older name of `--task`: an error is named by the flag that was given.
  const flags = values.task === undefined && values.case !== undefined ? { ...FLAGS, task: '--case' } : FLAGS;
  try {
    const shown = { quiet: Boolean(values.quiet), format, privateOut: values['private-out'] };
    if (fromArchive) {
      const { withArchive } = await import('./archive.js'); // (fetch, unpack and the form: loaded only for an archive)
      return await withArchive(values, outDir, io, (runDir, runLabel) =>
        scoreAndPublish({ ...options, runDir, runLabel }, shard, outDir, failOn, shown, progress, io),
      );
    }
    return await scoreAndPublish(options, shard, outDir, failOn, shown, progress, io);
  } catch (err) {
    if (err instanceof UsageError && err.field !== undefined) throw new UsageError(cliMessage(err, flags));
    throw err;
  }
}

/** Scores one run directory (given, or unpacked from an archive) and writes the report or the partial. */
async function scoreAndPublish(
  options: ScoreOptions,
  shard: ShardSpec | undefined,
  outDir: string,
  failOn: FailOn,
  shown: Shown,
  progress: ReturnType<typeof progressLine> | null,
  io: Io,
): Promise<number> {
  const { score, scoreShard } = await import('../core/score.js');
  if (shard) {
    const partial = await scoreShard(options, shard);
    progress?.clear();
    await mkdir(outDir, { recursive: true });
    const file = path.join(outDir, PARTIAL_FILE);
    await writeFile(file, serializePartial(partial));
    const units = partial.suites.reduce((n, s) => n + s.trials.reduce((m, t) => m + t.units.length, 0), 0);
    io.out(
      `Partial report, shard ${shard.index}/${shard.count}: ${units} unit(s) (suite × trial × task); not final: merge all ${shard.count} shards with agent-eval merge.\n`,
    );
    io.err(`Partial report written to ${file}.\n`);
    return 0;
  }
  const report = await score(options);
  progress?.clear();
  return publish(report, outDir, failOn, shown, io);
}

/**
 * Writes the report and its views, prints one of them (the terminal view by default; with
 * --quiet only its status line), and applies the fail-on policy.
 */
interface Shown {
  quiet: boolean;
  format: OutputFormat;
  /** `--private-out DIR`: the complete report of held-out tasks, in the clear (docs/held-out.md). */
  privateOut?: string | undefined;
}

async function publish(given: Report, outDir: string, failOn: FailOn, shown: Shown, io: Io): Promise<number> {
  const [{ writableReport, writeReport }, { renderText }, { hasHeldOut, redact, textRedactor }, { privateReportLine }] =
    await Promise.all([
      import('../core/report/write.js'),
      import('../core/views/text.js'),
      import('../core/report/redact.js'),
      import('./private-out.js'),
    ]);
  // Everything printed or written to --out is public: the public report only (docs/held-out.md).
  const { report: full, problems } = writableReport(given);
  const scrub = textRedactor(full);
  const files = await writeReport(redact(full), outDir);
  const report = files.report;
  for (const p of [...problems.map(scrub), ...files.problems])
    io.err(`agent-eval: the report failed its own schema and was written without a part: ${terminalText(p)}\n`); // (names in it are untrusted)
  const where = (file: string) => {
    const rel = path.relative(process.cwd(), file);
    return rel.startsWith('..') ? path.resolve(file) : rel;
  };
  if (shown.format === 'json') io.out(readFileSync(files.scores, 'utf8'));
  else {
    const color = shown.format === 'text' && Boolean(io.color);
    const view =
      shown.format === 'markdown' ? files.markdown : renderText(report, { color, summaryPath: where(files.summary) });
    const text = shown.quiet ? `${view.slice(0, view.indexOf('\n'))}\n` : view;
    // The text view escapes every text of the report itself: its colours go out as they are.
    (color ? (io.rawOut ?? io.out) : io.out)(text);
  }
  const passes = passesPolicy(report, failOn);
  io.err(`Report written to ${where(files.scores)} (and summary.md, summary.csv).\n`);
  if (hasHeldOut(full)) io.err(await privateReportLine(full, shown.privateOut, where));
  if (!passes) io.err(`Exit 1: the report does not pass --fail-on ${failOn} (status: ${report.status}).\n`);
  return passes ? 0 : 1;
}

export async function mergeCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {
    out: { type: 'string' },
    'fail-on': { type: 'string' },
    quiet: { type: 'boolean' },
    format: { type: 'string' },
    'private-out': { type: 'string' },
  });
  if (values.help) return help(io, 'merge');
  const format = outputFormat(values.format);
  const failOn = (values['fail-on'] ?? 'non-final') as FailOn;
  if (!FAIL_ON.includes(failOn)) throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(', ')}`);
  if (positionals.length === 0)
    throw new UsageError('merge: name the partial reports (partial.json files or the directories holding them)');
  const inputs = positionals.map(readPartial);
  const { mergePartials } = await import('../core/shard/merge.js');
  const { report, problems } = mergePartials(inputs);
  for (const p of problems) io.err(`merge: ${p.code}: ${terminalText(p.message)}\n`);
  return publish(
    report,
    values.out ?? 'agent-eval-report',
    failOn,
    { quiet: Boolean(values.quiet), format, privateOut: values['private-out'] },
    io,
  );
}

function statOrNull(file: string) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** Synchronous: a handful of files read one after the other (fs/promises' round trips cost more). */
function readPartial(given: string): MergeInput {
  const info = statOrNull(given);
  if (!info) throw new UsageError(`${given}: no such file or directory`);
  const file = info.isDirectory() ? path.join(given, PARTIAL_FILE) : given;
  const size = statOrNull(file)?.size;
  if (size === undefined) throw new UsageError(`${given}: no ${PARTIAL_FILE} in this directory`);
  const read = readJsonBounded(file, { maxBytes: 512 * 1024 * 1024, maxDepth: 512 });
  if (!read.ok) throw new UsageError(`${file}: ${read.message}`);
  const parsed = partialReportSchema().safeParse(read.value);
  if (!parsed.success) throw new UsageError(`${file}: not an agent-eval partial report: ${formatIssues(parsed.error)}`);
  return { name: file, partial: parsed.data };
}

export async function validateCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, {
    benchmark: { type: 'string' },
    run: { type: 'string' },
    suite: { type: 'string', multiple: true },
    python: { type: 'string' },
  });
  if (values.help) return help(io, 'validate');
  const suites = values.suite?.flatMap((s) => s.split(',')).filter(Boolean);
  const run = values.run === undefined ? undefined : { dir: values.run, ...(suites?.length ? { suites } : {}) };
  const { validateBenchmark } = await import('../core/validate.js');
  const result = await validateBenchmark(
    required(values.benchmark, '--benchmark'),
    process.env,
    run,
    pythonFlag(values.python).python,
  );
  for (const s of result.suites) {
    const how = s.checked === 'verifier' ? 'each task checked with the verifier' : 'static checks only';
    const splits = s.splits ? `; splits ${s.splits.map((x) => `${x.name} (${x.tasks})`).join(', ')}` : '';
    io.out(`suite ${s.name} (${s.kind}): ${s.tasks} task(s), ${how}${splits}\n`);
  }
  for (const f of result.findings)
    io.out(`  ${f.warning ? 'warning' : 'problem'}: ${f.suite}${f.task ? `/${f.task}` : ''}: ${f.problem}\n`);
  const problems = result.findings.filter((f) => !f.warning).length;
  const warnings = result.findings.length - problems;
  const also = warnings === 0 ? '' : ` (${warnings} warning(s) above)`;
  if (run)
    io.out(
      `run ${run.dir}: layout checked (entries nothing would read are warnings above), and every verifier message read as PSR reads it\n`,
    );
  io.out(
    problems === 0
      ? `OK: the benchmark is ready to score submissions${also}.\n`
      : `${problems} problem(s) found${also}.\n`,
  );
  return problems === 0 ? 0 : 1;
}

export async function schemaCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv, {});
  if (values.help) return help(io, 'schema');
  const name = positionals[0];
  const { SCHEMAS } = await import('../core/schemas.js');
  if (name === undefined || !Object.hasOwn(SCHEMAS, name))
    throw new UsageError(`schema: say which one: ${Object.keys(SCHEMAS).join(', ')}`);
  io.out(`${JSON.stringify(SCHEMAS[name as SchemaName](), null, 2)}\n`);
  return 0;
}

/** Prints the `files:` block of submission.yml (sha256 of every run file); exit 1 if some entry cannot be listed. */
export async function checksumsCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parse(argv, { run: { type: 'string' }, ...HASH_LIMIT_FLAGS });
  if (values.help) return help(io, 'checksums');
  const dir = required(values.run, '--run');
  const root = await realpath(dir).catch(() => null);
  if (!root || !(await stat(root)).isDirectory()) throw new UsageError(`--run ${dir}: not a directory`);
  const sums = await runChecksums(root, new RunTree(root, undefined, hashLimitsFrom(values)));
  io.out(sums.yaml);
  for (const u of sums.unlisted)
    io.err(
      `agent-eval checksums: ${terminalText(u.path)} is ${terminalText(u.why)}: it cannot be listed, and the review reports it as a checksum mismatch; replace it by the file or remove it\n`,
    );
  io.err(`${sums.files} file(s) listed.\n`);
  return sums.unlisted.length === 0 ? 0 : 1;
}

export const HASH_LIMIT_FLAGS = {
  'max-hash-file-bytes': { type: 'string' },
  'max-hash-run-bytes': { type: 'string' },
} as const;

/** --max-hash-file-bytes and --max-hash-run-bytes (e.g. 1GiB, 8GiB: the defaults), over the defaults. */
export function hashLimitsFrom(values: { 'max-hash-file-bytes'?: string; 'max-hash-run-bytes'?: string }): HashLimits {
  const size = (flag: 'max-hash-file-bytes' | 'max-hash-run-bytes', fallback: number) => {
    const text = values[flag];
    if (text === undefined) return fallback;
    const bytes = parseByteSize(text);
    if (bytes === null)
      throw new UsageError(
        `--${flag} must be a positive size in bytes (e.g. 1073741824, 512MiB, 1GiB), not ${JSON.stringify(text)}`,
      );
    return bytes;
  };
  return {
    fileBytes: size('max-hash-file-bytes', DEFAULT_HASH_LIMITS.fileBytes),
    runBytes: size('max-hash-run-bytes', DEFAULT_HASH_LIMITS.runBytes),
  };
}
