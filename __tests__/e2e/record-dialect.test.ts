/**
 * Records in their writers' dialect (docs/records.md, "The JSON dialect"), scored end to end on
 * the example with its real Python verifier: what Python's json writes scores as it would in
 * Python, and a count that is not finite is named.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scoreMistake } from '../support/mistakes/case.js';
import { readReport } from '../support/helpers.js';

const RECORD = 'main/trial-1/task_03_craft_weapons_trajectory.json';

async function scoreWith(change: (text: string) => string) {
  const r = await scoreMistake({
    id: 'x',
    mistake: '',
    fix: '',
    make: ({ run }) => writeFileSync(path.join(run, RECORD), change(readFileSync(path.join(run, RECORD), 'utf8'))),
    says: { file: /./, problem: /./, fix: /./ },
  });
  const main = readReport(r.out).suites.find((s: { name: string }) => s.name === 'main');
  const trial = main.trials.find((t: { name: string }) => t.name === 'trial-1');
  return { trial, verdict: trial.verdicts.find((v: { task: string }) => v.task === 'task_03_craft_weapons') };
}

const copies = () => readdirSync(os.tmpdir()).filter((n) => n.startsWith('agent-eval-records-'));

test('a record with a UTF-8 BOM is verified by the Python verifier (which refuses a BOM) as without it, and the copy is removed', async () => {
  const before = copies();
  const { trial, verdict } = await scoreWith((text) => `\ufeff${text}`);
  expect(verdict).toMatchObject({ status: 'success', message: 'Sword2/HeavySword: 2/2, Axe: 1/1', error: null });
  expect(trial.errors).toEqual([]);
  expect(copies()).toEqual(before);
});

test('NaN and Infinity elsewhere in the metrics score; a NaN count is an error that names the field, never a number', async () => {
  const scored = await scoreWith((text) =>
    text.replace('"metrics": {', '"metrics": {"reward": NaN, "cost": -Infinity, '),
  );
  expect(scored.verdict).toMatchObject({ status: 'success', details: { rounds: 10 } });
  const nan = await scoreWith((text) => text.replace('"total_rounds": 10', '"total_rounds": NaN'));
  expect(nan.verdict).toBeUndefined();
  expect(nan.trial.errors).toEqual([
    expect.objectContaining({
      record: 'task_03_craft_weapons_trajectory.json',
      stage: 'record',
      message: expect.stringMatching(/^metrics\.total_rounds must be a whole number from 0 to \d+, got NaN$/),
    }),
  ]);
});
