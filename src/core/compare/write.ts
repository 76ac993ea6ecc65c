/** Writes a comparison and its views to a directory: compare.json, compare.md, compare.csv. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderCompareCsv, renderCompareMarkdown, serializeComparison } from '../views/compare.js';
import { comparisonSchema, type Comparison } from './schema.js';

export interface WrittenComparison {
  json: string;
  markdown: string;
  csv: string;
}

/** The comparison is checked against its own schema first (a bug here is an internal error, never a silent file). */
export function writeComparison(comparison: Comparison, outDir: string): WrittenComparison {
  const checked = comparisonSchema().parse(comparison);
  mkdirSync(outDir, { recursive: true });
  const files = {
    json: path.join(outDir, 'compare.json'),
    markdown: path.join(outDir, 'compare.md'),
    csv: path.join(outDir, 'compare.csv'),
  };
  writeFileSync(files.json, serializeComparison(checked));
  writeFileSync(files.markdown, renderCompareMarkdown(checked));
  writeFileSync(files.csv, renderCompareCsv(checked));
  return files;
}
