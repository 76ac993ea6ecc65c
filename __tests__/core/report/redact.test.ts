/**
 * Rounding of held-out figures (docs/held-out.md#rounding): the public report's headline figures
 * are rounded to held_out_decimals, and the leaderboard's ranks and ties follow the rounded
 * figures. 201 tasks: 100 and 101 successes are 49.75 % and 50.25 %, both 50 at 0 decimals.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, tempDir, write } from '../../support/helpers.js';

const TASKS = 201;

function benchmark(heldOut: string): string {
  const dir = tempDir('agent-eval-ranks-');
  write(
    path.join(dir, 'agent-eval.yml'),
    `version: 1\nname: ranks\nsuites:\n  - name: quiz\n    kind: output\n    tasks: t.yaml\n    records: '**/*.json'\n${heldOut}`,
  );
  const tasks = Array.from(
    { length: TASKS },
    (_, i) => `  t${String(i).padStart(3, '0')}:\n    output:\n      - { contains: "yes" }\n`,
  ).join('');
  write(path.join(dir, 't.yaml'), `version: 1\ntasks:\n${tasks}`);
  return dir;
}

function submissions(): string {
  const dir = tempDir('agent-eval-ranks-subs-');
  for (const [name, passed] of [
    ['alpha', 100],
    ['beta', 101],
  ] as const) {
    for (let i = 0; i < TASKS; i++) {
      const task = `t${String(i).padStart(3, '0')}`;
      write(path.join(dir, name, 'quiz/trial-1', `${task}.json`), {
        task_id: task,
        full_text: i < passed ? 'yes' : 'no',
      });
    }
  }
  // A claimed score that does not match: its finding would state the rescored figure.
  write(path.join(dir, 'alpha/submission.yml'), 'claimed_scores:\n  quiz:\n    SR_percent: 10\n');
  return dir;
}

async function ranked(heldOut: string) {
  const out = tempDir();
  const r = await cli('rescore', '--benchmark', benchmark(heldOut), '--submissions', submissions(), '--out', out);
  expect(r.stderr).not.toMatch(/error/i);
  const board = JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
  const scores = JSON.parse(readFileSync(path.join(out, 'submissions/beta/scores.json'), 'utf8'));
  return {
    ranked: board.suites[0].ranked,
    beta: scores.suites[0].trials[0],
    alpha: readFileSync(path.join(out, 'submissions/alpha/scores.json'), 'utf8'),
  };
}

test('public suite: exact figures, beta ranks above alpha', async () => {
  const { ranked: rows, beta, alpha } = await ranked('');
  expect(alpha).toContain('rescored 49.7512');
  expect(rows).toEqual([
    { rank: 1, submission: 'beta', value: expect.closeTo(50.2488, 3) },
    { rank: 2, submission: 'alpha', value: expect.closeTo(49.7512, 3) },
  ]);
  expect(beta.verdicts).toHaveLength(TASKS);
});

test('held-out suite at 0 decimals: both publish 50 and tie at rank 1; no verdict is public', async () => {
  const { ranked: rows, beta, alpha } = await ranked('    held_out: true\n    held_out_decimals: 0\n');
  expect(alpha).not.toContain('49.75');
  expect(alpha).toContain('the claimed score of a held-out suite or split differs from the rescored one');
  expect(rows).toEqual([
    { rank: 1, submission: 'alpha', value: 50 },
    { rank: 1, submission: 'beta', value: 50 },
  ]);
  expect(beta.metrics.SR_percent.value).toBe(50);
  expect(beta.verdicts).toEqual([]);
  expect(beta.coverage).toEqual({ expected: TASKS, scored: TASKS, missing_tasks: [], errors: 0 });
});
