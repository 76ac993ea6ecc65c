/** Picks the scorer for a suite's kind; each kind plugs in here and nowhere else. */
import type { CceJudge } from '../judge/session.js';
import type { Suite } from '../manifest/schema.js';
import { createVerifier } from '../verifier/index.js';
import type { Metric, Verdict } from '../report/schema.js';
import { successRate, type TrialStatus } from '../metrics/common.js';
import type { MetricContext, SuiteScorer } from './kind.js';
import { trajectoryMetrics } from './trajectory/metrics.js';
import { outputScorer } from './output/suite.js';
import { tableMetrics, tableScorer } from './table/suite.js';
import { trajectoryScorer } from './trajectory/score.js';

export function scorerFor(suite: Suite, benchmarkRoot: string, env: NodeJS.ProcessEnv, cceJudge?: CceJudge): SuiteScorer {
  switch (suite.kind) {
    case 'trajectory':
      return trajectoryScorer(suite, createVerifier(suite.verifier, benchmarkRoot, env), cceJudge);
    case 'table':
      return tableScorer(suite);
    case 'output':
      return outputScorer(suite, benchmarkRoot);
  }
}

/**
 * A trial's metrics from its verdicts: the one function both the scoring pipeline and
 * `merge` call, so a merged report's metrics are recomputed exactly as one run computes them.
 */
export function trialMetrics(suite: Suite, verdicts: readonly Verdict[], expected: number, status: TrialStatus, context: MetricContext = {}): Record<string, Metric> {
  switch (suite.kind) {
    case 'trajectory':
      return trajectoryMetrics(suite, verdicts, expected, status, context.judges ?? [], context.cce_source ?? 'none');
    case 'table':
      return tableMetrics(verdicts, expected, status);
    case 'output':
      return successRate(verdicts, expected, status);
  }
}
