/**
 * A report given to `agent-eval compare`, checked before anything is compared: an agent-eval
 * report (scores.json) of the version this agent-eval reads. Every problem is a UsageError
 * naming the file.
 */
import { UsageError } from '../errors.js';
import { formatIssues } from '../manifest/zod-issues.js';
import { REPORT_VERSION, ReportSchema, type Report } from '../report/schema.js';

export function reportFromValue(value: unknown, shown: string): Report {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('suites' in value)) {
    throw new UsageError(`${shown}: not an agent-eval report (scores.json): ${Array.isArray(value) ? 'a JSON array' : 'no suites'}`);
  }
  if ('compare_version' in value) throw new UsageError(`${shown}: this is a comparison (compare.json), not a report: compare the reports themselves`);
  const version = (value as Record<string, unknown>).report_version;
  if (version !== REPORT_VERSION) {
    const given = typeof version === 'number' || typeof version === 'string' ? JSON.stringify(version) : version === undefined ? 'none' : typeof version;
    throw new UsageError(`${shown}: report_version ${given}; this agent-eval reads report version ${REPORT_VERSION}: score the submission again with this version, or compare with the agent-eval that wrote it`);
  }
  const parsed = ReportSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`${shown}: not a valid agent-eval report: ${formatIssues(parsed.error)}`);
  return parsed.data;
}
