/**
 * A person's permission on a repository, as the REST API says it now:
 * GET /repos/{owner}/{repo}/collaborators/{username}/permission. Its `role_name` tells maintain
 * and triage apart (`permission` folds them into write and read); a user who is no collaborator
 * answers `none` or `read`, or 404 when there is no such user. A comment's author_association
 * is never used: it says how the author relates to the repository, not what they may do in it.
 */
import { statusOf, type Octokit } from './octokit.js';
import { apiError, type Repo } from './pull-requests.js';

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

const KNOWN: readonly Permission[] = ['admin', 'maintain', 'write', 'triage', 'read', 'none'];

/** Write, maintain and admin may change the repository's contents. */
export const canWrite = (p: Permission) => p === 'admin' || p === 'maintain' || p === 'write';

/** Triage and above may apply labels; a maintainer's hand on the issue route (docs/workflows.md). */
export const canTriage = (p: Permission) => canWrite(p) || p === 'triage';

export async function permissionOf(octokit: Octokit, where: Repo, username: string): Promise<Permission> {
  let data: { permission?: unknown; role_name?: unknown };
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
      ...where,
      username,
    }));
  } catch (err) {
    if (statusOf(err) === 404) return 'none';
    throw apiError(`could not read the permission of ${username} on ${where.owner}/${where.repo}`, err);
  }
  const role = typeof data.role_name === 'string' ? data.role_name : '';
  if ((KNOWN as readonly string[]).includes(role)) return role as Permission;
  const permission = typeof data.permission === 'string' ? data.permission : '';
  return (KNOWN as readonly string[]).includes(permission) ? (permission as Permission) : 'none';
}
