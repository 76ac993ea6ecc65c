/**
 * `agent-eval validate`'s warning about held-out suites and splits too small to hide a task
 * (docs/held-out.md): an aggregate over very few tasks reveals each task's verdict.
 */
import type { ValidationFinding } from '../kinds/kind.js';
import { splitHeldOut, type Splits } from '../manifest/parts.js';
import { splitMembership } from './splits.js';

/** Fewer held-out tasks than this and `validate` warns. */
const MIN_HELD_OUT_TASKS = 20;

const warning = (suite: string, what: string, n: number): ValidationFinding => ({
  suite,
  task: null,
  problem: `${what} is held out but has ${n} task(s): an aggregate over fewer than ${MIN_HELD_OUT_TASKS} tasks can reveal a single task's verdict (docs/held-out.md)`,
  warning: true,
});

/** A warning for the held-out suite, and for each held-out split, with fewer than MIN_HELD_OUT_TASKS catalog tasks. */
export function heldOutFindings(
  suite: { name: string; held_out?: boolean | undefined; splits?: Splits | undefined },
  catalog: readonly string[],
): ValidationFinding[] {
  const findings: ValidationFinding[] = [];
  if (suite.held_out && catalog.length < MIN_HELD_OUT_TASKS)
    findings.push(warning(suite.name, `suite ${suite.name}`, catalog.length));
  if (!suite.splits) return findings;
  const { members } = splitMembership(suite.splits, catalog);
  for (const [name, split] of Object.entries(suite.splits)) {
    const n = members.get(name)!.length;
    if (splitHeldOut(split, suite.held_out) && n < MIN_HELD_OUT_TASKS)
      findings.push(warning(suite.name, `split ${name}`, n));
  }
  return findings;
}
