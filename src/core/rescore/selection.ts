/**
 * Final selection (docs/rescore.md, "Final selection"): of the submissions that name the same
 * `ranking.submitter` in their submission.yml, the leaderboard ranks one. It is the latest of
 * those marked `final: true` (the rule `final`), or, when none is, the latest of them all (the
 * rule `latest`); the others are `not_counted`, listed apart and never ranked. "Latest" is by
 * `submitted_at`, then by name (code point order), so that the choice is always one entry.
 * A submission without a `ranking` block stands alone, ranked as before.
 */
import { byCodePoint } from '../util/order.js';
import type { Entry } from './leaderboard.js';

export type SelectionRule = 'final' | 'latest' | 'not_counted';

/** How the views name each rule, after an entry's name. */
export const SELECTION_TEXT: Record<SelectionRule, string> = {
  final: 'counts: marked final',
  latest: 'counts: latest',
  not_counted: 'not counted',
};

/** What the views say of final selection, when an entry of the leaderboard has it. */
export const SELECTION_NOTE =
  "Final selection (docs/rescore.md): of the submissions that name the same submitter in their submission.yml's `ranking`, one counts: " +
  'the latest of those marked `final: true` ("counts: marked final"), else the latest ("counts: latest"); the others are listed apart, never ranked.';

/** Why an entry is not ranked when another of its submitter's counts. */
export const notCountedText = (submitter: string) =>
  `not counted: another submission of ${submitter} counts (final selection)`;

/** The entries with their selection's rule set; entries without a `ranking` block unchanged. */
export function selectFinal(entries: readonly Entry[]): Entry[] {
  const groups = new Map<string, Entry[]>();
  for (const e of entries)
    if (e.selection) groups.set(e.selection.submitter, [...(groups.get(e.selection.submitter) ?? []), e]);
  const rule = new Map<string, SelectionRule>();
  const later = (a: Entry, b: Entry) =>
    Date.parse(a.selection!.submitted_at) - Date.parse(b.selection!.submitted_at) || byCodePoint(a.name, b.name);
  for (const group of groups.values()) {
    const chosen = group.filter((e) => e.selection!.final);
    const counts = [...(chosen.length > 0 ? chosen : group)].sort(later).at(-1)!;
    for (const e of group) rule.set(e.name, e === counts ? (chosen.length > 0 ? 'final' : 'latest') : 'not_counted');
  }
  return entries.map((e) => (e.selection ? { ...e, selection: { ...e.selection, rule: rule.get(e.name)! } } : e));
}
