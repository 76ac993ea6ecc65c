/** What the REST API says about a repository: its default branch, and whether a commit is on a branch's history. */
import { statusOf, type Octokit } from './octokit.js';
import { apiError, ApiError, type Repo } from './pull-requests.js';

/** GET /repos/{o}/{r}: default_branch. */
export async function defaultBranchOf(octokit: Octokit, where: Repo): Promise<string> {
  let data: { default_branch?: unknown };
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}', { ...where }));
  } catch (err) {
    throw apiError(`could not read the default branch of ${where.owner}/${where.repo}`, err);
  }
  if (typeof data.default_branch !== 'string' || !data.default_branch)
    throw new ApiError(`the API's answer for ${where.owner}/${where.repo} has no default_branch`);
  return data.default_branch;
}

/**
 * Whether `commit` is on `branch`'s history: GET /repos/{o}/{r}/compare/{commit}...{branch}
 * answers `identical` or `ahead` (the branch is the commit or descends from it). `unknown`: the
 * repository does not have that commit or branch (404).
 */
export type HistoryStatus = 'on-history' | 'not-on-history' | 'unknown';
export async function commitOnBranch(
  octokit: Octokit,
  where: Repo,
  commit: string,
  branch: string,
): Promise<HistoryStatus> {
  let data: { status?: unknown };
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
      ...where,
      basehead: `${commit}...${branch}`,
      per_page: 1,
    }));
  } catch (err) {
    if (statusOf(err) === 404) return 'unknown';
    throw apiError(`could not compare ${commit} with ${branch} in ${where.owner}/${where.repo}`, err);
  }
  return data.status === 'identical' || data.status === 'ahead' ? 'on-history' : 'not-on-history';
}
