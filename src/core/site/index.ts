/** The leaderboard as a static site (docs/site.md). */
export { buildSite, type SiteInput, type SiteSubmission } from './build.js';
export { readSiteInput, writeSite } from './files.js';
export { esc, CSP } from './html.js';
