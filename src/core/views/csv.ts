/** `summary.csv`: one row per suite × trial × task, missing tasks included. */
import type { Report } from '../report/schema.js';

const FIXED = ['suite', 'trial', 'task', 'status', 'success', 'message', 'error', 'record'] as const;

export function renderCsv(report: Report): string {
  const detailNames = [
    ...new Set(report.suites.flatMap((s) => s.trials.flatMap((t) => t.verdicts.flatMap((v) => Object.keys(v.details))))),
  ].sort();
  const rows: string[][] = [[...FIXED, ...detailNames]];
  for (const suite of report.suites) {
    for (const trial of suite.trials) {
      for (const v of trial.verdicts) {
        rows.push([
          suite.name, trial.name, v.task, v.status,
          v.success === null ? '' : String(v.success),
          v.message ?? '', v.error ?? '', v.record ?? '',
          ...detailNames.map((n) => (v.details[n] === undefined || v.details[n] === null ? '' : String(v.details[n]))),
        ]);
      }
      for (const task of trial.coverage.missing_tasks) {
        rows.push([suite.name, trial.name, task, 'missing', '', '', '', '', ...detailNames.map(() => '')]);
      }
    }
  }
  return rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}

/** RFC 4180 quoting, and a leading quote on text that a spreadsheet would run as a formula. */
export function csvCell(value: string): string {
  if (!/^[=+\-@\t\r]|[",\n\r]/.test(value)) return value; // nothing to quote (most cells)
  let v = value;
  if (/^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v)) v = `'${v}`;
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
