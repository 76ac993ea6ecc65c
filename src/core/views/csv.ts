/** `summary.csv`: one row per suite × trial × task, missing tasks included. */
import type { Report, SuiteReport } from '../report/schema.js';
import { splitMatcher } from '../report/splits.js';
import { detailNamesOf } from './format.js';

const FIXED = ['suite', 'trial', 'task', 'status', 'success', 'message', 'error', 'record'] as const;

export function renderCsv(report: Report): string {
  const names = new Set<string>();
  for (const suite of report.suites) for (const trial of suite.trials) detailNamesOf(trial.verdicts, names);
  const detailNames = [...names].sort();
  // With splits (docs/splits.md), a `splits` column names the splits of each task's row (space-separated).
  const withSplits = report.suites.some((s) => s.splits?.length);
  const lines: string[] = [[...FIXED, ...(withSplits ? ['splits'] : []), ...detailNames].map(csvCell).join(',')];
  const blanks = ',,,,' + ','.repeat(detailNames.length); // success … record, then the details
  for (const suite of report.suites) {
    const suiteCell = csvCell(suite.name);
    const splitsOf = splitNamer(suite);
    for (const trial of suite.trials) {
      const prefix = `${suiteCell},${csvCell(trial.name)},`;
      for (const v of trial.verdicts) {
        let line = `${prefix}${csvCell(v.task)},${csvCell(v.status)},${v.success === null ? '' : String(v.success)},${csvCell(v.message ?? '')},${csvCell(v.error ?? '')},${csvCell(v.record ?? '')}`;
        if (withSplits) line += `,${csvCell(splitsOf(v.task))}`;
        for (const n of detailNames) {
          const x = Object.hasOwn(v.details, n) ? v.details[n] : undefined;
          line += `,${x === undefined || x === null ? '' : csvCell(String(x))}`;
        }
        lines.push(line);
      }
      for (const task of trial.coverage.missing_tasks) {
        lines.push(
          withSplits
            ? `${prefix}${csvCell(task)},missing,,,,,${csvCell(splitsOf(task))}${','.repeat(detailNames.length)}`
            : `${prefix}${csvCell(task)},missing${blanks}`,
        );
      }
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

/** The names of the splits a task of the suite is in, space-separated (split names have no space). */
function splitNamer(suite: SuiteReport): (task: string) => string {
  const splits = (suite.splits ?? []).map((s) => ({ name: s.name, test: splitMatcher(s.match) }));
  return (task) =>
    splits
      .filter((s) => s.test(task))
      .map((s) => s.name)
      .join(' ');
}
