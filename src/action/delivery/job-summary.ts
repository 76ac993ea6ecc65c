/** Delivery step 4: the job summary (GITHUB_STEP_SUMMARY), trimmed under GitHub's 1 MiB; a failure is a warning. */
import * as core from '@actions/core';
import { appendJobSummary } from '../../github/summary.js';
import { jobSummaryNote } from '../texts.js';
import type { DeliveryStep } from './delivery.js';

export const jobSummary: DeliveryStep = {
  name: 'job summary',
  async run(p, done) {
    const markdown = done.written.jobSummary;
    const summaryFile = process.env.GITHUB_STEP_SUMMARY;
    if (markdown === undefined || !summaryFile) return;
    try {
      const written = await appendJobSummary(summaryFile, markdown, jobSummaryNote(p.where));
      if (written.trimmed)
        core.info(`The job summary was trimmed to ${written.bytes} bytes to stay under GitHub's 1 MiB limit.`);
    } catch (err) {
      core.warning(`Could not write the job summary: ${(err as Error).message}`);
    }
  },
};
