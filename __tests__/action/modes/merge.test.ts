/**
 * agent-eval with `shard` and agent-eval/merge, end to end with the bundled action: each shard job
 * writes partial.json (+ pull-request.json) and never comments; the merge job reads the
 * downloaded partial artifacts and publishes the report the unsharded run writes, byte for byte;
 * a missing or unusable shard makes it invalid and names the shard.
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { stickyMarker } from '../../../src/github/comment.js';
import { write } from '../../support/helpers.js';
import { FakeGitHubApi } from '../../support/github-api.js';
import { allFiles, commands, EXAMPLE, runAction, type RunOptions, type RunResult } from '../../support/runner.js';
import { slow } from '../../setup/timeouts.js';

const TOKEN = 'ghs_MergeTokenThatMustNeverLeak0123456789';
const HEAD = 'feed'.padEnd(40, '3');
const EVENT = { name: 'pull_request', payload: { number: 7, pull_request: { number: 7, head: { sha: HEAD } } } };
let api: FakeGitHubApi;
let whole: RunResult;
const shards: RunResult[] = [];

function run(inputs: Record<string, string>, extra: Omit<RunOptions, 'inputs'> = {}): Promise<RunResult> {
  return runAction({
    event: EVENT,
    ...extra,
    inputs: { 'benchmark-path': EXAMPLE, 'run-dir': 'submission', token: TOKEN, ...inputs },
    env: { GITHUB_API_URL: api.url, ...extra.env },
  });
}

function merge(inputs: Record<string, string>, partials: (dir: string) => void): Promise<RunResult> {
  return runAction({
    event: EVENT,
    inputs: { mode: 'merge', 'partials-dir': 'partials', token: TOKEN, ...inputs },
    env: { GITHUB_API_URL: api.url },
    workspace: (dir) => partials(path.join(dir, 'partials')),
  });
}

/** The partial artifacts as download-artifact lays them out: one directory per artifact. */
const downloaded =
  (...which: number[]) =>
  (dir: string) => {
    for (const i of which)
      cpSync(
        shards[i - 1]!.outputs['report-dir'] ?? path.dirname(shards[i - 1]!.outputs.partial!),
        path.join(dir, `agent-eval-partial-${i}-of-2`),
        { recursive: true },
      );
  };

beforeAll(
  async () => {
    api = await new FakeGitHubApi(TOKEN).start();
    try {
      whole = await run({ comment: 'off' });
      expect(whole.code).toBe(0);
      for (const i of [1, 2])
        shards.push(await run({ shard: `${i}/2`, 'artifact-name': `agent-eval-partial-${i}-of-2` }));
    } finally {
      await api.stop();
    }
  },
  slow(180_000, 'three runs of the bundled action on the demo, with its python3 verifiers'),
);
// A fresh REST stand-in for every test: a late request from a test that timed out can never land
// in the next test's log.
beforeEach(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
});
afterEach(() => api.stop());

test('a shard writes partial.json and pull-request.json, sets the partial output, and never comments or fails on the report', async () => {
  expect(api.requests).toEqual([]); // the shard runs talked to no API
  for (const [i, r] of shards.entries()) {
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(r.code).toBe(0);
    const out = path.join(r.workspace, 'agent-eval-report');
    expect(r.outputs.partial).toBe(path.join(out, 'partial.json'));
    expect(r.outputs.status).toBeUndefined();
    expect(
      allFiles(out)
        .map((f) => path.basename(f))
        .sort(),
    ).toEqual(['partial.json', 'pull-request.json']);
    const partial = JSON.parse(readFileSync(r.outputs.partial!, 'utf8'));
    expect(partial).toMatchObject({ final: false, shard: { index: i + 1, count: 2 } });
    expect(JSON.parse(readFileSync(path.join(out, 'pull-request.json'), 'utf8'))).toEqual({
      pull_request_number: 7,
      head_sha: HEAD,
      repository: 'bench-org/submissions',
      comment_key: 'Score submissions',
    });
    expect(r.summary).toMatch(new RegExp(`^## agent-eval: agentworld-mini — shard ${i + 1}/2\\n`));
    // Off a runner the upload is skipped with a warning that names the partial.
    expect(commands(r.stdout, 'warning')).toEqual([
      `The partial report artifact was not uploaded: ACTIONS_RUNTIME_TOKEN is not set (not running in GitHub Actions). The partial report is in agent-eval-report.`,
    ]);
  }
});

test('merge: both partials give the unsharded report byte for byte, published like score mode (comment, pull-request.json)', async () => {
  const r = await merge({ shards: '2' }, downloaded(1, 2));
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  const out = r.outputs['report-dir']!;
  for (const name of ['scores.json', 'summary.md', 'summary.csv']) {
    expect([name, readFileSync(path.join(out, name), 'utf8')]).toEqual([
      name,
      readFileSync(path.join(whole.outputs['report-dir']!, name), 'utf8'),
    ]);
  }
  expect(r.outputs).toMatchObject({ status: 'final', final: 'true', valid: 'true' });
  expect(readFileSync(path.join(out, 'pull-request.json'), 'utf8')).toBe(
    readFileSync(path.join(shards[0]!.workspace, 'agent-eval-report/pull-request.json'), 'utf8'),
  );
  const comments = api.issue('bench-org', 'submissions', 7);
  expect(comments).toHaveLength(1);
  expect(comments[0]!.body.split('\n')[0]).toBe(stickyMarker('Score submissions'));
  expect(comments[0]!.body).toContain('✅ FINAL');
});

test('merge: a missing shard makes the report invalid and names it; the comment says so and the job fails by fail-on', async () => {
  const r = await merge({ shards: '2' }, downloaded(1));
  expect(r.code).toBe(1);
  expect(commands(r.stdout, 'warning')).toContain(
    'merge: missing_shard: shard 2/2 is missing: its units are not in the report',
  );
  expect(commands(r.stdout, 'error')).toEqual([
    'The report does not pass fail-on non-final: status invalid (valid: false, final: false). See the job summary.',
  ]);
  const report = JSON.parse(readFileSync(r.outputs.report!, 'utf8'));
  expect(
    report.suites.every((s: { errors: { stage: string; message: string }[] }) =>
      s.errors.some((e) => e.stage === 'merge' && e.message.startsWith('missing_shard: shard 2/2')),
    ),
  ).toBe(true);
  expect(api.issue('bench-org', 'submissions', 7)[0]!.body).toContain('missing\\_shard: shard 2/2 is missing');

  // A symlinked or corrupt partial is not read: a warning names it, and its shard is missing.
  const linked = await merge({ shards: '2', comment: 'off' }, (dir) => {
    downloaded(1)(dir);
    mkdirSync(path.join(dir, 'agent-eval-partial-2-of-2'), { recursive: true });
    symlinkSync(shards[1]!.outputs.partial!, path.join(dir, 'agent-eval-partial-2-of-2/partial.json'));
  });
  expect(linked.code).toBe(1);
  expect(commands(linked.stdout, 'warning')).toEqual(
    expect.arrayContaining([
      'partials/agent-eval-partial-2-of-2/partial.json is a symbolic link (not followed); it was not read.',
      'merge: missing_shard: shard 2/2 is missing: its units are not in the report',
    ]),
  );
  const corrupt = await merge({ shards: '2', comment: 'off' }, (dir) => {
    downloaded(1)(dir);
    write(path.join(dir, 'agent-eval-partial-2-of-2/partial.json'), '{"partial_report_version": 1, "shard": ');
  });
  expect(corrupt.code).toBe(1);
  expect(commands(corrupt.stdout, 'warning')).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^partials\/agent-eval-partial-2-of-2\/partial\.json: Malformed JSON: .*; it was left out, so its shard counts as missing\.$/,
      ),
    ]),
  );
});

test('merge: a shards input that does not match the partials, or no partials at all, is a clear error', async () => {
  const wrong = await merge({ shards: '3' }, downloaded(1, 2));
  expect(commands(wrong.stdout, 'error')).toEqual([
    'agent-eval: input shards: is 3, but partials/agent-eval-partial-1-of-2/partial.json is shard 1/2: the partials come from a run split into 2 shards (or shards is wrong)',
  ]);
  const none = await merge({ shards: '2' }, (dir) =>
    mkdirSync(path.join(dir, 'agent-eval-partial-1-of-2'), { recursive: true }),
  );
  expect(commands(none.stdout, 'error')).toEqual([
    'agent-eval: input partials-dir: no usable partial.json in partials (looked 3 levels deep); expected 2 shard(s). Did the shard jobs run and upload their artifacts?',
  ]);
  expect(api.requests).toEqual([]);
  expect(none.outputs).toEqual({});
  // partials-dir itself a symbolic link (to real partials elsewhere): refused, never followed.
  const linked = await merge({ shards: '2' }, (dir) => {
    const real = `${dir}-real`;
    downloaded(1, 2)(real);
    symlinkSync(real, dir);
  });
  expect(commands(linked.stdout, 'error')).toEqual([
    'agent-eval: input partials-dir: partials is a symbolic link; not followed',
  ]);
  expect(linked.outputs).toEqual({});
});
