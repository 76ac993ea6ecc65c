/** The leaderboard as a static site (docs/site.md). */
export { buildSite, type SiteInput, type SiteSubmission } from './build.js';
export { readHistory, readSiteInput, writeSite } from './files.js';
export { HistorySchema, nextHistory, type History } from './history.js';
export { esc, CSP } from './html.js';
