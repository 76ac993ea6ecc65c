/**
 * `agent-eval init` (docs/cli.md, docs/new-benchmark.md): what a benchmark repository holds that
 * a manifest can name. Task catalogs (directories of task YAML files), the verifier files next
 * to them (named `_success_criteria.py` or `verif…py`), a worker that speaks the jsonl protocol (a
 * Python file reading stdin), ground-truth case directories (`case_NNN/config.json`) and output
 * tasks files (a YAML file with a `tasks` mapping); and the starting agent-eval.yml they make.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { walkTree, type WalkEntry } from './fs/walker.js';
import { MANIFEST_FILE } from './manifest/load.js';
import { parseYaml } from './manifest/yaml.js';

export interface Discovered {
  /** Directories of task YAML files, each with the verifier files beside its tasks. */
  catalogs: Array<{ dir: string; tasks: string[]; verifierFiles: string[] }>;
  /** Python files that read requests on stdin (a jsonl worker). */
  workers: string[];
  /** Directories holding case_NNN/config.json. */
  caseDirs: string[];
  /** YAML files with a top-level `tasks` mapping (output suites). */
  outputTasks: string[];
}

const SKIPPED = new Set(['node_modules', '__pycache__', 'submissions', 'dist', 'venv']);
const YAML = /\.ya?ml$/i;
const VERIFIER_FILE = /(_success_criteria|verif[a-z]*)\.py$/i;

export async function discoverBenchmark(root: string): Promise<Discovered> {
  const files = new Map<string, string[]>();
  await walkTree(
    root,
    {
      entry: (e: WalkEntry) => {
        if (e.type === 'dir') return !e.name.startsWith('.') && !SKIPPED.has(e.name);
        if (e.type === 'file') files.set(e.dir, [...(files.get(e.dir) ?? []), e.name]);
        return undefined;
      },
    },
    { maxDepth: 6, maxEntries: 50_000 },
  );
  const out: Discovered = { catalogs: [], workers: [], caseDirs: [], outputTasks: [] };
  const rel = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
  for (const [dir, names] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const base = path.posix.basename(dir);
    if (/^case_/.test(base) && names.includes('config.json')) {
      const parent = path.posix.dirname(dir) === '.' ? '' : path.posix.dirname(dir);
      if (parent && !out.caseDirs.includes(parent)) out.caseDirs.push(parent);
      continue;
    }
    const yamls = names.filter((n) => YAML.test(n) && !(dir === '' && n === MANIFEST_FILE)).sort();
    const tasks: string[] = [];
    for (const name of yamls) {
      const data = readYaml(path.join(root, dir, name));
      if (
        data &&
        typeof data === 'object' &&
        !Array.isArray(data) &&
        isMapping((data as Record<string, unknown>).tasks)
      )
        out.outputTasks.push(rel(dir, name));
      else if (data && typeof data === 'object' && !Array.isArray(data)) tasks.push(name);
    }
    if (tasks.length > 0 && dir !== '')
      out.catalogs.push({ dir, tasks, verifierFiles: names.filter((n) => VERIFIER_FILE.test(n)).sort() });
    for (const name of names.filter((n) => n.endsWith('.py')).sort()) {
      const text = readText(path.join(root, dir, name));
      if (/sys\.stdin/.test(text) && /json\.dumps?\(/.test(text) && !/argparse/.test(text))
        out.workers.push(rel(dir, name));
    }
  }
  return out;
}

function isMapping(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(0, 200_000);
  } catch {
    return '';
  }
}

function readYaml(file: string): unknown {
  try {
    return parseYaml(readText(file), file);
  } catch {
    return null;
  }
}

export interface Draft {
  /** The manifest's text. */
  text: string;
  /** What was found but could not be written, and why. */
  notes: string[];
}

/** The starting manifest from what was found; each suite named after its directory. */
export function draftManifest(name: string, found: Discovered): Draft {
  const notes: string[] = [];
  const used = new Set<string>();
  const suiteName = (dir: string) => {
    const base = (
      path.posix
        .basename(dir)
        .replace(/[^A-Za-z0-9_.-]/g, '-')
        .replace(/^[^A-Za-z0-9]+/, '') || 'suite'
    ).slice(0, 60);
    let n = base;
    for (let i = 2; used.has(n); i++) n = `${base}-${i}`;
    used.add(n);
    return n;
  };
  const lines = ['version: 1', `name: ${JSON.stringify(name)}`, 'suites:'];
  const worker = found.workers[0];
  for (const c of found.catalogs) {
    const beside =
      c.verifierFiles.length > 0
        ? `; verifier files beside the tasks: ${c.verifierFiles.length} (${c.verifierFiles.slice(0, 3).join(', ')}${c.verifierFiles.length > 3 ? ', …' : ''})`
        : '';
    if (!worker) {
      notes.push(
        `${c.dir}: ${c.tasks.length} task file(s)${beside}, but no worker speaking the jsonl protocol (a Python file reading requests on stdin): add this suite with its verifier by hand (docs/verifiers.md)`,
      );
      continue;
    }
    const stems = c.tasks.map((t) => t.replace(YAML, ''));
    const splits = ['v1', 'v2'].filter((v) => stems.some((s) => s.endsWith(`_${v}`)));
    const ext = c.tasks.every((t) => t.endsWith('.yaml'))
      ? 'yaml'
      : c.tasks.every((t) => t.endsWith('.yml'))
        ? 'yml'
        : '{yaml,yml}';
    lines.push(
      `  - name: ${suiteName(c.dir)}`,
      '    kind: trajectory',
      `    tasks: ${c.dir}/*.${ext}  # ${c.tasks.length} task file(s)${beside}`,
      '    verifier:',
      `      command: [python3, ${worker}]`,
      '      protocol: jsonl',
    );
    if (splits.length === 2 && stems.every((s) => splits.some((v) => s.endsWith(`_${v}`))))
      lines.push('    splits:', ...splits.map((v) => `      ${v}: "*_${v}"`));
  }
  for (const dir of found.caseDirs) lines.push(`  - name: ${suiteName(dir)}`, '    kind: table', `    cases: ${dir}`);
  for (const file of found.outputTasks)
    lines.push(
      `  - name: ${suiteName(path.posix.dirname(file) === '.' ? file.replace(YAML, '') : path.posix.dirname(file))}`,
      '    kind: output',
      `    tasks: ${file}`,
    );
  if (lines.length === 3) return { text: '', notes };
  return { text: `${lines.join('\n')}\n`, notes };
}
