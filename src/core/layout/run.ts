/**
 * The layout checks of a run directory, as `score` and `validate --run` make them: from the one
 * listing of its files (fs/tree.ts); the files submission.yml names (configuration, prompts)
 * are the run's own, not ignored.
 */
import type { CatalogTask } from '../benchmark.js';
import type { RunTree } from '../fs/tree.js';
import type { Suite } from '../manifest/schema.js';
import type { ValidationFinding } from '../kinds/kind.js';
import type { SubmissionInput } from '../submission/review-schema.js';
import { checkLayout, type LayoutResult } from './check.js';
import { describeIgnored } from './describe.js';

/** `more`: the suites' tasks (a kind's layout may name the files a task expects) and the run directory as the user named it. */
export async function runLayout(
  tree: RunTree,
  all: readonly Suite[],
  selected: readonly Suite[],
  singleSuite: boolean,
  reading: Promise<SubmissionInput>,
  more: { catalogs?: ReadonlyMap<string, readonly CatalogTask[]>; runShown?: string } = {},
): Promise<LayoutResult> {
  const submission = await reading.catch(() => null);
  const declared = [...(submission?.declared?.configuration ?? []), ...(submission?.declared?.prompts ?? [])];
  return checkLayout({
    entries: (await tree.listing()).entries,
    suites: all,
    selected,
    singleSuite,
    declared,
    ...more,
  });
}

/** The layout of a run as validate's warnings: what would be ignored, and trials not recognised. */
export function layoutFindings(layout: LayoutResult): ValidationFinding[] {
  const findings: ValidationFinding[] = layout.run.map((e) => ({
    suite: '(run)',
    task: null,
    problem: describeIgnored(e),
    warning: true,
  }));
  for (const [suite, list] of layout.suites) {
    const why = layout.trialsNotRecognised.get(suite);
    if (why) findings.push({ suite, task: null, problem: why, warning: true });
    for (const e of list) findings.push({ suite, task: null, problem: describeIgnored(e), warning: true });
  }
  return findings;
}
