/** What the workflow run tells us: where to comment, and links back to the run. */
import { context } from '@actions/github';

export interface RunContext {
  eventName: string;
  owner: string | null;
  repo: string | null;
  runId: number | null;
  serverUrl: string;
  runUrl: string | null;
  payload: Record<string, unknown>;
}

export function runContext(): RunContext {
  let owner: string | null = null;
  let repo: string | null = null;
  try {
    ({ owner, repo } = context.repo);
  } catch {
    // no GITHUB_REPOSITORY and no repository in the event: not on a runner
  }
  const runId = Number.isFinite(context.runId) && context.runId > 0 ? context.runId : null;
  const serverUrl = context.serverUrl.replace(/\/+$/, '');
  const runUrl = owner && repo && runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : null;
  return {
    eventName: context.eventName ?? '',
    owner,
    repo,
    runId,
    serverUrl,
    runUrl,
    payload: context.payload as Record<string, unknown>,
  };
}

export type Target = { issueNumber: number } | { skip: string };

/** `comment: auto` comments on the pull request or issue the event is about; a number is taken as given. */
export function commentTarget(setting: 'auto' | 'off' | number, ctx: RunContext): Target {
  if (setting === 'off') return { skip: 'comment is off' };
  if (!ctx.owner || !ctx.repo) return { skip: 'GITHUB_REPOSITORY is not set' };
  if (typeof setting === 'number') return { issueNumber: setting };
  const number = (key: string) => {
    const n = (ctx.payload[key] as { number?: unknown } | undefined)?.number;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
  };
  if (ctx.eventName === 'pull_request' || ctx.eventName === 'pull_request_target') {
    const n = number('pull_request');
    return n ? { issueNumber: n } : { skip: `the ${ctx.eventName} event has no pull request number` };
  }
  if (ctx.eventName === 'issues' || ctx.eventName === 'issue_comment') {
    const n = number('issue');
    return n ? { issueNumber: n } : { skip: `the ${ctx.eventName} event has no issue number` };
  }
  return {
    skip: `comment is auto and the ${ctx.eventName || 'current'} event is not about a pull request or issue (give comment: a number to comment anyway)`,
  };
}
