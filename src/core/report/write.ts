/** Writes the report and its views to a directory: scores.json, summary.md, summary.csv. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_DIR, cacheFileName } from '../judge/cache.js';
import { pathNameProblem, quotedName } from '../fs/path-name.js';
import { findKind } from '../kinds/registry.js';
import { cacheRecordOf } from '../kinds/trajectory/judge.js';
import { renderCsv } from '../views/csv.js';
import { renderMarkdown } from '../views/markdown.js';
import { ReportSchema, type Report } from './schema.js';
import { salvageReport } from './salvage.js';
import type { PublicReport } from './redact.js';

export interface WrittenReport {
  scores: string;
  summary: string;
  csv: string;
  /** Every file written, the three above first. */
  all: string[];
  /** The text of summary.md (the comment, the job summary, the terminal output). */
  markdown: string;
  /** The report as written: the one given, unless it failed its schema (see `problems`). */
  report: Report;
  /**
   * Empty, unless the report failed its own schema: then what had to be replaced or left out to
   * write it (also in the report's `errors`, which makes it invalid). For stderr or the log.
   */
  problems: string[];
}

/**
 * The report as it can be written: itself when it passes its schema, else salvaged (salvage.ts).
 * Never throws on a report that fails the schema: a report is never lost to it.
 */
export function writableReport(report: Report): { report: Report; problems: string[] } {
  const checked = ReportSchema.safeParse(report);
  return checked.success ? { report: checked.data, problems: [] } : salvageReport(report, checked.error);
}

/**
 * Writes scores.json, summary.md and summary.csv, then each suite's own files from its kind
 * (a table suite: PrepBench's `<suite>/<trial>/summary.{json,csv}`), then the CCE cache. These
 * are public files: only a report that went through redact() is written (docs/held-out.md).
 */
export async function writeReport(given: PublicReport, outDir: string): Promise<WrittenReport> {
  const { report, problems } = writableReport(given);
  // Synchronous: three files written one after the other at the end of a run (fs/promises'
  // thread-pool round trips cost more than the writes themselves).
  mkdirSync(outDir, { recursive: true });
  const files = {
    scores: path.join(outDir, 'scores.json'),
    summary: path.join(outDir, 'summary.md'),
    csv: path.join(outDir, 'summary.csv'),
  };
  const markdown = renderMarkdown(report);
  writeFileSync(files.scores, `${JSON.stringify(report, null, 2)}\n`); // (as parsed by writableReport)
  writeFileSync(files.summary, markdown);
  writeFileSync(files.csv, renderCsv(report));
  const all = [files.scores, files.summary, files.csv];
  const put = async (file: string, text: string) => {
    await writeFile(file, text);
    all.push(file);
  };
  // Every part of a kind's file path is one file name (names can come from a forged partial).
  for (const suite of report.suites) {
    for (const file of findKind(suite.kind)?.reportFiles?.(suite) ?? []) {
      const bad = file.path.map((part) => ({ part, unsafe: pathNameProblem(part) })).find((p) => p.unsafe !== null);
      if (file.path.length === 0 || bad) {
        problems.push(
          `${suite.name}: the report file ${quotedName(file.path.join('/'))} is not written: ${bad ? `its part ${quotedName(bad.part)} ${bad.unsafe}` : 'it has no name'}`,
        );
        continue;
      }
      const target = path.join(outDir, ...file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await put(target, file.text);
    }
  }
  await writeCceCache(report, outDir, put);
  return { ...files, all, markdown, report, problems };
}

/**
 * The CCE judge records of this report, one file per judged trajectory in `<out>/cce-cache/`,
 * so that the next run can reuse them with `--cce-cache <out>` (they are in the artifact).
 */
async function writeCceCache(
  report: Report,
  outDir: string,
  put: (file: string, text: string) => Promise<void>,
): Promise<void> {
  const records = new Map<string, string>();
  for (const suite of report.suites) {
    for (const trial of suite.trials) {
      const judge = trial.cce?.judge;
      if (!judge) continue;
      for (const task of trial.cce!.tasks) {
        const record = cacheRecordOf(task, judge.model, judge.protocol);
        if (record) records.set(cacheFileName(record.key), `${JSON.stringify(record, null, 2)}\n`);
      }
    }
  }
  if (records.size === 0) return;
  const dir = path.join(outDir, CACHE_DIR);
  await mkdir(dir, { recursive: true });
  for (const name of [...records.keys()].sort()) await put(path.join(dir, name), records.get(name)!);
}
