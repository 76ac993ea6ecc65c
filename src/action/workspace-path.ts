/**
 * Inputs that name a directory in the workspace (run-dir, submissions-dir, partials-dir) may point into a checkout
 * a pull request controls: it can turn `submissions/foo` into a symbolic link to anywhere on the
 * runner, and the scoring core resolves the run root before it guards its contents. So every
 * component of the path, from where it starts down to the directory itself, is lstat'ed first:
 * a symbolic link anywhere is an input error naming it. Components are joined as written (not
 * normalised), so a `..` is checked as the operating system would resolve it.
 *
 * A relative path starts at the working directory (the workspace on a runner); an absolute path
 * inside GITHUB_WORKSPACE starts at the workspace; an absolute path elsewhere is the workflow's
 * own choice, outside the checkout, and is not walked. A component that does not exist ends the
 * walk (the mode's own check then says the directory is missing).
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from './inputs-shared.js';

export async function refuseSymlinkedPath(
  input: string,
  value: string,
  workspace = process.env.GITHUB_WORKSPACE || process.cwd(),
): Promise<void> {
  let base: string;
  let rest: string;
  if (!path.isAbsolute(value)) {
    base = process.cwd();
    rest = value;
  } else {
    const root = workspace.replace(/\/+$/, '');
    if (!value.startsWith(`${root}/`)) return;
    base = root;
    rest = value.slice(root.length + 1);
  }
  const parts = rest.split('/').filter((p) => p !== '' && p !== '.');
  let current = base;
  for (let i = 0; i < parts.length; i++) {
    current = `${current}/${parts[i]}`;
    const info = await lstat(current).catch(() => null);
    if (!info) return;
    if (info.isSymbolicLink()) {
      const shown = path.isAbsolute(value) ? current : parts.slice(0, i + 1).join('/');
      throw new InputError(`input ${input}: ${shown} is a symbolic link; not followed`);
    }
  }
}
