/** In-process: what is retried (5xx, rate limits, network, flaky git) and what is final (403/404, missing refs, bad credentials). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyGitError, repositoryUrl } from '../../src/github/checkout.js';
import { backoff, classifyHttpError, retryPolicy, withRetry } from '../../src/github/retry.js';
import { REPO } from '../helpers.js';

const http = (status: number | undefined, headers: Record<string, string> = {}, message = '') => ({ status, message, response: { headers, data: { message } } });

test('HTTP: 5xx, 408, 429, rate-limited 403 and network errors are retried; other 4xx are final', () => {
  expect(classifyHttpError(http(502))).toMatchObject({ retry: true, reason: 'HTTP 502' });
  expect(classifyHttpError(http(500))).toMatchObject({ retry: true });
  expect(classifyHttpError(http(408))).toMatchObject({ retry: true });
  expect(classifyHttpError(http(429, { 'retry-after': '7' }))).toEqual({ retry: true, waitMs: 7000, reason: 'rate limited (HTTP 429)' });
  expect(classifyHttpError(http(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1010' }), 1_000_000)).toEqual({ retry: true, waitMs: 10_000, reason: 'rate limited (HTTP 403)' });
  expect(classifyHttpError(http(403, {}, 'You have exceeded a secondary rate limit'))).toMatchObject({ retry: true });
  expect(classifyHttpError(http(403, {}, 'Resource not accessible by integration'))).toEqual({ retry: false });
  expect(classifyHttpError(http(404))).toEqual({ retry: false });
  expect(classifyHttpError(http(422))).toEqual({ retry: false });
  expect(classifyHttpError(new Error('socket hang up'))).toMatchObject({ retry: true });
});

test('git: transport trouble is retried; missing refs, repositories and credentials are final', () => {
  const gitError = (stderr: string) => Object.assign(new Error(stderr), { stderr });
  expect(classifyGitError(gitError("fatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 502"))).toMatchObject({ retry: true });
  expect(classifyGitError(gitError('error: RPC failed; curl 56 Recv failure: Connection reset by peer\nfatal: early EOF'))).toMatchObject({ retry: true });
  expect(classifyGitError(gitError('fatal: unable to access: Could not resolve host: github.com'))).toMatchObject({ retry: true });
  expect(classifyGitError(gitError("fatal: couldn't find remote ref v9"))).toEqual({ retry: false });
  expect(classifyGitError(gitError('fatal: remote error: upload-pack: not our ref 1111'))).toEqual({ retry: false });
  expect(classifyGitError(gitError("fatal: could not read Username for 'https://github.com': terminal prompts disabled"))).toEqual({ retry: false });
  expect(classifyGitError(gitError("remote: Repository not found.\nfatal: repository 'https://github.com/o/x.git/' not found"))).toEqual({ retry: false });
  expect(classifyGitError(gitError('fatal: Authentication failed'))).toEqual({ retry: false });
});

test('backoff doubles with jitter, honours a server wait, and is capped', async () => {
  const policy = { attempts: 4, baseMs: 100, maxMs: 1000 };
  for (const [attempt, lo, hi] of [[1, 75, 125], [2, 150, 250], [3, 300, 500]] as const) {
    const d = backoff(attempt, policy);
    expect(d).toBeGreaterThanOrEqual(lo);
    expect(d).toBeLessThanOrEqual(hi);
  }
  expect(backoff(1, policy, 700)).toBe(700);
  expect(backoff(1, policy, 60_000)).toBe(1000);
  expect(retryPolicy({ AGENT_EVAL_RETRY_BASE_MS: '5', AGENT_EVAL_RETRY_MAX_MS: '50' })).toEqual({ attempts: 4, baseMs: 5, maxMs: 50 });
  expect(retryPolicy({})).toEqual({ attempts: 4, baseMs: 1000, maxMs: 60_000 });

  let calls = 0;
  const retried: number[] = [];
  await expect(withRetry(async () => (++calls < 3 ? Promise.reject(http(503)) : 'ok'), classifyHttpError, { attempts: 4, baseMs: 1, maxMs: 5 }, (i) => retried.push(i.attempt))).resolves.toBe('ok');
  expect([calls, retried]).toEqual([3, [1, 2]]);
  calls = 0;
  await expect(withRetry(async () => Promise.reject(http(404, {}, 'nope')).finally(() => calls++), classifyHttpError, { attempts: 4, baseMs: 1, maxMs: 5 })).rejects.toMatchObject({ status: 404 });
  expect(calls).toBe(1);
});

test('owner/name is a repository on GITHUB_SERVER_URL; URLs are taken as given', () => {
  expect(repositoryUrl('org/bench', 'https://github.com')).toBe('https://github.com/org/bench.git');
  expect(repositoryUrl('org/bench.git', 'https://ghe.example.com/')).toBe('https://ghe.example.com/org/bench.git');
  expect(repositoryUrl('https://gitlab.example/a/b.git', 'https://github.com')).toBe('https://gitlab.example/a/b.git');
});

test('the scoring core has no @actions imports; only src/github and the src/action adapter do', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
  const importing = files(path.join(REPO, 'src'))
    .filter((f) => /from '@actions\/|import\('@actions\//.test(readFileSync(f, 'utf8')))
    .map((f) => path.relative(REPO, f).split(path.sep).join('/'));
  expect(importing.filter((f) => !f.startsWith('src/github/') && !f.startsWith('src/action/'))).toEqual([]);
  expect(importing).toEqual(expect.arrayContaining(['src/github/comment.ts', 'src/github/context.ts', 'src/github/artifact.ts', 'src/action/main.ts']));
  // @actions/artifact only through import(), so loading the action does not load it.
  expect(importing.filter((f) => /from '@actions\/artifact'/.test(readFileSync(path.join(REPO, f), 'utf8')))).toEqual([]);
});
