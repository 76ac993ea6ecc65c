/**
 * The issue route's limits (docs/workflows.md, "Limiting the issue route"), the bundled action
 * run as the runner runs it against the REST stand-in, with the archive on a real 127.0.0.1
 * server: approval-label counts only when the label's newest `labeled` event is by someone
 * with triage permission or more (an issue form applies its labels as the author); a person's
 * 6th run in 24 hours with max-runs-per-author-per-day 5 is refused with the count shown; a
 * held run is no failure, no zero and no outcome label; with both inputs empty, nothing changes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FakeGitHubApi, type WorkflowRunEntry } from '../../support/github-api.js';
import { benchmarkRepo, commands, runAction, type BenchmarkRepo } from '../../support/runner.js';
import { serveDemoArchive, type DemoArchive } from '../../support/demo-archive.js';

const TOKEN = 'ghs_TestTokenThatMustNeverLeak0123456789';
const OWNER = 'bench-org';
const REPO_NAME = 'submissions';
const ISSUE = 31;
const RUN = 4242; // GITHUB_RUN_ID of runAction
const WORKFLOW = 77;
const NOW = '2026-12-01T12:00:00Z';

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
  api.permissions.set('keeper', 'triage');
  api.permissions.set('submitter', 'read');
});
afterEach(async () => {
  await api.stop();
});

function run(inputs: Record<string, string>, labels: string[], sender = 'submitter', action = 'opened') {
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
        action,
        sender: { login: sender },
        issue: {
          number: ISSUE,
          body,
          updated_at: NOW,
          labels: labels.map((name) => ({ name })),
          state: 'open',
          user: { login: 'submitter' },
        },
        repository: { default_branch: 'main' },
      },
    },
    workspace: () => undefined,
    env: { GITHUB_API_URL: api.url },
  });
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const intakeOf = (workspace: string) =>
  json(path.join(workspace, 'agent-eval-report/intake.json')) as {
    error: { code: string; message: string } | null;
    limits?: unknown;
  };
const commentNow = () => api.issue(OWNER, REPO_NAME, ISSUE)[0]?.body ?? '';
const limitRequests = () => api.requests.filter((r) => /\/(events|actions|collaborators)\b/.test(r.path));

describe('approval-label', () => {
  const events = (...e: Array<[string, string]>) =>
    api.issueEvents.set(
      `${OWNER}/${REPO_NAME}#${ISSUE}`,
      e.map(([event, login], i) => ({
        event,
        created_at: `2026-12-01T10:0${i}:00Z`,
        actor: { login },
        label: { name: 'approved' },
      })),
    );

  test('the label applied by the author (the issue form) is not approval: nothing fetched, the reply says it waits for a maintainer; no failure', async () => {
    events(['labeled', 'submitter']);
    const r = await run({ 'approval-label': 'approved' }, ['submission', 'approved']);
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(r.code).toBe(0); // fail-on is non-final by default: a held submission is not a failure
    expect(r.outputs.status).toBe('invalid'); // nothing scored
    expect(served.fetches()).toBe(0);
    const intake = intakeOf(r.workspace);
    expect(intake.error?.code).toBe('awaiting_approval');
    expect(intake.error?.message).toMatch(
      /waits for a maintainer to apply the label "approved" \(the one on it was applied by submitter, who has no triage permission/,
    );
    expect(readFileSync(path.join(r.workspace, 'agent-eval-report/summary.md'), 'utf8')).toContain('awaiting_approval');
    const comment = commentNow();
    expect(comment).toContain("## agent-eval: submission waits for a maintainer's label");
    expect(comment).toContain('**Not scored yet.** `awaiting_approval`');
    expect(comment).toContain('waits for a maintainer to apply the label');
    expect(comment).toContain('What happens next:');
    expect(comment).not.toMatch(/To fix:/);
    // Who applied it, read through the API: the issue's events, then that person's permission.
    expect(api.requests.some((q) => q.path === `/repos/${OWNER}/${REPO_NAME}/issues/${ISSUE}/events`)).toBe(true);
    expect(api.requests.some((q) => q.path === `/repos/${OWNER}/${REPO_NAME}/collaborators/submitter/permission`)).toBe(
      true,
    );
  });

  test('without the label on the issue: awaiting approval, and the API is not asked', async () => {
    const r = await run({ 'approval-label': 'approved' }, ['submission']);
    expect(r.code).toBe(0);
    expect(intakeOf(r.workspace).error?.code).toBe('awaiting_approval');
    expect(limitRequests()).toEqual([]);
    expect(served.fetches()).toBe(0);
  });

  test('the label applied by a collaborator with triage permission is approval: scored, and the reply names who approved', async () => {
    // The form applied it first (the author); a maintainer removed it and applied it again.
    events(['labeled', 'submitter'], ['unlabeled', 'keeper'], ['labeled', 'keeper']);
    const r = await run({ 'approval-label': 'Approved' }, ['submission', 'approved'], 'keeper', 'labeled');
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(r.outputs.status).toBe('final');
    expect(served.fetches()).toBeGreaterThan(0);
    const intake = intakeOf(r.workspace);
    expect(intake.error).toBeNull();
    expect(intake.limits).toEqual({ approval: { label: 'Approved', by: 'keeper' }, runs: null });
    expect(commentNow()).toContain('Approved for scoring: `keeper` applied the label `Approved`.');
  });

  test('published from a separate job: a held review gets its comment and no outcome label (stale ones removed)', async () => {
    events(['labeled', 'submitter']);
    const issue = api.issues.find((i) => i.number === ISSUE)!;
    issue.labels = [{ name: 'submission' }, { name: 'approved' }, { name: 'agent-eval: final' }];
    const scored = await run({ 'approval-label': 'approved', comment: 'off' }, ['submission', 'approved']);
    expect(api.issue(OWNER, REPO_NAME, ISSUE)).toHaveLength(0);
    api.runs.set(RUN, {
      id: RUN,
      name: 'agent-eval issue review',
      head_sha: 'a'.repeat(40),
      head_branch: 'main',
      event: 'issues',
      conclusion: 'success',
    });
    const published = await runAction({
      inputs: {
        mode: 'publish',
        'artifact-path': path.join(scored.workspace, 'agent-eval-report'),
        'run-id': String(RUN),
        token: TOKEN,
      },
      event: { name: 'issues', payload: { action: 'opened', issue: { number: ISSUE } } },
      workspace: () => undefined,
      env: { GITHUB_API_URL: api.url },
    });
    expect(commands(published.stdout, 'error')).toEqual([]);
    expect(commentNow()).toContain('waits for a maintainer to apply the label');
    expect(issue.labels.map((l) => l.name).sort()).toEqual(['approved', 'submission']);
  });
});

describe('max-runs-per-author-per-day', () => {
  const at = (hoursBefore: number) =>
    new Date(Date.parse(NOW) - hoursBefore * 3_600_000).toISOString().replace('.000Z', 'Z');
  const entry = (id: number, hoursBefore: number, extra: Partial<WorkflowRunEntry> = {}): WorkflowRunEntry => ({
    id,
    workflow_id: WORKFLOW,
    event: 'issues',
    created_at: at(hoursBefore),
    conclusion: 'success',
    actor: { login: 'submitter' },
    ...extra,
  });
  /** This run, `earlier` counted runs of the submitter before it, and runs that must not count. */
  const history = (earlier: number) => {
    api.runs.set(RUN, {
      id: RUN,
      workflow_id: WORKFLOW,
      event: 'issues',
      created_at: NOW,
      conclusion: null,
      actor: { login: 'submitter' },
      head_sha: 'a'.repeat(40),
    });
    api.workflowRuns.push(entry(RUN, 0, { conclusion: null }));
    for (let i = 0; i < earlier; i++)
      api.workflowRuns.push(entry(100 + i, 1 + i, { conclusion: i === 0 ? 'cancelled' : 'success' }));
    api.workflowRuns.push(
      entry(200, 2, { conclusion: 'skipped' }), // the caller's `if:` did not match: nothing ran
      entry(201, 25), // more than 24 hours before
      entry(202, 3, { actor: { login: 'someone-else' } }),
      entry(203, 3, { event: 'issue_comment' }),
      entry(204, 3, { workflow_id: WORKFLOW + 1 }),
    );
  };

  test("a person's 6th run in 24 hours with a cap of 5 is refused as run_limit, the count shown; nothing fetched, no failure", async () => {
    history(5);
    const r = await run({ 'max-runs-per-author-per-day': '5' }, ['submission']);
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(r.code).toBe(0);
    expect(served.fetches()).toBe(0);
    const intake = intakeOf(r.workspace);
    expect(intake.error?.code).toBe('run_limit');
    // The next run goes once the run of 4 hours ago (5 places before this one) has left the 24 hours.
    expect(intake.limits).toEqual({
      approval: null,
      runs: { actor: 'submitter', count: 6, cap: 5, next: '2026-12-02T08:00:00Z' },
    });
    const comment = commentNow();
    expect(comment).toContain('`run_limit`');
    expect(comment).toContain('6 of 5 runs today');
    expect(comment).toContain('the next review is possible after 2026-12-02T08:00:00Z');
    // Counted through the API: this run, then its workflow's runs by its actor, from issues events, since 24 hours
    // before it.
    const listed = api.requests.find(
      (q) => q.path === `/repos/${OWNER}/${REPO_NAME}/actions/workflows/${WORKFLOW}/runs`,
    )!;
    expect(Object.fromEntries(listed.query)).toMatchObject({
      actor: 'submitter',
      event: 'issues',
      created: '>=2026-11-30T12:00:00Z',
    });
  });

  test('the 5th run with a cap of 5 is scored, and the reply shows "5 of 5 runs today"', async () => {
    history(4);
    const r = await run({ 'max-runs-per-author-per-day': '5' }, ['submission']);
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(r.outputs.status).toBe('final');
    expect(intakeOf(r.workspace).limits).toEqual({ approval: null, runs: { actor: 'submitter', count: 5, cap: 5 } });
    expect(commentNow()).toContain('Runs of `submitter`: 5 of 5 runs today');
  });

  test('a token that cannot list runs: nothing scored, limits_unchecked names the permission; never a pass', async () => {
    history(0);
    api.fail({ method: 'GET', status: 403, message: 'Resource not accessible by integration' });
    const r = await run({ 'max-runs-per-author-per-day': '5' }, ['submission']);
    expect(served.fetches()).toBe(0);
    const intake = intakeOf(r.workspace);
    expect(intake.error?.code).toBe('limits_unchecked');
    expect(intake.error?.message).toMatch(/needs actions: read/);
  });
});

test('both inputs empty: scored as before, and no request about labels, runs or permissions', async () => {
  const r = await run({ 'approval-label': '', 'max-runs-per-author-per-day': '' }, ['submission']);
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.outputs.status).toBe('final');
  expect(limitRequests()).toEqual([]);
  const intake = intakeOf(r.workspace);
  expect(intake.error).toBeNull();
  expect('limits' in intake).toBe(false);
  expect(commentNow()).not.toMatch(/Runs of|Approved for scoring/);
});
