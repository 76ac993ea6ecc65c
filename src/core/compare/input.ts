/**
 * A report given to `agent-eval compare`, checked before anything is compared: an agent-eval
 * report (scores.json) of the version this agent-eval reads. Every problem is a UsageError
 * naming the file.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { readJsonBounded } from '../fs/bounded-json.js';
import { formatIssues } from '../manifest/zod-issues.js';
import { REPORT_VERSION, ReportSchema, type Report } from '../report/schema.js';
import type { CompareInput } from './compare.js';

const MAX_BYTES = 512 * 1024 * 1024;
const MAX_DEPTH = 512;

/**
 * The reports named (the baseline first), each a scores.json or the directory holding it, read
 * and checked; labelled as given. The same file named twice (through any path) is refused.
 */
export function readCompareInputs(given: readonly string[]): CompareInput[] {
  const seen = new Map<string, string>();
  return given.map((name) => {
    const file = locateReport(name);
    const real = realpathSync(file);
    if (seen.has(real))
      throw new UsageError(`${name}: the same report as ${seen.get(real)} (${file}): name each report once`);
    seen.set(real, name);
    return { label: name, report: readReportFile(file) };
  });
}

/** A report file, or a directory holding scores.json. */
function locateReport(given: string): string {
  let info;
  try {
    info = statSync(given);
  } catch {
    throw new UsageError(`${given}: no such file or directory`);
  }
  if (info.isFile()) return given;
  if (!info.isDirectory()) throw new UsageError(`${given}: not a file or a directory`);
  const file = path.join(given, 'scores.json');
  if (!statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new UsageError(`${given}: no scores.json in this directory`);
  return file;
}

function readReportFile(file: string): Report {
  const read = readJsonBounded(file, { maxBytes: MAX_BYTES, maxDepth: MAX_DEPTH });
  if (!read.ok) throw new UsageError(`${file}: ${read.message}`);
  return reportFromValue(read.value, file);
}

function reportFromValue(value: unknown, shown: string): Report {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('suites' in value)) {
    throw new UsageError(
      `${shown}: not an agent-eval report (scores.json): ${Array.isArray(value) ? 'a JSON array' : 'no suites'}`,
    );
  }
  if ('compare_version' in value)
    throw new UsageError(`${shown}: this is a comparison (compare.json), not a report: compare the reports themselves`);
  const version = (value as Record<string, unknown>).report_version;
  if (version !== REPORT_VERSION) {
    const given =
      typeof version === 'number' || typeof version === 'string'
        ? JSON.stringify(version)
        : version === undefined
          ? 'none'
          : typeof version;
    throw new UsageError(
      `${shown}: report_version ${given}; this agent-eval reads report version ${REPORT_VERSION}: score the submission again with this version, or compare with the agent-eval that wrote it`,
    );
  }
  const parsed = ReportSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`${shown}: not a valid agent-eval report: ${formatIssues(parsed.error)}`);
  return parsed.data;
}
