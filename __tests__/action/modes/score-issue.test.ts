/**
 * The issue route's scoring half, the bundled action run as the runner runs it: an `issues`
 * event whose body is rendered from the shipped submission form, the archive (made by
 * `agent-eval pack` from the demo run) served by a real 127.0.0.1 server, and the REST API
 * stand-in. The comment is created, then updated on an edit; a body with a missing field or a
 * host that is not allowed gets a comment that says what to fix; hostile text in the body is
 * neutralised; the archive server never sees the token.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseIssueForm } from '../../../src/core/submission/form.js';
import { cli, tempDir } from '../../support/helpers.js';
import { FakeGitHubApi, type Comment } from '../../support/github-api.js';
import { benchmarkRepo, commands, DEMO, runAction, type BenchmarkRepo } from '../../support/runner.js';
import { renderIssueForm } from '../../support/issue-form.js';

const TOKEN = 'ghs_TestTokenThatMustNeverLeak0123456789';
const OWNER = 'bench-org';
const REPO_NAME = 'submissions';
const ISSUE = 31;

let api: FakeGitHubApi;
let bench: BenchmarkRepo;
let archive: Buffer;
let values: Record<string, string>;
let server: http.Server;
let archiveUrl: string;
const archiveRequests: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  bench = benchmarkRepo();
  const out = path.join(tempDir('agent-eval-issue-pack-'), 'run.tar.gz');
  const packed = await cli('pack', '--run', DEMO, '--out', out);
  expect(packed.code).toBe(0);
  archive = readFileSync(out);
  // pack prints the form's fields filled from submission.yml: read them back, then render the body from the template.
  values = parseIssueForm(packed.stdout.slice(packed.stdout.indexOf('###'))).values;
  values.archive_sha256 = /^sha256 ([0-9a-f]{64})$/m.exec(packed.stdout)![1]!;
  server = http.createServer((req, res) => {
    archiveRequests.push(req.headers);
    if (req.url !== '/files/run.tar.gz') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': archive.length }).end(archive);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  archiveUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files/run.tar.gz`;
  values.archive_url = archiveUrl;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
});
afterEach(async () => {
  await api.stop();
  // The archive host never sees a credential: exactly the headers fetch.ts sends.
  for (const headers of archiveRequests) {
    expect(Object.keys(headers).sort()).toEqual(['accept', 'connection', 'host', 'user-agent']);
    expect(JSON.stringify(headers)).not.toContain(TOKEN);
  }
});

function issueEvent(body: string, action = 'opened', updatedAt = '2026-12-01T10:00:00Z') {
  return {
    name: 'issues',
    payload: {
      action,
      issue: { number: ISSUE, body, updated_at: updatedAt, labels: [{ name: 'submission' }], state: 'open' },
      repository: { default_branch: 'main' },
    },
  };
}

function run(body: string, inputs: Record<string, string> = {}, action = 'opened') {
  return runAction({
    inputs: {
      'benchmark-repository': bench.url,
      'benchmark-ref': bench.sha,
      'allowed-archive-hosts': '127.0.0.1',
      token: TOKEN,
      ...inputs,
    },
    event: issueEvent(body, action),
    workspace: () => undefined,
    env: { GITHUB_API_URL: api.url },
  });
}

const commentsOn = (): Comment[] => api.issue(OWNER, REPO_NAME, ISSUE);
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

test('an issue whose form names an archive on an allowed host: scored, one comment, updated on an edit; issue.json and intake.json beside the report', async () => {
  const first = await run(renderIssueForm(values));
  expect(commands(first.stdout, 'error')).toEqual([]);
  expect(first.outputs.status).toBe('final');
  expect(first.code).toBe(0);
  const out = path.join(first.workspace, 'agent-eval-report');
  expect(json(path.join(out, 'issue.json'))).toMatchObject({
    issue_number: ISSUE,
    updated_at: '2026-12-01T10:00:00Z',
    repository: `${OWNER}/${REPO_NAME}`,
  });
  expect(json(path.join(out, 'issue.json')).body_sha256).toMatch(/^[0-9a-f]{64}$/);
  const intake = json(path.join(out, 'intake.json')) as {
    archive: { source: string; fetched: boolean };
    form: { outcome: string; findings: unknown[] };
    error: unknown;
  };
  expect(intake).toMatchObject({
    archive: { fetched: true },
    form: { outcome: 'compared', findings: [] },
    error: null,
  });
  expect(json(path.join(out, 'scores.json')).status).toBe('final');
  expect(commentsOn()).toHaveLength(1);
  expect(commentsOn()[0]!.body).toContain('### Submission form');
  expect(commentsOn()[0]!.body).toContain('sha256 verified');
  expect(first.summary).toContain('### Submission form');
  expect(archiveRequests.length).toBeGreaterThan(0);

  // An edit: scored again, the same comment updated (the body now disagrees with the archive on the model version).
  const edited = await run(renderIssueForm({ ...values, model_version: 'edited-9' }), {}, 'edited');
  expect(commands(edited.stdout, 'error')).toEqual([]);
  expect(commentsOn()).toHaveLength(1);
  expect(commentsOn()[0]!.body).toContain('form_mismatch');
  expect(json(path.join(edited.workspace, 'agent-eval-report/issue.json')).body_sha256).not.toBe(
    json(path.join(out, 'issue.json')).body_sha256,
  );
});

test('a missing field, a host not allowed, a local path: nothing scored, status invalid, and the comment says what to fix', async () => {
  const missing = await run(renderIssueForm({ ...values, archive_sha256: '' }));
  expect(missing.outputs.status).toBe('invalid');
  expect(missing.code).not.toBe(0);
  let body = commentsOn()[0]!.body;
  expect(body).toContain('submission not scored');
  expect(body).toContain('`form_unusable`');
  expect(body).toMatch(/To fix:/);
  expect(body).toContain('Archive sha256');
  const intake = json(path.join(missing.workspace, 'agent-eval-report/intake.json')) as { error: { code: string } };
  expect(intake.error.code).toBe('form_unusable');

  const before = archiveRequests.length;
  const host = await run(
    renderIssueForm({ ...values, archive_url: archiveUrl }),
    { 'allowed-archive-hosts': 'huggingface.co' },
    'edited',
  );
  expect(host.outputs.status).toBe('invalid');
  expect(commentsOn()).toHaveLength(1);
  body = commentsOn()[0]!.body;
  expect(body).toContain('`host_not_allowed`');
  expect(body).toMatch(/To fix:.*Attach the archive to the issue/);
  expect(archiveRequests.length).toBe(before);

  const local = await run(renderIssueForm({ ...values, archive_url: '/etc/passwd' }), {}, 'edited');
  expect(local.outputs.status).toBe('invalid');
  expect(commentsOn()[0]!.body).not.toContain('root:');
  expect(readFileSync(path.join(local.workspace, 'agent-eval-report/intake.json'), 'utf8')).not.toContain('root:');
});

test('a hostile body (HTML, markdown links, @mentions, a sticky marker) is neutralised in the comment', async () => {
  const evil = '@octocat <img src=x onerror=alert(1)> [click](https://evil.example/x) <!-- agent-eval:sticky --> #1';
  const r = await run(renderIssueForm({ ...values, model_version: evil }));
  expect(commands(r.stdout, 'error').join('\n')).not.toContain('octocat');
  const body = commentsOn()[0]!.body;
  expect(body).toContain('form_mismatch');
  expect(body).not.toMatch(/(^|[^\\])@octocat/);
  expect(body).not.toContain('<img');
  expect(body).not.toContain('](https://evil');
  expect(body).not.toContain('<!-- agent-eval:sticky -->');
  // Ours only: the sticky marker and the review stamp (digits and a status).
  expect(body.match(/<!--/g)?.length ?? 0).toBe(2);
  expect(body.split('\n')[1]).toMatch(
    /^<!-- agent-eval:issue-review body_sha256=[0-9a-f]{64} status=(final|not_final|invalid) findings=\d+ -->$/,
  );
});

describe('publishing an issue review from a separate job (agent-eval/publish, issues: write)', () => {
  const RUN = 4242;
  const score = (body: string, action = 'opened') => run(body, { comment: 'off' }, action);
  const publishReview = (outDir: string) =>
    runAction({
      inputs: { mode: 'publish', 'artifact-path': outDir, 'run-id': String(RUN), token: TOKEN },
      event: issueEvent('(the publish job reads nothing from the event)'),
      workspace: () => undefined,
      env: { GITHUB_API_URL: api.url },
    });
  const labelsNow = () =>
    api.issues
      .find((i) => i.number === ISSUE)!
      .labels.map((l) => l.name)
      .sort();
  beforeEach(() => {
    api.runs.set(RUN, {
      id: RUN,
      name: 'agent-eval issue review',
      head_sha: 'a'.repeat(40),
      head_branch: 'main',
      event: 'issues',
      conclusion: 'success',
    });
  });

  test('comment and outcome label on the issue; an edit makes the old artifact stale, and its own run updates the same comment', async () => {
    const body = renderIssueForm(values);
    api.addIssue({ number: ISSUE, body, labels: [{ name: 'submission' }, { name: 'agent-eval: invalid' }] });
    const scored = await score(body);
    expect(commentsOn()).toHaveLength(0); // the scoring job comments nothing
    const out = path.join(scored.workspace, 'agent-eval-report');
    const published = await publishReview(out);
    expect(commands(published.stdout, 'error')).toEqual([]);
    expect(published.outputs['issue-number']).toBe(String(ISSUE));
    expect(commentsOn()).toHaveLength(1);
    expect(commentsOn()[0]!.body).toContain('### Submission form');
    expect(commentsOn()[0]!.body).toContain('FINAL');
    expect(labelsNow()).toEqual(['agent-eval: final', 'submission']);

    // The body is edited: the first run's artifact no longer describes it.
    const editedBody = renderIssueForm({ ...values, archive_sha256: '' });
    api.issues.find((i) => i.number === ISSUE)!.body = editedBody;
    const stale = await publishReview(out);
    expect(stale.code).not.toBe(0);
    expect(commands(stale.stdout, 'error').join('\n')).toMatch(/has changed since run 4242 scored it/);
    expect(commentsOn()).toHaveLength(1);
    expect(commentsOn()[0]!.body).toContain('FINAL');

    const rescored = await score(editedBody, 'edited');
    const again = await publishReview(path.join(rescored.workspace, 'agent-eval-report'));
    expect(commands(again.stdout, 'error')).toEqual([]);
    expect(commentsOn()).toHaveLength(1);
    expect(commentsOn()[0]!.body).toContain('submission not scored');
    expect(commentsOn()[0]!.body).toMatch(/To fix:/);
    expect(labelsNow()).toEqual(['agent-eval: invalid', 'submission']);
  });

  test('not published: a closed issue, an issue without the submission label, a forged issue.json', async () => {
    const body = renderIssueForm(values);
    const issue = api.addIssue({ number: ISSUE, body, labels: [{ name: 'submission' }] });
    const out = path.join((await score(body)).workspace, 'agent-eval-report');
    issue.state = 'closed';
    expect(commands((await publishReview(out)).stdout, 'error').join('\n')).toMatch(/issue #31 is closed, not open/);
    issue.state = 'open';
    issue.labels = [];
    expect(commands((await publishReview(out)).stdout, 'error').join('\n')).toMatch(
      /does not have the label "submission"/,
    );
    issue.labels = [{ name: 'submission' }];
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      path.join(out, 'issue.json'),
      JSON.stringify({ ...json(path.join(out, 'issue.json')), issue_number: 99 }),
    );
    expect(commands((await publishReview(out)).stdout, 'error').join('\n')).toMatch(/names #99, which is not an issue/);
    expect(commentsOn()).toHaveLength(0);
    expect(labelsNow()).toEqual(['submission']);
  });
});
