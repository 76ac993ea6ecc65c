/**
 * `agent-eval validate`: checks a benchmark without a submission: the manifest, every catalog
 * task file, the verifier command's files, and (jsonl) that the verifier resolves every task.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openBenchmark } from './benchmark.js';
import { messageOf } from './errors.js';
import { readsOnlyEventLogs } from './kinds/output/record.js';
import { runRegex } from './kinds/output/regex.js';
import { loadOutputTasks } from './kinds/output/tasks.js';
import { loadCaseConfig } from './kinds/table/config.js';
import { parseYaml } from './manifest/load.js';
import type { OutputSuite, TrajectorySuite } from './manifest/schema.js';
import { droppedEnvNames } from './verifier/env.js';
import { createVerifier } from './verifier/index.js';

export interface Finding {
  suite: string;
  task: string | null;
  problem: string;
  /** A warning is shown but is not a problem: validate still passes. */
  warning?: true;
}

export interface ValidationResult {
  benchmark: string;
  suites: Array<{ name: string; kind: string; tasks: number; checked: 'verifier' | 'static' }>;
  /** Problems, and warnings (`warning: true`: the benchmark scores, but something does not do what it says). */
  findings: Finding[];
}

/** Throws ConfigError/UsageError when the manifest itself cannot be used. */
export async function validateBenchmark(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<ValidationResult> {
  const benchmark = await openBenchmark(dir);
  const findings: Finding[] = [];
  const suites: ValidationResult['suites'] = [];
  for (const suite of benchmark.manifest.suites) {
    const catalog = benchmark.catalogs.get(suite.name)!;
    if (suite.kind === 'table') {
      for (const task of catalog) {
        const config = loadCaseConfig(path.join(task.file, 'config.json'));
        if (!config.ok) findings.push({ suite: suite.name, task: task.key, problem: config.error });
      }
      suites.push({ name: suite.name, kind: suite.kind, tasks: catalog.length, checked: 'static' });
      continue;
    }
    if (suite.kind === 'output') {
      findings.push(...(await outputTaskFindings(suite, benchmark.root, benchmark.file)));
      suites.push({ name: suite.name, kind: suite.kind, tasks: catalog.length, checked: 'static' });
      continue;
    }
    for (const task of catalog) {
      if (!/\.ya?ml$/i.test(task.file)) continue;
      try {
        parseYaml(await readFile(task.file, 'utf8'), task.file);
      } catch (err) {
        findings.push({ suite: suite.name, task: task.key, problem: messageOf(err) });
      }
    }
    findings.push(...(await commandFiles(suite, benchmark.root)));
    for (const d of droppedEnvNames(env, suite.verifier.env)) {
      findings.push({ suite: suite.name, task: null, problem: `verifier.env lists ${d.name}, which never reaches the verifier: ${d.why}`, warning: true });
    }
    let checked: 'verifier' | 'static' = 'static';
    if (suite.verifier.protocol === 'jsonl' && !findings.some((f) => f.suite === suite.name)) {
      checked = 'verifier';
      const verifier = createVerifier(suite.verifier, benchmark.root, env);
      try {
        const answers = await Promise.all(catalog.map((t) => verifier.check({ suite: suite.name, task: t.key, task_file: t.file })));
        answers.forEach((a, i) => {
          if (a && !a.ok) findings.push({ suite: suite.name, task: catalog[i]!.key, problem: `does not resolve to a verifier: ${a.error}` });
        });
      } finally {
        await verifier.close();
      }
    }
    suites.push({ name: suite.name, kind: suite.kind, tasks: catalog.length, checked });
  }
  return { benchmark: benchmark.root, suites, findings };
}

/** Relative file arguments of the verifier command must exist inside the benchmark. */
async function commandFiles(suite: TrajectorySuite, root: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const arg of suite.verifier.command.slice(1)) {
    if (arg.startsWith('-') || arg.includes('{') || !/[\\/]|\.\w+$/.test(arg) || path.isAbsolute(arg)) continue;
    try {
      await access(path.join(root, arg));
    } catch {
      findings.push({ suite: suite.name, task: null, problem: `verifier.command names ${arg}, which does not exist in the benchmark` });
    }
  }
  return findings;
}

/**
 * Output suites: the tasks file was validated when the benchmark was opened (a bad one stops
 * every command with its path named). Here: expectations that can never fail or never pass.
 */
async function outputTaskFindings(suite: OutputSuite, root: string, manifestFile: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const tasks = await loadOutputTasks(root, suite.tasks, manifestFile, `suite ${suite.name}.tasks`);
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
      if (r.ok && r.match) findings.push({ suite: suite.name, task: key, problem: `output[${i}].regex matches the empty string, so it holds for any output` });
    });
    const hasContains = task.output?.some((c) => c.contains !== undefined || c.regex !== undefined || c.exact !== undefined || c.json !== undefined);
    if (task.output && !task.artifacts && !hasContains) {
      findings.push({ suite: suite.name, task: key, problem: 'only not_contains expectations: any output that avoids those words passes' });
    }
  }
  return findings;
}
