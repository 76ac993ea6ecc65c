/**
 * `agent-eval validate`: checks a benchmark without a submission: the manifest, every catalog
 * (opening the benchmark loads them), then each suite's own checks, from its kind.
 */
import { openBenchmark } from './benchmark.js';
import type { Finding } from './kinds/kind.js';
import { kindOf } from './kinds/registry.js';

export type { Finding } from './kinds/kind.js';

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
    const checked = await kindOf(suite.kind).validate(suite, { root: benchmark.root, manifestFile: benchmark.file, catalog, env });
    findings.push(...checked.findings);
    suites.push({ name: suite.name, kind: suite.kind, tasks: catalog.length, checked: checked.checked });
  }
  return { benchmark: benchmark.root, suites, findings };
}
