/** The job summary ($GITHUB_STEP_SUMMARY): appended, and kept under GitHub's 1 MiB limit per step. */
import { appendFile, stat } from 'node:fs/promises';
import { fitMarkdown, utf8Bytes } from '../core/views/trim.js';

/** GitHub refuses a step summary over 1024 KiB ("upload aborted"); keep a margin. */
const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024;
const MARGIN_BYTES = 4 * 1024;

export interface WrittenSummary {
  bytes: number;
  trimmed: boolean;
}

export async function appendJobSummary(file: string, markdown: string, note: string): Promise<WrittenSummary> {
  const existing = (await stat(file).catch(() => null))?.size ?? 0;
  const separator = existing > 0 ? '\n' : '';
  const limit = Math.max(0, JOB_SUMMARY_LIMIT_BYTES - MARGIN_BYTES - existing - utf8Bytes(separator));
  const fitted = fitMarkdown(markdown, { limit, measure: utf8Bytes, note });
  await appendFile(file, separator + fitted.text);
  return { bytes: utf8Bytes(fitted.text), trimmed: fitted.trimmed };
}
