/**
 * Runs the bundled action (an action.yml's runs.main: dist/action/index.js, or dist/action/<sub-action>.js,
 * taken from the bundle under test: bundled() in helpers.ts) the way the GitHub runner does: a node
 * process whose cwd is the workspace, inputs in INPUT_* variables (name upper-cased, spaces to
 * underscores, dashes kept), the event payload in GITHUB_EVENT_PATH, outputs and the job summary
 * through the GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. Also: a benchmark git repository.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { bundled, REPO, tempDir } from './helpers.js';

export const EXAMPLE = path.join(REPO, 'examples/benchmark');
export const DEMO = path.join(REPO, 'examples/runs/demo');

export interface RunOptions {
  inputs: Record<string, string>;
  event?: { name: string; payload: object };
  env?: Record<string, string>;
  /** The node command (default: this node); see node24(). */
  node?: string[] | (() => string[]);
  /** Prepare the workspace (default: the demo submission in `submission/`). */
  workspace?: (dir: string) => void;
  /** What `${{ github.token }}` stands for in action.yml defaults. */
  githubToken?: string;
  /** Existing step-summary content, as left by earlier steps. */
  summaryBefore?: string;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
  runnerTemp: string;
  home: string;
  files: { output: string; summary: string; event: string };
  ms: number;
}

let node24Path: string | null = null;
/**
 * Node 24 (what action.yml's `using: node24` runs on), from `npx -y node@24`. The binary is
 * resolved once and then started directly, as the runner starts node: through npx a shell
 * would sit in between, and shells drop environment variables whose names hold a dash, such
 * as INPUT_RUN-DIR.
 */
export function node24(): string[] {
  node24Path ??= execFileSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], { encoding: 'utf8' }).trim();
  return [node24Path];
}

/** The name the runner gives an input's environment variable. */
export const inputEnvName = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** Action processes still running; a test that timed out leaves none behind for the next test. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

export async function runAction(options: RunOptions): Promise<RunResult> {
  const root = tempDir('agent-eval-runner-');
  const workspace = path.join(root, 'workspace');
  const runnerTemp = path.join(root, 'runner-temp');
  const home = path.join(root, 'home');
  for (const d of [workspace, runnerTemp, home]) mkdirSync(d, { recursive: true });
  (options.workspace ?? ((dir) => cpSync(DEMO, path.join(dir, 'submission'), { recursive: true })))(workspace);
  const files = {
    output: path.join(root, 'file_commands', 'set_output'),
    summary: path.join(root, 'file_commands', 'step_summary'),
    event: path.join(root, 'event.json'),
  };
  mkdirSync(path.dirname(files.output), { recursive: true });
  writeFileSync(files.output, '');
  writeFileSync(files.summary, options.summaryBefore ?? '');
  const event = options.event ?? {
    name: 'pull_request',
    payload: { action: 'synchronize', number: 7, pull_request: { number: 7 } },
  };
  writeFileSync(files.event, JSON.stringify(event.payload));

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: 'bench-org/submissions',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'Score submissions',
    GITHUB_SERVER_URL: 'https://github.com',
    RUNNER_TEMP: runnerTemp,
    AGENT_EVAL_RETRY_BASE_MS: '20',
    AGENT_EVAL_RETRY_MAX_MS: '200',
  };
  // Which of the six actions: `mode` in the inputs names a sub-action (merge, publish, rescore, compare, plan) and is
  // not passed on.
  const { mode = 'score', ...inputs } = options.inputs;
  const dir = actionDir(mode);
  // The runner sets every input that has a default in that action.yml, then the workflow's `with:`.
  for (const [name, value] of Object.entries(actionDefaults(options.githubToken ?? '', mode)))
    env[inputEnvName(name)] = value;
  for (const [name, value] of Object.entries(inputs)) env[inputEnvName(name)] = value;
  Object.assign(env, options.env);

  const [cmd, ...pre] = (typeof options.node === 'function' ? options.node() : options.node) ?? [process.execPath];
  const started = Date.now();
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>(
    (resolve, reject) => {
      // action.yml's runs.main (dist/action/...), in the bundle under test.
      const declared = path.resolve(
        dir,
        (parseYaml(readFileSync(path.join(dir, 'action.yml'), 'utf8')) as { runs: { main: string } }).runs.main,
      );
      const main = bundled(path.relative(path.join(REPO, 'dist'), declared));
      const child = spawn(cmd!, [...pre, main], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
      running.add(child);
      child.on('close', () => running.delete(child));
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
      child.on('error', reject);
      child.on('close', (c) => resolve({ code: c ?? -1, stdout: out, stderr: err }));
    },
  );
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    workspace,
    runnerTemp,
    home,
    files,
    ms: Date.now() - started,
  };
}

/** action.yml's input defaults, with `${{ github.token }}` evaluated. */
/** The directory of an action's action.yml: the repository's root for agent-eval, a sub-directory for agent-eval/merge, /publish, /rescore, /compare. */
export function actionDir(mode: string): string {
  return mode === 'score' ? REPO : path.join(REPO, mode);
}

export function actionDefaults(githubToken: string, mode = 'score'): Record<string, string> {
  const action = parseYaml(readFileSync(path.join(actionDir(mode), 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const out: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) {
    if (input.default !== undefined)
      out[name] = String(input.default).replace(/\$\{\{\s*github\.token\s*\}\}/g, githubToken);
  }
  return out;
}

/** Parses the GITHUB_OUTPUT file: `name<<DELIMITER\nvalue\nDELIMITER` blocks (and `name=value` lines). */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i]!);
      out[heredoc[1]!] = value.join('\n');
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return out;
}

/** Workflow commands the runner would act on: `::warning::…`, `::error::…`, `::add-mask::…`. */
export function commands(stdout: string, name: string): string[] {
  return stdout
    .split('\n')
    .filter((l) => l.startsWith(`::${name}`))
    .map((l) => l.slice(l.indexOf('::', 2) + 2));
}

export interface BenchmarkRepo {
  dir: string;
  url: string;
  /** The commit tagged v1 (the example benchmark as it is). */
  sha: string;
  tag: string;
  /** A later commit on `main` that renames the benchmark. */
  headSha: string;
  branch: string;
}

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' }).trim();

/** A real git repository holding the example benchmark: v1 (annotated tag) and a later commit on main. */
export function benchmarkRepo(parent = tempDir('agent-eval-benchrepo-')): BenchmarkRepo {
  const dir = path.join(parent, 'bench.git-src');
  cpSync(EXAMPLE, dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'agentworld-mini v1');
  const sha = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'tag', '-a', 'v1', '-m', 'v1');
  const manifest = path.join(dir, 'agent-eval.yml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/^name: .*$/m, 'name: agentworld-mini-next'));
  git(dir, 'commit', '-q', '-am', 'rename');
  return { dir, url: `file://${dir}`, sha, tag: 'v1', headSha: git(dir, 'rev-parse', 'HEAD'), branch: 'main' };
}

/** Every regular file under these directories, recursively (symlinks not followed). */
export function allFiles(...dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push(p);
    }
  };
  dirs.forEach(walk);
  return out;
}

export function fileContaining(needles: string[], files: string[]): string[] {
  return files.filter((f) => statSync(f).size < 256 * 1024 * 1024 && needles.some((n) => readFileSync(f).includes(n)));
}
