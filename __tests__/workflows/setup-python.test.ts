/**
 * agent-eval/setup-python (setup-python/action.yml), its scripts run for real with bash as a
 * runner runs them (env from the step): the plan step reads the manifest's setup through the
 * bundled CLI and computes the cache key; the install step makes the venv and installs the
 * benchmark's declared package (a wheel built in the test, pip with no index: no network), then,
 * on a cache hit, reuses the venv as it is. Needs a fresh bundle (npm run bundle).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { bundled, makeBenchmark, REPO, tempDir } from '../support/helpers.js';
import { buildWheel } from '../support/wheel.js';
import { slow } from '../setup/timeouts.js';
import { runBashStep } from '../support/bash-step.js';

type Obj = Record<string, unknown>;
const action = parse(readFileSync(path.join(REPO, 'setup-python/action.yml'), 'utf8')) as { runs: { steps: Obj[] } };
const step = (id: string): Obj => action.runs.steps.find((s) => s.id === id)!;

/** The step's own env with the ${{ }} values the test gives (nothing else from the test's environment but PATH and HOME). */
function runStep(id: string, env: Record<string, string>, cwd: string) {
  const fixed = Object.fromEntries(
    Object.entries((step(id).env ?? {}) as Record<string, string>).filter(([, v]) => !String(v).includes('${{')),
  );
  return runBashStep(
    String(step(id).run),
    { HOME: process.env.HOME ?? cwd, RUNNER_OS: 'Linux', RUNNER_ARCH: 'X64', ...fixed, ...env },
    cwd,
  );
}

const CLI = bundled('cli/index.js');

test('plan: no setup section, nothing to install; a setup: its requirements written, and a key of the OS, architecture, interpreter and their sha256', async () => {
  const temp = tempDir();
  const none = await runStep('plan', { BENCHMARK: makeBenchmark(), CLI, RUNNER_TEMP: temp }, temp);
  expect(none).toMatchObject({ code: 0, outputs: { needed: 'false' } });

  const bench = makeBenchmark({
    extraYaml: 'setup:\n  python:\n    requirements: requirements.txt\n    packages: ["aeval-probe==1.0.0"]\n',
  });
  writeFileSync(path.join(bench, 'requirements.txt'), 'pyyaml==6.0.3\n');
  const planned = await runStep('plan', { BENCHMARK: bench, CLI, RUNNER_TEMP: temp }, temp);
  expect(planned.code).toBe(0);
  const requirements = path.join(temp, 'agent-eval-requirements.txt');
  expect(readFileSync(requirements, 'utf8')).toBe('pyyaml==6.0.3\naeval-probe==1.0.0\n');
  const digest = createHash('sha256').update(readFileSync(requirements)).digest('hex');
  expect(planned.outputs).toEqual({
    needed: 'true',
    requirements,
    venv: path.join(temp, 'agent-eval-venv'),
    key: expect.stringMatching(new RegExp(`^agent-eval-venv-Linux-X64-[0-9a-f]{16}-${digest}$`)),
  });

  // Another requirement, another key; the same requirements, the same key.
  writeFileSync(path.join(bench, 'requirements.txt'), 'pyyaml==6.0.2\n');
  const other = await runStep('plan', { BENCHMARK: bench, CLI, RUNNER_TEMP: temp }, temp);
  expect(other.outputs.key).not.toBe(planned.outputs.key);
  writeFileSync(path.join(bench, 'requirements.txt'), 'pyyaml==6.0.3\n');
  expect((await runStep('plan', { BENCHMARK: bench, CLI, RUNNER_TEMP: temp }, temp)).outputs.key).toBe(
    planned.outputs.key,
  );
});

test('plan on a runner without node on PATH: a manifest without setup needs nothing; one with it is an error that says why', async () => {
  const temp = tempDir();
  const bin = path.join(temp, 'bin');
  mkdirSync(bin);
  for (const tool of ['bash', 'rm', 'grep'])
    symlinkSync(execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(), path.join(bin, tool));
  const none = await runStep('plan', { PATH: bin, BENCHMARK: makeBenchmark(), CLI, RUNNER_TEMP: temp }, temp);
  expect(none).toMatchObject({ code: 0, outputs: { needed: 'false' } });
  const bench = makeBenchmark({ extraYaml: 'setup:\n  python:\n    packages: ["aeval-probe==1.0.0"]\n' });
  const refused = await runStep('plan', { PATH: bin, BENCHMARK: bench, CLI, RUNNER_TEMP: temp }, temp);
  expect(refused.code).toBe(1);
  expect(refused.log).toContain("reads the manifest's setup section with agent-eval's CLI, which needs node on PATH");
});

test(
  'install: a fresh venv with the declared package (then saved), a restored one used as it is; a bad time bound is refused',
  async () => {
    const wheels = tempDir('agent-eval-wheel-');
    buildWheel(wheels);
    const temp = tempDir();
    const bench = makeBenchmark({ extraYaml: 'setup:\n  python:\n    packages: ["aeval-probe==1.0.0"]\n' });
    const planned = await runStep('plan', { BENCHMARK: bench, CLI, RUNNER_TEMP: temp }, temp);
    // The test's only addition: pip finds the wheel here and never asks an index (no network).
    const offline = { PIP_NO_INDEX: '1', PIP_FIND_LINKS: wheels, PIP_CONFIG_FILE: '/dev/null' };
    const env = {
      REQUIREMENTS: planned.outputs.requirements!,
      VENV: planned.outputs.venv!,
      TIMEOUT_SECONDS: '900',
      CACHE_HIT: '',
      ...offline,
    };
    const fresh = await runStep('install', env, bench);
    expect({ code: fresh.code, log: fresh.code === 0 ? '' : fresh.log }).toEqual({ code: 0, log: '' });
    const python = path.join(planned.outputs.venv!, 'bin/python');
    expect(fresh.outputs).toEqual({ fresh: 'true', python });
    expect(fresh.log).toContain('aeval-probe==1.0.0');
    expect(
      execFileSync(python, ['-c', 'import aeval_probe; print(aeval_probe.answer())'], { encoding: 'utf8' }).trim(),
    ).toBe('probe-ok');

    const restored = await runStep('install', { ...env, CACHE_HIT: 'true' }, bench);
    expect(restored).toMatchObject({ code: 0, outputs: { python } });
    expect(restored.outputs.fresh).toBeUndefined();
    expect(restored.log).toContain('restored from the cache');

    const bad = await runStep('install', { ...env, TIMEOUT_SECONDS: '1; rm -rf /' }, bench);
    expect(bad.code).toBe(1);
    expect(bad.log).toContain('input timeout-seconds: a whole number of seconds');
  },
  slow(240_000, 'creates a venv with pip and installs a wheel'),
);
