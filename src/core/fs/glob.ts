/**
 * The globs a manifest uses (`tasks`, `records`, `trial_pattern`, `cce.records`), matched by
 * picomatch with bash's rules: `*` and `?` stay inside one path segment, `**` as a whole segment
 * spans any number of segments (including none), `[jt]` is a class, `{a,{b,c}}` alternates (nested),
 * `{1..3}` is a range, `@(a|b)` an extglob. Paths are matched in their POSIX form, relative to a
 * root, case-sensitively; names starting with a dot match like any other (a submission's dotfiles
 * are records too), and a leading `!` is a literal character, not a negation.
 */
import braces from 'braces';
import picomatch from 'picomatch';

const OPTIONS: picomatch.PicomatchOptions = {
  dot: true,
  nonegate: true,
  windows: false,
  // An unclosed `[`, `{` or `(` is a mistake in the manifest, not a literal character.
  strictBrackets: true,
};

export function globToRegExp(pattern: string): RegExp {
  try {
    return picomatch.makeRe(pattern, OPTIONS);
  } catch (err) {
    throw new Error(`invalid glob ${JSON.stringify(pattern)}: ${(err as Error).message}`, { cause: err });
  }
}

/** The glob's brace alternatives, expanded as bash does (`{a,{b,c}}.x` → a.x, b.x, c.x). */
export function expandBraces(pattern: string): string[] {
  return braces.expand(pattern);
}

/** True when the glob has no wildcard in any segment but the last (a non-recursive glob). */
export function isSingleDirectoryGlob(pattern: string): boolean {
  const slash = pattern.lastIndexOf('/');
  return slash < 0 || !picomatch.scan(pattern.slice(0, slash), OPTIONS).isGlob;
}
