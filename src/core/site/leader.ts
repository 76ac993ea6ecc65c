/**
 * "Cannot be told apart" on the index (docs/site.md): with `rescore --compare-leader`, each ranked
 * entry's paired difference from the leader (`vs_leader` of leaderboard.json, leader.ts) as a
 * column of the ranked table, and one sentence under it saying whether there is a single first
 * place. A leaderboard without the comparison shows neither.
 */
import type { Leaderboard } from '../rescore/leaderboard.js';
import { signed } from '../views/compare.js';
import { html, type Html } from './html.js';

type Suite = Leaderboard['suites'][number];
type Ranked = Suite['ranked'][number];

const level = (confidence: number) => `${+(100 * confidence).toFixed(4)}%`;

/** The column's heading, when the suite was compared. */
export function leaderHead(suite: Suite): string[] {
  const lc = suite.leader_comparison;
  return lc ? [`Δ vs leader, points (${level(lc.confidence)} paired interval)`] : [];
}

/** The cell of ranked entry i; nothing when the suite was not compared. */
export function leaderCell(suite: Suite, r: Ranked, i: number): Html | '' {
  const lc = suite.leader_comparison;
  if (!lc) return '';
  if (i === 0) {
    const n = lc.tied_with_leader.length;
    return html`<td data-leader="true">leader${n > 0 ? html`; <strong>cannot be told apart</strong> from ${n} other entr${n === 1 ? 'y' : 'ies'}` : ''}</td>`;
  }
  const v = r.vs_leader;
  const apart = v?.indistinguishable_from_leader ?? true;
  const mark = apart ? html`; <strong>cannot be told apart</strong>` : '';
  if (!v || v.difference === null)
    return html`<td data-indistinguishable="${String(apart)}">— (not compared)${mark}</td>`;
  const iv = v.interval;
  return html`<td class="n" data-value="${String(v.difference)}"${iv ? html` data-low="${String(iv.low)}" data-high="${String(iv.high)}"` : ''} data-indistinguishable="${String(apart)}" data-tasks="${String(v.tasks)}">${signed(v.difference)} (${iv ? `${signed(iv.low)} … ${signed(iv.high)}` : 'no interval'})${mark}</td>`;
}

/** The sentence under the ranked table (on a line of its own): a single first place, or who cannot be told apart from the leader. */
export function leaderVerdict(suite: Suite): Html | '' {
  const lc = suite.leader_comparison;
  if (!lc || suite.ranked.length < 2) return '';
  const method = `Compared with the leader on the same tasks: per task the mean over trials, the difference entry − leader, its mean over tasks with a ${level(lc.confidence)} t interval (${lc.method}); an interval that contains 0, or none, cannot tell the two apart.`;
  const tied = lc.tied_with_leader;
  const shown = tied.slice(0, 20);
  const verdict =
    tied.length === 0
      ? html`<strong>${lc.leader} is first</strong>: every other ranked entry is below it by an interval that excludes 0.`
      : html`<strong>No single first place</strong>: the leader by value, ${lc.leader}, cannot be told apart from ${shown.join(', ')}${tied.length > shown.length ? ` … (${tied.length} in all)` : ''}.`;
  return html`\n<p class="leader" data-leader="${lc.leader}" data-tied="${String(tied.length)}">${verdict} ${method}</p>`;
}
