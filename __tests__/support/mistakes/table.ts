import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  type Dirent,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Mistake } from './case.js';

/** The demo's first table case as the submitter wrote it. */
const CASE_001 = 'prep/trial-1/case_001';
const OUTPUT = `${CASE_001}/result/output_01.csv`;

/** Rewrites the demo's prep/trial-1/case_001 output with `edit` applied to its text. */
function editOutput(run: string, edit: (text: string) => string): void {
  const file = path.join(run, OUTPUT);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}

/**
 * submission.yml as a submitter who made the mistake writes it: the checksums of the files as
 * they are (what `agent-eval checksums` prints) and no claimed scores, so only the mistake itself
 * is left to be named.
 */
function relisted(run: string): void {
  const file = path.join(run, 'submission.yml');
  const kept: string[] = [];
  let dropping = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const top = line !== '' && line[0] !== ' ' && line[0] !== '#';
    if (top) dropping = line.startsWith('files:') || line.startsWith('claimed_scores:');
    if (!dropping && line !== '') kept.push(line);
  }
  const files = (readdirSync(run, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(run, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => rel !== 'submission.yml')
    .sort();
  kept.push(
    'files:',
    ...files.map(
      (rel) =>
        `  ${rel}: ${createHash('sha256')
          .update(readFileSync(path.join(run, rel)))
          .digest('hex')}`,
    ),
  );
  writeFileSync(file, `${kept.join('\n')}\n`);
}

/** Makes a mistake in the copied run, then lists its files in submission.yml. */
const mistaken =
  (make: (run: string) => void) =>
  ({ run }: { run: string }): void => {
    make(run);
    relisted(existsSync(path.join(run, 'submission.yml')) ? run : path.join(run, 'results'));
  };

/** Moves every entry of `from` into `from/<into>` (a run or suite nested one directory down). */
function nest(from: string, into: string): void {
  const entries = readdirSync(from);
  mkdirSync(path.join(from, into));
  for (const e of entries) renameSync(path.join(from, e), path.join(from, into, e));
}

/** Table-suite layout and format mistakes: see case.ts. */
export const MISTAKES: Mistake[] = [
  {
    id: 'table-output-unpadded',
    mistake: 'A table output named `output_1.csv` instead of `output_01.csv`',
    fix: 'Rename it to the expected name, `output_01.csv`',
    make: mistaken((run) => renameSync(path.join(run, OUTPUT), path.join(run, CASE_001, 'result/output_1.csv'))),
    says: {
      file: /prep\/trial-1\/case_001\/result\/output_1\.csv/,
      problem: /differs from it only in the zero padding of its numbers/,
      fix: /rename it to output_01\.csv/,
    },
    attention: true,
  },
  {
    id: 'table-csv-outside-result',
    mistake: 'A table output in the case directory (`case_001/`) instead of its `result/` directory',
    fix: 'Move it into `case_001/result/`',
    make: mistaken((run) => {
      renameSync(path.join(run, OUTPUT), path.join(run, CASE_001, 'output_01.csv'));
      rmSync(path.join(run, CASE_001, 'result'), { recursive: true });
    }),
    says: {
      file: /prep\/trial-1\/case_001\/output_01\.csv/,
      problem: /a case's CSVs are read from its result\/ directory only/,
      fix: /move it to case_001\/result\/output_01\.csv/,
    },
    attention: true,
  },
  {
    id: 'table-semicolon-delimiter',
    mistake: 'A table output separated by `;` instead of `,`',
    fix: 'Write the file with `,` between fields',
    make: mistaken((run) => editOutput(run, (text) => text.split(',').join(';'))),
    says: {
      file: /case_001\/result\/output_01\.csv/,
      problem: /the file is separated by ";", not by ","/,
      fix: /write the file with "," between fields/,
    },
    attention: true,
  },
  {
    id: 'table-header-lower-case',
    mistake: 'A table header in lower case (`region,month,sales`)',
    fix: 'Write the header names exactly as configured (`Region,Month,Sales`)',
    make: mistaken((run) => editOutput(run, (text) => text.replace('Region,Month,Sales', 'region,month,sales'))),
    says: {
      file: /case_001\/result\/output_01\.csv/,
      problem: /header names differ from the configured columns only in letter case \("region" for "Region"/,
      fix: /rename them to the configured names/,
    },
    attention: true,
  },
  {
    id: 'table-header-spaces',
    mistake: 'Table header names with surrounding spaces (`Region, Month, Sales`)',
    fix: 'Write the header names without the spaces',
    make: mistaken((run) => editOutput(run, (text) => text.replace('Region,Month,Sales', 'Region, Month, Sales'))),
    says: {
      file: /case_001\/result\/output_01\.csv/,
      problem: /header names differ from the configured columns only in surrounding whitespace \(" Month" for "Month"/,
      fix: /rename them to the configured names/,
    },
    attention: true,
  },
  {
    id: 'run-nested-in-results',
    mistake: 'The run nested one directory down (`results/main/…`)',
    fix: 'Pass the directory that holds the suites: `--run …/results`',
    make: mistaken((run) => nest(run, 'results')),
    says: {
      file: /results\//,
      problem: /the suites are under results\/ \([^)]*prep[^)]*\), one directory down/,
      fix: /pass --run \S*\/results\b/,
    },
  },
  {
    id: 'suite-trials-nested',
    mistake: 'A suite directory holding one directory that holds the trials (`prep/attempt/trial-1/…`)',
    fix: "Move the trials up into the suite's directory",
    make: mistaken((run) => nest(path.join(run, 'prep'), 'attempt')),
    says: {
      file: /prep\/attempt\//,
      problem: /the trials are under prep\/attempt\/ \(trial-1, trial-2, trial-3\), one directory down/,
      fix: /move them up into prep\//,
    },
  },
];
