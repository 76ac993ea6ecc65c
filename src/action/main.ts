/**
 * The GitHub Action: a thin adapter over the scoring core. Six actions share this code and one
 * bundle; the entry the runner starts names which one runs (index.ts):
 *   agent-eval          (action.yml) benchmark checkout → score (or one shard) → publish the report
 *   agent-eval/merge    partial reports of a sharded run → the report → publish it
 *   agent-eval/publish  a review artifact of a pull request's run, checked → the sticky comment on that PR
 *   agent-eval/rescore  every submission again → leaderboard and drift → the tracking issue
 *   agent-eval/compare  reports of the same benchmark → the paired comparison against a baseline → publish it
 *   agent-eval/plan     a pull request's changed files → the one submission directory its review scores
 * Delivery is one ordered list of steps for every action (delivery/steps.ts): files
 * are on disk before anything talks to GitHub; comment and artifact problems are warnings.
 */
import * as core from '@actions/core';
import { ConfigError, UsageError } from '../core/errors.js';
import { CheckoutError } from '../github/checkout.js';
import { runContext } from '../github/context.js';
import { retryPolicy } from '../core/util/backoff.js';
import { actionMessage } from './fields.js';
import { parseInputs, type Mode } from './inputs.js';
import { InputError } from './inputs-shared.js';
import { mergeMode } from './modes/merge.js';
import { publishMode } from './modes/publish.js';
import { rescoreMode } from './modes/rescore.js';
import { compareMode } from './modes/compare.js';
import { scoreMode } from './modes/score.js';
import { acceptIssue } from './modes/accept-issue.js';
import { PlanRefused, planMode } from './modes/plan.js';
import { PublishError, RejectedArtifact } from './review-artifact.js';
import { log, type ActionEnv } from './env.js';
import { terminalLines } from '../core/util/terminal.js';

/** Runs the action; never throws: every failure ends in core.setFailed with a clear message. */
export async function run(mode: Mode = 'score'): Promise<void> {
  try {
    await main(mode);
  } catch (err) {
    core.setFailed(failureMessage(err));
  }
}

async function main(mode: Mode): Promise<void> {
  // Mask the tokens before anything else can print.
  for (const name of ['token', 'pull-request-token', 'benchmark-token', 'cce-api-key'] as const) {
    const secret = core.getInput(name);
    if (secret) core.setSecret(secret);
  }
  const envKey = process.env.AGENT_EVAL_CCE_API_KEY;
  if (envKey) core.setSecret(envKey);
  const inputs = parseInputs(
    (name) => core.getInput(name),
    {
      repository: process.env.GITHUB_REPOSITORY,
      workflow: process.env.GITHUB_WORKFLOW,
      eventName: process.env.GITHUB_EVENT_NAME,
      env: process.env,
    },
    mode,
  );
  const env: ActionEnv = { ctx: runContext(), policy: retryPolicy(), log };
  switch (inputs.mode) {
    case 'score':
      return scoreMode(inputs, env);
    case 'accept':
      return acceptIssue(inputs, env);
    case 'merge':
      return mergeMode(inputs, env);
    case 'publish':
      return publishMode(inputs, env);
    case 'rescore':
      return rescoreMode(inputs, env);
    case 'compare':
      return compareMode(inputs, env);
    case 'plan':
      return planMode(inputs, env);
  }
}

/** Every message may quote a name from the run or an artifact: no control character reaches the log. */
function failureMessage(err: unknown): string {
  return terminalLines(describeFailure(err));
}

function describeFailure(err: unknown): string {
  if (err instanceof RejectedArtifact)
    return `agent-eval: publish: the review artifact was rejected, nothing was published: ${err.message}`;
  if (err instanceof PlanRefused) return `agent-eval: plan: ${err.message}; nothing is scored`;
  if (err instanceof PublishError) return `agent-eval: publish: ${err.message}; nothing was published`;
  if (err instanceof InputError || err instanceof CheckoutError) return `agent-eval: ${err.message}`;
  if (err instanceof UsageError) return `agent-eval: ${actionMessage(err)}`;
  if (err instanceof ConfigError) return `agent-eval: the benchmark's configuration cannot be used: ${err.message}`;
  return `agent-eval: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}
