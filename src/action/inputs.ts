/**
 * The inputs of the six actions (action.yml, merge/action.yml, publish/action.yml,
 * rescore/action.yml, compare/action.yml, plan/action.yml), read once and validated with zod. Every problem names the input it is
 * about. No @actions/* import here: the caller hands in a getter (core.getInput) and which
 * action runs (the entry the runner started). Each action reads only its own inputs
 * (ACTION_INPUTS); an input of another of the six, given anyway, is refused (a likely mistake).
 */
import path from 'node:path';
import { z } from 'zod';
import { UsageError } from '../core/errors.js';
import { CCE_KEY_ENV, cceOptionsFrom } from '../core/judge/options.js';
import type { CceJudgeOptions } from '../core/judge/session.js';
import { metricByName } from '../core/compare/compare.js';
import type { CompareMetric } from '../core/compare/schema.js';
import { FAIL_ON } from '../core/report/policy.js';
import { parseRecipients } from '../core/report/private.js';
import { MAX_SHARDS, parseShard, type ShardSpec } from '../core/shard/partition.js';
import { FULL_SHA } from '../github/checkout.js';
import { DEFAULT_HASH_LIMITS, type HashLimits } from '../core/fs/file-hasher.js';
import { parseByteSize } from '../core/util/byte-size.js';
import { isRunPath } from '../core/submission/schema.js';

/** The six actions: `score` is the repository's own action.yml, the others its sub-directories. */
export const MODES = ['score', 'merge', 'publish', 'rescore', 'compare', 'plan'] as const;
export type Mode = (typeof MODES)[number];

/** How a workflow names each action (`uses:`). */
export const ACTION_NAME: Record<Mode, string> = {
  score: 'agent-eval',
  merge: 'agent-eval/merge',
  publish: 'agent-eval/publish',
  rescore: 'agent-eval/rescore',
  compare: 'agent-eval/compare',
  plan: 'agent-eval/plan',
};

const BENCHMARK = ['benchmark-repository', 'benchmark-ref', 'require-pinned-ref', 'benchmark-path', 'benchmark-token', 'allow-dirty-benchmark'] as const;
const HASHING = ['max-hash-file-bytes', 'max-hash-run-bytes'] as const;
const CCE = ['cce-endpoint', 'cce-model', 'cce-api-key', 'cce-cache', 'cce-concurrency', 'cce-max-requests'] as const;
const ISSUE_FORM = ['issue-form', 'allowed-archive-hosts', 'max-archive-bytes', 'approval-label', 'max-runs-per-author-per-day'] as const;
const PUBLISHING = ['out-dir', 'comment-key', 'artifact-name', 'token'] as const;

/** Each action's inputs, as its action.yml declares them. */
export const ACTION_INPUTS = {
  score: [
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
  ],
  merge: ['partials-dir', 'shards', 'fail-on', 'comment', ...PUBLISHING, 'private-report-recipients'],
  publish: ['run-id', 'artifact-path', 'max-artifact-bytes', 'allowed-base-branches', 'benchmark-repository', 'submissions-dir', 'comment', 'label-prefix', ...PUBLISHING],
  rescore: [
    ...BENCHMARK,
    'submissions-dir',
    'suites',
    'baseline',
    'tracking-issue',
    'fail-on-drift',
    'compare-leader',
    'confidence',
    'shard',
    'partials-dir',
    'shards',
    ...PUBLISHING,
    ...CCE,
    ...HASHING,
    'python',
  ],
  compare: ['baseline-report', 'reports', 'suites', 'metric', 'margin', 'confidence', 'allow-different-benchmarks', 'fail-on', 'comment', ...PUBLISHING],
  plan: ['submission-dir', 'submissions-dir', 'token'],
} as const satisfies Record<Mode, readonly string[]>;

/** Every input of any of the six actions. */
export const INPUT_NAMES = [...new Set(Object.values(ACTION_INPUTS).flat())] as readonly (typeof ACTION_INPUTS)[Mode][number][];
export type InputName = (typeof ACTION_INPUTS)[Mode][number];

/** A usage or configuration problem in the workflow file: fails the job with this message. */
export class InputError extends Error {
  override name = 'InputError';
}

const OWNER_NAME = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const SCP_LIKE = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+:[^\s]+$/;

const bool = () =>
  z
    .string()
    .transform((v) => v.toLowerCase())
    .refine((v) => ['', 'true', 'false'].includes(v), { message: `must be true or false` })
    .transform((v) => v === 'true');

const repository = z
  .string()
  .refine((v) => !v.startsWith('-'), { message: 'must not start with "-"' })
  .refine((v) => v === '' || OWNER_NAME.test(v) || SCP_LIKE.test(v) || /^(https?|ssh|git|file):\/\/\S+$/i.test(v), {
    message: 'must be owner/name or a git URL (https://, http://, ssh://, git://, file:// or user@host:path)',
  })
  .refine((v) => !/^[a-z]+:\/\/[^/@]*@/i.test(v) || /^ssh:\/\/[^/:@]+@/i.test(v), {
    message: 'must not carry credentials; pass them as benchmark-token',
  });

const ref = z
  .string()
  .refine((v) => v === '' || (/^[A-Za-z0-9._/+-]+$/.test(v) && !/^[-+]/.test(v) && !v.includes('..') && !v.endsWith('/') && !v.endsWith('.lock')), {
    message: 'must be a commit SHA, a tag or a branch name',
  })
  .refine((v) => !/^[0-9a-f]{7,39}$/.test(v) || /[^0-9a-f]/.test(v), {
    message: 'an abbreviated commit SHA cannot be fetched; give the full 40-character SHA',
  });

const positiveInt = (what: string, max = Number.MAX_SAFE_INTEGER) => z.string().refine((v) => v === '' || (/^[1-9][0-9]*$/.test(v) && Number(v) <= max), { message: `must be ${what}` });

const RawSchema = z.strictObject({
  'benchmark-repository': repository,
  'benchmark-ref': ref,
  'require-pinned-ref': bool(),
  'benchmark-path': z.string(),
  'benchmark-token': z.string(),
  'allow-dirty-benchmark': bool(),
  'run-dir': z.string(),
  suites: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((names) => names.every((n) => /^[A-Za-z0-9_.-]+$/.test(n)), { message: 'must be suite names separated by commas, spaces or newlines' }),
  'out-dir': z.string().transform((v) => v || 'agent-eval-report'),
  'fail-on': z
    .string()
    .transform((v) => v || 'non-final')
    .pipe(z.enum(FAIL_ON, { message: `must be one of ${FAIL_ON.join(', ')}` })),
  comment: z
    .string()
    .transform((v) => (v || 'auto').toLowerCase())
    .refine((v) => v === 'auto' || v === 'off' || /^[1-9][0-9]*$/.test(v), { message: 'must be auto, off or an issue or pull request number' })
    .transform((v): 'auto' | 'off' | number => (v === 'auto' || v === 'off' ? v : Number(v))),
  'comment-key': z.string().max(200, { message: 'must be at most 200 characters' }),
  'private-report-recipients': z.string(),
  'artifact-name': z.string().refine((v) => !/[":<>|*?\r\n\\/]/.test(v), { message: 'must not contain any of " : < > | * ? \\ / or a line break' }),
  token: z.string(),
  'pull-request-token': z.string(),
  'cce-endpoint': z.string(),
  'cce-model': z.string(),
  'cce-api-key': z.string(),
  'cce-cache': z.string(),
  'cce-concurrency': z.string(),
  'cce-max-requests': z.string(),
  shard: z.string(),
  'partials-dir': z.string(),
  shards: positiveInt(`the number of shards, 1 to ${MAX_SHARDS}`, MAX_SHARDS),
  'run-id': positiveInt('a workflow run id (a positive integer)'),
  'artifact-path': z.string(),
  'max-artifact-bytes': positiveInt('a size in bytes (a positive integer)'),
  'max-hash-file-bytes': byteSize(),
  'max-hash-run-bytes': byteSize(),
  python: z.string().transform((v) => (v === '' ? undefined : /[\\/]/.test(v) ? path.resolve(v) : v)),
  'allowed-base-branches': z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((names) => names.every((n) => /^[A-Za-z0-9._/+-]+$/.test(n) && !n.startsWith('-') && !n.includes('..')), { message: 'must be branch names separated by commas, spaces or newlines' }),
  'submissions-dir': z.string(),
  'submission-dir': z.string(),
  baseline: z.string(),
  'tracking-issue': z
    .string()
    .transform((v) => (v || 'auto').toLowerCase())
    .refine((v) => v === 'auto' || v === 'off' || /^[1-9][0-9]*$/.test(v), { message: 'must be auto, off or an issue number' })
    .transform((v): 'auto' | 'off' | number => (v === 'auto' || v === 'off' ? v : Number(v))),
  'fail-on-drift': bool(),
  'compare-leader': bool(),
  confidence: z
    .string()
    .refine((v) => v === '' || (/^0?\.[0-9]+$/.test(v) && Number(v) > 0 && Number(v) < 1), { message: 'must be a fraction strictly between 0 and 1, such as 0.95' })
    .transform((v) => (v === '' ? null : Number(v))),
  'baseline-report': z.string(),
  reports: z.string().transform((v) =>
    v
      .split(/[\n,]+/)
      .map((p) => p.trim())
      .filter(Boolean),
  ),
  metric: z
    .string()
    .refine((v) => v === '' || metricByName(v) !== null, { message: 'must be one of SR, accuracy, PSR, rounds, chats, CCE' })
    .transform((v) => (v === '' ? null : metricByName(v))),
  margin: z
    .string()
    .refine((v) => v === '' || (/^[0-9]+(\.[0-9]+)?$|^\.[0-9]+$/.test(v) && Number.isFinite(Number(v))), {
      message: "must be a number ≥ 0, in the verdict metric's unit (points for SR, accuracy and PSR)",
    })
    .transform((v) => (v === '' ? null : Number(v))),
  'allow-different-benchmarks': bool(),
  'issue-form': bool(),
  'label-prefix': z
    .string()
    .max(40, { message: 'must be at most 40 characters' })
    .refine((v) => !/[,\r\n]/.test(v), { message: 'must not contain a comma or a line break' }),
  'allowed-archive-hosts': z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((hosts) => hosts.every((h) => /^(\*\.)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~%/-]*)?$/.test(h)), {
      message: 'must be host names (host, *.domain, host:port or host/path-prefix) separated by commas, spaces or newlines',
    }),
  'max-archive-bytes': byteSize(),
  // GitHub's label names: at most 50 characters.
  'approval-label': z
    .string()
    .max(50, { message: 'must be a label name of at most 50 characters' })
    .refine((v) => !/[,\r\n]/.test(v), { message: 'must be one label name, without a comma or a line break' }),
  'max-runs-per-author-per-day': z
    .string()
    .refine((v) => v === '' || (/^[0-9]+$/.test(v) && Number(v) <= 1000), { message: 'must be a whole number of runs, 1 to 1000 (0 or empty: no cap)' })
    .transform((v) => (v === '' || Number(v) === 0 ? undefined : Number(v))),
});

/** agent-eval/compare's fail-on: when the comparison fails the job. Each fails on what the one before it does, and more. */
export const COMPARE_FAIL_ON = ['never', 'inferior', 'not-final'] as const;
export type CompareFailOn = (typeof COMPARE_FAIL_ON)[number];

/** The default of max-artifact-bytes: 10 MiB, compressed. */
export const DEFAULT_MAX_ARTIFACT_BYTES = 10 * 1024 * 1024;

/** `allowDirty`: score a checkout with uncommitted changes under the benchmark directory (else refused). */
export type BenchmarkSource = { kind: 'path'; path: string; allowDirty: boolean } | { kind: 'git'; repository: string; ref: string; token: string; allowDirty: boolean };

/** What every mode reads. */
export interface CommonInputs {
  outDir: string;
  failOn: (typeof FAIL_ON)[number];
  comment: 'auto' | 'off' | number;
  commentKey: string;
  artifactName: string;
  token: string;
  /** The age recipients of the private report of held-out tasks (docs/held-out.md); empty: none is written. */
  privateRecipients: string[];
}

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
  /** Scoring runs one person may start in 24 hours; absent: no cap. */
  maxRunsPerAuthorPerDay?: number;
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

export interface MergeInputs extends CommonInputs {
  mode: 'merge';
  partialsDir: string;
  shards: number;
  /** No judge: merging scores nothing. */
  cce?: undefined;
}

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

export interface RescoreInputs extends CommonInputs {
  mode: 'rescore';
  /** Null only when merging partials (partials-dir), which needs no benchmark. */
  benchmark: BenchmarkSource | null;
  submissionsDir: string;
  suites: string[];
  baseline: string | null;
  trackingIssue: 'auto' | 'off' | number;
  failOnDrift: boolean;
  shard: ShardSpec | null;
  partialsDir: string | null;
  shards: number | null;
  cce?: CceJudgeOptions;
  hashLimits: HashLimits;
  /** The Python verifiers run with (see ScoreInputs). */
  python?: string | undefined;
  /** compare-leader: every ranked entry against the leader per suite, at this confidence; absent: off. */
  compareLeader?: { confidence: number };
}

export interface CompareInputs extends Omit<CommonInputs, 'failOn'> {
  mode: 'compare';
  /** baseline-report, as given (a scores.json or its directory). */
  baselineReport: string;
  /** reports, as given: the arms. */
  reports: string[];
  suites: string[];
  metric: CompareMetric | null;
  margin: number | null;
  confidence: number | null;
  allowDifferentBenchmarks: boolean;
  failOn: CompareFailOn;
  /** No judge: comparing scores nothing. */
  cce?: undefined;
}

/** agent-eval/plan: which submission directory a pull request's review scores (docs/workflows.md, "One submission per pull request"). */
export interface PlanInputs extends CommonInputs {
  mode: 'plan';
  /** Given: the plan is this directory, without asking the API. */
  submissionDir: string | null;
  /** Where submissions live, one directory each. */
  submissionsDir: string;
  /** No judge: planning scores nothing. */
  cce?: undefined;
}

export type Inputs = ScoreInputs | AcceptInputs | MergeInputs | PublishInputs | RescoreInputs | CompareInputs | PlanInputs;

export interface InputContext {
  /** GITHUB_REPOSITORY: a benchmark in the same repository may be fetched with `token`. */
  repository?: string;
  /** GITHUB_WORKFLOW: the default comment key. */
  workflow?: string;
  /** GITHUB_EVENT_NAME: on `issues`, score reads the submission form unless issue-form is false; on `issue_comment`, the issue route accepts. */
  eventName?: string;
  /** The process environment: AGENT_EVAL_CCE_* tuning and the key when cce-api-key is empty. */
  env?: NodeJS.ProcessEnv;
}

/** Reads the inputs of action `mode` once through `get` (core.getInput) and validates them together. */
export function parseInputs(get: (name: InputName) => string, context: InputContext = {}, mode: Mode = 'score'): Inputs {
  const own = new Set<string>(ACTION_INPUTS[mode]);
  for (const name of INPUT_NAMES) {
    if (own.has(name) || !get(name).trim()) continue;
    const owners = MODES.filter((m) => (ACTION_INPUTS[m] as readonly string[]).includes(name)).map((m) => ACTION_NAME[m]);
    throw new InputError(`input ${name}: not an input of ${ACTION_NAME[mode]}; it is one of ${owners.join(' and ')}`);
  }
  const raw = Object.fromEntries(INPUT_NAMES.map((name) => [name, own.has(name) ? get(name).trim() : '']));
  // fail-on means something else to agent-eval/compare (a comparison, not a report): checked there.
  const compareFailOn = mode === 'compare' ? (raw['fail-on'] ?? '') : '';
  if (mode === 'compare') raw['fail-on'] = '';
  const parsed = RawSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'inputs');
    throw new InputError(`input ${name}: ${issue.message} (got ${JSON.stringify(display(name, raw[name] ?? ''))})`);
  }
  const v = parsed.data;
  const common: CommonInputs = {
    outDir: v['out-dir'],
    failOn: v['fail-on'],
    comment: v.comment,
    commentKey: v['comment-key'] || context.workflow || 'agent-eval',
    artifactName: v['artifact-name'],
    token: v.token,
    privateRecipients: parseRecipients(v['private-report-recipients'] ?? '', 'input private-report-recipients'),
  };
  const shard = (): ShardSpec | null => {
    if (!v.shard) return null;
    try {
      return parseShard(v.shard);
    } catch {
      throw new InputError(`input shard: must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, for example 2/4 (got ${JSON.stringify(v.shard)})`);
    }
  };

  const hashLimits: HashLimits = {
    fileBytes: v['max-hash-file-bytes'] ?? DEFAULT_HASH_LIMITS.fileBytes,
    runBytes: v['max-hash-run-bytes'] ?? DEFAULT_HASH_LIMITS.runBytes,
  };
  switch (mode) {
    case 'score': {
      // issue-form empty: the issue route on an `issues` or `issue_comment` event when no run-dir is given.
      const issueEvent = context.eventName === 'issues' || context.eventName === 'issue_comment';
      const issueForm = v['issue-form'] || (raw['issue-form'] === '' && issueEvent && !v['run-dir']);
      const accepting = issueForm && context.eventName === 'issue_comment';
      if (!accepting && raw['pull-request-token']) throw new InputError('input pull-request-token: only used by the issue route on an issue_comment event (accepting a submission)');
      if (!accepting && raw['submissions-dir']) throw new InputError('input submissions-dir: only used by the issue route on an issue_comment event (accepting a submission)');
      if (accepting) {
        for (const name of ['run-dir', 'shard', 'benchmark-repository', 'benchmark-ref', 'benchmark-path'] as const) {
          if (raw[name]) throw new InputError(`input ${name}: accepting a submission (the issue route on an issue_comment event) scores nothing; leave ${name} empty`);
        }
        const dir = raw['submissions-dir'] || 'submissions';
        if (!isRunPath(dir))
          throw new InputError(
            `input submissions-dir: must be a relative path inside the repository, "/"-separated, without ".", ".." or empty segments (got ${JSON.stringify(display('submissions-dir', dir))})`,
          );
        // approval-label and max-runs-per-author-per-day limit scoring; accepting is a maintainer's (checked through the API).
        const form: IssueFormInputs = { allowedHosts: v['allowed-archive-hosts'], maxArchiveBytes: v['max-archive-bytes'] ?? null };
        return { mode: 'accept', ...common, form, submissionsDir: dir, pullRequestToken: raw['pull-request-token'] || v.token };
      }
      if (issueForm && v['run-dir']) throw new InputError('input run-dir: the issue route (issue-form, or an issues event) takes the run from the archive the form names; leave run-dir empty');
      if (issueForm && v.shard) throw new InputError('input shard: the issue route scores the whole archive; it cannot be combined with shard');
      if (!issueForm && (v['allowed-archive-hosts'].length || v['max-archive-bytes'] !== undefined)) {
        throw new InputError(`input ${v['allowed-archive-hosts'].length ? 'allowed-archive-hosts' : 'max-archive-bytes'}: only used with issue-form (the issue route)`);
      }
      const limits = routeLimits(v);
      if (!issueForm && Object.keys(limits).length)
        throw new InputError(`input ${limits.approvalLabel ? 'approval-label' : 'max-runs-per-author-per-day'}: only used with issue-form (the issue route)`);
      if (issueForm) {
        const benchmark = benchmarkSource(v, context);
        const form: IssueFormInputs = { allowedHosts: v['allowed-archive-hosts'], maxArchiveBytes: v['max-archive-bytes'] ?? null, ...limits };
        return { mode, ...judged(v, context), ...common, benchmark, runDir: '', suites: v.suites, shard: null, hashLimits, python: v.python, issueForm: form };
      }
      if (!v['run-dir']) throw new InputError('input run-dir: is required: the submission directory to score');
      const benchmark = benchmarkSource(v, context);
      return { mode, ...judged(v, context), ...common, benchmark, runDir: v['run-dir'], suites: v.suites, shard: shard(), hashLimits, python: v.python, issueForm: null };
    }
    case 'merge': {
      if (!v['partials-dir']) throw new InputError('input partials-dir: is required with agent-eval/merge: the directory holding the downloaded partial artifacts');
      if (!v.shards) throw new InputError('input shards: is required with agent-eval/merge: the number of shards the run was split into (the n of shard i/n)');
      return { mode, ...common, partialsDir: v['partials-dir'], shards: Number(v.shards) };
    }
    case 'publish': {
      if (common.comment !== 'auto' && common.comment !== 'off') {
        throw new InputError('input comment: with agent-eval/publish the pull request is the one the artifact names, checked through the API; leave comment at auto (or off)');
      }
      if (!v['artifact-path'] && !v['artifact-name']) throw new InputError('input artifact-name: is required with agent-eval/publish: the name of the review artifact to fetch from the workflow run');
      if (v['benchmark-repository'] && !OWNER_NAME.test(v['benchmark-repository'])) {
        throw new InputError(
          `input benchmark-repository: with agent-eval/publish, the owner/name of the benchmark on this server (its history is checked through the API), not ${JSON.stringify(display('benchmark-repository', v['benchmark-repository']))}`,
        );
      }
      const submissionsDir = raw['submissions-dir'] || 'submissions';
      if (!isRunPath(submissionsDir))
        throw new InputError(
          `input submissions-dir: must be a relative path inside the repository, "/"-separated, without ".", ".." or empty segments (got ${JSON.stringify(display('submissions-dir', submissionsDir))})`,
        );
      return {
        mode,
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
    case 'plan': {
      // Each becomes a path in the checkout and a job output: relative, no hidden, empty, . or .. segment.
      const dirName = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;
      const submissionsDir = raw['submissions-dir'] || 'submissions';
      for (const [name, value] of [
        ['submission-dir', raw['submission-dir'] ?? ''],
        ['submissions-dir', submissionsDir],
      ] as const) {
        if (value && !(value.length <= 1024 && dirName.test(value))) {
          throw new InputError(`input ${name}: must be a relative path inside the repository, without hidden, . or .. segments (got ${JSON.stringify(display(name, value))})`);
        }
      }
      return { mode, ...common, submissionDir: raw['submission-dir'] || null, submissionsDir };
    }
    case 'compare': {
      if (!v['baseline-report']) throw new InputError('input baseline-report: is required with agent-eval/compare: the baseline report (a scores.json or the directory holding it)');
      if (v.reports.length === 0) throw new InputError('input reports: is required with agent-eval/compare: one or more reports to compare with the baseline, separated by newlines or commas');
      const failOn = compareFailOn || 'never';
      if (!(COMPARE_FAIL_ON as readonly string[]).includes(failOn))
        throw new InputError(`input fail-on: must be one of ${COMPARE_FAIL_ON.join(', ')} with agent-eval/compare (got ${JSON.stringify(display('fail-on', failOn))})`);
      if (failOn === 'inferior' && v.margin === null) throw new InputError('input fail-on: inferior needs a margin: without one there is no non-inferiority verdict to fail on');
      return {
        mode,
        ...common,
        commentKey: v['comment-key'] || 'agent-eval-compare',
        outDir: raw['out-dir'] ? v['out-dir'] : 'agent-eval-compare',
        baselineReport: v['baseline-report'],
        reports: v.reports,
        suites: v.suites,
        metric: v.metric,
        margin: v.margin,
        confidence: v.confidence,
        allowDifferentBenchmarks: v['allow-different-benchmarks'],
        failOn: failOn as CompareFailOn,
      };
    }
    case 'rescore': {
      if (v.confidence !== null && !v['compare-leader']) throw new InputError('input confidence: is the level of the interval of compare-leader: it needs compare-leader: true');
      const merging = Boolean(v['partials-dir']);
      if (merging && v.shard) throw new InputError('input partials-dir: merges the partials of a sharded rescore; it cannot be combined with shard');
      if (merging && !v.shards) throw new InputError('input shards: is required with partials-dir: the number of shards the rescore was split into');
      if (!merging && v.shards) throw new InputError('input shards: only used with partials-dir (merging the partials of a sharded rescore)');
      if (!merging && !v['submissions-dir']) throw new InputError('input submissions-dir: is required with agent-eval/rescore: the directory holding one sub-directory per submission');
      const benchmarkGiven = Boolean(v['benchmark-path'] || v['benchmark-repository'] || v['benchmark-ref']);
      const benchmark = merging && !benchmarkGiven ? null : benchmarkSource(v, context);
      return {
        mode,
        ...judged(v, context),
        ...common,
        benchmark,
        submissionsDir: v['submissions-dir'],
        suites: v.suites,
        baseline: v.baseline || null,
        trackingIssue: v['tracking-issue'],
        failOnDrift: raw['fail-on-drift'] === '' ? true : v['fail-on-drift'],
        shard: shard(),
        partialsDir: v['partials-dir'] || null,
        shards: v.shards ? Number(v.shards) : null,
        hashLimits,
        python: v.python,
        ...(v['compare-leader'] ? { compareLeader: { confidence: v.confidence ?? 0.95 } } : {}),
      };
    }
  }
}

type Raw = z.infer<typeof RawSchema>;

/** The issue route's limits that are on, keyed by their input's name (for messages) and spread into IssueFormInputs. */
function routeLimits(v: Raw): { approvalLabel?: string; maxRunsPerAuthorPerDay?: number } {
  return {
    ...(v['approval-label'] ? { approvalLabel: v['approval-label'] } : {}),
    ...(v['max-runs-per-author-per-day'] !== undefined ? { maxRunsPerAuthorPerDay: v['max-runs-per-author-per-day'] } : {}),
  };
}

/** A size in bytes (1073741824, 512MiB, 1GiB); empty: the default. */
function byteSize() {
  return z
    .string()
    .refine((v) => v === '' || parseByteSize(v) !== null, { message: 'must be a positive size in bytes (e.g. 1073741824, 512MiB, 1GiB)' })
    .transform((v) => (v === '' ? undefined : parseByteSize(v)!));
}

function benchmarkSource(v: Raw, context: InputContext): BenchmarkSource {
  if (v['benchmark-path']) {
    if (v['benchmark-repository'] || v['benchmark-ref']) {
      throw new InputError('input benchmark-path: use either benchmark-path or benchmark-repository with benchmark-ref, not both');
    }
    if (v['require-pinned-ref']) {
      throw new InputError('input require-pinned-ref: true needs benchmark-repository and a full commit SHA in benchmark-ref, not benchmark-path');
    }
    return { kind: 'path', path: v['benchmark-path'], allowDirty: v['allow-dirty-benchmark'] };
  }
  if (!v['benchmark-repository']) {
    throw new InputError('input benchmark-repository: is required (owner/name or a git URL of the benchmark), unless benchmark-path names an existing checkout');
  }
  if (!v['benchmark-ref']) {
    throw new InputError('input benchmark-ref: is required with benchmark-repository: the commit SHA (recommended), tag or branch to score against');
  }
  if (v['require-pinned-ref'] && !FULL_SHA.test(v['benchmark-ref'])) {
    throw new InputError(`input benchmark-ref: require-pinned-ref is true, so it must be a full commit SHA (40 hex digits), not "${v['benchmark-ref']}"`);
  }
  const sameRepository = context.repository !== undefined && v['benchmark-repository'].toLowerCase() === context.repository.toLowerCase();
  return {
    kind: 'git',
    repository: v['benchmark-repository'],
    ref: v['benchmark-ref'],
    token: v['benchmark-token'] || (sameRepository ? v.token : ''),
    allowDirty: v['allow-dirty-benchmark'],
  };
}

/** The CCE judge settings, when cce-model is set. */
function judged(v: Raw, context: InputContext): { cce?: CceJudgeOptions } {
  try {
    const cce = cceOptionsFrom(
      { endpoint: v['cce-endpoint'], model: v['cce-model'], cache: v['cce-cache'], concurrency: v['cce-concurrency'], maxRequests: v['cce-max-requests'] },
      context.env ?? {},
      { endpoint: 'input cce-endpoint:', model: 'input cce-model:', cache: 'input cce-cache:', concurrency: 'input cce-concurrency:', maxRequests: 'input cce-max-requests:', timeoutS: 'cce-timeout' },
      v['cce-api-key'] || context.env?.[CCE_KEY_ENV],
    );
    return cce ? { cce } : {};
  } catch (err) {
    if (err instanceof UsageError) throw new InputError(err.message.replace(/^(input [a-z-]+):/, '$1').replace(/ (input [a-z-]+):/g, ' $1'));
    throw err;
  }
}

/** Never echo a token back, nor credentials inside a URL. */
function display(name: string, value: string): string {
  if (name.endsWith('token') || name.endsWith('key')) return '***';
  const shown = value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1***@');
  return shown.length > 100 ? `${shown.slice(0, 100)}…` : shown;
}
