/** Writes the report and its views to a directory: scores.json, summary.md, summary.csv. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderCsv } from '../views/csv.js';
import { renderMarkdown } from '../views/markdown.js';
import { ReportSchema, type Report } from './schema.js';

export interface WrittenReport {
  scores: string;
  summary: string;
  csv: string;
}

/** Deterministic serialisation: same report, same bytes. */
export function serializeReport(report: Report): string {
  return `${JSON.stringify(ReportSchema.parse(report), null, 2)}\n`;
}

export async function writeReport(report: Report, outDir: string): Promise<WrittenReport> {
  await mkdir(outDir, { recursive: true });
  const files = {
    scores: path.join(outDir, 'scores.json'),
    summary: path.join(outDir, 'summary.md'),
    csv: path.join(outDir, 'summary.csv'),
  };
  await writeFile(files.scores, serializeReport(report));
  await writeFile(files.summary, renderMarkdown(report));
  await writeFile(files.csv, renderCsv(report));
  return files;
}
