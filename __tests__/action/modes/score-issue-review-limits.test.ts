/**
 * The cap on scoring runs per person (docs/workflows.md, "Limiting the issue route"), the
 * bundled action run as the runner runs it against the REST stand-in, with the archive on a real
 * 127.0.0.1 server: `max-reviews` over a day or a `review-window: week`, a refusal that says when
 * the next review is possible (and scores nothing), a maintainer who is never counted, one more
 * run granted by a maintainer's `extra-run-label` (used once), and runs of the pull request route
 * counted with the issue route's only when `limit-shared-with` names its workflow.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FakeGitHubApi, type WorkflowRunEntry } from '../../support/github-api.js';
import { benchmarkRepo, commands, runAction, type BenchmarkRepo } from '../../support/runner.js';
import { serveDemoArchive, type DemoArchive } from '../../support/demo-archive.js';

const TOKEN = 'ghs_TestTokenThatMustNeverLeak0123456789';
const OWNER = 'bench-org';
const REPO_NAME = 'submissions';
const ISSUE = 31;
const WORKFLOW = 77; // the issue route's caller
const PR_WORKFLOW = 78; // the pull request route's caller, agent-eval-review.yml
const NOW = Date.parse('2026-12-01T12:00:00Z');
const HOUR = 3_600_000;

let api: FakeGitHubApi;
let bench: BenchmarkRepo;
let served: DemoArchive;
let body: string;

beforeAll(async () => {
  bench = benchmarkRepo();
  served = await serveDemoArchive();
  body = served.body;
});
afterAll(() => served.close());
beforeEach(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
  served.reset();
  api.addIssue({ number: ISSUE, body, labels: [{ name: 'submission' }], user: { login: 'submitter', type: 'User' } });
  api.permissions.set('keeper', 'write');
  api.permissions.set('submitter', 'read');
  api.workflowFiles.set('agent-eval-review.yml', PR_WORKFLOW);
});
afterEach(async () => {
  await api.stop();
});

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const hoursAgo = (h: number) => iso(NOW - h * HOUR);

/** A run of the submitter's, `h` hours before NOW. */
const entry = (id: number, h: number, extra: Partial<WorkflowRunEntry> = {}): WorkflowRunEntry => ({
  id,
  workflow_id: WORKFLOW,
  event: 'issues',
  created_at: hoursAgo(h),
  conclusion: 'success',
  actor: { login: 'submitter' },
  ...extra,
});

/** This run (`id`, created `h` hours before NOW, started by `actor`), listed among the workflow's runs. */
function thisRun(id: number, h = 0, actor = 'submitter') {
  api.runs.set(id, {
    id,
    workflow_id: WORKFLOW,
    event: 'issues',
    created_at: hoursAgo(h),
    conclusion: null,
    actor: { login: actor },
    head_sha: 'a'.repeat(40),
  });
  api.workflowRuns.push(entry(id, h, { conclusion: null, actor: { login: actor } }));
}

function run(inputs: Record<string, string>, id: number, sender = 'submitter') {
  return runAction({
    inputs: {
      'benchmark-repository': bench.url,
      'benchmark-ref': bench.sha,
      'allowed-archive-hosts': '127.0.0.1',
      token: TOKEN,
      ...inputs,
    },
    event: {
      name: 'issues',
      payload: {
        action: 'edited',
        sender: { login: sender },
        issue: {
          number: ISSUE,
          body,
          updated_at: iso(NOW),
          labels: [{ name: 'submission' }],
          state: 'open',
          user: { login: 'submitter' },
        },
        repository: { default_branch: 'main' },
      },
    },
    workspace: () => undefined,
    env: { GITHUB_API_URL: api.url, GITHUB_RUN_ID: String(id) },
  });
}

interface Intake {
  error: { code: string; message: string } | null;
  limits?: { runs: Record<string, unknown> | null };
}
const intakeOf = (workspace: string) =>
  JSON.parse(readFileSync(path.join(workspace, 'agent-eval-report/intake.json'), 'utf8')) as Intake;
const scored = (workspace: string) => existsSync(path.join(workspace, 'agent-eval-report/scores.json'));
const commentNow = () => api.issue(OWNER, REPO_NAME, ISSUE)[0]?.body ?? '';
const listings = () => api.requests.filter((q) => /\/actions\/workflows\/[^/]+\/runs$/.test(q.path));

test('over max-reviews in a day: refused as run_limit, the reply says when the next review is possible; nothing fetched or scored, no failure', async () => {
  thisRun(4242);
  api.workflowRuns.push(entry(101, 2), entry(102, 5), entry(103, 30)); // 30 hours ago: out of the day
  const r = await run({ 'max-reviews': '2' }, 4242);
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  expect(served.fetches()).toBe(0);
  expect(scored(r.workspace)).toBe(false);
  const intake = intakeOf(r.workspace);
  expect(intake.error?.code).toBe('run_limit');
  // 3 counted runs (5 h ago, 2 h ago, this one), cap 2: the next run goes once the one of 2 hours ago has left the day.
  expect(intake.limits?.runs).toEqual({ actor: 'submitter', count: 3, cap: 2, next: hoursAgo(2 - 24) });
  const comment = commentNow();
  expect(comment).toContain('3 of 2 runs today');
  expect(comment).toContain(`the next review is possible after ${hoursAgo(-22)}`);
  expect(comment).toContain(`The next review is possible after \`${hoursAgo(-22)}\`.`);
  expect(Object.fromEntries(listings()[0]!.query)).toMatchObject({
    actor: 'submitter',
    event: 'issues',
    created: `>=${hoursAgo(24)}`,
  });
});

test('a maintainer (write permission) is not counted: scored, and no runs listed', async () => {
  thisRun(4242, 0, 'keeper');
  for (let i = 0; i < 5; i++) api.workflowRuns.push(entry(110 + i, i + 1, { actor: { login: 'keeper' } }));
  const r = await run({ 'max-reviews': '1' }, 4242, 'keeper');
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.outputs.status).toBe('final');
  expect(intakeOf(r.workspace).limits?.runs).toBeNull();
  expect(listings()).toEqual([]);
});

test("a maintainer's extra-run label grants one more run, used by the next run only; the author's own label grants nothing", async () => {
  api.workflowRuns.push(entry(101, 5), entry(102, 4)); // the cap of 2 is used
  const events = api.issueEvents;
  const key = `${OWNER}/${REPO_NAME}#${ISSUE}`;
  // The author labels it first (no grant), then a maintainer (a grant), after the author's last run.
  events.set(key, [
    {
      event: 'labeled',
      created_at: hoursAgo(3),
      actor: { login: 'submitter' },
      label: { name: 'agent-eval: extra-run' },
    },
    {
      event: 'unlabeled',
      created_at: hoursAgo(2.5),
      actor: { login: 'keeper' },
      label: { name: 'agent-eval: extra-run' },
    },
    { event: 'labeled', created_at: hoursAgo(2), actor: { login: 'keeper' }, label: { name: 'Agent-Eval: Extra-Run' } },
  ]);
  thisRun(5001, 1);
  const first = await run({ 'max-reviews': '2' }, 5001);
  expect(commands(first.stdout, 'error')).toEqual([]);
  expect(first.outputs.status).toBe('final');
  expect(intakeOf(first.workspace).limits?.runs).toEqual({
    actor: 'submitter',
    count: 3,
    cap: 2,
    granted_by: 'keeper',
  });
  expect(commentNow()).toContain('one more run granted by `keeper`');

  // The next run: the grant was used by run 5001.
  thisRun(5002, 0);
  const second = await run({ 'max-reviews': '2' }, 5002);
  expect(commands(second.stdout, 'error')).toEqual([]);
  expect(scored(second.workspace)).toBe(false);
  expect(intakeOf(second.workspace)).toMatchObject({
    error: { code: 'run_limit' },
    limits: { runs: { count: 4, cap: 2 } },
  });
});

test('review-window week: runs of the last 7 days count, and the next time is a week after', async () => {
  thisRun(4242);
  api.workflowRuns.push(entry(101, 72), entry(102, 24 * 8)); // 3 days ago counts; 8 days ago does not
  const day = await run({ 'max-reviews': '1', comment: 'off' }, 4242);
  expect(day.outputs.status).toBe('final'); // in a day's window, only this run

  const week = await run({ 'max-reviews': '1', 'review-window': 'week' }, 4242);
  expect(commands(week.stdout, 'error')).toEqual([]);
  expect(scored(week.workspace)).toBe(false);
  expect(intakeOf(week.workspace)).toMatchObject({
    error: { code: 'run_limit' },
    limits: { runs: { count: 2, cap: 1, window: 'week', next: hoursAgo(-24 * 7) } },
  });
  expect(commentNow()).toContain('2 of 1 run this week');
  expect(Object.fromEntries(listings().at(-1)!.query)).toMatchObject({ created: `>=${hoursAgo(24 * 7)}` });
});

test('the pull request route counts against the same cap only with limit-shared-with', async () => {
  thisRun(4242);
  // Two pull request reviews of the submitter's in the last hours, one skipped (nothing ran), and another person's.
  api.workflowRuns.push(
    entry(301, 3, { workflow_id: PR_WORKFLOW, event: 'pull_request' }),
    entry(302, 2, { workflow_id: PR_WORKFLOW, event: 'pull_request' }),
    entry(303, 1, { workflow_id: PR_WORKFLOW, event: 'pull_request', conclusion: 'skipped' }),
    entry(304, 1, { workflow_id: PR_WORKFLOW, event: 'pull_request', actor: { login: 'someone-else' } }),
  );
  const route = await run({ 'max-reviews': '2', comment: 'off' }, 4242);
  expect(route.outputs.status).toBe('final');
  expect(intakeOf(route.workspace).limits?.runs).toEqual({ actor: 'submitter', count: 1, cap: 2 });

  const shared = await run({ 'max-reviews': '2', 'limit-shared-with': 'agent-eval-review.yml' }, 4242);
  expect(commands(shared.stdout, 'error')).toEqual([]);
  expect(scored(shared.workspace)).toBe(false);
  expect(intakeOf(shared.workspace)).toMatchObject({
    error: { code: 'run_limit' },
    limits: { runs: { count: 3, cap: 2, next: hoursAgo(2 - 24) } },
  });
  expect(
    api.requests.some((q) => q.path === `/repos/${OWNER}/${REPO_NAME}/actions/workflows/agent-eval-review.yml/runs`),
  ).toBe(true);
});

test('a shared workflow the API does not know: nothing scored, limits_unchecked names it', async () => {
  thisRun(4242);
  const r = await run({ 'max-reviews': '2', 'limit-shared-with': 'no-such.yml' }, 4242);
  expect(served.fetches()).toBe(0);
  const intake = intakeOf(r.workspace);
  expect(intake.error?.code).toBe('limits_unchecked');
  expect(intake.error?.message).toContain('no-such.yml');
});
