/**
 * The artifact upload, for real: the bundled action's @actions/artifact talks to a stand-in for
 * the Actions results service (its Twirp JSON endpoints CreateArtifact and FinalizeArtifact) on
 * 127.0.0.1, which hands out a SAS URL into azurite, Microsoft's blob-storage emulator from npm,
 * where the zip really lands. The test downloads it back and opens it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundled, tempDir, write } from '../support/helpers.js';
import { allFiles, benchmarkRepo, commands, EXAMPLE, git, node24, runAction } from '../support/runner.js';
import { FakeGitHubApi } from '../support/github-api.js';
import { unzip } from '../support/zip.js';
import { ArtifactService, JOB_BACKEND, RUN_BACKEND } from '../support/artifact-service.js';

const service = new ArtifactService();
const twirp = service.calls;
const existing = service.finalized;

beforeAll(() => service.start());
afterAll(() => service.stop());
beforeEach(() => service.reset());

function runWithArtifacts(node?: () => string[], env: Record<string, string> = {}) {
  return runAction({
    node,
    inputs: { 'benchmark-path': EXAMPLE, 'run-dir': 'submission', comment: 'off', 'artifact-name': 'scores-demo' },
    env: {
      ACTIONS_RUNTIME_TOKEN: service.token,
      ACTIONS_RESULTS_URL: service.resultsUrl,
      ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY: '2',
      ...env,
    },
  });
}

describe.each([
  ['node 20 (this machine)', undefined],
  ['node 24', node24],
])('the report artifact on %s', (_name, node) => {
  test('uploaded to blob storage through the results service: create, upload, finalize; outputs name it', async () => {
    const r = await runWithArtifacts(node);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(commands(r.stdout, 'warning')).toEqual([]);
    expect(r.outputs['artifact-id']).toBe('9001');
    expect(r.outputs['artifact-url']).toBe('https://github.com/bench-org/submissions/actions/runs/4242/artifacts/9001');

    expect(twirp.map((t) => t.method)).toEqual(['CreateArtifact', 'FinalizeArtifact']);
    expect(twirp[0]!.body).toMatchObject({
      workflow_run_backend_id: RUN_BACKEND,
      workflow_job_run_backend_id: JOB_BACKEND,
      name: 'scores-demo',
      version: 7,
    });

    // The blob really is in azurite: a zip of the three report files, as written on disk.
    const zip = await service.zip('scores-demo');
    expect(twirp[1]!.body).toMatchObject({
      name: 'scores-demo',
      size: String(zip.length),
      hash: `sha256:${createHash('sha256').update(zip).digest('hex')}`,
    });
    const zipFile = path.join(tempDir(), 'artifact.zip');
    writeFileSync(zipFile, zip);
    const listing = JSON.parse(
      execFileSync(
        'python3',
        [
          '-c',
          'import json,sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))',
          zipFile,
        ],
        { encoding: 'utf8' },
      ),
    ) as Record<string, string>;
    // The three report files, and the PrepBench-compatible summaries of the table suite's trials: everything written.
    const written = allFiles(r.outputs['report-dir']!)
      .map((f) => path.relative(r.outputs['report-dir']!, f))
      .sort();
    expect(written).toEqual(
      expect.arrayContaining([
        'scores.json',
        'summary.csv',
        'summary.md',
        'prep/trial-1/summary.json',
        'prep/trial-1/summary.csv',
      ]),
    );
    expect(Object.keys(listing).sort()).toEqual(written);
    for (const name of Object.keys(listing))
      expect(listing[name]).toBe(readFileSync(path.join(r.outputs['report-dir']!, name), 'utf8'));
  });
});

test('a shard uploads its partial report and pull-request.json as the artifact named for the shard', async () => {
  const head = 'abc0'.padEnd(40, '9');
  const r = await runAction({
    inputs: {
      'benchmark-path': EXAMPLE,
      suites: 'prep',
      'run-dir': 'submission/prep',
      shard: '2/2',
      'artifact-name': 'agent-eval-partial-2-of-2',
    },
    event: { name: 'pull_request_target', payload: { pull_request: { number: 12, head: { sha: head } } } },
    env: { ACTIONS_RUNTIME_TOKEN: service.token, ACTIONS_RESULTS_URL: service.resultsUrl },
  });
  expect(commands(r.stdout, 'warning')).toEqual([]);
  expect(r.code).toBe(0);
  expect(r.outputs['artifact-id']).toBe('9001');
  expect(twirp.map((t) => `${t.method} ${String(t.body.name)}`)).toEqual([
    'CreateArtifact agent-eval-partial-2-of-2',
    'FinalizeArtifact agent-eval-partial-2-of-2',
  ]);
  const zip = await service.zip('agent-eval-partial-2-of-2');
  const listing = unzip(zip);
  expect(Object.keys(listing).sort()).toEqual(['partial.json', 'pull-request.json']);
  expect(JSON.parse(listing['partial.json']!)).toMatchObject({ final: false, shard: { index: 2, count: 2 } });
  expect(JSON.parse(listing['pull-request.json']!)).toEqual({
    pull_request_number: 12,
    head_sha: head,
    repository: 'bench-org/submissions',
    comment_key: 'Score submissions',
  });
});

test('the whole fork chain: score on a pull_request event uploads the review artifact; publish fetches that very zip through the API and comments', async () => {
  const head = 'fade'.padEnd(40, '5');
  // The benchmark is the repository receiving the pull request, checked out at v1 (on main's history).
  const bench = benchmarkRepo();
  git(bench.dir, 'remote', 'add', 'origin', 'https://github.com/bench-org/submissions.git');
  git(bench.dir, 'checkout', '-q', '--detach', bench.tag);
  const scored = await runAction({
    inputs: { 'benchmark-path': bench.dir, suites: 'prep', 'run-dir': 'submission/prep', comment: 'off' },
    event: { name: 'pull_request', payload: { pull_request: { number: 31, head: { sha: head } } } },
    env: { ACTIONS_RUNTIME_TOKEN: service.token, ACTIONS_RESULTS_URL: service.resultsUrl },
  });
  expect(scored.code).toBe(0);
  expect(commands(scored.stdout, 'warning')).toEqual([]);
  // The zip @actions/artifact made (data descriptors and all), as GitHub would serve it.
  const zip = await service.zip('agent-eval-report');
  expect(Object.keys(unzip(zip))).toEqual(expect.arrayContaining(['scores.json', 'summary.md', 'pull-request.json']));

  const TOKEN = 'ghs_ChainToken0123456789';
  const api = await new FakeGitHubApi(TOKEN).start();
  try {
    api.pull('bench-org', 'submissions', {
      number: 31,
      head: { sha: head, ref: 'main', repo: { full_name: 'fork/submissions' } },
      base: { ref: 'main', repo: { full_name: 'bench-org/submissions' } },
    });
    api.gitRepos.set('bench-org/submissions', bench.dir);
    api.artifact(777, { id: 4711, name: 'agent-eval-report', zip, workflow_run: { id: 777, head_sha: head } });
    for (const node of [undefined, node24]) {
      api.requests.length = 0;
      const published = await runAction({
        node,
        inputs: { mode: 'publish', token: TOKEN },
        event: {
          name: 'workflow_run',
          payload: {
            workflow_run: {
              id: 777,
              name: 'Score submissions',
              head_sha: head,
              head_branch: 'main',
              event: 'pull_request',
              conclusion: 'success',
              created_at: '2026-01-01T00:00:00Z',
              head_repository: { full_name: 'fork/submissions' },
              pull_requests: [],
            },
            repository: { full_name: 'bench-org/submissions', default_branch: 'main' },
          },
        },
        env: { GITHUB_API_URL: api.url },
      });
      expect(commands(published.stdout, 'error')).toEqual([]);
      expect(published.code).toBe(0);
      expect(api.blobRequests()).toHaveLength(1);
      const comments = api.issue('bench-org', 'submissions', 31);
      expect(comments).toHaveLength(1);
      expect(comments[0]!.body).toContain('## agent-eval: agentworld-mini — ✅ FINAL');
      expect(readFileSync(published.outputs.report!, 'utf8')).toBe(readFileSync(scored.outputs.report!, 'utf8'));
    }
  } finally {
    await api.stop();
  }
});

test('an upload the service refuses is a warning: the job result and the report on disk do not change', async () => {
  service.createStatus = 409;
  const r = await runWithArtifacts();
  expect(r.code).toBe(0); // final: the job passes, as without the upload
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(commands(r.stdout, 'warning')).toEqual([
    expect.stringMatching(
      /^The report artifact scores-demo could not be uploaded: .*409.*The report is in agent-eval-report\.$/,
    ),
  ]);
  expect(r.outputs['artifact-id']).toBeUndefined();
  expect(JSON.parse(readFileSync(r.outputs.report!, 'utf8')).status).toBe('final');
});

test('a re-run job replaces the artifact its earlier attempt left on the run (names are unique per run)', async () => {
  const first = await runWithArtifacts();
  expect(first.code).toBe(0);
  expect(first.outputs['artifact-id']).toBe('9001');
  twirp.length = 0;
  const again = await runWithArtifacts(undefined, { GITHUB_RUN_ATTEMPT: '2' });
  expect(again.code).toBe(0);
  expect(commands(again.stdout, 'warning')).toEqual([]);
  expect(twirp.map((t) => t.method)).toEqual([
    'CreateArtifact',
    'ListArtifacts',
    'DeleteArtifact',
    'CreateArtifact',
    'FinalizeArtifact',
  ]);
  expect(again.stdout).toContain(
    'An artifact named scores-demo was already on this run (from an earlier attempt, id 9001): replaced.',
  );
  expect(again.outputs['artifact-id']).toBe('9002');
  expect([...existing]).toEqual([['scores-demo', '9002']]);
});

test("in a first attempt, the same name is another job's artifact: never deleted, the 409 is a warning as before", async () => {
  expect((await runWithArtifacts()).code).toBe(0);
  twirp.length = 0;
  const second = await runWithArtifacts(undefined, { GITHUB_RUN_ATTEMPT: '1' });
  expect(second.code).toBe(0);
  expect(twirp.map((t) => t.method)).toEqual(['CreateArtifact']);
  expect(commands(second.stdout, 'warning')).toEqual([
    expect.stringMatching(/^The report artifact scores-demo could not be uploaded: .*409/),
  ]);
  expect([...existing]).toEqual([['scores-demo', '9001']]);
});

test('a review artifact that cannot be uploaded fails the job: another job of the run may have uploaded a forged one under its name first', async () => {
  const head = 'f0e'.padEnd(40, '7');
  const event = { name: 'pull_request', payload: { pull_request: { number: 12, head: { sha: head } } } };
  const env = { ACTIONS_RUNTIME_TOKEN: service.token, ACTIONS_RESULTS_URL: service.resultsUrl };
  const shard = await runAction({
    inputs: {
      'benchmark-path': EXAMPLE,
      suites: 'prep',
      'run-dir': 'submission/prep',
      shard: '1/1',
      'artifact-name': 'agent-eval-report-partial-1-of-1',
    },
    event,
    env,
  });
  expect(shard.code).toBe(0);
  // A job that ran pull request code uploaded "agent-eval-report" before the merge job got there.
  existing.set('agent-eval-report', '666');
  twirp.length = 0;
  const merged = await runAction({
    inputs: { mode: 'merge', 'partials-dir': 'partials', shards: '1', comment: 'off', 'fail-on': 'never' },
    event,
    env,
    workspace: (dir) =>
      cpSync(path.dirname(shard.outputs.partial!), path.join(dir, 'partials/agent-eval-report-partial-1-of-1'), {
        recursive: true,
      }),
  });
  expect(merged.code).toBe(1);
  expect(commands(merged.stdout, 'error')).toEqual([
    expect.stringMatching(
      /^The report artifact agent-eval-report could not be uploaded: .*409.*\. It is the review artifact that publish mode reads \(it holds pull-request\.json\): an artifact of that name that another job of this run uploaded first would be published in its place, so this run must not pass\./,
    ),
  ]);
  expect(twirp.map((t) => t.method)).toEqual(['CreateArtifact']);
  expect([...existing]).toEqual([
    ['agent-eval-report-partial-1-of-1', '9001'],
    ['agent-eval-report', '666'],
  ]); // the other job's is never deleted
  expect(JSON.parse(readFileSync(merged.outputs.report!, 'utf8')).status).toBe('final'); // the report is on disk all the same

  // score mode on a pull request writes the review artifact too: the same rule.
  const scored = await runAction({
    inputs: {
      'benchmark-path': EXAMPLE,
      suites: 'prep',
      'run-dir': 'submission/prep',
      comment: 'off',
      'fail-on': 'never',
    },
    event,
    env,
  });
  expect(scored.code).toBe(1);
  expect(commands(scored.stdout, 'error')).toEqual([
    expect.stringMatching(
      /^The report artifact agent-eval-report could not be uploaded: .*409.* It is the review artifact that publish mode reads/,
    ),
  ]);
});

test("a shard's partial that cannot be uploaded fails the shard job (the merge could not read it), and is still on disk", async () => {
  service.createStatus = 409;
  const r = await runAction({
    inputs: {
      'benchmark-path': EXAMPLE,
      suites: 'prep',
      'run-dir': 'submission/prep',
      shard: '1/2',
      'artifact-name': 'agent-eval-report-partial-1-of-2',
    },
    env: { ACTIONS_RUNTIME_TOKEN: service.token, ACTIONS_RESULTS_URL: service.resultsUrl },
  });
  expect(r.code).toBe(1);
  expect(commands(r.stdout, 'error')).toEqual([
    expect.stringMatching(
      /^The partial report artifact agent-eval-report-partial-1-of-2 could not be uploaded: .*409.* this shard will count as missing\.$/,
    ),
  ]);
  expect(JSON.parse(readFileSync(r.outputs.partial!, 'utf8'))).toMatchObject({
    final: false,
    shard: { index: 1, count: 2 },
  });
});

test('off a runner (no ACTIONS_RUNTIME_TOKEN) the upload is skipped with a warning; scoring never loads @actions/artifact', async () => {
  const r = await runAction({
    inputs: { 'benchmark-path': EXAMPLE, 'run-dir': 'submission', suites: 'main', comment: 'off', 'fail-on': 'never' },
    workspace: (dir) => write(path.join(dir, 'submission/x.txt'), ''),
  });
  expect(r.code).toBe(0);
  expect(commands(r.stdout, 'warning')).toEqual([
    'The report artifact was not uploaded: ACTIONS_RUNTIME_TOKEN is not set (not running in GitHub Actions). The report is in agent-eval-report.',
  ]);
  // The artifact client and the Azure SDK live in a chunk of their own, loaded by import() only to upload.
  const bundleDir = bundled('action');
  const main = readFileSync(path.join(bundleDir, 'index.js'), 'utf8');
  expect(main).not.toContain('BlockBlobClient');
  expect(main).not.toContain('ArtifactServiceClientJSON');
  expect(main).toMatch(/__nccwpck_require__\.e\(\/\* import\(\) \*\/ \d+\)/);
});
