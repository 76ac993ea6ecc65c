/**
 * The trial layout of the kinds that read a trial's files by glob (trajectory, output): a file
 * is read when its path in the trial matches one of the globs; directories are looked into.
 */
import { globToRegExp } from '../fs/glob.js';
import type { TrialLayout } from '../kinds/kind.js';
import type { Rule } from './nearest.js';

/** `globs`: the field of the suite each glob comes from (`records`, `cce.records`) and the glob. */
export function globLayout(globs: ReadonlyArray<{ field: string; glob: string }>): TrialLayout {
  const rules: Rule[] = globs.map(({ glob }) => {
    const re = globToRegExp(glob);
    return { text: glob, test: (rel) => re.test(rel) };
  });
  return {
    missed: globs.map(({ field, glob }) => `${field} ${JSON.stringify(glob)}`).join(', '),
    classify: (rel, dir) => (dir ? 'descend' : rules.some((r) => r.test(rel)) ? 'read' : 'ignored'),
    rules,
  };
}
