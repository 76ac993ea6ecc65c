/**
 * The bundled action end to end, run as the runner runs it, against a real git repository
 * holding the example benchmark (file://, pinned by SHA, tag or branch) and a real HTTP server
 * standing in for the GitHub REST API.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { stickyMarker } from '../../../src/github/comment.js';
import { tempDir, write } from '../../support/helpers.js';
import { FakeGitHubApi, isGraphql, isWrite, type Comment } from '../../support/github-api.js';
import { activeContent, EVIL } from '../../support/inert.js';
import {
  allFiles,
  benchmarkRepo,
  commands,
  DEMO,
  EXAMPLE,
  node24,
  runAction,
  type BenchmarkRepo,
  type RunOptions,
} from '../../support/runner.js';

const TOKEN = 'ghs_TestTokenThatMustNeverLeak0123456789';
const OWNER = 'bench-org';
const REPO_NAME = 'submissions';
let api: FakeGitHubApi;
let bench: BenchmarkRepo;

beforeAll(() => {
  bench = benchmarkRepo();
});
// A fresh REST stand-in for every test: a late request from a test that timed out can never land
// in the next test's log.
beforeEach(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
});
afterEach(() => api.stop());

function run(inputs: Record<string, string>, extra: Omit<RunOptions, 'inputs'> = {}) {
  return runAction({
    ...extra,
    inputs: {
      'benchmark-repository': bench.url,
      'benchmark-ref': bench.sha,
      'run-dir': 'submission',
      token: TOKEN,
      ...inputs,
    },
    env: { GITHUB_API_URL: api.url, ...extra.env },
  });
}

function brokenBenchmark(): string {
  const dir = tempDir();
  write(
    path.join(dir, 'agent-eval.yml'),
    'version: 1\nname: x\nsuites:\n  - name: main\n    kind: trajectory\n    tasks: tasks/*.yaml\n    verifier: {command: [python3], timeout: 3}\n',
  );
  return dir;
}

/** The demo's table suite alone: no verifier processes, so the comment-mechanics runs are quicker. */
const PREP = { suites: 'prep', 'run-dir': 'submission/prep' };

const commentsOn = (n: number): Comment[] => api.issue(OWNER, REPO_NAME, n);
const writes = () => api.requests.filter(isWrite).map((r) => `${r.method} ${r.status}`);
/** Every request in order; GRAPHQL: the query for the token's own login, which the comment is found by. */
const sequence = () => api.requests.map((q) => `${isGraphql(q) ? 'GRAPHQL' : q.method} ${q.status}`);

test('first run: the report on disk, outputs, job summary, and one new comment on the pull request', async () => {
  const r = await run({});
  expect(r.stderr).toBe('');
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);

  // Outputs, as action.yml documents them.
  const reportFile = path.join(r.workspace, 'agent-eval-report/scores.json');
  expect(r.outputs).toMatchObject({
    status: 'final',
    final: 'true',
    valid: 'true',
    report: reportFile,
    summary: path.join(r.workspace, 'agent-eval-report/summary.md'),
    'summary-csv': path.join(r.workspace, 'agent-eval-report/summary.csv'),
    'report-dir': path.join(r.workspace, 'agent-eval-report'),
    'benchmark-commit': bench.sha,
  });
  const metrics = JSON.parse(r.outputs.metrics!);
  expect(Object.keys(metrics)).toEqual(['main', 'augmented', 'augmented/v1', 'augmented/v2', 'prep', 'qa']);
  expect(metrics.main['trial-1']).toMatchObject({ SR_percent: 75, PSR_percent: 90 });

  // The report records the pinned commit, and the checkout outside the workspace is gone.
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  expect(report.benchmark).toMatchObject({ name: 'agentworld-mini', commit: bench.sha, repository: bench.url });
  expect(report.submission.path).toBe('submission');
  expect(allFiles(r.runnerTemp)).toEqual([]);

  // Job summary: summary.md itself.
  expect(r.summary).toBe(readFileSync(path.join(r.workspace, 'agent-eval-report/summary.md'), 'utf8'));
  expect(r.summary).toMatch(/^## agent-eval: agentworld-mini — ✅ FINAL/);

  // One comment, with the hidden marker for the default key (the workflow name), a link to the run and the artifact.
  const comments = commentsOn(7);
  expect(comments).toHaveLength(1);
  expect(comments[0]!.body.split('\n')[0]).toBe(stickyMarker('Score submissions'));
  expect(comments[0]!.body).toContain('## agent-eval: agentworld-mini — ✅ FINAL');
  expect(comments[0]!.body).toContain('[Workflow run](https://github.com/bench-org/submissions/actions/runs/4242)');
  expect(comments[0]!.body).toContain('report artifact `agent-eval-report`');
  expect(r.outputs['comment-url']).toBe(comments[0]!.html_url);
  expect(writes()).toEqual(['POST 201']);
});

test('second run updates that same comment; a different comment-key makes a second one', async () => {
  const first = await run(PREP);
  const [original] = commentsOn(7);
  expect(first.code).toBe(0);

  const second = await run(PREP);
  expect(second.code).toBe(0);
  expect(commentsOn(7)).toHaveLength(1);
  expect(commentsOn(7)[0]!.id).toBe(original!.id);
  expect(commentsOn(7)[0]!.updated_at).not.toBe(commentsOn(7)[0]!.created_at);
  expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);

  const other = await run({ ...PREP, 'comment-key': 'nightly rescore' });
  expect(other.code).toBe(0);
  expect(commentsOn(7).map((c) => c.body.split('\n')[0])).toEqual([
    stickyMarker('Score submissions'),
    stickyMarker('nightly rescore'),
  ]);
  expect(writes()).toEqual(['POST 201', 'PATCH 200', 'POST 201']);
});

test('120 existing comments: pagination still finds ours (on page 2) and updates it', async () => {
  for (let i = 0; i < 120; i++) {
    if (i === 110)
      api.seed(OWNER, REPO_NAME, 8, `${stickyMarker('Score submissions')}\nold result`, {
        login: 'github-actions[bot]',
        type: 'Bot',
      });
    // Someone quoting our marker in their own comment is not ours.
    else api.seed(OWNER, REPO_NAME, 8, i === 5 ? `${stickyMarker('Score submissions')}\nfake` : `comment ${i}`);
  }
  const ours = commentsOn(8)[110]!;
  const r = await run(PREP, { event: { name: 'pull_request', payload: { pull_request: { number: 8 } } } });
  expect(r.code).toBe(0);
  expect(commentsOn(8)).toHaveLength(120);
  expect(commentsOn(8)[110]!.body).toContain('✅ FINAL');
  expect(commentsOn(8)[5]!.body).toContain('fake');
  expect(r.outputs['comment-url']).toBe(ours.html_url);
  const lists = api.requests.filter((q) => q.method === 'GET');
  expect(lists.map((q) => q.query.get('page') ?? '1')).toEqual(['1', '2']);
  expect(writes()).toEqual(['PATCH 200']);
});

test('the benchmark pinned by tag or followed by branch: the resolved SHA is recorded; require-pinned-ref refuses anything but a full SHA', async () => {
  const byTag = await run({ ...PREP, 'benchmark-ref': bench.tag, comment: 'off' });
  expect(byTag.code).toBe(0);
  expect(byTag.outputs['benchmark-commit']).toBe(bench.sha);
  expect(JSON.parse(readFileSync(byTag.outputs.report!, 'utf8')).benchmark).toMatchObject({
    name: 'agentworld-mini',
    commit: bench.sha,
  });

  const byBranch = await run({ ...PREP, 'benchmark-ref': bench.branch, comment: 'off' });
  expect(byBranch.code).toBe(0);
  expect(byBranch.outputs['benchmark-commit']).toBe(bench.headSha);
  expect(JSON.parse(readFileSync(byBranch.outputs.report!, 'utf8')).benchmark).toMatchObject({
    name: 'agentworld-mini-next',
    commit: bench.headSha,
  });

  const refused = await run({ 'benchmark-ref': bench.tag, 'require-pinned-ref': 'true' });
  expect(refused.code).toBe(1);
  expect(commands(refused.stdout, 'error')).toEqual([
    'agent-eval: input benchmark-ref: require-pinned-ref is true, so it must be a full commit SHA (40 hex digits), not "v1"',
  ]);
  expect(refused.outputs).toEqual({});
  expect(existsSync(path.join(refused.workspace, 'agent-eval-report'))).toBe(false);

  const pinned = await run({ ...PREP, 'require-pinned-ref': 'true', comment: 'off' });
  expect(pinned.code).toBe(0);
  expect(pinned.outputs['benchmark-commit']).toBe(bench.sha);
  expect(api.requests).toEqual([]);
});

test('usage and configuration errors fail the job with a message that names the input', async () => {
  // The bundle end to end; inputs.test.ts covers every input's validation in-process.
  const cases: [Record<string, string>, string | RegExp][] = [
    [
      { 'fail-on': 'sometimes' },
      'agent-eval: input fail-on: must be one of non-final, invalid, failure, never (got "sometimes")',
    ],
    [{ 'run-dir': 'nope' }, 'agent-eval: input run-dir: nope is not a directory'],
    [{ 'benchmark-repository': '' }, /^agent-eval: input benchmark-repository: is required/],
    [
      { 'benchmark-repository': 'https://user:secret@example.com/x.git' },
      'agent-eval: input benchmark-repository: must not carry credentials; pass them as benchmark-token (got "https://***@example.com/x.git")',
    ],
    [
      { suites: 'main, nosuch' },
      /^agent-eval: input suites: nosuch: no such suite in .*agent-eval\.yml \(suites: main, augmented[^)]*\)$/,
    ],
    [
      { 'benchmark-repository': '', 'benchmark-ref': '', 'benchmark-path': brokenBenchmark() },
      /^agent-eval: the benchmark's configuration cannot be used: .*agent-eval\.yml: suites\[0\]\.verifier: .*timeout/,
    ],
    [
      { 'benchmark-ref': 'no-such-tag' },
      new RegExp(
        `^agent-eval: could not fetch no-such-tag from ${bench.url}: .*couldn't find remote ref no-such-tag .*check benchmark-ref\\)$`,
      ),
    ],
  ];
  for (const [inputs, message] of cases) {
    const r = await run(inputs);
    const errors = commands(r.stdout, 'error');
    expect({ inputs, code: r.code, errors: errors.length }).toEqual({ inputs, code: 1, errors: 1 });
    if (typeof message === 'string') expect(errors[0]).toBe(message);
    else expect(errors[0]).toMatch(message);
    expect(r.stdout).not.toMatch(/internal error/);
    expect(r.stdout).not.toContain('secret');
  }
  expect(api.requests).toEqual([]);
});

test("something left holding node after the run (here a child process a preloaded script keeps) does not hang the job: a warning naming it, and the job's result", async () => {
  const hold = write(
    path.join(tempDir(), 'hold.cjs'),
    "const c = require('node:child_process').spawn('sleep', ['60'], { stdio: 'pipe' }); process.on('exit', () => c.kill());\n",
  );
  const r = await run({ 'fail-on': 'sometimes' }, { env: { NODE_OPTIONS: `--require ${hold}` } });
  expect(r.code).toBe(1); // the input error's failure is kept
  expect(commands(r.stdout, 'error')).toEqual([
    'agent-eval: input fail-on: must be one of non-final, invalid, failure, never (got "sometimes")',
  ]);
  const warnings = commands(r.stdout, 'warning');
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(
    /^agent-eval finished 5 s ago, but something still held node \(.*ProcessWrap.*\); leaving now$/,
  );
});

test('a read-only token (fork pull request): 403 gives a warning on how to publish from a trusted workflow, a green job and the report on disk', async () => {
  api.readOnly = true;
  const r = await run(PREP);
  expect(r.code).toBe(0);
  expect(commands(r.stdout, 'error')).toEqual([]);
  const warnings = commands(r.stdout, 'warning');
  const forbidden = warnings.find((w) => w.includes('could not comment on #7'));
  expect(forbidden).toMatch(/HTTP 403: Resource not accessible by integration/);
  expect(forbidden).toMatch(/forks/);
  expect(forbidden).toMatch(/workflow_run/);
  expect(commentsOn(7)).toEqual([]);
  expect(JSON.parse(readFileSync(path.join(r.workspace, 'agent-eval-report/scores.json'), 'utf8')).status).toBe(
    'final',
  );
  expect(r.outputs).toMatchObject({ status: 'final', final: 'true' });
  expect(r.outputs['comment-url']).toBeUndefined();
  expect(r.summary).toMatch(/^## agent-eval/);
  // Not retried: a 403 without rate-limit headers is final.
  expect(writes()).toEqual(['POST 403']);
});

test('5xx and rate limits are retried with backoff: 502 then 200 succeeds; a create whose answer was lost is not repeated', async () => {
  api.fail(
    { method: 'GET', status: 502, message: 'Bad Gateway' },
    { method: 'GET', status: 429, headers: { 'retry-after': '0' } },
  );
  const r = await run(PREP);
  expect(r.code).toBe(0);
  expect(commentsOn(7)).toHaveLength(1);
  expect(sequence()).toEqual(['GRAPHQL 200', 'GET 502', 'GET 429', 'GET 200', 'POST 201']);
  expect(
    commands(r.stdout, 'warning').filter((w) =>
      /GitHub API GET .* failed \(attempt \d of 4\): (HTTP 502|rate limited)/.test(w),
    ),
  ).toHaveLength(2);

  // A fresh issue: the create reaches GitHub but the answer is a 502; the rate-limited PATCH path is exercised next.
  api.reset();
  api.fail({ method: 'POST', status: 502, afterApplying: true });
  const lost = await run(PREP, { event: { name: 'pull_request', payload: { pull_request: { number: 9 } } } });
  expect(lost.code).toBe(0);
  expect(commentsOn(9)).toHaveLength(1);
  expect(sequence()).toEqual(['GRAPHQL 200', 'GET 200', 'POST 502', 'GET 200', 'PATCH 200']);
  expect(lost.outputs['comment-url']).toBe(commentsOn(9)[0]!.html_url);

  api.requests.length = 0;
  api.fail(
    {
      method: 'PATCH',
      status: 403,
      message: 'API rate limit exceeded',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)) },
    },
    { method: 'PATCH', status: 503 },
  );
  const limited = await run(PREP, { event: { name: 'pull_request', payload: { pull_request: { number: 9 } } } });
  expect(limited.code).toBe(0);
  expect(commentsOn(9)).toHaveLength(1);
  expect(sequence()).toEqual(['GRAPHQL 200', 'GET 200', 'PATCH 403', 'PATCH 503', 'PATCH 200']);
});

test('persistent 5xx: the comment is given up with a warning after 4 attempts; the job still follows fail-on', async () => {
  api.fail(...Array.from({ length: 4 }, () => ({ method: 'GET', status: 500 })));
  const r = await run(PREP);
  expect(r.code).toBe(0);
  expect(sequence()).toEqual(['GRAPHQL 200', 'GET 500', 'GET 500', 'GET 500', 'GET 500']);
  expect(commands(r.stdout, 'warning').some((w) => /could not comment on #7: HTTP 500/.test(w))).toBe(true);
  expect(existsSync(r.outputs.report!)).toBe(true);
});

test('fail-on decides the job on the report alone; the report, summary and comment are published either way', async () => {
  const partial = (dir: string) => {
    cpSync(path.join(DEMO, 'main/trial-1'), path.join(dir, 'submission/main/trial-1'), { recursive: true });
    rmSync(path.join(dir, 'submission/main/trial-1/episodes'), { recursive: true });
  };
  const failing = await run({ suites: 'main', 'run-dir': 'submission/main' }, { workspace: partial });
  expect(failing.code).toBe(1);
  expect(commands(failing.stdout, 'error')).toEqual([
    'The report does not pass fail-on non-final: status not_final (valid: true, final: false). See the job summary.',
  ]);
  expect(failing.outputs).toMatchObject({ status: 'not_final', final: 'false', valid: 'true' });
  expect(JSON.parse(failing.outputs.metrics!).main['trial-1'].SR_percent).toBeNull();
  expect(failing.summary).toMatch(/NOT FINAL/);
  expect(commentsOn(7)).toHaveLength(1);

  const tolerated = await run(
    { suites: 'main', 'run-dir': 'submission/main', 'fail-on': 'invalid' },
    { workspace: partial },
  );
  expect(tolerated.code).toBe(0);
  const strict = await run({ ...PREP, 'fail-on': 'failure', comment: 'off' });
  expect(strict.code).toBe(1);
  expect(commands(strict.stdout, 'error')[0]).toMatch(/does not pass fail-on failure: status final/);
  expect(commentsOn(7)).toHaveLength(1);
});

test('counts out of range in a submission (1.7e308 twice: a mean of Infinity): named errors on their records, and the report, job summary and comment are still published', async () => {
  const huge = (dir: string) => {
    const trial = path.join(dir, 'submission/main/trial-1');
    cpSync(path.join(DEMO, 'main/trial-1'), trial, { recursive: true });
    for (const name of ['task_03_craft_weapons_trajectory.json', 'task_06_trade_bread_trajectory.json']) {
      const record = JSON.parse(readFileSync(path.join(trial, name), 'utf8'));
      record.metrics.total_rounds = 1.7e308;
      write(path.join(trial, name), record);
    }
  };
  const r = await run({ suites: 'main', 'run-dir': 'submission/main' }, { workspace: huge });
  expect(r.stderr).toBe('');
  expect(commands(r.stdout, 'error')).toEqual([
    'The report does not pass fail-on non-final: status invalid (valid: false, final: false). See the job summary.',
  ]);
  expect(r.code).toBe(1);
  const report = JSON.parse(readFileSync(r.outputs.report!, 'utf8'));
  const message = 'metrics.total_rounds must be a whole number from 0 to 9007199254740991, got 1.7e+308';
  expect(report.suites[0].trials[0].errors).toEqual([
    { task: null, record: 'task_03_craft_weapons_trajectory.json', stage: 'record', message },
    { task: null, record: 'task_06_trade_bread_trajectory.json', stage: 'record', message },
  ]);
  expect(r.summary).toMatch(/^## agent-eval: agentworld-mini — ❌ INVALID/);
  expect(r.summary).toContain(
    'metrics.total\\_rounds must be a whole number from 0 to 9007199254740991, got 1.7e\\+308',
  );
  expect(commentsOn(7)).toHaveLength(1);
});

test('comment targets: auto follows the event (pull request, issue, none for push); a number is taken as given; off never comments', async () => {
  const push = await run(PREP, { event: { name: 'push', payload: { ref: 'refs/heads/main' } } });
  expect(push.code).toBe(0);
  expect(push.stdout).toMatch(/No comment: comment is auto and the push event is not about a pull request or issue/);
  expect(api.requests).toEqual([]);

  const issue = await run(PREP, {
    event: { name: 'issue_comment', payload: { issue: { number: 21, pull_request: {} }, comment: { id: 1 } } },
  });
  expect(issue.code).toBe(0);
  expect(commentsOn(21)).toHaveLength(1);

  const explicit = await run(
    { ...PREP, comment: '33' },
    { event: { name: 'workflow_run', payload: { workflow_run: { id: 1 } } } },
  );
  expect(explicit.code).toBe(0);
  expect(commentsOn(33)).toHaveLength(1);

  api.requests.length = 0;
  const off = await run({ ...PREP, comment: 'off' });
  expect(off.code).toBe(0);
  expect(api.requests).toEqual([]);
});

test('an oversized report is trimmed below both limits, with a note and links; the full report stays on disk', async () => {
  const huge = (dir: string) => {
    // 40 trials × 50 records that name unknown tasks with long names: summary.md is over the comment's
    // limit (Needs attention groups the 2,000 errors by cause, so it is no longer megabytes).
    for (let t = 1; t <= 40; t++) {
      for (let i = 0; i < 50; i++) {
        write(path.join(dir, `submission/main/trial-${t}/r${i}_trajectory.json`), {
          task_key: `unknown_${i}_${'x@y|<b>'.repeat(150)}`,
          rounds: [{ round: 1, actions: [] }],
        });
      }
    }
  };
  const before = `# Earlier step\n\n${'x'.repeat(1000 * 1024)}\n`; // with summary.md, over the job summary's 1 MiB
  const r = await run(
    {
      'benchmark-repository': '',
      'benchmark-ref': '',
      'benchmark-path': EXAMPLE,
      suites: 'main',
      'run-dir': 'submission/main',
    },
    { workspace: huge, summaryBefore: before },
  );
  expect(r.code).toBe(1); // invalid: unknown tasks
  const full = readFileSync(r.outputs.summary!, 'utf8');
  expect(Buffer.byteLength(full)).toBeGreaterThan(65_536);
  expect(Buffer.byteLength(full) + Buffer.byteLength(before)).toBeGreaterThan(1024 * 1024);
  const report = JSON.parse(readFileSync(r.outputs.report!, 'utf8'));
  expect(report.suites[0].trials).toHaveLength(40);
  expect(report.suites[0].trials.every((t: { errors: unknown[] }) => t.errors.length === 50)).toBe(true);

  // Job summary: what earlier steps wrote is kept, and the whole file stays under 1 MiB.
  expect(r.summary.startsWith(before)).toBe(true);
  expect(Buffer.byteLength(r.summary)).toBeLessThan(1024 * 1024);
  expect(Buffer.byteLength(r.summary)).toBeGreaterThan(900 * 1024);
  expect(r.summary).toContain(
    "> ⚠️ **Trimmed:** This job summary was cut to fit GitHub's limit of 1 MiB per step. The complete report (scores.json, summary.md, summary.csv) is in the artifact `agent-eval-report` of [the workflow run](https://github.com/bench-org/submissions/actions/runs/4242).",
  );
  expect(r.stdout).toMatch(/The job summary was trimmed to \d+ bytes/);

  // Comment: under 65,536 characters (the stand-in refuses longer bodies with 422, as GitHub does).
  const [comment] = commentsOn(7);
  expect(comment!.body.length).toBeLessThan(65_536);
  expect(comment!.body.length).toBeGreaterThan(60_000);
  expect(comment!.body).toContain(
    "> ⚠️ **Trimmed:** This comment was cut to fit GitHub's limit of 65,536 characters. The complete report (scores.json, summary.md, summary.csv) is in the artifact `agent-eval-report` of [the workflow run](https://github.com/bench-org/submissions/actions/runs/4242).",
  );
  expect(comment!.body).toMatch(
    /\n---\n<sub>\[Workflow run\]\(https:\/\/github\.com\/bench-org\/submissions\/actions\/runs\/4242\) · report artifact `agent-eval-report` · agent-eval [\d.]+<\/sub>\n$/,
  );
  // Cut between lines: every kept line is a whole line of summary.md.
  const kept = comment!.body
    .split('\n')
    .slice(1)
    .filter((l) => l && !l.startsWith('> ⚠️') && l !== '---' && !l.startsWith('<sub>'));
  const lines = new Set(full.split('\n'));
  expect(kept.filter((l) => !lines.has(l))).toEqual([]);
});

test('the token appears in no log, output, job summary, report, comment or file: only in the ::add-mask:: command the runner consumes', async () => {
  const r = await run({ ...PREP, 'comment-key': 'leak check' });
  expect(r.code).toBe(0);
  expect(commentsOn(7)).toHaveLength(1);
  const masks = commands(r.stdout, 'add-mask');
  expect(masks).toContain(TOKEN);
  const log = (r.stdout + r.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::'));
  expect(log.filter((l) => l.includes(TOKEN))).toEqual([]);
  const written = allFiles(r.workspace, r.runnerTemp, r.home, path.dirname(r.files.output));
  expect(written.length).toBeGreaterThanOrEqual(4);
  expect(written.filter((f) => readFileSync(f, 'utf8').includes(TOKEN))).toEqual([]);
  expect(commentsOn(7)[0]!.body).not.toContain(TOKEN);
  // It was used, as the API's Authorization header.
  expect(api.requests.every((q) => q.headers.authorization === `token ${TOKEN}`)).toBe(true);
});

test('hostile submission text (task names, messages, file names, trial names, metadata) is inert in the comment and the job summary', async () => {
  const evil = EVIL;
  const hostile = (dir: string) => {
    const sub = path.join(dir, 'submission');
    cpSync(path.join(DEMO, 'main/trial-1'), path.join(sub, 'main/trial-<img src=x>@admin|[x](http:evil)'), {
      recursive: true,
    });
    write(path.join(sub, 'metadata.json'), {
      agent: evil,
      model: '@octocat',
      '<b>key</b>': evil,
      submitted_by: '](https://evil.example)',
    });
    // A record naming an unknown task: the task name comes back in an error message.
    write(path.join(sub, 'main/trial-<img src=x>@admin|[x](http:evil)/zz_trajectory.json'), {
      task_key: evil,
      rounds: [{ round: 1, actions: [] }],
    });
    // A record whose path holds a closing tag across a directory boundary.
    write(
      path.join(sub, 'main/trial-<img src=x>@admin|[x](http:evil)/a</details>@team|![i](x)_trajectory.json'),
      '{not json',
    );
  };
  const r = await run({ suites: 'main', 'run-dir': 'submission/main', 'fail-on': 'never' }, { workspace: hostile });
  expect(r.code).toBe(0);
  const report = JSON.parse(readFileSync(r.outputs.report!, 'utf8'));
  expect(JSON.stringify(report)).toContain('</details><img src=x onerror=alert(1)>'); // the data is kept as it is in scores.json

  const [comment] = commentsOn(7);
  expect(activeContent(comment!.body)).toEqual([]);
  expect(activeContent(r.summary)).toEqual([]);
  // The hostile text did arrive, escaped: the unknown task, the record path and the metadata are all shown.
  expect(comment!.body).toContain('&lt;/details&gt;&lt;img src=x onerror=alert\\(1\\)&gt;');
  expect(comment!.body).toContain('@\u200boctocat');
  expect(comment!.body).toContain('`a‹/details›@\u200bteam\\|!\u200b[i]\u200b(x)_trajectory.json`'); // in a code span: inert
  expect(comment!.body).toContain('trial-&lt;img src=x&gt;@\u200badmin\\|\\[x\\]\\(http:evil\\)');
});

test('the same bundle on Node 24 (runs.using: node24): outputs, comment created then updated, a 502 retried', async () => {
  const first = await run({}, { node: node24 });
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  expect(first.outputs).toMatchObject({ status: 'final', final: 'true', valid: 'true', 'benchmark-commit': bench.sha });
  expect(first.summary).toMatch(/^## agent-eval: agentworld-mini — ✅ FINAL/);
  api.fail({ method: 'PATCH', status: 502 });
  const second = await run(PREP, { node: node24 });
  expect(second.code).toBe(0);
  expect(commentsOn(7)).toHaveLength(1);
  expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
  expect(writes()).toEqual(['POST 201', 'PATCH 502', 'PATCH 200']);
});

test("a copied marker on a person's comment is ignored, even where the token could edit it: ours is created once, then updated", async () => {
  api.editsAnyComment = true;
  api.seed(OWNER, REPO_NAME, 11, `${stickyMarker('Score submissions')}\nI copied the marker`, {
    login: 'mallory',
    type: 'User',
  });
  const event = { name: 'pull_request', payload: { pull_request: { number: 11 } } };
  expect((await run(PREP, { event })).code).toBe(0);
  expect(writes()).toEqual(['POST 201']);
  api.requests.length = 0;
  expect((await run(PREP, { event })).code).toBe(0);
  expect(writes()).toEqual(['PATCH 200']);
  expect(commentsOn(11).map((c) => [c.user.login, c.body.includes('I copied the marker')])).toEqual([
    ['mallory', true],
    ['github-actions[bot]', false],
  ]);
});

test("another App's bot comment carrying our marker, older than ours and editable by this token: never read or edited; ours is created once, then updated", async () => {
  api.editsAnyComment = true;
  const event = { name: 'pull_request', payload: { pull_request: { number: 12 } } };
  const other = api.seed(OWNER, REPO_NAME, 12, `${stickyMarker('Score submissions')}\nanother App's text`, {
    login: 'other-app[bot]',
    type: 'Bot',
  });
  expect((await run(PREP, { event })).code).toBe(0);
  expect(writes()).toEqual(['POST 201']);
  api.requests.length = 0;
  const again = await run(PREP, { event });
  expect(again.code).toBe(0);
  expect(writes()).toEqual(['PATCH 200']);
  expect(api.requests.find((q) => q.method === 'PATCH')!.path).not.toContain(String(other.id));
  expect(commentsOn(12).map((c) => [c.user.login, c.body.includes("another App's text")])).toEqual([
    ['other-app[bot]', true],
    ['github-actions[bot]', false],
  ]);
  expect(commentsOn(12)[0]!.body).toBe(`${stickyMarker('Score submissions')}\nanother App's text`);
  expect(again.outputs['comment-url']).toBe(commentsOn(12)[1]!.html_url);
});

test('run-dir through a symbolic link (a pull request replaced a submission, or a directory above it, with one): an input error naming it; nothing outside the checkout is read', async () => {
  const outside = tempDir();
  cpSync(DEMO, path.join(outside, 'elsewhere'), { recursive: true });
  const cases: [string, (dir: string) => void, string][] = [
    [
      'submission/submissions/foo',
      (dir) => (
        mkdirSync(path.join(dir, 'submission/submissions'), { recursive: true }),
        symlinkSync(path.join(outside, 'elsewhere'), path.join(dir, 'submission/submissions/foo'))
      ),
      'submission/submissions/foo',
    ],
    [
      'submission/prep',
      (dir) => symlinkSync(path.join(outside, 'elsewhere'), path.join(dir, 'submission')),
      'submission',
    ],
    // A `..` after a link is resolved through the link by the system: the link is refused first.
    [
      'submission/up/../prep',
      (dir) => (
        cpSync(DEMO, path.join(dir, 'submission'), { recursive: true }),
        symlinkSync(path.join(outside, 'elsewhere/prep'), path.join(dir, 'submission/up'))
      ),
      'submission/up',
    ],
  ];
  for (const [runDir, workspace, component] of cases) {
    const r = await run({ suites: 'prep', 'run-dir': runDir, comment: 'off' }, { workspace });
    expect({ runDir, code: r.code, errors: commands(r.stdout, 'error') }).toEqual({
      runDir,
      code: 1,
      errors: [`agent-eval: input run-dir: ${component} is a symbolic link; not followed`],
    });
    expect(existsSync(path.join(r.workspace, 'agent-eval-report'))).toBe(false);
  }
  // An absolute run-dir inside the workspace (`${{ github.workspace }}/…`) is checked from the workspace down.
  const inputs: Record<string, string> = {
    'benchmark-repository': bench.url,
    'benchmark-ref': bench.sha,
    suites: 'prep',
    comment: 'off',
  };
  const absolute = await runAction({
    inputs,
    workspace: (dir) => {
      symlinkSync(path.join(outside, 'elsewhere'), path.join(dir, 'submission'));
      inputs['run-dir'] = path.join(dir, 'submission/prep'); // the runner reads the inputs after preparing the workspace
    },
  });
  expect(commands(absolute.stdout, 'error')).toEqual([
    `agent-eval: input run-dir: ${path.join(absolute.workspace, 'submission')} is a symbolic link; not followed`,
  ]);
  // The same tree without links scores.
  const plain = await run({ suites: 'prep', 'run-dir': 'submission/prep', comment: 'off' });
  expect(plain.code).toBe(0);
});
