/**
 * `agent-eval validate --run`: every verifier message of the sample run read by the suite's PSR
 * rules (docs/verifiers.md, docs/metrics.md), so that a maintainer sees a message format PSR
 * cannot read before any submission does. A failed task's unreadable message is a problem (its
 * PSR would be an error); a successful task's is a warning (PSR takes 1 for it, but the same
 * format on a failure would be unreadable).
 */
import type { ValidationFinding } from '../kind.js';
import type { PsrConfig, TrajectorySuite } from './schema.js';
import type { SuiteReport } from '../../report/schema.js';
import type { Checkpoint } from '../../verifier/index.js';
import { taskPsrCredit } from './psr.js';

/** The most findings listed per suite (the rest are counted). */
const MAX_LISTED = 50;

/** The kind's `sampleRunCheck`: none without a psr section. */
export function psrSampleRunCheck(
  suite: TrajectorySuite,
): ((scored: SuiteReport | undefined) => ValidationFinding[]) | null {
  const psr = suite.psr;
  return psr ? (scored) => psrMessageFindings(suite.name, psr, scored) : null;
}

function psrMessageFindings(suiteName: string, psr: PsrConfig, scored: SuiteReport | undefined): ValidationFinding[] {
  const findings: ValidationFinding[] = [];
  const seen = new Set<string>();
  let over = 0;
  for (const trial of scored?.trials ?? []) {
    for (const v of trial.verdicts) {
      if (v.status !== 'success' && v.status !== 'failure') continue;
      const message = v.message ?? '';
      const read = taskPsrCredit(
        {
          task: v.task,
          success: false,
          message,
          ...(v.checkpoints ? { checkpoints: v.checkpoints as Checkpoint[] } : {}),
        },
        psr,
      );
      const key = `${v.task}\u0000${message}`;
      if (read.ok || seen.has(key)) continue;
      seen.add(key);
      if (seen.size > MAX_LISTED) {
        over += 1;
        continue;
      }
      const why = read.error.replace(/^PSR: /, '');
      findings.push({
        suite: suiteName,
        task: v.task,
        problem: `PSR cannot read the verifier's message ${JSON.stringify(message.length > 300 ? `${message.slice(0, 300)}…` : message)} (${trial.name}/${v.record ?? v.task}): ${why}${v.status === 'success' ? ' (the task succeeded, so its PSR is 1; the same format on a failure would be an error)' : ''}`,
        ...(v.status === 'success' ? { warning: true as const } : {}),
      });
    }
  }
  if (over > 0)
    findings.push({ suite: suiteName, task: null, problem: `and ${over} more verifier message(s) PSR cannot read` });
  return findings;
}
