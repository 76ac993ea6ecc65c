/**
 * Accepting a submission issue, the bundled action run as the runner runs it on an
 * `issue_comment` event: `/agent-eval accept` from a maintainer (permission read through the
 * REST stand-in) fetches the archive again from a real 127.0.0.1 server, verifies it, and opens
 * a pull request through the stand-in's Git data API whose tree is exactly the run's files and its
 * submission.yml under submissions/<name>/. The review it relies on is a real one: the issue
 * route's scoring run writes the sticky comment with its review stamp (beforeAll), which each test
 * puts back on the issue. A second accept opens no second pull request; anyone else's comment gets
 * a polite reply and nothing is written; an archive whose bytes changed since the review is refused
 * (`checksum_mismatch`); so are an edited body and a name already in the tree. Only the token's
 * own sticky comment is read or edited (another App's bot's older one, stamp and all, is neither).
 * A run is refused per path, before any write, for a name git, Windows or macOS read as `.git`,
 * `.gitattributes` or `.gitmodules` and for two paths that fold to one; and before the first write
 * when it would take more API writes than the bound.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseIssueForm } from '../../../src/core/submission/form.js';
import { readReviewStamp, reviewStampLine } from '../../../src/core/submission/acceptance.js';
import { cli, tempDir } from '../../support/helpers.js';
import { FakeGitHubApi, isWrite, type Comment } from '../../support/github-api.js';
import { allFiles, benchmarkRepo, commands, DEMO, runAction } from '../../support/runner.js';
import { renderIssueForm } from '../../support/issue-form.js';

const TOKEN = 'ghs_TestTokenThatMustNeverLeak0123456789';
const OWNER = 'bench-org';
const REPO_NAME = 'submissions';
const FULL = `${OWNER}/${REPO_NAME}`;
const ISSUE = 41;
const NAME = 'gpt-4o-2024-08-06';

let api: FakeGitHubApi;
let archive: Buffer;
let served: Buffer;
let body: string;
/** The sticky comment the review wrote (marker, stamp, report). */
let reviewComment: string;
let server: http.Server;
const archiveRequests: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  const bench = benchmarkRepo();
  const out = path.join(tempDir('agent-eval-accept-pack-'), 'run.tar.gz');
  const packed = await cli('pack', '--run', DEMO, '--out', out);
  expect(packed.code).toBe(0);
  archive = readFileSync(out);
  served = archive;
  const values = parseIssueForm(packed.stdout.slice(packed.stdout.indexOf('###'))).values;
  values.archive_sha256 = /^sha256 ([0-9a-f]{64})$/m.exec(packed.stdout)![1]!;
  server = http.createServer((req, res) => {
    archiveRequests.push(req.headers);
    if (req.url !== '/files/run.tar.gz') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': served.length }).end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  values.archive_url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files/run.tar.gz`;
  body = renderIssueForm(values);

  // The review, for real: the issue route's scoring run comments on the issue (same workflow, same comment key).
  api = await new FakeGitHubApi(TOKEN).start();
  const review = await runAction({
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
          updated_at: '2026-12-01T10:00:00Z',
          labels: [{ name: 'submission' }],
          state: 'open',
        },
      },
    },
    workspace: () => undefined,
    env: { GITHUB_API_URL: api.url },
  });
  expect(review.outputs.status).toBe('final');
  expect(api.issue(OWNER, REPO_NAME, ISSUE)).toHaveLength(1);
  reviewComment = api.issue(OWNER, REPO_NAME, ISSUE)[0]!.body;
  await api.stop();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(async () => {
  served = archive;
  api = await new FakeGitHubApi(TOKEN).start();
  api.addIssue({ number: ISSUE, body, labels: [{ name: 'submission' }, { name: 'agent-eval: final' }] });
  api.seed(OWNER, REPO_NAME, ISSUE, reviewComment, { login: api.botLogin, type: 'Bot' });
  api.permissions.set('maintainer', 'maintain');
  api.permissions.set('submitter', 'read');
  api.git.seed(FULL, 'main', {
    'README.md': '# submissions\n',
    'submissions/earlier-run/submission.yml': 'version: 1\n',
  });
});
afterEach(async () => {
  await api.stop();
  // The archive host never sees a credential.
  for (const headers of archiveRequests) {
    expect(Object.keys(headers).sort()).toEqual(['accept', 'connection', 'host', 'user-agent']);
    expect(JSON.stringify(headers)).not.toContain(TOKEN);
  }
});

function accept(login: string, comment = '/agent-eval accept', inputs: Record<string, string> = {}) {
  return runAction({
    inputs: { 'allowed-archive-hosts': '127.0.0.1', token: TOKEN, ...inputs },
    event: {
      name: 'issue_comment',
      payload: {
        action: 'created',
        issue: { number: ISSUE, body, labels: [{ name: 'submission' }], state: 'open' },
        comment: { id: 77, body: comment, user: { login, type: 'User' }, author_association: 'OWNER' },
      },
    },
    workspace: () => undefined,
    env: { GITHUB_API_URL: api.url },
  });
}

const commentsOn = (): Comment[] => api.issue(OWNER, REPO_NAME, ISSUE);
const replies = () => commentsOn().slice(1);
const gitWrites = () =>
  api.requests.filter((r) => r.method !== 'GET' && (/\/git\//.test(r.path) || /\/pulls$/.test(r.path)));
const runFiles = () =>
  allFiles(DEMO).map((f) => `submissions/${NAME}/${path.relative(DEMO, f).split(path.sep).join('/')}`);

test('the review stamp the real review wrote: the body it scored, final, no form finding', () => {
  expect(readReviewStamp(reviewComment.split('\n').slice(1).join('\n'))).toMatchObject({
    status: 'final',
    findings: 0,
  });
});

test('a maintainer accepts: one pull request whose tree adds exactly the run and its submission.yml under submissions/<name>/; a second accept opens none', async () => {
  const r = await accept('maintainer');
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  const prs = [...api.pulls.values()];
  expect(prs).toHaveLength(1);
  expect(r.outputs['pull-request-number']).toBe(String(prs[0]!.number));
  expect(prs[0]!.head.ref).toBe(`agent-eval/accept-issue-${ISSUE}`);
  expect(prs[0]!.base.ref).toBe('main');

  // The tree the stand-in received: the run's files and submission.yml, nothing else, under the right path.
  const sent = api.requests
    .filter((q) => q.method === 'POST' && q.path.endsWith('/git/trees'))
    .flatMap((q) => (JSON.parse(q.body) as { tree: { path: string }[] }).tree.map((e) => e.path))
    .sort();
  expect(sent).toEqual(runFiles().sort());
  expect(sent).toContain(`submissions/${NAME}/submission.yml`);
  const branch = api.git.files(FULL, `heads/agent-eval/accept-issue-${ISSUE}`);
  expect([...branch.keys()].sort()).toEqual(
    ['README.md', 'submissions/earlier-run/submission.yml', ...runFiles()].sort(),
  );
  expect(branch.get(`submissions/${NAME}/submission.yml`)).toBe(
    readFileSync(path.join(DEMO, 'submission.yml'), 'utf8'),
  );
  expect(api.git.commitOf(FULL, api.git.ref(FULL, `heads/agent-eval/accept-issue-${ISSUE}`)!)!.parents).toEqual([
    api.git.ref(FULL, 'heads/main'),
  ]);
  expect(api.git.files(FULL, 'heads/main').size).toBe(2); // the default branch is untouched

  expect(replies()).toHaveLength(1);
  expect(replies()[0]!.body).toContain(`Accepted as \`${NAME}\`: pull request #${prs[0]!.number} was opened`);
  expect(commentsOn()[0]!.body).toContain('### Acceptance');
  expect(commentsOn()[0]!.body).toContain('Accepted by `maintainer`');

  // Again: the same pull request, unchanged; no second pull request, no second acceptance section.
  const again = await accept('maintainer');
  expect(commands(again.stdout, 'error')).toEqual([]);
  expect(api.pulls.size).toBe(1);
  expect(api.requests.filter((q) => q.method === 'POST' && /\/pulls$/.test(q.path))).toHaveLength(1);
  expect(again.outputs['pull-request-number']).toBe(String(prs[0]!.number));
  expect(replies().at(-1)!.body).toContain('is already open, unchanged');
  expect(commentsOn()[0]!.body.match(/### Acceptance/g)).toHaveLength(1);

  // The default branch moved on: the same pull request's branch is moved to a commit on top of it.
  const moved = api.git.seed(FULL, 'main', {
    'README.md': '# submissions, edited\n',
    'submissions/earlier-run/submission.yml': 'version: 1\n',
  });
  const third = await accept('maintainer');
  expect(commands(third.stdout, 'error')).toEqual([]);
  expect(api.pulls.size).toBe(1);
  expect(replies().at(-1)!.body).toContain(`pull request #${prs[0]!.number} was updated`);
  expect(api.git.commitOf(FULL, api.git.ref(FULL, `heads/agent-eval/accept-issue-${ISSUE}`)!)!.parents).toEqual([
    moved,
  ]);
  expect(api.pulls.get(`${FULL}#${prs[0]!.number}`)!.head.sha).toBe(
    api.git.ref(FULL, `heads/agent-eval/accept-issue-${ISSUE}`),
  );
});

test("with pull-request-token (an App's token): the review is read and the replies written as token's account, the branch and pull request made with the App's token", async () => {
  const APP_TOKEN = 'ghs_app-installation-token-for-the-test';
  api.otherTokens.set(APP_TOKEN, 'submissions-app[bot]');
  const r = await accept('maintainer', '/agent-eval accept', { 'pull-request-token': APP_TOKEN });
  expect(commands(r.stdout, 'error')).toEqual([]);
  expect(r.code).toBe(0);
  expect(api.pulls.size).toBe(1);
  const auth = (q: { headers: Record<string, unknown> }) => String(q.headers.authorization);
  const writes = gitWrites();
  expect(writes.length).toBeGreaterThan(0);
  for (const q of writes) expect(auth(q)).toBe(`token ${APP_TOKEN}`);
  const commentWrites = api.requests.filter((q) => q.method !== 'GET' && /\/comments/.test(q.path));
  expect(commentWrites.length).toBeGreaterThan(0);
  for (const q of commentWrites) expect(auth(q)).toBe(`token ${TOKEN}`);
  expect(replies()).toHaveLength(1);
  expect(commentsOn()[0]!.body).toContain('Accepted by `maintainer`');
  // The runner masks it (add-mask) and it appears nowhere else in the log.
  expect(r.stdout).toContain(`::add-mask::${APP_TOKEN}\n`);
  expect(r.stdout.split(APP_TOKEN)).toHaveLength(2);
});

test('anyone without write permission: a polite reply, and nothing is written (no git write, no pull request, no download)', async () => {
  const before = archiveRequests.length;
  for (const login of ['submitter', 'not-a-collaborator']) {
    const r = await accept(login);
    expect(r.code).toBe(0);
  }
  expect(replies()).toHaveLength(2);
  for (const reply of replies())
    expect(reply.body).toMatch(
      /^Thank you for the comment\. Only a maintainer of this repository \(write permission or more\) can accept/,
    );
  expect(gitWrites()).toEqual([]);
  expect(api.pulls.size).toBe(0);
  expect(archiveRequests.length).toBe(before);
  expect(commentsOn()[0]!.body).toBe(reviewComment);
  // The permission was asked of the API, whatever the event's author_association says.
  expect(api.requests.filter((q) => q.path.endsWith('/collaborators/submitter/permission'))).toHaveLength(1);
});

test('a comment that is not the command: nothing at all', async () => {
  const r = await accept('maintainer', 'Looks good! /agent-eval accept');
  expect(r.code).toBe(0);
  expect(replies()).toHaveLength(0);
  expect(api.requests.filter(isWrite)).toEqual([]);
});

test('the archive changed since the review: refused with checksum_mismatch, nothing written', async () => {
  served = Buffer.concat([archive, Buffer.from('tampered')]);
  const r = await accept('maintainer');
  expect(r.code).not.toBe(0);
  expect(commands(r.stdout, 'error').join('\n')).toContain('checksum_mismatch');
  expect(replies()).toHaveLength(1);
  expect(replies()[0]!.body).toContain('`checksum_mismatch`');
  expect(replies()[0]!.body).toContain('Nothing was changed');
  expect(gitWrites().filter((q) => !q.path.endsWith('/comments'))).toEqual([]);
  expect(api.pulls.size).toBe(0);
});

test('refused, nothing written: a body edited since the review, a name already in the tree, an unusable name', async () => {
  api.issues.find((i) => i.number === ISSUE)!.body = `${body}\n\nedited`;
  let r = await accept('maintainer');
  expect(r.code).not.toBe(0);
  expect(replies().at(-1)!.body).toContain('the issue was edited since its last review');
  api.issues.find((i) => i.number === ISSUE)!.body = body;

  r = await accept('maintainer', '/agent-eval accept earlier-run');
  expect(r.code).not.toBe(0);
  expect(replies().at(-1)!.body).toContain(
    'A submission named `earlier-run` already exists (`submissions/earlier-run` on `main`)',
  );

  r = await accept('maintainer', '/agent-eval accept ../escape');
  expect(r.code).not.toBe(0);
  expect(replies().at(-1)!.body).toContain('cannot be a submission');
  expect(gitWrites()).toEqual([]);
  expect(api.pulls.size).toBe(0);
});

/** A comment carrying our marker by another account, older than the review (a lower id): what another App's bot could post. */
function plantOlder(text: string, user: Comment['user']): Comment {
  const all = commentsOn();
  const planted = api.seed(OWNER, REPO_NAME, ISSUE, text, user);
  all.pop();
  planted.id = all[0]!.id - 1;
  all.unshift(planted);
  return planted;
}

test("another App's bot posts an older marker comment with a forged review stamp: accept reads only the token's own comment, never edits or re-posts the other", async () => {
  const marker = reviewComment.split('\n')[0]!;
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const ours = commentsOn()[0]!;
  const isReply = (c: Comment) => !c.body.startsWith(marker);

  // Our review found the run not final; the other bot stamps the same body as reviewed, final, no finding.
  ours.body = ours.body.replace(
    /^<!-- agent-eval:issue-review .*$/m,
    reviewStampLine({ bodySha256: sha(body), status: 'not_final', findings: 0 }),
  );
  const forged = plantOlder(
    `${marker}\n${reviewStampLine({ bodySha256: sha(body), status: 'final', findings: 0 })}\nFORGED REVIEW: nothing to see here`,
    {
      login: 'other-app[bot]',
      type: 'Bot',
    },
  );
  expect(forged.id).toBeLessThan(ours.id);
  const r = await accept('maintainer');
  expect(r.code).not.toBe(0);
  expect(commentsOn().filter(isReply).at(-1)!.body).toBe(
    'The submission cannot be accepted yet: its last review is not final. Nothing was changed.',
  );
  expect(gitWrites()).toEqual([]);
  expect(api.pulls.size).toBe(0);

  // Our review final again, and a token that could edit any comment: accepted on our own review; the
  // acceptance section goes into our comment, after our review; the other comment is left as it was.
  ours.body = reviewComment;
  api.editsAnyComment = true;
  const ok = await accept('maintainer');
  expect(commands(ok.stdout, 'error')).toEqual([]);
  expect(ok.code).toBe(0);
  expect(api.pulls.size).toBe(1);
  expect(forged.body).toContain('FORGED REVIEW');
  expect(forged.body).not.toContain('### Acceptance');
  expect(api.requests.filter((q) => q.method === 'PATCH' && q.path.endsWith(`/comments/${forged.id}`))).toEqual([]);
  expect(ours.body.startsWith(reviewComment.replace(/\n*$/, ''))).toBe(true);
  expect(ours.body).toContain('Accepted by `maintainer`');
  expect(commentsOn().filter((c) => c !== forged && c.body.includes('FORGED'))).toEqual([]);
});

/**
 * Accepts a run made from the demo by `change`, packed by the CLI and served as the archive; the
 * issue as reviewed with this archive (its checksum in the body, the review stamp of that body).
 */
async function acceptRun(change: (run: string) => void) {
  const run = path.join(tempDir('agent-eval-accept-run-'), 'run');
  cpSync(DEMO, run, { recursive: true });
  change(run);
  const out = path.join(tempDir('agent-eval-accept-run-pack-'), 'run.tar.gz');
  const packed = await cli('pack', '--run', run, '--out', out);
  expect(packed.code).toBe(0);
  served = readFileSync(out);
  const values = parseIssueForm(body).values;
  values.archive_sha256 = createHash('sha256').update(served).digest('hex');
  const runBody = renderIssueForm(values);
  api.issues.find((i) => i.number === ISSUE)!.body = runBody;
  const sticky = commentsOn()[0]!;
  sticky.body = sticky.body.replace(
    /^<!-- agent-eval:issue-review .*$/m,
    reviewStampLine({ bodySha256: createHash('sha256').update(runBody).digest('hex'), status: 'final', findings: 0 }),
  );
  return runAction({
    inputs: { 'allowed-archive-hosts': '127.0.0.1', token: TOKEN },
    event: {
      name: 'issue_comment',
      payload: {
        action: 'created',
        issue: { number: ISSUE, body: runBody, labels: [{ name: 'submission' }], state: 'open' },
        comment: {
          id: 78,
          body: '/agent-eval accept',
          user: { login: 'maintainer', type: 'User' },
          author_association: 'OWNER',
        },
      },
    },
    workspace: () => undefined,
    env: { GITHUB_API_URL: api.url },
  });
}

/** Every request that could change something, but the replies on the issue: no blob, tree, commit, ref or pull request. */
const writesBesideReplies = () =>
  api.requests.filter((q) => isWrite(q) && q.path !== `/repos/${FULL}/issues/${ISSUE}/comments`);

test('a run holding a .git path (which GitHub refuses in a tree): refused by name before anything is written', async () => {
  const r = await acceptRun((run) => {
    mkdirSync(path.join(run, 'main', '.git'));
    writeFileSync(path.join(run, 'main', '.git', 'config'), '[core]\n');
  });
  expect(r.code).not.toBe(0);
  expect(replies().at(-1)!.body).toContain('- `main/.git`: `git_dir_alias`, is another name for `.git`');
  expect(replies().at(-1)!.body).toContain('Nothing was changed');
  expect(writesBesideReplies()).toEqual([]);
  expect(api.pulls.size).toBe(0);
});

test('names git, Windows or macOS read as .git, .gitattributes or .gitmodules, and two paths one on a case- or normalisation-folding file system: each refused with its reason, nothing written', async () => {
  const special = ['.git.', '.git ', 'git~1', '.git\u200c', 'GIT~1', '.gitattributes', '.gitmodules', '.GitModules.'];
  const r = await acceptRun((run) => {
    for (const name of special) {
      mkdirSync(path.join(run, 'main', 'trial-1', name));
      writeFileSync(path.join(run, 'main', 'trial-1', name, 'config'), '[core]\n');
    }
    writeFileSync(path.join(run, 'notes.md'), 'a\n');
    writeFileSync(path.join(run, 'NOTES.md'), 'b\n');
    writeFileSync(path.join(run, 'caf\u00e9.txt'), 'composed\n');
    writeFileSync(path.join(run, 'cafe\u0301.txt'), 'decomposed\n');
  });
  expect(r.code).not.toBe(0);
  const reply = replies().at(-1)!.body;
  expect(reply).toContain(
    "The submission cannot be accepted: 10 path(s) of the run cannot enter the repository's tree",
  );
  const reason = (name: string) =>
    name.toLowerCase().includes('attributes')
      ? 'git_attributes'
      : name.toLowerCase().includes('modules')
        ? 'git_modules'
        : 'git_dir_alias';
  for (const name of special) expect(reply).toContain(`- \`main/trial-1/${name}\`: \`${reason(name)}\`, is `);
  // Of each colliding pair, the one the walk meets second (it walks in code-unit order) is named, with the first.
  const folding = 'on a file system that ignores letter case or Unicode normalisation (macOS, Windows)';
  expect(reply).toContain(`- \`notes.md\`: \`path_collision\`, the same path as \`NOTES.md\` ${folding}`);
  expect(reply).toContain(`- \`caf\u00e9.txt\`: \`path_collision\`, the same path as \`cafe\u0301.txt\` ${folding}`);
  expect(reply).toContain('Nothing was changed');
  expect(commands(r.stdout, 'error').join('\n')).toContain('refused, nothing was written');
  expect(writesBesideReplies()).toEqual([]);
  expect(api.pulls.size).toBe(0);
  expect(api.git.ref(FULL, `heads/agent-eval/accept-issue-${ISSUE}`)).toBeUndefined();
});

test('a run that would take more API writes than one accept may make (401 files that are not text, a blob each): refused before the first write, naming the bound', async () => {
  const r = await acceptRun((run) => {
    mkdirSync(path.join(run, 'main', 'trial-1', 'frames'));
    for (let i = 0; i < 401; i++)
      writeFileSync(
        path.join(run, 'main', 'trial-1', 'frames', `${String(i).padStart(3, '0')}.bin`),
        Buffer.from([0, 255, i % 256, 1]),
      );
  });
  expect(r.code).not.toBe(0);
  const reply = replies().at(-1)!.body;
  expect(reply).toMatch(
    /^The submission cannot be accepted: the files would take 4\d\d GitHub API writes \(401 blob\(s\), one per file that is not UTF-8 text; 1 tree request\(s\); at most 4 for the commit, the branch and the pull request\), more than the 400 allowed/,
  );
  expect(reply).toContain('Nothing was changed');
  expect(writesBesideReplies()).toEqual([]);
  expect(api.pulls.size).toBe(0);
});
