/**
 * In-process: what is retried (5xx, rate limits, network, flaky git) and what is final (403/404,
 * missing refs, bad credentials). The GitHub client is octokit's retry and throttling plugins with
 * our policy, tried against the stand-in API on 127.0.0.1; waits are scaled by the policy's time
 * unit (5 ms here for GitHub's second), never by a clock the test reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backoff, retryPolicy, withRetry, type RetryPolicy } from '../../src/core/util/backoff.js';
import { classifyGitError, repositoryUrl } from '../../src/github/checkout.js';
import { tokenLogin } from '../../src/github/identity.js';
import { createAfterListing, makeOctokit, type Octokit } from '../../src/github/octokit.js';
import { REPO } from '../support/helpers.js';
import { FakeGitHubApi } from '../support/github-api.js';

const TOKEN = 'ghs_retrytoken';
const POLICY: RetryPolicy = { attempts: 4, baseMs: 5, maxMs: 200 };
let api: FakeGitHubApi;
let lines: string[];
let octokit: Octokit;
beforeAll(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
});
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  lines = [];
  octokit = makeOctokit(
    TOKEN,
    POLICY,
    { info: (m) => lines.push(`info: ${m}`), warning: (m) => lines.push(`warning: ${m}`) },
    api.url,
  );
});
const getRepo = () => octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
const statuses = () => api.requests.map((q) => `${q.method} ${q.status}`);

test('GitHub client: a 502, a 429 and a 503 are retried; a 403 that is no rate limit, a 404 and a 422 are final', async () => {
  api.fail(
    { method: 'GET', status: 502, message: 'Bad Gateway' },
    { method: 'GET', status: 429 },
    { method: 'GET', status: 503 },
  );
  await expect(getRepo()).resolves.toMatchObject({ status: 200, data: { default_branch: 'main' } });
  expect(statuses()).toEqual(['GET 502', 'GET 429', 'GET 503', 'GET 200']);
  expect(lines).toEqual([
    'warning: GitHub API GET /repos/{owner}/{repo} failed (attempt 1 of 4): HTTP 502; retrying',
    'warning: GitHub API GET /repos/{owner}/{repo} failed (attempt 2 of 4): rate limited (HTTP 429); retrying',
    'warning: GitHub API GET /repos/{owner}/{repo} failed (attempt 3 of 4): HTTP 503; retrying',
  ]);
  for (const status of [403, 404, 422]) {
    api.reset();
    api.fail({ method: 'GET', status, message: 'Resource not accessible by integration' });
    await expect(getRepo()).rejects.toMatchObject({ status });
    expect(statuses()).toEqual([`GET ${status}`]);
  }
});

test('GitHub client: persistent 5xx is given up after 4 attempts', async () => {
  api.fail(...Array.from({ length: 6 }, () => ({ method: 'GET', status: 500 })));
  await expect(getRepo()).rejects.toMatchObject({ status: 500 });
  expect(statuses()).toEqual(['GET 500', 'GET 500', 'GET 500', 'GET 500']);
});

test("GitHub client: a rate-limited 403 waits what GitHub asks (retry-after, or the reset), in the policy's time unit; a wait over the cap is not waited", async () => {
  api.fail({
    method: 'GET',
    status: 403,
    message: 'You have exceeded a secondary rate limit',
    headers: { 'retry-after': '3' },
  });
  await expect(getRepo()).resolves.toMatchObject({ status: 200 });
  expect(statuses()).toEqual(['GET 403', 'GET 200']);
  // 3 s of GitHub's are 3 time units of 5 ms: waited, then retried.
  expect(lines).toEqual([
    'info: GitHub API GET /repos/{owner}/{repo} hit a secondary rate limit: waiting 15 ms as GitHub asks',
    'warning: GitHub API GET /repos/{owner}/{repo} failed (attempt 1 of 4): rate limited (HTTP 403); retrying',
  ]);

  api.reset();
  lines.length = 0;
  api.fail(
    {
      method: 'GET',
      status: 403,
      message: 'API rate limit exceeded',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)) },
    },
    { method: 'GET', status: 503 },
  );
  await expect(getRepo()).resolves.toMatchObject({ status: 200 });
  expect(statuses()).toEqual(['GET 403', 'GET 503', 'GET 200']);
  expect(lines[0]).toMatch(
    /^info: GitHub API GET \/repos\/\{owner\}\/\{repo\} hit the rate limit: waiting \d+ ms as GitHub asks$/,
  );

  // A secondary limit of 120 s is 600 ms here, over the 200 ms cap: failed at once, with a warning.
  api.reset();
  lines.length = 0;
  api.fail({
    method: 'GET',
    status: 403,
    message: 'You have exceeded a secondary rate limit',
    headers: { 'retry-after': '120' },
  });
  await expect(getRepo()).rejects.toMatchObject({ status: 403 });
  expect(statuses()).toEqual(['GET 403']);
  expect(lines).toEqual([
    'warning: GitHub API GET /repos/{owner}/{repo} hit a secondary rate limit; the wait asked for (120 s) is longer than agent-eval waits (0 s): not retried',
  ]);
});

test('GitHub client: both plugins together try a request at most 4 times', async () => {
  const limited = {
    method: 'GET',
    status: 403,
    message: 'API rate limit exceeded',
    headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '0' },
  };
  api.fail(
    { method: 'GET', status: 502 },
    limited,
    { method: 'GET', status: 502 },
    limited,
    { method: 'GET', status: 502 },
    limited,
  );
  await expect(getRepo()).rejects.toMatchObject({});
  expect(api.requests).toHaveLength(4);
});

test('a POST is never repeated by the client; createAfterListing looks again before creating again, so a lost create is found', async () => {
  api.fail({ method: 'POST', status: 502, afterApplying: true });
  const find = async () => (api.issue('o', 'r', 3)[0] ? { body: api.issue('o', 'r', 3)[0]!.body } : null);
  const create = async () => ({
    body: (await octokit.rest.issues.createComment({ owner: 'o', repo: 'r', issue_number: 3, body: 'x' })).data.body,
  });
  const made = await createAfterListing('the comment', find, create, POLICY, {
    info: () => {},
    warning: (m) => lines.push(m),
  });
  expect(api.issue('o', 'r', 3)).toHaveLength(1);
  expect(made).toMatchObject({ body: 'x' });
  expect(statuses()).toEqual(['POST 502']);
  expect(lines).toEqual([
    expect.stringMatching(/^Creating the comment failed \(attempt 1 of 4\): HTTP 502; looking for it again in \d+ ms$/),
  ]);

  // A create that failed for good (422) is not tried again.
  api.reset();
  api.fail({ method: 'POST', status: 422 });
  await expect(
    createAfterListing('the comment', async () => null, create, POLICY, { info: () => {}, warning: () => {} }),
  ).rejects.toMatchObject({ status: 422 });
  expect(statuses()).toEqual(['POST 422']);
});

test("the GraphQL query for the token's own login is a read: retried on a 502 like a GET, asked once per client; a lasting failure is an error, never a guess", async () => {
  api.fail({ method: 'GRAPHQL', status: 502 });
  await expect(tokenLogin(octokit)).resolves.toBe('github-actions[bot]');
  await expect(tokenLogin(octokit)).resolves.toBe('github-actions[bot]');
  expect(statuses()).toEqual(['POST 502', 'POST 200']);

  api.reset();
  octokit = makeOctokit(TOKEN, POLICY, { info: () => {}, warning: () => {} }, api.url);
  api.fail(...Array.from({ length: 4 }, () => ({ method: 'GRAPHQL', status: 500 })));
  await expect(tokenLogin(octokit)).rejects.toThrow("could not learn the token's own login (GraphQL viewer)");
  expect(statuses()).toEqual(['POST 500', 'POST 500', 'POST 500', 'POST 500']);
});

test('git: transport trouble is retried; missing refs, repositories and credentials are final', () => {
  const gitError = (stderr: string) => Object.assign(new Error(stderr), { stderr });
  expect(
    classifyGitError(
      gitError("fatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 502"),
    ),
  ).toMatchObject({ retry: true });
  expect(
    classifyGitError(gitError('error: RPC failed; curl 56 Recv failure: Connection reset by peer\nfatal: early EOF')),
  ).toMatchObject({ retry: true });
  expect(classifyGitError(gitError('fatal: unable to access: Could not resolve host: github.com'))).toMatchObject({
    retry: true,
  });
  expect(classifyGitError(gitError("fatal: couldn't find remote ref v9"))).toEqual({ retry: false });
  expect(classifyGitError(gitError('fatal: remote error: upload-pack: not our ref 1111'))).toEqual({ retry: false });
  expect(
    classifyGitError(gitError("fatal: could not read Username for 'https://github.com': terminal prompts disabled")),
  ).toEqual({ retry: false });
  expect(
    classifyGitError(
      gitError("remote: Repository not found.\nfatal: repository 'https://github.com/o/x.git/' not found"),
    ),
  ).toEqual({ retry: false });
  expect(classifyGitError(gitError('fatal: Authentication failed'))).toEqual({ retry: false });
});

test('the shared backoff (GitHub side and judge client) doubles with jitter, honours a server wait, and is capped', async () => {
  const policy = { attempts: 4, baseMs: 100, maxMs: 1000 };
  for (const [attempt, lo, hi] of [
    [1, 75, 125],
    [2, 150, 250],
    [3, 300, 500],
  ] as const) {
    const d = backoff(attempt, policy);
    expect(d).toBeGreaterThanOrEqual(lo);
    expect(d).toBeLessThanOrEqual(hi);
  }
  expect(backoff(1, policy, 700)).toBe(700);
  expect(backoff(1, policy, 60_000)).toBe(1000);
  expect(retryPolicy({ AGENT_EVAL_RETRY_BASE_MS: '5', AGENT_EVAL_RETRY_MAX_MS: '50' })).toEqual({
    attempts: 4,
    baseMs: 5,
    maxMs: 50,
  });
  expect(retryPolicy({})).toEqual({ attempts: 4, baseMs: 1000, maxMs: 60_000 });

  let calls = 0;
  const retried: number[] = [];
  const http = (status: number) => ({ status });
  const classify = (err: unknown) => ({ retry: (err as { status: number }).status >= 500 });
  await expect(
    withRetry(
      async () => (++calls < 3 ? Promise.reject(http(503)) : 'ok'),
      classify,
      { attempts: 4, baseMs: 1, maxMs: 5 },
      (i: { attempt: number }) => retried.push(i.attempt),
    ),
  ).resolves.toBe('ok');
  expect([calls, retried]).toEqual([3, [1, 2]]);
  calls = 0;
  await expect(
    withRetry(async () => Promise.reject(http(404)).finally(() => calls++), classify, {
      attempts: 4,
      baseMs: 1,
      maxMs: 5,
    }),
  ).rejects.toMatchObject({ status: 404 });
  expect(calls).toBe(1);
});

test('owner/name is a repository on GITHUB_SERVER_URL; URLs are taken as given', () => {
  expect(repositoryUrl('org/bench', 'https://github.com')).toBe('https://github.com/org/bench.git');
  expect(repositoryUrl('org/bench.git', 'https://ghe.example.com/')).toBe('https://ghe.example.com/org/bench.git');
  expect(repositoryUrl('https://gitlab.example/a/b.git', 'https://github.com')).toBe('https://gitlab.example/a/b.git');
});

test('the scoring core has no @actions imports; only src/github and the src/action adapter do', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
    );
  const importing = files(path.join(REPO, 'src'))
    .filter((f) => /from '@actions\/|import\('@actions\//.test(readFileSync(f, 'utf8')))
    .map((f) => path.relative(REPO, f).split(path.sep).join('/'));
  expect(importing.filter((f) => !f.startsWith('src/github/') && !f.startsWith('src/action/'))).toEqual([]);
  expect(importing).toEqual(
    expect.arrayContaining([
      'src/github/octokit.ts',
      'src/github/context.ts',
      'src/github/artifact.ts',
      'src/action/main.ts',
    ]),
  );
  // @actions/artifact only through import(), so loading the action does not load it.
  expect(importing.filter((f) => /from '@actions\/artifact'/.test(readFileSync(path.join(REPO, f), 'utf8')))).toEqual(
    [],
  );
});
