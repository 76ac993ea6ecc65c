/**
 * agent-eval/plan, end to end with the bundled action, as review-submission.yml's plan job runs it
 * on a pull_request event: the pull request's changed files are read from the REST API stand-in,
 * and the one submission directory they change is the plan; anything else fails the job, named,
 * and sets no output (nothing is scored).
 */
import { FakeGitHubApi } from '../../support/github-api.js';
import { commands, runAction, type RunResult } from '../../support/runner.js';
import { slow } from '../../setup/timeouts.js';

const TOKEN = 'ghs_PlanTokenThatMustNeverLeak0123456789';
const OWNER = 'bench-org';
const REPO_NAME = 'submissions';
const PR = 7;
const HEAD = 'c0ffee'.padEnd(40, '1');

let api: FakeGitHubApi;
beforeEach(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
  api.reset();
  api.pull(OWNER, REPO_NAME, {
    number: PR,
    head: { sha: HEAD, ref: 'mine', repo: { full_name: 'fork-owner/submissions' } },
    base: { ref: 'main', repo: { full_name: `${OWNER}/${REPO_NAME}` } },
  });
});
afterEach(() => api.stop());

type Files = Array<{ filename: string; previous_filename?: string }>;
function plan(
  files: Files,
  inputs: Record<string, string> = {},
  event: { name: string; payload: object } = {
    name: 'pull_request',
    payload: { number: PR, pull_request: { number: PR, head: { sha: HEAD } } },
  },
): Promise<RunResult> {
  api.pullFiles.set(`${OWNER}/${REPO_NAME}#${PR}`, files);
  return runAction({
    event,
    inputs: { mode: 'plan', token: TOKEN, ...inputs },
    env: { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: `${OWNER}/${REPO_NAME}` },
    workspace: () => {},
  });
}

/** Refused: the job fails with one error naming why (the plan's, or an input's), sets no output, and the token appears nowhere. */
function expectRefused(r: RunResult, problem: RegExp): void {
  const errors = commands(r.stdout, 'error');
  expect({ code: r.code, errors, outputs: r.outputs }).toEqual({
    code: 1,
    errors: [expect.stringMatching(/^agent-eval: (?:plan: .*; nothing is scored|input .*)$/)],
    outputs: {},
  });
  expect(errors[0]).toMatch(problem);
  expect(r.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::') && l.includes(TOKEN))).toEqual([]);
}

test('one changed submission directory is the plan; submission-dir given is the plan without asking the API', async () => {
  const r = await plan([
    { filename: 'submissions/abc/trial-1/records.jsonl' },
    { filename: 'submissions/abc/submission.yml' },
    { filename: 'README.md' },
    { filename: 'submissions/notes.md' },
  ]);
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect({ code: r.code, outputs: r.outputs }).toEqual({ code: 0, outputs: { 'submission-dir': 'submissions/abc' } });
  expect(api.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR}`,
    `GET /repos/${OWNER}/${REPO_NAME}/pulls/${PR}/files`,
  ]);

  api.requests.length = 0;
  const given = await plan([{ filename: 'elsewhere/x' }], { 'submission-dir': 'entries/mine' });
  expect({ code: given.code, outputs: given.outputs, requests: api.requests.length }).toEqual({
    code: 0,
    outputs: { 'submission-dir': 'entries/mine' },
    requests: 0,
  });
  expectRefused(
    await plan([], { 'submission-dir': '../elsewhere' }),
    /input submission-dir: must be a relative path inside the repository/,
  );
});

test('negative: a file renamed from submissions/A to submissions/B changes both submissions, and is refused naming both', async () => {
  const r = await plan([
    { filename: 'submissions/B/trial-1/records.jsonl', previous_filename: 'submissions/A/trial-1/records.jsonl' },
    { filename: 'submissions/B/submission.yml' },
  ]);
  expectRefused(
    r,
    /the pull request changes 2 submissions \("submissions\/A", "submissions\/B"\), counting the old name of each renamed file: one pull request may change one submission: open one pull request per submission, or set submission-dir/,
  );
});

test(
  "negative: a pull request of 3,001 files, of which GitHub lists 3,000, fails closed: the files it left out can't be checked",
  async () => {
    // The 3,001st file changes another submission; the 3,000 listed are all of one.
    const files: Files = [
      ...Array.from({ length: 3000 }, (_, i) => ({ filename: `submissions/A/trial-1/r${i}.json` })),
      { filename: 'submissions/B/submission.yml' },
    ];
    const r = await plan(files);
    expect(api.requests.filter((q) => q.path.endsWith('/files'))).toHaveLength(30);
    expectRefused(
      r,
      /the pull request changes 3001 files and GitHub listed 3000 \(it lists at most 3,000\), so the files it left out cannot be checked/,
    );
  },
  slow(120_000, 'one run of the bundled action reading 30 pages of files'),
);

test(
  'negative: no submission, two submissions, a name that is not accepted (a trailing line break), another event: each refused, named',
  async () => {
    expectRefused(
      await plan([{ filename: 'README.md' }]),
      /the pull request changes no submission directory submissions\/<name>\/; set submission-dir or submissions-root/,
    );
    expectRefused(
      await plan([{ filename: 'submissions/A/x.json' }, { filename: 'submissions/B/x.json' }]),
      /changes 2 submissions \("submissions\/A", "submissions\/B"\)/,
    );
    // "abc<LF>" is not "abc": one name not accepted, and no raw name reaches the log (it could forge a workflow
    // command).
    const forged = await plan([
      { filename: 'submissions/abc/x.json' },
      { filename: 'submissions/abc\n::error::forged/x.json' },
    ]);
    expectRefused(forged, /changes 1 directory name\(s\) under submissions\/ that are not accepted/);
    expect(forged.stdout).not.toContain('::error::forged');
    expectRefused(
      await plan([{ filename: 'entries/A/x.json' }], { 'submissions-dir': 'entries/' }),
      /input submissions-dir: must be a relative path/,
    );
    expect((await plan([{ filename: 'entries/A/x.json' }], { 'submissions-dir': 'entries' })).outputs).toEqual({
      'submission-dir': 'entries/A',
    });
    expectRefused(
      await plan([], {}, { name: 'push', payload: {} }),
      /without submission-dir the plan reads the changed files of the pull request of a pull_request event \(this is a push event\)/,
    );
  },
  slow(240_000, 'six runs of the bundled action'),
);
