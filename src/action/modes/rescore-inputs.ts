/** The inputs of agent-eval/rescore (rescore/action.yml): every submission again, the leaderboard and drift, or the merge of a sharded rescore's partials. */
import { z } from 'zod';
import type { CceJudgeOptions } from '../../core/judge/session.js';
import type { ShardSpec } from '../../core/shard/partition.js';
import type { HashLimits } from '../../core/fs/file-hasher.js';
import {
  BENCHMARK,
  CCE,
  CONFIDENCE_FIELD,
  HASHING,
  InputError,
  PUBLISHING,
  benchmarkSource,
  bool,
  hashLimitsInput,
  judged,
  shardInput,
} from '../inputs-shared.js';
import type { BenchmarkSource, CommonInputs, Fields, ModeInput, SharedFields } from '../inputs-shared.js';

export const RESCORE_INPUTS = [
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
] as const;

/** The inputs only agent-eval/rescore reads. */
export const RESCORE_FIELDS = {
  baseline: z.string(),
  'tracking-issue': z
    .string()
    .transform((v) => (v || 'auto').toLowerCase())
    .refine((v) => v === 'auto' || v === 'off' || /^[1-9][0-9]*$/.test(v), {
      message: 'must be auto, off or an issue number',
    })
    .transform((v): 'auto' | 'off' | number => (v === 'auto' || v === 'off' ? v : Number(v))),
  'fail-on-drift': bool(),
  'compare-leader': bool(),
};

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

export function rescoreInputs({
  v,
  raw,
  common,
  context,
}: ModeInput<SharedFields & Fields<typeof RESCORE_FIELDS> & Fields<typeof CONFIDENCE_FIELD>>): RescoreInputs {
  if (v.confidence !== null && !v['compare-leader'])
    throw new InputError(
      'input confidence: is the level of the interval of compare-leader: it needs compare-leader: true',
    );
  const merging = Boolean(v['partials-dir']);
  if (merging && v.shard)
    throw new InputError(
      'input partials-dir: merges the partials of a sharded rescore; it cannot be combined with shard',
    );
  if (merging && !v.shards)
    throw new InputError(
      'input shards: is required with partials-dir: the number of shards the rescore was split into',
    );
  if (!merging && v.shards)
    throw new InputError('input shards: only used with partials-dir (merging the partials of a sharded rescore)');
  if (!merging && !v['submissions-dir'])
    throw new InputError(
      'input submissions-dir: is required with agent-eval/rescore: the directory holding one sub-directory per submission',
    );
  const benchmarkGiven = Boolean(v['benchmark-path'] || v['benchmark-repository'] || v['benchmark-ref']);
  const benchmark = merging && !benchmarkGiven ? null : benchmarkSource(v, context);
  return {
    mode: 'rescore',
    ...judged(v, context),
    ...common,
    benchmark,
    submissionsDir: v['submissions-dir'],
    suites: v.suites,
    baseline: v.baseline || null,
    trackingIssue: v['tracking-issue'],
    failOnDrift: raw['fail-on-drift'] === '' ? true : v['fail-on-drift'],
    shard: shardInput(v),
    partialsDir: v['partials-dir'] || null,
    shards: v.shards ? Number(v.shards) : null,
    hashLimits: hashLimitsInput(v),
    python: v.python,
    ...(v['compare-leader'] ? { compareLeader: { confidence: v.confidence ?? 0.95 } } : {}),
  };
}
