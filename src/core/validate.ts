/**
 * `agent-eval validate`: checks a benchmark without a submission: the manifest, every catalog
 * (opening the benchmark loads them), then each suite's own checks, from its kind.
 */
import { realpath, stat } from 'node:fs/promises';
import { openBenchmark } from './benchmark.js';
import { UsageError } from './errors.js';
import { RunTree } from './fs/tree.js';
import { layoutFindings, runLayout } from './layout/run.js';
import { readSubmission } from './submission/read.js';
import type { ValidationFinding } from './kinds/kind.js';
import { kindOf } from './kinds/registry.js';
import { splitFindings, splitMembership } from './report/splits.js';
import { heldOutFindings } from './report/held-out-findings.js';
import { importStageFindings } from './import/checkpoint-inputs.js';
import { setupFindings } from './setup/python.js';
import { sampleRunFindings } from './validate-run.js';

export interface ValidationResult {
  benchmark: string;
  /** `splits`: each split of the suite with its number of catalog tasks (docs/splits.md). */
  suites: Array<{
    name: string;
    kind: string;
    tasks: number;
    checked: 'verifier' | 'static';
    splits?: Array<{ name: string; tasks: number }>;
  }>;
  /** Problems, and warnings (`warning: true`: the benchmark scores, but something does not do what it says). */
  findings: ValidationFinding[];
}

/** A sample run to check the layout of (`validate --run DIR [--suite S]`), as `score` would read it. */
export interface SampleRun {
  dir: string;
  suites?: string[];
}

/** Throws ConfigError/UsageError when the manifest itself cannot be used. */
/** `python`: the Python verifiers run with (`--python`); undefined: python3 on PATH. */
export async function validateBenchmark(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
  run?: SampleRun,
  python?: string,
): Promise<ValidationResult> {
  const benchmark = await openBenchmark(dir);
  const findings: ValidationFinding[] = [];
  const suites: ValidationResult['suites'] = [];
  for (const suite of benchmark.manifest.suites) {
    const catalog = benchmark.catalogs.get(suite.name)!;
    const checked = await kindOf(suite.kind).validate(suite, {
      root: benchmark.root,
      manifestFile: benchmark.file,
      catalog,
      env,
      python,
    });
    findings.push(...checked.findings);
    const keys = catalog.map((t) => t.key);
    findings.push(...splitFindings(suite, keys), ...heldOutFindings(suite, keys));
    const splits = suite.splits
      ? [...splitMembership(suite.splits, keys).members].map(([name, tasks]) => ({ name, tasks: tasks.length }))
      : undefined;
    suites.push({
      name: suite.name,
      kind: suite.kind,
      tasks: catalog.length,
      checked: checked.checked,
      ...(splits ? { splits } : {}),
    });
  }
  findings.push(...importStageFindings(benchmark));
  findings.push(...(await setupFindings(benchmark.manifest.setup, benchmark.root, python, env)));
  if (run) {
    // The layout checks of score (layout/check.ts): what a run laid out like this one would leave unread.
    const root = await realpath(run.dir).catch(() => null);
    if (!root || !(await stat(root)).isDirectory()) throw new UsageError('not a directory', 'run', run.dir);
    const manifest = benchmark.manifest.suites;
    const selected = run.suites?.length ? manifest.filter((s) => run.suites!.includes(s.name)) : manifest;
    for (const name of run.suites ?? []) {
      if (!manifest.some((s) => s.name === name))
        throw new UsageError(
          `no such suite in ${benchmark.file} (suites: ${manifest.map((s) => s.name).join(', ')})`,
          'suite',
          name,
        );
    }
    const tree = new RunTree(root);
    findings.push(
      ...layoutFindings(
        await runLayout(tree, manifest, selected, run.suites?.length === 1, readSubmission(root, tree), {
          catalogs: benchmark.catalogs,
          runShown: run.dir,
        }),
      ),
    );
    findings.push(...(await sampleRunFindings(benchmark.root, benchmark.manifest, { ...run, dir: root }, env)));
  }
  return { benchmark: benchmark.root, suites, findings };
}
