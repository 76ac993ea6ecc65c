/**
 * The run tree behind the submission digest and the checksums of submission.yml: its listing
 * and its file hashes, compared with Python's (os.lstat/os.listdir and hashlib) on real files,
 * and the bundled CLI on a file system that does not report entry types (simulated).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileSha256 } from '../../../src/core/fs/file-hasher.js';
import { RunTree } from '../../../src/core/fs/tree.js';
import { mkfifoSync } from '../../support/fifo.js';
import { REPO, runDist, tempDir } from '../../support/helpers.js';

/** What Python sees: every entry depth first, names sorted, a directory before its contents. */
function pythonListing(root: string): Array<{ rel: string; type: string; target?: string }> {
  const script = `
import json, os, stat, sys
root = sys.argv[1]
out = []
def visit(rel):
    # In UTF-16 code-unit order, as JavaScript compares strings (not code points, as Python does).
    names = sorted(os.listdir(os.path.join(root, rel) if rel else root), key=lambda n: n.encode('utf-16-be', 'surrogatepass'))
    for name in names:
        child = rel + '/' + name if rel else name
        mode = os.lstat(os.path.join(root, child)).st_mode
        if stat.S_ISLNK(mode): out.append({'rel': child, 'type': 'symlink', 'target': os.readlink(os.path.join(root, child))})
        elif stat.S_ISDIR(mode):
            out.append({'rel': child, 'type': 'dir'})
            visit(child)
        else: out.append({'rel': child, 'type': 'file' if stat.S_ISREG(mode) else 'other'})
visit('')
print(json.dumps(out))
`;
  return JSON.parse(execFileSync('python3', ['-c', script, root], { encoding: 'utf8', maxBuffer: 1 << 26 }));
}

function pythonSha256(file: string): string {
  return execFileSync(
    'python3',
    ['-c', 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())', file],
    { encoding: 'utf8' },
  ).trim();
}

test('the listing is what Python sees: types from the directory listing, symlinks not followed, over several event-loop turns', async () => {
  const root = tempDir();
  // More entries than several synchronous slices (500 each), in nested and empty directories.
  for (let d = 0; d < 30; d++) {
    const dir = path.join(root, 'trial-1', `case_${String(d).padStart(3, '0')}`, 'result');
    mkdirSync(dir, { recursive: true });
    for (let f = 0; f < 150; f++) writeFileSync(path.join(dir, `out_${f}.csv`), `a\n${f}\n`);
  }
  mkdirSync(path.join(root, 'empty'));
  mkdirSync(path.join(root, 'A upper'));
  writeFileSync(path.join(root, 'A upper', 'é.json'), '{}');
  // Code-unit order puts U+1F600 (a surrogate pair, D83D DE00) before U+E000 and U+FF5E;
  // code-point order and byte order put it last.
  for (const name of ['\u{1F600}.txt', '\uE000.txt', '\uFF5E.txt', 'z.txt'])
    writeFileSync(path.join(root, 'A upper', name), name);
  symlinkSync('../../etc/passwd', path.join(root, 'escape'));
  symlinkSync('trial-1', path.join(root, 'linked-dir'));
  mkfifoSync(path.join(root, 'pipe'));

  // Timers keep running while a large tree is listed.
  let turns = 0;
  const tick = setInterval(() => turns++, 0);
  const { entries, truncated } = await new RunTree(root).listing();
  clearInterval(tick);

  expect(truncated).toBeNull();
  expect(entries).toEqual(pythonListing(root));
  expect(entries.length).toBeGreaterThan(4500);
  expect(entries.filter((e) => e.type === 'symlink').map((e) => [e.rel, e.target])).toEqual([
    ['escape', '../../etc/passwd'],
    ['linked-dir', 'trial-1'],
  ]);
  expect(entries.find((e) => e.rel === 'pipe')?.type).toBe('other');
  expect(entries.filter((e) => e.rel.startsWith('A upper/')).map((e) => e.rel.slice(8))).toEqual([
    'z.txt',
    'é.json',
    '\u{1F600}.txt',
    '\uE000.txt',
    '\uFF5E.txt',
  ]);
  expect(turns).toBeGreaterThan(0);

  // The cap stops the listing at exactly that many entries, in the same order.
  const capped = await new RunTree(root, 2100).listing();
  expect(capped.entries).toEqual(entries.slice(0, 2100));
  expect(capped.truncated).toMatch(/more than 2100 files and folders/);
});

test('file hashes are sha256 of the content on both sides of each size threshold, and a symlink is never read through', async () => {
  const root = tempDir();
  // (the reads are 1 MB; files over 16 MB, and of size 0, are read to their end)
  const sizes = [0, 1, 1024 * 1024, 1024 * 1024 + 1, 16 * 1024 * 1024, 16 * 1024 * 1024 + 1];
  for (const size of sizes) {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i += 4093) bytes[i] = (i * 31 + size) & 0xff;
    writeFileSync(path.join(root, `f${size}`), bytes);
  }
  const got = await Promise.all(sizes.map((size) => fileSha256(path.join(root, `f${size}`))));
  expect(got).toEqual(sizes.map((size) => pythonSha256(path.join(root, `f${size}`))));
  expect(new Set(got).size).toBe(sizes.length);

  symlinkSync(path.join(root, 'f1'), path.join(root, 'link'));
  await expect(fileSha256(path.join(root, 'link'))).rejects.toMatchObject({ code: 'ELOOP' });
  await expect(fileSha256(path.join(root, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });

  // A size of 0 is not always the truth: /proc files are read to their end.
  expect(await fileSha256('/proc/version')).toBe(pythonSha256('/proc/version'));
  expect(await fileSha256('/proc/version')).not.toBe(got[0]);

  // Through the tree: each file hashed once (the same promise when asked again), the same hashes.
  const tree = new RunTree(root);
  expect(await Promise.all(sizes.map((size) => tree.sha256(`f${size}`)))).toEqual(got);
  expect(tree.sha256('f1')).toBe(tree.sha256('f1'));
});

test('a whole tree at once: every file hashed as Python hashes it, handed to the hashing threads in batches; a file that fails (gone, a symlink, a FIFO) fails alone', async () => {
  const root = tempDir();
  // More files than one thread's batch (64) many times over, small and over a read (1 MB).
  for (let d = 0; d < 6; d++) {
    mkdirSync(path.join(root, `case_${d}`));
    for (let f = 0; f < 100; f++)
      writeFileSync(path.join(root, `case_${d}`, `out_${f}.csv`), `case ${d}\nrow ${f}\n`.repeat(f * 7));
  }
  for (let f = 0; f < 5; f++)
    writeFileSync(path.join(root, `big_${f}.json`), Buffer.alloc(1024 * 1024 + f * 99_999, f + 1));
  const tree = new RunTree(root);
  const files = (await tree.entries()).filter((e) => e.type === 'file').map((e) => e.rel);
  expect(files).toHaveLength(605);
  // Changed after the listing: one file gone, one now a symlink (never read through), one now a
  // FIFO with no writer (refused without blocking the thread and the files after it).
  rmSync(path.join(root, 'case_2', 'out_50.csv'));
  rmSync(path.join(root, 'case_4', 'out_7.csv'));
  symlinkSync(path.join(root, 'big_0.json'), path.join(root, 'case_4', 'out_7.csv'));
  rmSync(path.join(root, 'case_0', 'out_1.csv'));
  mkfifoSync(path.join(root, 'case_0', 'out_1.csv'));
  tree.prefetch();
  const got = await Promise.all(
    files.map((rel) => tree.sha256(rel).catch((err: NodeJS.ErrnoException) => err.code ?? err.message)),
  );
  const script = `
import hashlib, json, os, stat, sys
out = []
for rel in json.load(sys.stdin):
    p = os.path.join(sys.argv[1], rel)
    if os.path.islink(p): out.append('ELOOP')
    elif not os.path.exists(p): out.append('ENOENT')
    elif not stat.S_ISREG(os.stat(p).st_mode): out.append('not a regular file')
    else: out.append(hashlib.sha256(open(p, 'rb').read()).hexdigest())
print(json.dumps(out))
`;
  const expected = JSON.parse(
    execFileSync('python3', ['-c', script, root], { input: JSON.stringify(files), encoding: 'utf8' }),
  );
  expect(got).toEqual(expected);
  expect(got.filter((x) => !/^[0-9a-f]{64}$/.test(x))).toEqual(['not a regular file', 'ENOENT', 'ELOOP']);
});

/** A C compiler, for the shim below; without one the test is reported as skipped. */
const cc = ['cc', 'gcc', 'clang'].find((name) => {
  try {
    execFileSync(name, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

// Some file systems (XFS without ftype, some FUSE and NFS mounts) do not say in a directory listing
// what type each entry is. An LD_PRELOAD shim clears the type of every entry libuv's scandir
// returns (node calls scandir64 on glibc; scandir elsewhere), so this machine's file system
// looks like one of them.
const SHIM = `
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
static void mark(void) { /* proof that the shim ran */
  const char *file = getenv("SHIM_MARK");
  if (file) close(open(file, O_CREAT | O_WRONLY, 0644));
}
#define UNTYPED(NAME, ENTRY) \\
  int NAME(const char *dir, struct ENTRY ***list, int (*filter)(const struct ENTRY *), \\
           int (*compare)(const struct ENTRY **, const struct ENTRY **)) { \\
    int (*real)(const char *, struct ENTRY ***, int (*)(const struct ENTRY *), \\
                int (*)(const struct ENTRY **, const struct ENTRY **)) = dlsym(RTLD_NEXT, #NAME); \\
    int n = real(dir, list, filter, compare); \\
    mark(); \\
    for (int i = 0; i < n; i++) (*list)[i]->d_type = DT_UNKNOWN; \\
    return n; \\
  }
UNTYPED(scandir, dirent)
UNTYPED(scandir64, dirent64)
`;

(cc && process.platform === 'linux' ? test : test.skip)(
  'a file system that does not report entry types: the same listing, checksums and digest, also past PATH_MAX',
  async () => {
    const work = tempDir();
    writeFileSync(path.join(work, 'shim.c'), SHIM);
    execFileSync(cc!, ['-shared', '-fPIC', '-o', path.join(work, 'shim.so'), path.join(work, 'shim.c'), '-ldl']);
    const run = path.join(work, 'run');
    cpSync(path.join(REPO, 'examples/runs/demo'), run, { recursive: true });
    mkfifoSync(path.join(run, 'pipe'));
    symlinkSync('main', path.join(run, 'linked'));
    writeFileSync(Buffer.from(path.join(run, 'bad\xff.txt'), 'latin1'), 'x');
    // A chain of directories deeper than PATH_MAX (4096 bytes), each with a file and a symlink:
    // node lstats an untyped entry itself, and one past PATH_MAX used to fail its whole directory.
    // Where a short name still fits, a file with a long name beside it does not.
    const deep = [
      'import os, sys',
      'os.chdir(sys.argv[1])',
      'for i in range(25):',
      "    os.mkdir('d' * 200)",
      "    os.chdir('d' * 200)",
      "    open('f%02d' % i, 'w').write('x')",
      "    os.symlink('t', 'l%02d' % i)",
      "    if len(os.getcwd()) + 2 < 4096 <= len(os.getcwd()) + 256 and not os.path.exists('a'):",
      "        open('a', 'w').write('x')",
      "        open('z' * 255, 'w').write('x')",
    ];
    execFileSync('python3', ['-c', deep.join('\n'), run]);
    try {
      const observe = async (env: NodeJS.ProcessEnv) => {
        const out = path.join(work, `out-${env.LD_PRELOAD ? 'shim' : 'plain'}`);
        const checksums = await runDist(['checksums', '--run', run], { env });
        const shard = await runDist(
          [
            'score',
            '--benchmark',
            path.join(REPO, 'examples/benchmark'),
            '--run',
            run,
            '--shard',
            '1/1',
            '--out',
            out,
            '--quiet',
          ],
          { env },
        );
        expect(shard.stderr).not.toMatch(/internal error/);
        const partial = JSON.parse(readFileSync(path.join(out, 'partial.json'), 'utf8'));
        return { checksums, digest: partial.submission.files_sha256 as string };
      };
      const plain = await observe(process.env);
      const mark = path.join(work, 'shim-ran');
      const shimmed = await observe({ ...process.env, LD_PRELOAD: path.join(work, 'shim.so'), SHIM_MARK: mark });
      expect(existsSync(mark)).toBe(true);
      expect(shimmed).toEqual(plain);
      expect(plain.checksums.code).toBe(1); // some entries cannot be listed: named, not a crash
      expect(plain.checksums.stderr).toMatch(/\/d{200} is unreadable: it cannot be read \(ENAMETOOLONG\)/);
      expect(plain.checksums.stderr).toMatch(/\/z{255} is unreadable: it cannot be read \(ENAMETOOLONG\)/);
      expect(plain.checksums.stdout).toMatch(/\/a(\n {2})?: [0-9a-f]{64}$/m); // a long key is written "? key" then ": value"
      expect(plain.checksums.stderr).toMatch(/bad\\xff\.txt is unreadable: its name is not valid UTF-8/);
      expect(plain.checksums.stdout).toMatch(/^ {2}main\/trial-1\/.*: [0-9a-f]{64}$/m);
      expect(plain.digest).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      execFileSync('rm', ['-rf', path.join(run, 'd'.repeat(200))]); // past PATH_MAX: rmSync cannot
    }
  },
);
