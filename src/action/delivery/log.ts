/** Delivery step 3: the log: the delivery's lines, then its markdown with workflow commands off. */
import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import type { DeliveryStep } from './delivery.js';

export const log: DeliveryStep = {
  name: 'log',
  async run(_p, done) {
    for (const line of done.written.log) core[line.level](line.text);
    if (done.written.logMarkdown !== undefined) logMarkdown(done.written.logMarkdown);
  },
};

/** Markdown in the log, with workflow commands switched off: it carries submission text. */
function logMarkdown(markdown: string): void {
  const resume = randomUUID();
  core.info(`::stop-commands::${resume}`);
  core.info(markdown.replace(/<details>[\s\S]*?<\/details>\n*/g, ''));
  core.info(`::${resume}::`);
}
