/**
 * The inputs of the cap on scoring runs per person (docs/workflows.md, "Limiting the issue
 * route"): `max-reviews` in a `review-window` (day or week), counted with the runs of the
 * workflows in `limit-shared-with`, lifted for one run by a maintainer's `extra-run-label`.
 * `max-runs-per-author-per-day` is the same cap in a day's window, kept under its name.
 */
import { z } from 'zod';
import type { ReviewLimit } from '../core/submission/route-limits.js';
import { InputError } from './inputs-shared.js';

const DEFAULT_EXTRA_RUN_LABEL = 'agent-eval: extra-run';

/** A whole number of runs, 1 to 1000; 0 or empty: no cap (undefined). */
export const runCap = () =>
  z
    .string()
    .refine((v) => v === '' || (/^[0-9]+$/.test(v) && Number(v) <= 1000), {
      message: 'must be a whole number of runs, 1 to 1000 (0 or empty: no cap)',
    })
    .transform((v) => (v === '' || Number(v) === 0 ? undefined : Number(v)));

export const reviewLimitSchema = {
  'max-reviews': runCap(),
  'review-window': z.enum(['', 'day', 'week'], { message: 'must be day or week' }),
  // Workflow file names, as GET /repos/{o}/{r}/actions/workflows/{file}/runs takes them.
  'limit-shared-with': z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((files) => files.length <= 10 && files.every((f) => /^[A-Za-z0-9._-]{1,100}\.ya?ml$/.test(f)), {
      message:
        'must be at most 10 workflow file names (e.g. agent-eval-review.yml) separated by commas, spaces or newlines',
    }),
  // GitHub's label names: at most 50 characters.
  'extra-run-label': z
    .string()
    .max(50, { message: 'must be a label name of at most 50 characters' })
    .refine((v) => !/[,\r\n]/.test(v), { message: 'must be one label name, without a comma or a line break' }),
};

interface Values {
  'max-runs-per-author-per-day'?: number | undefined;
  'max-reviews'?: number | undefined;
  'review-window': '' | 'day' | 'week';
  'limit-shared-with': string[];
  'extra-run-label': string;
}

/** The cap the inputs set; undefined: none (and then none of its settings may be given). */
export function reviewLimit(v: Values): ReviewLimit | undefined {
  const perDay = v['max-runs-per-author-per-day'];
  const max = v['max-reviews'];
  if (perDay !== undefined && max !== undefined)
    throw new InputError('input max-runs-per-author-per-day: is max-reviews with review-window day; give one of them');
  if (perDay !== undefined && v['review-window'] === 'week')
    throw new InputError('input review-window: max-runs-per-author-per-day counts a day; for a week, use max-reviews');
  const cap = max ?? perDay;
  if (cap === undefined) {
    const set = (['review-window', 'limit-shared-with', 'extra-run-label'] as const).find((name) => v[name].length > 0);
    if (set) throw new InputError(`input ${set}: only used with max-reviews (the cap on scoring runs per person)`);
    return undefined;
  }
  return {
    max: cap,
    window: v['review-window'] || 'day',
    sharedWith: v['limit-shared-with'],
    extraRunLabel: v['extra-run-label'] || DEFAULT_EXTRA_RUN_LABEL,
  };
}
