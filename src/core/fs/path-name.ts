/**
 * The one check a name from outside (a suite, trial or task name read from a partial, a report
 * or a submission; a submission's name in a rescore) passes before it becomes part of a path
 * that agent-eval writes: one directory entry's name, so that joined below an output directory
 * it stays there. `..`, `/`, `\` (a separator on Windows), NUL and the empty name are refused,
 * and so is a name longer than a file system takes (255 bytes).
 */
import { z } from 'zod';

export const MAX_PATH_NAME_BYTES = 255;

/** Null when `name` is usable as one path component, else why not (in words, after the name). */
export function pathNameProblem(name: string): string | null {
  if (name === '') return 'is empty';
  if (name === '.' || name === '..') return `is "${name}", which names a directory other than its own`;
  if (/[/\\]/.test(name)) return 'contains a path separator ("/" or "\\")';
  if (name.includes('\u0000')) return 'contains NUL';
  if (Buffer.byteLength(name, 'utf8') > MAX_PATH_NAME_BYTES) return `is longer than ${MAX_PATH_NAME_BYTES} bytes`;
  return null;
}

/** The name, quoted and cut for a message. */
export function quotedName(name: string): string {
  return JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name);
}

/** A zod string that is one path component (`what` names it in the message: "a trial name"). */
export function pathNameSchema(what: string) {
  return z.string().refine((name) => pathNameProblem(name) === null, {
    error: (issue) =>
      `${what} must be one file name: ${quotedName(String(issue.input))} ${pathNameProblem(String(issue.input))}`,
  });
}
