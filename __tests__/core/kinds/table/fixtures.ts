/** Real files on disk for table-suite tests: a GT case directory and a candidate result directory. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareCase, type CaseComparison } from '../../../../src/core/kinds/table/compare.js';

const roots: string[] = [];

/** A fresh temporary directory, removed by `cleanupTempDirs`. */
export function tempDir(prefix = 'agent-eval-table-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  roots.push(dir);
  return dir;
}

export function cleanupTempDirs(): void {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export type Files = Record<string, string | Buffer>;

export function writeFiles(dir: string, files: Files): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
}

export interface CaseDirs {
  readonly root: string;
  readonly gtDir: string;
  readonly resultDir: string;
}

/**
 * Lay out `gt/case_001/{config.json, …}` and `run/case_001/result/…`.
 * `config` is serialised unless it is already a string; `result: null` leaves no result directory.
 */
export function makeCase(spec: { config: unknown; gt: Files; result: Files | null }): CaseDirs {
  const root = tempDir();
  const gtDir = path.join(root, 'gt', 'case_001');
  const resultDir = path.join(root, 'run', 'case_001', 'result');
  const config = typeof spec.config === 'string' ? spec.config : JSON.stringify(spec.config, null, 2);
  writeFiles(gtDir, { 'config.json': config, ...spec.gt });
  if (spec.result) writeFiles(resultDir, spec.result);
  return { root, gtDir, resultDir };
}

/** Build a case and compare it (tolerance 0.02, 1 MiB bound unless given). */
export function judge(
  spec: { config: unknown; gt: Files; result: Files | null },
  options: { tolerance?: number; maxFileBytes?: number } = {},
): CaseComparison {
  const dirs = makeCase(spec);
  return compareCase({
    candidateResultDir: dirs.resultDir,
    gtCaseDir: dirs.gtDir,
    tolerance: options.tolerance ?? 0.02,
    maxFileBytes: options.maxFileBytes ?? 1024 * 1024,
  });
}

/** A one-file config. */
export function oneFile(key: string[], columns: Record<string, string>, file = 'output_01.csv'): unknown {
  return { files: { [file]: { key, columns } } };
}
