/**
 * Delivery step 7: the outcome label of a submission issue (`agent-eval: final`, `not final`,
 * `invalid`; the prefix is label-prefix): the one that says the outcome is added, the stale
 * ones of the family removed. A failure is a warning (the comment says the outcome too).
 */
import * as core from '@actions/core';
import { setOutcomeLabel } from '../../github/issues.js';
import { makeOctokit } from '../../github/octokit.js';
import type { DeliveryStep } from './delivery.js';

export const labels: DeliveryStep = {
  name: 'labels',
  async run(p, _done, env) {
    if (!p.labels) return;
    const { issueNumber, has, want, family, token } = p.labels;
    try {
      const octokit = makeOctokit(token, env.policy, env.log);
      const r = await setOutcomeLabel(
        octokit,
        { owner: env.ctx.owner!, repo: env.ctx.repo! },
        issueNumber,
        has,
        want,
        family,
      );
      const kept = want === null ? 'no outcome label' : `${want}${r.added.length ? ' (added)' : ' (already there)'}`;
      core.info(`Labels of #${issueNumber}: ${kept}${r.removed.length ? `; removed ${r.removed.join(', ')}` : ''}.`);
    } catch (err) {
      const e = err as { status?: number; message?: string };
      core.warning(
        `agent-eval could not set the outcome label ${want ?? '(none)'} on #${issueNumber}: ${e.status ? `HTTP ${e.status}: ` : ''}${(e.message ?? String(err)).split('\n')[0]} (the token needs issues: write).`,
      );
    }
  },
};
