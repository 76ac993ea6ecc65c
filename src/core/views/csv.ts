/** `summary.csv`: one row per suite × trial × task, missing tasks included. */
import type { Report } from '../report/schema.js';
import { detailNamesOf } from './format.js';

const FIXED = ['suite', 'trial', 'task', 'status', 'success', 'message', 'error', 'record'] as const;

export function renderCsv(report: Report): string {
  const names = new Set<string>();
  for (const suite of report.suites) for (const trial of suite.trials) detailNamesOf(trial.verdicts, names);
  const detailNames = [...names].sort();
  const lines: string[] = [[...FIXED, ...detailNames].map(csvCell).join(',')];
  const blanks = ',,,,' + ','.repeat(detailNames.length); // success … record, then the details
  for (const suite of report.suites) {
    const suiteCell = csvCell(suite.name);
    for (const trial of suite.trials) {
      const prefix = `${suiteCell},${csvCell(trial.name)},`;
      for (const v of trial.verdicts) {
        let line = `${prefix}${csvCell(v.task)},${csvCell(v.status)},${v.success === null ? '' : String(v.success)},${csvCell(v.message ?? '')},${csvCell(v.error ?? '')},${csvCell(v.record ?? '')}`;
        for (const n of detailNames) {
          const x = Object.hasOwn(v.details, n) ? v.details[n] : undefined;
          line += `,${x === undefined || x === null ? '' : csvCell(String(x))}`;
        }
        lines.push(line);
      }
      for (const task of trial.coverage.missing_tasks) lines.push(`${prefix}${csvCell(task)},missing${blanks}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** RFC 4180 quoting, and a leading quote on text that a spreadsheet would run as a formula. */
export function csvCell(value: string): string {
  if (!/^[=+\-@\t\r]|[",\n\r]/.test(value)) return value; // nothing to quote (most cells)
  let v = value;
  if (/^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v)) v = `'${v}`;
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
