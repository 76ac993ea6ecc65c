/** The rescore API (docs/rescore.md): leaderboard, drift, sharded rescore. */
export { rescore, rescoreShard, rescoreFromPartials, writeRescore, readLeaderboard } from './rescore.js';
export type { RescoreResult } from './rescore.js';
export { renderDriftMarkdown, renderLeaderboardMarkdown } from './markdown.js';
export type { Leaderboard } from './leaderboard.js';
export { loadRescoreShards, writeRescoreShard } from './shard-files.js';
