/** The inputs of agent-eval/publish (publish/action.yml): a pull request's review artifact, checked, published as its sticky comment. */
import { z } from 'zod';
import {
  InputError,
  OWNER_NAME,
  PUBLISHING,
  display,
  positiveInt,
  submissionsDirInput,
  type CommonInputs,
  type Fields,
  type ModeInput,
  type SharedFields,
} from '../inputs-shared.js';

export const PUBLISH_INPUTS = [
  'run-id',
  'artifact-path',
  'max-artifact-bytes',
  'allowed-base-branches',
  'benchmark-repository',
  'submissions-dir',
  'comment',
  'label-prefix',
  ...PUBLISHING,
] as const;

/** The inputs only agent-eval/publish reads. */
export const PUBLISH_FIELDS = {
  'run-id': positiveInt('a workflow run id (a positive integer)'),
  'artifact-path': z.string(),
  'max-artifact-bytes': positiveInt('a size in bytes (a positive integer)'),
  'allowed-base-branches': z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((names) => names.every((n) => /^[A-Za-z0-9._/+-]+$/.test(n) && !n.startsWith('-') && !n.includes('..')), {
      message: 'must be branch names separated by commas, spaces or newlines',
    }),
  'label-prefix': z
    .string()
    .max(40, { message: 'must be at most 40 characters' })
    .refine((v) => !/[,\r\n]/.test(v), { message: 'must not contain a comma or a line break' }),
};

/** The default of max-artifact-bytes: 10 MiB, compressed. */
const DEFAULT_MAX_ARTIFACT_BYTES = 10 * 1024 * 1024;

export interface PublishInputs extends CommonInputs {
  mode: 'publish';
  comment: 'auto' | 'off';
  /** null: the workflow_run event's run. */
  runId: number | null;
  /** A directory holding the artifact, already downloaded; null: download it. */
  artifactPath: string | null;
  maxArtifactBytes: number;
  /** Base branches besides the repository's default branch that a published pull request may target. */
  allowedBaseBranches: string[];
  /** The benchmark a published report must have been scored against (owner/name on this server); '' for this repository. */
  benchmarkRepository: string;
  /** The directory holding one sub-directory per submission: a published pull request changes at most one of them. */
  submissionsDir: string;
  /** '' when comment-key is not given: the scoring run's workflow name is the key. */
  commentKey: string;
  /** The issue route's outcome labels: `<prefix>final`, `<prefix>not final`, `<prefix>invalid`. */
  labelPrefix: string;
  /** No judge: publishing scores nothing. */
  cce?: undefined;
}

export function publishInputs({
  v,
  raw,
  common,
  get,
}: ModeInput<SharedFields & Fields<typeof PUBLISH_FIELDS>>): PublishInputs {
  if (common.comment !== 'auto' && common.comment !== 'off') {
    throw new InputError(
      'input comment: with agent-eval/publish the pull request is the one the artifact names, checked through the API; leave comment at auto (or off)',
    );
  }
  if (!v['artifact-path'] && !v['artifact-name'])
    throw new InputError(
      'input artifact-name: is required with agent-eval/publish: the name of the review artifact to fetch from the workflow run',
    );
  if (v['benchmark-repository'] && !OWNER_NAME.test(v['benchmark-repository'])) {
    throw new InputError(
      `input benchmark-repository: with agent-eval/publish, the owner/name of the benchmark on this server (its history is checked through the API), not ${JSON.stringify(display('benchmark-repository', v['benchmark-repository']))}`,
    );
  }
  const submissionsDir = submissionsDirInput(raw);
  return {
    mode: 'publish',
    ...common,
    comment: common.comment,
    commentKey: v['comment-key'],
    submissionsDir,
    runId: v['run-id'] ? Number(v['run-id']) : null,
    artifactPath: v['artifact-path'] || null,
    maxArtifactBytes: v['max-artifact-bytes'] ? Number(v['max-artifact-bytes']) : DEFAULT_MAX_ARTIFACT_BYTES,
    allowedBaseBranches: v['allowed-base-branches'],
    benchmarkRepository: v['benchmark-repository'].replace(/\.git$/, ''),
    labelPrefix: raw['label-prefix'] === '' ? 'agent-eval: ' : get('label-prefix'),
  };
}
