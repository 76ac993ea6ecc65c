/**
 * The hand-overs between commands (docs/provenance.md): reports scored at a checkout with
 * uncommitted changes are read by compare, the one same-benchmark rule decides, shards of one
 * suite are rescored at their checkout, --task filters a trajectory suite, and an internal error
 * is one line (docs/cli.md#exit-codes). Real git checkouts in temp dirs, the CLI in process.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../../src/cli/main.js';
import { comparisonSchema } from '../../../src/core/compare/schema.js';
import { cli, readReport, REPO, tempDir } from '../../support/helpers.js';

const DEMO = path.join(REPO, 'examples/runs/demo');
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    encoding: 'utf8',
  }).trim();

/** The example benchmark as a git checkout of its own, committed. */
function checkout(): string {
  const bench = path.join(tempDir(), 'bench');
  cpSync(path.join(REPO, 'examples/benchmark'), bench, {
    recursive: true,
    filter: (src) => !src.includes('__pycache__'),
  });
  git(bench, 'init', '-q', '-b', 'main');
  git(bench, 'add', '-A');
  git(bench, 'commit', '-q', '-m', 'benchmark');
  return bench;
}

async function score(bench: string, ...extra: string[]): Promise<string> {
  const out = tempDir();
  const r = await cli(
    'score',
    '--benchmark',
    bench,
    '--run',
    DEMO,
    '--suite',
    'qa',
    '--out',
    out,
    '--fail-on',
    'never',
    ...extra,
  );
  expect(r.stderr).not.toMatch(/internal error/);
  expect(r.code).toBe(0);
  return out;
}

test('compare --json and --out read reports of a dirty checkout; clean vs dirty is a finding, two dirty with the same digest are the same', async () => {
  const bench = checkout();
  const clean = await score(bench);
  appendFileSync(path.join(bench, 'README.md'), 'an uncommitted line\n');
  const r1 = await score(bench);
  const r2 = await score(bench);
  expect(readReport(r1).benchmark.dirty).toMatchObject({
    count: 1,
    paths: ['README.md'],
    sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
  });

  // Two dirty reports with the same uncommitted content: the same benchmark (it crashed with a ZodError, exit 2).
  const same = await cli('compare', r1, r2, '--json');
  expect(same.stderr).not.toMatch(/internal error|ZodError/);
  const json = JSON.parse(same.stdout);
  expect(comparisonSchema().safeParse(json).success).toBe(true);
  expect(json.benchmarks.same).toBe(true);
  expect(json.arms[0].benchmark).toEqual(readReport(r1).benchmark); // carried as the report has it
  const out = tempDir();
  const written = await cli('compare', r1, r2, '--out', out);
  expect(written.stderr).not.toMatch(/internal error|ZodError|\n\s+at /);
  // The views say the uncommitted change (the terminal and compare.md are this markdown).
  for (const view of [written.stdout, readFileSync(path.join(out, 'compare.md'), 'utf8')])
    expect(view).toContain('The benchmark checkout had 1 uncommitted change(s)');
  expect(JSON.parse(readFileSync(path.join(out, 'compare.json'), 'utf8')).arms.at(-1).benchmark.dirty.sha256).toBe(
    readReport(r2).benchmark.dirty.sha256,
  );

  // The clean commit against an uncommitted change of it: not the same benchmark, a finding, exit 1 (it was exit 0,
  // "the same benchmark").
  const differ = await cli('compare', clean, r1, '--json');
  expect(differ.code).toBe(1);
  const d = JSON.parse(differ.stdout);
  expect(d.benchmarks.same).toBe(false);
  expect(d.findings[0]).toMatchObject({
    code: 'different_benchmarks',
    message: expect.stringContaining('no uncommitted change vs 1 uncommitted change(s)'),
  });

  // Another uncommitted change: another digest, not the same benchmark.
  appendFileSync(path.join(bench, 'README.md'), 'and another\n');
  const r3 = await score(bench);
  expect((await cli('compare', r1, r3, '--json')).code).toBe(1);
});

test('rescore --partials --shards --benchmark accepts the shards of rescore --suite at that same checkout', async () => {
  const bench = checkout();
  const subs = path.join(tempDir(), 's');
  mkdirSync(subs);
  cpSync(DEMO, path.join(subs, 'demo'), { recursive: true });
  const parts = path.join(tempDir(), 'p');
  for (const i of [1, 2]) {
    const r = await cli(
      'rescore',
      '--benchmark',
      bench,
      '--submissions',
      subs,
      '--suite',
      'qa',
      '--shard',
      `${i}/2`,
      '--out',
      path.join(parts, `p${i}`),
    );
    expect(r.stderr).not.toMatch(/internal error/);
  }
  const lb = tempDir();
  const r = await cli('rescore', '--partials', parts, '--shards', '2', '--benchmark', bench, '--out', lb);
  expect(r.stderr).not.toMatch(/not of the benchmark checkout|not the same benchmark/);
  expect(r.code).toBe(0);
  expect(
    JSON.parse(readFileSync(path.join(lb, 'leaderboard.json'), 'utf8')).suites.map((s: { name: string }) => s.name),
  ).toEqual(['qa']);
});

test('site says a dirty benchmark on the index, submission and drift pages', async () => {
  const bench = checkout();
  const subs = path.join(tempDir(), 's');
  mkdirSync(subs);
  cpSync(DEMO, path.join(subs, 'demo'), { recursive: true });
  const rescore = async (...extra: string[]) => {
    const out = tempDir();
    const r = await cli(
      'rescore',
      '--benchmark',
      bench,
      '--submissions',
      subs,
      '--suite',
      'qa',
      '--out',
      out,
      '--fail-on',
      'never',
      ...extra,
    );
    expect(r.stderr).not.toMatch(/internal error/);
    return out;
  };
  const baseline = await rescore();
  appendFileSync(path.join(bench, 'README.md'), 'an uncommitted line\n');
  const lb = await rescore('--baseline', path.join(baseline, 'leaderboard.json'));
  const site = tempDir();
  const r = await cli('site', '--leaderboard', lb, '--out', site);
  expect(r.stderr).not.toMatch(/internal error/);
  const said = 'The benchmark checkout had 1 uncommitted change(s)';
  for (const page of ['index.html', 'submissions/demo/index.html', 'drift.html'])
    expect(readFileSync(path.join(site, page), 'utf8')).toContain(said);
  // The drift page says why the benchmark changed (one rule, one sentence): same commit, uncommitted change.
  expect(readFileSync(path.join(site, 'drift.html'), 'utf8')).toContain(
    'not the same benchmark (docs/provenance.md): no uncommitted change vs 1 uncommitted change(s)',
  );
});

test('score --suite main --task T on a trajectory suite: the other tasks are not scored and not charged', async () => {
  const run = async (...extra: string[]) => {
    const out = tempDir();
    const r = await cli(
      'score',
      '--benchmark',
      path.join(REPO, 'examples/benchmark'),
      '--run',
      DEMO,
      '--suite',
      'main',
      '--out',
      out,
      '--fail-on',
      'never',
      ...extra,
    );
    expect(r.stderr).not.toMatch(/internal error/);
    return readReport(out);
  };
  const errorsOf = (report: {
    suites: Array<{ trials: Array<{ errors: Array<{ record: string; message: string }> }> }>;
  }) => report.suites[0]!.trials.flatMap((t) => t.errors.map((e) => `${e.record}: ${e.message}`));
  const all = await run();
  const one = await run('--task', 'task_03_craft_weapons');
  // Every error of the --task report is one the whole suite has too: nothing is charged for the other tasks
  // (they were "Task … is not in the selected suite" and "Ambiguous or unknown task_id" errors).
  const whole = new Set(errorsOf(all));
  expect(errorsOf(one).filter((e) => !whole.has(e))).toEqual([]);
  expect(JSON.stringify(one)).toMatch(/\d+ record\(s\) of other tasks not scored \(--task\)/);
});

test('an error thrown inside a command is one line naming the command and its input, exit 3; the trace only with AGENT_EVAL_DEBUG=1', async () => {
  const boom = async () => {
    throw new TypeError('x is not a function');
  };
  const run = async () => {
    let stderr = '';
    const code = await main(
      ['compare', 'a/scores.json', 'b'],
      { out: () => {}, err: (t) => (stderr += t), isTTY: false },
      { compare: boom },
    );
    return { code, stderr };
  };
  const plain = await run();
  expect(plain).toEqual({
    code: 3,
    stderr:
      'agent-eval: internal error (a bug in agent-eval, not in your input) in `agent-eval compare a/scores.json b`: TypeError: x is not a function. Run it again with AGENT_EVAL_DEBUG=1 for the trace, and report it with that.\n',
  });
  process.env.AGENT_EVAL_DEBUG = '1';
  try {
    const debug = await run();
    expect(debug.code).toBe(3);
    expect(debug.stderr.split('\n')[0]).toBe(plain.stderr.trimEnd());
    expect(debug.stderr).toMatch(/\n\s+at /);
  } finally {
    delete process.env.AGENT_EVAL_DEBUG;
  }
});

test('every view renders the one provenance sentence, and says the uncommitted changes', async () => {
  const bench = checkout();
  const commit = git(bench, 'rev-parse', 'HEAD').slice(0, 12);
  // Two uncommitted changes: a README line, and an import stage for the main suite.
  appendFileSync(path.join(bench, 'README.md'), 'an uncommitted line\n');
  const manifest = path.join(bench, 'agent-eval.yml');
  writeFileSync(
    manifest,
    readFileSync(manifest, 'utf8').replace(
      '  - name: main\n    kind: trajectory\n',
      '  - name: main\n    kind: trajectory\n    import: { stage: main }\n',
    ),
  );
  // The sentence in any view: backticks, <code> and escapes taken away.
  const sentence = new RegExp(
    `Benchmark agentworld-mini at commit ${commit} with 2 uncommitted change\\(s\\), manifest sha256 [0-9a-f]{12}`,
  );
  const warning = 'The benchmark checkout had 2 uncommitted change(s)';
  const plainText = (view: string) => view.replace(/<[^>]*>|`/g, '').replace(/\\([()])/g, '$1');
  const says = (where: string, view: string) => {
    expect({ where, sentence: sentence.test(plainText(view)) }).toEqual({ where, sentence: true });
    expect({ where, warning: plainText(view).includes(warning) }).toEqual({ where, warning: true });
  };

  // score: the terminal and summary.md (the PR comment and the job summary).
  const scored = tempDir();
  const s = await cli('score', '--benchmark', bench, '--run', DEMO, '--out', scored, '--fail-on', 'never');
  says('score terminal', s.stdout + s.stderr);
  says('summary.md', readFileSync(path.join(scored, 'summary.md'), 'utf8'));

  // compare: the terminal and compare.md (compare.json carries the benchmark objects as written).
  const again = tempDir();
  expect(
    (await cli('score', '--benchmark', bench, '--run', DEMO, '--out', again, '--fail-on', 'never')).stderr,
  ).not.toMatch(/internal error/);
  const compared = tempDir();
  const c = await cli('compare', scored, again, '--out', compared);
  says('compare terminal', c.stdout);
  says('compare.md', readFileSync(path.join(compared, 'compare.md'), 'utf8'));

  // rescore: the terminal, leaderboard.md, drift.md; site: the index, submission and drift pages.
  const subs = path.join(tempDir(), 's');
  mkdirSync(subs);
  cpSync(DEMO, path.join(subs, 'demo'), { recursive: true });
  const lb = tempDir();
  const r = await cli(
    'rescore',
    '--benchmark',
    bench,
    '--submissions',
    subs,
    '--suite',
    'qa',
    '--out',
    lb,
    '--fail-on',
    'never',
  );
  const lb2 = tempDir();
  const r2 = await cli(
    'rescore',
    '--benchmark',
    bench,
    '--submissions',
    subs,
    '--suite',
    'qa',
    '--out',
    lb2,
    '--fail-on',
    'never',
    '--baseline',
    path.join(lb, 'leaderboard.json'),
  );
  expect([r.code, r2.code]).toEqual([0, 0]);
  says('rescore terminal', r2.stdout + r2.stderr);
  says('leaderboard.md', readFileSync(path.join(lb2, 'leaderboard.md'), 'utf8'));
  says('drift.md', readFileSync(path.join(lb2, 'drift.md'), 'utf8'));
  expect(plainText(readFileSync(path.join(lb2, 'drift.md'), 'utf8'))).toContain(
    'Same benchmark as the baseline: Benchmark agentworld-mini',
  );
  const site = tempDir();
  expect((await cli('site', '--leaderboard', lb2, '--out', site)).code).toBe(0);
  for (const page of ['index.html', 'submissions/demo/index.html', 'drift.html'])
    says(page, readFileSync(path.join(site, page), 'utf8'));

  // import: the terminal and index.md.
  const rows = ['task_01_collect_logs_kill_zombies', 'task_02_craft_staff'].map((task) => ({
    stage: 'main',
    task,
    success: true,
    message: 'Done: True',
    CCE: 0.5,
    rounds: 3,
    chats: 1,
  }));
  const file = path.join(tempDir(), 'checkpoint_inputs.json');
  writeFileSync(file, JSON.stringify({ 'model-a': rows }));
  const imported = tempDir();
  const i = await cli(
    'import',
    'checkpoint-inputs',
    file,
    '--benchmark',
    bench,
    '--out',
    path.join(imported, 'out'),
    '--fail-on',
    'never',
  );
  expect(i.stderr).not.toMatch(/internal error/);
  says('import terminal', i.stdout);
  says('index.md', readFileSync(path.join(imported, 'out', 'index.md'), 'utf8'));
});
