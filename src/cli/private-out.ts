/** The CLI's private report (docs/held-out.md): written in the clear only where `--private-out DIR` says. */
import path from 'node:path';
import { writePrivateReport } from '../core/report/private.js';
import type { Report } from '../core/report/schema.js';

/** Writes the complete report to `dir` when given; returns the line for stderr either way. */
export async function privateReportLine(
  full: Report,
  dir: string | undefined,
  where: (file: string) => string,
): Promise<string> {
  if (dir === undefined)
    return 'Held-out tasks: only aggregates are in the report; --private-out DIR writes the complete report (in the clear, for you alone).\n';
  const files = await writePrivateReport(full, dir);
  return `Private report (held-out details, in the clear: keep it private) written to ${where(path.dirname(files[0]!))}.\n`;
}
