/**
 * The trial layout of a table suite, for the layout checks (layout/check.ts, docs/table-suites.md):
 * a trial's sub-directories named by a case id are looked into; in a case directory, `result/`
 * is read, and the files the comparison would never read are named with where they belong:
 * - an expected output (or a CSV named near one) in the case directory itself
 *   (`case_001/output_01.csv`) belongs in `case_001/result/`;
 * - a directory near `result` (`Result/`, `results/`) is to be renamed `result/`;
 * - a file of `result/` whose name is near an expected output name (`output_1.csv`,
 *   `Output_01.csv`, `output_01.txt`) is to be renamed to it: the evaluator reads each expected
 *   file by its exact name, so the case stays NOT_FOUND or MISSING_FILE as PrepBench says.
 * Anything else is the comparison's business (an extra CSV fails FILE_COUNT_MISMATCH there).
 */
import path from 'node:path';
import type { CatalogTask } from '../../benchmark.js';
import { readDirectorySync } from '../../fs/walker.js';
import { literalRule, nearestRule } from '../../layout/nearest.js';
import type { TrialLayout } from '../kind.js';
import { normalizeCaseId } from './case-id.js';
import { hasCsvSuffix } from './compare.js';

const RESULT = 'result';

/** A table trial's layout; with the suite's catalog, the expected output names of each case are known. */
export function caseLayout(catalog: readonly CatalogTask[] = []): TrialLayout {
  const gtDirs = new Map(catalog.map((t) => [t.key, t.file]));
  const expected = new Map<string, string[]>();
  /** The GT's CSV names of a case (the benchmark's own files), listed once. */
  const namesOf = (key: string | null): string[] => {
    const dir = key ? gtDirs.get(key) : undefined;
    if (!key || !dir) return [];
    let names = expected.get(key);
    if (!names) {
      try {
        names = readDirectorySync(dir)
          .filter((e) => e.isFile() && hasCsvSuffix(e.name))
          .map((e) => e.name)
          .sort();
      } catch {
        names = [];
      }
      expected.set(key, names);
    }
    return names;
  };
  const nearOutput = (name: string, key: string | null) => nearestRule(name, namesOf(key).map(literalRule));

  return {
    missed: 'case directories (case ids: case_001, case-1, case1, 1)',
    classify: (rel, dir) => {
      const parts = rel.split('/');
      const key = normalizeCaseId(parts[0]!);
      if (parts.length === 1) return dir && key !== null ? (gtDirs.has(key) ? 'descend' : 'read') : 'ignored';
      const name = parts[parts.length - 1]!;
      if (parts.length === 2) {
        if (dir) return name === RESULT ? 'descend' : nearestRule(name, [literalRule(RESULT)]) ? 'ignored' : 'read';
        // Only an expected output name, or one near it: other files of a case directory (its inputs, say) are the run's
        // own.
        return hasCsvSuffix(name) && (namesOf(key).includes(name) || nearOutput(name, key)) ? 'ignored' : 'read';
      }
      if (parts.length === 3 && parts[1] === RESULT && !dir)
        return namesOf(key).includes(name) || !nearOutput(name, key) ? 'read' : 'ignored';
      return 'read';
    },
    rules: [],
    hint: (rel, dir) => {
      const parts = rel.split('/');
      const key = normalizeCaseId(parts[0]!);
      const name = parts[parts.length - 1]!;
      if (parts.length === 1) {
        return dir && name.trim().toLowerCase().startsWith('case')
          ? {
              nearest: 'case_xxx',
              hint: `not a case id: a case directory is named case_ and the case number (case_001, case-1, case1 or 1), as in the benchmark's cases`,
            }
          : null;
      }
      const caseDir = parts[0]!;
      const resultDir = `${caseDir}/${RESULT}/`;
      if (parts.length === 2 && dir) {
        const near = nearestRule(name, [literalRule(RESULT)])!;
        return {
          missed: `the case's ${RESULT}/ directory`,
          nearest: resultDir,
          hint: `${near.how}: not read; rename it to ${resultDir} (a case's CSVs are read from its ${RESULT}/ directory only)`,
        };
      }
      if (parts.length === 2) {
        const names = namesOf(key);
        const near = names.includes(name) ? null : nearOutput(name, key);
        const target = `${resultDir}${names.includes(name) ? name : (near?.rule ?? '')}`;
        return {
          missed: `the case's ${RESULT}/ directory`,
          nearest: target,
          hint: `not read: a case's CSVs are read from its ${RESULT}/ directory only; move it to ${target}${near ? `, under the expected name ${near.rule}` : ''}`,
        };
      }
      const near = nearOutput(name, key)!;
      const names = namesOf(key);
      return {
        missed: `the expected output files of ${key} (${names.join(', ')})`,
        nearest: `${path.posix.dirname(rel)}/${near.rule}`,
        hint: `${near.how}: not read, as the expected files are read by their exact names; rename it to ${near.rule}`,
      };
    },
  };
}
