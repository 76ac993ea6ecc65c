/**
 * A benchmark checkout: its validated manifest, each suite's task catalog, and where it came
 * from (repository and commit when it is a git checkout). Trusted code, read once per command.
 */
import { execFile } from 'node:child_process';
import { realpath, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { UsageError } from './errors.js';
import { kindOf } from './kinds/registry.js';
import { loadManifest, type LoadedManifest } from './manifest/load.js';
import type { Manifest, Suite } from './manifest/schema.js';
import { MAX_DIRTY_PATHS, type BenchmarkInfo } from './report/schema.js';
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

export async function openBenchmark(dir: string): Promise<Benchmark> {
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
  const { repository, commit, dirty } = await gitState(root);
  return { ...loaded, root, repository, commit, dirty, catalogs };
}

/** What a report records of the benchmark it was scored against. */
export function benchmarkInfo(b: Benchmark): BenchmarkInfo {
  return { name: b.manifest.name, repository: b.repository, commit: b.commit, manifest_sha256: b.sha256, ...(b.dirty ? { dirty: b.dirty } : {}) };
}

/** A suite's tasks, from its kind (a ConfigError names the suite's place in the manifest). */
function loadCatalog(root: string, manifestFile: string, suite: Suite, manifest: Manifest): Promise<CatalogTask[]> {
  return kindOf(suite.kind).catalog(suite, { root, manifestFile, where: `suites[${manifest.suites.indexOf(suite)}] (${suite.name})` });
}

const run = promisify(execFile);

export interface Dirty {
  count: number;
  paths: string[];
}

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
    git('-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--ignore-submodules=none', '--', '.', ':(exclude,glob)**/__pycache__/**'),
  ]);
  const remoteUrl = remote?.trim();
  return {
    repository: remoteUrl ? stripCredentials(remoteUrl) : null,
    commit: commit?.trim() || null,
    dirty: status === null ? null : dirtyPaths(status, prefix?.trim() ?? ''),
  };
}

/** `git status --porcelain=v1 -z` entries ("XY path") -> the paths relative to the benchmark directory. */
function dirtyPaths(status: string, prefix: string): Dirty | null {
  const paths = status
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3))
    .map((p) => (prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p));
  if (paths.length === 0) return null;
  const sorted = [...new Set(paths)].sort(byCodeUnit);
  return { count: sorted.length, paths: sorted.slice(0, MAX_DIRTY_PATHS) };
}

/** Never record a credential that a remote URL may carry. */
export function stripCredentials(url: string): string {
  return url.replace(/^(\w+:\/\/)[^@/]*@/, '$1');
}
