/**
 * The issue route under archives that are cut short or lie about their sizes, and under an error
 * that is nobody's refusal: the bundled action run as the runner runs it, the archive served by a
 * real 127.0.0.1 server, the REST API stand-in. Whatever happens, the submitter gets the "not
 * scored" comment naming why, intake.json and the step outputs are written, and nothing of ours
 * is left in RUNNER_TEMP.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseIssueForm } from '../../../src/core/submission/form.js';
import { cli, tempDir } from '../../support/helpers.js';
import { FakeGitHubApi } from '../../support/github-api.js';
import { renderIssueForm } from '../../support/issue-form.js';
import { benchmarkRepo, commands, DEMO, runAction, type BenchmarkRepo, type RunResult } from '../../support/runner.js';
import { corruptArchives } from '../../support/tar.js';

const TOKEN = 'ghs_TestTokenThatMustNeverLeak0123456789';
const ISSUE = 34;

let api: FakeGitHubApi;
let bench: BenchmarkRepo;
let values: Record<string, string>;
let server: http.Server;
let base: string;
const served = new Map<string, Buffer>();
const bad = corruptArchives();

beforeAll(async () => {
  bench = benchmarkRepo();
  // The form's other fields, as pack prints them for the demo run.
  const packed = await cli(
    'pack',
    '--run',
    DEMO,
    '--out',
    path.join(tempDir('agent-eval-corrupt-pack-'), 'run.tar.gz'),
  );
  expect(packed.code).toBe(0);
  values = parseIssueForm(packed.stdout.slice(packed.stdout.indexOf('###'))).values;
  served.set('/files/cut.tar.gz', bad.cutTarGz);
  served.set('/files/pax.tar', bad.paxTar);
  server = http.createServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
});

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function run(file: string, env: Record<string, string> = {}): Promise<RunResult> {
  const body = renderIssueForm({ ...values, archive_url: `${base}${file}`, archive_sha256: sha256(served.get(file)!) });
  return runAction({
    inputs: {
      'benchmark-repository': bench.url,
      'benchmark-ref': bench.sha,
      'allowed-archive-hosts': '127.0.0.1',
      token: TOKEN,
    },
    event: {
      name: 'issues',
      payload: {
        action: 'opened',
        issue: {
          number: ISSUE,
          body,
          updated_at: '2026-12-05T10:00:00Z',
          labels: [{ name: 'submission' }],
          state: 'open',
        },
        repository: { default_branch: 'main' },
      },
    },
    workspace: () => undefined,
    env: { GITHUB_API_URL: api.url, ...env },
  });
}

const intakeOf = (r: RunResult) =>
  JSON.parse(readFileSync(path.join(r.workspace, 'agent-eval-report/intake.json'), 'utf8')) as {
    archive: unknown;
    error: { code: string; entry: string | null; message: string } | null;
  };
const comments = () => api.issue('bench-org', 'submissions', ISSUE);

test.each([
  ['a tar.gz cut short in the middle of an entry', '/files/cut.tar.gz', bad.cutEntry],
  ['a tar whose pax size is larger than the data', '/files/pax.tar', bad.paxEntry],
])(
  '%s: the "not scored" comment names corrupt_archive and the entry; intake.json, the outputs; RUNNER_TEMP left empty',
  async (_what, file, entry) => {
    const r = await run(file);
    // No crash: the process ended through the action's own verdict, not an unhandled rejection.
    expect(r.stderr).not.toMatch(/Unhandled|^\s+at /m);
    expect(commands(r.stdout, 'error').join('\n')).toContain('The submission was not scored (corrupt_archive)');
    expect(r.code).not.toBe(0);

    expect(comments()).toHaveLength(1);
    const body = comments()[0]!.body;
    expect(body).toContain('submission not scored');
    expect(body).toContain('`corrupt_archive`');
    expect(body).toContain(`(entry \`${entry}\`)`);
    expect(body).toMatch(/To fix:.*damaged or cut short/);

    expect(intakeOf(r)).toMatchObject({ archive: null, error: { code: 'corrupt_archive', entry } });
    expect(r.outputs).toMatchObject({
      status: 'invalid',
      final: 'false',
      valid: 'false',
      'report-dir': path.join(r.workspace, 'agent-eval-report'),
    });
    expect(r.summary).toContain('corrupt_archive');
    expect(readdirSync(r.runnerTemp)).toEqual([]);
  },
);

test("an error that is not a refusal of the archive (the temp directory cannot be made): named internal_error, never the submission's failure; comment, intake.json and outputs still written", async () => {
  // RUNNER_TEMP is a file: nothing can be created below it.
  const runnerTemp = path.join(tempDir('agent-eval-corrupt-rt-'), 'not-a-directory');
  writeFileSync(runnerTemp, '');
  const r = await run('/files/pax.tar', { RUNNER_TEMP: runnerTemp });
  expect(r.stderr).not.toMatch(/Unhandled/);
  // The job fails as an internal error (its log has the cause), whatever fail-on says.
  expect(commands(r.stdout, 'error').join('\n')).toMatch(/agent-eval: internal error: .*ENOTDIR/);
  expect(r.code).not.toBe(0);
  const body = comments()[0]!.body;
  expect(body).toContain('`internal_error`');
  expect(body).toContain('this says nothing about the submission');
  expect(body).toContain('Nothing is known to be wrong with the submission');
  expect(body).not.toMatch(/^\s+at /m); // no stack trace in a public comment
  expect(intakeOf(r).error).toMatchObject({ code: 'internal_error', entry: null });
  expect(intakeOf(r).error!.message).toContain('ENOTDIR');
  expect(r.outputs.status).toBe('invalid');
  expect(r.outputs.valid).toBe('false');
});
