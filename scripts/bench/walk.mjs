// `npm run bench -- walk`: the one directory walk (src/core/fs/walker.ts) against the walkers it
// replaced, on a generated tree: the run tree's listing (RunTree, behind the digest and the
// layout of every score) and the record walk (findFiles, every trajectory and output trial).
// Baseline: the same functions at BENCH_WALK_BASE (default 7f62209, the last commit before the
// one walk), transpiled from git into a temp dir with TypeScript, and measured in the same run,
// rounds interleaved. References on the same tree: node's own `readdirSync({ recursive })` and
// fdir (both follow no link either, but name neither symlinks nor special files, nor bound the
// walk, nor sort it).
//  - BENCH_WALK_FILES (50,000) files: 50 trials × 10 directories × files, plus symlinks;
//  - BENCH_REPEAT (7): medians.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { env, median, root } from './workload.mjs';

const files = env('BENCH_WALK_FILES', 50_000);
const repeat = env('BENCH_REPEAT', 7);
const base = process.env.BENCH_WALK_BASE ?? '7f62209';
// (Inside the repository, so that the transpiled modules find node_modules.)
const work = mkdtempSync(path.join(root, 'node_modules', '.bench-walk-'));

/** src/ of a revision (null: the working tree), transpiled to ES modules under `dir`. */
async function transpile(rev, dir) {
  const ts = (await import('typescript')).default;
  const list = rev
    ? execFileSync('git', ['ls-tree', '-r', '--name-only', rev, 'src'], { cwd: root, encoding: 'utf8' })
    : execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src'], { cwd: root, encoding: 'utf8' });
  for (const file of list.split('\n').filter((f) => f.endsWith('.ts'))) {
    const text = rev
      ? execFileSync('git', ['show', `${rev}:${file}`], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
      : execFileSync('cat', [path.join(root, file)], { encoding: 'utf8', maxBuffer: 1 << 26 });
    const out = ts.transpileModule(text, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const dest = path.join(dir, file.replace(/\.ts$/, '.js'));
    mkdirSync(path.dirname(dest), { recursive: true });
    writeFileSync(dest, out);
  }
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
  const load = (m) => import(pathToFileURL(path.join(dir, 'src/core/fs', m)).href);
  return { tree: await load('tree.js'), walk: await load('walk.js') };
}

/** The tree: suite/trial-NN/dir-N/record-NNNN.json, a symlink in each trial, and other files beside. */
function makeTree(dir) {
  const trials = 50;
  const dirs = 10;
  const perDir = Math.max(1, Math.round(files / (trials * dirs)));
  for (let t = 0; t < trials; t++) {
    const trial = path.join(dir, 'main', `trial-${t + 1}`);
    for (let d = 0; d < dirs; d++) {
      const sub = path.join(trial, `dir-${d}`);
      mkdirSync(sub, { recursive: true });
      for (let f = 0; f < perDir; f++)
        writeFileSync(
          path.join(sub, f % 10 === 9 ? `notes-${f}.txt` : `record-${String(f).padStart(4, '0')}.json`),
          '',
        );
    }
    symlinkSync('dir-0', path.join(trial, 'linked'));
  }
  return trials * dirs * perDir;
}

const time = async (fn) => {
  const start = process.hrtime.bigint();
  const out = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, out };
};

try {
  const tree = path.join(work, 'run');
  const made = makeTree(tree);
  const [old, now] = [await transpile(base, path.join(work, 'base')), await transpile(null, path.join(work, 'now'))];
  const { fdir } = await import('fdir');
  const cases = {
    'RunTree listing (every score)': {
      old: () => new old.tree.RunTree(tree).listing(),
      now: () => new now.tree.RunTree(tree).listing(),
      same: (a, b) => JSON.stringify(a) === JSON.stringify(b),
      count: (x) => x.entries.length,
    },
    'findFiles *.json (every trial)': {
      old: () => old.walk.findFiles(tree, /\.json$/, tree),
      now: () => now.walk.findFiles(tree, /\.json$/, tree),
      same: (a, b) =>
        JSON.stringify(a.files.map((f) => [f.rel, f.size])) === JSON.stringify(b.files.map((f) => [f.rel, f.size])) &&
        JSON.stringify(a.problems) === JSON.stringify(b.problems),
      count: (x) => x.files.length,
    },
  };
  const refs = {
    'node readdirSync({ recursive, withFileTypes }) (unsorted, types only)': () =>
      readdirSync(tree, { recursive: true, withFileTypes: true }).length,
    'fdir 6 (unsorted, symlinks listed as files, no bound)': () =>
      new fdir().withRelativePaths().crawl(tree).sync().length,
  };
  console.log(
    `${os.availableParallelism?.() ?? os.cpus().length} cores, node ${process.version}; a tree of ${made} files in 500 directories; baseline ${base}; medians of ${repeat}`,
  );
  let ok = true;
  for (const [label, c] of Object.entries(cases)) {
    await c.old();
    await c.now(); // (page cache, JIT)
    const a = [];
    const b = [];
    let same = true;
    for (let i = 0; i < repeat; i++) {
      const x = await time(c.old);
      const y = await time(c.now);
      a.push(x.ms);
      b.push(y.ms);
      if (i === 0) same = c.same(x.out, y.out);
    }
    const [ms0, ms1] = [median(a), median(b)];
    console.log(`\n${label}: ${c.count((await time(c.now)).out)} listed`);
    console.log(`  before the one walk: ${ms0.toFixed(0)} ms`);
    console.log(`  the one walk:        ${ms1.toFixed(0)} ms = ${(ms1 / ms0).toFixed(2)}× before`);
    console.log(`  the same result:     ${same ? 'yes' : 'NO'}`);
    if (!same) ok = false;
    if (label.startsWith('RunTree')) {
      for (const [ref, fn] of Object.entries(refs)) {
        fn();
        const r = [];
        for (let i = 0; i < repeat; i++) r.push((await time(fn)).ms);
        console.log(`  ${ref}: ${median(r).toFixed(0)} ms = ${(median(r) / ms0).toFixed(2)}× before`);
      }
    }
  }
  if (!ok) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
