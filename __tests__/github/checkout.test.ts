/**
 * The benchmark checkout over HTTP, as from github.com: owner/name resolved on GITHUB_SERVER_URL,
 * a private repository served by git's own http-backend that wants the token, a flaky first
 * answer. A `git` wrapper first on PATH (it runs the real git) records every git command line
 * and, after each one, searches the runner's temp directory and HOME for the token.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { tempDir } from '../support/helpers.js';
import { GitHttpServer } from '../support/git-server.js';
import { allFiles, benchmarkRepo, commands, git, runAction, type BenchmarkRepo } from '../support/runner.js';

const BENCH_TOKEN = 'ghp_BenchmarkReadToken0123456789abcdefXYZ';
const BENCH_HEADER_B64 = Buffer.from(`x-access-token:${BENCH_TOKEN}`).toString('base64');
let server: GitHttpServer;
let bench: BenchmarkRepo;
let shim: { dir: string; argv: string; found: string };

beforeAll(async () => {
  bench = benchmarkRepo();
  const root = tempDir('agent-eval-gitroot-');
  git(root, 'clone', '-q', '--bare', bench.dir, path.join(root, 'bench-org/private-bench.git'));
  server = await new GitHttpServer(root, BENCH_TOKEN).start();

  const dir = tempDir('agent-eval-gitshim-');
  shim = { dir, argv: path.join(dir, 'argv.log'), found: path.join(dir, 'found.log') };
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(
    path.join(dir, 'git'),
    `#!/bin/sh
printf '%s\\n' "git $*" >> '${shim.argv}'
'${realGit}' "$@"
rc=$?
grep -rlF --binary-files=text -e "$SHIM_SECRET" -e "$SHIM_SECRET_B64" "$RUNNER_TEMP" "$HOME" >> '${shim.found}' 2>/dev/null
exit $rc
`,
  );
  chmodSync(path.join(dir, 'git'), 0o755);
  writeFileSync(shim.argv, '');
  writeFileSync(shim.found, '');
});
afterAll(async () => {
  await server.stop();
});

function run(inputs: Record<string, string>, env: Record<string, string> = {}) {
  return runAction({
    inputs: {
      'benchmark-repository': 'bench-org/private-bench',
      'benchmark-ref': bench.sha,
      'run-dir': 'submission',
      comment: 'off',
      'artifact-name': '',
      ...inputs,
    },
    env: {
      GITHUB_SERVER_URL: server.url,
      PATH: `${shim.dir}:${process.env.PATH}`,
      SHIM_SECRET: BENCH_TOKEN,
      SHIM_SECRET_B64: BENCH_HEADER_B64,
      ...env,
    },
  });
}

test('a private benchmark by owner/name: the token goes only into an Authorization header (never argv, disk or log); a 502 is retried; the SHA is verified and recorded', async () => {
  server.requests.length = 0;
  server.failNext(502);
  const r = await run({ 'benchmark-token': BENCH_TOKEN });
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  expect(r.outputs['benchmark-commit']).toBe(bench.sha);
  const report = JSON.parse(readFileSync(r.outputs.report!, 'utf8'));
  expect(report.benchmark).toMatchObject({
    commit: bench.sha,
    repository: `${server.url}/bench-org/private-bench.git`,
    name: 'agentworld-mini',
  });

  // The first request failed with 502 and the fetch was retried; then every request carried the header.
  expect(server.requests[0]!.status).toBe(502);
  expect(commands(r.stdout, 'warning')).toEqual([
    expect.stringMatching(/^git fetch failed \(attempt 1 of 4\): .*502.*; retrying in \d+ ms$/),
  ]);
  const served = server.requests.slice(1);
  expect(served.length).toBeGreaterThanOrEqual(2);
  expect(
    served.every(
      (q) =>
        q.status === 200 &&
        q.authorization?.toLowerCase() === `basic ${BENCH_HEADER_B64}`.toLowerCase() &&
        q.authorization.endsWith(BENCH_HEADER_B64),
    ),
  ).toBe(true);

  // Never in a git command line, never on disk while git ran, never in the log or any file left behind.
  const argv = readFileSync(shim.argv, 'utf8');
  expect(argv).toMatch(/git -C .* fetch --no-tags --no-recurse-submodules --depth=1 origin [0-9a-f]{40}/);
  expect(argv).not.toContain(BENCH_TOKEN);
  expect(argv).not.toContain(BENCH_HEADER_B64);
  expect(readFileSync(shim.found, 'utf8')).toBe('');
  expect(commands(r.stdout, 'add-mask')).toEqual(expect.arrayContaining([BENCH_TOKEN, BENCH_HEADER_B64]));
  const log = (r.stdout + r.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::'));
  expect(log.filter((l) => l.includes(BENCH_TOKEN) || l.includes(BENCH_HEADER_B64))).toEqual([]);
  const files = allFiles(r.workspace, r.runnerTemp, r.home, path.dirname(r.files.output));
  expect(
    files.filter(
      (f) => readFileSync(f, 'latin1').includes(BENCH_TOKEN) || readFileSync(f, 'latin1').includes(BENCH_HEADER_B64),
    ),
  ).toEqual([]);
});

test('a benchmark in the same repository is fetched with the token input when benchmark-token is empty', async () => {
  const r = await run({ token: BENCH_TOKEN }, { GITHUB_REPOSITORY: 'bench-org/private-bench' });
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  expect(r.outputs['benchmark-commit']).toBe(bench.sha);
});

test('a wrong token or a missing repository fails at once with a clear message, without retries', async () => {
  server.requests.length = 0;
  const wrong = await run({ 'benchmark-token': 'ghp_wrong' });
  expect(wrong.code).toBe(1);
  expect(commands(wrong.stdout, 'error')).toEqual([
    expect.stringMatching(
      new RegExp(
        `^agent-eval: could not fetch ${bench.sha} from ${server.url}/bench-org/private-bench\\.git: .*\\(the server wants credentials: for a private benchmark set benchmark-token to a token that can read it\\)$`,
      ),
    ),
  ]);
  expect(commands(wrong.stdout, 'warning')).toEqual([]);
  expect(server.requests.length).toBe(1);

  const missing = await run({ 'benchmark-repository': 'bench-org/nothing-here', 'benchmark-token': BENCH_TOKEN });
  expect(missing.code).toBe(1);
  expect(commands(missing.stdout, 'error')[0]).toMatch(
    /^agent-eval: could not fetch .* from .*\/bench-org\/nothing-here\.git: /,
  );
  expect(commands(missing.stdout, 'warning')).toEqual([]);
});
