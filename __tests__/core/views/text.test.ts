/**
 * The terminal view: plain text without markdown escapes, colour only when
 * asked, the failed and errored tasks with their messages, the path to summary.md for the rest;
 * `--format text|markdown|json` on score and merge. The demo's text view is a committed golden
 * file (__tests__/golden/demo.txt), reviewed in the diff when the view changes; regenerate it
 * with AGENT_EVAL_UPDATE_GOLDEN=1.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '../../../src/core/report/schema.js';
import { renderText } from '../../../src/core/views/text.js';
import { wantsColor } from '../../../src/cli/color.js';
import { cli, makeBenchmark, readReport, REPO, tempDir, trajectory, writeRecords } from '../../support/helpers.js';

const GOLDEN = path.join(REPO, '__tests__/golden/demo.txt');

const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The demo scored against a copy of the example benchmark (not a git checkout: no commit that moves with every commit). */
async function demo(...extra: string[]) {
  const bench = path.join(tempDir(), 'benchmark');
  cpSync(path.join(REPO, 'examples/benchmark'), bench, {
    recursive: true,
    filter: (src) => !src.includes('__pycache__'),
  });
  const out = tempDir();
  const r = await cli(
    'score',
    '--benchmark',
    bench,
    '--run',
    path.join(REPO, 'examples/runs/demo'),
    '--out',
    out,
    ...extra,
  );
  return { r, out, report: readReport(out) as Report };
}

test('golden: the text view of the demo', async () => {
  const { r, out, report } = await demo();
  expect(r.code).toBe(0);
  // What the CLI prints is the view, closing with the path of summary.md.
  expect(r.stdout).toBe(renderText(report, { summaryPath: path.join(out, 'summary.md') }));
  expect(r.stdout).toContain(
    `The per-task verdicts, methods and reliability details: ${path.join(out, 'summary.md')}\n`,
  );
  // (the run's path and the tool's version normalised: the golden file changes only when the view does)
  const text = renderText(
    {
      ...report,
      tool: { ...report.tool, version: 'X.Y.Z' },
      submission: { ...report.submission, path: 'examples/runs/demo' },
    },
    { summaryPath: 'out/demo/summary.md' },
  );
  if (process.env.AGENT_EVAL_UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, text);
  expect(existsSync(GOLDEN)).toBe(true);
  expect(text).toBe(readFileSync(GOLDEN, 'utf8'));
  // Plain text: no markdown, no escapes, no zero-width spaces in URLs, no control characters.
  expect(text).not.toMatch(/\\[()_*#|`[\]<>!]|&lt;|&gt;|&amp;|\u200b|^#|^\||<details>|^```/m);
  expect(text).not.toMatch(RAW_CONTROL);
  // The failed tasks with their messages.
  expect(text).toMatch(/^ {4}FAIL {2}task_\w+: .+$/m);
});

test('colour only when asked, and then only our own SGR sequences around escaped names', async () => {
  const { report } = await demo('--quiet');
  const evil = '\u001b]0;pwned\u0007\u001b[2J\u202e';
  const hostile: Report = {
    ...report,
    benchmark: { ...report.benchmark, name: `x${evil}` },
    suites: report.suites.map((s) => ({ ...s, trials: s.trials.map((t) => ({ ...t, name: `${t.name}${evil}` })) })),
  };
  const plain = renderText(hostile);
  expect(plain).not.toMatch(RAW_CONTROL);
  expect(plain).toContain('agent-eval: x\\x1b]0;pwned\\x07\\x1b[2J\\u202e — FINAL');
  const coloured = renderText(hostile, { color: true });
  expect(coloured).toContain('\u001b[32mFINAL\u001b[0m');

  expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(plain);
});

test('failed and errored tasks with their messages; the rest counted; --format markdown and json', async () => {
  const bench = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', {
    task_01_logs: trajectory(
      { task_key: 'task_01_logs' },
      { success: false, message: 'the log pile is short by 3 <logs> & @someone #12' },
    ),
    task_02_staff: trajectory({ task_key: 'task_02_staff' }, 'crash'),
  });
  writeFileSync(path.join(run, 'main/trial-1/broken_trajectory.json'), '{ nope');
  const out = tempDir();
  const r = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  expect(r.code).toBe(1);
  expect(r.stdout).toMatch(/^agent-eval: test-bench — INVALID$/m);
  expect(r.stdout).toMatch(/^ {2}trial-1 {2}invalid {2}1\/3 /m);
  expect(r.stdout).toContain('  trial-1: 1 missing: task_03_weapons');
  expect(r.stdout).toMatch(/^ {2}trial-1: 1 failed, 2 error\(s\):$/m);
  expect(r.stdout).toMatch(
    /^ {4}ERROR task_02_staff, record task_02_staff_trajectory\.json: verifier worker exited .+$/m,
  );
  expect(r.stdout).toMatch(/^ {4}ERROR record broken_trajectory\.json: Malformed JSON.+ \(record\)$/m);
  // (the failure's message is not a checkpoint the PSR metric can read: an error of PSR, shown on it)
  expect(r.stdout).toContain(
    '  trial-1: PSR % (reconstructed) withheld: task_01_logs — PSR: cannot read checkpoint "the log pile is short by 3 <logs> & @someone #12"\n',
  );
  expect(r.stdout).toContain('    FAIL  task_01_logs: the log pile is short by 3 <logs> & @someone #12\n');

  const md = await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--format', 'markdown');
  expect(md.stdout).toBe(readFileSync(path.join(out, 'summary.md'), 'utf8'));
  const json = await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--format', 'json');
  expect(json.stdout).toBe(readFileSync(path.join(out, 'scores.json'), 'utf8'));
  expect(await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--format', 'html')).toMatchObject({
    code: 2,
    stderr: 'agent-eval: --format must be one of text, markdown, json\n',
  });
  const quiet = await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--quiet');
  expect(quiet.stdout).toBe('agent-eval: test-bench — INVALID\n');
});

test('merge prints the same views', async () => {
  const bench = makeBenchmark();
  const run = tempDir();
  writeRecords(run, 'main', 'trial-1', { task_01_logs: trajectory({ task_key: 'task_01_logs' }, { success: true }) });
  const shard = tempDir();
  expect((await cli('score', '--benchmark', bench, '--run', run, '--shard', '1/1', '--out', shard)).code).toBe(0);
  const out = tempDir();
  const text = await cli('merge', shard, '--out', out, '--fail-on', 'never');
  expect(text.stdout).toBe(renderText(readReport(out), { summaryPath: path.join(out, 'summary.md') }));
  const json = await cli('merge', shard, '--out', out, '--format', 'json');
  expect(JSON.parse(json.stdout)).toEqual(readReport(out));
});

test('the CLI colours stdout only on a terminal, never with NO_COLOR set or TERM=dumb', () => {
  expect(wantsColor(true, {})).toBe(true);
  expect(wantsColor(false, {})).toBe(false);
  expect(wantsColor(true, { NO_COLOR: '1' })).toBe(false);
  expect(wantsColor(true, { NO_COLOR: '' })).toBe(true); // (no-color.org: set to a non-empty value)
  expect(wantsColor(true, { TERM: 'dumb' })).toBe(false);
});

test('reliability: --format text (default), markdown and json; the input kind is --input (or, as before, --format auto|agent-eval|tau-bench)', async () => {
  const fixture = path.join(REPO, '__tests__/fixtures/reliability/tau-bench');
  const text = await cli('reliability', fixture);
  expect(text.stdout).toMatch(/^Reliability: tau-bench results\n/);
  expect(await cli('reliability', fixture, '--format', 'text')).toEqual(text);
  expect(await cli('reliability', fixture, '--format', 'tau-bench')).toEqual(text); // (the older spelling of --input)
  expect(await cli('reliability', fixture, '--input', 'tau-bench')).toEqual(text);
  const md = await cli('reliability', fixture, '--format', 'markdown', '--input', 'tau-bench');
  expect(md.stdout).toMatch(
    /^#### Reliability of tau-bench results \(harness-reported rewards\) across 3 trial\(s\) — /,
  );
  expect(md.stdout).toContain('| k | pass^k % | pass@k % |');
  const json = await cli('reliability', fixture, '--format', 'json');
  expect(json.stdout).toBe((await cli('reliability', fixture, '--json')).stdout);
  expect(JSON.parse(json.stdout)).toMatchObject({ n_trials: 3, format: 'tau-bench' });
  expect(await cli('reliability', fixture, '--format', 'tau-bench', '--input', 'tau-bench')).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('the input is --input'),
  });
});

test('rescore: --format text (default), markdown (leaderboard.md) and json (leaderboard.json)', async () => {
  const bench = makeBenchmark();
  const submissions = tempDir();
  writeRecords(path.join(submissions, 'alpha'), 'main', 'trial-1', {
    task_01_logs: trajectory({ task_key: 'task_01_logs' }, { success: true }),
  });
  const out = tempDir();
  const text = await cli(
    'rescore',
    '--benchmark',
    bench,
    '--submissions',
    submissions,
    '--out',
    out,
    '--quiet',
    '--fail-on',
    'never',
  );
  expect(text.stdout).toMatch(/^Leaderboard: 1 submission\(s\): 0 final, 1 not final, 0 invalid\.\n/);
  const md = await cli(
    'rescore',
    '--benchmark',
    bench,
    '--submissions',
    submissions,
    '--out',
    out,
    '--quiet',
    '--fail-on',
    'never',
    '--format',
    'markdown',
  );
  expect(md.stdout).toBe(readFileSync(path.join(out, 'leaderboard.md'), 'utf8'));
  const json = await cli(
    'rescore',
    '--benchmark',
    bench,
    '--submissions',
    submissions,
    '--out',
    out,
    '--quiet',
    '--fail-on',
    'never',
    '--format',
    'json',
  );
  expect(json.stdout).toBe(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
});
