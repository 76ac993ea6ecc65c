/**
 * The issue route's limits, checked before anything is fetched (docs/workflows.md, "Limiting
 * the issue route"): the facts through the API (github/route-facts.ts, github/permission.ts),
 * only those the limits that are on need; the decision is core/submission/route-limits.ts. An
 * API failure is no approval: nothing is scored (LIMITS_UNCHECKED), and the reply says why.
 */
import * as core from '@actions/core';
import {
  LIMITS_UNCHECKED,
  WINDOW_MS,
  decideRoute,
  limitsOn,
  runsText,
  type RouteFacts,
  type RouteLimits,
  type RouteRecord,
} from '../core/submission/route-limits.js';
import { terminalText } from '../core/util/terminal.js';
import { makeOctokit } from '../github/octokit.js';
import { canTriage, permissionOf } from '../github/permission.js';
import { grantedRun, lastLabelEvent, readThisRun, runTimes } from '../github/route-facts.js';
import type { ActionEnv } from './env.js';
import type { IssueFormInputs } from './modes/score-inputs.js';

export interface GateResult {
  /** What intake.json records of the limits; absent when none is on. */
  record?: RouteRecord;
  /** Why nothing is scored; absent: score. */
  refusal?: { code: string; message: string };
}

export async function routeGate(
  form: IssueFormInputs,
  issueNumber: number,
  token: string,
  env: ActionEnv,
): Promise<GateResult> {
  const limits: RouteLimits = { approvalLabel: form.approvalLabel ?? null, reviews: form.reviews ?? null };
  if (!limitsOn(limits)) return {};
  try {
    const facts = await readFacts(limits, issueNumber, token, env);
    const decision = decideRoute(limits, facts);
    const runs = decision.record.runs;
    if (runs)
      core.info(
        `Runs of ${terminalText(runs.actor)}: ${runsText(runs.count, runs.cap, runs.window)}${runs.granted_by ? ` (one more granted by ${terminalText(runs.granted_by)})` : ''}.`,
      );
    if (decision.go) return { record: decision.record };
    core.info(`Not scored: ${decision.code}: ${terminalText(decision.message)}`);
    return { record: decision.record, refusal: { code: decision.code, message: decision.message } };
  } catch (err) {
    const message = `the limits of the issue route (${[limits.approvalLabel !== null && 'approval-label', limits.reviews !== null && 'max-reviews'].filter(Boolean).join(', ')}) could not be checked, so nothing was scored: ${(err as Error).message}`;
    core.warning(terminalText(message));
    return { record: { approval: null, runs: null }, refusal: { code: LIMITS_UNCHECKED, message } };
  }
}

async function readFacts(limits: RouteLimits, issueNumber: number, token: string, env: ActionEnv): Promise<RouteFacts> {
  const { ctx } = env;
  if (!ctx.owner || !ctx.repo) throw new Error('GITHUB_REPOSITORY is not set');
  if (!token) throw new Error('no token (the input token)');
  const where = { owner: ctx.owner, repo: ctx.repo };
  const octokit = makeOctokit(token, env.policy, env.log);
  const permissions = new Map<string, boolean>();
  const maintainer = async (login: string) => {
    if (!permissions.has(login)) permissions.set(login, canTriage(await permissionOf(octokit, where, login)));
    return permissions.get(login)!;
  };
  const facts: RouteFacts = {
    labelled: false,
    labelledBy: null,
    actor: { login: '', maintainer: false },
    runs: null,
    grantedBy: null,
  };
  if (limits.approvalLabel !== null) {
    const want = limits.approvalLabel.toLowerCase();
    const labels = (ctx.payload.issue as { labels?: unknown } | undefined)?.labels;
    facts.labelled =
      Array.isArray(labels) &&
      labels.some(
        (l) =>
          typeof (l as { name?: unknown })?.name === 'string' && (l as { name: string }).name.toLowerCase() === want,
      );
    if (facts.labelled) {
      const last = await lastLabelEvent(octokit, where, issueNumber, limits.approvalLabel);
      if (last?.labeled && last.login)
        facts.labelledBy = { login: last.login, maintainer: await maintainer(last.login) };
    }
  }
  const reviews = limits.reviews;
  if (reviews !== null) {
    if (ctx.runId === null) throw new Error('GITHUB_RUN_ID is not set');
    const me = await readThisRun(octokit, where, ctx.runId);
    // A maintainer's run is not counted, nor a maintainer's re-run of someone else's.
    facts.actor = {
      login: me.actor,
      maintainer: (await maintainer(me.actor)) || (me.triggeredBy !== me.actor && (await maintainer(me.triggeredBy))),
    };
    if (!facts.actor.maintainer) {
      const windowMs = WINDOW_MS[reviews.window];
      facts.runs = await runTimes(octokit, where, me, windowMs, reviews.sharedWith);
      // A grant is looked for only over the cap (docs/workflows.md, "Limiting the issue route").
      if (facts.runs.length > reviews.max && reviews.extraRunLabel !== null)
        facts.grantedBy = await grantedRun(
          octokit,
          where,
          issueNumber,
          reviews.extraRunLabel,
          me,
          me.created - windowMs,
          facts.runs,
          maintainer,
        );
    }
  }
  return facts;
}
