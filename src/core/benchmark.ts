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

export interface CatalogTask {
  key: string;
  /** Absolute path of the task file (a table suite: of the ground-truth case directory). */
  file: string;
}

export interface Benchmark extends LoadedManifest {
  root: string;
  repository: string | null;
  commit: string | null;
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
  const { repository, commit } = await gitOrigin(root);
  return { ...loaded, root, repository, commit, catalogs };
}

/** A suite's tasks, from its kind (a ConfigError names the suite's place in the manifest). */
function loadCatalog(root: string, manifestFile: string, suite: Suite, manifest: Manifest): Promise<CatalogTask[]> {
  return kindOf(suite.kind).catalog(suite, { root, manifestFile, where: `suites[${manifest.suites.indexOf(suite)}] (${suite.name})` });
}

const run = promisify(execFile);

async function gitOrigin(root: string): Promise<{ repository: string | null; commit: string | null }> {
  const git = async (...args: string[]) => {
    try {
      const { stdout } = await run('git', ['-C', root, ...args], { timeout: 10_000 });
      return stdout.trim() || null;
    } catch {
      return null;
    }
  };
  const top = await git('rev-parse', '--show-toplevel');
  if (!top) return { repository: null, commit: null };
  const [commit, remote] = await Promise.all([git('rev-parse', 'HEAD'), git('config', '--get', 'remote.origin.url')]);
  return { repository: remote ? stripCredentials(remote) : null, commit };
}

/** Never record a credential that a remote URL may carry. */
export function stripCredentials(url: string): string {
  return url.replace(/^(\w+:\/\/)[^@/]*@/, '$1');
}
