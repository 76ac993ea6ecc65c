/**
 * Names that may not enter the submissions tree when a run is accepted (docs/issue-form.md,
 * "Accepting a submission"): what git, or a file system a maintainer checks the repository out
 * on, treats as special. The rules are git's own (`is_ntfs_dotgit`, `is_hfs_dotgit` and their
 * `.gitmodules` and `.gitattributes` siblings in git's path.c and utf8.c), written here again:
 *
 * - NTFS (Windows) drops trailing spaces and periods from a name, reads `name:stream` as the
 *   file `name`, and gives a long name an 8.3 short name: `.git.`, `.git `, `.git::$INDEX_ALLOCATION`
 *   and `git~1` are all `.git`. A short name is the first six letters of the name without its
 *   dot, `~` and a digit 1 to 4 (`gitmod~1`), or a fallback git spells out (`gi7eba~1` for
 *   `.gitmodules`, `gi7d29~1` for `.gitattributes`). Git on Windows also splits names at `\`.
 * - HFS+ (macOS) ignores letter case and a set of invisible code points (zero-width joiners,
 *   direction marks, U+FEFF): `.G\u200Cit` is `.git`.
 *
 * Refused: any alias of `.git` (it would be the clone's own repository), of `.gitattributes`
 * (it changes the bytes git stores and checks out for the files beside it, which a rescore then
 * reads) and of `.gitmodules` (it declares submodules). And two paths that are one on a file
 * system that folds letter case or Unicode normalisation (macOS, Windows): only one of them
 * could be checked out. Every rule is a plain loop over the name: no pattern, linear in its
 * length.
 */

export type TreePathReason = 'git_dir_alias' | 'git_attributes' | 'git_modules' | 'path_collision';

export interface NameProblem {
  reason: TreePathReason;
  message: string;
}

/** Code points HFS+ leaves out of a name entirely (git's `next_hfs_char`). */
const HFS_IGNORED = new Set([
  0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x206a, 0x206b, 0x206c, 0x206d, 0x206e,
  0x206f, 0xfeff,
]);

/** A-Z to a-z; nothing else changes (git compares its ASCII needles only). */
function asciiLower(s: string): string {
  let out = '';
  for (const ch of s) out += ch >= 'A' && ch <= 'Z' ? String.fromCharCode(ch.charCodeAt(0) + 32) : ch;
  return out;
}

/** From `i` on, only spaces and periods up to the end or a `:` (NTFS drops them; `:` starts a stream). */
function onlySpacesAndPeriods(name: string, i: number): boolean {
  for (; i < name.length; i++) {
    const c = name[i];
    if (c === ':') return true;
    if (c !== ' ' && c !== '.') return false;
  }
  return true;
}

/** Whether NTFS opens `name` as `.git` (git's is_ntfs_dotgit, for one name). */
function isNtfsDotGit(name: string): boolean {
  const lower = asciiLower(name.slice(0, 5));
  if (lower.startsWith('.git')) return onlySpacesAndPeriods(name, 4);
  if (lower === 'git~1') return onlySpacesAndPeriods(name, 5);
  return false;
}

/** Whether NTFS opens `name` as `.<word>`: the name itself, its six-letter short name, or git's fallback short name `<prefix>~N`. */
function isNtfsDot(name: string, word: string, fallback: string): boolean {
  if (name[0] === '.' && asciiLower(name.slice(1, 1 + word.length)) === word)
    return onlySpacesAndPeriods(name, 1 + word.length);
  if (asciiLower(name.slice(0, 6)) === word.slice(0, 6) && name[6] === '~' && name[7]! >= '1' && name[7]! <= '4')
    return onlySpacesAndPeriods(name, 8);
  // The fallback short name: up to six letters of `fallback`, `~`, a digit 1-9, then digits, eight characters in all.
  let i = 0;
  let sawTilde = false;
  for (; i < 8; i++) {
    const c = name[i];
    if (c === undefined) return false;
    if (sawTilde) {
      if (c < '0' || c > '9') return false;
    } else if (c === '~') {
      i++;
      if (name[i] === undefined || name[i]! < '1' || name[i]! > '9') return false;
      sawTilde = true;
    } else if (i >= 6 || asciiLower(c) !== fallback[i]) return false;
  }
  return onlySpacesAndPeriods(name, i);
}

/** Whether HFS+ opens `name` as `.<word>` (git's is_hfs_dot_generic, for one name). */
function isHfsDot(name: string, word: string): boolean {
  let seen = '';
  for (const ch of name) {
    if (HFS_IGNORED.has(ch.codePointAt(0)!)) continue;
    seen += ch;
    if (seen.length > word.length + 1) return false;
  }
  return asciiLower(seen) === `.${word}`;
}

const SPECIAL: ReadonlyArray<{ word: string; fallback: string; reason: TreePathReason; what: string }> = [
  {
    word: 'gitattributes',
    fallback: 'gi7d29',
    reason: 'git_attributes',
    what: 'would change how git stores and checks out the files beside it (the bytes a rescore reads)',
  },
  { word: 'gitmodules', fallback: 'gi7eba', reason: 'git_modules', what: 'would declare submodules in the repository' },
];

/**
 * Why one name (a single path segment) may not enter the tree; null: it may. Git on Windows
 * splits a name at `\`, so each part is checked as a name of its own.
 */
export function nameProblem(name: string): NameProblem | null {
  for (const part of name.split('\\')) {
    if (isNtfsDotGit(part) || isHfsDot(part, 'git')) {
      return {
        reason: 'git_dir_alias',
        message: "is another name for `.git` (on Windows or macOS it would be the clone's own repository)",
      };
    }
    for (const s of SPECIAL) {
      if (isNtfsDot(part, s.word, s.fallback) || isHfsDot(part, s.word))
        return { reason: s.reason, message: `is \`.${s.word}\` or another name for it, which ${s.what}` };
    }
  }
  return null;
}

/**
 * A path as a file system that folds letter case and Unicode normalisation sees it (macOS,
 * Windows): HFS+'s ignored code points dropped, NFC, then case folded.
 */
export function foldedPath(rel: string): string {
  let kept = '';
  for (const ch of rel) if (!HFS_IGNORED.has(ch.codePointAt(0)!)) kept += ch;
  return kept.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/** Paths seen so far, by folded path: `add` answers the earlier path a new one collides with. */
export class FoldedPaths {
  private readonly seen = new Map<string, string>();

  add(rel: string): string | null {
    const key = foldedPath(rel);
    const earlier = this.seen.get(key);
    if (earlier !== undefined && earlier !== rel) return earlier;
    this.seen.set(key, rel);
    return null;
  }
}
