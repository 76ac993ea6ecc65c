/**
 * The action's inputs (action.yml), read once and validated with zod. Every problem names the
 * input it is about. No @actions/* import here: the caller hands in a getter (core.getInput).
 */
import { z } from 'zod';
import { UsageError } from '../core/errors.js';
import { CCE_KEY_ENV, cceOptionsFrom } from '../core/judge/options.js';
import type { CceJudgeOptions } from '../core/judge/session.js';
import { FAIL_ON } from '../core/report/policy.js';
import { FULL_SHA } from '../github/checkout.js';

export const INPUT_NAMES = [
  'benchmark-repository',
  'benchmark-ref',
  'require-pinned-ref',
  'benchmark-path',
  'benchmark-token',
  'run-dir',
  'suites',
  'out-dir',
  'fail-on',
  'comment',
  'comment-key',
  'artifact-name',
  'token',
  'cce-endpoint',
  'cce-model',
  'cce-api-key',
  'cce-cache',
  'cce-concurrency',
  'cce-max-requests',
] as const;
export type InputName = (typeof INPUT_NAMES)[number];

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
  .refine((v) => v === '' || (/^[A-Za-z0-9._/+-]+$/.test(v) && !v.startsWith('-') && !v.includes('..') && !v.endsWith('/') && !v.endsWith('.lock')), {
    message: 'must be a commit SHA, a tag or a branch name',
  })
  .refine((v) => !/^[0-9a-f]{7,39}$/.test(v) || /[^0-9a-f]/.test(v), {
    message: 'an abbreviated commit SHA cannot be fetched; give the full 40-character SHA',
  });

const RawSchema = z.strictObject({
  'benchmark-repository': repository,
  'benchmark-ref': ref,
  'require-pinned-ref': bool(),
  'benchmark-path': z.string(),
  'benchmark-token': z.string(),
  'run-dir': z.string().min(1, { message: 'is required: the submission directory to score' }),
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
  'artifact-name': z.string().refine((v) => !/[":<>|*?\r\n\\/]/.test(v), { message: 'must not contain any of " : < > | * ? \\ / or a line break' }),
  token: z.string(),
  'cce-endpoint': z.string(),
  'cce-model': z.string(),
  'cce-api-key': z.string(),
  'cce-cache': z.string(),
  'cce-concurrency': z.string(),
  'cce-max-requests': z.string(),
});

export type BenchmarkSource =
  | { kind: 'path'; path: string }
  | { kind: 'git'; repository: string; ref: string; token: string };

export interface Inputs {
  benchmark: BenchmarkSource;
  runDir: string;
  suites: string[];
  outDir: string;
  failOn: (typeof FAIL_ON)[number];
  comment: 'auto' | 'off' | number;
  commentKey: string;
  artifactName: string;
  token: string;
  /** The CCE judge, when cce-model is set (its apiKey is a secret: masked, never logged). */
  cce?: CceJudgeOptions;
}

export interface InputContext {
  /** GITHUB_REPOSITORY: a benchmark in the same repository may be fetched with `token`. */
  repository?: string;
  /** GITHUB_WORKFLOW: the default comment key. */
  workflow?: string;
  /** The process environment: AGENT_EVAL_CCE_* tuning and the key when cce-api-key is empty. */
  env?: NodeJS.ProcessEnv;
}

/** Reads every input once through `get` (core.getInput) and validates them together. */
export function parseInputs(get: (name: InputName) => string, context: InputContext = {}): Inputs {
  const raw = Object.fromEntries(INPUT_NAMES.map((name) => [name, get(name).trim()]));
  const parsed = RawSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'inputs');
    throw new InputError(`input ${name}: ${issue.message} (got ${JSON.stringify(display(name, raw[name] ?? ''))})`);
  }
  const v = parsed.data;

  let benchmark: BenchmarkSource;
  if (v['benchmark-path']) {
    if (v['benchmark-repository'] || v['benchmark-ref']) {
      throw new InputError('input benchmark-path: use either benchmark-path or benchmark-repository with benchmark-ref, not both');
    }
    if (v['require-pinned-ref']) {
      throw new InputError('input require-pinned-ref: true needs benchmark-repository and a full commit SHA in benchmark-ref, not benchmark-path');
    }
    benchmark = { kind: 'path', path: v['benchmark-path'] };
  } else {
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
    benchmark = {
      kind: 'git',
      repository: v['benchmark-repository'],
      ref: v['benchmark-ref'],
      token: v['benchmark-token'] || (sameRepository ? v.token : ''),
    };
  }
  let cce: CceJudgeOptions | undefined;
  try {
    cce = cceOptionsFrom(
      { endpoint: v['cce-endpoint'], model: v['cce-model'], cache: v['cce-cache'], concurrency: v['cce-concurrency'], maxRequests: v['cce-max-requests'] },
      context.env ?? {},
      { endpoint: 'input cce-endpoint:', model: 'input cce-model:', cache: 'input cce-cache:', concurrency: 'input cce-concurrency:', maxRequests: 'input cce-max-requests:', timeoutS: 'cce-timeout' },
      v['cce-api-key'] || context.env?.[CCE_KEY_ENV],
    );
  } catch (err) {
    if (err instanceof UsageError) throw new InputError(err.message.replace(/^(input [a-z-]+):/, '$1').replace(/ (input [a-z-]+):/g, ' $1'));
    throw err;
  }
  return {
    ...(cce ? { cce } : {}),
    benchmark,
    runDir: v['run-dir'],
    suites: v.suites,
    outDir: v['out-dir'],
    failOn: v['fail-on'],
    comment: v.comment,
    commentKey: v['comment-key'] || context.workflow || 'agent-eval',
    artifactName: v['artifact-name'],
    token: v.token,
  };
}

/** Never echo a token back, nor credentials inside a URL. */
function display(name: string, value: string): string {
  if (name.endsWith('token') || name.endsWith('key')) return '***';
  const shown = value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1***@');
  return shown.length > 100 ? `${shown.slice(0, 100)}…` : shown;
}
