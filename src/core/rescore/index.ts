/** The rescore API (docs/rescore.md): leaderboard, drift, sharded rescore. */
export { rescore, rescoreShard, rescoreFromPartials, writeRescore, readLeaderboard } from './rescore.js';
export type { RescoreOptions, RescoreResult, FromPartialsOptions, WrittenRescore } from './rescore.js';
export { renderDriftMarkdown, renderLeaderboardMarkdown, DRIFT_COMMENT_LIMIT } from './markdown.js';
export { leaderboardSchema, serializeLeaderboard, type Leaderboard } from './leaderboard.js';
export { DriftSchema, serializeDrift, type Drift } from './drift.js';
export { loadRescoreShards, writeRescoreShard, SHARD_MANIFEST_FILE, type LoadedShards, type RescoreShardResult, type SubmissionPartial } from './shard-files.js';
export { compareWithLeader } from './leader.js';
export type { LeaderOptions } from './leader.js';
