/** The inputs of agent-eval/compare (compare/action.yml): reports of the same benchmark, compared with a baseline. */
import { z } from 'zod';
import { listText, metricByName, metricNames, pointNames } from '../../core/kinds/metrics.js';
import {
  InputError,
  PUBLISHING,
  bool,
  display,
  type CONFIDENCE_FIELD,
  type CommonInputs,
  type Fields,
  type ModeInput,
  type SharedFields,
} from '../inputs-shared.js';

export const COMPARE_INPUTS = [
  'baseline-report',
  'reports',
  'suites',
  'metric',
  'margin',
  'confidence',
  'allow-different-benchmarks',
  'fail-on',
  'comment',
  ...PUBLISHING,
] as const;

/** The inputs only agent-eval/compare reads. */
export const COMPARE_FIELDS = {
  'baseline-report': z.string(),
  reports: z.string().transform((v) =>
    v
      .split(/[\n,]+/)
      .map((p) => p.trim())
      .filter(Boolean),
  ),
  metric: z
    .string()
    .refine((v) => v === '' || metricByName(v) !== null, { error: () => `must be one of ${metricNames().join(', ')}` })
    .transform((v) => (v === '' ? null : metricByName(v))),
  margin: z
    .string()
    .refine((v) => v === '' || (/^[0-9]+(\.[0-9]+)?$|^\.[0-9]+$/.test(v) && Number.isFinite(Number(v))), {
      error: () => `must be a number ≥ 0, in the verdict metric's unit (points for ${listText(pointNames())})`,
    })
    .transform((v) => (v === '' ? null : Number(v))),
  'allow-different-benchmarks': bool(),
};

/** agent-eval/compare's fail-on: when the comparison fails the job. Each fails on what the one before it does, and more. */
const COMPARE_FAIL_ON = ['never', 'inferior', 'not-final'] as const;
type CompareFailOn = (typeof COMPARE_FAIL_ON)[number];

export interface CompareInputs extends Omit<CommonInputs, 'failOn'> {
  mode: 'compare';
  /** baseline-report, as given (a scores.json or its directory). */
  baselineReport: string;
  /** reports, as given: the arms. */
  reports: string[];
  suites: string[];
  /** The compare metric (compare.json's name), from any of its names (kinds/metrics.ts). */
  metric: string | null;
  margin: number | null;
  confidence: number | null;
  allowDifferentBenchmarks: boolean;
  failOn: CompareFailOn;
  /** No judge: comparing scores nothing. */
  cce?: undefined;
}

/** fail-on means something else here (a comparison, not a report): the schema saw it empty, and it is checked here from `raw`. */
export function compareInputs({
  v,
  raw,
  common,
}: ModeInput<SharedFields & Fields<typeof COMPARE_FIELDS> & Fields<typeof CONFIDENCE_FIELD>>): CompareInputs {
  if (!v['baseline-report'])
    throw new InputError(
      'input baseline-report: is required with agent-eval/compare: the baseline report (a scores.json or the directory holding it)',
    );
  if (v.reports.length === 0)
    throw new InputError(
      'input reports: is required with agent-eval/compare: one or more reports to compare with the baseline, separated by newlines or commas',
    );
  const failOn = raw['fail-on'] || 'never';
  if (!(COMPARE_FAIL_ON as readonly string[]).includes(failOn))
    throw new InputError(
      `input fail-on: must be one of ${COMPARE_FAIL_ON.join(', ')} with agent-eval/compare (got ${JSON.stringify(display('fail-on', failOn))})`,
    );
  if (failOn === 'inferior' && v.margin === null)
    throw new InputError(
      'input fail-on: inferior needs a margin: without one there is no non-inferiority verdict to fail on',
    );
  return {
    mode: 'compare',
    ...common,
    commentKey: v['comment-key'] || 'agent-eval-compare',
    outDir: raw['out-dir'] ? v['out-dir'] : 'agent-eval-compare',
    baselineReport: v['baseline-report'],
    reports: v.reports,
    suites: v.suites,
    metric: v.metric,
    margin: v.margin,
    confidence: v.confidence,
    allowDifferentBenchmarks: v['allow-different-benchmarks'],
    failOn: failOn as CompareFailOn,
  };
}
