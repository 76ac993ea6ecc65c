/**
 * `agent-eval compare` end to end: real reports scored from temp benchmarks with the scripted
 * Python verifier, compared by the CLI, and every figure checked against an independent
 * computation in Python that reads the same scores.json files (statistics, math.comb, and a t
 * quantile by quadrature of the density), never against the code under test.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { comparisonSchema } from '../../../src/core/compare/schema.js';
import { cli, makeBenchmark, readReport, tempDir, trajectory, write, writeRecords } from '../../support/helpers.js';
import { PYTHON_T } from '../../support/python-t.js';
import { slow, VERIFIER_TIMEOUT_S } from '../../setup/timeouts.js';

const TASKS = Array.from({ length: 10 }, (_, i) => `task_${String(i + 1).padStart(2, '0')}`);

/** Successes per task (index = task) over the trials of one arm: task i succeeds in trials 1..c_i. */
async function scoreArm(bench: string, successes: readonly number[], trials: number): Promise<string> {
  const run = tempDir('agent-eval-run-');
  for (let t = 1; t <= trials; t++) {
    const records: Record<string, object> = {};
    TASKS.forEach((task, i) => {
      const ok = t <= successes[i]!;
      records[task] = trajectory(
        { task_key: task },
        ok ? { success: true, message: '' } : { success: false, message: 'Logs: 0/1' },
      );
    });
    writeRecords(run, 'main', `trial-${t}`, records);
  }
  const out = tempDir('agent-eval-out-');
  const scored = await cli('score', '--benchmark', bench, '--run', run, '--out', out);
  expect(scored.code).toBe(0);
  return out;
}

/**
 * The independent computation: reads the reports, pairs tasks by key, per task the mean over
 * trials, then the paired figures, the counts and the exact test.
 */
const PYTHON_COMPARE = `${PYTHON_T}
args = json.load(sys.stdin)
def per_task(file, suite, detail):
    report = json.load(open(file))
    s = [x for x in report["suites"] if x["name"] == suite][0]
    out = {}
    for trial in s["trials"]:
        for v in trial["verdicts"]:
            x = (100.0 if v["success"] else 0.0) if detail == "success" else 100.0 * v["details"]["psr_credit"]
            out.setdefault(v["task"], []).append(x)
    return {k: statistics.mean(xs) for k, xs in out.items()}, len(s["trials"])
result = []
base, base_trials = per_task(args["baseline"], "main", args["metric"])
for arm_file in args["arms"]:
    arm, arm_trials = per_task(arm_file, "main", args["metric"])
    tasks = sorted(k for k in base if args.get("only") is None or k in args["only"])
    d = [arm[k] - base[k] for k in tasks]
    n = len(d)
    se = statistics.stdev(d) / math.sqrt(n)
    t = t_quantile(1 - (1 - args["confidence"]) / 2, n - 1)
    m = statistics.mean(d)
    improved = [k for k in tasks if arm[k] > base[k]]
    regressed = [k for k in tasks if arm[k] < base[k]]
    entry = {"difference": m, "stderr": se, "low": m - t * se, "high": m + t * se, "df": n - 1,
             "baseline_mean": statistics.mean(base[k] for k in tasks), "arm_mean": statistics.mean(arm[k] for k in tasks),
             "improved": improved, "regressed": regressed, "tied": n - len(improved) - len(regressed),
             "both_succeed": sum(1 for k in tasks if arm[k] == 100 and base[k] == 100),
             "both_fail": sum(1 for k in tasks if arm[k] == 0 and base[k] == 0)}
    # Independent intervals of each arm's mean (t over tasks), to show that they overlap.
    for name, xs in (("baseline", [base[k] for k in tasks]), ("arm", [arm[k] for k in tasks])):
        h = t * statistics.stdev(xs) / math.sqrt(n)
        entry[name + "_alone"] = [statistics.mean(xs) - h, statistics.mean(xs) + h]
    if base_trials == 1 and arm_trials == 1:
        b, c = len(improved), len(regressed)
        entry["p"] = 1.0 if b + c == 0 else min(1.0, 2 * sum(math.comb(b + c, i) for i in range(min(b, c) + 1)) / 2 ** (b + c))
    result.append(entry)
print(json.dumps(result))
`;

type Theirs = {
  difference: number;
  stderr: number;
  low: number;
  high: number;
  df: number;
  baseline_mean: number;
  arm_mean: number;
  improved: string[];
  regressed: string[];
  tied: number;
  both_succeed: number;
  both_fail: number;
  baseline_alone: [number, number];
  arm_alone: [number, number];
  p?: number;
};

/** `only`: the tasks of one split (all the report's tasks when absent). */
function independent(
  baseline: string,
  arms: string[],
  metric: 'success' | 'PSR',
  confidence = 0.95,
  only?: string[],
): Theirs[] {
  const input = JSON.stringify({
    baseline: path.join(baseline, 'scores.json'),
    arms: arms.map((a) => path.join(a, 'scores.json')),
    metric,
    confidence,
    only: only ?? null,
  });
  return JSON.parse(execFileSync('python3', ['-c', PYTHON_COMPARE], { input, encoding: 'utf8' }));
}

/** Ours against theirs: figures rounded to 4 decimals (ours are published rounded). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- (JSON read back from compare.json or scores.json, checked field by field by the test)
function expectAgreement(ours: any, theirs: Theirs): void {
  const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(0.00005 + 1e-9);
  near(ours.difference, theirs.difference);
  near(ours.stderr, theirs.stderr);
  near(ours.interval.low, theirs.low);
  near(ours.interval.high, theirs.high);
  near(ours.baseline_mean, theirs.baseline_mean);
  near(ours.arm_mean, theirs.arm_mean);
  expect(ours.df).toBe(theirs.df);
  expect(ours.regressed_tasks).toEqual(theirs.regressed);
  expect(ours.improved_tasks).toEqual(theirs.improved);
  expect(ours.counts.tied).toBe(theirs.tied);
  if (ours.metric === 'success') {
    expect(ours.counts.both_succeed).toBe(theirs.both_succeed);
    expect(ours.counts.both_fail).toBe(theirs.both_fail);
  }
  if (theirs.p !== undefined && ours.metric === 'success') near(ours.exact_test.p_value, theirs.p);
}

async function compare(...argv: string[]) {
  const r = await cli('compare', ...argv, '--json');
  const json = r.stdout ? JSON.parse(r.stdout) : null;
  if (json) expect(comparisonSchema().safeParse(json).success).toBe(true);
  return { ...r, json };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- (JSON read back from compare.json or scores.json, checked field by field by the test)
const metricOf = (json: any, arm: number, metric: string) =>
  json.suites[0].comparisons[arm].metrics.find((m: { metric: string }) => m.metric === metric);

let bench: string;
let one: { base: string; fresh: string; legacy: string };
let five: { base: string; fresh: string; legacy: string };

beforeAll(
  async () => {
    bench = makeBenchmark({ tasks: { main: TASKS } });
    // One trial: baseline solves tasks 1-6; the new regime also 7 and 8; legacy loses 2, 4, 6 and gains 7.
    one = {
      base: await scoreArm(bench, [1, 1, 1, 1, 1, 1, 0, 0, 0, 0], 1),
      fresh: await scoreArm(bench, [1, 1, 1, 1, 1, 1, 1, 1, 0, 0], 1),
      legacy: await scoreArm(bench, [1, 0, 1, 0, 1, 0, 1, 0, 0, 0], 1),
    };
    // Five trials: tasks of every difficulty; the new regime one more success on 9 of 10 tasks,
    // legacy one fewer on most.
    five = {
      base: await scoreArm(bench, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5], 5),
      fresh: await scoreArm(bench, [1, 2, 2, 3, 3, 4, 4, 5, 5, 5], 5),
      legacy: await scoreArm(bench, [0, 0, 0, 1, 1, 2, 2, 3, 3, 4], 5),
    };
  },
  slow(300_000, 'six scored runs (3 arms × 1 and × 5 trials) with python3 verifiers'),
);

test('3 arms × 10 tasks × 1 trial: every figure equals the independent computation, and the exact test is McNemar', async () => {
  const r = await compare(one.base, one.fresh, one.legacy);
  expect(r.code).toBe(0);
  expect(r.json).toMatchObject({ status: 'final', final: true, findings: [], benchmarks: { same: true } });
  const theirs = independent(one.base, [one.fresh, one.legacy], 'success');
  for (const [i, t] of theirs.entries()) expectAgreement(metricOf(r.json, i, 'success'), t);
  // Hand-checked: fresh improves 2, regresses none → p = 2 · 1/4; legacy improves 1, regresses 3 → 2 · 5/16.
  expect(metricOf(r.json, 0, 'success').exact_test).toMatchObject({
    improved: 2,
    regressed: 0,
    p_value: 0.5,
    p_exact: '1/2',
  });
  expect(metricOf(r.json, 1, 'success').exact_test).toMatchObject({
    improved: 1,
    regressed: 3,
    p_value: 0.625,
    p_exact: '5/8',
  });
  expect(metricOf(r.json, 1, 'success').regressed_tasks).toEqual(['task_02', 'task_04', 'task_06']);
  expect(metricOf(r.json, 0, 'success')).toMatchObject({
    title: 'SR',
    baseline_mean: 60,
    arm_mean: 80,
    difference: 20,
    counts: { both_succeed: 6, both_fail: 2 },
  });
  // PSR (reconstructed, from the same verdicts) is compared as well, and agrees too.
  const psr = independent(one.base, [one.fresh, one.legacy], 'PSR');
  for (const [i, t] of psr.entries()) expectAgreement(metricOf(r.json, i, 'PSR'), t);
  expect(metricOf(r.json, 0, 'rounds')).toMatchObject({ available: true, difference: 0, better: 'lower' });
});

test('3 arms × 10 tasks × 5 trials: per-task means over the trials; no exact test; the independent intervals overlap but the paired one excludes 0', async () => {
  const r = await compare(five.base, five.fresh, five.legacy, '--margin', '5');
  expect(r.code).toBe(0);
  const theirs = independent(five.base, [five.fresh, five.legacy], 'success');
  for (const [i, t] of theirs.entries()) expectAgreement(metricOf(r.json, i, 'success'), t);
  const fresh = metricOf(r.json, 0, 'success');
  const t = theirs[0]!;
  // The arms' own intervals overlap …
  expect(t.baseline_alone[1]).toBeGreaterThan(t.arm_alone[0]);
  // … but the paired interval lies above 0: the new regime is better, and non-inferior at 5 points.
  expect(fresh.interval.low).toBeGreaterThan(0);
  expect(fresh).toMatchObject({
    verdict: 'non-inferior',
    superior: true,
    exact_test: null,
    exact_test_note: 'for one-trial arms only (baseline 5 trial(s), arm 5)',
  });
  expect(fresh.counts).toEqual({ improved: 9, regressed: 0, tied: 1, both_succeed: 1, both_fail: 0 });
  // Legacy: one success fewer on 9 tasks, so the whole interval is below −5 points: inferior.
  const legacy = metricOf(r.json, 1, 'success');
  expect(legacy.interval.high).toBeLessThan(-5);
  expect(legacy).toMatchObject({ verdict: 'inferior', superior: false });
  expect(r.json.suites[0].comparisons[1].trials).toEqual({ baseline: 5, arm: 5 });
});

test('margins at the boundary: a bound exactly at −margin is inconclusive, just inside is non-inferior', async () => {
  const base = await compare(one.base, one.legacy);
  const m = metricOf(base.json, 0, 'success');
  const low: number = m.interval.low; // legacy vs baseline: −20 points, an interval across 0
  expect(low).toBeLessThan(0);
  expect(m.interval.high).toBeGreaterThan(0);
  const at = await compare(one.base, one.legacy, '--margin', String(-low));
  expect(metricOf(at.json, 0, 'success')).toMatchObject({ verdict: 'inconclusive', observed_verdict: 'inconclusive' });
  const inside = await compare(one.base, one.legacy, '--margin', (-low + 0.0001).toFixed(4));
  expect(metricOf(inside.json, 0, 'success').verdict).toBe('non-inferior');
  const outside = await compare(one.base, one.legacy, '--margin', (-low - 0.0001).toFixed(4));
  expect(metricOf(outside.json, 0, 'success').verdict).toBe('inconclusive');
  // Inferior needs the whole interval beyond the margin: at −high exactly it is not.
  const five1 = await compare(five.base, five.legacy);
  const high: number = metricOf(five1.json, 0, 'success').interval.high;
  expect(
    (await compare(five.base, five.legacy, '--margin', String(-high))).json.suites[0].comparisons[0].metrics[0].verdict,
  ).toBe('inconclusive');
  expect(
    metricOf((await compare(five.base, five.legacy, '--margin', (-high - 0.0001).toFixed(4))).json, 0, 'success')
      .verdict,
  ).toBe('inferior');
  // A wider confidence widens the interval (the independent computation agrees at 0.99 too).
  const wide = await compare(one.base, one.fresh, '--confidence', '0.99');
  expectAgreement(metricOf(wide.json, 0, 'success'), independent(one.base, [one.fresh], 'success', 0.99)[0]!);
});

test('the views: compare.md (a table per suite, a Mermaid chart), compare.csv and compare.json, the same bytes every time', async () => {
  const outA = tempDir();
  const outB = tempDir();
  const a = await cli('compare', five.base, five.fresh, five.legacy, '--margin', '5', '--out', outA);
  await cli('compare', five.base, five.fresh, five.legacy, '--margin', '5', '--out', outB);
  expect(a.code).toBe(0);
  for (const f of ['compare.json', 'compare.md', 'compare.csv'])
    expect(readFileSync(path.join(outA, f), 'utf8')).toBe(readFileSync(path.join(outB, f), 'utf8'));
  const md = readFileSync(path.join(outA, 'compare.md'), 'utf8');
  expect(md).toContain('## agent-eval compare: `test-bench` — ✅ FINAL');
  expect(md).toContain('### Suite `main` (trajectory)');
  expect(md).toMatch(/\| SR \| 50\.00 \| 68\.00 \| \+18\.00 points \| \+\d+\.\d\d … \+\d+\.\d\d \|/);
  expect(md).toContain('**non-inferior**; better than the baseline');
  expect(md).toContain('**inferior**');
  expect(md).toContain('```mermaid\nxychart-beta\n  title "SR: arm − baseline (points), 95% interval"');
  expect(md).toMatch(
    / {2}bar \[18\.00, -18\.00\]\n {2}line \[[-\d., ]+\]\n {2}line \[[-\d., ]+\]\n {2}line \[-5\.00, -5\.00\]/,
  );
  // The terminal shows the tables without the chart.
  expect(a.stdout).toContain('### Suite `main` (trajectory)');
  expect(a.stdout).not.toContain('```mermaid');
  const csv = readFileSync(path.join(outA, 'compare.csv'), 'utf8').trim().split('\n');
  expect(csv[0]).toBe(
    'suite,split,baseline,arm,metric,title,unit,better,available,final,tasks,left_out,baseline_trials,arm_trials,baseline_mean,arm_mean,difference,stderr,df,confidence,interval_low,interval_high,improved,regressed,tied,both_succeed,both_fail,exact_p,margin,verdict,observed_verdict,superior,regressed_tasks,note',
  );
  expect(csv.filter((l) => l.startsWith('main,,'))).toHaveLength(2 * 4); // success, PSR, rounds, chats per arm
  expect(csv.find((l) => l.includes(',success,SR,') && l.includes(five.legacy))).toContain(
    ',5,inferior,inferior,false,',
  );
  const json = JSON.parse(readFileSync(path.join(outA, 'compare.json'), 'utf8'));
  expect(comparisonSchema().parse(json)).toEqual(json);
  // The published schema.
  const schema = JSON.parse((await cli('schema', 'compare')).stdout);
  expect(Object.keys(schema.properties)).toEqual(
    expect.arrayContaining(['compare_version', 'method', 'status', 'findings', 'suites']),
  );
});

// ---------------------------------------------------------------------------------------------
// Bad input

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- (JSON read back from compare.json or scores.json, checked field by field by the test)
function edited(dir: string, edit: (report: any) => void): string {
  const report = readReport(dir);
  edit(report);
  const out = tempDir();
  write(path.join(out, 'scores.json'), report);
  return out;
}

test('a task missing or in error in one arm is named and left out of every figure, and no verdict is final', async () => {
  const missing = edited(one.fresh, (r) => {
    const trial = r.suites[0].trials[0];
    trial.verdicts = trial.verdicts.filter((v: { task: string }) => v.task !== 'task_07');
    trial.coverage.missing_tasks = ['task_07'];
    trial.coverage.scored = 9;
    trial.final = false;
    r.suites[0].final = false;
    r.status = 'not_final';
    r.final = false;
  });
  const r = await compare(one.base, missing, one.legacy, '--margin', '5');
  expect(r.code).toBe(1);
  expect(r.json.final).toBe(false);
  expect(r.json.findings.map((f: { code: string }) => f.code)).toEqual([
    'not_final_report',
    'left_out_tasks',
    'left_out_tasks',
  ]);
  for (const c of r.json.suites[0].comparisons) {
    expect(c.tasks).toEqual({
      paired: 9,
      expected: 10,
      left_out: [{ task: 'task_07', why: `${missing}: missing in trial trial-1` }],
    });
    expect(c.final).toBe(false);
    const m = c.metrics.find((x: { metric: string }) => x.metric === 'success');
    expect(m.tasks).toBe(9);
    expect(m.verdict).toBeNull();
    expect(m.observed_verdict).not.toBeNull();
  }
  // The legacy arm, whose report is final, is still compared on the 9 tasks only.
  expect(metricOf(r.json, 1, 'success').exact_test).toMatchObject({ improved: 0, regressed: 3 });
  const md = (await cli('compare', one.base, missing, '--margin', '5')).stdout;
  expect(md).toContain('— ⚠️ NOT FINAL');
  expect(md).toContain('(observed: ');
  expect(md).toContain('Left out: `task_07`');

  const error = edited(one.base, (r) => {
    const v = r.suites[0].trials[0].verdicts.find((x: { task: string }) => x.task === 'task_03');
    Object.assign(v, { status: 'error', success: null, message: null, error: 'verifier crashed' });
    r.suites[0].valid = false;
    r.status = 'invalid';
  });
  const e = await compare(error, one.fresh);
  expect(e.json.suites[0].comparisons[0].tasks.left_out).toEqual([
    { task: 'task_03', why: `${error}: error in trial trial-1` },
  ]);
  expect(e.json.suites[0].comparisons[0].notes).toContain(
    `Suite main of ${error} is invalid (errors, listed in its report).`,
  );
});

test('arms with different task sets: a named finding, the extra tasks left out', async () => {
  const bench2 = makeBenchmark({ tasks: { main: [...TASKS, 'task_11'] } });
  // Same manifest text except the task list: the manifests are equal, so only the task sets differ.
  const run = tempDir();
  for (const task of [...TASKS, 'task_11'])
    writeRecords(run, 'main', 'trial-1', { [task]: trajectory({ task_key: task }, { success: true }) });
  const out = tempDir();
  expect((await cli('score', '--benchmark', bench2, '--run', run, '--out', out)).code).toBe(0);
  const r = await compare(one.base, out);
  expect(r.code).toBe(1);
  expect(r.json.findings.map((f: { code: string }) => f.code)).toEqual(['different_task_sets', 'left_out_tasks']);
  expect(r.json.findings[0].message).toContain(`${one.base} does not have 1 task(s) that other inputs have (task_11)`);
  expect(r.json.suites[0].comparisons[0].tasks.left_out).toEqual([
    { task: 'task_11', why: `${one.base}: not a task of this report` },
  ]);
});

test('different benchmarks are a finding (docs/provenance.md), not a refusal: every view says so and nothing is final', async () => {
  const other = edited(one.fresh, (r) => {
    r.benchmark.manifest_sha256 = 'f'.repeat(64);
  });
  // The new behaviour: compared with a named finding, exit 1 (it was refused with exit 2).
  const found = await compare(one.base, other);
  expect(found.code).toBe(1);
  expect(found.json.benchmarks).toEqual({ same: false, allowed_different: false });
  expect(found.json.findings[0]).toMatchObject({
    code: 'different_benchmarks',
    message: expect.stringContaining('not the same benchmark (docs/provenance.md): manifest sha256'),
  });
  const out = tempDir();
  const allowed = await cli('compare', one.base, other, '--allow-different-benchmarks', '--margin', '5', '--out', out);
  expect(allowed.code).toBe(1);
  const json = JSON.parse(readFileSync(path.join(out, 'compare.json'), 'utf8'));
  expect(json.benchmarks).toEqual({ same: false, allowed_different: true });
  expect(json.findings[0].code).toBe('different_benchmarks');
  expect(metricOf(json, 0, 'success').verdict).toBeNull();
  expect(readFileSync(path.join(out, 'compare.md'), 'utf8')).toContain('**⚠️ Different benchmarks:**');
  expect(allowed.stdout).toContain('**⚠️ Different benchmarks:**');
  expect(readFileSync(path.join(out, 'compare.csv'), 'utf8')).toContain(',false,'); // final false on every row
});

test('a report of another schema version, a comparison, a non-report and the same report twice: clear errors; a copy: a named finding', async () => {
  const v2 = edited(one.fresh, (r) => {
    r.report_version = 2;
  });
  const e1 = await cli('compare', one.base, v2);
  expect(e1).toMatchObject({
    code: 2,
    stderr: expect.stringContaining(
      `${path.join(v2, 'scores.json')}: report_version 2; this agent-eval reads report version 1`,
    ),
  });
  const out = tempDir();
  await cli('compare', one.base, one.fresh, '--out', out);
  expect((await cli('compare', one.base, path.join(out, 'compare.json'))).stderr).toContain(
    'this is a comparison (compare.json), not a report',
  );
  const junk = write(path.join(tempDir(), 'x.json'), [1, 2]);
  expect((await cli('compare', one.base, junk)).stderr).toContain(`${junk}: not an agent-eval report`);
  expect((await cli('compare', one.base, path.join(one.base, 'scores.json'))).stderr).toContain('the same report as');
  expect(await cli('compare', one.base)).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('at least one arm'),
  });
  expect((await cli('compare', one.base, one.fresh, '--metric', 'speed')).stderr).toContain(
    '--metric speed: one of SR, accuracy, PSR, rounds, chats, CCE',
  );
  expect((await cli('compare', one.base, one.fresh, '--margin', '-1')).code).toBe(2);
  expect((await cli('compare', one.base, one.fresh, '--confidence', '95')).code).toBe(2);
  expect((await cli('compare', one.base, one.fresh, '--suite', 'nope')).stderr).toContain(
    '--suite nope: no such suite',
  );

  const copyDir = tempDir();
  writeFileSync(path.join(copyDir, 'scores.json'), readFileSync(path.join(one.base, 'scores.json')));
  const copy = await compare(one.base, copyDir, '--margin', '5');
  expect(copy.code).toBe(1);
  expect(copy.json.findings[0]).toMatchObject({
    code: 'identical_reports',
    message: expect.stringContaining(`${copyDir} is a copy of ${one.base}`),
  });
  const m = metricOf(copy.json, 0, 'success');
  expect(m).toMatchObject({
    difference: 0,
    interval: { low: 0, high: 0 },
    verdict: null,
    observed_verdict: 'non-inferior',
  });
  expect(copy.json.suites[0].comparisons[0].final).toBe(false);
});

test('hostile labels and task keys are escaped in compare.md; numbers out of range in a forged report withhold the metric', async () => {
  const forged = edited(one.fresh, (r) => {
    for (const v of r.suites[0].trials[0].verdicts) v.details.rounds = 1e300;
    r.suites[0].trials[0].verdicts[0].details.psr_credit = 7;
  });
  const r = await compare(one.base, forged);
  expect(metricOf(r.json, 0, 'rounds')).toMatchObject({
    available: false,
    note: expect.stringContaining('not usable'),
  });
  expect(metricOf(r.json, 0, 'PSR')).toMatchObject({ available: false });
  expect(metricOf(r.json, 0, 'success').available).toBe(true);
  const dir = path.join(tempDir(), '@everyone <img> #1');
  write(path.join(dir, 'scores.json'), readReport(one.fresh));
  const md = (await cli('compare', one.base, dir)).stdout;
  expect(md).not.toContain('@everyone');
  expect(md).not.toContain('<img>');
});

test('table suites compare their success verdicts as accuracy; --metric chooses the verdict metric; --help', async () => {
  const asTable = (dir: string) =>
    edited(dir, (r) => {
      r.suites[0].kind = 'table';
      for (const v of r.suites[0].trials[0].verdicts) v.details = { error_type: null };
    });
  const r = await compare(asTable(one.base), asTable(one.fresh), '--metric', 'accuracy', '--margin', '10');
  const m = r.json.suites[0].comparisons[0].metrics;
  expect(m.map((x: { metric: string; title: string }) => [x.metric, x.title])).toEqual([['success', 'accuracy']]);
  expect(m[0]).toMatchObject({ difference: 20, verdict: 'inconclusive' });
  // --metric rounds: lower is better; equal rounds everywhere give a zero-width interval at 0.
  const rounds = await compare(one.base, one.fresh, '--metric', 'rounds', '--margin', '0.5');
  expect(metricOf(rounds.json, 0, 'rounds')).toMatchObject({
    interval: { low: 0, high: 0 },
    verdict: 'non-inferior',
    superior: false,
  });
  expect(metricOf(rounds.json, 0, 'success').verdict).toBeNull();
  expect(rounds.json.method).toEqual({
    difference: 'paired_t_interval_over_tasks_v1',
    confidence: 0.95,
    margin: 0.5,
    verdict_metric: 'rounds',
  });
  const help = await cli('compare', '--help');
  expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: agent-eval compare BASELINE ARM...') });
});

test(
  'splits: the whole suite, then each split of the baseline compared over its own paired tasks; a report without the split: not final, named',
  async () => {
    const splitBench = makeBenchmark({
      tasks: { main: TASKS },
      suiteYaml: () => `  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    verifier:
      command: [python3, verifiers/scripted.py]
      timeout_s: ${VERIFIER_TIMEOUT_S}
      workers: 2
    splits:
      early: "task_0[1-5]"
      late: [task_06, task_07, task_08, task_09, task_10]
`,
    });
    const base = await scoreArm(splitBench, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5], 5);
    const fresh = await scoreArm(splitBench, [1, 2, 2, 3, 3, 4, 4, 5, 5, 5], 5);
    const r = await compare(base, fresh);
    expect(r.json.final).toBe(true);
    expect(r.json.suites.map((s: { name: string; split: string | null }) => [s.name, s.split])).toEqual([
      ['main', null],
      ['main', 'early'],
      ['main', 'late'],
    ]);
    const early = TASKS.slice(0, 5);
    const late = TASKS.slice(5);
    for (const [i, only] of [
      [0, TASKS],
      [1, early],
      [2, late],
    ] as const) {
      const ours = r.json.suites[i].comparisons[0];
      expect(ours.tasks).toEqual({ paired: only.length, expected: only.length, left_out: [] });
      expectAgreement(
        ours.metrics.find((m: { metric: string }) => m.metric === 'success'),
        independent(base, [fresh], 'success', 0.95, [...only])[0]!,
      );
    }
    const md = (await cli('compare', base, fresh)).stdout;
    expect(md).toContain('### Suite `main` (trajectory), split `early`');

    // An arm whose report lost the split (a forged or older report): the split is not final, and says why.
    const bare = edited(fresh, (x) => {
      delete x.suites[0].splits;
    });
    const b = await compare(base, bare);
    expect(b.json.final).toBe(false);
    expect(b.json.suites[0].comparisons[0].final).toBe(true);
    expect(b.json.suites[1].comparisons[0].notes).toContain(`Suite main of ${bare} has no split early.`);
  },
  slow(300_000, 'two scored runs of 5 trials with python3 verifiers'),
);
