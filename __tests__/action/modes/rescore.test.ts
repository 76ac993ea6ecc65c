/**
 * mode: rescore, end to end with the bundled action against the REST API stand-in: the
 * leaderboard, drift against a baseline, the tracking issue found or created (label + marker)
 * with one sticky drift comment, the job's result (invalid always, drift by fail-on-drift), and
 * the sharded form (shard jobs, then the merge) giving the same leaderboard.
 */
import { cpSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { stickyMarker } from '../../../src/github/comment.js';
import { tempDir, write } from '../../support/helpers.js';
import { FakeGitHubApi, isWrite } from '../../support/github-api.js';
import { activeContent } from '../../support/inert.js';
import { commands, DEMO, EXAMPLE, runAction, type RunOptions, type RunResult } from '../../support/runner.js';
import { slow } from '../../setup/timeouts.js';

const TOKEN = 'ghs_RescoreTokenThatMustNeverLeak0123456789';
const OWNER = 'bench-org';
const REPO_NAME = 'submissions';
const KEY = 'Nightly rescore';
let api: FakeGitHubApi;

// A fresh REST stand-in for every test: a late request from a test that timed out can never land
// in the next test's log.
beforeEach(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
});
afterEach(() => api.stop());

/** Two submissions (the demo's table suite only, so no verifier processes); `broken` drops one case of beta. */
function submissions(dir: string, options: { broken?: boolean; baseline?: string } = {}): void {
  for (const name of ['alpha', 'beta'])
    cpSync(path.join(DEMO, 'prep'), path.join(dir, 'submissions', name, 'prep'), { recursive: true });
  write(path.join(dir, 'submissions/README.md'), 'not a submission');
  if (options.broken) rmSync(path.join(dir, 'submissions/beta/prep/trial-1/case_001'), { recursive: true });
  if (options.baseline) write(path.join(dir, 'baseline/leaderboard.json'), options.baseline);
}

function rescoreRun(
  inputs: Record<string, string>,
  workspace: (dir: string) => void,
  extra: Omit<RunOptions, 'inputs' | 'workspace'> = {},
): Promise<RunResult> {
  return runAction({
    event: { name: 'schedule', payload: { schedule: '17 3 * * *' } },
    ...extra,
    workspace,
    inputs: {
      mode: 'rescore',
      'benchmark-path': EXAMPLE,
      'submissions-dir': 'submissions',
      suites: 'prep',
      token: TOKEN,
      ...inputs,
    },
    env: { GITHUB_API_URL: api.url, GITHUB_WORKFLOW: KEY, ...extra.env },
  });
}

const writes = () => api.requests.filter(isWrite).map((r) => `${r.method} ${r.path} ${r.status}`);

test(
  'first night: the leaderboard, no baseline, the tracking issue created with label and marker, one comment; the next night finds it and reports the drift',
  async () => {
    const first = await rescoreRun({ baseline: 'baseline/leaderboard.json' }, (dir) => submissions(dir));
    expect(commands(first.stdout, 'error')).toEqual([]);
    expect(first.code).toBe(0);
    expect(commands(first.stdout, 'notice')).toEqual([
      'baseline baseline/leaderboard.json does not exist: no drift is computed this time; this leaderboard is the baseline of the next rescore.',
    ]);
    const out = first.outputs['report-dir']!;
    expect(first.outputs).toMatchObject({
      leaderboard: path.join(out, 'leaderboard.json'),
      drift: '',
      'has-drift': 'false',
      'has-invalid': 'false',
      'tracking-issue': '100',
    });
    const leaderboard = readFileSync(first.outputs.leaderboard!, 'utf8');
    expect(JSON.parse(leaderboard).submissions.map((s: { name: string }) => s.name)).toEqual(['alpha', 'beta']);
    expect(readFileSync(path.join(out, 'submissions/alpha/scores.json'), 'utf8')).toContain('"report_version": 1');

    expect(writes()).toEqual([
      `POST /repos/${OWNER}/${REPO_NAME}/issues 201`,
      `POST /repos/${OWNER}/${REPO_NAME}/issues/100/comments 201`,
    ]);
    const issue = api.issues[0]!;
    expect(issue).toMatchObject({
      number: 100,
      title: 'agent-eval nightly rescore',
      labels: [{ name: 'agent-eval-drift' }],
      state: 'open',
    });
    expect(issue.body.split('\n')[0]).toBe(stickyMarker(KEY));
    const [comment] = api.issue(OWNER, REPO_NAME, 100);
    expect(comment!.body.split('\n')[0]).toBe(stickyMarker(KEY));
    expect(comment!.body).toContain('## agent-eval rescore: agentworld-mini — no baseline');
    expect(activeContent(comment!.body)).toEqual([]);
    expect(first.summary).toContain('## agent-eval rescore: agentworld-mini — no baseline');

    // Next night: beta lost a case since the baseline. The issue is found (not created again), the comment updated, the
    // job fails.
    api.requests.length = 0;
    const second = await rescoreRun({ baseline: 'baseline/leaderboard.json' }, (dir) =>
      submissions(dir, { broken: true, baseline: leaderboard }),
    );
    expect(second.code).toBe(1);
    expect(commands(second.stdout, 'error')).toEqual([
      'The rescore found drift against the baseline. See the job summary and issue #100.',
    ]);
    expect(second.outputs).toMatchObject({
      'has-drift': 'true',
      'has-invalid': 'false',
      'tracking-issue': '100',
      drift: path.join(second.outputs['report-dir']!, 'drift.json'),
    });
    expect(writes()).toEqual([`PATCH /repos/${OWNER}/${REPO_NAME}/issues/comments/${comment!.id} 200`]);
    expect(
      api.requests
        .find((q) => q.method === 'GET' && q.path === `/repos/${OWNER}/${REPO_NAME}/issues`)!
        .query.get('labels'),
    ).toBe('agent-eval-drift');
    expect(api.issues).toHaveLength(1);
    const updated = api.issue(OWNER, REPO_NAME, 100);
    expect(updated).toHaveLength(1);
    expect(updated[0]!.body).toContain('— ❌ DRIFT');
    expect(updated[0]!.body).toContain('beta');
    expect(JSON.parse(readFileSync(second.outputs.drift!, 'utf8')).has_drift).toBe(true);

    // fail-on-drift: false reports the same drift and passes.
    const tolerant = await rescoreRun({ baseline: 'baseline/leaderboard.json', 'fail-on-drift': 'false' }, (dir) =>
      submissions(dir, { broken: true, baseline: leaderboard }),
    );
    expect(tolerant.code).toBe(0);
    expect(tolerant.outputs['has-drift']).toBe('true');
  },
  slow(240_000, 'two nights of the bundled action in rescore mode'),
);

test(
  "tracking-issue: a number comments there; off comments nowhere; auto skips pull requests, issues without the marker, and issues opened by a person or another App's bot",
  async () => {
    const byNumber = await rescoreRun({ 'tracking-issue': '42' }, (dir) => submissions(dir));
    expect(byNumber.code).toBe(0);
    expect(writes()).toEqual([`POST /repos/${OWNER}/${REPO_NAME}/issues/42/comments 201`]);

    api.reset();
    const off = await rescoreRun({ 'tracking-issue': 'off' }, (dir) => submissions(dir));
    expect(off.code).toBe(0);
    expect(api.requests).toEqual([]);
    expect(off.stdout).toContain('No comment: tracking-issue is off.');

    api.reset();
    const marker = stickyMarker(KEY);
    api.addIssue({ number: 5, labels: [{ name: 'agent-eval-drift' }], body: 'someone else' });
    api.addIssue({
      number: 6,
      labels: [{ name: 'agent-eval-drift' }],
      body: `${marker}\na pull request`,
      pull_request: {},
    });
    api.addIssue({ number: 7, labels: [{ name: 'agent-eval-drift' }], body: `${marker}\ncopied by a user` });
    api.addIssue({
      number: 4,
      labels: [{ name: 'agent-eval-drift' }],
      body: `${marker}\nanother App's bot`,
      user: { login: 'other-app[bot]', type: 'Bot' },
    });
    api.addIssue({
      number: 8,
      labels: [{ name: 'agent-eval-drift' }],
      body: `${marker}\nours`,
      user: { login: 'github-actions[bot]', type: 'Bot' },
    });
    api.addIssue({
      number: 9,
      labels: [{ name: 'agent-eval-drift' }],
      body: `${marker}\nclosed`,
      state: 'closed',
      user: { login: 'github-actions[bot]', type: 'Bot' },
    });
    const auto = await rescoreRun({}, (dir) => submissions(dir));
    expect(auto.code).toBe(0);
    expect(auto.outputs['tracking-issue']).toBe('8');
    expect(writes()).toEqual([`POST /repos/${OWNER}/${REPO_NAME}/issues/8/comments 201`]);
    expect(api.issue(OWNER, REPO_NAME, 4)).toEqual([]);

    // Only a person's issue carries the label and the marker (opened to catch the drift comment): it is ignored, a new
    // one is created.
    api.reset();
    api.addIssue({
      number: 7,
      labels: [{ name: 'agent-eval-drift' }],
      body: `${marker}\nopened by a user`,
      user: { login: 'mallory', type: 'User' },
    });
    const planted = await rescoreRun({}, (dir) => submissions(dir));
    expect(planted.code).toBe(0);
    expect(planted.outputs['tracking-issue']).toBe('101');
    expect(writes()).toEqual([
      `POST /repos/${OWNER}/${REPO_NAME}/issues 201`,
      `POST /repos/${OWNER}/${REPO_NAME}/issues/101/comments 201`,
    ]);
    expect(api.issue(OWNER, REPO_NAME, 7)).toEqual([]);

    // A token that may not create issues: a warning; the leaderboard is still written and uploaded as far as possible.
    api.reset();
    api.readOnly = true;
    const readOnly = await rescoreRun({}, (dir) => submissions(dir));
    expect(readOnly.code).toBe(0);
    expect(commands(readOnly.stdout, 'warning')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^agent-eval could not find or create the tracking issue: HTTP 403: Resource not accessible by integration\./,
        ),
      ]),
    );
  },
  slow(240_000, 'four runs of the bundled action in rescore mode'),
);

test(
  'sharded: two shard jobs, then the merge (partials-dir, no benchmark) gives the unsharded leaderboard; a missing shard fails it',
  async () => {
    const whole = await rescoreRun({ 'tracking-issue': 'off' }, (dir) => submissions(dir));
    expect(whole.code).toBe(0);
    const shards: RunResult[] = [];
    for (const i of [1, 2]) {
      const r = await rescoreRun({ shard: `${i}/2`, 'artifact-name': `agent-eval-rescore-${i}-of-2` }, (dir) =>
        submissions(dir),
      );
      expect(commands(r.stdout, 'error')).toEqual([]);
      expect(r.code).toBe(0);
      expect(r.outputs.partial).toBe(path.join(r.workspace, 'agent-eval-report/rescore-shard.json'));
      expect(commands(r.stdout, 'warning')).toEqual([
        expect.stringMatching(/^The rescore shard artifact was not uploaded: ACTIONS_RUNTIME_TOKEN is not set/),
      ]);
      shards.push(r);
    }
    expect(api.requests).toEqual([]);
    const merge = (which: number[]) =>
      runAction({
        event: { name: 'schedule', payload: {} },
        workspace: (dir) =>
          which.forEach((i) =>
            cpSync(
              path.dirname(shards[i - 1]!.outputs.partial!),
              path.join(dir, `partials/agent-eval-rescore-${i}-of-2`),
              { recursive: true },
            ),
          ),
        inputs: { mode: 'rescore', 'partials-dir': 'partials', shards: '2', 'tracking-issue': 'off', token: TOKEN },
        env: { GITHUB_API_URL: api.url },
      });
    const merged = await merge([1, 2]);
    expect(commands(merged.stdout, 'error')).toEqual([]);
    expect(merged.code).toBe(0);
    expect(readFileSync(merged.outputs.leaderboard!, 'utf8')).toBe(readFileSync(whole.outputs.leaderboard!, 'utf8'));

    const missing = await merge([1]);
    expect(missing.code).toBe(1);
    expect(missing.outputs['has-invalid']).toBe('true');
    expect(commands(missing.stdout, 'error')[0]).toMatch(/^The rescore found /);
  },
  slow(300_000, 'two shard jobs and a merge job of the bundled action'),
);

test('rescore errors name the input', async () => {
  const noDir = await rescoreRun({ 'submissions-dir': 'nope' }, (dir) => submissions(dir));
  expect(commands(noDir.stdout, 'error')).toEqual(['agent-eval: input submissions-dir: nope: not a directory']);
  const badBaseline = await rescoreRun({ baseline: 'baseline/leaderboard.json' }, (dir) =>
    submissions(dir, { baseline: '{"leaderboard_version": 99}' }),
  );
  expect(commands(badBaseline.stdout, 'error')[0]).toMatch(
    /^agent-eval: input baseline: baseline\/leaderboard\.json: not an agent-eval leaderboard/,
  );
  expect(api.requests).toEqual([]);
});

test('submissions-dir through a symbolic link (a pull request replaced it, or a directory above it): an input error naming it', async () => {
  const outside = tempDir();
  submissions(outside);
  const r = await rescoreRun({ 'tracking-issue': 'off', 'submissions-dir': 'data/submissions' }, (dir) =>
    symlinkSync(outside, path.join(dir, 'data')),
  );
  expect({ code: r.code, errors: commands(r.stdout, 'error') }).toEqual({
    code: 1,
    errors: ['agent-eval: input submissions-dir: data is a symbolic link; not followed'],
  });
  const direct = await rescoreRun({ 'tracking-issue': 'off' }, (dir) =>
    symlinkSync(path.join(outside, 'submissions'), path.join(dir, 'submissions')),
  );
  expect(commands(direct.stdout, 'error')).toEqual([
    'agent-eval: input submissions-dir: submissions is a symbolic link; not followed',
  ]);
  expect(api.requests).toEqual([]);
});
