/** Delivery step 9, the last: the job's result, as the delivery's jobOutcome judges what was delivered. */
import * as core from '@actions/core';
import type { DeliveryStep } from './delivery.js';

export const result: DeliveryStep = {
  name: 'result',
  async run(p, done) {
    const verdict = p.jobOutcome?.(done) ?? null;
    if (verdict === null) return;
    if ('fail' in verdict) core.setFailed(verdict.fail);
    else core.info(verdict.pass);
  },
};
