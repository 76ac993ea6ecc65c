/**
 * Writes an import: one agent-eval report per model in `<out>/<model>/` (scores.json, summary.md,
 * summary.csv, by the report writer every command uses) and the index over models beside them.
 * The input file is only ever read, by the caller: nothing here opens it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeReport } from '../report/write.js';
import { redact } from '../report/redact.js';
import type { ImportResult } from './checkpoint-inputs.js';
import { INDEX_JSON, INDEX_MD, renderIndexMarkdown, serializeIndex, type ImportIndex } from './models-index.js';

export interface WrittenImport {
  index: string;
  indexMarkdown: string;
  /** The markdown of index.md. */
  markdown: string;
  /** Model → its report directory. */
  reports: Map<string, string>;
  /** Reports that failed their own schema and were written salvaged (report/write.ts): what was replaced. */
  problems: string[];
}

export async function writeImport(result: ImportResult, index: ImportIndex, outDir: string): Promise<WrittenImport> {
  mkdirSync(outDir, { recursive: true });
  const reports = new Map<string, string>();
  const problems: string[] = [];
  for (const m of result.models) {
    if (!m.report) continue;
    // (checkpoint-inputs.ts refused every model name that is not one directory name)
    const dir = path.join(outDir, m.model);
    const written = await writeReport(redact(m.report), dir);
    problems.push(...written.problems.map((p) => `model ${m.model}: ${p}`));
    reports.set(m.model, dir);
  }
  const markdown = renderIndexMarkdown(index);
  const files = { index: path.join(outDir, INDEX_JSON), indexMarkdown: path.join(outDir, INDEX_MD) };
  writeFileSync(files.index, serializeIndex(index));
  writeFileSync(files.indexMarkdown, markdown);
  return { ...files, markdown, reports, problems };
}
