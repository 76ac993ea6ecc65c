/**
 * agent-eval/plan, the first job of review-submission.yml (docs/workflows.md, "One submission per
 * pull request"): which submission directory the review of a pull request scores. Given
 * submission-dir, that one. Otherwise the pull request's changed files, read through the API
 * (pull-requests: read), must all be listed (as many as its changed_files, under GitHub's 3,000)
 * and touch exactly one directory `<submissions-dir>/<name>/`, counting a renamed file under its
 * old name too (core/submission/plan.ts). Else the job fails naming why, and nothing is scored.
 */
import * as core from '@actions/core';
import { planProblemText, planSubmission } from '../../core/submission/plan.js';
import { makeOctokit } from '../../github/octokit.js';
import { PR_EVENTS } from '../../github/pull-request-info.js';
import { ApiError, getPullRequest, listPullFiles } from '../../github/pull-requests.js';
import type { ActionEnv } from '../env.js';
import type { PlanInputs } from './plan-inputs.js';
import { setOutput } from '../delivery/outputs.js';

/** The plan cannot be made: the job fails with this reason and nothing is scored. */
export class PlanRefused extends Error {
  override name = 'PlanRefused';
}

export async function planMode(inputs: PlanInputs, env: ActionEnv): Promise<void> {
  const dir = inputs.submissionDir ?? (await planFromFiles(inputs, env));
  core.info(`The review scores the submission directory ${dir}.`);
  setOutput('submission-dir', dir);
}

async function planFromFiles(inputs: PlanInputs, env: ActionEnv): Promise<string> {
  const { ctx } = env;
  const number = (ctx.payload.pull_request as { number?: unknown } | undefined)?.number;
  if (!PR_EVENTS.has(ctx.eventName) || typeof number !== 'number' || !ctx.owner || !ctx.repo) {
    throw new PlanRefused(
      `without submission-dir the plan reads the changed files of the pull request of a pull_request event (this is a ${ctx.eventName || 'unknown'} event)`,
    );
  }
  if (!inputs.token)
    throw new PlanRefused(
      'input token: is required without submission-dir (pull-requests: read, to list the changed files)',
    );
  const octokit = makeOctokit(inputs.token, env.policy, env.log);
  const where = { owner: ctx.owner, repo: ctx.repo };
  let plan;
  try {
    const pull = await getPullRequest(octokit, where, number);
    if (pull === null) throw new PlanRefused(`pull request #${number} was not found in ${ctx.owner}/${ctx.repo}`);
    const listing = await listPullFiles(octokit, where, number);
    plan = planSubmission({ ...listing, changedFiles: pull.changedFiles }, inputs.submissionsDir);
  } catch (err) {
    if (err instanceof ApiError) throw new PlanRefused(err.message);
    throw err;
  }
  if ('dir' in plan) return plan.dir;
  const fix =
    plan.problem.kind === 'none'
      ? '; set submission-dir or submissions-root'
      : plan.problem.kind === 'incomplete'
        ? ''
        : ': open one pull request per submission, or set submission-dir';
  throw new PlanRefused(`${planProblemText(plan.problem)}${fix}`);
}
