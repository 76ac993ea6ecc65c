/**
 * The overview row of a suite: the mean over trials of its primary headline
 * metric, the interval only where the reliability figures are of that value, the coverage
 * summed over trials.
 */
import type { Reliability, SuiteReport, TrialReport } from '../../../src/core/report/schema.js';
import { suiteOverview } from '../../../src/core/views/overview.js';

function trial(name: string, sr: number | null, observed: number, scored = 4): TrialReport {
  return {
    name,
    path: `main/${name}`,
    valid: true,
    final: sr !== null,
    coverage: { expected: 4, scored, missing_tasks: scored < 4 ? ['t4'] : [], errors: 0 },
    pending: [],
    errors: [],
    metrics: {
      SR_percent: { value: sr, method: 'success_rate_v1' },
      observed_SR_percent: { value: observed, method: 'success_rate_v1' },
      PSR_percent: { value: 90, method: 'checkpoint_fraction_v1' },
    },
    verdicts: [],
  };
}

function reliability(rates: number[], final = true): Reliability {
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  return {
    method: 'pass_k_unbiased_v1',
    source: 'success verdicts',
    final,
    n_trials: rates.length,
    expected_trials: rates.length,
    tasks: 4,
    expected_tasks: 4,
    pass_hat_k: {},
    pass_at_k: {},
    exact: { pass_hat_k: {}, pass_at_k: {} },
    trials: rates.map((r, i) => ({
      name: `trial-${i + 1}`,
      tasks: 4,
      successes: r * 4,
      success_rate: r,
      wilson_95: { low: 0.3, high: 0.95 },
    })),
    mean_success_rate: mean,
    success_rate_stderr: rates.length > 1 ? 0.125 : null,
    flips: { count: 0, tasks: [] },
    incomplete_tasks: [],
    notes: [],
  };
}

function suite(trials: TrialReport[], r?: Reliability, expected: number | null = trials.length): SuiteReport {
  return {
    name: 'main',
    kind: 'trajectory',
    tasks_from: 'tasks/*.yaml',
    valid: true,
    final: trials.every((t) => t.final),
    expected_trials: expected,
    notes: [],
    errors: [],
    trials,
    ...(r ? { reliability: r } : {}),
  };
}

test('one trial: the value and its 95% Wilson interval, in percent', () => {
  expect(suiteOverview(suite([trial('trial-1', 75, 75)], reliability([0.75])))).toMatchObject({
    status: 'final',
    metric: 'SR_percent',
    value: 75,
    observed: null,
    interval: { kind: 'wilson', low: 30, high: 95 },
    trials: 1,
    scored: 4,
    expected: 4,
  });
});

test('several trials: the mean over trials and the standard error of that mean, in points', () => {
  const o = suiteOverview(suite([trial('trial-1', 75, 75), trial('trial-2', 50, 50)], reliability([0.75, 0.5]), 3));
  expect(o).toMatchObject({
    value: 62.5,
    interval: { kind: 'stderr', stderr: 12.5, trials: 2 },
    trials: 2,
    expectedTrials: 3,
    scored: 8,
    expected: 8,
  });
});

test('a withheld headline: no value, no interval, the observed mean labelled apart', () => {
  const o = suiteOverview(
    suite([trial('trial-1', 75, 75), trial('trial-2', null, 50, 3)], reliability([0.75, 0.5], false)),
  );
  expect(o).toMatchObject({ status: 'not_final', value: null, observed: 62.5, interval: null, scored: 7, expected: 8 });
});

test('no interval when the reliability figures are not of this value, are not final, or are missing', () => {
  expect(suiteOverview(suite([trial('trial-1', 75, 75)], reliability([0.5]))).interval).toBeNull();
  expect(suiteOverview(suite([trial('trial-1', 75, 75)], reliability([0.75], false))).interval).toBeNull();
  expect(suiteOverview(suite([trial('trial-1', 75, 75)])).interval).toBeNull();
  expect(suiteOverview(suite([]))).toMatchObject({ metric: null, value: null, trials: 0, scored: 0, expected: 0 });
});
