/**
 * The `files:` block of submission.yml for a run directory (`agent-eval checksums --run DIR`):
 * the sha256 of every regular file, by path relative to the run, sorted, submission.yml itself
 * excepted. Symlinks and other non-regular entries cannot be listed; they are returned so the
 * submitter can remove them before submitting (the review would report them).
 */
import { stringify } from 'yaml';
import { RunTree } from '../fs/tree.js';
import { SUBMISSION_FILE } from './schema.js';

export interface Checksums {
  /** YAML text: `files:` and one `path: sha256` line per file. */
  yaml: string;
  files: number;
  /** Entries that cannot be listed, with why. */
  unlisted: Array<{ path: string; why: string }>;
}

export async function runChecksums(runRoot: string): Promise<Checksums> {
  const tree = new RunTree(runRoot);
  const files = new Map<string, string>();
  const unlisted: Checksums['unlisted'] = [];
  tree.prefetch();
  for (const e of await tree.entries()) {
    if (e.rel === SUBMISSION_FILE || e.type === 'dir') continue;
    if (e.type === 'file') files.set(e.rel, await tree.sha256(e.rel));
    else unlisted.push({ path: e.rel, why: e.type === 'symlink' ? 'a symlink (never followed)' : 'not a regular file' });
  }
  return { yaml: stringify({ files }, { lineWidth: 0 }), files: files.size, unlisted };
}
