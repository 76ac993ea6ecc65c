/**
 * A submission directory whose name cannot be one path component (`back\slash`) is a named
 * invalid entry of the leaderboard, and the leaderboard is written (docs/rescore.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, tempDir, write } from '../../support/helpers.js';

const BENCHMARK = `version: 1
name: names-bench
suites:
  - name: qa
    kind: output
    tasks: qa/tasks.yaml
    trials: 1
`;

function submission(root: string, name: string): void {
  write(path.join(root, name, 'qa', 'trial-1', 'q1.json'), { task_id: 'q1', full_text: 'the answer is ANS-q1' });
}

test('rescore: a submission directory named back\\slash is a named invalid entry; the others are scored and the leaderboard is written', async () => {
  const bench = tempDir('agent-eval-names-bench-');
  write(path.join(bench, 'agent-eval.yml'), BENCHMARK);
  write(path.join(bench, 'qa/tasks.yaml'), 'version: 1\ntasks:\n  q1:\n    output:\n      - { contains: ANS-q1 }\n');
  const subs = tempDir('agent-eval-names-subs-');
  submission(subs, 'good');
  submission(subs, 'back\\slash');
  const out = tempDir('agent-eval-names-out-');
  const run = await cli('rescore', '--benchmark', bench, '--submissions', subs, '--out', out, '--quiet');
  expect(run.stderr).not.toContain('ZodError');
  expect(run.stderr).toContain('Exit 1: invalid submission(s) (--fail-on any).');
  expect(run.code).toBe(1);
  const lb = JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
  expect(lb.submissions.map((e: { name: string; status: string }) => [e.name, e.status])).toEqual([
    ['.invalid-back%5Cslash', 'invalid'],
    ['good', 'final'],
  ]);
  expect(lb.submissions[0].problems).toEqual([
    'the directory "back\\\\slash" contains a path separator ("/" or "\\"): a submission\'s name is one file name; not scored',
  ]);
  const md = readFileSync(path.join(out, 'leaderboard.md'), 'utf8');
  expect(md).toContain('**2 submission(s): 1 final, 0 not final, 1 invalid.**');
});
