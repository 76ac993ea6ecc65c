/**
 * merge mode: the partial reports of a sharded run (the downloaded artifacts of its shard jobs)
 * → the report the unsharded run writes, published like score mode's. A shard whose partial is
 * absent or unreadable is a missing_shard in the report, which makes it invalid and names it.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { formatIssues } from '../../core/manifest/zod-issues.js';
import { mergePartials, type MergeInput } from '../../core/shard/merge.js';
import { PARTIAL_FILE, partialReportSchema } from '../../core/shard/partial.js';
import { truncate } from '../../core/util/data.js';
import { refuseSymlinkedPath } from '../workspace-path.js';
import { InputError } from '../inputs-shared.js';
import type { MergeInputs } from './merge-inputs.js';
import { deliver } from '../delivery/delivery.js';
import { runReportDelivery } from '../delivery/report.js';
import {
  PULL_REQUEST_FILE,
  PullRequestInfoSchema,
  writePullRequestInfo,
  type PullRequestInfo,
} from '../../github/pull-request-info.js';
import { terminalText } from '../../core/util/terminal.js';
import { type ActionEnv } from '../env.js';
import { readJsonFile } from '../../core/fs/bounded-json.js';
import { findFilesNamed, type Found } from '../../core/fs/walk.js';
import { pullRequestFile } from './score.js';

/** Where partial.json files are looked for: partials-dir/<artifact>/<…>/partial.json at most. */
const PARTIALS_DEPTH = 3;
const PARTIAL_MAX_BYTES = 512 * 1024 * 1024;
const JSON_MAX_DEPTH = 512;

export async function mergeMode(inputs: MergeInputs, env: ActionEnv): Promise<void> {
  await refuseSymlinkedPath('partials-dir', inputs.partialsDir);
  const root = path.resolve(inputs.partialsDir);
  if (!(await stat(root).catch(() => null))?.isDirectory())
    throw new InputError(`input partials-dir: ${inputs.partialsDir} is not a directory`);
  const found = await findFilesNamed(root, new Set([PARTIAL_FILE, PULL_REQUEST_FILE]), PARTIALS_DEPTH);
  for (const s of found.skipped)
    core.warning(`${terminalText(path.join(inputs.partialsDir, s.rel))} is ${s.why}; it was not read.`);

  const partials: MergeInput[] = [];
  for (const f of found.files.filter((x) => path.basename(x.rel) === PARTIAL_FILE)) {
    const shown = path.join(inputs.partialsDir, f.rel);
    const said = terminalText(shown); // (names from the artifacts are untrusted)
    const read = readJsonFile(f.abs, PARTIAL_MAX_BYTES, JSON_MAX_DEPTH);
    const parsed = read.ok ? partialReportSchema().safeParse(read.value) : null;
    if (!read.ok || !parsed?.success) {
      core.warning(
        `${said}: ${terminalText(read.ok ? `not an agent-eval partial report: ${truncate(formatIssues(parsed!.error!), 500)}` : read.message)}; it was left out, so its shard counts as missing.`,
      );
      continue;
    }
    const { index, count } = parsed.data.shard;
    if (count !== inputs.shards) {
      throw new InputError(
        `input shards: is ${inputs.shards}, but ${said} is shard ${index}/${count}: the partials come from a run split into ${count} shards (or shards is wrong)`,
      );
    }
    partials.push({ name: shown, partial: parsed.data });
  }
  if (partials.length === 0) {
    throw new InputError(
      `input partials-dir: no usable ${PARTIAL_FILE} in ${inputs.partialsDir} (looked ${PARTIALS_DEPTH} levels deep); expected ${inputs.shards} shard(s). Did the shard jobs run and upload their artifacts?`,
    );
  }
  core.info(
    terminalText(
      `Merging ${partials.length} partial report(s) of ${inputs.shards} shard(s): ${partials.map((p) => `${p.partial.shard.index}/${p.partial.shard.count} (${p.name})`).join(', ')}`,
    ),
  );
  const { report, problems } = mergePartials(partials);
  for (const p of problems) core.warning(`merge: ${p.code}: ${terminalText(p.message)}`);

  await mkdir(inputs.outDir, { recursive: true });
  const pr = await pullRequestCopy(
    found.files.filter((x) => path.basename(x.rel) === PULL_REQUEST_FILE),
    inputs,
    env,
  );
  await deliver(runReportDelivery(report, inputs, pr, env.ctx), env);
}

/** pull-request.json from the partials when they carry one and all agree; else from this run's event. */
async function pullRequestCopy(files: Found[], inputs: MergeInputs, env: ActionEnv): Promise<string | null> {
  const infos: PullRequestInfo[] = [];
  for (const f of files) {
    const read = readJsonFile(f.abs, 64 * 1024, 8);
    const parsed = read.ok ? PullRequestInfoSchema.safeParse(read.value) : null;
    if (parsed?.success) infos.push(parsed.data);
    else
      core.warning(
        `${terminalText(path.join(inputs.partialsDir, f.rel))}: ${read.ok ? 'not a valid pull-request.json' : read.message}; it was not used.`,
      );
  }
  const distinct = new Set(infos.map((i) => JSON.stringify(i)));
  if (distinct.size > 1) {
    core.warning(`The partials carry ${distinct.size} different ${PULL_REQUEST_FILE} files; none is copied.`);
    return pullRequestFile(inputs.outDir, inputs.commentKey, env);
  }
  if (infos.length > 0) return writePullRequestInfo(inputs.outDir, infos[0]!);
  return pullRequestFile(inputs.outDir, inputs.commentKey, env);
}
