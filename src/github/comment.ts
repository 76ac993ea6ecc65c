/**
 * The sticky comment: one comment per (issue or pull request, comment key), found again by a
 * hidden marker on its first line, updated in place, never duplicated.
 *
 * - Listing is paginated (100 a page, following the Link headers) so an old comment is found
 *   among hundreds.
 * - GET and PATCH are retried on 5xx, network errors and rate limits (see octokit.ts). POST is
 *   never blindly retried: after a failed create the comments are listed again first, so a
 *   create that reached GitHub before the error is updated, not repeated (createAfterListing).
 * - Only comments written by the token's own account (identity.ts: `github-actions[bot]` for
 *   GITHUB_TOKEN) are ever read or updated, and reader and writer pick the same one (the oldest).
 *   Anyone else's comment that carries our marker (a person's, copied or planted by a pull
 *   request's author before our first run; another App's bot, which may post any text) is
 *   ignored, however editable, and never quoted back: a new comment is created.
 */
import type { RetryPolicy } from '../core/util/backoff.js';
import { isOwn, tokenLogin } from './identity.js';
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
  user?: { login?: unknown } | null;
}

export async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  key: string,
  body: string,
  policy: RetryPolicy,
  log: Log,
): Promise<UpsertResult> {
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
        log.info(`Our comment ${c.id} could not be updated (HTTP ${status}); trying the next one.`);
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
export async function readSticky(
  octokit: Octokit,
  target: CommentTarget,
  key: string,
): Promise<{ id: number; body: string } | null> {
  const marker = stickyMarker(key);
  const [first] = await findOurs(octokit, target, marker);
  return first ? { id: first.id, body: first.body!.slice(marker.length).replace(/^\r?\n/, '') } : null;
}

async function findOurs(octokit: Octokit, target: CommentTarget, marker: string): Promise<ListedComment[]> {
  const own = await tokenLogin(octokit);
  const found: ListedComment[] = [];
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    for (const c of page.data as ListedComment[]) {
      // Anyone else's comment is never ours, whatever it carries: a person's, or another App's bot.
      if (isOwn(c.user, own) && typeof c.body === 'string' && c.body.startsWith(marker)) found.push(c);
    }
  }
  return found.sort((a, b) => a.id - b.id);
}
