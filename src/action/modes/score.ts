/**
 * score mode: check out the benchmark, score the submission, publish the report. With `shard`,
 * score one shard only: write partial.json and upload it for the merge job (no comment, no
 * fail-on: a partial is never final). On a pull request event, pull-request.json goes with the
 * artifact, for publish mode.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { PARTIAL_FILE, serializePartial, type PartialReport } from '../../core/shard/partial.js';
import { score, scoreShard, type ScoreOptions } from '../../core/score.js';
import { escapeMarkdown } from '../../core/views/escape.js';
import { CheckoutError, type Checkout } from '../../github/checkout.js';
import { withBenchmark } from '../benchmark.js';
import { InputError } from '../inputs-shared.js';
import type { ScoreInputs } from './score-inputs.js';
import { PARTIAL_REQUIRED } from '../delivery/artifact.js';
import { deliver } from '../delivery/delivery.js';
import { runReportDelivery } from '../delivery/report.js';
import { pullRequestInfo, writePullRequestInfo } from '../../github/pull-request-info.js';
import type { ActionEnv } from '../env.js';
import { refuseSymlinkedPath } from '../workspace-path.js';
import type { Where } from '../texts.js';
import { scoreIssue } from './score-issue.js';

export async function scoreMode(inputs: ScoreInputs, env: ActionEnv): Promise<void> {
  if (inputs.issueForm) return scoreIssue(inputs, inputs.issueForm, env);
  await refuseSymlinkedPath('run-dir', inputs.runDir);
  const runDir = path.resolve(inputs.runDir);
  if (!(await stat(runDir).catch(() => null))?.isDirectory())
    throw new InputError(`input run-dir: ${inputs.runDir} is not a directory`);
  await withBenchmark(inputs.benchmark, env, async (benchmarkDir, checkout, cache) => {
    const shard = inputs.shard ? ` shard ${inputs.shard.index}/${inputs.shard.count}` : '';
    core.info(
      `Scoring${shard} ${inputs.runDir}${inputs.suites.length ? ` (suites: ${inputs.suites.join(', ')})` : ''}`,
    );
    if (inputs.cce)
      core.info(
        `CCE judge: ${inputs.cce.model}${inputs.cce.endpoint ? ` at ${new URL(inputs.cce.endpoint).host}` : ' (cache only)'}${inputs.cce.cacheDir ? `, cache ${inputs.cce.cacheDir}` : ''}`,
      );
    const options: ScoreOptions = {
      benchmarkDir,
      runDir: inputs.runDir,
      suites: inputs.suites.length ? inputs.suites : undefined,
      cce: inputs.cce,
      hashLimits: inputs.hashLimits,
      python: inputs.python,
      cache,
    };
    const where: Where = { runUrl: env.ctx.runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };

    if (inputs.shard) {
      const partial = await scoreShard(options, inputs.shard);
      checkCommit(partial.benchmark.commit, checkout);
      await deliverPartial(partial, inputs, where, env);
      return;
    }
    const report = await score(options);
    checkCommit(report.benchmark.commit, checkout);
    await mkdir(inputs.outDir, { recursive: true });
    const pr = await pullRequestFile(inputs.outDir, inputs.commentKey, env);
    await deliver(runReportDelivery(report, inputs, pr, env.ctx), env);
  });
}

export function checkCommit(commit: string | null, checkout: Checkout | null): void {
  if (checkout && commit !== checkout.sha) {
    throw new CheckoutError(`the report records benchmark commit ${commit}, but ${checkout.sha} was checked out`);
  }
}

/** pull-request.json in out-dir on a pull request event; its path, or null. */
export async function pullRequestFile(outDir: string, commentKey: string, env: ActionEnv): Promise<string | null> {
  const found = pullRequestInfo(env.ctx, commentKey);
  if ('skip' in found) return null;
  const file = await writePullRequestInfo(outDir, found.info);
  core.info(
    `Pull request #${found.info.pull_request_number} at ${found.info.head_sha} recorded in ${file} for publish mode.`,
  );
  return file;
}

/** A shard's result: partial.json (+ pull-request.json) on disk, the `partial` output, a job-summary line, the artifact (required). */
async function deliverPartial(
  partial: PartialReport,
  inputs: ScoreInputs,
  where: Where,
  env: ActionEnv,
): Promise<void> {
  const { index, count } = partial.shard;
  const write = async () => {
    await mkdir(inputs.outDir, { recursive: true });
    const file = path.join(inputs.outDir, PARTIAL_FILE);
    await writeFile(file, serializePartial(partial));
    const pr = await pullRequestFile(inputs.outDir, inputs.commentKey, env);
    const units = partial.suites.reduce((n, s) => n + s.trials.reduce((m, t) => m + t.units.length, 0), 0);
    return {
      files: pr ? [file, pr] : [file],
      outputs: { partial: path.resolve(file) },
      log: [
        {
          level: 'info' as const,
          text: `Partial report, shard ${index}/${count}: ${units} unit(s) (suite × trial × task), written to ${file}. Not final: the merge job merges all ${count} shards.`,
        },
      ],
      jobSummary:
        `## agent-eval: ${escapeMarkdown(partial.benchmark.name)} — shard ${index}/${count}\n\n${units} unit(s) (suite × trial × task) scored into a partial report. ` +
        `A partial report is never final: the merge job (agent-eval/merge) turns all ${count} partials into the report.\n`,
    };
  };
  await deliver(
    {
      outDir: inputs.outDir,
      where,
      write,
      artifact: { name: inputs.artifactName, what: 'partial report', required: PARTIAL_REQUIRED },
    },
    env,
  );
}
