/**
 * The `files:` block of submission.yml for a run directory (`agent-eval checksums --run DIR`):
 * the sha256 of every regular file, by path relative to the run, sorted, submission.yml itself
 * excepted. Symlinks, unreadable entries (e.g. a name that is not UTF-8) and other non-regular
 * entries cannot be listed; they are returned so the
 * submitter can remove them before submitting (the review would report them).
 */
import { Document, type Pair, type Scalar, type YAMLMap } from 'yaml';
import { UsageError } from '../errors.js';
import { RunTree, type TreeEntry } from '../fs/tree.js';
import { SUBMISSION_FILE } from './schema.js';
import { terminalLines, terminalText } from '../util/terminal.js';

export interface Checksums {
  /**
   * YAML text: `files:` and one `path: sha256` line per file. Safe to print: a path with a
   * control character is double-quoted with the character as a YAML escape (\x1b, \u202e), so
   * the text holds no control character and still parses back to the exact names.
   */
  yaml: string;
  files: number;
  /** Entries that cannot be listed, with why. */
  unlisted: Array<{ path: string; why: string }>;
}

export async function runChecksums(runRoot: string, tree = new RunTree(runRoot)): Promise<Checksums> {
  const files = new Map<string, string>();
  const unlisted: Checksums['unlisted'] = [];
  const { truncated } = await tree.listing();
  // Over the cap nothing is hashed: the review could not check such a run either.
  if (truncated !== null) throw new UsageError(`${truncated}: too many to list and check`, 'run', runRoot);
  tree.prefetch();
  for (const e of await tree.entries()) {
    if (e.rel === SUBMISSION_FILE || e.type === 'dir') continue;
    if (e.type === 'file') {
      const sha = await tree
        .sha256(e.rel)
        .catch((err: NodeJS.ErrnoException) => new Error(`unreadable (${err.code ?? err.message})`));
      if (typeof sha === 'string') files.set(e.rel, sha);
      else unlisted.push({ path: e.rel, why: sha.message });
    } else unlisted.push({ path: e.rel, why: whyUnlisted(e) });
  }
  return { yaml: filesYaml(files), files: files.size, unlisted };
}

function filesYaml(files: Map<string, string>): string {
  const doc = new Document({ files });
  for (const pair of (doc.get('files') as YAMLMap).items as Array<Pair<Scalar<string>>>) {
    if (terminalText(pair.key.value) !== pair.key.value) pair.key.type = 'QUOTE_DOUBLE';
  }
  // Inside double quotes, terminalLines' \xHH and \uHHHH are YAML's own escapes.
  return terminalLines(doc.toString({ lineWidth: 0 }));
}

function whyUnlisted(e: TreeEntry): string {
  if (e.type === 'symlink') return 'a symlink (never followed)';
  if (e.type === 'unreadable') return `unreadable: ${e.reason ?? 'it cannot be read'}`;
  return 'not a regular file';
}
