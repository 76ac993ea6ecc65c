/**
 * rescore mode (the nightly workflow): every submission of submissions-dir against one benchmark
 * revision → leaderboard.json/.md, drift.json/.md against the baseline, per-submission reports →
 * outputs → job summary → one sticky comment on the tracking issue → artifact → the job fails
 * on an invalid submission, and on drift unless fail-on-drift is false. With `shard`: one shard
 * of the work, uploaded for the merge job; with `partials-dir`: that merge.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import {
  loadRescoreShards,
  readLeaderboard,
  renderDriftMarkdown,
  renderLeaderboardMarkdown,
  rescore,
  rescoreFromPartials,
  rescoreShard,
  writeRescore,
  writeRescoreShard,
  type Leaderboard,
  type RescoreResult,
} from '../../core/rescore/index.js';
import { UsageError } from '../../core/errors.js';
import { escapeMarkdown } from '../../core/views/escape.js';
import { makeOctokit } from '../../github/octokit.js';
import type { Target } from '../../github/context.js';
import { findOrCreateTrackingIssue } from '../../github/tracking-issue.js';
import { withBenchmark } from '../benchmark.js';
import { InputError, type RescoreInputs } from '../inputs.js';
import { logMarkdown, printable, stickyComment, PARTIAL_REQUIRED, uploadArtifact, writeJobSummary, type ActionEnv } from '../steps.js';
import { refuseSymlinkedPath } from '../workspace-path.js';
import type { Where } from '../texts.js';

const TRACKING_BODY =
  "agent-eval's nightly rescore scores every accepted submission again and keeps one comment below up to date " +
  'with what changed against the previous leaderboard (the drift). Close this issue to have the next rescore open a new one.';

export async function rescoreMode(inputs: RescoreInputs, env: ActionEnv): Promise<void> {
  const progress = (msg: string) => core.info(`rescore: ${printable(msg)}`);
  const suites = inputs.suites.length ? { suites: inputs.suites } : {};

  if (inputs.partialsDir) {
    await refuseSymlinkedPath('partials-dir', inputs.partialsDir);
    const baseline = await readBaseline(inputs.baseline);
    const loaded = await loadRescoreShards(inputs.partialsDir);
    for (const p of loaded.problems) core.warning(`rescore: ${printable(p)}`);
    const merge = (benchmarkDir?: string) =>
      rescoreFromPartials({ partials: loaded.partials, unscored: loaded.unscored, context: loaded.context, shardOutputs: loaded.shardOutputs, shards: inputs.shards!, baseline, ...suites, ...(benchmarkDir ? { benchmarkDir } : {}) });
    const result = inputs.benchmark ? await withBenchmark(inputs.benchmark, env, (dir) => merge(dir)) : await merge();
    return publishRescore(result, inputs, env);
  }

  await refuseSymlinkedPath('submissions-dir', inputs.submissionsDir);
  const options = { submissionsDir: inputs.submissionsDir, onProgress: progress, ...suites };
  if (inputs.shard) {
    const shard = inputs.shard;
    if (inputs.baseline) core.info('baseline is compared when the shards are merged (partials-dir), not in a shard job; it is not read here.');
    await withBenchmark(inputs.benchmark!, env, async (benchmarkDir) => {
      const result = await rescoreShard({ ...options, benchmarkDir }, shard);
      const written = await writeRescoreShard(result, inputs.outDir);
      core.setOutput('partial', path.resolve(written.manifest));
      const summary = `Rescore shard ${shard.index}/${shard.count}: ${result.submissions.length} submission(s) partially scored, ${result.unscored.length} not scored. Not final: the merge job (partials-dir) builds the leaderboard from all ${shard.count} shards.`;
      core.info(summary);
      await writeJobSummary(`## agent-eval rescore: ${escapeMarkdown(result.context.benchmark.name)} — shard ${shard.index}/${shard.count}\n\n${summary}\n`, where(inputs, env));
      await uploadArtifact(inputs.artifactName, written.all, inputs.outDir, env, 'rescore shard', PARTIAL_REQUIRED);
    });
    return;
  }
  const baseline = await readBaseline(inputs.baseline);
  const result = await withBenchmark(inputs.benchmark!, env, (benchmarkDir) => rescore({ ...options, benchmarkDir, baseline }));
  await publishRescore(result, inputs, env);
}

/** The previous leaderboard; a baseline that does not exist yet (the first night) is no drift, with a note. */
async function readBaseline(file: string | null): Promise<Leaderboard | null> {
  if (!file) return null;
  if (!(await stat(file).catch(() => null))) {
    core.notice(`baseline ${file} does not exist: no drift is computed this time; this leaderboard is the baseline of the next rescore.`);
    return null;
  }
  try {
    return await readLeaderboard(file);
  } catch (err) {
    if (err instanceof UsageError) throw new InputError(`input baseline: ${err.message}`);
    throw err;
  }
}

function where(inputs: RescoreInputs, env: ActionEnv): Where {
  return { runUrl: env.ctx.runUrl, artifactName: inputs.artifactName, outDir: inputs.outDir };
}

async function publishRescore(result: RescoreResult, inputs: RescoreInputs, env: ActionEnv): Promise<void> {
  // 1. On disk, before anything talks to GitHub.
  const written = await writeRescore(result, inputs.outDir);
  const lb = result.leaderboard;
  core.setOutput('leaderboard', path.resolve(written.leaderboard));
  core.setOutput('drift', written.drift ? path.resolve(written.drift) : '');
  core.setOutput('has-drift', String(result.hasDrift));
  core.setOutput('has-invalid', String(result.hasInvalid));
  core.setOutput('report-dir', path.resolve(inputs.outDir));
  const c = lb.counts;
  core.info(`Leaderboard: ${c.submissions} submission(s): ${c.final} final, ${c.not_final} not final, ${c.invalid} invalid.`);
  for (const note of result.notes) core.warning(`rescore: ${printable(note)}`);
  for (const p of written.problems) core.warning(`rescore: a report failed its own schema and was written without a part: ${printable(p)}`);
  const drift = renderDriftMarkdown(result);
  logMarkdown(drift);

  // 2. Job summary: the drift, then the leaderboard.
  await writeJobSummary(`${drift}\n${renderLeaderboardMarkdown(lb)}`, where(inputs, env));

  // 3. The tracking issue's sticky comment.
  const target = await trackingTarget(inputs, env);
  if ('issueNumber' in target) core.setOutput('tracking-issue', String(target.issueNumber));
  await stickyComment({ target, key: inputs.commentKey, token: inputs.token, markdown: drift, where: where(inputs, env) }, env);

  // 4. Artifact.
  await uploadArtifact(inputs.artifactName, written.all, inputs.outDir, env, 'leaderboard');

  // The job's result: invalid submissions always fail it; drift unless fail-on-drift is false.
  const reasons = [result.hasInvalid ? (c.invalid > 0 ? `${c.invalid} invalid submission(s)` : 'a missing shard output') : null, result.hasDrift && inputs.failOnDrift ? 'drift against the baseline' : null].filter(Boolean);
  if (reasons.length > 0) core.setFailed(`The rescore found ${reasons.join(' and ')}. See the job summary${'issueNumber' in target ? ` and issue #${target.issueNumber}` : ''}.`);
  else core.info(`The rescore passes: ${result.hasDrift ? 'drift against the baseline (fail-on-drift is false)' : result.drift ? 'no drift' : 'no baseline to compare with'}, no invalid submission.`);
}

async function trackingTarget(inputs: RescoreInputs, env: ActionEnv): Promise<Target> {
  const setting = inputs.trackingIssue;
  if (setting === 'off') return { skip: 'tracking-issue is off' };
  if (!env.ctx.owner || !env.ctx.repo) return { skip: 'GITHUB_REPOSITORY is not set' };
  if (typeof setting === 'number') return { issueNumber: setting };
  if (!inputs.token) return { skip: 'the token input is empty' };
  try {
    const octokit = makeOctokit(inputs.token, env.policy, env.log);
    const issue = await findOrCreateTrackingIssue(octokit, { owner: env.ctx.owner, repo: env.ctx.repo }, inputs.commentKey, TRACKING_BODY, env.policy, env.log);
    core.info(`Tracking issue #${issue.number} ${issue.created ? 'created' : 'found'}: ${issue.url}`);
    return { issueNumber: issue.number };
  } catch (err) {
    const e = err as { status?: number; message?: string };
    core.warning(`agent-eval could not find or create the tracking issue: ${e.status ? `HTTP ${e.status}: ` : ''}${(e.message ?? String(err)).split('\n')[0]}. The drift is in the job summary and the artifact (the token needs issues: write).`);
    return { skip: 'no tracking issue' };
  }
}
