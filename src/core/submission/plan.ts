/**
 * The review plan's rule (docs/workflows.md, "One submission per pull request"): which
 * submissions a pull request touches, read from its changed files as GitHub lists them. Every
 * changed file counts under both of its names: `filename` and, for a rename, `previous_filename`
 * (a rename out of another submission changes that submission too). The listing must be complete:
 * GitHub lists at most 3,000 files of a pull request, and a listing that is shorter than the pull
 * request's `changed_files` (or reaches the cap) cannot vouch for what it left out.
 */
import { trimEnd } from '../util/trim-end.js';

/** GitHub's pull request files listing stops at this many files. */
export const MAX_LISTED_FILES = 3000;

/** A changed file as GET pulls/{n}/files lists it (the two names the plan reads). */
export interface ChangedFile {
  filename: string;
  /** A rename's old name. */
  previous_filename?: string | null;
}

/** A submission directory's name: letters, digits, _ . -, not starting with a dot or dash. */
const SUBMISSION_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export type PlanProblem =
  /** The listing cannot be shown complete: no plan can be made from it. */
  | { kind: 'incomplete'; listed: number; changedFiles: number | null }
  /** No submission at all. */
  | { kind: 'none'; root: string }
  /** Names under the submissions directory that are not accepted as a submission's name. */
  | { kind: 'bad-names'; root: string; count: number }
  /** More than one submission. */
  | { kind: 'several'; root: string; names: string[] }
  /** One submission, but not the one that was scored. */
  | { kind: 'other'; root: string; name: string; scored: string };

/** Every name a changed file has: its own, and its old one for a rename. */
export function namesOf(files: readonly ChangedFile[]): string[] {
  const names: string[] = [];
  for (const f of files) {
    names.push(f.filename);
    if (typeof f.previous_filename === 'string' && f.previous_filename !== f.filename) names.push(f.previous_filename);
  }
  return names;
}

/** Whether a listing of `listed` files can be the whole of a pull request that changes `changedFiles` files. */
export function listingProblem(listed: number, changedFiles: number | null): PlanProblem | null {
  if (changedFiles === null || listed !== changedFiles || listed >= MAX_LISTED_FILES)
    return { kind: 'incomplete', listed, changedFiles };
  return null;
}

/**
 * The submissions `<root>/<name>/…` the changed files touch (sorted), and how many directory
 * names there are not accepted. A file directly in `root` is no submission's.
 */
function submissionsTouched(files: readonly ChangedFile[], root: string): { names: string[]; bad: number } {
  const prefix = `${trimEnd(root, '/')}/`;
  const names = new Set<string>();
  const bad = new Set<string>();
  for (const file of namesOf(files)) {
    if (!file.startsWith(prefix)) continue;
    const rest = file.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) continue;
    const name = rest.slice(0, slash);
    (SUBMISSION_NAME.test(name) ? names : bad).add(name);
  }
  return { names: [...names].sort(), bad: bad.size };
}

export interface Listing {
  files: readonly ChangedFile[];
  /** How many files GitHub listed. */
  listed: number;
  /** The pull request's changed_files; null: not given. */
  changedFiles: number | null;
}

/**
 * The plan: the one submission directory `<root>/<name>` the pull request changes, from a
 * complete listing of its files; or why there is none.
 */
export function planSubmission(listing: Listing, root: string): { dir: string } | { problem: PlanProblem } {
  const incomplete = listingProblem(listing.listed, listing.changedFiles);
  if (incomplete) return { problem: incomplete };
  const dir = trimEnd(root, '/');
  const { names, bad } = submissionsTouched(listing.files, dir);
  if (bad > 0) return { problem: { kind: 'bad-names', root: dir, count: bad } };
  if (names.length > 1) return { problem: { kind: 'several', root: dir, names } };
  if (names.length === 0) return { problem: { kind: 'none', root: dir } };
  return { dir: `${dir}/${names[0]}` };
}

/**
 * Publish's re-check of the plan: the complete listing touches at most one submission, and when
 * it touches one, that is the one the report scored (`scoredPath`, the report's submission path,
 * which ends in `<root>/<name>`). A pull request that touches none is the caller's own layout
 * (submission-dir given): nothing of another submission's changes.
 */
export function planProblem(listing: Listing, root: string, scoredPath: string): PlanProblem | null {
  const plan = planSubmission(listing, root);
  if ('problem' in plan) return plan.problem.kind === 'none' ? null : plan.problem;
  const scored = trimEnd(scoredPath, '/');
  if (scored === plan.dir || scored.endsWith(`/${plan.dir}`)) return null;
  const dir = trimEnd(root, '/');
  return { kind: 'other', root: dir, name: plan.dir.slice(dir.length + 1), scored };
}

/**
 * The problem in one sentence, for the log and the comment. Names are the pull request's (and the
 * report's): each goes through `quote` (the log's JSON string, the comment's code span).
 */
export function planProblemText(
  p: PlanProblem,
  quote: (name: string) => string = (n) => JSON.stringify(n.slice(0, 200)),
): string {
  switch (p.kind) {
    case 'incomplete':
      return p.changedFiles === null
        ? `GitHub did not say how many files the pull request changes (changed_files), so the ${p.listed} files it listed cannot be shown to be all of them`
        : p.listed >= MAX_LISTED_FILES || p.changedFiles > p.listed
          ? `the pull request changes ${p.changedFiles} files and GitHub listed ${p.listed} (it lists at most ${MAX_LISTED_FILES.toLocaleString('en-US')}), so the files it left out cannot be checked`
          : `the pull request changes ${p.changedFiles} files but GitHub listed ${p.listed}, so the listing cannot be shown complete`;
    case 'none':
      return `the pull request changes no submission directory ${p.root}/<name>/`;
    case 'bad-names':
      return `the pull request changes ${p.count} directory name(s) under ${p.root}/ that are not accepted as a submission's (letters, digits, _ . -, not starting with . or -)`;
    case 'several':
      return `the pull request changes ${p.names.length} submissions (${p.names.map((n) => quote(`${p.root}/${n}`)).join(', ')}), counting the old name of each renamed file: one pull request may change one submission`;
    case 'other':
      return `the pull request changes the submission ${quote(`${p.root}/${p.name}`)}, but the report scored ${quote(p.scored)}`;
  }
}
