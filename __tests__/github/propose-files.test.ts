/**
 * A pull request made through the Git data API (propose-files.ts), and a person's permission
 * (permission.ts), against the REST stand-in on 127.0.0.1: text inline in the tree, other bytes as
 * blobs, a large tree sent in parts each on top of the last, the same files again reported
 * unchanged, a branch left over from a closed pull request moved rather than refused, and the
 * writes counted before the first one: a proposal over its bound writes nothing.
 */
import type { RetryPolicy } from '../../src/core/util/backoff.js';
import { makeOctokit, type Octokit } from '../../src/github/octokit.js';
import { canWrite, permissionOf } from '../../src/github/permission.js';
import {
  MAX_WRITES,
  pathExists,
  proposeFiles,
  TooManyWrites,
  TREE_PART_BYTES,
  type NewFile,
} from '../../src/github/propose-files.js';
import { FakeGitHubApi, isWrite } from '../support/github-api.js';

/** A file whose bytes are already in memory. */
const fileOf = (path: string, content: Buffer): NewFile => ({ path, read: async () => content });

const TOKEN = 'ghs_proposetoken';
const POLICY: RetryPolicy = { attempts: 2, baseMs: 5, maxMs: 50 };
const where = { owner: 'o', repo: 'r' };
let api: FakeGitHubApi;
let octokit: Octokit;
beforeAll(async () => {
  api = await new FakeGitHubApi(TOKEN).start();
});
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  api.git.seed('o/r', 'main', { 'README.md': 'hi\n' });
  octokit = makeOctokit(TOKEN, POLICY, { info: () => undefined, warning: () => undefined }, api.url);
});

const proposal = (files: NewFile[]) => ({
  base: 'main',
  branch: 'agent-eval/accept-issue-9',
  files,
  message: 'm',
  title: 't',
  body: 'b',
  serverUrl: 'https://github.example',
});
const posts = (suffix: string) => api.requests.filter((q) => q.method === 'POST' && q.path.endsWith(suffix));

test('text inline, binary as blobs, a large tree in parts; the branch holds exactly base + files; again: unchanged', async () => {
  const big = 'x'.repeat(TREE_PART_BYTES - 10);
  const binary = Buffer.from([0, 1, 2, 255, 254]);
  const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9]); // not UTF-8
  const files: NewFile[] = [
    fileOf('submissions/s/a/big1.txt', Buffer.from(big)),
    fileOf('submissions/s/a/big2.txt', Buffer.from(big)),
    fileOf('submissions/s/bin.dat', binary),
    fileOf('submissions/s/latin1.txt', latin1),
    fileOf('submissions/s/submission.yml', Buffer.from('version: 1\n')),
  ];
  const first = await proposeFiles(octokit, where, proposal(files));
  expect(first.action).toBe('created');
  expect(posts('/git/blobs')).toHaveLength(2);
  expect(posts('/git/trees').length).toBeGreaterThanOrEqual(2);
  for (const q of posts('/git/trees')) expect(q.body.length).toBeLessThan(TREE_PART_BYTES * 1.1);
  const tree = api.git.files('o/r', 'heads/agent-eval/accept-issue-9');
  expect([...tree.keys()].sort()).toEqual(['README.md', ...files.map((f) => f.path)].sort());
  expect(tree.get('submissions/s/submission.yml')).toBe('version: 1\n');

  const again = await proposeFiles(octokit, where, proposal(files));
  expect(again).toMatchObject({
    action: 'unchanged',
    number: first.number,
    url: `https://github.example/o/r/pull/${first.number}`,
  });
  expect(posts('/pulls')).toHaveLength(1);
  expect(await pathExists(octokit, where, 'submissions/s', first.commit)).toBe(true);
  expect(await pathExists(octokit, where, 'submissions/s', api.git.ref('o/r', 'heads/main')!)).toBe(false);
});

test('the writes are counted before the first: over the bound, TooManyWrites and no request at all; at the bound, made, and no more writes than counted', async () => {
  const big = 'x'.repeat(TREE_PART_BYTES - 10);
  const files: NewFile[] = [
    fileOf('submissions/s/a/big1.txt', Buffer.from(big)),
    fileOf('submissions/s/a/big2.txt', Buffer.from(big)),
    ...Array.from({ length: 3 }, (_, i) => fileOf(`submissions/s/bin-${i}.dat`, Buffer.from([0, 255, i]))),
    fileOf('submissions/s/submission.yml', Buffer.from('version: 1\n')),
  ];
  // Three blobs, three tree parts (each large file fills one; the rest share the third), at most four more: ten.
  const refused = await proposeFiles(octokit, where, { ...proposal(files), maxWrites: 9 }).catch((err: unknown) => err);
  expect(refused).toBeInstanceOf(TooManyWrites);
  expect(refused).toMatchObject({ writes: 10, blobs: 3, treeParts: 3, bound: 9 });
  expect((refused as Error).message).toBe(
    'the files would take 10 GitHub API writes (3 blob(s), one per file that is not UTF-8 text; 3 tree request(s); at most 4 for the commit, the branch and the pull request), more than the 9 allowed',
  );
  expect(api.requests).toEqual([]);

  const made = await proposeFiles(octokit, where, { ...proposal(files), maxWrites: 10 });
  expect(made.action).toBe('created');
  expect(api.requests.filter(isWrite).length).toBeLessThanOrEqual(10);
  expect(posts('/git/blobs')).toHaveLength(3);
  expect(posts('/git/trees')).toHaveLength(3);
});

test(`the default bound is ${MAX_WRITES} writes: ${MAX_WRITES - 4} files that are not text take one more, and are refused before any request`, async () => {
  const files = Array.from({ length: MAX_WRITES - 4 }, (_, i) =>
    fileOf(`submissions/s/f-${i}.bin`, Buffer.from([0, i % 256])),
  );
  await expect(proposeFiles(octokit, where, proposal(files))).rejects.toMatchObject({
    name: 'TooManyWrites',
    writes: MAX_WRITES + 1,
    bound: MAX_WRITES,
  });
  expect(api.requests).toEqual([]);
});

test('a branch left from a closed pull request is moved, and a new pull request opened', async () => {
  const first = await proposeFiles(octokit, where, proposal([fileOf('submissions/s/x', Buffer.from('1'))]));
  api.pulls.get(`o/r#${first.number}`)!.state = 'closed';
  const second = await proposeFiles(octokit, where, proposal([fileOf('submissions/s/x', Buffer.from('2'))]));
  expect(second.action).toBe('created');
  expect(second.number).not.toBe(first.number);
  expect(api.git.files('o/r', 'heads/agent-eval/accept-issue-9').get('submissions/s/x')).toBe('2');
  expect(api.requests.filter((q) => q.method === 'PATCH' && q.path.includes('/git/refs/'))).toHaveLength(1);
});

test('permission: role_name first (maintain, triage), then permission for a custom role; 404 is none', async () => {
  api.permissions.set('m', 'maintain');
  api.permissions.set('t', 'triage');
  api.permissions.set('custom', 'release-manager:write');
  api.permissions.set('custom-read', 'auditor:read');
  expect(await permissionOf(octokit, where, 'm')).toBe('maintain');
  expect(await permissionOf(octokit, where, 't')).toBe('triage');
  expect(await permissionOf(octokit, where, 'custom')).toBe('write');
  expect(await permissionOf(octokit, where, 'custom-read')).toBe('read');
  expect(await permissionOf(octokit, where, 'nobody')).toBe('none');
  expect(['admin', 'maintain', 'write'].map((p) => canWrite(p as never))).toEqual([true, true, true]);
  expect(['triage', 'read', 'none'].map((p) => canWrite(p as never))).toEqual([false, false, false]);
});
