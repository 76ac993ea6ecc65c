/**
 * issue.json: which issue a review artifact of the issue route is about, and which body it
 * scored (its sha256 and the issue's updated_at). Score mode writes it on the `issues` event;
 * publish mode reads it as untrusted data and publishes only if the issue, read through the
 * API, still has that body (an edit since makes the artifact stale).
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RunContext } from './context.js';

export const ISSUE_FILE = 'issue.json';

export const IssueInfoSchema = z.strictObject({
  issue_number: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  body_sha256: z.string().regex(/^[0-9a-f]{64}$/, { message: 'must be a sha256 (64 lower-case hex digits)' }),
  updated_at: z.string().max(40),
  repository: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, { message: 'must be owner/name' }),
  comment_key: z.string().max(200),
});

export type IssueInfo = z.infer<typeof IssueInfoSchema>;

export const bodySha256 = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

/** The event's issue and its body (untrusted text: only parsed and hashed, never a path or a script). */
export function issueOfEvent(
  ctx: RunContext,
  commentKey: string,
): { info: IssueInfo; body: string } | { skip: string } {
  if (ctx.eventName !== 'issues') return { skip: `the ${ctx.eventName || 'current'} event is not an issues event` };
  if (!ctx.owner || !ctx.repo) return { skip: 'GITHUB_REPOSITORY is not set' };
  const issue = ctx.payload.issue as
    { number?: unknown; body?: unknown; updated_at?: unknown; pull_request?: unknown } | undefined;
  if (issue?.pull_request !== undefined) return { skip: 'the event is about a pull request' };
  const body = typeof issue?.body === 'string' ? issue.body : '';
  const parsed = IssueInfoSchema.safeParse({
    issue_number: issue?.number,
    body_sha256: bodySha256(body),
    updated_at: typeof issue?.updated_at === 'string' ? issue.updated_at : '',
    repository: `${ctx.owner}/${ctx.repo}`,
    comment_key: commentKey,
  });
  return parsed.success ? { info: parsed.data, body } : { skip: 'the issues event has no issue number' };
}

export async function writeIssueInfo(outDir: string, info: IssueInfo): Promise<string> {
  const file = path.join(outDir, ISSUE_FILE);
  await writeFile(file, `${JSON.stringify(IssueInfoSchema.parse(info), null, 2)}\n`);
  return file;
}
