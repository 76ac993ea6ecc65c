/**
 * PrepBench-compatible `summary.json` / `summary.csv` for one trial of a table suite, a view
 * of the report like every other. A case with no directory in the trial is NOT_FOUND, as
 * PrepBench's evaluator reports it.
 */
import {
  buildPrepBenchSummary,
  renderSummaryCsv,
  renderSummaryJson,
  type PrepBenchCaseRow,
} from './prepbench-summary.js';
import type { TrialReport } from '../../report/schema.js';

function prepbenchRows(trial: TrialReport, casesDir: string): PrepBenchCaseRow[] {
  const rows: PrepBenchCaseRow[] = trial.verdicts.map((v) => {
    const errorType = v.status === 'success' ? '' : String(v.details.error_type ?? 'READ_ERROR');
    const text = v.details.prepbench_message ?? (v.status === 'error' ? v.error : v.message) ?? '';
    return {
      case_name: v.task,
      execution: errorType === 'NOT_FOUND' || errorType === 'GT_NOT_FOUND' ? 'fail' : 'success',
      evaluation: v.status === 'success' ? 'correct' : 'false',
      candidate_dir: String(v.details.candidate_dir ?? `${v.task}/result`),
      gt_dir: String(v.details.gt_dir ?? `${casesDir}/${v.task}`),
      error_type: errorType,
      error_message: v.status === 'success' ? '' : String(text),
    };
  });
  for (const task of trial.coverage.missing_tasks) {
    rows.push({
      case_name: task,
      execution: 'fail',
      evaluation: 'false',
      candidate_dir: `${task}/result`,
      gt_dir: `${casesDir}/${task}`,
      error_type: 'NOT_FOUND',
      error_message: `No candidate output_*.csv files found under ${task}/result.`,
    });
  }
  return rows;
}

export function renderPrepbenchSummary(trial: TrialReport, casesDir: string): { json: string; csv: string } {
  const summary = buildPrepBenchSummary(prepbenchRows(trial, casesDir));
  return { json: renderSummaryJson(summary), csv: renderSummaryCsv(summary.cases) };
}
