import { appendFileSync, cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Mistake } from './case.js';

/** submission.yml without its files: block (the demo's lists every file; a case that moves files would fail the checksums first). */
function dropFiles(run: string): void {
  const file = path.join(run, 'submission.yml');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.slice(0, text.indexOf('\nfiles:') + 1));
}

function edit(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: nothing to replace`);
  writeFileSync(file, next);
}

/** Naming, layout and submission.yml mistakes: see case.ts. */
export const MISTAKES: Mistake[] = [
  {
    id: 'missing-trial',
    mistake: 'a trial the benchmark expects is not in the run',
    fix: 'add the missing trial directory (named in the message) to the run',
    make({ run, benchmark }) {
      rmSync(path.join(run, 'main/trial-3'), { recursive: true });
      dropFiles(run);
      edit(
        path.join(benchmark, 'agent-eval.yml'),
        '    kind: trajectory\n    tasks: tasks/main/*.yaml',
        '    kind: trajectory\n    trials: 3\n    tasks: tasks/main/*.yaml',
      );
    },
    says: {
      file: /trial-3/,
      problem: /expects 3 trial\(s\); the run has 2/,
      fix: /missing trial-3 \(add it to the run\)/,
    },
  },
  {
    id: 'misspelled-trial',
    mistake: 'a trial directory misspelled (`trail-2`)',
    fix: 'rename it to the trial name the message gives (`trial-2`)',
    make({ run }) {
      renameSync(path.join(run, 'main/trial-2'), path.join(run, 'main/trail-2'));
      dropFiles(run);
    },
    says: {
      file: /main\/trail-2\//,
      problem: /matches none of trial_pattern "trial-\*"/,
      fix: /is 1 edit away from trial-2/,
    },
    attention: true,
  },
  {
    id: 'trial-underscore',
    mistake: 'trial directories named `trial_1` where the pattern is `trial-*`',
    fix: 'rename the trial directories to match the trial pattern, or set `trial_pattern`',
    make({ run }) {
      for (const n of [1, 2, 3]) renameSync(path.join(run, `main/trial-${n}`), path.join(run, `main/trial_${n}`));
      dropFiles(run);
    },
    says: {
      file: /main\/trial_1\//,
      problem: /not recognised as a trial/,
      fix: /rename it to match trial-\* \(or set trial_pattern\)/,
    },
  },
  {
    id: 'suite-letter-case',
    mistake: "a suite directory in other letter case than the suite's name (`Prep/`)",
    fix: "rename the directory to the suite's name",
    make({ run }) {
      renameSync(path.join(run, 'prep'), path.join(run, 'Prep'));
      dropFiles(run);
    },
    says: { file: /Prep\//, problem: /matches none of suite directories/, fix: /rename it to prep\// },
  },
  {
    id: 'unknown-task',
    mistake: 'a record names a task the suite does not have (`task_03_craft_weapon`)',
    fix: 'name the task as the suite does: the message gives the nearest task names',
    make({ run }) {
      edit(
        path.join(run, 'main/trial-1/task_03_craft_weapons_trajectory.json'),
        '"task_key": "task_03_craft_weapons"',
        '"task_key": "task_03_craft_weapon"',
      );
      dropFiles(run);
    },
    says: {
      file: /task_03_craft_weapons_trajectory\.json/,
      problem: /Task task_03_craft_weapon is not in the selected suite/,
      fix: /nearest: task_03_craft_weapons/,
    },
  },
  {
    id: 'duplicate-record',
    mistake: 'two records for one task in one trial',
    fix: 'keep one record per task in each trial and remove the other',
    make({ run }) {
      cpSync(
        path.join(run, 'main/trial-1/task_03_craft_weapons_trajectory.json'),
        path.join(run, 'main/trial-1/copy/task_03_craft_weapons_trajectory.json'),
      );
      dropFiles(run);
    },
    says: {
      file: /copy\/task_03_craft_weapons_trajectory\.json/,
      problem: /2 trajectory records for task_03_craft_weapons in one trial/,
      fix: /keep one record per task and remove the other/,
    },
  },
  {
    id: 'duplicate-case',
    mistake: 'one case in two directories of a trial (`case_001` and `case-1`)',
    fix: 'keep one directory per case and remove the other',
    make({ run }) {
      cpSync(path.join(run, 'prep/trial-1/case_001'), path.join(run, 'prep/trial-1/case-1'), { recursive: true });
      dropFiles(run);
    },
    says: {
      file: /case-1/,
      problem: /are the same case case_001 in one trial/,
      fix: /keep one directory per case and remove the other/,
    },
  },
  {
    id: 'checksum-changed',
    mistake: 'a file changed after `agent-eval checksums` listed it',
    fix: 're-run `agent-eval checksums` and put its `files:` block in submission.yml',
    make({ run }) {
      appendFileSync(path.join(run, 'harness/config.yaml'), '# edited later\n');
    },
    says: {
      file: /harness\/config\.yaml/,
      problem: /sha256 is [0-9a-f]{64}, not the listed/,
      fix: /re-run `agent-eval checksums`/,
    },
  },
  {
    id: 'checksum-unlisted',
    mistake: 'a file added to the run after `agent-eval checksums`',
    fix: 're-run `agent-eval checksums` and put its `files:` block in submission.yml',
    make({ run }) {
      writeFileSync(path.join(run, 'harness/notes.md'), 'added later\n');
    },
    says: {
      file: /harness\/notes\.md/,
      problem: /is in the run but not listed in files/,
      fix: /re-run `agent-eval checksums`/,
    },
  },
  {
    id: 'submission-yaml',
    mistake: 'submission.yml saved as `submission.yaml`',
    fix: 'rename it to `submission.yml`',
    make({ run }) {
      renameSync(path.join(run, 'submission.yml'), path.join(run, 'submission.yaml'));
    },
    says: { file: /submission\.yaml/, problem: /no submission\.yml/, fix: /rename it to submission\.yml/ },
    attention: true,
  },
  {
    id: 'metadata-misspelled',
    mistake: 'metadata.json misspelled (`metadata.jsn`)',
    fix: 'rename it to `metadata.json`',
    make({ run }) {
      renameSync(path.join(run, 'metadata.json'), path.join(run, 'metadata.jsn'));
      dropFiles(run);
    },
    says: { file: /metadata\.jsn/, problem: /not read/, fix: /rename it to metadata\.json/ },
    attention: true,
  },
  {
    id: 'submission-key-typo',
    mistake: 'a misspelled key in submission.yml (`modle:`)',
    fix: 'rename the key to the one the message gives (`model`)',
    make({ run }) {
      edit(path.join(run, 'submission.yml'), /^model:/m, 'modle:');
    },
    says: { file: /submission\.yml/, problem: /Unrecognized key: "modle"/, fix: /rename it to model/ },
  },
  {
    id: 'submission-nested-key-typo',
    mistake: 'a misspelled nested key in submission.yml (`harness.comit`)',
    fix: 'rename the key to the one the message gives (`commit`)',
    make({ run }) {
      edit(path.join(run, 'submission.yml'), /^ {2}commit:/m, '  comit:');
    },
    says: { file: /submission\.yml: harness/, problem: /Unrecognized key: "comit"/, fix: /rename it to commit/ },
  },
  {
    id: 'trial-count-declared',
    mistake: 'submission.yml declares more trials than the run has',
    fix: 'add the missing trial (named in the message), or declare the trials the run has',
    make({ run }) {
      edit(path.join(run, 'submission.yml'), /^ {2}count: 3$/m, '  count: 4');
      dropFiles(run);
    },
    says: {
      file: /submission\.yml|trials\.count/,
      problem: /trials\.count is 4, but the run has 3 trial\(s\) of suite main/,
      fix: /missing trial-4 \(add it to the run\)/,
    },
    attention: true,
  },
];
