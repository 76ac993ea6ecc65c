/**
 * Who this job posts as: the login of the token's own account, the one author whose comments and
 * issues the sticky readers trust (comment.ts, tracking-issue.ts; docs/action.md, "The sticky comment").
 *
 * Asked of GraphQL's `viewer`, which answers for every kind of token: a GitHub App installation
 * token (GITHUB_TOKEN is one: `github-actions[bot]`; an App's token: `<app-slug>[bot]`) as well
 * as a personal access token (the person's login). REST's GET /user refuses installation tokens
 * ("Resource not accessible by integration") and GET /app wants the App's own JWT, so neither
 * will do. The login REST gives a comment's or an issue's `user` is the same string.
 *
 * Asked once per client; a failure is an ApiError, never a guess: with no identity nothing is
 * trusted (a reader finds nothing, a writer does not post).
 */
import type { Octokit } from './octokit.js';
import { apiError } from './pull-requests.js';

/** A GitHub login, or an App's bot account (`<slug>[bot]`). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

const known = new WeakMap<object, Promise<string>>();

export function tokenLogin(octokit: Octokit): Promise<string> {
  let login = known.get(octokit);
  if (!login) {
    login = ask(octokit);
    known.set(octokit, login);
    login.catch(() => known.delete(octokit));
  }
  return login;
}

async function ask(octokit: Octokit): Promise<string> {
  let data: { viewer?: { login?: unknown } | null };
  try {
    data = await octokit.graphql<typeof data>('query { viewer { login } }');
  } catch (err) {
    throw apiError("could not learn the token's own login (GraphQL viewer)", err);
  }
  const login = data?.viewer?.login;
  if (typeof login !== 'string' || !LOGIN.test(login))
    throw apiError(`GraphQL viewer answered no usable login for the token`, null);
  return login;
}

/** Whether `user` is the token's own account (logins compare without regard to case, as GitHub's do). */
export const isOwn = (user: { login?: unknown } | null | undefined, own: string): boolean =>
  typeof user?.login === 'string' && user.login.toLowerCase() === own.toLowerCase();
