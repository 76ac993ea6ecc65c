/**
 * Sharded scoring: `score --shard i/n` partitions the units (suite, trial, task) by a
 * stable hash, and `merge` gives back the unsharded report byte for byte, or refuses / names
 * the problem. Property test over random small output + table suites and shard counts 1..16.
 */
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../../../src/core/errors.js';
import type { Report } from '../../../src/core/report/schema.js';
import { serializeReport } from '../../support/helpers.js';
import { score, scoreShard, type ScoreOptions } from '../../../src/core/score.js';
import { mergePartials, type MergeInput } from '../../../src/core/shard/merge.js';
import type { PartialReport } from '../../../src/core/shard/partial.js';
import { parseShard, SHARD_METHOD, shardOfError, shardOfUnit } from '../../../src/core/shard/partition.js';
import { cli, makeBenchmark, rng, tempDir, trajectory, write, writeRecords } from '../../support/helpers.js';
import { VERIFIER_TIMEOUT_S, slow } from '../../setup/timeouts.js';

const case3 = (i: number) => `case_${String(i).padStart(3, '0')}`;
const GOOD_CSV = 'id,amount\n1,10.5\n2,20\n';

/**
 * A benchmark with an output suite `qa` and a table suite `prep`, and a random submission. With
 * `splits`, qa is split by a glob and a list (odd / even tasks) and prep, marked `publish: false`,
 * by two globs.
 */
function randomInstance(seed: number, { splits = false } = {}): { bench: string; run: string } {
  const r = rng(seed);
  const bench = tempDir('agent-eval-shard-bench-');
  const run = tempDir('agent-eval-shard-run-');
  const qaTasks = r.int(1, 9);
  const cases = r.int(1, 7);
  const tasks = Array.from({ length: qaTasks }, (_, i) => `q${i + 1}`);
  write(
    path.join(bench, 'qa/tasks.yaml'),
    `version: 1\ntasks:\n${tasks.map((t) => `  ${t}:\n    output:\n      - { contains: ANS-${t} }\n`).join('')}`,
  );
  for (let i = 1; i <= cases; i++) {
    write(path.join(bench, `gt/${case3(i)}/config.json`), {
      files: { 'output_01.csv': { key: ['id'], columns: { id: 'number', amount: 'number' } } },
    });
    write(path.join(bench, `gt/${case3(i)}/output_01.csv`), GOOD_CSV);
  }
  const qaSplits = splits
    ? `    splits:\n      odd: "q{1,3,5,7,9}"\n      even: [${tasks.filter((_, i) => i % 2 === 1).join(', ') || 'q2'}]\n`
    : '';
  const prepSplits = splits
    ? '    publish: false\n    splits:\n      low: "case_00[1-3]"\n      high: "case_00[4-9]"\n'
    : '';
  write(
    path.join(bench, 'agent-eval.yml'),
    `version: 1\nname: shards\nsuites:\n  - name: qa\n    kind: output\n    tasks: qa/tasks.yaml\n${qaSplits}  - name: prep\n    kind: table\n    cases: gt\n${prepSplits}`,
  );

  for (let trial = 1, n = r.int(1, 3); trial <= n; trial++) {
    const dir = path.join(run, 'qa', `trial-${trial}`);
    write(path.join(dir, 'keep.txt'), 'not a record\n');
    for (const t of tasks) {
      const what = r.pick(['right', 'right', 'wrong', 'missing', 'duplicate', 'malformed', 'unknown']);
      if (what === 'missing') continue;
      if (what === 'malformed') write(path.join(dir, `${t}.json`), '{"task_id": ');
      else if (what === 'unknown') write(path.join(dir, `${t}.json`), { task_id: `zz_${t}`, full_text: 'x' });
      else
        write(path.join(dir, `${t}.json`), {
          task_id: t,
          full_text: what === 'wrong' ? 'no idea' : `the answer is ANS-${t}`,
        });
      if (what === 'duplicate') write(path.join(dir, `${t}-again.json`), { task_id: t, full_text: `ANS-${t}` });
    }
  }
  for (let trial = 1, n = r.int(1, 2); trial <= n; trial++) {
    const dir = path.join(run, 'prep', `trial-${trial}`);
    write(path.join(dir, 'README'), 'x');
    for (let i = 1; i <= cases; i++) {
      const what = r.pick(['right', 'right', 'wrong', 'missing', 'no_result', 'symlink']);
      if (what === 'missing') continue;
      if (what === 'symlink') symlinkSync(path.join(bench, 'gt', case3(i)), path.join(dir, case3(i)));
      else if (what === 'no_result') write(path.join(dir, case3(i), 'notes.txt'), 'nothing');
      // every third case spelled case-N: accepted, with a suite note that every shard must give alike
      else
        write(
          path.join(dir, i % 3 === 0 ? `case-${i}` : case3(i), 'result/output_01.csv'),
          what === 'right' ? GOOD_CSV : 'id,amount\n1,99\n2,20\n',
        );
    }
    if (r.next() < 0.5) write(path.join(dir, 'case_777/result/output_01.csv'), GOOD_CSV); // not in the suite
  }
  return { bench, run };
}

const options = (inst: { bench: string; run: string }): ScoreOptions => ({
  benchmarkDir: inst.bench,
  runDir: inst.run,
});

async function shards(inst: { bench: string; run: string }, n: number): Promise<MergeInput[]> {
  const out: MergeInput[] = [];
  for (let i = 1; i <= n; i++)
    out.push({ name: `shard-${i}.json`, partial: await scoreShard(options(inst), { index: i, count: n }) });
  return out;
}

const clone = (p: PartialReport): PartialReport => JSON.parse(JSON.stringify(p));

test('parseShard accepts i/n and refuses the rest', () => {
  expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
  for (const bad of ['0/4', '5/4', '1/0', 'a/b', '1', '1/257']) expect(() => parseShard(bad)).toThrow(UsageError);
});

test('the partition is the documented one, the same on every runner: sha256 of suite, trial path and task (NUL-separated), first 48 bits, mod n, plus 1', () => {
  // Answers computed outside this code base (Python's hashlib), so that any change to the hash,
  // the key or the arithmetic fails here, not only when two runners disagree in a real run. A
  // partition that changes must change SHARD_METHOD, which makes merge refuse mixed partials.
  expect(SHARD_METHOD).toBe('sha256_unit_mod_n_v1');
  expect(shardOfUnit('qa', 'qa/trial-1', 'q1', 4)).toBe(3); // sha256 2d6fb6e647a2…
  expect(shardOfUnit('agentworld', 'trajectories/trial-3', 'task_017_collect_logs', 16)).toBe(4); // 50a7e98b2b63…
  expect(shardOfUnit('prep', 'prep/trial-2', 'case_042', 256)).toBe(239); // 1f58b6c657ee…
  expect(shardOfUnit('suite é', 'trial-1', 'tâche ✓', 7)).toBe(4); // UTF-8: 78eb05b9cde1…
  expect(shardOfUnit('s', 't', 'k', 2)).toBe(2);
  expect(shardOfUnit('s', 't', 'k', 1)).toBe(1);
  // An error that names no task goes by its record: sha256 of suite, trial, '', 'record', record.
  expect(
    shardOfError('qa', 'qa/trial-1', { task: null, record: 'broken.json', stage: 'record', message: 'x' }, 5),
  ).toBe(1);
  expect(shardOfError('qa', 'qa/trial-1', { task: 'q1', record: 'q1.json', stage: 'verifier', message: 'x' }, 4)).toBe(
    3,
  );
});

test(
  'property: over random suites and n = 1..16, shards partition the work and merge == unsharded, byte for byte',
  async () => {
    for (const seed of [1, 2, 3]) {
      const inst = randomInstance(seed);
      const whole = serializeReport(await score(options(inst)));
      const wholeReport = JSON.parse(whole);
      for (let n = 1; n <= 16; n++) {
        const parts = await shards(inst, n);
        // Every unit (suite, trial, expected task) is in exactly one shard, the one its hash names.
        for (const suite of wholeReport.suites) {
          for (const trial of suite.trials) {
            const expected = [
              ...trial.verdicts.map((v: { task: string }) => v.task),
              ...trial.coverage.missing_tasks,
            ].sort();
            const covered = parts
              .flatMap(
                (p) =>
                  p.partial.suites.find((s) => s.name === suite.name)!.trials.find((t) => t.path === trial.path)!.units,
              )
              .sort();
            expect(covered).toEqual(expected);
            for (const p of parts) {
              const units = p.partial.suites
                .find((s) => s.name === suite.name)!
                .trials.find((t) => t.path === trial.path)!.units;
              for (const u of units) expect(shardOfUnit(suite.name, trial.path, u, n)).toBe(p.partial.shard.index);
            }
          }
        }
        for (const p of parts) expect(p.partial.final).toBe(false);
        // Merge in a scrambled order: the result does not depend on it.
        const scrambled = n % 2 ? parts : [...parts].reverse();
        const { report, problems } = mergePartials(scrambled);
        expect(problems).toEqual([]);
        const merged = serializeReport(report);
        if (merged !== whole)
          throw new Error(`seed ${seed}, ${n} shard(s): the merged report differs from the unsharded one`);
      }
    }
  },
  slow(300_000, 'random suites scored at 16 shard counts, each shard a whole CLI run'),
);

test(
  'splits (docs/splits.md): a benchmark with split suites scored at several shard counts merges byte for byte, every split present',
  async () => {
    for (const seed of [6, 7, 8]) {
      const inst = randomInstance(seed, { splits: true });
      const whole = serializeReport(await score(options(inst)));
      const wholeReport = JSON.parse(whole) as Report;
      expect(wholeReport.suites.map((s) => [s.name, s.publish ?? true, (s.splits ?? []).map((x) => x.name)])).toEqual([
        ['qa', true, ['odd', 'even']],
        ['prep', false, ['low', 'high']],
      ]);
      // The splits are views: no verdict is repeated, and every split trial covers the split's own tasks.
      for (const suite of wholeReport.suites) {
        for (const split of suite.splits!) {
          for (const t of split.trials) expect(t.coverage.expected).toBe(split.tasks);
          expect(split.trials.map((t) => t.name)).toEqual(suite.trials.map((t) => t.name));
        }
      }
      for (const n of [1, 2, 3, 5, 8, 13]) {
        const parts = await shards(inst, n);
        const { report, problems } = mergePartials(n % 2 ? parts : [...parts].reverse());
        expect(problems).toEqual([]);
        if (serializeReport(report) !== whole)
          throw new Error(`seed ${seed}, ${n} shard(s): the merged report differs from the unsharded one`);
      }
    }
  },
  slow(120_000, 'random split suites scored whole and at 6 shard counts'),
);

test('CLI, splits: score --shard at 2 and 4 shards and merge write scores.json, summary.md and summary.csv byte for byte', async () => {
  const inst = randomInstance(12, { splits: true });
  const whole = tempDir('agent-eval-out-');
  await cli('score', '--benchmark', inst.bench, '--run', inst.run, '--out', whole);
  expect(readFileSync(path.join(whole, 'summary.md'), 'utf8')).toContain('#### Splits of `qa`');
  expect(readFileSync(path.join(whole, 'summary.csv'), 'utf8').split('\n')[0]).toMatch(/,record,splits,/);
  for (const n of [2, 4]) {
    const dirs: string[] = [];
    for (let i = 1; i <= n; i++) {
      const out = tempDir('agent-eval-out-');
      expect(
        (await cli('score', '--benchmark', inst.bench, '--run', inst.run, '--out', out, '--shard', `${i}/${n}`)).code,
      ).toBe(0);
      dirs.push(out);
    }
    const merged = tempDir('agent-eval-out-');
    expect((await cli('merge', ...dirs, '--out', merged, '--fail-on', 'never')).code).toBe(0);
    for (const f of ['scores.json', 'summary.md', 'summary.csv'])
      expect(readFileSync(path.join(merged, f), 'utf8')).toBe(readFileSync(path.join(whole, f), 'utf8'));
  }
});

describe('merge refuses or names what is wrong', () => {
  let inst: { bench: string; run: string };
  let parts: MergeInput[];
  beforeAll(async () => {
    inst = randomInstance(7);
    parts = await shards(inst, 4);
  });
  const withProblem = (inputs: MergeInput[], code: string) => {
    const { report, problems } = mergePartials(inputs);
    expect(problems.map((p) => p.code)).toContain(code);
    expect(report.valid).toBe(false);
    expect(report.status).toBe('invalid');
    expect(report.suites.every((s) => s.errors.some((e) => e.stage === 'merge' && e.message.startsWith(code)))).toBe(
      true,
    );
    return problems;
  };

  test('a missing shard', () => {
    const problems = withProblem([parts[0]!, parts[2]!, parts[3]!], 'missing_shard');
    expect(problems.find((p) => p.code === 'missing_shard')!.message).toMatch(/shard 2\/4 is missing/);
  });

  test('a duplicated shard', () => {
    withProblem([...parts, { name: 'again.json', partial: clone(parts[1]!.partial) }], 'duplicate_shard');
  });

  // The one same-benchmark rule (docs/provenance.md) and its one sentence replace merge's own messages.
  test('partials from two benchmark revisions, two manifests, or a clean and a dirty checkout: not the same benchmark', () => {
    const other = clone(parts[1]!.partial);
    other.benchmark.commit = 'b'.repeat(40);
    expect(() => mergePartials([parts[0]!, { name: 'x', partial: other }, parts[2]!, parts[3]!])).toThrow(
      `merge: ${parts[0]!.name} and x are not the same benchmark (docs/provenance.md): commit (not a git checkout) vs ${'b'.repeat(40)}`,
    );
    const manifest = clone(parts[1]!.partial);
    manifest.benchmark.manifest_sha256 = 'c'.repeat(64);
    expect(() => mergePartials([parts[0]!, { name: 'x', partial: manifest }, parts[2]!, parts[3]!])).toThrow(
      /not the same benchmark \(docs\/provenance\.md\): manifest sha256/,
    );
    const dirty = (sha256: string) => (p: (typeof parts)[number]) => {
      const c = clone(p.partial);
      c.benchmark.dirty = { count: 1, paths: ['README.md'], sha256 };
      return { name: p.name, partial: c };
    };
    const d1 = dirty('d'.repeat(64));
    expect(() => mergePartials([parts[0]!, d1(parts[1]!), parts[2]!, parts[3]!])).toThrow(
      /no uncommitted change vs 1 uncommitted change\(s\) \(dddddddddddd\)/,
    );
    expect(() =>
      mergePartials([d1(parts[0]!), dirty('e'.repeat(64))(parts[1]!), d1(parts[2]!), d1(parts[3]!)]),
    ).toThrow(/1 uncommitted change\(s\) \(dddddddddddd\) vs 1 uncommitted change\(s\) \(eeeeeeeeeeee\)/);
    expect(mergePartials(parts.map(d1)).report.benchmark.dirty).toEqual({
      count: 1,
      paths: ['README.md'],
      sha256: 'd'.repeat(64),
    });
  });

  test('partials from two submissions', async () => {
    const changed = randomInstance(7);
    changed.bench = inst.bench;
    writeFileSync(path.join(changed.run, 'qa/trial-1/extra.txt'), 'one more file');
    const other = await scoreShard(options(changed), { index: 2, count: 4 });
    expect(() => mergePartials([parts[0]!, { name: 'x', partial: other }, parts[2]!, parts[3]!])).toThrow(
      /different submissions/,
    );
  });

  test('partials with different shard counts', async () => {
    const other = await scoreShard(options(inst), { index: 2, count: 3 });
    expect(() => mergePartials([parts[0]!, { name: 'x', partial: other }])).toThrow(/different shard counts/);
  });

  /** A copy of one partial (`victim`) given a unit and verdict of another shard's (`stolen`). */
  const stealing = () => {
    const donor = parts.find((p) => p.partial.suites[0]!.trials[0]!.verdicts.length > 0)!;
    const victim = parts.find((p) => p !== donor)!;
    const tampered = clone(victim.partial);
    const stolen = donor.partial.suites[0]!.trials[0]!.verdicts[0]!;
    tampered.suites[0]!.trials[0]!.verdicts.push(stolen);
    tampered.suites[0]!.trials[0]!.units.push(stolen.task);
    return { victim, tampered, stolen };
  };

  test('a tampered partial: units of another shard are named (out of shard, overlapping) and dropped', () => {
    const { victim, tampered, stolen } = stealing();
    const inputs = parts.map((p) => (p === victim ? { name: 'tampered.json', partial: tampered } : p));
    const problems = withProblem(inputs, 'out_of_shard_units');
    expect(problems.map((p) => p.code)).toContain('overlapping_units');
    expect(problems.find((p) => p.code === 'out_of_shard_units')!.message).toContain(`task ${stolen.task}`);
  });

  test('overlapping units are found between two partials given under the same name', () => {
    const { victim, tampered, stolen } = stealing();
    const inputs = parts.map((p) => ({ name: 'same.json', partial: p === victim ? tampered : p.partial }));
    expect(withProblem(inputs, 'overlapping_units').find((p) => p.code === 'overlapping_units')!.message).toContain(
      `task ${stolen.task} is in both same.json and same.json`,
    );
  });

  /** A part (suite 0, trial 0) with verdicts, and the merged verdict count of that trial. */
  const victimOf = () => parts.find((p) => p.partial.suites[0]!.trials[0]!.verdicts.length > 0)!;
  const verdictsIn = (inputs: MergeInput[]) => mergePartials(inputs).report.suites[0]!.trials[0]!.verdicts;

  test('a partial with a verdict for a task that is not expected (though it hashes to its shard) is named, and the verdict dropped', () => {
    const victim = victimOf();
    const tampered = clone(victim.partial);
    const trial = tampered.suites[0]!.trials[0]!;
    let bogus = 'bogus_0';
    for (let i = 1; shardOfUnit(tampered.suites[0]!.name, trial.path, bogus, 4) !== tampered.shard.index; i++)
      bogus = `bogus_${i}`;
    trial.units.push(bogus);
    trial.verdicts.push({ ...trial.verdicts[0]!, task: bogus, status: 'success', success: true });
    const inputs = parts.map((p) => (p === victim ? { name: 'tampered.json', partial: tampered } : p));
    const problems = withProblem(inputs, 'inconsistent_partial');
    expect(problems.find((p) => p.code === 'inconsistent_partial')!.message).toMatch(
      new RegExp(`tampered\\.json .*not among its expected units.*${bogus}`),
    );
    expect(verdictsIn(inputs).map((v) => v.task)).not.toContain(bogus);
  });

  test('a partial with two verdicts for one task is named, and only the first counts (never scored > expected)', () => {
    const victim = victimOf();
    const tampered = clone(victim.partial);
    const trial = tampered.suites[0]!.trials[0]!;
    const again = { ...trial.verdicts[0]!, status: 'success' as const, success: true };
    trial.verdicts.push(again);
    const inputs = parts.map((p) => (p === victim ? { name: 'tampered.json', partial: tampered } : p));
    const problems = withProblem(inputs, 'inconsistent_partial');
    expect(problems.find((p) => p.code === 'inconsistent_partial')!.message).toMatch(
      new RegExp(`tampered\\.json .*more than one verdict for a task .*${again.task}`),
    );
    const merged = mergePartials(inputs).report.suites[0]!.trials[0]!;
    expect(merged.verdicts.filter((v) => v.task === again.task)).toEqual([
      victim.partial.suites[0]!.trials[0]!.verdicts[0],
    ]);
    expect(merged.coverage.scored).toBeLessThanOrEqual(merged.coverage.expected);
  });

  test('a partial that leaves out one of its own units (and its verdict) is named; the task is not silently missing', () => {
    const victim = victimOf();
    const tampered = clone(victim.partial);
    const trial = tampered.suites[0]!.trials[0]!;
    const dropped = trial.verdicts[0]!.task;
    trial.units = trial.units.filter((u) => u !== dropped);
    trial.verdicts = trial.verdicts.filter((v) => v.task !== dropped);
    const inputs = parts.map((p) => (p === victim ? { name: 'tampered.json', partial: tampered } : p));
    const problems = withProblem(inputs, 'inconsistent_partial');
    expect(problems.find((p) => p.code === 'inconsistent_partial')!.message).toMatch(
      new RegExp(`tampered\\.json does not list units of its own shard .*${dropped}`),
    );
  });

  test('a suite header that disagrees with its configuration is refused', () => {
    const tampered = parts.map((p) => ({ ...p, partial: clone(p.partial) }));
    for (const p of tampered) p.partial.suites[0]!.kind = p.partial.suites[0]!.kind === 'table' ? 'output' : 'table';
    expect(() => mergePartials(tampered)).toThrow(/differ from its configuration/);
  });

  test('partials scored with different CCE settings are refused', () => {
    const tampered = parts.map((p) => ({ ...p, partial: clone(p.partial) }));
    tampered[0]!.partial.suites[0]!.trials[0]!.metric_context.cce_source = 'judge';
    tampered[1]!.partial.suites[0]!.trials[0]!.metric_context.cce_source = 'saved_judge_records';
    expect(() => mergePartials(tampered)).toThrow(UsageError);
    expect(() => mergePartials(tampered)).toThrow(
      /shard-1\.json and shard-2\.json were scored with different CCE settings .*source judge vs saved_judge_records/,
    );
  });

  test('a partial claiming more shards than agent-eval allows is refused when read, naming the file', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'partial.json');
    writeFileSync(
      file,
      JSON.stringify({ ...parts[0]!.partial, shard: { ...parts[0]!.partial.shard, count: 3_000_000 } }),
    );
    const r = await cli('merge', dir, '--out', tempDir());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toMatch(/shard\.count/);
  });
});

test('CLI: score --shard i/n writes partial.json, merge writes the unsharded report byte for byte', async () => {
  const inst = randomInstance(11);
  const whole = tempDir('agent-eval-out-');
  await cli('score', '--benchmark', inst.bench, '--run', inst.run, '--out', whole);
  const dirs: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const out = tempDir('agent-eval-out-');
    const r = await cli('score', '--benchmark', inst.bench, '--run', inst.run, '--out', out, '--shard', `${i}/3`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`shard ${i}/3: \\d+ unit`));
    dirs.push(out);
  }
  const merged = tempDir('agent-eval-out-');
  const m = await cli('merge', ...dirs, '--out', merged, '--fail-on', 'never');
  expect(m.code).toBe(0);
  for (const f of ['scores.json', 'summary.md', 'summary.csv'])
    expect(readFileSync(path.join(merged, f), 'utf8')).toBe(readFileSync(path.join(whole, f), 'utf8'));
  const missing = await cli('merge', dirs[0]!, dirs[2]!, '--out', tempDir(), '--fail-on', 'invalid');
  expect(missing.code).toBe(1);
  expect(missing.stderr).toMatch(/missing_shard: shard 2\/3 is missing/);
  const bad = await cli('score', '--benchmark', inst.bench, '--run', inst.run, '--shard', '4/3');
  expect(bad.code).toBe(2);
});

test(
  'trajectory suites with the scripted verifier: PSR, rounds and bad records survive sharding byte for byte',
  async () => {
    const bench = makeBenchmark({
      tasks: { main: ['task_01_logs', 'task_02_staff', 'task_03_weapons', 'task_04_mine', 'task_05_trade'] },
    });
    const run = tempDir();
    const ok = { success: true, message: 'Logs: 5/5' };
    for (const trial of ['trial-1', 'trial-2']) {
      writeRecords(run, 'main', trial, {
        a: trajectory({ task_key: 'task_01_logs' }, ok),
        b: trajectory(
          { task_key: 'task_02_staff' },
          { success: false, message: 'Logs: 3/5, Kills: 0/3, All alive: True' },
        ),
        c: trajectory(
          { task_key: 'task_04_mine' },
          trial === 'trial-1' ? ok : { success: false, message: 'Iron: 1/3' },
        ),
        dup: trajectory({ task_key: 'task_04_mine' }, ok),
        outside: trajectory({ task_key: 'task_99_other' }, ok),
      });
      write(path.join(run, 'main', trial, 'broken_trajectory.json'), '{"task_key": "task_03_weapons", "rounds": [');
    }
    writeRecords(run, 'main', 'trial-3', { a: trajectory({ task_key: 'task_01_logs' }, ok) });
    const opts = { benchmarkDir: bench, runDir: run };
    const whole = serializeReport(await score(opts));
    // (each shard starts its own verifier workers: a spread of 1..16, not every count)
    for (const n of [1, 2, 3, 4, 5, 7, 11, 16]) {
      const parts: MergeInput[] = [];
      for (let i = 1; i <= n; i++)
        parts.push({ name: `s${i}`, partial: await scoreShard(opts, { index: i, count: n }) });
      const { report, problems } = mergePartials(parts);
      expect(problems).toEqual([]);
      if (serializeReport(report) !== whole)
        throw new Error(`${n} shard(s): the merged report differs from the unsharded one`);
    }
  },
  slow(300_000, 'trajectory suites scored whole and sharded, each run starting python3 verifiers'),
);

test(
  "a trajectory suite with v1/v2 splits (AgentWorld's augmented layout): split figures survive sharding at 1, 2, 3 and 5 shards byte for byte",
  async () => {
    const keys = ['task_01_logs_v1', 'task_01_logs_v2', 'task_02_staff_v1', 'task_02_staff_v2', 'task_03_mine_v1'];
    const bench = makeBenchmark({
      tasks: { augmented: keys },
      suiteYaml: (suite) =>
        `  - name: ${suite}\n    kind: trajectory\n    tasks: tasks/${suite}/*.yaml\n    trials: 2\n    publish: false\n    splits:\n      v1: "*_v1"\n      v2: "*_v2"\n    verifier:\n      command: [python3, verifiers/scripted.py]\n      timeout_s: ${VERIFIER_TIMEOUT_S}\n      workers: 2\n    psr:\n      method: checkpoint_fraction_v1\n`,
    });
    const run = tempDir();
    const ok = { success: true, message: 'Logs: 5/5' };
    for (const trial of ['trial-1', 'trial-2']) {
      writeRecords(run, 'augmented', trial, {
        a: trajectory({ task_key: 'task_01_logs_v1' }, ok),
        b: trajectory({ task_key: 'task_01_logs_v2' }, { success: false, message: 'Logs: 3/5' }),
        c: trajectory(
          { task_key: 'task_02_staff_v1' },
          trial === 'trial-1' ? ok : { success: false, message: 'Logs: 1/5' },
        ),
        d: trajectory({ task_key: 'task_02_staff_v2' }, ok),
        ...(trial === 'trial-1' ? { e: trajectory({ task_key: 'task_03_mine_v1' }, ok) } : {}),
      });
    }
    const opts = { benchmarkDir: bench, runDir: run };
    const wholeReport = await score(opts);
    const [v1, v2] = wholeReport.suites[0]!.splits!;
    // v1 misses task_03_mine_v1 in trial-2: not final there; v2 is complete.
    expect([v1!.final, v2!.final, wholeReport.suites[0]!.final]).toEqual([false, true, false]);
    expect(v2!.trials.map((t) => [t.metrics.SR_percent!.value, t.metrics.PSR_percent!.value])).toEqual([
      [50, 80],
      [50, 80],
    ]);
    expect(v1!.trials.map((t) => t.metrics.observed_SR_percent!.value)).toEqual([100, 50]);
    const whole = serializeReport(wholeReport);
    for (const n of [1, 2, 3, 5]) {
      const parts: MergeInput[] = [];
      for (let i = 1; i <= n; i++)
        parts.push({ name: `s${i}`, partial: await scoreShard(opts, { index: i, count: n }) });
      const { report, problems } = mergePartials(parts);
      expect(problems).toEqual([]);
      if (serializeReport(report) !== whole)
        throw new Error(`${n} shard(s): the merged report differs from the unsharded one`);
    }
  },
  slow(120_000, 'a trajectory suite scored whole and sharded, each run starting python3 verifiers'),
);

test(
  'with submission.yml: its review (claims, trials, checksums) is recomputed by merge, byte for byte',
  async () => {
    const { runChecksums } = await import('../../../src/core/submission/checksums.js');
    const { parse } = await import('yaml');
    for (const seed of [4, 5]) {
      const inst = randomInstance(seed);
      const files = parse((await runChecksums(inst.run)).yaml).files;
      const trialNames = readdirSync(path.join(inst.run, 'qa')).sort();
      const text = [
        'version: 1',
        'model: { id: m, version: "1" }',
        'harness: { repository: https://example.com/h, commit: "abcdef1" }',
        'benchmark: { repository: https://example.com/b, revision: "0000000" }',
        'trials: { count: 2, suites: { prep: { count: 1 } } }',
        'claimed_scores:',
        '  qa: { SR_percent: 50.0, observed_SR_percent: 66.67, trials: { ' +
          `${trialNames[0]}: { SR_percent: 100 } } }`,
        '  prep: { accuracy_percent: 12.5 }',
        `files: ${JSON.stringify(files)}`,
        '',
      ].join('\n');
      write(path.join(inst.run, 'submission.yml'), text);
      const wholeReport = await score(options(inst));
      expect(wholeReport.submission.review?.claims.length).toBe(4);
      const whole = serializeReport(wholeReport);
      for (const n of [1, 2, 3, 6]) {
        const { report, problems } = mergePartials(await shards(inst, n));
        expect(problems).toEqual([]);
        if (serializeReport(report) !== whole)
          throw new Error(`seed ${seed}, ${n} shard(s): the merged report differs from the unsharded one`);
      }
      if (seed === 4) {
        // Through the CLI: partial.json files (review_input serialised and re-validated), then merge.
        const out = tempDir('agent-eval-out-');
        await cli('score', '--benchmark', inst.bench, '--run', inst.run, '--out', out, '--fail-on', 'never');
        const dirs: string[] = [];
        for (let i = 1; i <= 2; i++) {
          dirs.push(tempDir('agent-eval-out-'));
          expect(
            (
              await cli(
                'score',
                '--benchmark',
                inst.bench,
                '--run',
                inst.run,
                '--out',
                dirs[i - 1]!,
                '--shard',
                `${i}/2`,
              )
            ).code,
          ).toBe(0);
        }
        const merged = tempDir('agent-eval-out-');
        expect((await cli('merge', ...dirs, '--out', merged, '--fail-on', 'never')).code).toBe(0);
        for (const f of ['scores.json', 'summary.md'])
          expect(readFileSync(path.join(merged, f), 'utf8')).toBe(readFileSync(path.join(out, f), 'utf8'));
        expect(readFileSync(path.join(out, 'summary.md'), 'utf8')).toContain(
          '<details><summary>Provenance and submission checks: ',
        );
      }
      // A file changed after the manifest: invalid, sharded or not, and still the same bytes.
      writeFileSync(path.join(inst.run, 'qa/trial-1/keep.txt'), 'changed\n');
      const changed = await score(options(inst));
      expect(changed.submission.review?.findings.some((f) => f.code === 'checksum_mismatch')).toBe(true);
      expect(changed.valid).toBe(false);
      const { report } = mergePartials(await shards(inst, 3));
      expect(serializeReport(report)).toBe(serializeReport(changed));
    }
  },
  slow(240_000, 'the demo scored whole and as shards, then merged'),
);
