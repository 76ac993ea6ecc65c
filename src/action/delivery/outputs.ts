/** Delivery step 2: the step's outputs; every output the action sets is named here (and documented in action.yml). */
import * as core from '@actions/core';
import type { DeliveryStep } from './delivery.js';

export const OUTPUT_NAMES = [
  'status',
  'final',
  'valid',
  'report',
  'summary',
  'summary-csv',
  'report-dir',
  'metrics',
  'benchmark-commit',
  'comment-url',
  'artifact-id',
  'artifact-url',
  'partial',
  'pull-request-number',
  'issue-number',
  'leaderboard',
  'drift',
  'has-drift',
  'has-invalid',
  'tracking-issue',
  'verdicts',
  'compare-json',
  'submission-dir',
] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];
export type Outputs = Partial<Record<OutputName, string>>;

/** The one way the action sets an output. */
export function setOutput(name: OutputName, value: string): void {
  core.setOutput(name, value);
}

export const outputs: DeliveryStep = {
  name: 'outputs',
  async run(_p, done) {
    for (const [name, value] of Object.entries(done.written.outputs) as [OutputName, string][]) setOutput(name, value);
  },
};
