/** Publisher 8, the last: the job's result, as the publication judges what was published. */
import * as core from '@actions/core';
import type { Publisher } from './publication.js';

export const result: Publisher = {
  name: 'result',
  async publish(p, done) {
    const verdict = p.verdict?.(done) ?? null;
    if (verdict === null) return;
    if ('fail' in verdict) core.setFailed(verdict.fail);
    else core.info(verdict.pass);
  },
};
