/**
 * A benchmark checkout: its validated manifest, each suite's task catalog, and where it came
 * from (repository and commit when it is a git checkout). Trusted code, read once per command.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, readFile, readlink, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { UsageError } from './errors.js';
import { kindOf } from './kinds/registry.js';
import { loadManifest, type LoadedManifest } from './manifest/load.js';
import type { Manifest, Suite } from './manifest/schema.js';
import { MAX_DIRTY_PATHS, type BenchmarkInfo, type Dirty } from './provenance/schema.js';
import { byCodeUnit } from './util/order.js';

export interface CatalogTask {
  key: string;
  /** Absolute path of the task file (a table suite: of the ground-truth case directory). */
  file: string;
}

export interface Benchmark extends LoadedManifest {
  root: string;
  repository: string | null;
  commit: string | null;
  /** Uncommitted changes under the benchmark directory (null: clean, or not a git checkout). */
  dirty: Dirty | null;
  /** Suite name -> tasks sorted by key. */
  catalogs: Map<string, CatalogTask[]>;
}

/** `git`: where the checkout's git state comes from (a command's cache asks git once, command-cache.ts). */
export async function openBenchmark(
  dir: string,
  git: (root: string) => Promise<GitState> = gitState,
): Promise<Benchmark> {
  let root: string;
  try {
    root = await realpath(dir);
    if (!(await stat(root)).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new UsageError('not a directory', 'benchmark', dir);
  }
  const loaded = await loadManifest(root);
  const catalogs = new Map<string, CatalogTask[]>();
  for (const suite of loaded.manifest.suites) {
    catalogs.set(suite.name, await loadCatalog(root, loaded.file, suite, loaded.manifest));
  }
  const { repository, commit, dirty } = await git(root);
  return { ...loaded, root, repository, commit, dirty, catalogs };
}

/** What a report records of the benchmark it was scored against. */
export function benchmarkInfo(b: Benchmark): BenchmarkInfo {
  return {
    name: b.manifest.name,
    repository: b.repository,
    commit: b.commit,
    manifest_sha256: b.sha256,
    ...(b.dirty ? { dirty: b.dirty } : {}),
  };
}

/** A suite's tasks, from its kind (a ConfigError names the suite's place in the manifest). */
function loadCatalog(root: string, manifestFile: string, suite: Suite, manifest: Manifest): Promise<CatalogTask[]> {
  return kindOf(suite.kind).catalog(suite, {
    root,
    manifestFile,
    where: `suites[${manifest.suites.indexOf(suite)}] (${suite.name})`,
  });
}

const run = promisify(execFile);

export interface GitState {
  repository: string | null;
  commit: string | null;
  dirty: Dirty | null;
}

/**
 * Where a benchmark directory comes from: its repository, commit, and the uncommitted changes
 * under it. A benchmark may be a subdirectory of a larger repository (examples/benchmark is one
 * of agent-eval's own): only paths under the benchmark directory count, so a change elsewhere in
 * the repository does not make it dirty. Files git ignores do not count either.
 */
export async function gitState(root: string): Promise<GitState> {
  const git = async (...args: string[]) => {
    try {
      const { stdout } = await run('git', ['-C', root, ...args], { timeout: 10_000, maxBuffer: 64 * 1024 * 1024 });
      return stdout;
    } catch {
      return null;
    }
  };
  const top = (await git('rev-parse', '--show-toplevel'))?.trim();
  if (!top) return { repository: null, commit: null, dirty: null };
  const [commit, remote, prefix, status] = await Promise.all([
    git('rev-parse', 'HEAD'),
    git('config', '--get', 'remote.origin.url'),
    git('rev-parse', '--show-prefix'),
    // -z: paths as they are, relative to the repository's top; `-- .`: under the benchmark
    // directory only; Python's bytecode caches (written by the verifiers themselves) do not count.
    git(
      '-c',
      'core.quotePath=false',
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--no-renames',
      '--ignore-submodules=none',
      '--',
      '.',
      ':(exclude,glob)**/__pycache__/**',
    ),
  ]);
  const remoteUrl = remote?.trim();
  return {
    repository: remoteUrl ? stripCredentials(remoteUrl) : null,
    commit: commit?.trim() || null,
    dirty: status === null ? null : await dirtyPaths(status, top, prefix?.trim() ?? ''),
  };
}

/** `git status --porcelain=v1 -z` entries ("XY path") -> the paths relative to the benchmark directory. */
async function dirtyPaths(status: string, top: string, prefix: string): Promise<Dirty | null> {
  const fromTop = [
    ...new Set(
      status
        .split('\0')
        .filter((entry) => entry.length > 3)
        .map((entry) => entry.slice(3)),
    ),
  ].sort(byCodeUnit);
  if (fromTop.length === 0) return null;
  const paths = fromTop.map((p) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p));
  // The digest of the uncommitted content (docs/provenance.md): every changed path with the
  // digest of what is there now, so two checkouts with the same changes have the same digest.
  const all = createHash('sha256');
  for (let i = 0; i < fromTop.length; i++) all.update(`${paths[i]}\0${await contentDigest(join(top, fromTop[i]!))}\n`);
  return { count: paths.length, paths: paths.slice(0, MAX_DIRTY_PATHS), sha256: all.digest('hex') };
}

/** sha256 of a changed path's content as it is now ("deleted" when it is gone; a symbolic link: of its target). */
async function contentDigest(file: string): Promise<string> {
  try {
    const st = await lstat(file);
    const data = st.isSymbolicLink()
      ? `link:${await readlink(file)}`
      : st.isFile()
        ? await readFile(file)
        : `not a file`;
    return createHash('sha256').update(data).digest('hex');
  } catch {
    return 'deleted';
  }
}

/** Never record a credential that a remote URL may carry. */
export function stripCredentials(url: string): string {
  return url.replace(/^(\w+:\/\/)[^@/]*@/, '$1');
}
