/**
 * The sticky comment: one comment per (issue or pull request, comment key), found again by a
 * hidden marker on its first line, updated in place, never duplicated.
 *
 * - Listing is paginated (100 a page, following the Link headers) so an old comment is found
 *   among hundreds.
 * - GET and PATCH are retried on 5xx, network errors and rate limits (see octokit.ts). POST is
 *   never blindly retried: after a failed create the comments are listed again first, so a
 *   create that reached GitHub before the error is updated, not repeated (createAfterListing).
 * - Only comments written by a bot (`user.type` Bot) are ever updated: a person's comment that
 *   carries our marker (copied, or planted by a pull request's author before our first run) is
 *   ignored, however editable, and a new comment is created. A bot comment this token may not
 *   edit (another app's) is skipped.
 */
import type { RetryPolicy } from '../core/util/backoff.js';
import { createAfterListing, type Log, type Octokit } from './octokit.js';

/** The hidden first line that identifies our comment for this key. */
export function stickyMarker(key: string): string {
  return `<!-- agent-eval:sticky key=${encodeURIComponent(key)} -->`;
}

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface UpsertResult {
  id: number;
  url: string;
  action: 'created' | 'updated';
}

interface ListedComment {
  id: number;
  body?: string | null;
  user?: { type?: string } | null;
}

export async function upsertComment(octokit: Octokit, target: CommentTarget, key: string, body: string, policy: RetryPolicy, log: Log): Promise<UpsertResult> {
  const marker = stickyMarker(key);
  const full = `${marker}\n${body}`;
  const { owner, repo, issueNumber } = target;
  const update = async (): Promise<UpsertResult | null> => {
    for (const c of await findOurs(octokit, target, marker)) {
      try {
        const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: c.id, body: full });
        return { id: data.id, url: data.html_url, action: 'updated' };
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 403 && status !== 404) throw err;
        log.info(`Comment ${c.id} carries our marker but could not be updated (HTTP ${status}); trying the next one.`);
      }
    }
    return null;
  };
  const create = async (): Promise<UpsertResult> => {
    const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: full });
    return { id: data.id, url: data.html_url, action: 'created' };
  };
  return createAfterListing('the comment', update, create, policy, log);
}

/** Our sticky comment for this key (the one upsertComment updates), its body without the marker line; null: none. */
export async function readSticky(octokit: Octokit, target: CommentTarget, key: string): Promise<{ id: number; body: string } | null> {
  const marker = stickyMarker(key);
  const [first] = await findOurs(octokit, target, marker);
  return first ? { id: first.id, body: first.body!.slice(marker.length).replace(/^\r?\n/, '') } : null;
}

async function findOurs(octokit: Octokit, target: CommentTarget, marker: string): Promise<ListedComment[]> {
  const found: ListedComment[] = [];
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    for (const c of page.data as ListedComment[]) {
      // A person's comment is never ours, whatever it carries: a write token could edit it.
      if (c.user?.type === 'Bot' && typeof c.body === 'string' && c.body.startsWith(marker)) found.push(c);
    }
  }
  return found.sort((a, b) => a.id - b.id);
}
