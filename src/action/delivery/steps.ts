/**
 * The delivery steps, in the order they run for every mode:
 *   files on disk → outputs → log → job summary → sticky comment → artifact → private artifact
 *   (held-out tasks, encrypted: docs/held-out.md) → labels (a
 *   submission issue's outcome) → the job's result. Rescore's tracking issue is not a step of its own: it is where its
 * comment goes (its Delivery's comment target finds or creates it).
 */
import { artifact } from './artifact.js';
import { privateArtifact } from './private-report.js';
import { comment } from './comment.js';
import { jobSummary } from './job-summary.js';
import { log } from './log.js';
import { outputs } from './outputs.js';
import type { DeliveryStep } from './delivery.js';
import { files } from './files.js';
import { labels } from './labels.js';
import { result } from './result.js';

export const DELIVERY_STEPS: readonly DeliveryStep[] = [
  files,
  outputs,
  log,
  jobSummary,
  comment,
  artifact,
  privateArtifact,
  labels,
  result,
];
