/**
 * The names accept keeps out of the submissions tree (core/submission/tree-paths.ts), checked
 * against git itself: each name is put in a tree as a symbolic link (`git mktree`) in a fresh
 * repository and `git fsck` says which of its own checks it fails: `hasDotgit` (an NTFS or HFS+
 * alias of `.git`), `gitmodulesSymlink`, `gitattributesSymlink` (their aliases; git refuses them
 * only as links, accept refuses them as files too). Then the paths that are one on macOS or Windows.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { FoldedPaths, foldedPath, nameProblem, type TreePathReason } from '../../../src/core/submission/tree-paths.js';
import { tempDir } from '../../support/helpers.js';

const ALIASES: Record<Exclude<TreePathReason, 'path_collision'>, string[]> = {
  git_dir_alias: [
    '.git',
    '.GIT',
    '.git.',
    '.git ',
    '.git . .',
    'git~1',
    'GIT~1',
    '.git::$INDEX_ALLOCATION',
    '.git:x',
    '.g\u200Cit',
    '.git\u200D',
    '\uFEFF.git',
    '.g\u202Eit',
    '.Gi\u206Ft',
  ],
  git_modules: [
    '.gitmodules',
    '.GitModules',
    '.gitmodules .',
    'gitmod~1',
    'GITMOD~4',
    'gi7eba~1',
    'gi7eb~12',
    '.gitmodules:x',
    '.git\u200Cmodules',
  ],
  git_attributes: [
    '.gitattributes',
    '.GITATTRIBUTES..',
    'gitatt~2',
    'gi7d29~1',
    'gi7d2~19',
    '.gitattributes::$DATA',
    '\u200E.gitattributes',
  ],
};
const BENIGN = [
  '.github',
  '.gitignore',
  'git~2',
  'git~10',
  'gitmod~5',
  'gitmod~0',
  '.gitmodulesx',
  'x.git',
  'a.git.b',
  '.gi t',
  'gi7eba~0',
  'gitatt',
  '.gitattributes-x',
  '.git-x',
  'git',
  '.gi',
  'submission.yml',
  'é.git',
  '.gït',
];

/** What git's fsck says of a tree holding `name` as a symbolic link: the reason accept gives, or null. */
function gitVerdict(name: string): TreePathReason | null {
  const repo = path.join(tempDir('agent-eval-tree-paths-'), 'r');
  // fsck's warnings go to stderr, whatever its exit code.
  const git = (args: string[], input?: string) => {
    const r = spawnSync('git', ['-C', repo, ...args], { input, encoding: 'utf8' });
    return `${r.stdout}${r.stderr}`;
  };
  execFileSync('git', ['init', '-q', repo]);
  const blob = git(['hash-object', '-w', '--stdin'], 'target').trim();
  git(['mktree'], `120000 blob ${blob}\t${name}\n`);
  const said = git(['fsck', '--no-dangling']);
  if (said.includes('hasDotgit')) return 'git_dir_alias';
  if (said.includes('gitmodulesSymlink')) return 'git_modules';
  if (said.includes('gitattributesSymlink')) return 'git_attributes';
  return null;
}

test("every alias is refused with its reason, as git's own fsck classes it; the names git lets through pass", () => {
  for (const [reason, names] of Object.entries(ALIASES)) {
    for (const name of names) {
      expect({ name, git: gitVerdict(name), ours: nameProblem(name)?.reason ?? null }).toEqual({
        name,
        git: reason,
        ours: reason,
      });
    }
  }
  for (const name of BENIGN)
    expect({ name, git: gitVerdict(name), ours: nameProblem(name) }).toEqual({ name, git: null, ours: null });
});

test('a name git on Windows would split at a backslash is checked part by part; each problem names itself', () => {
  expect(nameProblem('x\\.git')?.reason).toBe('git_dir_alias');
  expect(nameProblem('x\\gitmod~1')?.reason).toBe('git_modules');
  expect(nameProblem('x\\y')).toBeNull();
  expect(nameProblem('.git.')!.message).toContain('another name for `.git`');
  expect(nameProblem('.gitattributes')!.message).toContain('`.gitattributes`');
  expect(nameProblem('gitmod~1')!.message).toContain('`.gitmodules`');
});

test('paths that are one on a file system folding case and Unicode normalisation collide; anything else does not', () => {
  const pairs: Array<[string, string]> = [
    ['A.txt', 'a.txt'],
    ['caf\u00e9.json', 'cafe\u0301.json'],
    ['Stra\u00dfe', 'STRASSE'],
    ['a\u200Cb', 'ab'],
    ['dir/x', 'DIR/x'],
    ['\u212Bngstr\u00f6m', '\u00c5ngstro\u0308m'],
  ];
  for (const [a, b] of pairs) {
    expect(foldedPath(a)).toBe(foldedPath(b));
    const seen = new FoldedPaths();
    expect(seen.add(a)).toBeNull();
    expect(seen.add(b)).toBe(a);
  }
  const seen = new FoldedPaths();
  for (const p of ['a', 'b', 'a/b', 'a.b', 'a b', 'ab.', 'é', 'e'])
    expect({ p, earlier: seen.add(p) }).toEqual({ p, earlier: null });
  expect(seen.add('a')).toBeNull(); // the same path again is no collision
});

test('the rules are plain loops: a name of a million characters is answered at once, whatever it holds', () => {
  for (const filler of ['.', ' ', '\u200C', 'a', '~']) {
    expect(nameProblem(`.git${filler.repeat(1_000_000)}x`)).toBeNull();
    expect(nameProblem(`.gitmodules${filler.repeat(1_000_000)}x`)).toBeNull();
  }
  expect(nameProblem(`.git${'.'.repeat(1_000_000)}`)?.reason).toBe('git_dir_alias');
});
