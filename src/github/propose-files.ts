/**
 * A pull request that adds files, made through the Git data API (no clone, no push, no git
 * credentials on disk): the base branch's commit and tree (GET git/ref, git/commits), the new
 * tree on top of it (POST git/trees with `base_tree`; text files inline, other files as blobs,
 * POST git/blobs), a commit (POST git/commits), the branch (POST git/refs, or PATCH when it
 * exists) and the pull request (POST pulls).
 *
 * Idempotent: when an open pull request from the branch exists, it is reported (its tree is the
 * one wanted: `unchanged`) or its branch is moved to a fresh commit on the current base
 * (`updated`); never a second pull request. A tree is sent in parts of at most TREE_PART_BYTES of
 * inline content, each on top of the last (GitHub bounds a request's size).
 *
 * Bounded: before the first write the files are read once to count the writes they take (a blob
 * per file that is not UTF-8 text, a tree request per part, then at most four: the commit, the
 * branch, moving it, the pull request). More than `maxWrites` (MAX_WRITES unless told) is a
 * TooManyWrites and nothing is written (docs/issue-form.md, "Accepting a submission").
 */
import { statusOf, type Octokit } from './octokit.js';
import { apiError, openPullRequestsFromHead, type Repo } from './pull-requests.js';

/** A file to add: its bytes are read when its turn comes, one file at a time (memory stays bounded). */
export interface NewFile {
  /** The path in the repository, "/"-separated. */
  path: string;
  read: () => Promise<Buffer>;
}

export interface Proposal {
  base: string;
  branch: string;
  files: NewFile[];
  message: string;
  title: string;
  body: string;
  /** GITHUB_SERVER_URL: the pull request's link when it already exists. */
  serverUrl: string;
  /** The most API writes this proposal may make; MAX_WRITES when absent. */
  maxWrites?: number;
}

export interface Proposed {
  number: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
  /** The commit the branch points at. */
  commit: string;
}

/** Inline content per tree request, at most. */
export const TREE_PART_BYTES = 4 * 1024 * 1024;

/**
 * The most API writes one proposal makes. GitHub allows about 80 requests that create content a
 * minute and 500 an hour to one account; 400 leaves room for the job's comments and the other
 * workflows that share the token's account.
 */
export const MAX_WRITES = 400;

/** Writes after the blobs and the tree: the commit, the branch (created, or moved after a 422), the pull request. */
const FINAL_WRITES = 4;

/** The proposal would take more writes than its bound; nothing was written. */
export class TooManyWrites extends Error {
  override name = 'TooManyWrites';
  constructor(
    readonly writes: number,
    readonly blobs: number,
    readonly treeParts: number,
    readonly bound: number,
  ) {
    super(
      `the files would take ${writes} GitHub API writes (${blobs} blob(s), one per file that is not UTF-8 text; ${treeParts} tree request(s); at most ${FINAL_WRITES} for the commit, the branch and the pull request), more than the ${bound} allowed`,
    );
  }
}

/** The base branch's head commit; an ApiError when it cannot be read. */
export async function branchHead(octokit: Octokit, where: Repo, branch: string): Promise<string> {
  try {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', {
      ...where,
      ref: `heads/${branch}`,
    });
    return String((data as { object: { sha: string } }).object.sha);
  } catch (err) {
    throw apiError(`could not read branch ${branch} of ${where.owner}/${where.repo}`, err);
  }
}

/** Whether `path` exists at `commit` (GET contents: 404 is absent). */
export async function pathExists(octokit: Octokit, where: Repo, path: string, commit: string): Promise<boolean> {
  try {
    await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', { ...where, path, ref: commit });
    return true;
  } catch (err) {
    if (statusOf(err) === 404) return false;
    throw apiError(`could not read ${path} at ${commit}`, err);
  }
}

/** Text the API can take inline: valid UTF-8 without NUL. */
const inlineText = (b: Buffer): string | null => {
  if (b.includes(0)) return null;
  const text = b.toString('utf8');
  return Buffer.byteLength(text) === b.length && Buffer.from(text, 'utf8').equals(b) ? text : null;
};

async function treeOf(octokit: Octokit, where: Repo, commit: string): Promise<string> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', {
    ...where,
    commit_sha: commit,
  });
  return String((data as { tree: { sha: string } }).tree.sha);
}

const byPath = (files: NewFile[]) => [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

/** What one file weighs in a tree request: its bytes inline, or a blob's sha. */
const weight = (text: string | null, content: Buffer) => (text === null ? 100 : content.length);

/** The writes buildTree will make, counted by reading each file once, in its order, with its part rule. */
async function countTreeWrites(files: NewFile[]): Promise<{ blobs: number; treeParts: number }> {
  let blobs = 0;
  let treeParts = 0;
  let bytes = 0;
  let open = false;
  for (const f of byPath(files)) {
    const content = await f.read();
    const text = inlineText(content);
    if (text === null) blobs++;
    const size = weight(text, content);
    if (open && bytes + size > TREE_PART_BYTES) {
      treeParts++;
      bytes = 0;
    }
    open = true;
    bytes += size;
  }
  return { blobs, treeParts: treeParts + (open ? 1 : 0) };
}

async function buildTree(octokit: Octokit, where: Repo, baseTree: string, files: NewFile[]): Promise<string> {
  type Entry = { path: string; mode: '100644'; type: 'blob'; content?: string; sha?: string };
  let tree = baseTree;
  let part: Entry[] = [];
  let bytes = 0;
  const flush = async () => {
    if (part.length === 0) return;
    const { data } = await octokit.request('POST /repos/{owner}/{repo}/git/trees', {
      ...where,
      base_tree: tree,
      tree: part,
    });
    tree = String((data as { sha: string }).sha);
    part = [];
    bytes = 0;
  };
  for (const f of byPath(files)) {
    const content = await f.read();
    const text = inlineText(content);
    let entry: Entry;
    if (text !== null) entry = { path: f.path, mode: '100644', type: 'blob', content: text };
    else {
      const { data } = await octokit.request('POST /repos/{owner}/{repo}/git/blobs', {
        ...where,
        content: content.toString('base64'),
        encoding: 'base64',
      });
      entry = { path: f.path, mode: '100644', type: 'blob', sha: String((data as { sha: string }).sha) };
    }
    const size = weight(text, content);
    if (bytes + size > TREE_PART_BYTES) await flush();
    part.push(entry);
    bytes += size;
  }
  await flush();
  return tree;
}

export async function proposeFiles(octokit: Octokit, where: Repo, p: Proposal): Promise<Proposed> {
  const step = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      throw apiError(what, err);
    }
  };
  const bound = p.maxWrites ?? MAX_WRITES;
  const { blobs, treeParts } = await countTreeWrites(p.files);
  if (blobs + treeParts + FINAL_WRITES > bound)
    throw new TooManyWrites(blobs + treeParts + FINAL_WRITES, blobs, treeParts, bound);
  const baseCommit = await branchHead(octokit, where, p.base);
  const baseTree = await step(`could not read commit ${baseCommit}`, () => treeOf(octokit, where, baseCommit));
  const tree = await step(`could not write the tree of ${p.files.length} file(s)`, () =>
    buildTree(octokit, where, baseTree, p.files),
  );
  const open = await openPullRequestsFromHead(octokit, where, where.owner, p.branch);
  const existing =
    open.find((pr) => pr.baseRepo.toLowerCase() === `${where.owner}/${where.repo}`.toLowerCase()) ?? null;
  if (
    existing &&
    (await step(`could not read commit ${existing.headSha}`, () => treeOf(octokit, where, existing.headSha))) === tree
  ) {
    return {
      number: existing.number,
      url: `${p.serverUrl}/${where.owner}/${where.repo}/pull/${existing.number}`,
      action: 'unchanged',
      commit: existing.headSha,
    };
  }
  const { data: commit } = await step('could not write the commit', () =>
    octokit.request('POST /repos/{owner}/{repo}/git/commits', {
      ...where,
      message: p.message,
      tree,
      parents: [baseCommit],
    }),
  );
  const sha = String((commit as { sha: string }).sha);
  const moveBranch = () =>
    step(`could not move branch ${p.branch}`, () =>
      octokit.request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', {
        ...where,
        ref: `heads/${p.branch}`,
        sha,
        force: true,
      }),
    );
  if (existing) {
    await moveBranch();
    return {
      number: existing.number,
      url: `${p.serverUrl}/${where.owner}/${where.repo}/pull/${existing.number}`,
      action: 'updated',
      commit: sha,
    };
  }
  try {
    await octokit.request('POST /repos/{owner}/{repo}/git/refs', { ...where, ref: `refs/heads/${p.branch}`, sha });
  } catch (err) {
    // The branch is left from an earlier pull request, since closed: it is ours, moved.
    if (statusOf(err) !== 422) throw apiError(`could not create branch ${p.branch}`, err);
    await moveBranch();
  }
  const { data: pr } = await step('could not open the pull request', () =>
    octokit.request('POST /repos/{owner}/{repo}/pulls', {
      ...where,
      title: p.title,
      head: p.branch,
      base: p.base,
      body: p.body,
    }),
  );
  const made = pr as { number: number; html_url: string };
  return { number: made.number, url: made.html_url, action: 'created', commit: sha };
}
