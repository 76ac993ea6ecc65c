/**
 * `agent-eval import checkpoint-inputs` end to end: a generated file of 3 models × 300 rows
 * (and one model with partial coverage) against a catalog of 100 main + 200 augmented tasks with
 * v1/v2 splits, every figure checked against an independent computation in Python
 * (fixtures/import/checkpoint_figures.py) per model, suite and split; the input file is never
 * written to; rejected rows are named on screen and in the data.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ImportIndexSchema } from '../../src/core/import/models-index.js';
import { ReportSchema } from '../../src/core/report/schema.js';
import { cli, makeBenchmark, REPO, rng, tempDir, write } from '../support/helpers.js';

const FIGURES = path.join(REPO, '__tests__/fixtures/import/checkpoint_figures.py');
const pad = (i: number) => String(i).padStart(3, '0');
const MAIN = Array.from({ length: 100 }, (_, i) => `task_${pad(i + 1)}_main`);
const AUG = Array.from({ length: 100 }, (_, i) => [`task_${pad(i + 1)}_aug_v1`, `task_${pad(i + 1)}_aug_v2`]).flat();
/** Tasks whose messages carry a bare value or a denominator that is not the target. */
const TARGETS: Record<string, Record<string, number>> = {};
for (let i = 0; i < 100; i += 7) TARGETS[MAIN[i]!] = { Alive: 3 };
for (let i = 3; i < 100; i += 11) TARGETS[MAIN[i]!] = { Survivors: 3 };

function benchmark() {
  const targets = Object.entries(TARGETS)
    .map(([task, t]) => `        ${task}: ${JSON.stringify(t)}\n`)
    .join('');
  return makeBenchmark({
    tasks: { main: MAIN, augmented: AUG },
    suiteYaml: (suite) => `  - name: ${suite}
    kind: trajectory
    tasks: tasks/${suite}/*.yaml
    verifier: { command: [python3, verifiers/scripted.py] }
${suite === 'augmented' ? '    splits: { v1: "*_v1", v2: "*_v2" }\n    publish: false\n    import: { stage: augmented }\n' : '    import: { stage: main }\n'}    psr:
      method: checkpoint_fraction_v1
      upper_bounds: [Rounds]
${suite === 'main' ? `      targets:\n${targets}` : ''}`,
  });
}

/** One model's rows: every task once (or `keep` of them), outcomes and messages drawn from `seed`. */
function rows(seed: number, keep = 1) {
  const { next } = rng(seed);
  const int = (n: number) => Math.floor(next() * n);
  const message = (task: string) => {
    if (TARGETS[task]?.Alive) return `Alive: ${int(4)}, Gate shut: ${next() < 0.5 ? 'True' : 'False'}`;
    if (TARGETS[task]?.Survivors) return `Survivors: ${int(5)}/5`;
    return [
      () => `Logs: ${int(6)}/5, Kills: ${int(4)}/3, All alive: ${next() < 0.5 ? 'True' : 'False'}`,
      () => `Sword2/HeavySword: ${int(3)}/2, Axe: ${int(2)}/1`,
      () => `Rounds: ${10 + int(20)}/20, Iron bars: ${int(5)}/4`,
      () => `Staff crafted: ${next() < 0.3 ? 'True' : 'False'}`,
    ][int(4)]!();
  };
  const out: object[] = [];
  for (const [stage, tasks] of [
    ['main', MAIN],
    ['augmented', AUG],
  ] as const) {
    for (const task of tasks) {
      if (next() >= keep) continue;
      const success = next() < 0.45;
      out.push({
        stage,
        task,
        success,
        message: success ? 'Done: True' : message(task),
        CCE: success ? Math.round(next() * 10_000) / 10_000 : 0,
        rounds: 1 + int(40),
        chats: int(25),
      });
    }
  }
  // The file's order is not the catalog's.
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Expected {
  expected: number;
  scored: number;
  missing: string[];
  SR: number | null;
  PSR: number | null;
  CCE: number | null;
  rounds: number | null;
  chats: number | null;
}

function independent(file: string): Record<string, Record<string, Expected>> {
  const spec = {
    file,
    suites: {
      main: { suite: 'main', catalog: MAIN },
      augmented: { suite: 'augmented', catalog: AUG, splits: { v1: '_v1', v2: '_v2' } },
    },
    targets: TARGETS,
    upper_bounds: ['Rounds'],
  };
  return JSON.parse(execFileSync('python3', [FIGURES], { input: JSON.stringify(spec), encoding: 'utf8' }));
}

const near = (actual: number | null | undefined, expected: number | null, decimals: number) => {
  if (expected === null) return expect(actual).toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
};

test('3 models × 300 rows and one with partial coverage: every figure agrees with an independent computation, per model, suite and split; the input is untouched', async () => {
  const dir = tempDir();
  const bench = benchmark();
  const data = { 'model-a': rows(1), 'model-b': rows(2), 'model-c': rows(3), 'partial-model': rows(4, 0.8) };
  const file = write(path.join(dir, 'checkpoint_inputs.json'), data);
  const before = { bytes: readFileSync(file), mtime: statSync(file).mtimeMs };
  const out = path.join(dir, 'out');

  const r = await cli('import', 'checkpoint-inputs', file, '--benchmark', bench, '--out', out);
  expect(r.code).toBe(1); // partial-model is not final (--fail-on non-final)
  expect(r.stdout).toMatch(
    /harness-reported success and saved CCE from AgentWorld checkpoint inputs, not re-verified by agent-eval/,
  );

  const index = ImportIndexSchema.parse(JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')));
  const expected = independent(file);
  expect(index.models.map((m) => m.model)).toEqual(['model-a', 'model-b', 'model-c', 'partial-model']);
  for (const m of index.models) {
    expect(m.errors).toEqual([]);
    const report = ReportSchema.parse(JSON.parse(readFileSync(path.join(out, m.dir!, 'scores.json'), 'utf8')));
    expect(readFileSync(path.join(out, m.dir!, 'summary.md'), 'utf8')).toMatch(/not re-verified by agent-eval/);
    expect(readFileSync(path.join(out, m.dir!, 'summary.csv'), 'utf8').split('\n').length).toBeGreaterThan(m.rows);
    const complete = m.model !== 'partial-model';
    expect(m.final).toBe(complete);
    for (const s of m.suites) {
      // The index repeats the report's own figures.
      const suite = report.suites.find((x) => x.name === s.name)!;
      expect(s.metrics.SR_percent).toEqual(suite.trials[0]!.metrics.SR_percent);
      for (const f of [s, ...(s.splits ?? []).map((sp) => ({ ...sp, name: `${s.name}/${sp.name}` }))]) {
        const want = expected[m.model]![f.name]!;
        expect({
          model: m.model,
          name: f.name,
          scored: f.coverage.scored,
          expected: f.coverage.expected,
          missing: f.coverage.missing_tasks,
        }).toEqual({
          model: m.model,
          name: f.name,
          scored: want.scored,
          expected: want.expected,
          missing: want.missing,
        });
        expect(f.final).toBe(complete);
        const headline = (name: string) => (complete ? f.metrics[name]!.value : f.metrics[`observed_${name}`]!.value);
        if (!complete) {
          // Partial coverage: the SR (and PSR) are withheld, the observed values given.
          expect(f.metrics.SR_percent!.value).toBeNull();
          expect(f.metrics.PSR_percent!.value).toBeNull();
          expect(f.metrics.CCE!.value).toBeNull();
        }
        near(headline('SR_percent'), want.SR, 4);
        near(headline('PSR_percent'), want.PSR, 4);
        if (complete) near(f.metrics.CCE!.value, want.CCE, 4);
        near(f.metrics.rounds_mean!.value, want.rounds, 4);
        near(f.metrics.chats_mean!.value, want.chats, 4);
      }
    }
    const augmented = m.suites.find((s) => s.name === 'augmented')!;
    expect(augmented.publish).toBe(false);
    expect(augmented.splits!.map((s) => s.coverage.expected)).toEqual([100, 100]);
  }
  const partial = index.models.find((m) => m.model === 'partial-model')!;
  expect(partial.suites[0]!.coverage.missing_tasks.length).toBeGreaterThan(0);
  expect(readFileSync(path.join(out, 'index.md'), 'utf8')).toMatch(/partial-model: \d+ task\(s\) missing/);

  // The input file is only read.
  expect(readFileSync(file).equals(before.bytes)).toBe(true);
  expect(statSync(file).mtimeMs).toBe(before.mtime);
});

test('rejected rows are named on screen and in the data (file, model, row), the rest is imported, the input is untouched', async () => {
  const dir = tempDir();
  const bench = benchmark();
  const good = rows(5);
  const bad = [
    ...good.slice(0, 3),
    { ...(good[0] as object) },
    { stage: 'augmented', task: 'task_001_aug', success: true, message: 'Done: True', CCE: 1, rounds: 1, chats: 1 },
    { ...(good[5] as object), rounds: -2 },
  ];
  const file = write(path.join(dir, 'inputs.json'), { clean: good, messy: bad });
  const before = { bytes: readFileSync(file), mtime: statSync(file).mtimeMs };
  const out = path.join(dir, 'out');
  const r = await cli('import', 'checkpoint-inputs', file, '--benchmark', bench, '--out', out, '--fail-on', 'invalid');
  expect(r.code).toBe(1);
  expect(r.stdout).toMatch(/Rejected \(4\)/);
  expect(r.stdout).toContain(`${file}: model messy, suite `);
  expect(r.stdout).toMatch(/row 3, task \w+: Duplicate row for \w+ \(also row 0\); neither is used/);
  expect(r.stdout).toMatch(/row 4: augmented task task_001_aug has no variant suffix/);
  expect(r.stdout).toMatch(/row 5, task \w+: rounds must be nonnegative, got -2/);
  const index = ImportIndexSchema.parse(JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')));
  expect(index.models.find((m) => m.model === 'clean')).toMatchObject({ valid: true, final: true, errors: [] });
  const messy = index.models.find((m) => m.model === 'messy')!;
  expect(messy).toMatchObject({ valid: false, final: false });
  expect(messy.errors).toHaveLength(4);
  const report = JSON.parse(readFileSync(path.join(out, 'messy', 'scores.json'), 'utf8'));
  expect(report.suites.flatMap((s: { trials: Array<{ verdicts: unknown[] }> }) => s.trials[0]!.verdicts)).toHaveLength(
    4,
  ); // 0, 1, 2 (error: 0 and 3), 5 (error)
  expect(readFileSync(file).equals(before.bytes)).toBe(true);
  expect(statSync(file).mtimeMs).toBe(before.mtime);
});

test('imported at a benchmark checkout with uncommitted changes: index.json carries benchmark.dirty, index.md says it (docs/provenance.md)', async () => {
  const dir = tempDir();
  const bench = benchmark();
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', bench, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args]);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'benchmark');
  writeFileSync(path.join(bench, 'NOTES.md'), 'uncommitted\n');
  const file = write(path.join(dir, 'in.json'), { m: rows(6) });
  const out = path.join(dir, 'out');
  const r = await cli('import', 'checkpoint-inputs', file, '--benchmark', bench, '--out', out, '--format', 'markdown');
  expect(r.stderr).not.toMatch(/internal error/);
  expect(JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')).benchmark.dirty).toMatchObject({
    count: 1,
    paths: ['NOTES.md'],
  });
  for (const view of [r.stdout, readFileSync(path.join(out, 'index.md'), 'utf8')])
    expect(view).toContain('The benchmark checkout had 1 uncommitted change(s)');
});

test('--help, --format json and markdown, the schemas', async () => {
  expect((await cli('import', '--help')).stdout).toMatch(/^Usage: agent-eval import checkpoint-inputs FILE/);
  const dir = tempDir();
  const bench = benchmark();
  const file = write(path.join(dir, 'in.json'), { m: rows(6) });
  const json = await cli(
    'import',
    'checkpoint-inputs',
    file,
    '--benchmark',
    bench,
    '--out',
    path.join(dir, 'a'),
    '--format',
    'json',
  );
  expect(json.code).toBe(0);
  expect(json.stdout).toBe(readFileSync(path.join(dir, 'a', 'index.json'), 'utf8'));
  const md = await cli(
    'import',
    'checkpoint-inputs',
    file,
    '--benchmark',
    bench,
    '--out',
    path.join(dir, 'b'),
    '--format',
    'markdown',
  );
  expect(md.stdout).toBe(readFileSync(path.join(dir, 'b', 'index.md'), 'utf8'));
  // Deterministic: the same input gives the same bytes.
  expect(readFileSync(path.join(dir, 'a', 'm', 'scores.json'), 'utf8')).toBe(
    readFileSync(path.join(dir, 'b', 'm', 'scores.json'), 'utf8'),
  );
  expect(JSON.parse((await cli('schema', 'checkpoint-input-row')).stdout).required).toEqual([
    'stage',
    'task',
    'success',
    'message',
    'CCE',
    'rounds',
    'chats',
  ]);
  expect(JSON.parse((await cli('schema', 'import-index')).stdout).properties.models).toBeDefined();
});

test('usage: an unknown format, a missing file, an --out that holds the input exit 2', async () => {
  const dir = tempDir();
  const bench = benchmark();
  const file = write(path.join(dir, 'in.json'), { m: [] });
  expect((await cli('import', 'tau-bench', file, '--benchmark', bench)).stderr).toMatch(/unknown format/);
  expect((await cli('import', 'checkpoint-inputs', path.join(dir, 'nope.json'), '--benchmark', bench)).code).toBe(2);
  const r = await cli('import', 'checkpoint-inputs', file, '--benchmark', bench, '--out', dir);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/holds the input/);
  expect((await cli('import', 'checkpoint-inputs', file, '--benchmark', bench, '--stage', 'x')).stderr).toMatch(
    /expected STAGE=SUITE/,
  );
  const array = write(path.join(dir, 'array.json'), [{ stage: 'main' }]);
  const notInputs = await cli('import', 'checkpoint-inputs', array, '--benchmark', bench, '--out', path.join(dir, 'x'));
  expect(notInputs).toMatchObject({ code: 2, stderr: expect.stringMatching(/array\.json: not checkpoint inputs/) });
  symlinkSync(file, path.join(dir, 'link.json'));
  const link = await cli(
    'import',
    'checkpoint-inputs',
    path.join(dir, 'link.json'),
    '--benchmark',
    bench,
    '--out',
    path.join(dir, 'z'),
  );
  expect(link).toMatchObject({ code: 2, stderr: expect.stringMatching(/link\.json: file is a symbolic link/) });
  const broken = write(path.join(dir, 'broken.json'), '{"m": [');
  expect(
    (await cli('import', 'checkpoint-inputs', broken, '--benchmark', bench, '--out', path.join(dir, 'y'))).stderr,
  ).toMatch(/broken\.json: Malformed JSON/);
});

test('the example: examples/checkpoint-inputs against examples/benchmark (the seed example of metrics.md, and a model over every task)', async () => {
  const out = path.join(tempDir(), 'out');
  const file = path.join(REPO, 'examples/checkpoint-inputs/checkpoint_inputs.json');
  const before = { bytes: readFileSync(file), mtime: statSync(file).mtimeMs };
  const r = await cli(
    'import',
    'checkpoint-inputs',
    file,
    '--benchmark',
    path.join(REPO, 'examples/benchmark'),
    '--out',
    out,
    '--format',
    'json',
  );
  expect(r.code).toBe(1); // seed-example covers 2 of 8 main tasks
  const index = ImportIndexSchema.parse(JSON.parse(r.stdout));
  const [demo, seed] = index.models;
  const suite = (m: typeof demo, name: string) => m!.suites.find((s) => s.name === name)!;
  // The seed: credits 0.6, 0, 1 (PSR 53.33%) and one success: observed PSR 76.67%, SR 50%; not final, 6 tasks missing.
  expect(seed!.model).toBe('seed-example');
  const seedMain = suite(seed, 'main');
  expect(seedMain).toMatchObject({ final: false, coverage: { expected: 8, scored: 2, errors: 0 } });
  expect(seedMain.coverage.missing_tasks).toHaveLength(6);
  expect(seedMain.metrics.SR_percent!.value).toBeNull();
  expect(seedMain.metrics.observed_SR_percent!.value).toBe(50);
  expect(seedMain.metrics.observed_PSR_percent!.value).toBe(76.6667);
  const seedReport = JSON.parse(readFileSync(path.join(out, 'seed-example', 'scores.json'), 'utf8'));
  expect(seedReport.suites[0].trials[0].verdicts[0].details.psr_credit).toBeCloseTo(1.6 / 3, 12);
  // Every task: final, with the manifest's targets (Alive: 3, Survivors: 3) and upper bound (Rounds).
  const main = suite(demo, 'main');
  expect(main).toMatchObject({ final: true, coverage: { expected: 8, scored: 8, missing_tasks: [] } });
  expect([main.metrics.SR_percent!.value, main.metrics.PSR_percent!.value, main.metrics.CCE!.value]).toEqual([
    37.5, 73.3333, 0.2813,
  ]);
  const augmented = suite(demo, 'augmented');
  expect(augmented.publish).toBe(false);
  expect(
    augmented.splits!.map((s) => [s.name, s.final, s.metrics.SR_percent!.value, s.metrics.PSR_percent!.value]),
  ).toEqual([
    ['v1', true, 100, 100],
    ['v2', true, 0, 68.75],
  ]);
  expect(readFileSync(file).equals(before.bytes)).toBe(true);
  expect(statSync(file).mtimeMs).toBe(before.mtime);
});

test('a model named "__proto__" is a model like any other: imported, written and in the index, never dropped', async () => {
  const dir = tempDir();
  const bench = benchmark();
  const good = JSON.stringify(rows(5));
  const file = path.join(dir, 'inputs.json');
  write(file, `{"__proto__": ${good}, "clean": ${good}}`);
  const out = path.join(dir, 'out');
  const r = await cli('import', 'checkpoint-inputs', file, '--benchmark', bench, '--out', out);
  expect(r.stderr).toContain('and 2 report(s), one per model');
  const index = ImportIndexSchema.parse(JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')));
  expect(index.models.map((m) => m.model)).toEqual(['__proto__', 'clean']);
  expect(index.models[0]).toMatchObject({ valid: true, final: true, errors: [] });
  const report = JSON.parse(readFileSync(path.join(out, '__proto__', 'scores.json'), 'utf8'));
  expect(report.suites.length).toBeGreaterThan(0);
});
