/**
 * `agent-eval reliability` on tau-bench results files: the figures (and their parity with
 * tau-bench's own pass^k formula, run in Python on the same files), several files for one run,
 * entries that are errors and name themselves, and the usage errors that exit 2.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cli, REPO, tempDir, write } from '../support/helpers.js';

const FIXTURE = path.join(REPO, '__tests__/fixtures/reliability/tau-bench');
const FILE_01 = path.join(FIXTURE, 'tool-calling-gpt-4o-0.0_range_0-6_user-gpt-4o-llm_trials-0-1.json');
const FILE_2 = path.join(FIXTURE, 'tool-calling-gpt-4o-0.0_range_0-6_user-gpt-4o-llm_trial-2.json');

async function json(...argv: string[]) {
  const r = await cli('reliability', ...argv, '--json');
  return { ...r, body: r.stdout ? JSON.parse(r.stdout) : null };
}

/** A results entry as tau-bench writes it (EnvRunResult.model_dump()). */
const entry = (task_id: unknown, trial: unknown, reward: unknown, info: object = { source: 'user' }) => ({
  task_id,
  reward,
  info,
  traj: [{ role: 'user', content: 'hi' }],
  trial,
});

test('a tau-bench run split over two files: pass^k, pass@k, intervals and flips, labelled as harness-reported; exit 0', async () => {
  const { code, body, stderr } = await json(FILE_01, FILE_2);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  // Per task c over 3 trials: 3, 2, 0, 2, 1, 3 (0.9999995 is a success within 1e-6, 0.99 a failure).
  expect(body).toMatchObject({
    n_trials: 3,
    tasks: 6,
    pass_hat_k: { 1: 0.611111, 2: 0.444444, 3: 0.333333 },
    pass_at_k: { 1: 0.611111, 2: 0.777778, 3: 0.833333 },
    final: true,
    errors: [],
    format: 'tau-bench',
    source: 'harness-reported rewards from tau-bench results files, not re-verified by agent-eval',
    exact: { pass_hat_k: { 1: '11/18', 2: '4/9', 3: '1/3' }, pass_at_k: { 1: '11/18', 2: '7/9', 3: '5/6' } },
    mean_success_rate: 0.611111,
    success_rate_stderr: 0.055556,
    incomplete_tasks: [],
  });
  expect(Object.keys(body).slice(0, 6)).toEqual(['n_trials', 'tasks', 'pass_hat_k', 'pass_at_k', 'final', 'errors']);
  expect(body.trials).toEqual([
    { name: '0', tasks: 6, successes: 4, success_rate: 0.666667, wilson_95: { low: 0.299993, high: 0.903229 } },
    { name: '1', tasks: 6, successes: 4, success_rate: 0.666667, wilson_95: { low: 0.299993, high: 0.903229 } },
    { name: '2', tasks: 6, successes: 3, success_rate: 0.5, wilson_95: { low: 0.187616, high: 0.812384 } },
  ]);
  expect(body.flips).toEqual({
    count: 3,
    tasks: [
      { task: '1', successes: 2, outcomes: [true, false, true] },
      { task: '3', successes: 2, outcomes: [true, true, false] },
      { task: '4', successes: 1, outcomes: [false, true, false] },
    ],
  });
  // The directory gives the same figures as the two files.
  const dir = await json(FIXTURE);
  expect({ ...dir.body, files: null }).toEqual({ ...body, files: null });
});

test("the figures agree with tau-bench's own formula (Python, math.comb, float division) on the same files", async () => {
  const { body } = await json(FILE_01, FILE_2);
  const python = `
import json, sys
from math import comb
results = [r for f in sys.argv[1:] for r in json.load(open(f))]
ok = lambda reward: (1 - 1e-6) <= reward <= (1 + 1e-6)
n = len(set(r["trial"] for r in results))
c = {}
for r in results:
    c[r["task_id"]] = c.get(r["task_id"], 0) + (1 if ok(r["reward"]) else 0)
print(json.dumps({k: sum(comb(x, k) / comb(n, k) for x in c.values()) / len(c) for k in range(1, n + 1)}))
`;
  const theirs = JSON.parse(execFileSync('python3', ['-c', python, FILE_01, FILE_2], { encoding: 'utf8' }));
  expect(Object.keys(theirs)).toEqual(Object.keys(body.pass_hat_k));
  for (const k of Object.keys(theirs))
    expect(Math.abs(body.pass_hat_k[k] - theirs[k])).toBeLessThanOrEqual(5e-7 + 1e-12);
});

test('the table for people: the label, pass^k and pass@k by k, Wilson intervals, flips', async () => {
  const r = await cli('reliability', FIXTURE);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(
    'Source: harness-reported rewards from tau-bench results files, not re-verified by agent-eval',
  );
  expect(r.stdout).toContain('3 trial(s) × 6 task(s): final');
  expect(r.stdout).toMatch(/^k {2}pass\^k % {2}pass@k %$/m);
  expect(r.stdout).toMatch(/^2 {5}44\.44 {5}77\.78$/m);
  expect(r.stdout).toMatch(/^2 +3\/6 +50\.00 +18\.76 – 81\.24$/m);
  expect(r.stdout).toContain('Mean SR across trials: 61.11% (standard error 5.56 points).');
  expect(r.stdout).toContain('3 task(s) flip between trials: 1 (2/3), 3 (2/3), 4 (1/3)');
});

test('malformed entries, duplicates, harness errors and missing trials are errors naming the entry; observed figures; exit 1', async () => {
  const dir = tempDir();
  write(path.join(dir, 'a.json'), [
    entry(0, 0, 1.0),
    entry(0, 1, 1.0),
    entry(1, 0, 1.0),
    entry(1, 1, 0.0),
    entry(2, 0, 1.0),
    entry(2, 1, 1.0), // duplicated in b.json
    entry(3, 0, 1.0), // no trial 1
    entry(4, 0, 0.0, { error: 'litellm.RateLimitError: 429', traceback: '...' }),
    entry(4, 1, 1.0),
    entry(5, 0, 'high'),
    entry(5, 1, 1.0),
    entry(6, '1', 1.0),
    entry(null, 0, 1.0),
    'not an entry',
  ]);
  write(path.join(dir, 'b.json'), [entry(2, 1, 0.0)]);
  const { code, body } = await json(dir);
  expect(code).toBe(1);
  const a = path.join(dir, 'a.json');
  const b = path.join(dir, 'b.json');
  expect(body.errors).toEqual([
    `${a}[7] (task_id 4, trial 0): the harness recorded an error, not an outcome: litellm.RateLimitError: 429`,
    `${a}[9] (task_id 5, trial 0): reward must be a finite number, got "high"`,
    `${a}[11]: trial must be an integer ≥ 0, got "1"`,
    `${a}[12]: task_id must be an integer or a nonempty string, got null`,
    `${a}[13]: not an object`,
    `${b}[0]: duplicate result for task_id 2, trial 1 (also ${a}[5]); neither is used`,
    'task_id 3: no result for trial 1 (other tasks have it)',
  ]);
  expect(body).toMatchObject({ final: false, n_trials: 2, tasks: 2, expected_tasks: 6 });
  expect(body.incomplete_tasks).toEqual([
    { task: '2', valid_trials: 1 },
    { task: '3', valid_trials: 1 },
    { task: '4', valid_trials: 1 },
    { task: '5', valid_trials: 1 },
  ]);
  // Observed over tasks 0 (c=2) and 1 (c=1): errors are never failures.
  expect(body.exact.pass_hat_k).toEqual({ 1: '3/4', 2: '1/2' });
  expect(body.notes).toEqual([
    '4 task(s) do not have 2 valid trial(s) (missing, errors or duplicates); the figures are observed over the 2 task(s) that do.',
    '7 error(s) in the results files (listed under errors); errors are never counted as failures.',
  ]);
  const text = await cli('reliability', dir);
  expect(text.code).toBe(1);
  expect(text.stdout).toContain('2 trial(s) × 2 task(s): NOT FINAL, observed over 2 of 6 task(s)');
  expect(text.stdout).toContain('Left out (fewer than 2 valid trials): 2 (1 of 2), 3 (1 of 2), 4 (1 of 2), 5 (1 of 2)');
  expect(text.stdout).toContain('Errors (7):');
});

test("beside agent-eval's figures: what tau-bench's own summary (display_metrics) prints for the same files, errors, duplicates and missing trials included", async () => {
  const dir = tempDir();
  write(path.join(dir, 'a.json'), [
    entry(0, 0, 1.0),
    entry(0, 1, 1.0),
    entry(1, 0, 1.0),
    entry(1, 1, 0.5), // a partial reward: a failure, but half a point of average reward
    entry(2, 0, 1.0),
    entry(2, 1, 1.0), // duplicated in b.json
    entry(3, 0, 1.0), // no trial 1
    entry(4, 0, 0.0, { error: 'litellm.RateLimitError: 429', traceback: '...' }),
    entry(4, 1, 1.0),
    entry(5, 'x', 1.0), // malformed: tau-bench cannot have written it
  ]);
  write(path.join(dir, 'b.json'), [entry(2, 1, 1.0)]);
  // tau-bench's rule, run in Python over the entries it could have written, in file order.
  const python = `
import json, sys
from math import comb
results = [r for f in sys.argv[1:] for r in json.load(open(f))]
results = [r for r in results if isinstance(r["trial"], int) and isinstance(r["reward"], (int, float))]
ok = lambda reward: (1 - 1e-6) <= reward <= (1 + 1e-6)
n = len(set(r["trial"] for r in results))
c = {}
for r in results:
    c[r["task_id"]] = c.get(r["task_id"], 0) + (1 if ok(r["reward"]) else 0)
print(json.dumps({"avg": sum(r["reward"] for r in results) / len(results), "n": n, "tasks": len(c),
                  "pass": {k: sum(comb(x, k) / comb(n, k) for x in c.values()) / len(c) for k in range(1, n + 1)}}))
`;
  const theirs = JSON.parse(
    execFileSync('python3', ['-c', python, path.join(dir, 'a.json'), path.join(dir, 'b.json')], { encoding: 'utf8' }),
  );
  const { code, body } = await json(dir);
  expect(code).toBe(1);
  const summary = body.tau_bench_summary;
  expect(Object.keys(body).indexOf('tau_bench_summary')).toBe(Object.keys(body).indexOf('suite') + 1);
  expect(summary).toMatchObject({
    method: 'tau_bench_display_metrics',
    entries: 10,
    malformed: 1,
    n_trials: theirs.n,
    tasks: theirs.tasks,
    differences: { harness_errors: 1, duplicates: 1, missing_results: 1 },
  });
  expect(Math.abs(summary.average_reward - theirs.avg)).toBeLessThanOrEqual(5e-7 + 1e-12);
  expect(Object.keys(summary.pass_hat_k)).toEqual(Object.keys(theirs.pass));
  for (const k of Object.keys(theirs.pass))
    expect(Math.abs(summary.pass_hat_k[k] - theirs.pass[k])).toBeLessThanOrEqual(5e-7 + 1e-12);
  // Ours, over the tasks with a valid result in both trials (0 and 1), differ: that is the point of showing both.
  expect(body.pass_hat_k).toEqual({ 1: 0.75, 2: 0.5 });
  // c = 2, 1, 3 (the duplicate counts again, above n), 1, 1 over n = 2: pass^1 = 4/5, pass^2 = (1 + 3)/5.
  expect(summary.pass_hat_k).toEqual({ 1: 0.8, 2: 0.8 });
  const text = await cli('reliability', dir);
  expect(text.stdout).toContain(
    "tau-bench's own summary (display_metrics in tau-bench's run.py) would print, for the results as given; these are not agent-eval's figures:\nAverage reward: 0.850000 over 10 entries; 2 trial(s) × 5 task(s)\nk  pass^k %\n1     80.00\n2     80.00\n",
  );
  expect(text.stdout).toContain(
    'It differs from the figures above: 1 entry with info.error counted as an outcome (with the reward the harness wrote); 1 duplicate entry counted again; 1 missing (task, trial) result counted as a failure. agent-eval counts none of these as failures. 1 malformed entry, which tau-bench cannot have written, is left out of these figures (agent-eval lists them as errors).',
  );
  // A clean run: tau-bench's pass^k is agent-eval's.
  const clean = await cli('reliability', FIXTURE);
  expect(clean.stdout).toContain(
    'Its pass^k equals the figures above: there are no errors, duplicates or missing results.',
  );
});

test('text from the files cannot reach the terminal as control sequences', async () => {
  const dir = tempDir();
  write(path.join(dir, 'r.json'), [entry('\u001b[2Jevil\u0007', 0, 1.0), entry('\u001b[2Jevil\u0007', 1, 0.0)]);
  const r = await cli('reliability', dir);
  expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  expect(r.stdout).toContain('\\x1b[2Jevil\\x07 (1/2)');
});

test('usage errors exit 2 and name the problem; --help exits 0', async () => {
  const dir = tempDir();
  const report = write(path.join(dir, 'report/scores.json'), { report_version: 1, suites: 'none' });
  expect(await cli('reliability')).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('name an agent-eval report'),
  });
  expect(await cli('reliability', path.join(dir, 'nope.json'))).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/nope\.json: no such file or directory/),
  });
  expect(await cli('reliability', FILE_2, '--format', 'csv')).toMatchObject({
    code: 2,
    stderr: expect.stringContaining(
      '--format must be one of text, markdown, json (the output; the input kind, auto, agent-eval, tau-bench, is --input)',
    ),
  });
  expect(await cli('reliability', FILE_2, '--input', 'csv')).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--input must be one of auto, agent-eval, tau-bench'),
  });
  expect(await cli('reliability', FILE_2, '--format', 'agent-eval')).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('is not an agent-eval report'),
  });
  expect(await cli('reliability', FILE_2, '--suite', 'main')).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--suite applies to agent-eval reports'),
  });
  expect(await cli('reliability', FILE_2, '--bogus')).toMatchObject({ code: 2 });
  const broken = write(path.join(dir, 'broken.json'), '[{"task_id": 0, "reward": 1.0,');
  expect(await cli('reliability', broken)).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/broken\.json: Malformed JSON/),
  });
  const other = write(path.join(dir, 'other.json'), { simulations: [] });
  expect(await cli('reliability', other)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('neither an agent-eval report (scores.json) nor a tau-bench results file'),
  });
  const empty = tempDir();
  expect(await cli('reliability', empty)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('no scores.json and no *.json results files'),
  });
  // A directory holding scores.json stands for that report; this one does not validate.
  expect(await cli('reliability', path.dirname(report))).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/scores\.json: not a valid agent-eval report: .*suites/),
  });
  expect(await cli('reliability', report, FILE_2)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('mix an agent-eval report and tau-bench results'),
  });
  const help = await cli('reliability', '--help');
  expect(help).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage: agent-eval reliability FILE\|DIR/) });
  expect(help.stdout).toContain('harness-reported rewards');
  expect((await cli('--help')).stdout).toMatch(/reliability +pass\^k, pass@k/);
});
