/**
 * `agent-eval rescore` end to end: a real git benchmark repository
 * with two commits (the second changes the verifier), a generated submissions tree of 21
 * submissions × 2 suites × 3 trials plus hostile entries, the leaderboard and the drift checked
 * against an independent oracle, and the sharded rescore merged byte for byte.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { computeDrift } from '../../../src/core/rescore/drift.js';
import { leaderboardSchema } from '../../../src/core/rescore/leaderboard.js';
import { cli, tempDir, trajectory, write } from '../../support/helpers.js';
import { VERIFIER_TIMEOUT_S, slow } from '../../setup/timeouts.js';

const TASKS = { task_a: 2, task_b: 3, task_c: 3, task_d: 5 } as const;
type Task = keyof typeof TASKS;
const TASK_KEYS = Object.keys(TASKS) as Task[];
const TRIALS = [1, 2, 3];
const QA = ['q1', 'q2'];

const VERIFIER = (
  strict: boolean,
) => `"""Test verifier: success when the record's answer reaches the task's need.${strict ? ' Revision 2: task_c needs one more, a negative answer is an error.' : ''}"""
import json, re, sys
STRICT = ${strict ? 'True' : 'False'}
for line in sys.stdin:
    if not line.strip():
        continue
    req = json.loads(line)
    if req.get("check"):
        out = {"id": req["id"], "ok": True}
    else:
        with open(req["task_file"], encoding="utf-8") as f:
            need = int(re.search(r"need:\\s*(\\d+)", f.read()).group(1))
        with open(req["record_file"], encoding="utf-8") as f:
            answer = json.load(f)["answer"]
        if STRICT and req["task"] == "task_c":
            need += 1
        if STRICT and answer < 0:
            out = {"id": req["id"], "error": "negative answer"}
        else:
            out = {"id": req["id"], "success": answer >= need, "message": "Items: %d/%d" % (max(answer, 0), need)}
    sys.stdout.write(json.dumps(out) + "\\n")
    sys.stdout.flush()
`;

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    encoding: 'utf8',
  }).trim();

/** A git benchmark: commit 1 has the lenient verifier, commit 2 the strict one. */
function gitBenchmark(): { dir: string; rev1: string; rev2: string } {
  const dir = tempDir('agent-eval-rescore-bench-');
  for (const [task, need] of Object.entries(TASKS)) write(path.join(dir, `tasks/main/${task}.yaml`), `need: ${need}\n`);
  write(
    path.join(dir, 'qa/tasks.yaml'),
    `version: 1\ntasks:\n${QA.map((q) => `  ${q}:\n    output:\n      - { contains: ANS-${q} }\n`).join('')}`,
  );
  write(
    path.join(dir, 'agent-eval.yml'),
    `version: 1
name: rescore-bench
suites:
  - name: main
    kind: trajectory
    tasks: tasks/main/*.yaml
    trials: 3
    verifier:
      command: [python3, verifiers/check.py]
      timeout_s: ${VERIFIER_TIMEOUT_S}
      workers: 1
    psr:
      method: checkpoint_fraction_v1
  - name: qa
    kind: output
    tasks: qa/tasks.yaml
    trials: 3
`,
  );
  write(path.join(dir, 'verifiers/check.py'), VERIFIER(false));
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'lenient verifier');
  const rev1 = git(dir, 'rev-parse', 'HEAD');
  write(path.join(dir, 'verifiers/check.py'), VERIFIER(true));
  git(dir, 'commit', '-q', '-am', 'stricter verifier');
  const rev2 = git(dir, 'rev-parse', 'HEAD');
  return { dir, rev1, rev2 };
}

const HOSTILE = 'x|<img src=x onerror=alert(1)>@here [a](javascript:alert(1)) #12';
const regular = (i: number) => `sub-${String(i).padStart(2, '0')}`;

/** The submission's answer for a task in a trial (sub-11 has a negative one: an error under revision 2). */
function answer(i: number, trial: number, task: Task): number {
  if (i === 11 && trial === 1 && task === 'task_d') return -1;
  return (i * 7 + trial * 3 + TASK_KEYS.indexOf(task) * 5) % 6;
}
const qaRight = (i: number, trial: number, q: string) => (q === 'q1' ? (i + trial) % 3 !== 0 : (i * trial) % 4 !== 1);
/** sub-07 has no record for task_b in trial-2: never final, never a zero. */
const missing = (i: number, trial: number, task: Task) => i === 7 && trial === 2 && task === 'task_b';

function writeSubmission(root: string, dirName: string, i: number): void {
  for (const trial of TRIALS) {
    for (const task of TASK_KEYS) {
      if (missing(i, trial, task)) continue;
      write(
        path.join(root, dirName, 'main', `trial-${trial}`, `${task}_trajectory.json`),
        trajectory({ task_key: task }, { success: true }, { answer: answer(i, trial, task) }),
      );
    }
    for (const q of QA) {
      write(path.join(root, dirName, 'qa', `trial-${trial}`, `${q}.json`), {
        task_id: q,
        full_text: qaRight(i, trial, q) ? `the answer is ANS-${q}` : 'no idea',
      });
    }
  }
}

/** sub-01 … sub-20, the hostile name (scored like i = 30), a symlink, a skipped file and a skipped .git. */
function submissionsTree(): string {
  const root = tempDir('agent-eval-rescore-subs-');
  for (let i = 1; i <= 20; i++) writeSubmission(root, regular(i), i);
  writeSubmission(root, HOSTILE, 30);
  symlinkSync(path.join(root, regular(1)), path.join(root, 'linked'));
  writeFileSync(path.join(root, 'notes.txt'), 'not a submission\n');
  write(path.join(root, '.git/HEAD'), 'ref: refs/heads/main\n');
  return root;
}

// ------------------------------------------------------------------------------------------
// The oracle: what the two verifier revisions must say, computed here from the generator.

type Outcome = 'success' | 'failure' | 'error' | 'missing';
function outcome(rev: 1 | 2, i: number, trial: number, task: Task): Outcome {
  if (missing(i, trial, task)) return 'missing';
  const a = answer(i, trial, task);
  if (rev === 2 && a < 0) return 'error';
  const need = TASKS[task] + (rev === 2 && task === 'task_c' ? 1 : 0);
  return a >= need ? 'success' : 'failure';
}
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
/** The trial's SR_percent headline: null unless the trial is final (no missing task, no error). */
function trialSR(rev: 1 | 2, i: number, trial: number): number | null {
  const outs = TASK_KEYS.map((t) => outcome(rev, i, trial, t));
  if (outs.some((o) => o === 'missing' || o === 'error')) return null;
  return round4((100 * outs.filter((o) => o === 'success').length) / TASK_KEYS.length);
}
function observedSR(rev: 1 | 2, i: number, trial: number): number | null {
  const outs = TASK_KEYS.map((t) => outcome(rev, i, trial, t));
  if (outs.some((o) => o === 'error')) return null;
  const scored = outs.filter((o) => o !== 'missing');
  return round4((100 * scored.filter((o) => o === 'success').length) / scored.length);
}
/** The trial's reconstructed PSR headline: a success is 1, a failure min(a/need, 1) from the verifier's "Items: a/need". */
function trialPSR(rev: 1 | 2, i: number, trial: number): number | null {
  if (trialSR(rev, i, trial) === null) return null;
  const credits = TASK_KEYS.map((task) => {
    const need = TASKS[task] + (rev === 2 && task === 'task_c' ? 1 : 0);
    return outcome(rev, i, trial, task) === 'success' ? 1 : Math.min(Math.max(answer(i, trial, task), 0) / need, 1);
  });
  return round4(100 * (credits.reduce((a, b) => a + b, 0) / credits.length));
}
const meanSR = (rev: 1 | 2, i: number) => {
  const values = TRIALS.map((t) => trialSR(rev, i, t));
  return values.some((v) => v === null)
    ? null
    : round4((values as number[]).reduce((a, b) => a + b, 0) / values.length);
};
const indexOf = (name: string) => (name === HOSTILE ? 30 : Number(name.slice(4)));

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const bytes = (file: string) => readFileSync(file, 'utf8');
/** Table rows of a markdown text: every `|` not escaped by a backslash separates cells. */
const cellCount = (line: string) => line.replace(/\\\|/g, '').split('|').length;

let bench: { dir: string; rev1: string; rev2: string };
let subs: string;
let out1: string;
let out2: string;
let run2: Awaited<ReturnType<typeof cli>>;

beforeAll(
  async () => {
    bench = gitBenchmark();
    subs = submissionsTree();
    out1 = tempDir('agent-eval-rescore-out1-');
    out2 = tempDir('agent-eval-rescore-out2-');
    git(bench.dir, 'checkout', '-q', bench.rev1);
    const run1 = await cli('rescore', '--benchmark', bench.dir, '--submissions', subs, '--out', out1, '--quiet');
    expect(run1.stderr).toContain('Exit 1: invalid submission(s) (--fail-on any)');
    expect(run1.code).toBe(1);
    // Between the two nights: the verifier changes, sub-20 leaves, sub-21 arrives.
    git(bench.dir, 'checkout', '-q', bench.rev2);
    rmSync(path.join(subs, regular(20)), { recursive: true });
    writeSubmission(subs, regular(21), 21);
    run2 = await cli(
      'rescore',
      '--benchmark',
      bench.dir,
      '--submissions',
      subs,
      '--baseline',
      path.join(out1, 'leaderboard.json'),
      '--out',
      out2,
    );
  },
  slow(300_000, 'two benchmark commits, 21 submissions rescored with python3 verifiers'),
);

test('the leaderboard: final entries ranked by mean SR, the others apart; missing tasks are never zeros', () => {
  const lb = json(path.join(out2, 'leaderboard.json'));
  expect(lb.benchmark).toMatchObject({ name: 'rescore-bench', commit: bench.rev2, repository: null });
  expect(lb.benchmark.manifest_sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(lb.tool.name).toBe('agent-eval');
  const names = [...Array.from({ length: 19 }, (_, k) => regular(k + 1)), regular(21)];
  expect(lb.submissions.map((e: { name: string }) => e.name)).toEqual(['linked', ...names, HOSTILE]);
  expect(lb.counts).toEqual({ submissions: 22, final: 19, not_final: 1, invalid: 2 });

  const main = lb.suites.find((s: { name: string }) => s.name === 'main');
  expect(main).toMatchObject({
    kind: 'trajectory',
    expected_tasks: 4,
    expected_trials: 3,
    primary_metric: 'SR_percent',
  });
  // The oracle's ranking: final rows only, by mean SR (revision 2) then name; ties share a rank.
  const finals = [...names, HOSTILE]
    .filter((n) => n !== regular(7) && n !== regular(11))
    .map((n) => ({ submission: n, value: meanSR(2, indexOf(n))! }));
  finals.sort((a, b) => b.value - a.value || Buffer.compare(Buffer.from(a.submission), Buffer.from(b.submission)));
  const expected = finals.map((f) => ({ rank: 1 + finals.findIndex((g) => g.value === f.value), ...f }));
  expect(main.ranked).toEqual(expected);
  expect(new Set(expected.map((r) => r.rank)).size).toBeLessThan(expected.length); // the data has ties
  expect(main.unranked).toEqual([
    { submission: 'linked', status: 'invalid', observed: null },
    {
      submission: regular(7),
      status: 'not_final',
      observed: round4(TRIALS.map((t) => observedSR(2, 7, t)!).reduce((a, b) => a + b, 0) / 3),
    },
    { submission: regular(11), status: 'invalid', observed: null },
  ]);

  // sub-07: the missing task is listed and counted apart, the trial's SR is withheld, not zero.
  const sub07 = lb.submissions.find((e: { name: string }) => e.name === regular(7));
  expect(sub07.status).toBe('not_final');
  const row07 = sub07.suites.find((r: { name: string }) => r.name === 'main');
  expect(row07.coverage).toMatchObject({ trials: 3, expected_tasks: 4, scored: 11, missing: 1, errors: 0 });
  expect(row07.primary).toMatchObject({ metric: 'SR_percent', value: null });
  expect(row07.problems).toContain('trial-2: 1 missing task(s): task_b');
  const t2 = row07.trials[1];
  expect(t2).toMatchObject({
    name: 'trial-2',
    path: 'main/trial-2',
    status: 'not_final',
    coverage: { missing_tasks: ['task_b'] },
  });
  expect(t2.outcomes.missing).toEqual(['task_b']);
  expect(t2.metrics.SR_percent).toBeNull();
  expect(t2.metrics.observed_SR_percent).toBe(observedSR(2, 7, 2));
  // sub-07's qa suite is complete: it is ranked there.
  expect(
    lb.suites.find((s: { name: string }) => s.name === 'qa').ranked.map((r: { submission: string }) => r.submission),
  ).toContain(regular(7));

  // Every recorded verdict is the oracle's.
  for (const e of lb.submissions.filter((x: { name: string }) => x.name.startsWith('sub-') || x.name === HOSTILE)) {
    const row = e.suites.find((r: { name: string }) => r.name === 'main');
    for (const [k, trial] of TRIALS.entries()) {
      for (const task of TASK_KEYS) {
        const o = outcome(2, indexOf(e.name), trial, task);
        expect(row.trials[k].outcomes[o]).toContain(task);
      }
    }
  }
  // The symlink is a named invalid entry and was not followed; the regular file is not a submission.
  expect(lb.submissions[0]).toMatchObject({
    name: 'linked',
    status: 'invalid',
    problems: ['submission linked is a symbolic link; not followed'],
  });
  expect(lb.submissions.map((e: { name: string }) => e.name)).not.toContain('notes.txt');
  expect(run2.stderr).toContain('rescore: [1/21] sub-01\n');
});

test('leaderboard.md: ranked table first, the rest apart and labelled observed; hostile names escaped', () => {
  const md = bytes(path.join(out2, 'leaderboard.md'));
  expect(md).toContain('**22 submission(s): 19 final, 1 not final, 2 invalid.**');
  const mainAt = md.indexOf('## Suite `main`');
  const apartAt = md.indexOf('### `main`: not ranked (not final or invalid)');
  const qaAt = md.indexOf('## Suite `qa`');
  expect(mainAt).toBeGreaterThan(0);
  expect(apartAt).toBeGreaterThan(mainAt);
  expect(qaAt).toBeGreaterThan(apartAt);
  const ranked = md.slice(mainAt, apartAt);
  const apart = md.slice(apartAt, qaAt);
  expect(ranked).not.toContain('sub-07');
  expect(ranked).not.toContain('sub-11');
  expect(apart).toMatch(
    /\| sub-07 \| ⚠️ not final \| 11\/12 scored in 3 trial\(s\), 1 missing \| observed \d+\.\d\d \| trial-2: 1 missing task\\\(s\\\): task\\_b \|/,
  );
  expect(apart).toContain('Observed SR % (over scored tasks; not ranked)');
  expect(apart).toContain(
    '| linked | ❌ invalid | not scored | — | submission linked is a symbolic link; not followed |',
  );
  // The hostile name: no HTML, no link, no mention, no table break-out.
  expect(md).not.toContain('<img');
  expect(md).not.toContain('](javascript');
  expect(md).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;@\u200bhere');
  for (const block of md.split('\n\n')) {
    const rows = block.split('\n').filter((l) => l.startsWith('|'));
    if (rows.length > 0) for (const r of rows) expect(cellCount(r)).toBe(cellCount(rows[0]!));
  }
});

test('drift between the two benchmark commits: exactly the oracle flips, moves and status changes', () => {
  expect(run2.code).toBe(1);
  expect(run2.stderr).toContain('Exit 1: drift against the baseline and invalid submission(s) (--fail-on any)');
  const drift = json(path.join(out2, 'drift.json'));
  expect(drift.has_drift).toBe(true);
  expect(drift.benchmark_changed).toBe(true);
  expect(drift.baseline.benchmark.commit).toBe(bench.rev1);
  expect(drift.current.benchmark.commit).toBe(bench.rev2);
  expect(drift.submissions_added).toEqual([regular(21)]);
  expect(drift.submissions_removed).toEqual([regular(20)]);

  const both = [...Array.from({ length: 19 }, (_, k) => k + 1), 30];
  const flips = both.flatMap((i) =>
    TRIALS.flatMap((trial) =>
      TASK_KEYS.flatMap((task) => {
        const before = outcome(1, i, trial, task);
        const after = outcome(2, i, trial, task);
        return before === after
          ? []
          : [
              {
                submission: i === 30 ? HOSTILE : regular(i),
                suite: 'main',
                trial: `main/trial-${trial}`,
                task,
                before,
                after,
              },
            ];
      }),
    ),
  );
  expect(flips.length).toBeGreaterThan(5);
  expect(flips).toContainEqual({
    submission: regular(11),
    suite: 'main',
    trial: 'main/trial-1',
    task: 'task_d',
    before: 'failure',
    after: 'error',
  });
  expect(drift.verdict_flips).toEqual(flips);

  // SR_percent and PSR_percent move exactly where the oracle's per-trial figures changed (PSR
  // also moves without a flip: task_c's failures now count a/4 instead of a/3).
  for (const [metric, oracle] of [
    ['SR_percent', trialSR],
    ['PSR_percent', trialPSR],
  ] as const) {
    const moves = drift.metric_moves.filter((m: { metric: string }) => m.metric === metric);
    const expected = both.flatMap((i) =>
      TRIALS.flatMap((trial) => {
        const before = oracle(1, i, trial);
        const after = oracle(2, i, trial);
        return before === after
          ? []
          : [
              {
                submission: i === 30 ? HOSTILE : regular(i),
                suite: 'main',
                trial: `main/trial-${trial}`,
                metric,
                before,
                after,
                delta: before === null || after === null ? null : Math.round((after - before) * 1e6) / 1e6,
              },
            ];
      }),
    );
    expect(moves).toEqual(expected);
  }
  expect(drift.metric_moves).toContainEqual(
    expect.objectContaining({ submission: regular(11), trial: 'main/trial-1', metric: 'SR_percent', after: null }),
  );
  // Nothing moved in qa (its expectations did not change), and only PSR where no verdict flipped.
  const flipped = new Set(flips.map((f) => f.submission));
  for (const m of drift.metric_moves) {
    expect(m.suite).toBe('main');
    if (!flipped.has(m.submission)) expect(m.metric).toMatch(/PSR_percent/);
  }
  expect(drift.metric_moves).toContainEqual(expect.objectContaining({ trial: null, metric: 'primary.SR_percent' }));
  expect(drift.status_changes).toEqual([
    { submission: regular(11), suite: null, before: 'final', after: 'invalid' },
    { submission: regular(11), suite: 'main', before: 'final', after: 'invalid' },
  ]);
  expect(drift.counts).toEqual({
    verdict_flips: flips.length,
    metric_moves: drift.metric_moves.length,
    status_changes: 2,
    submissions_added: 1,
    submissions_removed: 1,
  });

  const md = bytes(path.join(out2, 'drift.md'));
  expect(md).toMatch(/^## agent-eval rescore: rescore-bench — ❌ DRIFT, ❌ invalid submissions\n/);
  expect(md).toContain(`Benchmark changed, not the same benchmark`);
  expect(md).toContain(`Baseline: Benchmark \`rescore-bench\` at commit \`${bench.rev1.slice(0, 12)}\``);
  expect(md).toContain('| sub-11 | `main` | main/trial-1 | `task_d` | failure | error |');
  expect(md).toContain('| sub-11 | (whole submission) | ✅ final | ❌ invalid |');
  expect(md).toContain('Removed since the baseline: sub-20.');
  expect(md).not.toContain('<img');
  expect(md.length).toBeLessThan(60_000);
  // The per-submission reports are there too.
  expect(json(path.join(out2, 'submissions', regular(11), 'scores.json')).status).toBe('invalid');
  expect(run2.stdout).toContain('Drift against the baseline: YES');
});

test('what counts as drift: not an added submission, not a new commit alone, not a move within 1e-9', () => {
  const current = leaderboardSchema().parse(json(path.join(out2, 'leaderboard.json')));
  const copy = () => leaderboardSchema().parse(JSON.parse(JSON.stringify(current)));
  expect(computeDrift(copy(), current)).toMatchObject({
    has_drift: false,
    benchmark_changed: false,
    counts: { verdict_flips: 0, metric_moves: 0, status_changes: 0 },
  });

  const fewer = copy();
  fewer.submissions = fewer.submissions.filter((e) => e.name !== regular(3));
  expect(computeDrift(fewer, current)).toMatchObject({ has_drift: false, submissions_added: [regular(3)] });
  expect(computeDrift(current, fewer)).toMatchObject({ has_drift: true, submissions_removed: [regular(3)] });

  const older = copy();
  older.benchmark.commit = bench.rev1;
  expect(computeDrift(older, current)).toMatchObject({ has_drift: false, benchmark_changed: true });

  const nudged = copy();
  const trial = nudged.submissions.find((e) => e.name === regular(4))!.suites[0]!.trials[0]!;
  trial.metrics.rounds_mean = trial.metrics.rounds_mean! + 1e-12;
  expect(computeDrift(nudged, current).has_drift).toBe(false);
  trial.metrics.rounds_mean = trial.metrics.rounds_mean! + 1e-6;
  expect(computeDrift(nudged, current).metric_moves).toEqual([
    {
      submission: regular(4),
      suite: 'main',
      trial: 'main/trial-1',
      metric: 'rounds_mean',
      before: trial.metrics.rounds_mean,
      after: 2,
      delta: -0.000001,
    },
  ]);

  const flipped = copy();
  const outcomes = flipped.submissions.find((e) => e.name === regular(4))!.suites[1]!.trials[2]!.outcomes;
  const task = outcomes.success[0]!;
  outcomes.success = outcomes.success.filter((t) => t !== task);
  outcomes.missing.push(task);
  expect(computeDrift(flipped, current).verdict_flips).toEqual([
    { submission: regular(4), suite: 'qa', trial: 'qa/trial-3', task, before: 'missing', after: 'success' },
  ]);
});

test(
  'sharded rescore (3 shards) merges into the byte-identical leaderboard and drift; a missing shard is named',
  async () => {
    const parts = tempDir('agent-eval-rescore-parts-');
    // The three shard jobs of the matrix, at once (as on three runners).
    const jobs = await Promise.all(
      [1, 2, 3].map((i) =>
        cli(
          'rescore',
          '--benchmark',
          bench.dir,
          '--submissions',
          subs,
          '--shard',
          `${i}/3`,
          '--out',
          path.join(parts, `agent-eval-partial-${i}-of-3`),
          '--quiet',
        ),
      ),
    );
    for (const [k, r] of jobs.entries()) {
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(
        `Rescore shard ${k + 1}/3: 21 submission(s) partially scored, 1 not scored; merge all 3 shards with agent-eval rescore --partials DIR --shards 3.\n`,
      );
    }
    const merged = tempDir('agent-eval-rescore-merged-');
    const baseline = path.join(out1, 'leaderboard.json');
    const m = await cli(
      'rescore',
      '--partials',
      parts,
      '--shards',
      '3',
      '--benchmark',
      bench.dir,
      '--baseline',
      baseline,
      '--out',
      merged,
    );
    expect(m.stderr).toBe(
      `Leaderboard written to ${path.join(merged, 'leaderboard.json')} (and leaderboard.md, drift.json, drift.md, submissions/<name>/).\nExit 1: drift against the baseline and invalid submission(s) (--fail-on any).\n`,
    );
    for (const f of ['leaderboard.json', 'leaderboard.md', 'drift.json', 'drift.md'])
      expect(bytes(path.join(merged, f))).toBe(bytes(path.join(out2, f)));
    expect(bytes(path.join(merged, 'submissions', regular(7), 'summary.md'))).toBe(
      bytes(path.join(out2, 'submissions', regular(7), 'summary.md')),
    );

    // Against its own unsharded twin there is no drift: exit 0 when only drift fails the run.
    const same = await cli(
      'rescore',
      '--partials',
      parts,
      '--shards',
      '3',
      '--baseline',
      path.join(out2, 'leaderboard.json'),
      '--out',
      tempDir(),
      '--fail-on',
      'drift',
    );
    expect(same.code).toBe(0);
    expect(same.stdout).toContain(
      'Drift against the baseline: none (0 verdict flip(s), 0 metric move(s), 0 status change(s), 0 removed, 0 added)',
    );

    // One submission's partial of shard 3 is gone: that submission alone is invalid, missing_shard named.
    const lost = tempDir('agent-eval-rescore-lost-');
    cpSync(parts, lost, { recursive: true });
    rmSync(path.join(lost, 'agent-eval-partial-3-of-3', 'submissions', regular(5), 'partial.json'));
    const l = await cli(
      'rescore',
      '--partials',
      lost,
      '--shards',
      '3',
      '--baseline',
      path.join(out2, 'leaderboard.json'),
      '--out',
      path.join(lost, 'out'),
    );
    expect(l.code).toBe(1);
    const lb = json(path.join(lost, 'out', 'leaderboard.json'));
    expect(lb.counts).toEqual({ submissions: 22, final: 18, not_final: 1, invalid: 3 });
    const sub05 = lb.submissions.find((e: { name: string }) => e.name === regular(5));
    expect(sub05.status).toBe('invalid');
    expect(sub05.suites[0].problems).toContain(
      'suite error (merge): missing_shard: shard 3/3 is missing: its units are not in the report',
    );
    const d = json(path.join(lost, 'out', 'drift.json'));
    expect(d.status_changes).toContainEqual({ submission: regular(5), suite: null, before: 'final', after: 'invalid' });
    expect(l.stderr).toContain('shard 3/3 counts as missing for submission sub-05');

    // A forged partial that repeats a suite (names must be unique): refused by its schema, named, and counted as
    // missing.
    const forged = tempDir('agent-eval-rescore-forged-');
    cpSync(parts, forged, { recursive: true });
    const forgedFile = path.join(forged, 'agent-eval-partial-3-of-3', 'submissions', regular(5), 'partial.json');
    const repeated = json(forgedFile);
    repeated.suites.push(repeated.suites[0]);
    writeFileSync(forgedFile, JSON.stringify(repeated));
    const f = await cli(
      'rescore',
      '--partials',
      forged,
      '--shards',
      '3',
      '--out',
      path.join(forged, 'out'),
      '--fail-on',
      'never',
    );
    expect(f.code).toBe(0);
    expect(f.stderr).toContain(
      `${forgedFile}: not a partial report (suites: the suite names of a partial report must be unique: 2 are named ${JSON.stringify(repeated.suites[0].name)}); shard 3/3 counts as missing for submission sub-05`,
    );
    expect(
      json(path.join(forged, 'out', 'leaderboard.json')).submissions.find(
        (e: { name: string }) => e.name === regular(5),
      ).status,
    ).toBe('invalid');

    // A whole shard's output is missing: every scored submission is invalid, and the run says so.
    const two = tempDir('agent-eval-rescore-two-');
    cpSync(path.join(parts, 'agent-eval-partial-1-of-3'), path.join(two, 'a'), { recursive: true });
    cpSync(path.join(parts, 'agent-eval-partial-3-of-3'), path.join(two, 'b'), { recursive: true });
    const t = await cli(
      'rescore',
      '--partials',
      two,
      '--shards',
      '3',
      '--out',
      path.join(two, 'out'),
      '--fail-on',
      'invalid',
    );
    expect(t.code).toBe(1);
    expect(t.stderr).toContain('missing_shard: no output of shard 2/3 was found');
    const lb2 = json(path.join(two, 'out', 'leaderboard.json'));
    expect(lb2.counts).toEqual({ submissions: 22, final: 0, not_final: 0, invalid: 22 });
    expect(lb2.submissions.find((e: { name: string }) => e.name === HOSTILE).suites[1].problems).toContain(
      'suite error (merge): missing_shard: shard 2/3 is missing: its units are not in the report',
    );
    expect(lb2.suites[0].ranked).toEqual([]);
  },
  slow(300_000, 'three rescore shards and their merge, each starting python3 verifiers'),
);

test('--suite qa rescores one suite of two (read as the whole submission, trial paths as in a full rescore); --fail-on never', async () => {
  const out = tempDir();
  const r = await cli(
    'rescore',
    '--benchmark',
    bench.dir,
    '--submissions',
    subs,
    '--suite',
    'qa',
    '--out',
    out,
    '--fail-on',
    'never',
  );
  expect(r.code).toBe(0);
  const lb = json(path.join(out, 'leaderboard.json'));
  expect(lb.suites.map((s: { name: string }) => s.name)).toEqual(['qa']);
  expect(lb.counts).toEqual({ submissions: 22, final: 21, not_final: 0, invalid: 1 });
  expect(
    lb.submissions
      .find((e: { name: string }) => e.name === regular(7))
      .suites[0].trials.map((t: { path: string }) => t.path),
  ).toEqual(['qa/trial-1', 'qa/trial-2', 'qa/trial-3']);
});

test('a submission whose submission.yml checksums do not match is invalid in every row and never ranked, also with --suite', async () => {
  const root = tempDir('agent-eval-rescore-sums-');
  for (const [name, i] of [
    ['good', 1],
    ['tampered', 2],
  ] as const) {
    writeSubmission(root, name, i);
    const sums = await cli('checksums', '--run', path.join(root, name));
    expect(sums.code).toBe(0);
    writeFileSync(path.join(root, name, 'submission.yml'), sums.stdout);
  }
  // Changed after its checksums were taken: the report of 'tampered' is invalid.
  const changed = path.join(root, 'tampered', 'qa', 'trial-1', `${QA[0]}.json`);
  writeFileSync(changed, `${readFileSync(changed, 'utf8')}\n`);
  for (const selection of [[], ['--suite', 'qa']]) {
    const out = tempDir();
    const r = await cli(
      'rescore',
      '--benchmark',
      bench.dir,
      '--submissions',
      root,
      ...selection,
      '--out',
      out,
      '--fail-on',
      'never',
    );
    expect(r.code).toBe(0);
    const lb = json(path.join(out, 'leaderboard.json'));
    const tampered = lb.submissions.find((e: { name: string }) => e.name === 'tampered');
    expect(tampered.status).toBe('invalid');
    for (const row of tampered.suites) {
      expect(row).toMatchObject({ status: 'invalid', valid: false, final: false, primary: { value: null } });
      expect(row.problems[0]).toContain(`submission.yml: checksum_mismatch: qa/trial-1/${QA[0]}.json: sha256 is `);
    }
    for (const suite of lb.suites)
      expect(suite.ranked.map((r: { submission: string }) => r.submission)).toEqual(['good']);
    expect(lb.submissions.find((e: { name: string }) => e.name === 'good').status).toBe('final');
  }
});

test('usage errors exit 2 and name the problem; a bad baseline names its file', async () => {
  const out = tempDir();
  const bad = write(path.join(out, 'old.json'), { leaderboard_version: 99 });
  const cases: Array<[string[], RegExp]> = [
    [['rescore', '--submissions', subs], /--benchmark is required/],
    [
      ['rescore', '--benchmark', bench.dir, '--submissions', path.join(out, 'none')],
      /--submissions .*none: not a directory/,
    ],
    [['rescore', '--benchmark', bench.dir, '--submissions', subs, '--suite', 'nope'], /--suite nope: no such suite/],
    [
      ['rescore', '--benchmark', bench.dir, '--submissions', subs, '--baseline', bad],
      /old\.json: not an agent-eval leaderboard/,
    ],
    [
      ['rescore', '--benchmark', bench.dir, '--submissions', subs, '--baseline', path.join(out, 'missing.json')],
      /missing\.json: no such leaderboard file/,
    ],
    [
      ['rescore', '--benchmark', bench.dir, '--submissions', subs, '--fail-on', 'sometimes'],
      /--fail-on must be one of any, drift, invalid, never/,
    ],
    [['rescore', '--partials', out], /--shards is required/],
    [['rescore', '--partials', out, '--shards', '2'], /no shard outputs found/],
    [
      ['rescore', '--benchmark', bench.dir, '--submissions', subs, '--shard', '1/2', '--baseline', bad],
      /--baseline is compared when the shards are merged/,
    ],
  ];
  for (const [argv, message] of cases) {
    const r = await cli(...argv);
    expect({ argv, code: r.code }).toEqual({ argv, code: 2 });
    expect(r.stderr).toMatch(message);
  }
  const schema = await cli('schema', 'leaderboard');
  expect(schema.code).toBe(0);
  expect(JSON.parse(schema.stdout).properties.leaderboard_version).toEqual({ type: 'number', const: 1 });
});
