/**
 * agent-eval/publish, end to end with the bundled action: a workflow_run event, the review artifact
 * a real score-mode run wrote on a pull_request event (zipped by Python), served by the REST
 * API stand-in (artifact list, a 302 to a signed blob URL); and forged artifacts, each rejected
 * or rendered inert. Nothing here is mocked inside the action.
 */
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '../../../src/core/report/schema.js';
import { stickyMarker } from '../../../src/github/comment.js';
import { write } from '../../support/helpers.js';
import { FakeGitHubApi, isWrite, type Comment, type PullRequest } from '../../support/github-api.js';
import { activeContent, EVIL } from '../../support/inert.js';
import {
  allFiles,
  benchmarkRepo,
  commands,
  git,
  runAction,
  type BenchmarkRepo,
  type RunOptions,
  type RunResult,
} from '../../support/runner.js';
import { makeZip, type ZipEntry } from '../../support/zip.js';
import { slow } from '../../setup/timeouts.js';

const TOKEN = 'ghs_PublishTokenThatMustNeverLeak0123456789';
const OWNER = 'bench-org';
const REPO_NAME = 'submissions';
const HEAD = 'c0ffee'.padEnd(40, '1');
const OTHER_SHA = 'bad0'.padEnd(40, '2');
const RUN_ID = 555;
const PR = 7;
const SCORING_WORKFLOW = 'Score submissions';
const HEAD_BRANCH = 'my-submission';
const RUN_CREATED = '2026-01-01T00:00:00Z';

let api: FakeGitHubApi;
/** This repository's git history, behind the stand-in's compare API: main (v1, then one more commit), trunk = main, old (v1, then a commit not on main). */
let bench: BenchmarkRepo;
let oldOnly: string;
/** What the scoring run of pull request #7 wrote: scores.json, summary.md, pull-request.json, … */
let review: Record<string, string>;

beforeAll(async () => {
  // The benchmark is this repository (bench-org/submissions), checked out at v1, as the review workflow checks it out.
  bench = benchmarkRepo();
  git(bench.dir, 'remote', 'add', 'origin', `https://github.com/${OWNER}/${REPO_NAME}.git`);
  git(bench.dir, 'branch', 'trunk', 'main');
  git(bench.dir, 'checkout', '-q', '-b', 'old', bench.sha);
  git(bench.dir, 'commit', '-q', '--allow-empty', '-m', 'only on old');
  oldOnly = git(bench.dir, 'rev-parse', 'HEAD');
  git(bench.dir, 'checkout', '-q', '--detach', bench.tag);
  const scored = await runAction({
    inputs: { 'benchmark-path': bench.dir, 'run-dir': 'submission', comment: 'off', 'fail-on': 'never' },
    event: { name: 'pull_request', payload: { number: PR, pull_request: { number: PR, head: { sha: HEAD } } } },
  });
  expect(scored.code).toBe(0);
  const dir = scored.outputs['report-dir']!;
  review = Object.fromEntries(allFiles(dir).map((f) => [path.relative(dir, f), readFileSync(f, 'utf8')]));
  expect(JSON.parse(review['pull-request.json']!)).toEqual({
    pull_request_number: PR,
    head_sha: HEAD,
    repository: `${OWNER}/${REPO_NAME}`,
    comment_key: SCORING_WORKFLOW,
  });
  expect(JSON.parse(review['scores.json']!).benchmark).toMatchObject({
    repository: `https://github.com/${OWNER}/${REPO_NAME}.git`,
    commit: bench.sha,
  });
});
// A fresh REST stand-in for every test: a late request from a test that timed out can never land
// in the next test's log.
beforeEach(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
  resetApi();
});
afterEach(() => api.stop());

/** The stand-in as a fresh start: pull request #7 open, this repository's history behind compare. */
function resetApi(): void {
  api.reset();
  api.gitRepos.set(`${OWNER}/${REPO_NAME}`, bench.dir);
  api.pull(OWNER, REPO_NAME, pullRequest());
}

function pullRequest(over: Partial<PullRequest> = {}): PullRequest {
  return {
    number: PR,
    head: { sha: HEAD, ref: HEAD_BRANCH, repo: { full_name: 'fork-owner/submissions' } },
    base: { ref: 'main', repo: { full_name: `${OWNER}/${REPO_NAME}` } },
    ...over,
  };
}

function workflowRunEvent(over: Record<string, unknown> = {}) {
  return {
    name: 'workflow_run',
    payload: {
      action: 'completed',
      workflow_run: {
        id: RUN_ID,
        name: SCORING_WORKFLOW,
        head_sha: HEAD,
        head_branch: HEAD_BRANCH,
        event: 'pull_request',
        conclusion: 'success',
        created_at: RUN_CREATED,
        head_repository: { full_name: 'fork-owner/submissions' },
        pull_requests: [],
        ...over,
      },
      repository: { full_name: `${OWNER}/${REPO_NAME}`, default_branch: 'main' },
    },
  };
}

/** The review artifact as a zip, with entries replaced (a string), removed (null) or added. */
function reviewZip(changes: Record<string, string | null> = {}, extra: ZipEntry[] = []): Buffer {
  const files = { ...review, ...changes };
  const entries: ZipEntry[] = Object.entries(files)
    .filter((e): e is [string, string] => e[1] !== null)
    .map(([name, data]) => ({ name, data }));
  return makeZip([...entries, ...extra]);
}

function serve(zip: Buffer, over: { size_in_bytes?: number; head_sha?: string } = {}): void {
  api.artifact(RUN_ID, {
    id: 9001,
    name: 'agent-eval-report',
    zip,
    size_in_bytes: over.size_in_bytes,
    workflow_run: { id: RUN_ID, head_sha: over.head_sha ?? HEAD },
  });
}

function publish(inputs: Record<string, string> = {}, extra: Omit<RunOptions, 'inputs'> = {}): Promise<RunResult> {
  return runAction({
    event: workflowRunEvent(),
    ...extra,
    inputs: { mode: 'publish', token: TOKEN, ...inputs },
    env: { GITHUB_API_URL: api.url, GITHUB_WORKFLOW: 'Publish reviews', ...extra.env },
  });
}

const commentsOn = (n: number): Comment[] => api.issue(OWNER, REPO_NAME, n);
const writes = () => api.requests.filter(isWrite).map((r) => `${r.method} ${r.path}`);

/** A rejected artifact: the job fails naming the problem, and nothing is written to GitHub. */
function expectRejected(r: RunResult, problem: RegExp): void {
  const errors = commands(r.stdout, 'error');
  expect({ code: r.code, errors }).toEqual({ code: 1, errors: [expect.stringMatching(/^agent-eval: publish: /)] });
  expect(errors[0]).toMatch(problem);
  expect(writes()).toEqual([]);
  expect(r.outputs['comment-url']).toBeUndefined();
  expect(r.outputs['pull-request-number']).toBeUndefined();
}

test('a good artifact: downloaded through the API and the signed blob URL, checked, one sticky comment on the pull request, updated on the next run', async () => {
  serve(reviewZip());
  const r = await publish();
  expect(r.stderr).toBe('');
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(commands(r.stdout, 'warning')).toEqual([]);
  expect(r.code).toBe(0);

  // The API calls, in order: the artifact by name, its zip (302), the blob, the pull request, the open pull requests
  // from its head, its events (base changes), the benchmark commit against the default branch, its files, the pull
  // request again, then who the token is (GraphQL viewer: the comment is found among its own), then the comment.
  expect(api.requests.map((q) => `${q.method} ${q.path} ${q.status}`)).toEqual([
    `GET /repos/${OWNER}/${REPO_NAME}/actions/runs/${RUN_ID}/artifacts 200`,
    `GET /repos/${OWNER}/${REPO_NAME}/actions/artifacts/9001/zip 302`,
    'GET /_blob/9001.zip 200',
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR} 200`,
    `GET /repos/${OWNER}/${REPO_NAME}/pulls 200`,
    `GET /repos/${OWNER}/${REPO_NAME}/issues/${PR}/events 200`,
    `GET /repos/${OWNER}/${REPO_NAME}/compare/${bench.sha}...main 200`,
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR}/files 200`,
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR} 200`,
    'POST /graphql 200',
    `GET /repos/${OWNER}/${REPO_NAME}/issues/${PR}/comments 200`,
    `POST /repos/${OWNER}/${REPO_NAME}/issues/${PR}/comments 201`,
  ]);
  expect(api.requests[0]!.query.get('name')).toBe('agent-eval-report');
  expect(Object.fromEntries(api.requests[4]!.query)).toEqual({
    state: 'open',
    head: `fork-owner:${HEAD_BRANCH}`,
    per_page: '100',
  });
  // The token goes to the API only, never to the blob host.
  expect(api.blobRequests().map((q) => q.headers.authorization)).toEqual([undefined]);

  // One comment, keyed by the scoring workflow's name, rendered by our view from scores.json.
  const [comment] = commentsOn(PR);
  expect(commentsOn(PR)).toHaveLength(1);
  expect(comment!.body.split('\n')[0]).toBe(stickyMarker(SCORING_WORKFLOW));
  expect(comment!.body).toContain('## agent-eval: agentworld-mini — ✅ FINAL');
  expect(comment!.body).toContain(`[Workflow run](https://github.com/${OWNER}/${REPO_NAME}/actions/runs/${RUN_ID})`);
  expect(comment!.body).toContain('report artifact `agent-eval-report`');
  expect(activeContent(comment!.body)).toEqual([]);
  expect(r.outputs).toMatchObject({
    status: 'final',
    final: 'true',
    valid: 'true',
    'pull-request-number': String(PR),
    'comment-url': comment!.html_url,
  });

  // The report on disk: scores.json as validated, summary.md as rendered; nothing else from the artifact.
  const out = r.outputs['report-dir']!;
  expect(
    allFiles(out)
      .map((f) => path.relative(out, f))
      .sort(),
  ).toEqual(['scores.json', 'summary.md']);
  expect(readFileSync(path.join(out, 'scores.json'), 'utf8')).toBe(review['scores.json']);
  expect(r.summary).toBe(readFileSync(path.join(out, 'summary.md'), 'utf8'));

  // The token: masked, and in no log line, output or file.
  expect(commands(r.stdout, 'add-mask')).toContain(TOKEN);
  expect((r.stdout + r.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::') && l.includes(TOKEN))).toEqual(
    [],
  );
  expect(
    allFiles(r.workspace, r.runnerTemp, r.home, path.dirname(r.files.output)).filter((f) =>
      readFileSync(f, 'utf8').includes(TOKEN),
    ),
  ).toEqual([]);

  // The next publish of the same pull request updates that comment.
  api.requests.length = 0;
  const again = await publish();
  expect(again.code).toBe(0);
  expect(commentsOn(PR)).toHaveLength(1);
  expect(writes()).toEqual([`PATCH /repos/${OWNER}/${REPO_NAME}/issues/comments/${comment!.id}`]);
});

test("after a re-run, the newest artifact of that name is published, even when an older attempt's has the higher id", async () => {
  const older = JSON.parse(review['scores.json']!) as { status: string; final: boolean };
  api.artifact(RUN_ID, {
    id: 9050,
    name: 'agent-eval-report',
    zip: reviewZip({ 'scores.json': `${JSON.stringify({ ...older, status: 'not_final', final: false }, null, 2)}\n` }),
    created_at: '2026-01-01T00:00:00Z',
    workflow_run: { id: RUN_ID, head_sha: HEAD },
  });
  api.artifact(RUN_ID, {
    id: 9001,
    name: 'agent-eval-report',
    zip: reviewZip(),
    created_at: '2026-01-01T00:20:00Z',
    workflow_run: { id: RUN_ID, head_sha: HEAD },
  });
  const r = await publish();
  expect(r.code).toBe(0);
  expect(api.requests.map((q) => q.path)).toContain(`/repos/${OWNER}/${REPO_NAME}/actions/artifacts/9001/zip`);
  expect(api.requests.map((q) => q.path)).not.toContain(`/repos/${OWNER}/${REPO_NAME}/actions/artifacts/9050/zip`);
  expect(commentsOn(PR)[0]!.body).toContain('## agent-eval: agentworld-mini — ✅ FINAL');
});

test('artifact-path: an artifact already on disk is read with the same checks', async () => {
  const r = await publish(
    { 'artifact-path': 'review' },
    {
      workspace: (dir) => Object.entries(review).forEach(([name, text]) => write(path.join(dir, 'review', name), text)),
    },
  );
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  expect(commentsOn(PR)).toHaveLength(1);
  expect(api.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR}`,
    `GET /repos/${OWNER}/${REPO_NAME}/pulls`,
    `GET /repos/${OWNER}/${REPO_NAME}/issues/${PR}/events`,
    `GET /repos/${OWNER}/${REPO_NAME}/compare/${bench.sha}...main`,
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR}/files`,
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR}`,
    'POST /graphql',
    `GET /repos/${OWNER}/${REPO_NAME}/issues/${PR}/comments`,
    `POST /repos/${OWNER}/${REPO_NAME}/issues/${PR}/comments`,
  ]);
});

test('oversized: an artifact listed over max-artifact-bytes is not downloaded; a scores.json that inflates past its bound is refused', async () => {
  serve(reviewZip(), { size_in_bytes: 11 * 1024 * 1024 });
  const listed = await publish();
  expectRejected(listed, /it is 11534336 bytes, over max-artifact-bytes \(10485760\); it was not downloaded$/);
  expect(api.requests.map((q) => q.path)).toEqual([`/repos/${OWNER}/${REPO_NAME}/actions/runs/${RUN_ID}/artifacts`]);

  // A zip bomb: 4 MB of JSON that compresses to a few KB; the bound is 8 × 64 KiB uncompressed.
  resetApi();
  const bomb = `{"report_version": 1, "pad": "${' '.repeat(4 * 1024 * 1024)}"}`;
  serve(reviewZip({ 'scores.json': bomb }));
  const inflated = await publish({ 'max-artifact-bytes': String(64 * 1024) });
  expectRejected(
    inflated,
    /the zip cannot be used: "scores\.json" is \d+ bytes uncompressed, over the limit of 524288$/,
  );

  // The same from a directory.
  const onDisk = await publish(
    { 'artifact-path': 'review', 'max-artifact-bytes': String(64 * 1024) },
    { workspace: (dir) => writeReview(dir, { 'scores.json': bomb }) },
  );
  expectRejected(onDisk, /scores\.json is \d+ bytes, over the limit of 524288$/);
});

function writeReview(dir: string, changes: Record<string, string | null> = {}): void {
  for (const [name, text] of Object.entries({ ...review, ...changes }))
    if (text !== null) write(path.join(dir, 'review', name), text);
}

/** The scoring run's scores.json, changed. */
function repeated(change: (report: Report) => unknown): string {
  const report = JSON.parse(review['scores.json']!) as Report;
  change(report);
  return JSON.stringify(report);
}

test(
  'forged contents: malformed JSON, a report that fails the schema or repeats a name, no pull-request.json, a symlinked scores.json: each rejected, naming the file',
  async () => {
    const cases: [string, Buffer, RegExp][] = [
      [
        'malformed',
        reviewZip({ 'scores.json': '{"report_version": 1,' }),
        /rejected, nothing was published: scores\.json: Malformed JSON/,
      ],
      [
        'schema',
        reviewZip({ 'scores.json': JSON.stringify({ ...JSON.parse(review['scores.json']!), status: 'excellent' }) }),
        /scores\.json is not an agent-eval report: status: /,
      ],
      [
        'extra field',
        reviewZip({
          'scores.json': JSON.stringify({ ...JSON.parse(review['scores.json']!), comment_override: '<img src=x>' }),
        }),
        /scores\.json is not an agent-eval report: /,
      ],
      [
        'repeated suite',
        reviewZip({ 'scores.json': repeated((r) => (r.suites = [r.suites[0]!, r.suites[0]!, r.suites[0]!])) }),
        /scores\.json is not an agent-eval report: suites: the suite names of a report must be unique: 3 are named "main"$/,
      ],
      [
        'repeated trial',
        reviewZip({ 'scores.json': repeated((r) => (r.suites[0]!.trials[1]!.name = r.suites[0]!.trials[0]!.name)) }),
        /scores\.json is not an agent-eval report: suites\[0\]\.trials: the trial names of a suite must be unique: 2 are named "trial-1"$/,
      ],
      [
        'repeated task',
        reviewZip({
          'scores.json': repeated((r) => r.suites[0]!.trials[0]!.verdicts.push(r.suites[0]!.trials[0]!.verdicts[0]!)),
        }),
        /scores\.json is not an agent-eval report: suites\[0\]\.trials\[0\]\.verdicts: the tasks of a trial's verdicts must be unique: 2 are named "task_01_collect_logs_kill_zombies"$/,
      ],
      ['no pull-request.json', reviewZip({ 'pull-request.json': null }), /it has no pull-request\.json/],
      [
        'bad pull-request.json',
        reviewZip({
          'pull-request.json': JSON.stringify({
            pull_request_number: '7',
            head_sha: HEAD,
            repository: `${OWNER}/${REPO_NAME}`,
            comment_key: 'x',
          }),
        }),
        /pull-request\.json is not a pull-request\.json: pull_request_number: /,
      ],
      [
        'symlink in the zip',
        reviewZip({ 'scores.json': null }, [{ name: 'scores.json', data: '/etc/passwd', symlink: true }]),
        /"scores\.json" is a symbolic link$/,
      ],
      [
        'two scores.json',
        reviewZip({}, [{ name: 'scores.json', data: '{}' }]),
        /the archive holds two entries named "scores\.json"$/,
      ],
      ['not a zip', Buffer.from('<html>not a zip</html>'), /the zip cannot be used: not a zip archive/],
    ];
    for (const [name, zip, problem] of cases) {
      resetApi();
      serve(zip);
      const r = await publish();
      expect({ name, error: commands(r.stdout, 'error')[0] }).toEqual({ name, error: expect.stringMatching(problem) });
      expectRejected(r, problem);
    }

    // A symlinked scores.json in an artifact directory (pointing at a valid report elsewhere) is not followed.
    const linked = await publish(
      { 'artifact-path': 'review' },
      {
        workspace: (dir) => {
          writeReview(dir, { 'scores.json': null });
          write(path.join(dir, 'elsewhere/scores.json'), review['scores.json']!);
          symlinkSync(path.join(dir, 'elsewhere/scores.json'), path.join(dir, 'review/scores.json'));
        },
      },
    );
    expectRejected(linked, /rejected, nothing was published: scores\.json is a symbolic link \(not followed\)$/);
    const directory = await publish(
      { 'artifact-path': 'review' },
      {
        workspace: (dir) => (
          writeReview(dir, { 'pull-request.json': null }),
          mkdirSync(path.join(dir, 'review/pull-request.json'))
        ),
      },
    );
    expectRejected(directory, /pull-request\.json is not a regular file$/);
  },
  slow(240_000, 'one run of the bundled action per forged artifact'),
);

test(
  'forged targeting: wrong pull request for the head SHA, head SHA mismatches, another base repository, a pull request that does not exist: each rejected',
  async () => {
    const info = JSON.parse(review['pull-request.json']!) as Record<string, unknown>;
    const cases: {
      name: string;
      pr?: Record<string, unknown>;
      setup?: () => void;
      event?: Record<string, unknown>;
      artifactHead?: string;
      problem: RegExp;
    }[] = [
      // #8 exists, but its head is another commit: the artifact points the comment at someone else's pull request.
      {
        name: 'wrong number',
        pr: { pull_request_number: 8 },
        setup: () =>
          api.pull(
            OWNER,
            REPO_NAME,
            pullRequest({ number: 8, head: { sha: OTHER_SHA, repo: { full_name: `${OWNER}/${REPO_NAME}` } } }),
          ),
        problem: new RegExp(`pull request #8 is at ${OTHER_SHA}, not at ${HEAD}`),
      },
      {
        name: 'no such pull request',
        pr: { pull_request_number: 99 },
        problem: /pull-request\.json names #99, which is not a pull request of bench-org\/submissions$/,
      },
      {
        name: 'artifact head differs from the run',
        pr: { head_sha: OTHER_SHA },
        problem: new RegExp(`pull-request\\.json says head ${OTHER_SHA}, but run ${RUN_ID} ran at ${HEAD}$`),
      },
      {
        name: 'pull request moved on',
        setup: () =>
          api.pull(
            OWNER,
            REPO_NAME,
            pullRequest({ head: { sha: OTHER_SHA, repo: { full_name: 'fork-owner/submissions' } } }),
          ),
        problem: new RegExp(`pull request #${PR} is at ${OTHER_SHA}, not at ${HEAD}`),
      },
      {
        name: 'listed under another head',
        artifactHead: OTHER_SHA,
        problem: new RegExp(`it was made at ${OTHER_SHA}, not at ${HEAD}, the run's head$`),
      },
      {
        name: 'another repository in the file',
        pr: { repository: 'evil-org/submissions' },
        problem: /pull-request\.json names a pull request of evil-org\/submissions, not of bench-org\/submissions$/,
      },
      {
        name: 'another base repository',
        setup: () => api.pull(OWNER, REPO_NAME, pullRequest({ base: { repo: { full_name: 'evil-org/submissions' } } })),
        problem: /pull request #7 targets evil-org\/submissions, not bench-org\/submissions$/,
      },
      {
        name: 'another head repository',
        event: { head_repository: { full_name: 'someone-else/submissions' } },
        problem: /pull request #7 comes from fork-owner\/submissions, but run 555 ran on someone-else\/submissions$/,
      },
      {
        name: "not among the run's pull requests",
        event: { pull_requests: [{ number: 3 }] },
        problem: /run 555 belongs to pull request\(s\) #3, not #7$/,
      },
    ];
    for (const c of cases) {
      resetApi();
      c.setup?.();
      serve(reviewZip({ 'pull-request.json': JSON.stringify({ ...info, ...c.pr }) }), { head_sha: c.artifactHead });
      const r = await publish({}, { event: workflowRunEvent(c.event) });
      expect({ name: c.name, error: commands(r.stdout, 'error')[0] }).toEqual({
        name: c.name,
        error: expect.stringMatching(c.problem),
      });
      expectRejected(r, c.problem);
      expect(commentsOn(8)).toEqual([]);
    }
  },
  slow(240_000, 'one run of the bundled action per forged target'),
);

test("injection in every report field is inert in the comment; the artifact's own summary.md is ignored", async () => {
  const report = JSON.parse(review['scores.json']!);
  const newlineImg = '`\n\n<img src=x onerror=alert(2)> @octocat [x](https://evil.example/l)\n';
  report.tool = { name: '<img src=x onerror=alert(1)>', version: '@octocat' };
  report.benchmark.name = `bench${newlineImg}`;
  // (report.benchmark.commit must be a commit of this repository's history: a forged one is refused, see 'the
  // benchmark' below.)
  report.submission.metadata = { agent: EVIL, '<b>key</b>': '@admin', model: '](https://evil.example/m)' };
  report.submission.path = EVIL;
  const suite = report.suites[0];
  // (Suite and trial names are one file name each: a '/' in them is refused by the report schema, see
  // path-names.test.ts.)
  const oneName = (text: string) => text.replaceAll('/', '');
  suite.name = `main${oneName(newlineImg)}`;
  suite.kind = '<script>alert(3)</script>';
  suite.notes = [EVIL, `note${newlineImg}`];
  suite.errors.push({ task: `t${newlineImg}`, record: EVIL, stage: 'verifier', message: EVIL });
  const trial = suite.trials[0];
  trial.name = `trial-${oneName(EVIL)}`;
  trial.metrics[`<img src=m>@team`] = { value: 1, method: `m${newlineImg}`, label: EVIL };
  trial.metrics.PSR_percent = { ...(trial.metrics.PSR_percent ?? { value: 1 }), method: `psr${newlineImg}` };
  trial.coverage.missing_tasks.push(`missing${newlineImg}`);
  trial.pending.push({ task: `pending${newlineImg}`, what: EVIL });
  trial.errors.push({ task: `err${newlineImg}`, record: `r${newlineImg}`, stage: 'record', message: `Task ${EVIL}` });
  trial.verdicts[0].task = `task${newlineImg}`;
  trial.verdicts[0].message = EVIL;
  trial.verdicts[0].details[`<img src=d>@detail${newlineImg}`] = EVIL;
  if (suite.reliability) {
    suite.reliability.notes.push(EVIL);
    suite.reliability.flips.tasks.push({ task: `flip${newlineImg}`, successes: 1, outcomes: [true, false] });
    suite.reliability.incomplete_tasks.push({ task: `inc${newlineImg}`, valid_trials: 1 });
  }
  const forgedSummary = `FORGED-SUMMARY <img src=x onerror=alert(1)> @octocat [click](https://evil.example)\n`;
  serve(reviewZip({ 'scores.json': JSON.stringify(report), 'summary.md': forgedSummary }));
  const r = await publish();
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0); // publish never fails on the report itself (it has no fail-on input: that is agent-eval's and merge's)
  const [comment] = commentsOn(PR);
  const body = comment!.body;
  expect(activeContent(body)).toEqual([]);
  expect(activeContent(r.summary)).toEqual([]);
  expect(body).not.toContain('FORGED-SUMMARY');
  expect(body).not.toMatch(/<img|<script|<b>/i);
  expect(body).not.toMatch(/(^|[^\u200b`\w])@(octocat|team|admin|detail)/m);
  expect(body).not.toMatch(/\]\(https?:\/\/(?!github\.com\/bench-org\/submissions\/actions\/runs\/555\))/);
  // Every table row has its header's width: nothing broke out of a table or a code span.
  for (const block of body.split('\n\n')) {
    const rows = block.split('\n').filter((l) => l.startsWith('|'));
    const width = (l: string) => (l.match(/(?<!\\)\|/g) ?? []).length;
    expect(rows.filter((l) => width(l) !== width(rows[0]!))).toEqual([]);
  }
  // The hostile text is shown, inert.
  expect(body).toContain('‹img src=x onerror=alert(2)›');
  expect(body).toContain('&lt;/details&gt;&lt;img src=x onerror=alert\\(1\\)&gt;');
  // scores.json on disk is the report as validated (the data is kept as it is).
  expect(JSON.parse(readFileSync(r.outputs.report!, 'utf8')).suites[0].name).toBe(suite.name);
  // Workflow commands in the report never reach the runner: the log shows the summary with commands stopped.
  expect(r.stdout).toMatch(/::stop-commands::[0-9a-f-]{36}\n/);
});

test('nothing to publish for a run not triggered by a pull request; run-id reads another run through the API', async () => {
  const push = await publish({}, { event: workflowRunEvent({ event: 'push' }) });
  expect(push.code).toBe(0);
  expect(push.stdout).toContain(
    `Nothing to publish: run ${RUN_ID} was triggered by a push event, not by a pull request.`,
  );
  expect(api.requests).toEqual([]);

  // A manual re-publish (workflow_dispatch) names the run; its head SHA comes from the API.
  api.runs.set(RUN_ID, workflowRunEvent().payload.workflow_run);
  serve(reviewZip());
  const manual = await publish({ 'run-id': String(RUN_ID) }, { event: { name: 'workflow_dispatch', payload: {} } });
  expect(commands(manual.stdout, 'error')).toEqual([]);
  expect(manual.code).toBe(0);
  expect(api.requests[0]!.path).toBe(`/repos/${OWNER}/${REPO_NAME}/actions/runs/${RUN_ID}`);
  expect(commentsOn(PR)).toHaveLength(1);

  const missing = await publish({ 'artifact-name': 'no-such-artifact' });
  expect(missing.code).toBe(1);
  expect(commands(missing.stdout, 'error')).toEqual([
    `agent-eval: publish: run ${RUN_ID} (conclusion success) has no artifact named no-such-artifact; nothing was published`,
  ]);

  const noEvent = await publish({}, { event: { name: 'workflow_dispatch', payload: {} } });
  expect(commands(noEvent.stdout, 'error')).toEqual([
    'agent-eval: input run-id: is required with agent-eval/publish outside a workflow_run event (this is a workflow_dispatch event)',
  ]);
});

test('a comment that cannot be posted (read-only token) fails the publish job, whose only purpose it is; the report stays on disk', async () => {
  serve(reviewZip());
  api.readOnly = true;
  const r = await publish();
  expect(r.code).toBe(1);
  expect(commands(r.stdout, 'warning').some((w) => w.includes(`could not comment on #${PR} (HTTP 403`))).toBe(true);
  expect(commands(r.stdout, 'error')).toEqual([
    expect.stringMatching(new RegExp(`^agent-eval: publish: the comment on pull request #${PR} could not be posted`)),
  ]);
  expect(r.outputs['pull-request-number']).toBe(String(PR));
  expect(commentsOn(PR)).toEqual([]);
  expect(readFileSync(path.join(r.outputs['report-dir']!, 'scores.json'), 'utf8')).toBe(review['scores.json']);
});

test('a pull request that changes files under .github/ ran its own workflow code: its report is not published, the comment says why', async () => {
  serve(reviewZip());
  // 150 files (two pages); the workflow file is on the second page, and a rename out of .github/ counts too.
  const files: Array<{ filename: string; previous_filename?: string }> = Array.from({ length: 150 }, (_, i) => ({
    filename: `submissions/x/trial-1/r${i}.json`,
  }));
  files[120] = { filename: '.github/workflows/agent-eval-review.yml' };
  files[130] = { filename: 'docs/moved.yml', previous_filename: '.github/actions/<img src=x>/action.yml' };
  api.pullFiles.set(`${OWNER}/${REPO_NAME}#${PR}`, files);
  const r = await publish();
  expect(r.code).toBe(1);
  expect(commands(r.stdout, 'error')).toEqual([
    expect.stringMatching(
      new RegExp(
        `^agent-eval: publish: pull request #${PR} changes 2 file\\(s\\) under \\.github/, so run ${RUN_ID} may have run workflow code`,
      ),
    ),
  ]);
  const [comment] = commentsOn(PR);
  expect(commentsOn(PR)).toHaveLength(1);
  expect(comment!.body.split('\n')[0]).toBe(stickyMarker(SCORING_WORKFLOW));
  expect(comment!.body).toContain('## agent-eval: review not published');
  expect(comment!.body).toContain('`.github/workflows/agent-eval-review.yml`');
  // Nothing of the artifact's report is in it, and the file names are inert.
  expect(comment!.body).not.toContain('agentworld-mini');
  expect(comment!.body).not.toContain('FINAL');
  expect(activeContent(comment!.body)).toEqual([]);
  expect(r.outputs.status).toBeUndefined();
});

describe('the plan made again at publish time: the pull request changes one submission, the one scored, and all of its files were listed', () => {
  /** The review artifact of a run that scored submissions/<name> of the pull request's checkout (review-submission.yml's run-dir). */
  const scoredZip = (name: string) => {
    const report = JSON.parse(review['scores.json']!) as Report;
    return reviewZip({
      'scores.json': `${JSON.stringify({ ...report, submission: { ...report.submission, path: `submission/submissions/${name}` } }, null, 2)}\n`,
    });
  };
  const files = (list: Array<{ filename: string; previous_filename?: string }>) =>
    api.pullFiles.set(`${OWNER}/${REPO_NAME}#${PR}`, list);
  /** Not published: the job fails naming why, and the sticky comment says so, with nothing of the report. */
  function expectRefused(r: RunResult, problem: RegExp, said: string[]): void {
    const errors = commands(r.stdout, 'error');
    expect({ code: r.code, errors }).toEqual({
      code: 1,
      errors: [expect.stringMatching(new RegExp(`^agent-eval: publish: pull request #${PR}: `))],
    });
    expect(errors[0]).toMatch(problem);
    expect(errors[0]).toMatch(/its report was not published; the sticky comment says why\.$/);
    expect(r.outputs.status).toBeUndefined();
    const [comment] = commentsOn(PR);
    expect(commentsOn(PR)).toHaveLength(1);
    expect(comment!.body.split('\n')[0]).toBe(stickyMarker(SCORING_WORKFLOW));
    expect(comment!.body).toContain('## agent-eval: review not published');
    for (const text of said) expect(comment!.body).toContain(text);
    expect(comment!.body).not.toContain('agentworld-mini');
    expect(comment!.body).not.toContain('FINAL');
    expect(activeContent(comment!.body)).toEqual([]);
  }

  test('negative: a file renamed from submissions/mine to submissions/theirs changes both, and is refused naming both', async () => {
    serve(scoredZip('theirs'));
    files([
      {
        filename: 'submissions/theirs/trial-1/records.jsonl',
        previous_filename: 'submissions/mine/trial-1/records.jsonl',
      },
      { filename: 'submissions/theirs/submission.yml' },
    ]);
    const r = await publish();
    expectRefused(
      r,
      /the pull request changes 2 submissions \("submissions\/mine", "submissions\/theirs"\), counting the old name of each renamed file: one pull request may change one submission;/,
      ['`submissions/mine`', '`submissions/theirs`', 'Open one pull request per submission'],
    );
  });

  test(
    "negative: a pull request of 3,001 files, of which GitHub lists 3,000, fails closed: what was not listed can't be checked",
    async () => {
      serve(scoredZip('mine'));
      // The 3,001st file, past GitHub's cap, changes another submission; the 3,000 listed are all the scored one's.
      files([
        ...Array.from({ length: 3000 }, (_, i) => ({ filename: `submissions/mine/trial-1/r${i}.json` })),
        { filename: 'submissions/theirs/submission.yml' },
      ]);
      const r = await publish();
      expect(api.requests.filter((q) => q.path === `/repos/${OWNER}/${REPO_NAME}/pulls/${PR}/files`)).toHaveLength(30);
      expectRefused(
        r,
        /the pull request changes 3001 files and GitHub listed 3000 \(it lists at most 3,000\), so the files it left out cannot be checked;/,
        ['The pull request changes 3001 files and GitHub listed 3000 (it lists at most 3,000)'],
      );
    },
    slow(120_000, 'one run of the bundled action reading 30 pages of files'),
  );

  test(
    'negative: at publish time the pull request also changes another submission, or only another: refused; one file of the scored one is published',
    async () => {
      serve(scoredZip('mine'));
      files([
        { filename: 'submissions/mine/trial-1/records.jsonl' },
        { filename: 'submissions/theirs/submission.yml' },
        { filename: 'README.md' },
      ]);
      expectRefused(
        await publish(),
        /the pull request changes 2 submissions \("submissions\/mine", "submissions\/theirs"\)/,
        ['`submissions/theirs`'],
      );

      resetApi();
      serve(scoredZip('mine'));
      files([{ filename: 'submissions/theirs/submission.yml' }]);
      expectRefused(
        await publish(),
        /the pull request changes the submission "submissions\/theirs", but the report scored "submission\/submissions\/mine";/,
        ['`submissions/theirs`'],
      );

      // submissions-dir names where submissions live (review-submission.yml's submissions-root).
      resetApi();
      serve(scoredZip('mine'));
      files([{ filename: 'entries/mine/trial-1/records.jsonl' }, { filename: 'entries/theirs/submission.yml' }]);
      expectRefused(
        await publish({ 'submissions-dir': 'entries' }),
        /changes 2 submissions \("entries\/mine", "entries\/theirs"\)/,
        [],
      );

      resetApi();
      serve(scoredZip('mine'));
      files([
        { filename: 'submissions/mine/trial-1/records.jsonl' },
        { filename: 'submissions/mine/submission.yml' },
        { filename: 'submissions/README.md' },
      ]);
      const ok = await publish();
      expect(commands(ok.stdout, 'error')).toEqual([]);
      expect({ code: ok.code, status: ok.outputs.status }).toEqual({ code: 0, status: 'final' });
      expect(commentsOn(PR)[0]!.body).toContain('agentworld-mini');
    },
    slow(240_000, 'four runs of the bundled action in publish mode'),
  );
});

test(
  'the base branch: a pull request based on another branch than the default one is rejected, unless allowed-base-branches lists it',
  async () => {
    // The author chose an old release branch as the base: its run used that branch's workflows and benchmark.
    api.pull(
      OWNER,
      REPO_NAME,
      pullRequest({ base: { ref: 'release-2025', repo: { full_name: `${OWNER}/${REPO_NAME}` } } }),
    );
    serve(reviewZip());
    const old = await publish();
    expectRejected(
      old,
      /rejected, nothing was published: pull request #7 is based on branch release-2025, not on main \(the default branch\); its run used that branch's workflows$/,
    );
    expect(commentsOn(PR)).toEqual([]);

    const allowed = await publish({ 'allowed-base-branches': 'next,\n release-2025' });
    expect(commands(allowed.stdout, 'error')).toEqual([]);
    expect(allowed.code).toBe(0);
    expect(commentsOn(PR)).toHaveLength(1);

    const other = await publish({ 'allowed-base-branches': 'next staging' });
    expect(other.code).toBe(1);
    expect(commands(other.stdout, 'error')).toEqual([
      expect.stringMatching(
        /pull request #7 is based on branch release-2025, not on main, next, staging \(the default branch or allowed-base-branches\)/,
      ),
    ]);

    // No default_branch in the event (a manual re-publish): the repository's is read through the API.
    resetApi();
    api.defaultBranch = 'trunk';
    api.runs.set(RUN_ID, workflowRunEvent().payload.workflow_run);
    api.pull(OWNER, REPO_NAME, pullRequest({ base: { ref: 'main', repo: { full_name: `${OWNER}/${REPO_NAME}` } } }));
    serve(reviewZip());
    const manual = await publish({ 'run-id': String(RUN_ID) }, { event: { name: 'workflow_dispatch', payload: {} } });
    expectRejected(manual, /pull request #7 is based on branch main, not on trunk \(the default branch\)/);
    expect(api.requests.map((q) => q.path)).toContain(`/repos/${OWNER}/${REPO_NAME}`);
    api.pull(OWNER, REPO_NAME, pullRequest({ base: { ref: 'trunk', repo: { full_name: `${OWNER}/${REPO_NAME}` } } }));
    const onTrunk = await publish({ 'run-id': String(RUN_ID) }, { event: { name: 'workflow_dispatch', payload: {} } });
    expect(commands(onTrunk.stdout, 'error')).toEqual([]);
    expect(onTrunk.code).toBe(0);
    expect(commentsOn(PR)).toHaveLength(1);
  },
  slow(240_000, 'three runs of the bundled action in publish mode'),
);

test('a push between the checks: the pull request moves on right after its files are listed, and the artifact is rejected', async () => {
  serve(reviewZip());
  // The files listed are the old head's (no .github/ change); then the author force-pushes a head that changes
  // workflows.
  api.afterRequest = (q) => {
    if (q.path === `/repos/${OWNER}/${REPO_NAME}/pulls/${PR}/files`) {
      api.pull(
        OWNER,
        REPO_NAME,
        pullRequest({ head: { sha: OTHER_SHA, repo: { full_name: 'fork-owner/submissions' } } }),
      );
      api.pullFiles.set(`${OWNER}/${REPO_NAME}#${PR}`, [{ filename: '.github/workflows/score.yml' }]);
    }
  };
  const r = await publish();
  expectRejected(
    r,
    new RegExp(
      `rejected, nothing was published: the pull request moved on while it was checked: #${PR} is now at ${OTHER_SHA}, not at ${HEAD}, the commit run ${RUN_ID} scored$`,
    ),
  );
  expect(api.requests.map((q) => `${q.method} ${q.path}`).slice(-2)).toEqual([
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR}/files`,
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR}`,
  ]);
  expect(commentsOn(PR)).toEqual([]);
});

test("a marker planted by the pull request's author in their own comment: never written into, even by a token that could edit it", async () => {
  api.editsAnyComment = true;
  const planted = api.seed(
    OWNER,
    REPO_NAME,
    PR,
    `${stickyMarker(SCORING_WORKFLOW)}\nmy comment, waiting for your review`,
    { login: 'fork-owner', type: 'User' },
  );
  serve(reviewZip());
  const r = await publish();
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  expect(writes()).toEqual([`POST /repos/${OWNER}/${REPO_NAME}/issues/${PR}/comments`]);
  expect(commentsOn(PR).map((c) => [c.user.login, c.body.includes('agentworld-mini')])).toEqual([
    ['fork-owner', false],
    ['github-actions[bot]', true],
  ]);
  expect(planted.body).toBe(`${stickyMarker(SCORING_WORKFLOW)}\nmy comment, waiting for your review`);
  expect(r.outputs['comment-url']).toBe(commentsOn(PR)[1]!.html_url);

  // The next run updates its own comment, still not the planted one.
  api.requests.length = 0;
  expect((await publish()).code).toBe(0);
  expect(writes()).toEqual([`PATCH /repos/${OWNER}/${REPO_NAME}/issues/comments/${commentsOn(PR)[1]!.id}`]);
  expect(commentsOn(PR)).toHaveLength(2);
});

test(
  "one head, two pull requests: a review from a head that is also opened against a branch not allowed is never published; the run's head branch and repository must be the pull request's",
  async () => {
    const other = (over: Partial<PullRequest>) => pullRequest({ number: 9, ...over });
    const cases: { name: string; setup?: () => void; event?: Record<string, unknown>; problem: RegExp }[] = [
      // The fork branch is opened against main (#7) and against an old release branch (#9): the run may be #9's, run by
      // that branch's workflows.
      {
        name: 'same head opened against an old branch',
        setup: () =>
          api.pull(
            OWNER,
            REPO_NAME,
            other({ base: { ref: 'release-2025', repo: { full_name: `${OWNER}/${REPO_NAME}` } } }),
          ),
        problem: new RegExp(
          `the head fork-owner:${HEAD_BRANCH} of pull request #7 is also the head of #9 \\(based on release-2025\\), not based on main \\(the default branch\\): run ${RUN_ID} may be the review of that pull request`,
        ),
      },
      {
        name: 'another head branch',
        event: { head_branch: 'other-branch' },
        problem: new RegExp(
          `pull request #7 comes from branch ${HEAD_BRANCH}, but run ${RUN_ID} ran on branch other-branch$`,
        ),
      },
      {
        name: 'no head branch in the run',
        event: { head_branch: null },
        problem: new RegExp(`run ${RUN_ID} names no head branch, so it cannot be matched to pull request #7$`),
      },
      {
        name: 'no head repository in the run',
        event: { head_repository: null },
        problem: new RegExp(`run ${RUN_ID} names no head repository, so it cannot be matched to pull request #7$`),
      },
      {
        name: 'head repository deleted',
        setup: () => api.pull(OWNER, REPO_NAME, pullRequest({ head: { sha: HEAD, ref: HEAD_BRANCH, repo: null } })),
        problem: /the head repository of pull request #7 is gone/,
      },
    ];
    for (const c of cases) {
      resetApi();
      c.setup?.();
      serve(reviewZip());
      const r = await publish({}, { event: workflowRunEvent(c.event) });
      expect({ name: c.name, error: commands(r.stdout, 'error')[0] }).toEqual({
        name: c.name,
        error: expect.stringMatching(c.problem),
      });
      expectRejected(r, c.problem);
    }

    // Not refused: the other pull request is closed, or its base is allowed too; a same-named branch of another owner
    // is another head.
    const fine: [string, () => void, Record<string, string>][] = [
      [
        'closed',
        () =>
          api.pull(OWNER, REPO_NAME, {
            ...other({ base: { ref: 'release-2025', repo: { full_name: `${OWNER}/${REPO_NAME}` } } }),
            state: 'closed',
          }),
        {},
      ],
      [
        'allowed base',
        () =>
          api.pull(OWNER, REPO_NAME, other({ base: { ref: 'next', repo: { full_name: `${OWNER}/${REPO_NAME}` } } })),
        { 'allowed-base-branches': 'next' },
      ],
      [
        'another owner',
        () =>
          api.pull(
            OWNER,
            REPO_NAME,
            other({
              head: { sha: HEAD, ref: HEAD_BRANCH, repo: { full_name: 'someone-else/submissions' } },
              base: { ref: 'release-2025', repo: { full_name: `${OWNER}/${REPO_NAME}` } },
            }),
          ),
        {},
      ],
    ];
    for (const [name, setup, inputs] of fine) {
      resetApi();
      setup();
      serve(reviewZip());
      const r = await publish(inputs);
      expect({ name, code: r.code, errors: commands(r.stdout, 'error') }).toEqual({ name, code: 0, errors: [] });
      expect(commentsOn(PR)).toHaveLength(1);
    }
  },
  slow(240_000, 'one run of the bundled action in publish mode per case'),
);

test("the base branch changed after the run was created: the run used the earlier base's workflows and benchmark, and is not published", async () => {
  // Opened against an old branch (its run started then, with that branch's workflows), then moved to main before
  // publish.
  api.issueEvents.set(`${OWNER}/${REPO_NAME}#${PR}`, [
    { event: 'labeled', created_at: '2025-12-31T00:00:00Z' },
    { event: 'base_ref_changed', created_at: '2026-01-01T00:05:00Z' },
  ]);
  serve(reviewZip());
  const changed = await publish();
  expectRejected(
    changed,
    new RegExp(
      `the base branch of pull request #7 was changed at 2026-01-01T00:05:00Z, after run ${RUN_ID} was created \\(${RUN_CREATED}\\): the run used the earlier base's workflows and benchmark$`,
    ),
  );

  // A change before the run was created is what the run saw; a run whose creation time is unknown is not published.
  api.issueEvents.set(`${OWNER}/${REPO_NAME}#${PR}`, [
    { event: 'base_ref_changed', created_at: '2025-12-31T23:59:59Z' },
  ]);
  const before = await publish();
  expect({ code: before.code, errors: commands(before.stdout, 'error') }).toEqual({ code: 0, errors: [] });
  const unknown = await publish({}, { event: workflowRunEvent({ created_at: null }) });
  expect(unknown.code).toBe(1);
  expect(commands(unknown.stdout, 'error')[0]).toMatch(
    /the base branch of pull request #7 was changed at 2025-12-31T23:59:59Z, after run 555 was created: /,
  );

  // Events are read past the first page.
  resetApi();
  api.issueEvents.set(`${OWNER}/${REPO_NAME}#${PR}`, [
    ...Array.from({ length: 150 }, () => ({ event: 'labeled', created_at: '2025-12-31T00:00:00Z' })),
    { event: 'base_ref_changed', created_at: '2026-01-02T00:00:00Z' },
  ]);
  serve(reviewZip());
  const late = await publish();
  expectRejected(late, /the base branch of pull request #7 was changed at 2026-01-02T00:00:00Z/);
  expect(api.requests.filter((q) => q.path.endsWith('/events')).map((q) => q.query.get('page') ?? '1')).toEqual([
    '1',
    '2',
  ]);
});

test(
  "the benchmark: a report scored against another repository, or at a commit that is not on the default branch's history, is not published",
  async () => {
    const report = JSON.parse(review['scores.json']!) as { benchmark: Record<string, unknown> };
    const scored = (benchmark: Record<string, unknown>) =>
      reviewZip({ 'scores.json': JSON.stringify({ ...report, benchmark: { ...report.benchmark, ...benchmark } }) });
    const cases: [string, Buffer, RegExp][] = [
      [
        'another repository',
        scored({ repository: 'https://github.com/other-org/easy-bench.git' }),
        /the report was scored against the benchmark "https:\/\/github\.com\/other-org\/easy-bench\.git", not bench-org\/submissions$/,
      ],
      [
        'another server',
        scored({ repository: 'https://git.example/bench-org/submissions.git' }),
        /scored against the benchmark "https:\/\/git\.example\/bench-org\/submissions\.git", not bench-org\/submissions$/,
      ],
      [
        'no repository',
        scored({ repository: null }),
        /the report names no benchmark repository, so it cannot be shown to be scored against bench-org\/submissions$/,
      ],
      [
        'a commit only on an old branch',
        scored({ commit: oldOnly }),
        new RegExp(
          `the report was scored against commit ${oldOnly}, which is not on the history of main in bench-org/submissions$`,
        ),
      ],
      [
        'a commit the repository does not have',
        scored({ commit: OTHER_SHA }),
        new RegExp(`the report was scored against commit ${OTHER_SHA}, which bench-org/submissions does not have$`),
      ],
      ['no commit', scored({ commit: null }), /the report names no full benchmark commit \(none\)/],
      [
        'not a commit',
        scored({ commit: `${'a'.repeat(8)}\n\n<img src=c>` }),
        /the report names no full benchmark commit \("aaaaaaaa\\n\\n<img src=c>"\)/,
      ],
    ];
    for (const [name, zip, problem] of cases) {
      resetApi();
      serve(zip);
      const r = await publish();
      expect({ name, error: commands(r.stdout, 'error')[0] }).toEqual({ name, error: expect.stringMatching(problem) });
      expectRejected(r, problem);
    }
    // The same repository spelled another way, and the main branch's newer commit, are this benchmark's history.
    for (const benchmark of [{ repository: 'git@github.com:Bench-Org/submissions' }, { commit: bench.headSha }]) {
      resetApi();
      serve(scored(benchmark));
      const r = await publish();
      expect({ benchmark, code: r.code, errors: commands(r.stdout, 'error') }).toEqual({
        benchmark,
        code: 0,
        errors: [],
      });
    }

    // A pull request on an allowed base branch may be scored at that branch's commits.
    resetApi();
    api.pull(OWNER, REPO_NAME, pullRequest({ base: { ref: 'old', repo: { full_name: `${OWNER}/${REPO_NAME}` } } }));
    serve(scored({ commit: oldOnly }));
    const onOld = await publish({ 'allowed-base-branches': 'old' });
    expect({ code: onOld.code, errors: commands(onOld.stdout, 'error') }).toEqual({ code: 0, errors: [] });
    expect(api.requests.filter((q) => q.path.includes('/compare/')).map((q) => q.path)).toEqual([
      `/repos/${OWNER}/${REPO_NAME}/compare/${oldOnly}...main`,
      `/repos/${OWNER}/${REPO_NAME}/compare/${oldOnly}...old`,
    ]);

    // benchmark-repository: the benchmark lives in another repository, whose default branch is read through the API.
    resetApi();
    api.gitRepos.set(`${OWNER}/benchmark`, bench.dir);
    serve(scored({ repository: `https://github.com/${OWNER}/benchmark.git` }));
    const elsewhere = await publish({ 'benchmark-repository': `${OWNER}/benchmark` });
    expect({ code: elsewhere.code, errors: commands(elsewhere.stdout, 'error') }).toEqual({ code: 0, errors: [] });
    expect(api.requests.map((q) => q.path)).toEqual(
      expect.arrayContaining([`/repos/${OWNER}/benchmark`, `/repos/${OWNER}/benchmark/compare/${bench.sha}...main`]),
    );
    resetApi();
    api.gitRepos.set(`${OWNER}/benchmark`, bench.dir);
    serve(reviewZip());
    const here = await publish({ 'benchmark-repository': `${OWNER}/benchmark` });
    expect(commands(here.stdout, 'error')[0]).toMatch(
      /scored against the benchmark "https:\/\/github\.com\/bench-org\/submissions\.git", not bench-org\/benchmark$/,
    );
    const url = await publish({ 'benchmark-repository': 'https://github.com/bench-org/benchmark' });
    expect(commands(url.stdout, 'error')).toEqual([
      expect.stringMatching(
        /^agent-eval: input benchmark-repository: with agent-eval\/publish, the owner\/name of the benchmark on this server/,
      ),
    ]);
  },
  slow(240_000, 'one run of the bundled action in publish mode per case'),
);
