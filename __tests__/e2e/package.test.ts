/**
 * The CLI as a package a submitter installs: `npm pack`, then the tarball installed into an
 * empty directory with an empty npm cache and no network (`--offline`: it has no dependencies,
 * dist/cli is bundled), and `npx agent-eval score` / `checksums` run there on the example
 * benchmark and demo run the package ships. What is packed is this repository, with the bundle
 * under test as its dist/ (see packageRoot).
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundled, REPO, tempDir } from '../support/helpers.js';
import { slow } from '../setup/timeouts.js';

const exec = promisify(execFile);

/** The environment without what `npm test` put there for its own run (npm_config_*, npm_package_*...). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return { ...env, ...extra };
}

async function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  try {
    const r = await exec(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

/**
 * The directory npm packs: this repository when the bundle under test is its dist/; else a copy of
 * what package.json's `files` names (and the files npm always packs, and .gitignore, which npm
 * reads), with the bundle under test as dist/.
 */
function packageRoot(work: string): string {
  const dist = bundled('.');
  if (path.resolve(dist) === path.join(REPO, 'dist')) return REPO;
  const stage = path.join(work, 'stage');
  const { files } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { files: string[] };
  const named = files
    .filter((f) => !f.startsWith('!'))
    .map((f) =>
      f
        .split('/')
        .filter((_, i, parts) => !parts.slice(0, i + 1).some((p) => /[*?[{]/.test(p)))
        .join('/'),
    );
  for (const rel of ['package.json', 'README.md', 'LICENSE', '.gitignore', ...named]) {
    const from = rel.startsWith('dist/') ? path.join(dist, rel.slice('dist/'.length)) : path.join(REPO, rel);
    cpSync(from, path.join(stage, rel), { recursive: true });
  }
  return stage;
}

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

test(
  'npm pack gives a tarball that, installed offline into an empty directory, scores the packed example with npx agent-eval',
  async () => {
    const work = tempDir('agent-eval-package-');
    const userconfig = path.join(work, 'npmrc');
    writeFileSync(userconfig, '');
    const env = cleanEnv({
      npm_config_userconfig: userconfig,
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    });

    const pack = await run('npm', ['pack', '--json', '--pack-destination', work], packageRoot(work), env);
    expect({ code: pack.code, stderr: pack.stderr }).toMatchObject({ code: 0 });
    const packed = (JSON.parse(pack.stdout) as Packed[])[0]!;
    const files = packed.files.map((f) => f.path).sort();
    console.log(
      `npm pack: ${packed.filename}, ${packed.size.toLocaleString('en-US')} B packed, ${packed.unpackedSize.toLocaleString('en-US')} B unpacked, ${packed.entryCount} files`,
    );

    // Only what a submitter needs: the bundled CLI, the docs, the example benchmark and demo run.
    const tops = [
      ...new Set(
        files.map((f) =>
          f.includes('/')
            ? f
                .split('/')
                .slice(0, f.startsWith('examples/') ? 2 : f.startsWith('dist/') ? 2 : 1)
                .join('/')
            : f,
        ),
      ),
    ].sort();
    expect(tops).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'SECURITY.md',
      'dist/cli',
      'docs',
      'examples/benchmark',
      'examples/runs',
      'package.json',
      'workflows',
    ]);
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/cli/index.js',
        'dist/cli/package.json',
        'dist/cli/licenses.txt',
        'examples/benchmark/agent-eval.yml',
        'examples/runs/demo/submission.yml',
      ]),
    );
    // Each command is a chunk of the bundle, loaded when it runs (scripts/bundle.mjs): every chunk is packed.
    const chunks = readdirSync(path.join(REPO, 'dist/cli')).filter((f) => /^\d+\.index\.js$/.test(f));
    expect(chunks.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(chunks.map((f) => `dist/cli/${f}`)));
    expect(files.filter((f) => f.startsWith('examples/runs/') && !f.startsWith('examples/runs/demo/'))).toEqual([]);
    expect(files.filter((f) => /__pycache__|\.pyc$/.test(f))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect({ dependencies: manifest.dependencies, private: manifest.private, bin: manifest.bin }).toEqual({
      dependencies: undefined,
      private: undefined,
      bin: { 'agent-eval': 'dist/cli/index.js' },
    });

    // An empty directory, an empty cache, no network.
    const app = path.join(work, 'app');
    const cache = path.join(work, 'empty-cache');
    await exec('mkdir', ['-p', app, cache]);
    const install = await run(
      'npm',
      ['install', '--offline', '--cache', cache, '--no-audit', '--no-fund', path.join(work, packed.filename)],
      app,
      env,
    );
    expect({ code: install.code, stderr: install.stderr }).toMatchObject({ code: 0 });
    expect(
      readdirSync(path.join(app, 'node_modules')).filter((n) => n !== '.package-lock.json' && n !== '.bin'),
    ).toEqual(['agent-eval']);

    const example = 'node_modules/agent-eval/examples';
    const npx = (...args: string[]) => run('npx', ['--offline', '--cache', cache, 'agent-eval', ...args], app, env);
    const version = await npx('--version');
    expect(version).toMatchObject({ code: 0, stdout: `${manifest.version}\n` });

    const score = await npx(
      'score',
      '--benchmark',
      `${example}/benchmark`,
      '--run',
      `${example}/runs/demo`,
      '--out',
      'out',
    );
    expect({ code: score.code, internal: /internal error/.test(score.stderr) }).toEqual({ code: 0, internal: false });
    expect(score.stdout).toMatch(/^agent-eval: agentworld-mini — FINAL\n/);
    const report = JSON.parse(readFileSync(path.join(app, 'out/scores.json'), 'utf8')) as {
      status: string;
      valid: boolean;
      suites: { name: string }[];
      tool: { version: string };
    };
    expect({
      status: report.status,
      valid: report.valid,
      suites: report.suites.map((s) => s.name),
      version: report.tool.version,
    }).toEqual({
      status: 'final',
      valid: true,
      suites: ['main', 'augmented', 'prep', 'qa'],
      version: manifest.version,
    });

    const sums = await npx('checksums', '--run', `${example}/runs/demo`);
    expect({ code: sums.code, files: sums.stdout.match(/: [0-9a-f]{64}$/gm)?.length }).toEqual({ code: 0, files: 76 });
  },
  slow(300_000, 'npm pack and install, then the packed CLI scores the demo with its python3 verifiers'),
);
