/**
 * The static site of a leaderboard (docs/site.md): a pure function from the leaderboard, the
 * drift and each submission's report files to a map of page path → bytes. Deterministic: no
 * clock, no locale, paths in code point order; the same input gives byte-identical pages.
 */
import { serializeLeaderboard, type Leaderboard } from '../rescore/leaderboard.js';
import { serializeDrift, type Drift } from '../rescore/drift.js';
import { nextHistory, serializeHistory, type History } from './history.js';
import { html, page } from './html.js';
import { driftPage, indexPage, submissionPage, type SubmissionFiles } from './pages.js';
import { byCodePoint } from '../util/order.js';

export interface SiteSubmission extends Omit<SubmissionFiles, 'hasScores' | 'hasCsv'> {
  /** scores.json and summary.csv as written by the rescore, copied beside the page. */
  scoresJson: Uint8Array | null;
  summaryCsv: Uint8Array | null;
}

export interface SiteInput {
  leaderboard: Leaderboard;
  drift: Drift | null;
  /** By submission name (a name of the leaderboard; others are ignored). */
  submissions: ReadonlyMap<string, SiteSubmission>;
  /** history.json of the previous site: this rescore's point is appended to it. */
  history?: History | null;
}

const nav = (root: string) => html`<a href="${root}index.html">Leaderboard</a>`;

export function buildSite(input: SiteInput): Map<string, Uint8Array> {
  const { leaderboard: lb, drift } = input;
  const files = new Map<string, SubmissionFiles>();
  for (const e of lb.submissions) {
    const s = input.submissions.get(e.name);
    files.set(e.name, {
      report: s?.report ?? null,
      reportProblem: s?.reportProblem ?? null,
      summaryMd: s?.summaryMd ?? null,
      hasScores: !!s?.scoresJson,
      hasCsv: !!s?.summaryCsv,
    });
  }
  const out = new Map<string, Uint8Array>();
  const text = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));
  const history = nextHistory(input.history ?? null, lb);
  const index = indexPage(lb, files, drift, history);
  out.set('index.html', text(page(index.title, index.body, null)));
  out.set('leaderboard.json', text(serializeLeaderboard(lb)));
  out.set('history.json', text(serializeHistory(history)));
  if (drift) {
    const d = driftPage(lb, drift);
    out.set('drift.html', text(page(d.title, d.body, nav(''))));
    out.set('drift.json', text(serializeDrift(drift)));
  }
  for (const e of lb.submissions) {
    const p = submissionPage(lb, e, files.get(e.name));
    // A submission name is one file name (the leaderboard schema refuses anything else).
    out.set(`submissions/${e.name}/index.html`, text(page(p.title, p.body, nav('../../'))));
    const s = input.submissions.get(e.name);
    if (s?.scoresJson) out.set(`submissions/${e.name}/scores.json`, s.scoresJson);
    if (s?.summaryCsv) out.set(`submissions/${e.name}/summary.csv`, s.summaryCsv);
  }
  return new Map([...out].sort(([a], [b]) => byCodePoint(a, b)));
}
