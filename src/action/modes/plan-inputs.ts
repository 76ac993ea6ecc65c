/** The inputs of agent-eval/plan (plan/action.yml): which submission directory a pull request's review scores. */
import { z } from 'zod';
import { InputError, display, type CommonInputs, type ModeInput } from '../inputs-shared.js';

export const PLAN_INPUTS = ['submission-dir', 'submissions-dir', 'token'] as const;

/** The inputs only agent-eval/plan reads. */
export const PLAN_FIELDS = {
  'submission-dir': z.string(),
};

/** agent-eval/plan: which submission directory a pull request's review scores (docs/workflows.md, "One submission per pull request"). */
export interface PlanInputs extends CommonInputs {
  mode: 'plan';
  /** Given: the plan is this directory, without asking the API. */
  submissionDir: string | null;
  /** Where submissions live, one directory each. */
  submissionsDir: string;
  /** No judge: planning scores nothing. */
  cce?: undefined;
}

export function planInputs({ raw, common }: ModeInput): PlanInputs {
  // Each becomes a path in the checkout and a job output: relative, no hidden, empty, . or .. segment.
  const dirName = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;
  const submissionsDir = raw['submissions-dir'] || 'submissions';
  for (const [name, value] of [
    ['submission-dir', raw['submission-dir'] ?? ''],
    ['submissions-dir', submissionsDir],
  ] as const) {
    if (value && !(value.length <= 1024 && dirName.test(value))) {
      throw new InputError(
        `input ${name}: must be a relative path inside the repository, without hidden, . or .. segments (got ${JSON.stringify(display(name, value))})`,
      );
    }
  }
  return { mode: 'plan', ...common, submissionDir: raw['submission-dir'] || null, submissionsDir };
}
