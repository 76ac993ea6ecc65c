/**
 * The scoring run publish mode publishes the review of: the workflow_run event's run, or the
 * one a run id names, read through the REST API (GET /repos/{o}/{r}/actions/runs/{id}); only
 * the fields the trust decision reads, validated.
 */
import { z } from 'zod';
import { FULL_SHA } from './checkout.js';
import type { Octokit } from './octokit.js';
import type { RunFacts } from './publish-facts.js';
import { apiError, type Repo } from './pull-requests.js';

export const WorkflowRunSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().nullish(),
  head_sha: z.string().regex(FULL_SHA),
  head_branch: z.string().nullish(),
  event: z.string(),
  conclusion: z.string().nullish(),
  created_at: z.string().nullish(),
  head_repository: z.object({ full_name: z.string() }).nullish(),
  pull_requests: z.array(z.object({ number: z.number() })).nullish(),
});
export type WorkflowRun = z.infer<typeof WorkflowRunSchema>;

/** The run `runId` of this repository; an ApiError when it cannot be read or is not usable. */
export async function readWorkflowRun(octokit: Octokit, where: Repo, runId: number): Promise<WorkflowRun> {
  let data: unknown;
  try {
    ({ data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { ...where, run_id: runId }));
  } catch (err) {
    throw apiError(`could not read workflow run ${runId}`, err);
  }
  const parsed = WorkflowRunSchema.safeParse(data);
  if (!parsed.success)
    throw apiError(`workflow run ${runId}`, new Error("the API's answer has no usable id, head_sha and event"));
  return parsed.data;
}

export function runFacts(run: WorkflowRun): RunFacts {
  return {
    id: run.id,
    headSha: run.head_sha,
    headBranch: run.head_branch ?? null,
    headRepository: run.head_repository?.full_name ?? null,
    createdAt: run.created_at ?? null,
    pullRequests: run.pull_requests ? run.pull_requests.map((p) => p.number) : null,
  };
}
