/**
 * `agent-eval validate --run`: the checks each kind makes of the sample run once it is scored
 * (SuiteKind.sampleRunCheck; the trajectory kind reads each verifier message as PSR does, so
 * that a maintainer sees a message format PSR cannot read before any submission does). The run
 * is scored only when some selected suite has such a check.
 */
import type { ValidationFinding } from './kinds/kind.js';
import { kindOf } from './kinds/registry.js';
import type { Manifest } from './manifest/schema.js';
import { score } from './score.js';
import type { SampleRun } from './validate.js';

export async function sampleRunFindings(
  benchmarkDir: string,
  manifest: Manifest,
  run: SampleRun,
  env: NodeJS.ProcessEnv,
): Promise<ValidationFinding[]> {
  const checks = manifest.suites
    .filter((s) => !run.suites?.length || run.suites.includes(s.name))
    .map((suite) => ({ suite, check: kindOf(suite.kind).sampleRunCheck?.(suite) ?? null }))
    .filter((c) => c.check !== null);
  if (checks.length === 0) return [];
  const report = await score({
    benchmarkDir,
    runDir: run.dir,
    env,
    ...(run.suites?.length ? { suites: run.suites } : {}),
  });
  return checks.flatMap(({ suite, check }) => check!(report.suites.find((s) => s.name === suite.name)));
}
