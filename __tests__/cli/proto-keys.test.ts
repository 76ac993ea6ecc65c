/**
 * Names that are also keys of Object.prototype go through score → scores.json → summary.md like
 * any other name, or are a named invalid entry (docs/security.md): a task key in the
 * benchmark's tasks file, a trial directory, a task record of the run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, readReport, tempDir, write } from '../support/helpers.js';

const NAMES = ['constructor', 'hasOwnProperty', 'toString'];

function bench(keys: readonly string[], extra = '') {
  const dir = tempDir('agent-eval-proto-bench-');
  write(
    path.join(dir, 'qa/tasks.yaml'),
    `version: 1\ntasks:\n${keys.map((k) => `  ${k}:\n    output:\n      - { contains: ANS }\n`).join('')}`,
  );
  write(
    path.join(dir, 'agent-eval.yml'),
    `version: 1\nname: protos\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n${extra}`,
  );
  return dir;
}

test('a task key "__proto__" in the tasks file is named and refused, not dropped without a word', async () => {
  const run = tempDir('agent-eval-proto-run-');
  write(path.join(run, 'qa/trial-1/q1.json'), { task_id: 'q1', full_text: 'ANS' });
  write(path.join(run, 'qa/trial-1/__proto__.json'), { task_id: '__proto__', full_text: 'ANS' });
  const r = await cli('score', '--benchmark', bench(['__proto__', 'q1']), '--run', run, '--out', tempDir());
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/qa\/tasks\.yaml: tasks\.__proto__: a task key must be letters/);
});

test('trials named __proto__ and constructor, tasks named constructor, hasOwnProperty and toString, and metadata.json keys are scored and shown', async () => {
  const run = tempDir('agent-eval-proto-run-');
  for (const trial of ['__proto__', 'constructor']) {
    for (const task of NAMES)
      write(path.join(run, 'qa', trial, `${task}.json`), {
        task_id: task,
        full_text: task === 'toString' ? 'no' : 'ANS',
      });
  }
  write(path.join(run, 'metadata.json'), JSON.parse('{"__proto__": "p", "constructor": "c", "agent": "a"}'));
  const out = tempDir();
  const r = await cli('score', '--benchmark', bench(NAMES, '    trial_pattern: "*"\n'), '--run', run, '--out', out);
  expect(r.code).toBe(0);
  expect(JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8')).submission.metadata).toEqual(
    JSON.parse('{"__proto__": "p", "constructor": "c", "agent": "a"}'),
  );
  const trials = readReport(out).suites[0].trials as Array<{
    name: string;
    verdicts: Array<{ task: string; success: boolean }>;
  }>;
  expect(trials.map((t) => t.name)).toEqual(['__proto__', 'constructor']);
  for (const t of trials)
    expect(t.verdicts.map((v) => [v.task, v.success])).toEqual([
      ['constructor', true],
      ['hasOwnProperty', true],
      ['toString', false],
    ]);
  const md = readFileSync(path.join(out, 'summary.md'), 'utf8');
  expect(md).toMatch(/^\| \\_\\_proto\\_\\_ \| ✅ final \| 3\/3 \|/m);
  expect(md).toMatch(/^\| `toString` \| ✖️ failure \|/m);
});
