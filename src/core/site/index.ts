/** The leaderboard as a static site (docs/site.md). */
export { buildSite } from './build.js';
export { readHistory, readSiteInput, writeSite } from './files.js';
