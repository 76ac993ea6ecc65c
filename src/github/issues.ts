/**
 * A submission issue as the API shows it now (what publish checks an issue review artifact
 * against), and its outcome labels.
 */
import { statusOf, type Octokit } from './octokit.js';
import { ApiError } from './pull-requests.js';

type Repo = { owner: string; repo: string };

export interface IssueFacts {
  number: number;
  state: string;
  labels: string[];
  body: string;
  /** The number is a pull request's. */
  isPull: boolean;
}

/** The issue, or null when there is none of that number (404); an ApiError otherwise. */
export async function readIssue(octokit: Octokit, where: Repo, issueNumber: number): Promise<IssueFacts | null> {
  try {
    const { data } = await octokit.rest.issues.get({ ...where, issue_number: issueNumber });
    return {
      number: data.number,
      state: String(data.state),
      labels: (data.labels ?? []).map((l) => (typeof l === 'string' ? l : (l.name ?? ''))),
      body: data.body ?? '',
      isPull: data.pull_request !== undefined && data.pull_request !== null,
    };
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw new ApiError(`could not read issue #${issueNumber}: ${(err as Error).message.split('\n')[0]}`, statusOf(err));
  }
}

/** Adds `want` (when missing; null: none) and removes the others of `family` that the issue has. */
export async function setOutcomeLabel(
  octokit: Octokit,
  where: Repo,
  issueNumber: number,
  has: string[],
  want: string | null,
  family: string[],
): Promise<{ added: string[]; removed: string[] }> {
  const added: string[] = [];
  const removed: string[] = [];
  if (want !== null && !has.includes(want)) {
    await octokit.rest.issues.addLabels({ ...where, issue_number: issueNumber, labels: [want] });
    added.push(want);
  }
  for (const name of family) {
    if (name === want || !has.includes(name)) continue;
    try {
      await octokit.rest.issues.removeLabel({ ...where, issue_number: issueNumber, name });
      removed.push(name);
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
  }
  return { added, removed };
}
