import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Mistake } from './case.js';

/** The demo run's record that each case rewrites (a successful task of main/trial-1). */
const RECORD = 'main/trial-1/task_03_craft_weapons_trajectory.json';
const NAMED = /task_03_craft_weapons_trajectory\.json/;
/** Matches only when the output names no problem with the record (a record that must score). */
const NO_RECORD_ERROR =
  /^(?![\s\S]*task_03_craft_weapons_trajectory\.json: (?:record|verifier))(?![\s\S]*Malformed JSON)/;

function rewrite(run: string, change: (text: string) => string | Buffer): void {
  const file = path.join(run, RECORD);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

/** Mistakes in how a record file is written (encoding, JSON dialect, empty files): see case.ts. */
export const MISTAKES: Mistake[] = [
  {
    id: 'record-utf16-powershell',
    mistake: 'A record saved by PowerShell (`>` or `Out-File`), which writes UTF-16',
    fix: 'Re-save the file as UTF-8 (`Out-File -Encoding utf8`, or write it with Python)',
    make: ({ run }) => rewrite(run, (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])),
    says: { file: NAMED, problem: /UTF-16 \(little-endian, with a byte order mark\)/, fix: /re-save as UTF-8/ },
  },
  {
    id: 'record-nan-metric',
    mistake: "`NaN` in a record's metrics, as Python's `json.dump` writes it",
    fix: 'Nothing: NaN, Infinity and -Infinity are read as Python reads them; a count agent-eval needs must still be a number',
    make: ({ run }) =>
      rewrite(run, (text) => text.replace('"metrics": {', '"metrics": {"reward": NaN, "cost": Infinity, ')),
    says: { file: /task_03_craft_weapons/, problem: NO_RECORD_ERROR, fix: NO_RECORD_ERROR },
  },
  {
    id: 'record-utf8-bom',
    mistake:
      'A record that starts with a UTF-8 byte order mark (Notepad, `Out-File -Encoding utf8` on Windows PowerShell)',
    fix: 'Nothing: the mark is dropped, and the verifier reads the record without it',
    make: ({ run }) => rewrite(run, (text) => `\ufeff${text}`),
    says: { file: /task_03_craft_weapons/, problem: NO_RECORD_ERROR, fix: NO_RECORD_ERROR },
  },
  {
    id: 'record-trailing-comma',
    mistake: 'A trailing comma after the last item of a record (hand-edited JSON)',
    fix: 'Remove the comma after the last item',
    make: ({ run }) => rewrite(run, (text) => text.replace(/\}\s*$/, ',\n}\n')),
    says: {
      file: NAMED,
      problem: /line \d+, column 1: expected a string key; a trailing comma before "\}"/,
      fix: /remove the comma after the last item/,
    },
  },
  {
    id: 'record-single-quotes',
    mistake: "A record written with Python's `str()` or `print()` (single quotes), not `json.dump`",
    fix: 'Write the record with `json.dump`',
    make: ({ run }) => rewrite(run, (text) => text.replaceAll('"', "'")),
    says: {
      file: NAMED,
      problem: /line 2, column 3: expected a string key; single quotes/,
      fix: /double quotes \(was it written with Python's str\(\) or print\(\) instead of json\.dump\?\)/,
    },
  },
  {
    id: 'record-empty-file',
    mistake: 'An empty record file (the runner stopped before writing it)',
    fix: 'Run the task again, or remove the file (the task is then missing)',
    make: ({ run }) => rewrite(run, () => ''),
    says: { file: NAMED, problem: /the file is empty/, fix: /it must hold one JSON value/ },
  },
];
