/**
 * The metric over nightly runs (docs/site.md): `history.json` of a site holds, per rescore, the
 * ranked value of every final entry of every suite. The next site reads the previous one's
 * `history.json` (`site --history FILE`) and appends this rescore's point: no clock, so points
 * are told apart by their order and the benchmark commit they were rescored at.
 */
import { z } from 'zod';
import { DirtySchema } from '../provenance/schema.js';
import type { Leaderboard } from '../rescore/leaderboard.js';

const HISTORY_VERSION = 1;
/** Points kept at most (the oldest are dropped): a year of nightly runs. */
const HISTORY_LIMIT = 366;

// Arrays of named rows, not records: names from submissions never become object keys.
const PointSchema = z.strictObject({
  benchmark_commit: z.string().nullable(),
  manifest_sha256: z.string(),
  dirty: DirtySchema.optional().describe(
    "the leaderboard's benchmark.dirty (docs/provenance.md): the rescore's checkout had uncommitted changes; absent when it had none, and in points written before it existed",
  ),
  tool_version: z.string(),
  suites: z.array(
    z.strictObject({
      suite: z.string(),
      ranked: z.array(z.strictObject({ submission: z.string(), value: z.number() })),
    }),
  ),
});

export const HistorySchema = z.strictObject({
  history_version: z.literal(HISTORY_VERSION),
  benchmark: z.string().describe("the benchmark's name: a history of another benchmark is not continued"),
  points: z.array(PointSchema).describe('one per rescore, oldest first'),
});

export type History = z.infer<typeof HistorySchema>;

/** The previous history (of the same benchmark) with this leaderboard's point appended. */
export function nextHistory(previous: History | null, lb: Leaderboard): History {
  const kept = previous && previous.benchmark === lb.benchmark.name ? previous.points : [];
  const point = {
    benchmark_commit: lb.benchmark.commit,
    manifest_sha256: lb.benchmark.manifest_sha256,
    ...(lb.benchmark.dirty ? { dirty: lb.benchmark.dirty } : {}),
    tool_version: lb.tool.version,
    suites: lb.suites.map((s) => ({
      suite: s.name,
      ranked: s.ranked.map((r) => ({ submission: r.submission, value: r.value })),
    })),
  };
  return {
    history_version: HISTORY_VERSION,
    benchmark: lb.benchmark.name,
    points: [...kept, point].slice(-HISTORY_LIMIT),
  };
}

export function serializeHistory(h: History): string {
  return `${JSON.stringify(HistorySchema.parse(h), null, 2)}\n`;
}
