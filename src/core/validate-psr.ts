/**
 * `agent-eval validate --run`: every verifier message of the sample run read by the suite's PSR
 * rules (docs/verifiers.md, docs/metrics.md), so that a maintainer sees a message format PSR
 * cannot read before any submission does. A failed task's unreadable message is a problem (its
 * PSR would be an error); a successful task's is a warning (PSR takes 1 for it, but the same
 * format on a failure would be unreadable).
 */
import type { ValidationFinding } from './kinds/kind.js';
import { taskPsrCredit } from './kinds/trajectory/psr.js';
import type { Manifest, TrajectorySuite } from './manifest/schema.js';
import type { Checkpoint } from './verifier/index.js';
import { score } from './score.js';
import type { SampleRun } from './validate.js';

/** The most findings listed per suite (the rest are counted). */
const MAX_LISTED = 50;

export async function psrMessageFindings(benchmarkDir: string, manifest: Manifest, run: SampleRun, env: NodeJS.ProcessEnv): Promise<ValidationFinding[]> {
  const withPsr = manifest.suites.filter((s): s is TrajectorySuite => s.kind === 'trajectory' && !!s.psr && (!run.suites?.length || run.suites.includes(s.name)));
  if (withPsr.length === 0) return [];
  const report = await score({ benchmarkDir, runDir: run.dir, env, ...(run.suites?.length ? { suites: run.suites } : {}) });
  const findings: ValidationFinding[] = [];
  for (const suite of withPsr) {
    const scored = report.suites.find((s) => s.name === suite.name);
    const seen = new Set<string>();
    let over = 0;
    for (const trial of scored?.trials ?? []) {
      for (const v of trial.verdicts) {
        if (v.status !== 'success' && v.status !== 'failure') continue;
        const message = v.message ?? '';
        const read = taskPsrCredit({ task: v.task, success: false, message, ...(v.checkpoints ? { checkpoints: v.checkpoints as Checkpoint[] } : {}) }, suite.psr!);
        const key = `${v.task}\u0000${message}`;
        if (read.ok || seen.has(key)) continue;
        seen.add(key);
        if (seen.size > MAX_LISTED) {
          over += 1;
          continue;
        }
        const why = read.error.replace(/^PSR: /, '');
        findings.push({
          suite: suite.name,
          task: v.task,
          problem: `PSR cannot read the verifier's message ${JSON.stringify(message.length > 300 ? `${message.slice(0, 300)}…` : message)} (${trial.name}/${v.record ?? v.task}): ${why}${v.status === 'success' ? ' (the task succeeded, so its PSR is 1; the same format on a failure would be an error)' : ''}`,
          ...(v.status === 'success' ? { warning: true as const } : {}),
        });
      }
    }
    if (over > 0) findings.push({ suite: suite.name, task: null, problem: `and ${over} more verifier message(s) PSR cannot read` });
  }
  return findings;
}
