/**
 * The submissions tree: `<submissions-dir>/<name>/` is one submission (one run directory). The
 * tree is untrusted: an entry that is a symlink, or anything but a directory or a regular file, is
 * a named invalid entry and is never followed; regular files beside the submissions (README.md,
 * an index) are not submissions and are skipped; names are only ever shown escaped. A name that
 * cannot be one path component (`back\\slash`: docs/rescore.md) is a named invalid entry under a
 * stand-in name that no listed directory can have, so that the leaderboard is still written.
 */
import { createHash } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import type { Unscored } from './entry.js';
import { byCodePoint } from '../util/order.js';
import { readDirectory } from '../fs/walker.js';
import { MAX_PATH_NAME_BYTES, pathNameProblem, quotedName } from '../fs/path-name.js';

export interface SubmissionDir {
  name: string;
  /** The submission directory: `<submissions-dir>/<name>` as given (never a symlink). */
  dir: string;
}

export interface SubmissionsTree {
  root: string;
  submissions: SubmissionDir[];
  unscored: Unscored[];
}

/** More entries than this is refused: a leaderboard is not a file system dump. */
const MAX_SUBMISSIONS = 10_000;

/**
 * Lists the submissions, sorted by name in code point order. Entries whose name starts with "."
 * (`.git`, `.github`, …) and regular files are skipped.
 */
export async function listSubmissions(submissionsDir: string): Promise<SubmissionsTree> {
  let root: string;
  try {
    root = await realpath(submissionsDir);
    if (!(await stat(root)).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new UsageError('not a directory', 'submissions', submissionsDir);
  }
  // Typed by the walk (never through a link); a name that is not valid UTF-8 cannot be read by its name as text.
  const listed = (await readDirectory(root)).filter((e) => !e.name.startsWith('.'));
  const types = new Map(listed.map((e) => [e.name, e.valid ? e.type : null]));
  const names = listed.map((e) => e.name);
  if (names.length > MAX_SUBMISSIONS)
    throw new UsageError(
      `${names.length} entries, over the limit of ${MAX_SUBMISSIONS}`,
      'submissions',
      submissionsDir,
    );
  const submissions: SubmissionDir[] = [];
  const unscored: Unscored[] = [];
  const seen = new Set<string>();
  for (const name of names.sort(byCodePoint)) {
    if (seen.has(name)) {
      // Two names that are not valid UTF-8 can decode to the same string; neither is scored.
      const i = submissions.findIndex((s) => s.name === name);
      if (i >= 0) submissions.splice(i, 1);
      if (!unscored.some((u) => u.name === name))
        unscored.push({
          name,
          status: 'invalid',
          problem: `submission ${name}: several directory entries have this name (not valid UTF-8); not scored`,
        });
      continue;
    }
    seen.add(name);
    const type = types.get(name);
    const unusable = pathNameProblem(name);
    if (unusable) {
      if (type !== 'file')
        unscored.push({
          name: standInName(name),
          status: 'invalid',
          problem: `the directory ${quotedName(name)} ${unusable}: a submission's name is one file name; not scored`,
        });
      continue;
    }
    const dir = path.join(submissionsDir, name);
    const problem = !type
      ? 'cannot be read'
      : type === 'symlink'
        ? 'is a symbolic link; not followed'
        : type === 'other'
          ? 'is not a directory (a submission is a directory)'
          : null;
    if (type === 'file') continue;
    if (problem) unscored.push({ name, status: 'invalid', problem: `submission ${name} ${problem}` });
    else submissions.push({ name, dir });
  }
  unscored.sort((a, b) => byCodePoint(a.name, b.name));
  return { root, submissions, unscored };
}

/**
 * The leaderboard's name for an entry whose own name cannot be one: `.invalid-` and the name
 * percent-encoded (or its sha256 when that is too long). Names starting with "." are never
 * listed, so a stand-in cannot be another entry's name.
 */
function standInName(name: string): string {
  let encoded: string | null = null;
  try {
    encoded = `.invalid-${encodeURIComponent(name)}`;
  } catch {
    // a lone surrogate: hashed below
  }
  if (encoded !== null && Buffer.byteLength(encoded) <= MAX_PATH_NAME_BYTES) return encoded;
  return `.invalid-sha256-${createHash('sha256').update(name).digest('hex')}`;
}
