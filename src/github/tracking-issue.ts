/**
 * The nightly rescore's tracking issue: one open issue labelled agent-eval-drift whose body
 * carries our sticky marker, opened by the token's own account (identity.ts: an issue anyone
 * else opened with the label and a copied marker, a person or another App's bot, is ignored),
 * found again on every run (the oldest first), created when there is none. Its drift comment is then upserted like any
 * sticky comment.
 *
 * Creating is a POST and never blindly retried: after a failed create the issues are listed
 * again first, so a create whose answer was lost is found, not repeated (createAfterListing).
 */
import type { RetryPolicy } from '../core/util/backoff.js';
import { stickyMarker } from './comment.js';
import { isOwn, tokenLogin } from './identity.js';
import { createAfterListing, type Log, type Octokit } from './octokit.js';

const DRIFT_LABEL = 'agent-eval-drift';
const TRACKING_TITLE = 'agent-eval nightly rescore';

export interface TrackingIssue {
  number: number;
  url: string;
  created: boolean;
}

interface ListedIssue {
  number: number;
  html_url: string;
  body?: string | null;
  user?: { login?: unknown } | null;
  pull_request?: unknown;
}

async function findTrackingIssue(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  key: string,
): Promise<TrackingIssue | null> {
  const marker = stickyMarker(key);
  const own = await tokenLogin(octokit);
  const found: ListedIssue[] = [];
  const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
    ...repo,
    labels: DRIFT_LABEL,
    state: 'open',
    per_page: 100,
  });
  for await (const page of pages) {
    for (const issue of page.data as ListedIssue[]) {
      if (
        !issue.pull_request &&
        isOwn(issue.user, own) &&
        typeof issue.body === 'string' &&
        issue.body.includes(marker)
      )
        found.push(issue);
    }
  }
  const best = found.sort((a, b) => a.number - b.number)[0];
  return best ? { number: best.number, url: best.html_url, created: false } : null;
}

export async function findOrCreateTrackingIssue(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  key: string,
  body: string,
  policy: RetryPolicy,
  log: Log,
): Promise<TrackingIssue> {
  const create = async (): Promise<TrackingIssue> => {
    const { data } = await octokit.rest.issues.create({
      ...repo,
      title: TRACKING_TITLE,
      body: `${stickyMarker(key)}\n${body}`,
      labels: [DRIFT_LABEL],
    });
    return { number: data.number, url: data.html_url, created: true };
  };
  return createAfterListing('the tracking issue', () => findTrackingIssue(octokit, repo, key), create, policy, log);
}
