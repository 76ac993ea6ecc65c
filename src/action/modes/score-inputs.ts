/**
 * The inputs of agent-eval (action.yml): score a run directory (or one shard of it), or the
 * issue route: score the run the submission form names (`issues`), or accept it (a maintainer's
 * `/agent-eval accept` comment on `issue_comment`, modes/accept-issue.ts).
 */
import { z } from 'zod';
import type { CceJudgeOptions } from '../../core/judge/session.js';
import type { ShardSpec } from '../../core/shard/partition.js';
import type { HashLimits } from '../../core/fs/file-hasher.js';
import {
  BENCHMARK,
  CCE,
  HASHING,
  InputError,
  PUBLISHING,
  benchmarkSource,
  bool,
  byteSize,
  hashLimitsInput,
  judged,
  shardInput,
  submissionsDirInput,
} from '../inputs-shared.js';
import type { BenchmarkSource, CommonInputs, Fields, ModeInput, SharedFields } from '../inputs-shared.js';
import type { ReviewLimit } from '../../core/submission/route-limits.js';
import { reviewLimit, reviewLimitSchema, runCap } from '../review-limit-inputs.js';

const REVIEW_LIMIT = ['max-reviews', 'review-window', 'limit-shared-with', 'extra-run-label'] as const;
const ISSUE_FORM = [
  'issue-form',
  'allowed-archive-hosts',
  'max-archive-bytes',
  'approval-label',
  'max-runs-per-author-per-day',
  ...REVIEW_LIMIT,
] as const;

export const SCORE_INPUTS = [
  ...BENCHMARK,
  'run-dir',
  'suites',
  'fail-on',
  'comment',
  ...PUBLISHING,
  'private-report-recipients',
  ...CCE,
  'shard',
  ...HASHING,
  'python',
  ...ISSUE_FORM,
  'submissions-dir',
  'pull-request-token',
] as const;

/** The inputs only agent-eval reads. */
export const SCORE_FIELDS = {
  'run-dir': z.string(),
  'pull-request-token': z.string(),
  'issue-form': bool(),
  'allowed-archive-hosts': z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((hosts) => hosts.every((h) => /^(\*\.)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~%/-]*)?$/.test(h)), {
      message:
        'must be host names (host, *.domain, host:port or host/path-prefix) separated by commas, spaces or newlines',
    }),
  'max-archive-bytes': byteSize(),
  // GitHub's label names: at most 50 characters.
  'approval-label': z
    .string()
    .max(50, { message: 'must be a label name of at most 50 characters' })
    .refine((v) => !/[,\r\n]/.test(v), { message: 'must be one label name, without a comma or a line break' }),
  'max-runs-per-author-per-day': runCap(),
  ...reviewLimitSchema,
};

type ScoreFields = SharedFields & Fields<typeof SCORE_FIELDS>;

export interface ScoreInputs extends CommonInputs {
  mode: 'score';
  benchmark: BenchmarkSource;
  runDir: string;
  suites: string[];
  /** `i/n`: score one shard and write partial.json; null: the whole run. */
  shard: ShardSpec | null;
  /** The CCE judge, when cce-model is set (its apiKey is a secret: masked, never logged). */
  cce?: CceJudgeOptions;
  /** Bytes hashed at most per run file and per run. */
  hashLimits: HashLimits;
  /** The Python verifiers run with (input python; docs/verifiers.md, "Verifier dependencies"); undefined: python3 on PATH. */
  python?: string | undefined;
  /** The issue route: the run comes from the submission form in the `issues` event's issue body (null: run-dir). */
  issueForm: IssueFormInputs | null;
}

export interface IssueFormInputs {
  /** Hosts the archive may be fetched from (fetch.ts's allowlist syntax); empty: the default list. */
  allowedHosts: string[];
  /** null: the default bound (512 MiB). */
  maxArchiveBytes: number | null;
  /** Score only when a maintainer applied this label (docs/workflows.md, "Limiting the issue route"); absent: no approval needed. */
  approvalLabel?: string;
  /** The cap on scoring runs per person (max-reviews, or max-runs-per-author-per-day); absent: no cap. */
  reviews?: ReviewLimit;
}

/**
 * The issue route on an `issue_comment` event: a maintainer's `/agent-eval accept` comment
 * (modes/accept-issue.ts). Nothing is scored, so no benchmark; the archive is fetched again
 * under the same bounds as the review (`form`).
 */
export interface AcceptInputs extends CommonInputs {
  mode: 'accept';
  form: IssueFormInputs;
  /** The submissions tree in this repository (what the nightly rescore reads): relative, "/"-separated. */
  submissionsDir: string;
  /** Pushes the branch and opens the pull request (default: token); comments are read and written with token (docs/action.md). */
  pullRequestToken: string;
  /** No judge: accepting scores nothing. */
  cce?: undefined;
}

/** agent-eval's inputs: accepting on an issue comment, the issue route, or a run directory. */
export function scoreInputs(input: ModeInput<ScoreFields>): ScoreInputs | AcceptInputs {
  const { v, raw, context } = input;
  // issue-form empty: the issue route on an `issues` or `issue_comment` event when no run-dir is given.
  const issueEvent = context.eventName === 'issues' || context.eventName === 'issue_comment';
  const issueForm = v['issue-form'] || (raw['issue-form'] === '' && issueEvent && !v['run-dir']);
  const accepting = issueForm && context.eventName === 'issue_comment';
  if (!accepting && raw['pull-request-token'])
    throw new InputError(
      'input pull-request-token: only used by the issue route on an issue_comment event (accepting a submission)',
    );
  if (!accepting && raw['submissions-dir'])
    throw new InputError(
      'input submissions-dir: only used by the issue route on an issue_comment event (accepting a submission)',
    );
  if (accepting) return acceptInputs(input);
  if (issueForm && v['run-dir'])
    throw new InputError(
      'input run-dir: the issue route (issue-form, or an issues event) takes the run from the archive the form names; leave run-dir empty',
    );
  if (issueForm && v.shard)
    throw new InputError('input shard: the issue route scores the whole archive; it cannot be combined with shard');
  if (!issueForm && (v['allowed-archive-hosts'].length || v['max-archive-bytes'] !== undefined)) {
    throw new InputError(
      `input ${v['allowed-archive-hosts'].length ? 'allowed-archive-hosts' : 'max-archive-bytes'}: only used with issue-form (the issue route)`,
    );
  }
  const limits = routeLimits(v);
  if (!issueForm && Object.keys(limits).length) {
    throw new InputError(
      `input ${limits.approvalLabel ? 'approval-label' : v['max-reviews'] !== undefined ? 'max-reviews' : 'max-runs-per-author-per-day'}: only used with issue-form (the issue route)`,
    );
  }
  const hashLimits = hashLimitsInput(v);
  if (issueForm) {
    const benchmark = benchmarkSource(v, context);
    const form: IssueFormInputs = {
      allowedHosts: v['allowed-archive-hosts'],
      maxArchiveBytes: v['max-archive-bytes'] ?? null,
      ...limits,
    };
    return {
      mode: 'score',
      ...judged(v, context),
      ...input.common,
      benchmark,
      runDir: '',
      suites: v.suites,
      shard: null,
      hashLimits,
      python: v.python,
      issueForm: form,
    };
  }
  if (!v['run-dir']) throw new InputError('input run-dir: is required: the submission directory to score');
  const benchmark = benchmarkSource(v, context);
  return {
    mode: 'score',
    ...judged(v, context),
    ...input.common,
    benchmark,
    runDir: v['run-dir'],
    suites: v.suites,
    shard: shardInput(v),
    hashLimits,
    python: v.python,
    issueForm: null,
  };
}

/** The issue route on an issue_comment event: accepting scores nothing, so the inputs that say what to score must be empty. */
function acceptInputs({ v, raw, common }: ModeInput<ScoreFields>): AcceptInputs {
  for (const name of ['run-dir', 'shard', 'benchmark-repository', 'benchmark-ref', 'benchmark-path'] as const) {
    if (raw[name])
      throw new InputError(
        `input ${name}: accepting a submission (the issue route on an issue_comment event) scores nothing; leave ${name} empty`,
      );
  }
  const dir = submissionsDirInput(raw);
  // approval-label and max-runs-per-author-per-day limit scoring; accepting is a maintainer's (checked through the
  // API).
  const form: IssueFormInputs = {
    allowedHosts: v['allowed-archive-hosts'],
    maxArchiveBytes: v['max-archive-bytes'] ?? null,
  };
  return {
    mode: 'accept',
    ...common,
    form,
    submissionsDir: dir,
    pullRequestToken: raw['pull-request-token'] || v.token,
  };
}

/** The issue route's limits that are on, keyed by their input's name (for messages) and spread into IssueFormInputs. */
function routeLimits(v: ScoreFields): { approvalLabel?: string; reviews?: ReviewLimit } {
  const reviews = reviewLimit(v);
  return { ...(v['approval-label'] ? { approvalLabel: v['approval-label'] } : {}), ...(reviews ? { reviews } : {}) };
}
