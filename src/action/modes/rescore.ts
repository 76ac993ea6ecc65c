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
import type { CommandCache } from '../../core/command-cache.js';
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
import { InputError } from '../inputs-shared.js';
import type { RescoreInputs } from './rescore-inputs.js';
import { terminalText } from '../../core/util/terminal.js';
import { type ActionEnv } from '../env.js';
import { PARTIAL_REQUIRED } from '../delivery/artifact.js';
import { deliver, type JobOutcome, type Written } from '../delivery/delivery.js';
import { refuseSymlinkedPath } from '../workspace-path.js';
import type { Where } from '../texts.js';
import { setOutput } from '../delivery/outputs.js';

const TRACKING_BODY =
  "agent-eval's nightly rescore scores every accepted submission again and keeps one comment below up to date " +
  'with what changed against the previous leaderboard (the drift). Close this issue to have the next rescore open a new one.';

export async function rescoreMode(inputs: RescoreInputs, env: ActionEnv): Promise<void> {
  const progress = (msg: string) => core.info(`rescore: ${terminalText(msg)}`);
  const suites = inputs.suites.length ? { suites: inputs.suites } : {};
  // compare-leader: the leaderboard compares every ranked entry with the leader (after a merge, from the merged
  // reports).
  const leader = inputs.compareLeader ? { compareLeader: inputs.compareLeader } : {};

  if (inputs.partialsDir) {
    await refuseSymlinkedPath('partials-dir', inputs.partialsDir);
    const baseline = await readBaseline(inputs.baseline);
    const loaded = await loadRescoreShards(inputs.partialsDir);
    for (const p of loaded.problems) core.warning(`rescore: ${terminalText(p)}`);
    const merge = (benchmarkDir?: string, cache?: CommandCache) =>
      rescoreFromPartials({
        partials: loaded.partials,
        unscored: loaded.unscored,
        context: loaded.context,
        shardOutputs: loaded.shardOutputs,
        shards: inputs.shards!,
        baseline,
        ...suites,
        ...leader,
        ...(benchmarkDir ? { benchmarkDir } : {}),
        ...(cache ? { cache } : {}),
      });
    const result = inputs.benchmark
      ? await withBenchmark(inputs.benchmark, env, (dir, _checkout, cache) => merge(dir, cache))
      : await merge();
    return deliverRescore(result, inputs, env);
  }

  await refuseSymlinkedPath('submissions-dir', inputs.submissionsDir);
  const options = {
    submissionsDir: inputs.submissionsDir,
    onProgress: progress,
    hashLimits: inputs.hashLimits,
    python: inputs.python,
    ...suites,
  };
  if (inputs.shard) {
    const shard = inputs.shard;
    if (inputs.baseline)
      core.info(
        'baseline is compared when the shards are merged (partials-dir), not in a shard job; it is not read here.',
      );
    if (inputs.compareLeader)
      core.info('compare-leader is computed when the shards are merged (partials-dir), not in a shard job.');
    const result = await withBenchmark(inputs.benchmark!, env, (benchmarkDir, _checkout, cache) =>
      rescoreShard({ ...options, benchmarkDir, cache }, shard),
    );
    const write = async (): Promise<Written> => {
      const written = await writeRescoreShard(result, inputs.outDir);
      const summary = `Rescore shard ${shard.index}/${shard.count}: ${result.submissions.length} submission(s) partially scored, ${result.unscored.length} not scored. Not final: the merge job (partials-dir) builds the leaderboard from all ${shard.count} shards.`;
      return {
        files: written.all,
        outputs: { partial: path.resolve(written.manifest) },
        log: [{ level: 'info', text: summary }],
        jobSummary: `## agent-eval rescore: ${escapeMarkdown(result.context.benchmark.name)} — shard ${shard.index}/${shard.count}\n\n${summary}\n`,
      };
    };
    await deliver(
      {
        outDir: inputs.outDir,
        where: where(inputs, env),
        write,
        artifact: { name: inputs.artifactName, what: 'rescore shard', required: PARTIAL_REQUIRED },
      },
      env,
    );
    return;
  }
  const baseline = await readBaseline(inputs.baseline);
  const result = await withBenchmark(inputs.benchmark!, env, (benchmarkDir, _checkout, cache) =>
    rescore({ ...options, benchmarkDir, baseline, ...leader, cache }),
  );
  await deliverRescore(result, inputs, env);
}

/** The previous leaderboard; a baseline that does not exist yet (the first night) is no drift, with a note. */
async function readBaseline(file: string | null): Promise<Leaderboard | null> {
  if (!file) return null;
  if (!(await stat(file).catch(() => null))) {
    core.notice(
      `baseline ${file} does not exist: no drift is computed this time; this leaderboard is the baseline of the next rescore.`,
    );
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

/** The leaderboard and the drift: files → outputs → log → job summary → the tracking issue's comment → artifact → the result. */
async function deliverRescore(result: RescoreResult, inputs: RescoreInputs, env: ActionEnv): Promise<void> {
  const lb = result.leaderboard;
  const drift = renderDriftMarkdown(result);
  let tracked: number | null = null;
  const write = async (): Promise<Written> => {
    const written = await writeRescore(result, inputs.outDir);
    const c = lb.counts;
    return {
      files: written.all,
      outputs: {
        leaderboard: path.resolve(written.leaderboard),
        drift: written.drift ? path.resolve(written.drift) : '',
        'has-drift': String(result.hasDrift),
        'has-invalid': String(result.hasInvalid),
        'report-dir': path.resolve(inputs.outDir),
      },
      log: [
        {
          level: 'info',
          text: `Leaderboard: ${c.submissions} submission(s): ${c.final} final, ${c.not_final} not final, ${c.invalid} invalid.`,
        },
        ...result.notes.map((note) => ({ level: 'warning' as const, text: `rescore: ${terminalText(note)}` })),
        ...written.problems.map((p) => ({
          level: 'warning' as const,
          text: `rescore: a report failed its own schema and was written without a part: ${terminalText(p)}`,
        })),
      ],
      logMarkdown: drift,
      // The job summary: the drift, then the leaderboard; the comment: the drift.
      jobSummary: `${drift}\n${renderLeaderboardMarkdown(lb)}`,
      comment: drift,
    };
  };
  const target = async (): Promise<Target> => {
    const found = await trackingTarget(inputs, env);
    if ('issueNumber' in found) {
      tracked = found.issueNumber;
      setOutput('tracking-issue', String(found.issueNumber));
    }
    return found;
  };
  // The job's result: invalid submissions always fail it; drift unless fail-on-drift is false.
  const jobOutcome = (): JobOutcome => {
    const c = lb.counts;
    const reasons = [
      result.hasInvalid ? (c.invalid > 0 ? `${c.invalid} invalid submission(s)` : 'a missing shard output') : null,
      result.hasDrift && inputs.failOnDrift ? 'drift against the baseline' : null,
    ].filter(Boolean);
    if (reasons.length > 0)
      return {
        fail: `The rescore found ${reasons.join(' and ')}. See the job summary${tracked !== null ? ` and issue #${tracked}` : ''}.`,
      };
    return {
      pass: `The rescore passes: ${result.hasDrift ? 'drift against the baseline (fail-on-drift is false)' : result.drift ? 'no drift' : 'no baseline to compare with'}, no invalid submission.`,
    };
  };
  await deliver(
    {
      outDir: inputs.outDir,
      where: where(inputs, env),
      write,
      comment: { target, key: inputs.commentKey, token: inputs.token },
      artifact: { name: inputs.artifactName, what: 'leaderboard', required: null },
      jobOutcome,
    },
    env,
  );
}

async function trackingTarget(inputs: RescoreInputs, env: ActionEnv): Promise<Target> {
  const setting = inputs.trackingIssue;
  if (setting === 'off') return { skip: 'tracking-issue is off' };
  if (!env.ctx.owner || !env.ctx.repo) return { skip: 'GITHUB_REPOSITORY is not set' };
  if (typeof setting === 'number') return { issueNumber: setting };
  if (!inputs.token) return { skip: 'the token input is empty' };
  try {
    const octokit = makeOctokit(inputs.token, env.policy, env.log);
    const issue = await findOrCreateTrackingIssue(
      octokit,
      { owner: env.ctx.owner, repo: env.ctx.repo },
      inputs.commentKey,
      TRACKING_BODY,
      env.policy,
      env.log,
    );
    core.info(`Tracking issue #${issue.number} ${issue.created ? 'created' : 'found'}: ${issue.url}`);
    return { issueNumber: issue.number };
  } catch (err) {
    const e = err as { status?: number; message?: string };
    core.warning(
      `agent-eval could not find or create the tracking issue: ${e.status ? `HTTP ${e.status}: ` : ''}${(e.message ?? String(err)).split('\n')[0]}. The drift is in the job summary and the artifact (the token needs issues: write).`,
    );
    return { skip: 'no tracking issue' };
  }
}
