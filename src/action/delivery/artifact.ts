/**
 * Delivery step 6: the artifact. A failure is a warning, or, when the artifact is `required` (a
 * shard's partial: the merge job's only input; the review artifact publish mode reads), fails the
 * step saying why it matters. Off a runner (no artifact service) it is always a warning: the files
 * are on disk. Sets artifact-id and artifact-url.
 */
import * as core from '@actions/core';
import { uploadReportArtifact, uploadUnavailable } from '../../github/artifact.js';
import type { DeliveryStep } from './delivery.js';
import { setOutput } from './outputs.js';

/** Why a shard's partial must be uploaded. */
export const PARTIAL_REQUIRED = 'The merge job cannot read it: this shard will count as missing.';
/** Why the review artifact (the one holding pull-request.json) must be uploaded. */
export const REVIEW_REQUIRED =
  'It is the review artifact that publish mode reads (it holds pull-request.json): an artifact of that name that another job of this run uploaded first would be published in its place, so this run must not pass. A review workflow must hold no other job that runs pull-request code (docs/workflows.md).';

export const artifact: DeliveryStep = {
  name: 'artifact',
  async run(p, done, env) {
    if (!p.artifact) return;
    const { name, what, required } = p.artifact;
    const rootDir = p.outDir;
    if (!name) {
      core.info('No artifact: artifact-name is empty.');
      return;
    }
    const unavailable = uploadUnavailable();
    if (unavailable) {
      core.warning(`The ${what} artifact was not uploaded: ${unavailable}. The ${what} is in ${rootDir}.`);
      return;
    }
    try {
      const uploaded = await uploadReportArtifact(name, done.written.files, rootDir, (line) => core.info(line));
      core.info(`Artifact ${name} uploaded (id ${uploaded.id}, ${uploaded.size} bytes).`);
      if (uploaded.id !== undefined) {
        setOutput('artifact-id', String(uploaded.id));
        if (env.ctx.runUrl) setOutput('artifact-url', `${env.ctx.runUrl}/artifacts/${uploaded.id}`);
      }
    } catch (err) {
      const message = `The ${what} artifact ${name} could not be uploaded: ${(err as Error).message}. The ${what} is in ${rootDir}.`;
      if (required) core.setFailed(`${message} ${required}`);
      else core.warning(message);
    }
  },
};
