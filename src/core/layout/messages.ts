/**
 * The messages of a submitter's naming slips, each with its fix (docs/submission.md, "Common
 * mistakes"): a record for a task the suite does not have (with the nearest task names), two
 * records for one task in one trial, a trial the suite expects that the run lacks. Names are
 * compared through the one nearest-name mechanism (layout/nearest.ts).
 */
import { duplicateHint } from './check.js';
import { nearestNames } from './nearest.js';

/** A record names a task the suite does not have: the nearest task names, and the fix. */
export function unknownTaskMessage(noun: string, key: string, tasks: Iterable<string>, shown = key): string {
  const near = nearestNames(key, [...tasks]);
  const capital = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const nearest =
    near.length > 0
      ? `; nearest: ${near.join(', ')}: name the ${noun} as the suite does`
      : `; name one of the suite's ${noun}s`;
  return `${capital} ${shown} is not in the selected suite${nearest}`;
}

/**
 * Two records (or more) for one task in one trial: both files named, and the fix, to keep one;
 * or, when the records lie in trial directories the trial pattern missed, to rename those.
 */
export function duplicateMessage(
  what: string,
  task: string,
  rels: readonly string[],
  trialsNotRecognised: string | undefined,
): string {
  const hint = duplicateHint(rels, trialsNotRecognised);
  const files = rels.length === 2 ? `${rels[0]} and ${rels[1]}` : rels.join(', ');
  return hint
    ? `${rels.length} ${what} records for ${task} (${files})${hint}`
    : `${rels.length} ${what} records for ${task} in one trial (${files}): keep one record per task and remove the other${rels.length > 2 ? 's' : ''}`;
}

/**
 * The trials a suite expects that the run lacks, by name, when the present ones are numbered
 * alike (`trial-1`, `trial-2` of 3: `trial-3`); [] when their names say nothing.
 */
export function missingTrials(present: readonly string[], expected: number): string[] {
  if (present.length === 0 || present.length >= expected) return [];
  const parts = present.map(numbered);
  if (parts.some((p) => p === null)) return [];
  const first = parts[0]!;
  if (parts.some((p) => p!.prefix !== first.prefix)) return [];
  const width = Math.max(...parts.map((p) => (p!.digits.startsWith('0') ? p!.digits.length : 1)));
  const base = parts.some((p) => Number(p!.digits) === 0) ? 0 : 1;
  const have = new Set(parts.map((p) => Number(p!.digits)));
  const out: string[] = [];
  for (let n = base; out.length < expected - present.length && n < base + expected + present.length; n++) {
    if (!have.has(n)) out.push(`${first.prefix}${String(n).padStart(width, '0')}`);
  }
  return out;
}

/** `trial-12` as its prefix and its digits; null without digits at the end (or with too many). */
function numbered(name: string): { prefix: string; digits: string } | null {
  let i = name.length;
  while (i > 0 && name.charCodeAt(i - 1) >= 48 && name.charCodeAt(i - 1) <= 57) i--;
  const digits = name.slice(i);
  return digits.length === 0 || digits.length > 6 ? null : { prefix: name.slice(0, i), digits };
}

/** `: missing trial-3 (add it to the run)`, or '' when the names say nothing. */
export function missingTrialsSuffix(present: readonly string[], expected: number): string {
  const missing = missingTrials(present, expected);
  return missing.length === 0
    ? ''
    : `: missing ${missing.join(', ')} (add ${missing.length === 1 ? 'it' : 'them'} to the run)`;
}
