/**
 * A fourth suite kind, defined in one test-only file (fixtures/kinds/echo-kind.ts) and
 * registered here through the registry API, is read from agent-eval.yml, validated, scored,
 * filtered, written with its own report files and views, sharded and merged byte for byte,
 * and is in every kind enum: no other source file names it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../../../src/core/errors.js';
import { kindNames, registerKind } from '../../../src/core/kinds/registry.js';
import { writeReport } from '../../../src/core/report/write.js';
import { serializeReport } from '../../support/helpers.js';
import { redact } from '../../../src/core/report/redact.js';
import { SCHEMAS } from '../../../src/core/schemas.js';
import { score, scoreShard, type ScoreOptions } from '../../../src/core/score.js';
import { mergePartials } from '../../../src/core/shard/merge.js';
import { partialReportSchema, serializePartial } from '../../../src/core/shard/partial.js';
import { validateBenchmark } from '../../../src/core/validate.js';
import { cliMessage } from '../../../src/cli/fields.js';
import { actionMessage } from '../../../src/action/fields.js';
import { echoKind } from '../../fixtures/kinds/echo-kind.js';
import { tempDir, write } from '../../support/helpers.js';

registerKind(echoKind);

function benchmark(): string {
  const dir = tempDir('agent-eval-echo-bench-');
  write(
    path.join(dir, 'agent-eval.yml'),
    'version: 1\nname: echoes\nsuites:\n  - name: greet\n    kind: echo\n    tasks: echo/tasks.json\n    trials: 2\n',
  );
  write(path.join(dir, 'echo/tasks.json'), { tasks: { t1: 'hello', t2: 'world', t3: '', t4: 'again' } });
  return dir;
}

function run(): string {
  const dir = tempDir('agent-eval-echo-run-');
  write(path.join(dir, 'trial-1/t1.txt'), 'hello\n');
  write(path.join(dir, 'trial-1/t2.txt'), 'World');
  write(path.join(dir, 'trial-1/t3.txt'), '');
  write(path.join(dir, 'trial-1/t4.txt'), 'again');
  write(path.join(dir, 'trial-2/t1.txt'), 'hello');
  write(path.join(dir, 'trial-2/t2.txt'), 'world');
  write(path.join(dir, 'trial-2/t4.txt'), 'again');
  write(path.join(dir, 'trial-2/t9.txt'), 'stray');
  return dir;
}

const options = (extra: Partial<ScoreOptions> = {}): ScoreOptions => ({
  benchmarkDir: bench,
  runDir: runDir,
  suites: ['greet'],
  ...extra,
});
let bench: string;
let runDir: string;
beforeAll(() => {
  bench = benchmark();
  runDir = run();
});

test('the registered kind is in the manifest schema and in every kind enum', () => {
  expect(kindNames()).toEqual(['trajectory', 'table', 'output', 'echo']);
  expect(JSON.stringify(SCHEMAS.manifest())).toContain('"const":"echo"');
  expect(JSON.stringify(SCHEMAS.leaderboard())).toContain('"enum":["trajectory","table","output","echo"]');
  expect(JSON.stringify(SCHEMAS.leaderboard())).toContain(
    'SR_percent (trajectory, output, echo) or accuracy_percent (table)',
  );
  expect(() => registerKind(echoKind)).toThrow('suite kind "echo" is registered already');
});

test("validate runs the kind's own checks", async () => {
  const result = await validateBenchmark(bench, {});
  expect(result.suites).toEqual([{ name: 'greet', kind: 'echo', tasks: 4, checked: 'static' }]);
  expect(result.findings).toEqual([
    { suite: 'greet', task: 't3', problem: 'expects an empty answer: any empty file passes', warning: true },
  ]);
});

test("scoring: verdicts, metrics, coverage, the kind's views and report files", async () => {
  const report = await score(options());
  const suite = report.suites[0]!;
  expect({ kind: suite.kind, tasks_from: suite.tasks_from, notes: suite.notes }).toEqual({
    kind: 'echo',
    tasks_from: 'echo/tasks.json',
    notes: ['trial-1: echo: answers are compared after trimming', 'trial-2: echo: answers are compared after trimming'],
  });
  const [t1, t2] = suite.trials;
  expect(t1!.verdicts.map((v) => `${v.task}:${v.status}`)).toEqual([
    't1:success',
    't2:failure',
    't3:success',
    't4:success',
  ]);
  expect(t1!.metrics.SR_percent!.value).toBe(75);
  expect(t1!.metrics.chars_mean!.value).toBe(3.75);
  expect(t2!.coverage).toEqual({ expected: 4, scored: 3, missing_tasks: ['t3'], errors: 1 });
  expect(t2!.errors.map((e) => e.message)).toEqual(['"t9" is not a task of this suite']);

  const out = tempDir('agent-eval-echo-out-');
  const written = await writeReport(redact(report), out);
  expect(written.all.map((f) => path.relative(out, f))).toEqual([
    'scores.json',
    'summary.md',
    'summary.csv',
    'greet/trial-1/echo.txt',
    'greet/trial-2/echo.txt',
  ]);
  expect(readFileSync(path.join(out, 'greet/trial-1/echo.txt'), 'utf8')).toBe(
    't1 success\nt2 failure\nt3 success\nt4 success\n',
  );
  const md = readFileSync(path.join(out, 'summary.md'), 'utf8');
  expect(md).toContain('| `greet` (echo) | ');
  expect(md).toContain('<details><summary>Suite greet (echo): trials, reliability, chart</summary>');
  expect(md).toContain('| Trial | Status | Coverage | SR % | Answer length (mean) |');
  expect(md).toContain('- `greet`: Echo suite greet: an answer succeeds when it is the expected text.');
  expect(md).toContain('| Task | Verdict | Message | chars |'); // `expected` is a hidden detail
  expect(readFileSync(path.join(out, 'summary.csv'), 'utf8')).toContain('expected');
});

test('the task filter (--task) names tasks as the kind reads them', async () => {
  const report = await score(options({ tasks: ['T2'] }));
  expect(report.suites[0]!.trials.map((t) => t.coverage.expected)).toEqual([1, 1]);
  expect(report.suites[0]!.trials[0]!.verdicts.map((v) => v.task)).toEqual(['t2']);
  const err = await score(options({ tasks: ['nope'] })).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(UsageError);
  expect({ field: (err as UsageError).field, message: (err as UsageError).message }).toEqual({
    field: 'task',
    message: 'task nope: no such echo task in suite greet',
  });
  expect(cliMessage(err as UsageError)).toBe('--task nope: no such echo task in suite greet');
  expect(actionMessage(new UsageError('no such suite in x (suites: greet)', 'suite', 'nosuch'))).toBe(
    'input suites: nosuch: no such suite in x (suites: greet)',
  );
});

test('sharded in 3 and merged: the unsharded report, byte for byte', async () => {
  const whole = serializeReport(await score(options()));
  const inputs = [];
  for (let i = 1; i <= 3; i++) {
    const text = serializePartial(await scoreShard(options(), { index: i, count: 3 }));
    inputs.push({ name: `shard-${i}.json`, partial: partialReportSchema().parse(JSON.parse(text)) });
  }
  expect(inputs.map((p) => p.partial.suites[0]!.kind)).toEqual(['echo', 'echo', 'echo']);
  const { report, problems } = mergePartials(inputs);
  expect(problems).toEqual([]);
  expect(serializeReport(report)).toBe(whole);
});
