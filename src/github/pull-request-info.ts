/**
 * pull-request.json: which pull request a review artifact is about. Score (and merge) mode
 * write it on pull_request / pull_request_target events so that a trusted workflow_run job can
 * publish the comment; publish mode reads it as untrusted data and checks it through the API.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RunContext } from './context.js';

export const PULL_REQUEST_FILE = 'pull-request.json';

export const PullRequestInfoSchema = z.strictObject({
  pull_request_number: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  head_sha: z
    .string()
    .regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, { message: 'must be a full commit SHA (lower-case hex)' }),
  repository: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, { message: 'must be owner/name' }),
  comment_key: z.string().max(200),
});

export type PullRequestInfo = z.infer<typeof PullRequestInfoSchema>;

export const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** The pull request of this run's event, or why there is none (not a pull request event, no head SHA). */
export function pullRequestInfo(ctx: RunContext, commentKey: string): { info: PullRequestInfo } | { skip: string } {
  if (!PR_EVENTS.has(ctx.eventName))
    return { skip: `the ${ctx.eventName || 'current'} event is not about a pull request` };
  if (!ctx.owner || !ctx.repo) return { skip: 'GITHUB_REPOSITORY is not set' };
  const pr = ctx.payload.pull_request as { number?: unknown; head?: { sha?: unknown } } | undefined;
  const parsed = PullRequestInfoSchema.safeParse({
    pull_request_number: pr?.number,
    head_sha: pr?.head?.sha,
    repository: `${ctx.owner}/${ctx.repo}`,
    comment_key: commentKey,
  });
  return parsed.success
    ? { info: parsed.data }
    : { skip: `the ${ctx.eventName} event has no pull request number and head SHA` };
}

export async function writePullRequestInfo(outDir: string, info: PullRequestInfo): Promise<string> {
  const file = path.join(outDir, PULL_REQUEST_FILE);
  await writeFile(file, `${JSON.stringify(PullRequestInfoSchema.parse(info), null, 2)}\n`);
  return file;
}
