/**
 * The private report of a run with held-out tasks (docs/held-out.md): the complete report,
 * encrypted to the maintainers' age recipients (input private-report-recipients), in
 * `<out-dir>/private/` and uploaded as its own artifact `<artifact-name>-private`. Without a
 * recipient none is written, and the comment says so.
 */
import * as core from '@actions/core';
import path from 'node:path';
import { uploadReportArtifact, uploadUnavailable } from '../../github/artifact.js';
import { writeEncryptedPrivateReport } from '../../core/report/private.js';
import { hasHeldOut } from '../../core/report/redact.js';
import type { Report } from '../../core/report/schema.js';
import type { DeliveryStep } from './delivery.js';

/** The private report's directory inside out-dir (it holds only encrypted files). */
const PRIVATE_DIR = 'private';

export interface PrivateReport {
  /** The encrypted files written; empty: none. */
  files: string[];
  /** The sentence for the comment, the job summary and the log; null: nothing is held out. */
  note: string | null;
}

/** The private report's artifact name beside the report's. */
const privateArtifactName = (artifactName: string) => `${artifactName}-private`;

/** Writes the private report of a report with held-out tasks, encrypted; with no recipient, nothing. */
export async function writePrivateFor(
  full: Report,
  outDir: string,
  recipients: readonly string[],
  artifactName: string | null,
): Promise<PrivateReport> {
  if (!hasHeldOut(full)) return { files: [], note: null };
  if (recipients.length === 0) {
    return {
      files: [],
      note: 'Held-out tasks: only aggregates are published. No private report was written: no age recipient is set (input private-report-recipients, docs/held-out.md).',
    };
  }
  const files = await writeEncryptedPrivateReport(full, recipients, path.join(outDir, PRIVATE_DIR));
  const where = artifactName
    ? `the artifact ${privateArtifactName(artifactName)}`
    : `${PRIVATE_DIR}/ in the report directory`;
  return {
    files,
    note: `Held-out tasks: only aggregates are published. The complete report is encrypted to ${recipients.length} maintainer recipient(s) in ${where} (age -d -i key.txt, docs/held-out.md).`,
  };
}

/** Delivery step: uploads the encrypted private report as its own artifact (after the report's). */
export const privateArtifact: DeliveryStep = {
  name: 'private artifact',
  async run(p, done) {
    const files = done.written.privateFiles ?? [];
    if (!p.artifact?.name || files.length === 0) return;
    const name = privateArtifactName(p.artifact.name);
    const unavailable = uploadUnavailable();
    if (unavailable) {
      core.warning(
        `The private report artifact was not uploaded: ${unavailable}. The encrypted private report is in ${path.join(p.outDir, PRIVATE_DIR)}.`,
      );
      return;
    }
    try {
      const uploaded = await uploadReportArtifact(name, files, path.join(p.outDir, PRIVATE_DIR), (line) =>
        core.info(line),
      );
      core.info(`Artifact ${name} uploaded (id ${uploaded.id}, ${uploaded.size} bytes, encrypted).`);
    } catch (err) {
      core.warning(
        `The private report artifact ${name} could not be uploaded: ${(err as Error).message}. The encrypted private report is in ${path.join(p.outDir, PRIVATE_DIR)}.`,
      );
    }
  },
};
