/** Trajectory suite metrics per trial (docs/metrics.md), pure functions over the verdicts. */
import type { TrajectorySuite } from '../../manifest/schema.js';
import type { Metric, Verdict } from '../../report/schema.js';
import {
  detailMean,
  headlineAndObserved,
  mean,
  roundTo,
  scoredVerdicts,
  successRate,
  type TrialStatus,
} from '../../metrics/common.js';
import { CCE_METHOD } from './cce.js';
import { CCE_JUDGE_METHOD } from './judge.js';
import type { CceSource } from './score.js';
import { PSR_METHOD } from './psr.js';

export function trajectoryMetrics(
  suite: TrajectorySuite,
  verdicts: readonly Verdict[],
  expected: number,
  status: TrialStatus,
  judges: Array<{ model: string; endpoint: string }>,
  source: CceSource = 'saved_judge_records',
  outcomeSource?: string,
): Record<string, Metric> {
  // Outcomes agent-eval did not verify (an import) say where they come from, on every figure built on them.
  const from = outcomeSource ? { source: outcomeSource } : {};
  const metrics: Record<string, Metric> = withSource(successRate(verdicts, expected, status), from);
  if (suite.psr) {
    const credits = scoredVerdicts(verdicts).map((v) => v.details.psr_credit);
    const usable = credits.every((c) => typeof c === 'number');
    Object.assign(
      metrics,
      headlineAndObserved(
        'PSR_percent',
        PSR_METHOD,
        usable ? (credits as number[]) : [],
        expected,
        usable ? status : { ...status, valid: false },
        {
          label: 'reconstructed PSR',
          historical_implementation_reproduced: false,
          ...from,
        },
      ),
    );
  }
  metrics.rounds_mean = detailMean(verdicts, 'rounds', 'mean_over_valid_tasks_v1');
  metrics.chats_mean = detailMean(verdicts, 'chats', 'mean_over_valid_tasks_v1');
  if (suite.cce || source === 'imported') metrics.CCE = cceMetric(verdicts, status, judges, source);
  return metrics;
}

function withSource(metrics: Record<string, Metric>, from: { source?: string }): Record<string, Metric> {
  return Object.fromEntries(Object.entries(metrics).map(([name, m]) => [name, { ...m, ...from }]));
}

/** The label of CCE values saved with imported outcomes. */
const IMPORTED_CCE_LABEL = 'CCE as saved with the imported outcomes (harness-reported, not re-computed by agent-eval)';
const IMPORTED_CCE_METHOD = 'cce_saved_value_v1';

function cceMetric(
  verdicts: readonly Verdict[],
  status: TrialStatus,
  judges: Metric['judges'],
  source: CceSource,
): Metric {
  const values = scoredVerdicts(verdicts).map((v) => v.details.cce);
  const base =
    source === 'judge'
      ? {
          method: CCE_JUDGE_METHOD,
          label: 'CCE computed by agent-eval with an LLM judge (backward tracing)',
          judges,
          source,
        }
      : source === 'imported'
        ? { method: IMPORTED_CCE_METHOD, label: IMPORTED_CCE_LABEL, judges, source }
        : {
            method: CCE_METHOD,
            label: source === 'none' ? 'CCE (no judge configured)' : 'CCE from saved judge records',
            judges,
            source,
          };
  if (!status.final || !values.every((x) => typeof x === 'number'))
    return { ...base, value: null, note: 'not final (missing tasks, errors or pending judge records)' };
  return {
    ...base,
    value: roundTo(mean(values as number[]) ?? 0, 4),
    note: 'mean over all tasks, failed ones count 0',
  };
}
