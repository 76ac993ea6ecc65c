/**
 * What the REST API says about pull requests, read for publish mode's trust decision: one pull
 * request, the open pull requests from one head branch, when a pull request's base branch was
 * changed, and its changed files. Each answer is reduced to the few fields the
 * decision reads; a failed request throws an ApiError naming what could not be read.
 */
import { MAX_LISTED_FILES, type ChangedFile } from '../core/submission/plan.js';
import { statusOf, type Octokit } from './octokit.js';

export interface Repo {
  owner: string;
  repo: string;
}

/** A pull request as the trust decision sees it. */
export interface PullFacts {
  number: number;
  state: string;
  headSha: string;
  headRef: string;
  /** null: the head repository was deleted. */
  headRepo: string | null;
  baseRef: string;
  baseRepo: string;
  /** How many files the pull request changes (its changed_files); null: not given. */
  changedFiles: number | null;
}

/** A REST call failed; `status` is the HTTP status when there was an answer. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function repoOf(fullName: string): Repo {
  const [owner = '', repo = ''] = fullName.split('/');
  return { owner, repo };
}

/** GET /repos/{o}/{r}/pulls/{n}; null when there is no such pull request (404). */
export async function getPullRequest(octokit: Octokit, where: Repo, n: number): Promise<PullFacts | null> {
  let data: unknown;
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...where, pull_number: n }));
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw apiError(`could not read pull request #${n}`, err);
  }
  return pullFacts(data);
}

/** The open pull requests of this repository whose head is `headOwner:headRef` (GitHub's `head` filter), at most 500. */
export async function openPullRequestsFromHead(
  octokit: Octokit,
  where: Repo,
  headOwner: string,
  headRef: string,
): Promise<PullFacts[]> {
  try {
    const found = await pages<unknown>(octokit, 'GET /repos/{owner}/{repo}/pulls', {
      ...where,
      state: 'open',
      head: `${headOwner}:${headRef}`,
    });
    return found.map(pullFacts);
  } catch (err) {
    throw apiError(`could not list the open pull requests from ${headOwner}:${headRef}`, err);
  }
}

/** When the base branch of pull request #n was changed (its `base_ref_changed` issue events), at most 1,000 events read. */
export async function baseChangeTimes(octokit: Octokit, where: Repo, n: number): Promise<string[]> {
  try {
    const events = await pages<{ event?: unknown; created_at?: unknown }>(
      octokit,
      'GET /repos/{owner}/{repo}/issues/{issue_number}/events',
      { ...where, issue_number: n },
      10,
    );
    return events.filter((e) => e.event === 'base_ref_changed').map((e) => String(e.created_at ?? ''));
  } catch (err) {
    throw apiError(`could not list the events of pull request #${n}`, err);
  }
}

/**
 * The changed files of pull request #n as GitHub lists them, each with its old name for a rename:
 * at most 3,000 (30 pages of 100, GitHub's own cap; the plan compares `listed` with the pull
 * request's changed_files, docs/workflows.md). A name that is not a string is left out (and still counted).
 */
export async function listPullFiles(
  octokit: Octokit,
  where: Repo,
  n: number,
): Promise<{ files: ChangedFile[]; listed: number }> {
  const files: ChangedFile[] = [];
  let listed = 0;
  let pagesRead = 0;
  try {
    await octokit.paginate(
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
      { ...where, pull_number: n, per_page: 100 },
      (response, done) => {
        if (!Array.isArray(response.data))
          throw new ApiError(`the files of pull request #${n}: the API's answer is not a list`);
        for (const f of response.data as Array<{ filename?: unknown; previous_filename?: unknown }>) {
          if (typeof f.filename === 'string')
            files.push(
              typeof f.previous_filename === 'string'
                ? { filename: f.filename, previous_filename: f.previous_filename }
                : { filename: f.filename },
            );
        }
        listed += response.data.length;
        if (++pagesRead >= MAX_LISTED_FILES / 100) done();
        return [];
      },
    );
  } catch (err) {
    throw apiError(`could not list the files of pull request #${n}`, err, ' (the token needs pull-requests: read)');
  }
  return { files, listed };
}

function pullFacts(data: unknown): PullFacts {
  const d = (data ?? {}) as {
    number?: unknown;
    state?: unknown;
    head?: { sha?: unknown; ref?: unknown; repo?: { full_name?: unknown } | null };
    base?: { ref?: unknown; repo?: { full_name?: unknown } | null };
    changed_files?: unknown;
  };
  const headRepo = d.head?.repo?.full_name;
  return {
    number: typeof d.number === 'number' ? d.number : 0,
    state: String(d.state ?? ''),
    headSha: String(d.head?.sha ?? ''),
    headRef: String(d.head?.ref ?? ''),
    headRepo: typeof headRepo === 'string' ? headRepo : null,
    baseRef: String(d.base?.ref ?? ''),
    baseRepo: String(d.base?.repo?.full_name ?? ''),
    changedFiles:
      typeof d.changed_files === 'number' && Number.isSafeInteger(d.changed_files) && d.changed_files >= 0
        ? d.changed_files
        : null,
  };
}

/** Every item of a paginated list (100 a page, following GitHub's Link headers), at most `maxPages` pages. */
type ListRoute = 'GET /repos/{owner}/{repo}/pulls' | 'GET /repos/{owner}/{repo}/issues/{issue_number}/events';
async function pages<T>(
  octokit: Octokit,
  route: ListRoute,
  params: Record<string, unknown>,
  maxPages = 5,
): Promise<T[]> {
  let n = 0;
  // (params: octokit types each route's own; these two routes take what is given here)
  const items: unknown[] = await octokit.paginate(
    route,
    { ...params, per_page: 100 } as never,
    (response: { data: unknown }, done: () => void) => {
      if (++n >= maxPages) done();
      return response.data as unknown[];
    },
  );
  return items as T[];
}

export function apiError(what: string, err: unknown, hint = ''): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { status?: number; message?: string };
  const message = (e.message ?? String(err)).split('\n')[0]!.slice(0, 300);
  return new ApiError(`${what}: ${e.status ? `HTTP ${e.status}: ` : ''}${message}${hint}`, statusOf(err));
}
