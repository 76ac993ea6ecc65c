/**
 * The output kind (docs/output.md): the tasks file's keys are the tasks; what an agent produced is
 * graded against the tasks file's expectations, without executing anything; SR.
 */
import path from 'node:path';
import type { CatalogTask } from '../../benchmark.js';
import { SUCCESS_RATE, successRate } from '../../metrics/common.js';
import { globLayout } from '../../layout/records.js';
import type { CatalogContext, ValidationFinding, SuiteKind, ValidateContext } from '../kind.js';
import { readsOnlyEventLogs } from './record.js';
import { runRegex } from './regex.js';
import { OutputSuiteSchema, type OutputSuite } from './schema.js';
import { outputScorer } from './suite.js';
import { loadOutputTasks } from './tasks.js';

export const outputKind: SuiteKind<OutputSuite> = {
  name: 'output',
  schema: OutputSuiteSchema,
  tasksFrom: (suite) => suite.tasks,
  catalog: loadOutputCatalog,
  taskNoun: 'task',
  taskKey: (id) => id,
  validate: async (suite, at) => ({ findings: await outputTaskFindings(suite, at), checked: 'static' }),
  trialLayout: (suite) => globLayout([{ field: 'records', glob: suite.records }]),
  scorer: (suite, at) => outputScorer(suite, at.benchmarkRoot, at.manifestFile),
  metrics: (_suite, verdicts, expected, status) => successRate(verdicts, expected, status),
  metricList: [SUCCESS_RATE],
  primaryMetric: SUCCESS_RATE.key,
  hiddenDetails: [],
};

/** Output suites: the keys of the tasks file (validated here, so a bad file stops every command). */
async function loadOutputCatalog(suite: OutputSuite, at: CatalogContext): Promise<CatalogTask[]> {
  const tasks = await loadOutputTasks(at.root, suite.tasks, at.manifestFile, `${at.where}.tasks`);
  const file = path.join(at.root, suite.tasks);
  return [...tasks.keys()].map((key) => ({ key, file }));
}

/**
 * Output suites: the tasks file was validated when the benchmark was opened (a bad one stops
 * every command with its path named). Here: expectations that can never fail or never pass.
 */
async function outputTaskFindings(suite: OutputSuite, at: ValidateContext): Promise<ValidationFinding[]> {
  const findings: ValidationFinding[] = [];
  const tasks = await loadOutputTasks(at.root, suite.tasks, at.manifestFile, `suite ${suite.name}.tasks`);
  const withOutput = [...tasks.values()].filter((t) => t.output !== undefined).length;
  if (withOutput > 0 && readsOnlyEventLogs(suite.records)) {
    findings.push({
      suite: suite.name,
      task: null,
      warning: true,
      problem:
        `records ${JSON.stringify(suite.records)} reads only event logs, and ${withOutput} task(s) have output expectations; ` +
        'a goldfive log never carries the full output (no full_text or text_turns in any event, only taskCompleted summary and artifacts), ' +
        'so those tasks get "no output to grade" unless the logs hold agentMessage events: point records at per-task JSON records ' +
        '(an InvocationResult as a JSON dict, with the artifacts) (docs/output.md)',
    });
  }
  for (const [key, task] of tasks) {
    task.output?.forEach((check, i) => {
      if (check.regex === undefined) return;
      const r = runRegex(check.regex, check.flags ?? '', '', suite.limits.regex_timeout_ms);
      if (r.ok && r.match)
        findings.push({
          suite: suite.name,
          task: key,
          problem: `output[${i}].regex matches the empty string, so it holds for any output`,
        });
    });
    const hasContains = task.output?.some(
      (c) => c.contains !== undefined || c.regex !== undefined || c.exact !== undefined || c.json !== undefined,
    );
    if (task.output && !task.artifacts && !hasContains) {
      findings.push({
        suite: suite.name,
        task: key,
        problem: 'only not_contains expectations: any output that avoids those words passes',
      });
    }
  }
  return findings;
}
