/**
 * The trajectory kind (docs/manifest.md): task files matched by a glob, records verified by the
 * benchmark's own verifier, SR, reconstructed PSR, rounds, chats and CCE.
 */
import { readFile, access } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, messageOf } from '../../errors.js';
import { globToRegExp, isSingleDirectoryGlob } from '../../fs/glob.js';
import { readDirectory } from '../../fs/walker.js';
import type { CatalogTask } from '../../benchmark.js';
import { parseYaml } from '../../manifest/yaml.js';
import type { SuiteReport } from '../../report/schema.js';
import { droppedEnvNames } from '../../verifier/env.js';
import { createVerifier } from '../../verifier/index.js';
import { code, escapeMarkdown as esc } from '../../views/escape.js';
import { stemOf } from '../../util/names.js';
import { globLayout } from '../../layout/records.js';
import type { CatalogContext, ValidationFinding, MetricDefinition, SuiteKind, ValidateContext } from '../kind.js';
import { SUCCESS_RATE } from '../../metrics/common.js';
import { trajectoryMetrics } from './metrics.js';
import { TrajectorySuiteSchema, type TrajectorySuite } from './schema.js';
import { trajectoryScorer } from './score.js';
import { psrSampleRunCheck } from './validate-psr.js';
import { byKey } from '../../util/order.js';

/** Rounds and chats above this are not believable counts (a forged report): compare withholds the metric. */
const MAX_COUNT = 1e9;

/** rounds and chats: a count per task (details.rounds, details.chats), their mean over the valid tasks. */
function count(name: string, title: string): MetricDefinition {
  return {
    name,
    key: `${name}_mean`,
    title,
    unit: name,
    better: 'lower',
    decimals: 2,
    aggregation: `mean of details.${name} over the valid tasks`,
    compared: { detail: name, max: MAX_COUNT },
  };
}

export const trajectoryKind: SuiteKind<TrajectorySuite> = {
  name: 'trajectory',
  schema: TrajectorySuiteSchema,
  tasksFrom: (suite) => suite.tasks,
  catalog: loadTaskCatalog,
  taskNoun: 'task',
  taskKey: (id) => id,
  validate,
  sampleRunCheck: psrSampleRunCheck,
  suiteNotes: (suite, cceJudge) => (suite.cce && cceJudge ? cacheNotes(cceJudge.cacheSkipped) : []),
  trialLayout: (suite) =>
    globLayout([
      { field: 'records', glob: suite.records },
      ...(suite.cce?.records ? [{ field: 'cce.records', glob: suite.cce.records }] : []),
    ]),
  scorer: (suite, at) =>
    trajectoryScorer(suite, at.verifiers.get(suite.verifier, at.benchmarkRoot, at.env, at.python), at.cceJudge),
  metrics: (suite, verdicts, expected, status, context) =>
    trajectoryMetrics(
      suite,
      verdicts,
      expected,
      status,
      context.judges ?? [],
      context.cce_source ?? 'none',
      context.outcome_source,
    ),
  metricList: [
    SUCCESS_RATE,
    {
      name: 'PSR',
      key: 'PSR_percent',
      title: 'PSR % (reconstructed)',
      unit: 'points',
      better: 'higher',
      decimals: 2,
      aggregation: "mean of each task's partial-success credit (details.psr_credit) over the expected tasks, in %",
      compared: { detail: 'psr_credit', max: 1, scale: 100 },
      site: { decimals: 2 },
    },
    count('rounds', 'Rounds (mean)'),
    count('chats', 'Chats (mean)'),
    {
      name: 'CCE',
      key: 'CCE',
      title: 'CCE',
      unit: 'CCE',
      better: 'higher',
      decimals: 4,
      aggregation: "mean of each task's CCE (details.cce) over all tasks, failed ones count 0",
      compared: { detail: 'cce', max: 1 },
      site: { decimals: 3 },
    },
  ],
  primaryMetric: SUCCESS_RATE.key,
  hiddenDetails: ['claimed_success'],
  methodNotes,
};

async function loadTaskCatalog(suite: TrajectorySuite, at: CatalogContext): Promise<CatalogTask[]> {
  const { root, manifestFile } = at;
  const where = `${at.where}.tasks`;
  if (!isSingleDirectoryGlob(suite.tasks)) {
    throw new ConfigError(
      manifestFile,
      `${where}: "${suite.tasks}" must be a non-recursive glob (wildcards in the file name only)`,
    );
  }
  const slash = suite.tasks.lastIndexOf('/');
  const dir = path.join(root, slash < 0 ? '.' : suite.tasks.slice(0, slash));
  const namePattern = globToRegExp(suite.tasks.slice(slash + 1));
  let entries;
  try {
    entries = await readDirectory(dir);
  } catch {
    throw new ConfigError(manifestFile, `${where}: directory ${path.relative(root, dir) || '.'} does not exist`);
  }
  const tasks = entries
    .filter((e) => (e.isFile() || e.isSymbolicLink()) && namePattern.test(e.name))
    .map((e) => ({ key: stemOf(e.name), file: path.join(dir, e.name) }))
    .sort(byKey((e) => e.key));
  if (tasks.length === 0) throw new ConfigError(manifestFile, `${where}: "${suite.tasks}" matches no task file`);
  for (let i = 1; i < tasks.length; i++) {
    if (tasks[i]!.key === tasks[i - 1]!.key) {
      throw new ConfigError(manifestFile, `${where}: two task files share the key "${tasks[i]!.key}"`);
    }
  }
  if (suite.psr) {
    const keys = new Set(tasks.map((t) => t.key));
    for (const task of Object.keys(suite.psr.targets)) {
      if (!keys.has(task)) {
        throw new ConfigError(manifestFile, `${at.where}.psr.targets.${task}: not a task of this suite`);
      }
    }
  }
  return tasks;
}

/** Every YAML task file parses; the verifier's files exist; (jsonl) the verifier resolves every task. */
async function validate(
  suite: TrajectorySuite,
  at: ValidateContext,
): Promise<{ findings: ValidationFinding[]; checked: 'verifier' | 'static' }> {
  const findings: ValidationFinding[] = [];
  for (const task of at.catalog) {
    if (!/\.ya?ml$/i.test(task.file)) continue;
    try {
      parseYaml(await readFile(task.file, 'utf8'), task.file);
    } catch (err) {
      findings.push({ suite: suite.name, task: task.key, problem: messageOf(err) });
    }
  }
  findings.push(...(await commandFiles(suite, at.root)));
  for (const d of droppedEnvNames(at.env, suite.verifier.env)) {
    findings.push({
      suite: suite.name,
      task: null,
      problem: `verifier.env lists ${d.name}, which never reaches the verifier: ${d.why}`,
      warning: true,
    });
  }
  if (suite.verifier.protocol !== 'jsonl' || findings.length > 0) return { findings, checked: 'static' };
  const verifier = createVerifier(suite.verifier, at.root, at.env, at.python);
  try {
    const answers = await Promise.all(
      at.catalog.map((t) => verifier.check({ suite: suite.name, task: t.key, task_file: t.file })),
    );
    answers.forEach((a, i) => {
      if (a && !a.ok)
        findings.push({
          suite: suite.name,
          task: at.catalog[i]!.key,
          problem: `does not resolve to a verifier: ${a.error}`,
        });
    });
  } finally {
    await verifier.close();
  }
  return { findings, checked: 'verifier' };
}

/** Relative file arguments of the verifier command, or the python form's file, must exist inside the benchmark. */
async function commandFiles(suite: TrajectorySuite, root: string): Promise<ValidationFinding[]> {
  const findings: ValidationFinding[] = [];
  const { python } = suite.verifier;
  if (python !== undefined) {
    const file = python.slice(0, python.lastIndexOf(':'));
    try {
      await access(path.join(root, file));
    } catch {
      findings.push({
        suite: suite.name,
        task: null,
        problem: `verifier.python names ${file}, which does not exist in the benchmark`,
      });
    }
  }
  for (const arg of suite.verifier.command?.slice(1) ?? []) {
    if (arg.startsWith('-') || arg.includes('{') || !/[\\/]|\.\w+$/.test(arg) || path.isAbsolute(arg)) continue;
    try {
      await access(path.join(root, arg));
    } catch {
      findings.push({
        suite: suite.name,
        task: null,
        problem: `verifier.command names ${arg}, which does not exist in the benchmark`,
      });
    }
  }
  return findings;
}

/** The CCE cache files that were skipped (a warning: their tasks are judged again, or pending). */
function cacheNotes(skipped: readonly string[]): string[] {
  const shown = skipped.slice(0, 20).map((s) => `CCE cache file skipped (not used): ${s}`);
  if (skipped.length > 20) shown.push(`… and ${skipped.length - 20} more CCE cache files skipped`);
  return shown;
}

/** How PSR and CCE were computed, below the suite's headline table. */
function methodNotes(suite: SuiteReport): string[] {
  const metrics = suite.trials[0]?.metrics ?? {};
  const out: string[] = [];
  if (metrics.SR_percent?.source) out.push(`Outcomes: ${esc(metrics.SR_percent.source, 300)}.`);
  if (metrics.PSR_percent) {
    const from = metrics.PSR_percent.source ? 'the saved verifier messages' : "the verifier's checkpoints";
    out.push(
      `PSR is reconstructed (method ${code(metrics.PSR_percent.method)}) from ${from}; it does not reproduce any historical implementation.`,
    );
  }
  const judges = suite.trials.flatMap((t) => t.metrics.CCE?.judges ?? []);
  if (metrics.CCE) {
    const list = [...new Set(judges.map((j) => `${esc(j.model, 100)} at ${esc(j.endpoint, 200)}`))].join('; ');
    const judge = list ? ` (judge: ${list})` : '';
    if (metrics.CCE.source === 'imported') {
      out.push(
        'CCE is the value saved with the imported outcomes, as the harness reported it; agent-eval did not judge or re-compute it.',
      );
    } else if (metrics.CCE.source === 'judge') {
      out.push(
        `CCE was computed by agent-eval with an LLM judge${judge}, by backward tracing of contributing actions; a successful task whose judgement failed is pending, never zero.`,
      );
    } else if (metrics.CCE.source === 'none') {
      out.push(
        'CCE: no judge is configured and the suite reads no saved judge records, so successful tasks are pending.',
      );
    } else {
      out.push(
        `CCE comes from the submission's saved judge records${judge}; a successful task without a usable judge record is pending.`,
      );
    }
  }
  return out;
}
