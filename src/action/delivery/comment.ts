/** Delivery step 5: the sticky comment; a failure is a warning. Sets the comment-url output. */
import * as core from '@actions/core';
import { TOOL_VERSION } from '../../core/version.js';
import { stickyMarker, upsertComment } from '../../github/comment.js';
import { makeOctokit } from '../../github/octokit.js';
import { commentBody, forbiddenWarning } from '../texts.js';
import type { DeliveryStep } from './delivery.js';
import { setOutput } from './outputs.js';

export const comment: DeliveryStep = {
  name: 'comment',
  async run(p, done, env) {
    const markdown = done.written.comment;
    if (!p.comment || markdown === undefined) return;
    const { key, token } = p.comment;
    const where = p.comment.where ?? p.where;
    const target = typeof p.comment.target === 'function' ? await p.comment.target() : p.comment.target;
    if ('skip' in target) {
      core.info(`No comment: ${target.skip}.`);
      return;
    }
    if (!token) {
      core.warning(`No comment on #${target.issueNumber}: the token input is empty.`);
      return;
    }
    const marker = stickyMarker(key);
    const { body, trimmed } = commentBody(markdown, where, TOOL_VERSION, marker.length);
    if (trimmed) core.info("The comment was trimmed to stay under GitHub's limit of 65,536 characters.");
    try {
      const octokit = makeOctokit(token, env.policy, env.log);
      const result = await upsertComment(
        octokit,
        { owner: env.ctx.owner!, repo: env.ctx.repo!, issueNumber: target.issueNumber },
        key,
        body,
        env.policy,
        env.log,
      );
      core.info(`Comment ${result.action}: ${result.url}`);
      setOutput('comment-url', result.url);
      done.commentUrl = result.url;
    } catch (err) {
      const e = err as { status?: number; message?: string };
      if (e.status === 403 || e.status === 404) {
        core.warning(forbiddenWarning(target.issueNumber, e.status, (e.message ?? '').split('\n')[0]!.slice(0, 200)));
      } else {
        core.warning(
          `agent-eval could not comment on #${target.issueNumber}: ${e.status ? `HTTP ${e.status}: ` : ''}${e.message ?? String(err)}. The report is on disk and in the job summary.`,
        );
      }
    }
  },
};
