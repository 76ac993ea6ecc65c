/**
 * What the six actions' inputs share: the inputs more than one action reads (the benchmark,
 * publishing, the CCE judge, sharding, hashing), the parsing helpers each action's inputs are
 * built from, and what every action reads (CommonInputs). Each action's own inputs are next to
 * its mode (modes/<mode>-inputs.ts); inputs.ts reads and validates them together. No
 * @actions/* import here.
 */
import path from 'node:path';
import { z } from 'zod';
import { UsageError } from '../core/errors.js';
import { CCE_KEY_ENV, cceOptionsFrom } from '../core/judge/options.js';
import type { CceJudgeOptions } from '../core/judge/session.js';
import { FAIL_ON } from '../core/report/policy.js';
import { parseRecipients } from '../core/report/private.js';
import { MAX_SHARDS, parseShard, type ShardSpec } from '../core/shard/partition.js';
import { FULL_SHA } from '../github/checkout.js';
import { DEFAULT_HASH_LIMITS, type HashLimits } from '../core/fs/file-hasher.js';
import { parseByteSize } from '../core/util/byte-size.js';
import { isRunPath } from '../core/submission/schema.js';

/** A usage or configuration problem in the workflow file: fails the job with this message. */
export class InputError extends Error {
  override name = 'InputError';
}

/** The groups of inputs that several actions read, as their action.yml files declare them. */
export const BENCHMARK = [
  'benchmark-repository',
  'benchmark-ref',
  'require-pinned-ref',
  'benchmark-path',
  'benchmark-token',
  'allow-dirty-benchmark',
] as const;
export const HASHING = ['max-hash-file-bytes', 'max-hash-run-bytes'] as const;
export const CCE = [
  'cce-endpoint',
  'cce-model',
  'cce-api-key',
  'cce-cache',
  'cce-concurrency',
  'cce-max-requests',
] as const;
export const PUBLISHING = ['out-dir', 'comment-key', 'artifact-name', 'token'] as const;

export const OWNER_NAME = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const SCP_LIKE = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+:[^\s]+$/;

/** true or false (any case); empty: false. */
export const bool = () =>
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
  .refine(
    (v) =>
      v === '' ||
      (/^[A-Za-z0-9._/+-]+$/.test(v) &&
        !/^[-+]/.test(v) &&
        !v.includes('..') &&
        !v.endsWith('/') &&
        !v.endsWith('.lock')),
    {
      message: 'must be a commit SHA, a tag or a branch name',
    },
  )
  .refine((v) => !/^[0-9a-f]{7,39}$/.test(v) || /[^0-9a-f]/.test(v), {
    message: 'an abbreviated commit SHA cannot be fetched; give the full 40-character SHA',
  });

/** A positive whole number, at most `max`; empty: not given. */
export const positiveInt = (what: string, max = Number.MAX_SAFE_INTEGER) =>
  z.string().refine((v) => v === '' || (/^[1-9][0-9]*$/.test(v) && Number(v) <= max), { message: `must be ${what}` });

/** A size in bytes (1073741824, 512MiB, 1GiB); empty: the default. */
export function byteSize() {
  return z
    .string()
    .refine((v) => v === '' || parseByteSize(v) !== null, {
      message: 'must be a positive size in bytes (e.g. 1073741824, 512MiB, 1GiB)',
    })
    .transform((v) => (v === '' ? undefined : parseByteSize(v)!));
}

/**
 * The inputs more than one action reads. inputs.ts puts them first in the one schema, in this
 * order: the first problem found, in the schema's order, is the one reported.
 */
export const SHARED_FIELDS = {
  'benchmark-repository': repository,
  'benchmark-ref': ref,
  'require-pinned-ref': bool(),
  'benchmark-path': z.string(),
  'benchmark-token': z.string(),
  'allow-dirty-benchmark': bool(),
  suites: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((names) => names.every((n) => /^[A-Za-z0-9_.-]+$/.test(n)), {
      message: 'must be suite names separated by commas, spaces or newlines',
    }),
  'out-dir': z.string().transform((v) => v || 'agent-eval-report'),
  'fail-on': z
    .string()
    .transform((v) => v || 'non-final')
    .pipe(z.enum(FAIL_ON, { message: `must be one of ${FAIL_ON.join(', ')}` })),
  comment: z
    .string()
    .transform((v) => (v || 'auto').toLowerCase())
    .refine((v) => v === 'auto' || v === 'off' || /^[1-9][0-9]*$/.test(v), {
      message: 'must be auto, off or an issue or pull request number',
    })
    .transform((v): 'auto' | 'off' | number => (v === 'auto' || v === 'off' ? v : Number(v))),
  'comment-key': z.string().max(200, { message: 'must be at most 200 characters' }),
  'private-report-recipients': z.string(),
  'artifact-name': z.string().refine((v) => !/[":<>|*?\r\n\\/]/.test(v), {
    message: 'must not contain any of " : < > | * ? \\ / or a line break',
  }),
  token: z.string(),
  'cce-endpoint': z.string(),
  'cce-model': z.string(),
  'cce-api-key': z.string(),
  'cce-cache': z.string(),
  'cce-concurrency': z.string(),
  'cce-max-requests': z.string(),
  shard: z.string(),
  'partials-dir': z.string(),
  shards: positiveInt(`the number of shards, 1 to ${MAX_SHARDS}`, MAX_SHARDS),
  'max-hash-file-bytes': byteSize(),
  'max-hash-run-bytes': byteSize(),
  python: z.string().transform((v) => (v === '' ? undefined : /[\\/]/.test(v) ? path.resolve(v) : v)),
  'submissions-dir': z.string(),
};

/** The interval level of agent-eval/rescore's compare-leader and of agent-eval/compare (inputs.ts puts it after rescore's own inputs). */
export const CONFIDENCE_FIELD = {
  confidence: z
    .string()
    .refine((v) => v === '' || (/^0?\.[0-9]+$/.test(v) && Number(v) > 0 && Number(v) < 1), {
      message: 'must be a fraction strictly between 0 and 1, such as 0.95',
    })
    .transform((v) => (v === '' ? null : Number(v))),
};

/** The validated values of the fields of `Shape`. */
export type Fields<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;
export type SharedFields = Fields<typeof SHARED_FIELDS>;

/** `allowDirty`: score a checkout with uncommitted changes under the benchmark directory (else refused). */
export type BenchmarkSource =
  | { kind: 'path'; path: string; allowDirty: boolean }
  | { kind: 'git'; repository: string; ref: string; token: string; allowDirty: boolean };

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

/** What a mode's inputs are built from, once every input has passed the schema. */
export interface ModeInput<V = SharedFields> {
  /** The validated values (an input of another action is its value for empty). */
  v: V;
  /** The action's own inputs as given, trimmed; the others empty. */
  raw: Readonly<Record<string, string>>;
  common: CommonInputs;
  context: InputContext;
  /** core.getInput, untrimmed. */
  get: (name: string) => string;
}

/** The inputs every mode reads. */
export function commonInputs(v: SharedFields, context: InputContext): CommonInputs {
  return {
    outDir: v['out-dir'],
    failOn: v['fail-on'],
    comment: v.comment,
    commentKey: v['comment-key'] || context.workflow || 'agent-eval',
    artifactName: v['artifact-name'],
    token: v.token,
    privateRecipients: parseRecipients(v['private-report-recipients'] ?? '', 'input private-report-recipients'),
  };
}

/** shard: `i/n`, or null for the whole run. */
export function shardInput(v: SharedFields): ShardSpec | null {
  if (!v.shard) return null;
  try {
    return parseShard(v.shard);
  } catch {
    throw new InputError(
      `input shard: must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, for example 2/4 (got ${JSON.stringify(v.shard)})`,
    );
  }
}

export function hashLimitsInput(v: SharedFields): HashLimits {
  return {
    fileBytes: v['max-hash-file-bytes'] ?? DEFAULT_HASH_LIMITS.fileBytes,
    runBytes: v['max-hash-run-bytes'] ?? DEFAULT_HASH_LIMITS.runBytes,
  };
}

/** submissions-dir: a path in this repository; empty: `submissions`. */
export function submissionsDirInput(raw: Readonly<Record<string, string>>): string {
  const dir = raw['submissions-dir'] || 'submissions';
  if (!isRunPath(dir))
    throw new InputError(
      `input submissions-dir: must be a relative path inside the repository, "/"-separated, without ".", ".." or empty segments (got ${JSON.stringify(display('submissions-dir', dir))})`,
    );
  return dir;
}

export function benchmarkSource(v: SharedFields, context: InputContext): BenchmarkSource {
  if (v['benchmark-path']) {
    if (v['benchmark-repository'] || v['benchmark-ref']) {
      throw new InputError(
        'input benchmark-path: use either benchmark-path or benchmark-repository with benchmark-ref, not both',
      );
    }
    if (v['require-pinned-ref']) {
      throw new InputError(
        'input require-pinned-ref: true needs benchmark-repository and a full commit SHA in benchmark-ref, not benchmark-path',
      );
    }
    return { kind: 'path', path: v['benchmark-path'], allowDirty: v['allow-dirty-benchmark'] };
  }
  if (!v['benchmark-repository']) {
    throw new InputError(
      'input benchmark-repository: is required (owner/name or a git URL of the benchmark), unless benchmark-path names an existing checkout',
    );
  }
  if (!v['benchmark-ref']) {
    throw new InputError(
      'input benchmark-ref: is required with benchmark-repository: the commit SHA (recommended), tag or branch to score against',
    );
  }
  if (v['require-pinned-ref'] && !FULL_SHA.test(v['benchmark-ref'])) {
    throw new InputError(
      `input benchmark-ref: require-pinned-ref is true, so it must be a full commit SHA (40 hex digits), not "${v['benchmark-ref']}"`,
    );
  }
  const sameRepository =
    context.repository !== undefined && v['benchmark-repository'].toLowerCase() === context.repository.toLowerCase();
  return {
    kind: 'git',
    repository: v['benchmark-repository'],
    ref: v['benchmark-ref'],
    token: v['benchmark-token'] || (sameRepository ? v.token : ''),
    allowDirty: v['allow-dirty-benchmark'],
  };
}

/** The CCE judge settings, when cce-model is set. */
export function judged(v: SharedFields, context: InputContext): { cce?: CceJudgeOptions } {
  try {
    const cce = cceOptionsFrom(
      {
        endpoint: v['cce-endpoint'],
        model: v['cce-model'],
        cache: v['cce-cache'],
        concurrency: v['cce-concurrency'],
        maxRequests: v['cce-max-requests'],
      },
      context.env ?? {},
      {
        endpoint: 'input cce-endpoint:',
        model: 'input cce-model:',
        cache: 'input cce-cache:',
        concurrency: 'input cce-concurrency:',
        maxRequests: 'input cce-max-requests:',
        timeoutS: 'cce-timeout',
      },
      v['cce-api-key'] || context.env?.[CCE_KEY_ENV],
    );
    return cce ? { cce } : {};
  } catch (err) {
    if (err instanceof UsageError)
      throw new InputError(err.message.replace(/^(input [a-z-]+):/, '$1').replace(/ (input [a-z-]+):/g, ' $1'));
    throw err;
  }
}

/** Never echo a token back, nor credentials inside a URL. */
export function display(name: string, value: string): string {
  if (name.endsWith('token') || name.endsWith('key')) return '***';
  const shown = value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1***@');
  return shown.length > 100 ? `${shown.slice(0, 100)}…` : shown;
}
