/**
 * A benchmark checkout: its validated manifest, each suite's task catalog, and where it came
 * from (repository and commit when it is a git checkout). Trusted code, read once per command.
 */
import { execFile } from 'node:child_process';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError, UsageError } from './errors.js';
import { globToRegExp, isSingleDirectoryGlob } from './fs/glob.js';
import { loadManifest, type LoadedManifest } from './manifest/load.js';
import { normalizeCaseId } from './kinds/table/case-id.js';
import { loadOutputTasks } from './kinds/output/tasks.js';
import type { Manifest, OutputSuite, Suite, TableSuite, TrajectorySuite } from './manifest/schema.js';
import { MAX_DIRTY_PATHS, type BenchmarkInfo } from './report/schema.js';

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
    throw new UsageError(`--benchmark ${dir}: not a directory`);
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

async function loadCatalog(root: string, manifestFile: string, suite: Suite, manifest: Manifest): Promise<CatalogTask[]> {
  switch (suite.kind) {
    case 'table':
      return loadCaseCatalog(root, manifestFile, suite, manifest);
    case 'output':
      return loadOutputCatalog(root, manifestFile, suite, manifest);
    case 'trajectory':
      return loadTaskCatalog(root, manifestFile, suite, manifest);
  }
}

/** Output suites: the keys of the tasks file (validated here, so a bad file stops every command). */
async function loadOutputCatalog(root: string, manifestFile: string, suite: OutputSuite, manifest: Manifest): Promise<CatalogTask[]> {
  const where = `suites[${manifest.suites.indexOf(suite)}] (${suite.name}).tasks`;
  const tasks = await loadOutputTasks(root, suite.tasks, manifestFile, where);
  const file = path.join(root, suite.tasks);
  return [...tasks.keys()].map((key) => ({ key, file }));
}

/** Table suites: every `case_xxx` directory of `cases`; task key = normalised case id. */
async function loadCaseCatalog(root: string, manifestFile: string, suite: TableSuite, manifest: Manifest): Promise<CatalogTask[]> {
  const where = `suites[${manifest.suites.indexOf(suite)}] (${suite.name}).cases`;
  const dir = path.join(root, suite.cases);
  let entries;
  try {
    entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)); // (the same message on every machine)
  } catch {
    throw new ConfigError(manifestFile, `${where}: directory ${suite.cases} does not exist`);
  }
  const tasks: CatalogTask[] = [];
  const seen = new Map<string, string>();
  for (const e of entries) {
    const key = e.isDirectory() ? normalizeCaseId(e.name) : null;
    if (!key) continue;
    if (seen.has(key)) throw new ConfigError(manifestFile, `${where}: ${seen.get(key)} and ${e.name} are the same case ${key}`);
    seen.set(key, e.name);
    tasks.push({ key, file: path.join(dir, e.name) });
  }
  if (tasks.length === 0) throw new ConfigError(manifestFile, `${where}: ${suite.cases} holds no case_xxx directory`);
  return tasks.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

async function loadTaskCatalog(root: string, manifestFile: string, suite: TrajectorySuite, manifest: Manifest): Promise<CatalogTask[]> {
  const where = `suites[${manifest.suites.indexOf(suite)}] (${suite.name}).tasks`;
  if (!isSingleDirectoryGlob(suite.tasks)) {
    throw new ConfigError(manifestFile, `${where}: "${suite.tasks}" must be a non-recursive glob (wildcards in the file name only)`);
  }
  const slash = suite.tasks.lastIndexOf('/');
  const dir = path.join(root, slash < 0 ? '.' : suite.tasks.slice(0, slash));
  const namePattern = globToRegExp(suite.tasks.slice(slash + 1));
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    throw new ConfigError(manifestFile, `${where}: directory ${path.relative(root, dir) || '.'} does not exist`);
  }
  const tasks = entries
    .filter((e) => (e.isFile() || e.isSymbolicLink()) && namePattern.test(e.name))
    .map((e) => ({ key: stemOf(e.name), file: path.join(dir, e.name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (tasks.length === 0) throw new ConfigError(manifestFile, `${where}: "${suite.tasks}" matches no task file`);
  for (let i = 1; i < tasks.length; i++) {
    if (tasks[i]!.key === tasks[i - 1]!.key) {
      throw new ConfigError(manifestFile, `${where}: two task files share the key "${tasks[i]!.key}"`);
    }
  }
  if (suite.psr) {
    const keys = new Set(tasks.map((t) => t.key));
    for (const task of Object.keys(suite.psr.targets)) {
      if (!keys.has(task)) {
        throw new ConfigError(manifestFile, `suites[${manifest.suites.indexOf(suite)}] (${suite.name}).psr.targets.${task}: not a task of this suite`);
      }
    }
  }
  return tasks;
}

/** File name without its last extension; also used for a record's `task_source`. */
export function stemOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
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
  const sorted = [...new Set(paths)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { count: sorted.length, paths: sorted.slice(0, MAX_DIRTY_PATHS) };
}

/** Never record a credential that a remote URL may carry. */
export function stripCredentials(url: string): string {
  return url.replace(/^(\w+:\/\/)[^@/]*@/, '$1');
}
