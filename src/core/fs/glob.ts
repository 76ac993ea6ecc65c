/**
 * A small glob matcher for the patterns a manifest uses: `*` and `?` stay inside one path
 * segment, `**` spans any number of segments (including none), `{a,b}` alternates.
 * Paths are matched in their POSIX form, relative to a root.
 */
export function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*') {
      if (pattern[i + 1] === '*') {
        const atSegmentStart = i === 0 || pattern[i - 1] === '/';
        const followedBySlash = pattern[i + 2] === '/';
        if (atSegmentStart && followedBySlash) {
          re += '(?:[^/]+/)*';
          i += 2;
        } else {
          re += '.*';
          i += 1;
        }
      } else {
        re += '[^/]*';
      }
    } else if (c === '?') {
      re += '[^/]';
    } else if (c === '{') {
      const end = pattern.indexOf('}', i);
      if (end < 0) throw new Error(`unclosed "{" in glob ${JSON.stringify(pattern)}`);
      const alternatives = pattern.slice(i + 1, end).split(',').map(escapeRegExp);
      re += `(?:${alternatives.join('|')})`;
      i = end;
    } else {
      re += escapeRegExp(c);
    }
  }
  return new RegExp(`^${re}$`);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}

/** True when the glob has no wildcard in any segment but the last (a non-recursive glob). */
export function isSingleDirectoryGlob(pattern: string): boolean {
  const slash = pattern.lastIndexOf('/');
  return slash < 0 || !/[*?{]/.test(pattern.slice(0, slash));
}
