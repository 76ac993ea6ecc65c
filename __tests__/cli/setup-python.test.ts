/**
 * Verifier dependencies (docs/verifiers.md, "Verifier dependencies"): a benchmark declares a
 * package its verifier imports; the package is a wheel built here by hand (no network, no
 * setuptools), installed into a venv with pip --no-index. `validate` and `score` with
 * `--python <venv>/bin/python` find it; with the python3 on PATH, validate names what is
 * missing and score gives each task a verifier error that names the module, never a zero.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, makeBenchmark, readReport, tempDir, trajectory, write, writeRecords } from '../support/helpers.js';
import { buildWheel, venvWith } from '../support/wheel.js';
import { slow, VERIFIER_TIMEOUT_S } from '../setup/timeouts.js';

/** A jsonl verifier that imports the declared package at start: without it, the worker cannot start. */
const VERIFIER = `import json, sys
import aeval_probe
for line in sys.stdin:
    req = json.loads(line)
    if req.get("check"):
        print(json.dumps({"id": req["id"], "ok": True}), flush=True)
        continue
    with open(req["record_file"], encoding="utf-8") as f:
        record = json.load(f)
    ok = record["metrics"]["total_rounds"] == 2
    print(json.dumps({"id": req["id"], "success": ok, "message": aeval_probe.answer()}), flush=True)
`;

function benchmark(setup: string): string {
  const bench = makeBenchmark({
    tasks: { main: ['task_01_a', 'task_02_b'] },
    suiteYaml: () => `  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    verifier:
      command: [python3, verifiers/probe.py]
      timeout_s: ${VERIFIER_TIMEOUT_S}
      workers: 1
`,
    extraYaml: setup,
  });
  write(path.join(bench, 'verifiers/probe.py'), VERIFIER);
  return bench;
}

const CONFIGS = [
  {
    how: 'a requirements file',
    setup: 'setup:\n  python:\n    requirements: requirements.txt\n',
    requirements: '# the verifiers need\naeval-probe==1.0.0  # pinned\n',
  },
  { how: 'a pinned list', setup: 'setup:\n  python:\n    packages: ["aeval_probe==1.0.0"]\n' },
];

let python: string;
beforeAll(
  () => {
    python = venvWith(buildWheel(tempDir('agent-eval-wheel-')));
  },
  slow(180_000, 'creates a venv and installs a wheel with pip'),
);

test.each(CONFIGS)(
  'validate with $how: passes with --python <venv>, and names the missing package without it',
  async ({ setup, requirements }) => {
    const bench = benchmark(setup);
    if (requirements) write(path.join(bench, 'requirements.txt'), requirements);
    const ok = await cli('validate', '--benchmark', bench, '--python', python);
    expect(ok.stdout).toContain('OK: the benchmark is ready');
    expect(ok.code).toBe(0);

    const missing = await cli('validate', '--benchmark', bench);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(
      /problem: setup: aeval[-_]probe \(declared "aeval[-_]probe==1\.0\.0.*"\) is not installed in \S*python/,
    );
  },
);

test('validate names a pin the installed version does not match, and an interpreter that does not exist', async () => {
  const bench = benchmark('setup:\n  python:\n    packages: ["aeval-probe==2.0"]\n');
  const wrong = await cli('validate', '--benchmark', bench, '--python', python);
  expect(wrong.code).toBe(1);
  expect(wrong.stdout).toContain('aeval-probe 1.0.0 is installed in');
  expect(wrong.stdout).toContain('but "aeval-probe==2.0" is declared');
  expect(await cli('validate', '--benchmark', bench, '--python', path.join(bench, 'no/python'))).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('no such file'),
  });
});

test(
  'score with --python runs the verifier in the venv; without it, each task is a verifier error naming the module, not a zero',
  async () => {
    const bench = benchmark('setup:\n  python:\n    packages: ["aeval-probe==1.0.0"]\n');
    const run = tempDir();
    writeRecords(run, 'main', 'trial-1', {
      a: trajectory({ task_key: 'task_01_a' }, { success: true }),
      b: trajectory({ task_key: 'task_02_b' }, { success: true }),
    });
    const out = path.join(tempDir(), 'with');
    const scored = await cli('score', '--benchmark', bench, '--run', run, '--out', out, '--python', python);
    expect(scored.code).toBe(0);
    const report = readReport(out);
    const trial = report.suites[0].trials[0];
    expect(trial.verdicts.map((v: { success: boolean; message: string }) => [v.success, v.message])).toEqual([
      [true, 'probe-ok'],
      [true, 'probe-ok'],
    ]);
    expect(report.status).toBe('final');

    const without = path.join(tempDir(), 'without');
    const bare = await cli('score', '--benchmark', bench, '--run', run, '--out', without);
    expect(bare.code).toBe(1);
    const broken = readReport(without);
    expect(broken.valid).toBe(false);
    const errors = broken.suites[0].trials[0].errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toContain("No module named 'aeval_probe'");
    expect(broken.suites[0].trials[0].verdicts.filter((v: { success: boolean }) => v.success === false)).toEqual([]);
    expect(existsSync(python)).toBe(true);
  },
  slow(180_000, 'two scoring passes with python verifiers'),
);

test(
  'rescore with --python scores every submission in the venv; without it, the submission is not ranked',
  async () => {
    const bench = benchmark('setup:\n  python:\n    packages: ["aeval-probe==1.0.0"]\n');
    const subs = tempDir();
    writeRecords(path.join(subs, 'alpha'), 'main', 'trial-1', {
      a: trajectory({ task_key: 'task_01_a' }, { success: true }),
      b: trajectory({ task_key: 'task_02_b' }, { success: true }),
    });
    const ranked = (out: string) =>
      JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8')).suites[0].ranked.map(
        (r: { submission: string }) => r.submission,
      );
    const withPython = tempDir();
    expect(
      (
        await cli(
          'rescore',
          '--benchmark',
          bench,
          '--submissions',
          subs,
          '--out',
          withPython,
          '--python',
          python,
          '--fail-on',
          'never',
          '--quiet',
        )
      ).code,
    ).toBe(0);
    expect(ranked(withPython)).toEqual(['alpha']);
    const without = tempDir();
    expect(
      (
        await cli(
          'rescore',
          '--benchmark',
          bench,
          '--submissions',
          subs,
          '--out',
          without,
          '--fail-on',
          'never',
          '--quiet',
        )
      ).code,
    ).toBe(0);
    expect(ranked(without)).toEqual([]);
  },
  slow(180_000, 'two rescores with python verifiers'),
);
