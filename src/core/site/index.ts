/** The leaderboard as a static site (docs/site.md). */
export { buildSite, type SiteInput } from './build.js';
export { readHistory, readSiteInput, writeSite } from './files.js';
export { esc } from './html.js';
