/**
 * `agent-eval validate`: checks a benchmark without a submission: the manifest, every catalog
 * task file, the verifier command's files, and (jsonl) that the verifier resolves every task.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openBenchmark } from './benchmark.js';
import { messageOf } from './errors.js';
import { loadCaseConfig } from './kinds/table/config.js';
import { parseYaml } from './manifest/load.js';
import type { TrajectorySuite } from './manifest/schema.js';
import { createVerifier } from './verifier/index.js';

export interface Finding {
  suite: string;
  task: string | null;
  problem: string;
}

export interface ValidationResult {
  benchmark: string;
  suites: Array<{ name: string; kind: string; tasks: number; checked: 'verifier' | 'static' }>;
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
    for (const task of catalog) {
      if (!/\.ya?ml$/i.test(task.file)) continue;
      try {
        parseYaml(await readFile(task.file, 'utf8'), task.file);
      } catch (err) {
        findings.push({ suite: suite.name, task: task.key, problem: messageOf(err) });
      }
    }
    findings.push(...(await commandFiles(suite, benchmark.root)));
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
