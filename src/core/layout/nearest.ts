/**
 * The one mechanism behind the hints of ignored entries (docs/run-layout.md): the rule a name
 * almost matched, and how it differs. A rule is a literal name (a suite, a case) or a glob (a
 * trial pattern, a records glob). A name is near a rule when it matches once letter case is
 * folded or `_` and `-` are swapped, when it differs from a literal only in the zero padding of
 * its numbers (`output_1.csv`, `output_01.csv`) or in its extension (`output_01.txt`,
 * `output_01.csv.txt`, `output_01`), when it is within a small edit distance of a literal, or
 * (a glob) when it has the extension the glob asks for but not the rest of its ending, or when
 * its start is a small edit away from the glob's literal start (`trail-2` for `trial-*`). The
 * same mechanism suggests the nearest names of a list (a task key, a submission.yml key).
 */

export interface Rule {
  /** How the rule is written (a suite's name, `trial-*`, `**\/*_trajectory.json`). */
  text: string;
  /** Whether a name (or relative path) matches it. */
  test(name: string): boolean;
  /** A literal name: compared by edit distance too. */
  literal?: boolean;
}

export interface Near {
  /** The rule almost matched, as written. */
  rule: string;
  /** How the name differs from it: `differs only in letter case`. */
  how: string;
  /** The name as the rule would read it (`trial-2` for `trail-2` and `trial-*`), when one spelling is. */
  name?: string;
}

/** A literal rule: the name itself. */
export function literalRule(text: string): Rule {
  return { text, test: (name) => name === text, literal: true };
}

/** The rule `name` is nearest to, or null when it is near none. Rules are tried in order. */
export function nearestRule(name: string, rules: readonly Rule[]): Near | null {
  for (const variant of variants(name)) {
    const rule = rules.find((r) => r.test(variant.name));
    if (rule) return { rule: rule.text, how: variant.how, name: variant.name };
  }
  for (const rule of rules) {
    const how = rule.literal ? literalDifference(name, rule.text) : null;
    if (how) return { rule: rule.text, how };
  }
  let best: { rule: Rule; distance: number } | null = null;
  for (const rule of rules) {
    if (!rule.literal) continue;
    const distance = editDistance(fold(name), fold(rule.text));
    if (distance <= Math.max(1, Math.floor(rule.text.length / 4)) && (!best || distance < best.distance))
      best = { rule, distance };
  }
  if (best)
    return {
      rule: best.rule.text,
      how: `is ${best.distance} edit${best.distance === 1 ? '' : 's'} away from it`,
      name: best.rule.text,
    };
  for (const rule of rules) {
    const respelled = respelledStart(name, rule);
    if (respelled)
      return {
        rule: rule.text,
        how: `is ${respelled.distance} edit${respelled.distance === 1 ? '' : 's'} away from ${respelled.name}`,
        name: respelled.name,
      };
  }
  for (const rule of rules) {
    const ending = literalEnding(rule.text);
    const ext = ending ? extensionOf(ending) : null;
    if (ending && ext && ext !== ending && name.toLowerCase().endsWith(ext.toLowerCase()) && !name.endsWith(ending)) {
      return { rule: rule.text, how: `ends in "${ext}" but not in "${ending}"` };
    }
  }
  return null;
}

/**
 * The names of `names` nearest to `name` (at most `max`, nearest first): those a rule of their
 * own would call near (letter case, `_` for `-`, a few edits), for a name that matches none
 * (a record's unknown task, an unknown key).
 */
export function nearestNames(name: string, names: readonly string[], max = 3): string[] {
  const scored: Array<{ name: string; distance: number }> = [];
  for (const candidate of names) {
    if (candidate === name) continue;
    if (nearestRule(name, [literalRule(candidate)]))
      scored.push({ name: candidate, distance: editDistance(fold(name), fold(candidate)) });
  }
  return scored
    .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, max)
    .map((s) => s.name);
}

/**
 * A glob with a literal start of three characters or more (`trial-` of `trial-*`): a name whose
 * start is a small edit away from it, and which matches once its start is the glob's.
 */
function respelledStart(name: string, rule: Rule): { name: string; distance: number } | null {
  if (rule.literal) return null;
  const cut = Math.min(...['*', '?', '{', '['].map((c) => rule.text.indexOf(c)).filter((i) => i >= 0));
  const head = Number.isFinite(cut) ? rule.text.slice(0, cut) : '';
  if (head.length < 3 || head.includes('/')) return null;
  const limit = Math.max(1, Math.floor(head.length / 4));
  let best: { name: string; distance: number } | null = null;
  for (let len = head.length - limit; len <= head.length + limit; len++) {
    if (len < 1 || len >= name.length) continue;
    const distance = editDistance(fold(name.slice(0, len)), fold(head));
    const candidate = head + name.slice(len);
    if (distance > 0 && distance <= limit && rule.test(candidate) && (!best || distance < best.distance))
      best = { name: candidate, distance };
  }
  return best;
}

/** The spellings a name is tried in, with how each differs from the name as written. */
function variants(name: string): Array<{ name: string; how: string }> {
  const out: Array<{ name: string; how: string }> = [];
  const add = (v: string, how: string) => {
    if (v !== name && !out.some((o) => o.name === v)) out.push({ name: v, how });
  };
  const lower = name.toLowerCase();
  add(lower, 'differs only in letter case');
  add(name.replace(/_/g, '-'), 'has "_" where the rule has "-"');
  add(name.replace(/-/g, '_'), 'has "-" where the rule has "_"');
  add(lower.replace(/_/g, '-'), 'differs in letter case and has "_" where the rule has "-"');
  add(lower.replace(/-/g, '_'), 'differs in letter case and has "-" where the rule has "_"');
  return out;
}

/** How `name` differs from the literal `text` when only zero padding or the extension does; null otherwise. */
function literalDifference(name: string, text: string): string | null {
  const a = name.toLowerCase();
  const b = text.toLowerCase();
  if (a === b) return null;
  if (unpadded(a) === unpadded(b)) {
    return `differs from it only in the zero padding of its numbers${unpadded(name) === unpadded(text) ? '' : ' and in letter case'}`;
  }
  if (a.startsWith(`${b}.`)) return `has "${name.slice(text.length)}" after the name`;
  const [stemA, extA] = splitExtension(a);
  const [stemB, extB] = splitExtension(b);
  if (stemA === stemB && extA !== extB) {
    return extA === ''
      ? `has no extension where it has "${text.slice(stemB.length)}"`
      : `has the extension "${name.slice(stemA.length)}" where it has "${text.slice(stemB.length) || 'none'}"`;
  }
  return null;
}

/** The text with the leading zeros of each run of digits dropped (`output_007` → `output_7`). */
export function unpadded(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) {
      out += s[i];
      i += 1;
      continue;
    }
    let j = i;
    while (j < s.length && s.charCodeAt(j) >= 0x30 && s.charCodeAt(j) <= 0x39) j += 1;
    let k = i;
    while (k < j - 1 && s.charCodeAt(k) === 0x30) k += 1;
    out += s.slice(k, j);
    i = j;
  }
  return out;
}

/** A name's stem and extension (`.csv`, '' when none; a leading dot alone is no extension). */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

function fold(s: string): string {
  return s.toLowerCase().replace(/[-_ ]/g, '-');
}

/** The literal text after a glob's last wildcard (`_trajectory.json` of `**\/*_trajectory.json`); null when it ends in one or alternates. */
function literalEnding(glob: string): string | null {
  const last = Math.max(glob.lastIndexOf('*'), glob.lastIndexOf('?'), glob.lastIndexOf('}'));
  const ending = glob.slice(last + 1);
  return last < 0 || ending === '' || ending.includes('/') || glob.slice(last).includes('{') ? null : ending;
}

function extensionOf(ending: string): string | null {
  const dot = ending.lastIndexOf('.');
  return dot < 0 ? null : ending.slice(dot);
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Math.abs(a.length - b.length);
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
