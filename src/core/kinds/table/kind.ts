/**
 * The table kind (docs/table-suites.md, PrepBench semantics): each `case_xxx` directory of the ground
 * truth is a task, compared cell by cell with the trial's case directory; case accuracy; and
 * PrepBench's own `summary.{json,csv}` per trial next to the report.
 */
import path from 'node:path';
import { readDirectory } from '../../fs/walker.js';
import type { CatalogTask } from '../../benchmark.js';
import { ConfigError, UsageError } from '../../errors.js';
import type { SuiteReport } from '../../report/schema.js';
import type { CatalogContext, ValidationFinding, ReportFile, SuiteKind } from '../kind.js';
import { normalizeCaseId } from './case-id.js';
import { checkGroundTruthCase } from './gt-check.js';
import { caseLayout } from './layout.js';
import { renderPrepbenchSummary } from './prepbench-view.js';
import { TableSuiteSchema, type TableSuite } from './schema.js';
import { tableMetrics, tableScorer } from './suite.js';
import { byKey } from '../../util/order.js';

export const tableKind: SuiteKind<TableSuite> = {
  name: 'table',
  schema: TableSuiteSchema,
  tasksFrom: (suite) => suite.cases,
  catalog: loadCaseCatalog,
  taskNoun: 'case',
  taskKey: normalizeCaseId,
  validate: async (suite, at) => {
    const findings: ValidationFinding[] = [];
    for (const task of at.catalog) {
      for (const d of checkGroundTruthCase(
        task.file,
        `${suite.cases}/${path.basename(task.file)}`,
        suite.limits.csv_bytes,
      )) {
        findings.push({
          suite: suite.name,
          task: task.key,
          problem: `${d.file}: ${d.problem}`,
          ...(d.warning ? { warning: true as const } : {}),
        });
      }
    }
    return { findings, checked: 'static' };
  },
  checkTrials: (suite, trials) => {
    if (!suite.modes) return;
    for (const t of trials) {
      if (!suite.modes.includes(path.basename(t.dir))) {
        throw new UsageError(
          `suite ${suite.name} declares modes ${suite.modes.join(', ')}: the trial directory ${t.shown} must be named after one of them`,
        );
      }
    }
  },
  trialLayout: (_suite, catalog) => caseLayout(catalog),
  scorer: (suite) => tableScorer(suite),
  metrics: (_suite, verdicts, expected, status) => tableMetrics(verdicts, expected, status),
  metricList: [
    {
      name: 'accuracy',
      key: 'accuracy_percent',
      title: 'Accuracy %',
      unit: 'points',
      better: 'higher',
      decimals: 2,
      aggregation: 'correct cases over the expected cases, in %',
      compared: 'success',
    },
  ],
  primaryMetric: 'accuracy_percent',
  taskFiles: true,
  hiddenDetails: ['prepbench_message', 'candidate_dir', 'gt_dir'],
  reportFiles,
};

/** Table suites: every `case_xxx` directory of `cases`; task key = normalised case id. */
async function loadCaseCatalog(suite: TableSuite, at: CatalogContext): Promise<CatalogTask[]> {
  const { manifestFile } = at;
  const where = `${at.where}.cases`;
  const dir = path.join(at.root, suite.cases);
  let entries;
  try {
    entries = (await readDirectory(dir)).sort(byKey((e) => e.name)); // (the same message on every machine)
  } catch {
    throw new ConfigError(manifestFile, `${where}: directory ${suite.cases} does not exist`);
  }
  const tasks: CatalogTask[] = [];
  const seen = new Map<string, string>();
  for (const e of entries) {
    const key = e.isDirectory() ? normalizeCaseId(e.name) : null;
    if (!key) continue;
    if (seen.has(key))
      throw new ConfigError(manifestFile, `${where}: ${seen.get(key)} and ${e.name} are the same case ${key}`);
    seen.set(key, e.name);
    tasks.push({ key, file: path.join(dir, e.name) });
  }
  if (tasks.length === 0) throw new ConfigError(manifestFile, `${where}: ${suite.cases} holds no case_xxx directory`);
  return tasks.sort(byKey((e) => e.key));
}

/**
 * For each trial, the PrepBench-compatible `<suite>/<trial>/summary.{json,csv}` (plus
 * `case_xxx.summary.*` when exactly one case was scored).
 */
function reportFiles(suite: SuiteReport): ReportFile[] {
  const files: ReportFile[] = [];
  for (const trial of suite.trials) {
    const dir = [suite.name, trial.name];
    const { json, csv } = renderPrepbenchSummary(trial, suite.tasks_from);
    files.push({ path: [...dir, 'summary.json'], text: json }, { path: [...dir, 'summary.csv'], text: csv });
    if (trial.coverage.expected === 1) {
      const only = trial.verdicts[0]?.task ?? trial.coverage.missing_tasks[0]!;
      files.push(
        { path: [...dir, `${only}.summary.json`], text: json },
        { path: [...dir, `${only}.summary.csv`], text: csv },
      );
    }
  }
  return files;
}
