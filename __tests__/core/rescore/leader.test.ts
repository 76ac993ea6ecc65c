/**
 * `agent-eval rescore --compare-leader` end to end: a temp benchmark with two
 * suites scored by the scripted Python verifier, a submissions tree generated from a table of
 * successes per task, real rescores (one machine, and 2 shards merged), and every figure of the
 * comparison with the leader checked against an independent computation in Python from the
 * generator's table (statistics, and a t quantile by quadrature), never from our reports.
 *
 * Suite `close`: the leader by value (alpha) cannot be told apart from beta (a paired interval
 * that contains 0) nor from epsilon (the same verdicts: an interval without width at 0); gamma
 * is clearly behind. Suite `clear`: alpha is clearly ahead of everyone. delta has a missing
 * record in each suite: not final, never compared, never ranked, although its observed figure
 * is the highest.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { leaderboardSchema } from '../../../src/core/rescore/leaderboard.js';
import { cli, makeBenchmark, tempDir, trajectory, writeRecords } from '../../support/helpers.js';
import { PYTHON_T } from '../../support/python-t.js';
import { slow } from '../../setup/timeouts.js';

const TASKS = Array.from({ length: 12 }, (_, i) => `task_${String(i + 1).padStart(2, '0')}`);
const TRIALS = 3;
type Suite = 'close' | 'clear';

/** Successes per task over the 3 trials: task i succeeds in trials 1..c_i. */
const TABLE: Record<string, Record<Suite, number[]>> = {
  alpha: { close: [3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0], clear: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3] },
  beta: { close: [3, 3, 2, 2, 2, 1, 1, 1, 1, 0, 0, 1], clear: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3] },
  epsilon: { close: [3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0], clear: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
  gamma: { close: [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], clear: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  // Not final: trial 2 of each suite has no record for task_12 (and would lead on observed figures).
  delta: { close: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3], clear: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3] },
};
const missing = (name: string, trial: number, task: string) => name === 'delta' && trial === 2 && task === 'task_12';

function submissionsTree(): string {
  const root = tempDir('agent-eval-leader-subs-');
  for (const [name, suites] of Object.entries(TABLE)) {
    for (const suite of ['close', 'clear'] as const) {
      for (let t = 1; t <= TRIALS; t++) {
        const records: Record<string, object> = {};
        TASKS.forEach((task, i) => {
          if (missing(name, t, task)) return;
          const ok = t <= suites[suite][i]!;
          records[task] = trajectory(
            { task_key: task },
            ok ? { success: true, message: '' } : { success: false, message: 'Logs: 0/1' },
          );
        });
        writeRecords(path.join(root, name), suite, `trial-${t}`, records);
      }
    }
  }
  return root;
}

/**
 * The independent computation, from the table only: per suite the final entries, their mean
 * SR, the leader (highest, then by name), and per other entry the paired figures against it.
 */
const PYTHON_LEADER = `${PYTHON_T}
args = json.load(sys.stdin)
out = {}
for suite in ("close", "clear"):
    finals = {n: [100.0 * c / args["trials"] for c in s[suite]] for n, s in args["table"].items() if n not in args["not_final"]}
    value = {n: statistics.mean(xs) for n, xs in finals.items()}
    order = sorted(finals, key=lambda n: (-value[n], n))
    leader = order[0]
    entries = []
    for n in order[1:]:
        d = [a - b for a, b in zip(finals[n], finals[leader])]
        m = statistics.mean(d)
        se = statistics.stdev(d) / math.sqrt(len(d))
        t = t_quantile(1 - (1 - args["confidence"]) / 2, len(d) - 1)
        low, high = round(m - t * se, 4), round(m + t * se, 4)
        entries.append({"submission": n, "value": value[n], "difference": m, "stderr": se, "low": m - t * se, "high": m + t * se,
                        "tasks": len(d), "indistinguishable": low <= 0 <= high})
    out[suite] = {"leader": leader, "leader_value": value[leader], "order": order, "entries": entries}
print(json.dumps(out))
`;

interface Theirs {
  leader: string;
  leader_value: number;
  order: string[];
  entries: Array<{
    submission: string;
    value: number;
    difference: number;
    stderr: number;
    low: number;
    high: number;
    tasks: number;
    indistinguishable: boolean;
  }>;
}

function independent(confidence: number): Record<Suite, Theirs> {
  const input = JSON.stringify({ table: TABLE, trials: TRIALS, not_final: ['delta'], confidence });
  return JSON.parse(execFileSync('python3', ['-c', PYTHON_LEADER], { input, encoding: 'utf8' }));
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const bytes = (file: string) => readFileSync(file, 'utf8');
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(0.00005 + 1e-9);

/** The leaderboard without what --compare-leader adds, serialized as rescore serializes it. */
function stripped(lb: unknown): string {
  const copy: { suites: Array<{ leader_comparison?: unknown; ranked: Array<{ vs_leader?: unknown }> }> } = JSON.parse(
    JSON.stringify(lb),
  );
  for (const s of copy.suites) {
    delete s.leader_comparison;
    for (const r of s.ranked) delete r.vs_leader;
  }
  return `${JSON.stringify(copy, null, 2)}\n`;
}

let bench: string;
let subs: string;
let plain: string;
let leader: string;
let run: Awaited<ReturnType<typeof cli>>;

beforeAll(
  async () => {
    bench = makeBenchmark({ tasks: { close: TASKS, clear: TASKS } });
    subs = submissionsTree();
    plain = tempDir('agent-eval-leader-plain-');
    leader = tempDir('agent-eval-leader-out-');
    const p = await cli('rescore', '--benchmark', bench, '--submissions', subs, '--out', plain, '--quiet');
    expect(p.code).toBe(0);
    run = await cli(
      'rescore',
      '--benchmark',
      bench,
      '--submissions',
      subs,
      '--out',
      leader,
      '--quiet',
      '--compare-leader',
    );
    expect(run.code).toBe(0);
  },
  slow(300_000, 'two rescores of 5 submissions × 2 suites × 3 trials with python3 verifiers'),
);

test('every ranked entry against the leader: the independent computation, per suite', () => {
  const lb = leaderboardSchema().parse(json(path.join(leader, 'leaderboard.json')));
  const theirs = independent(0.95);
  for (const suite of ['close', 'clear'] as const) {
    const s = lb.suites.find((x) => x.name === suite)!;
    const t = theirs[suite];
    expect(s.ranked.map((r) => r.submission)).toEqual(t.order);
    near(s.ranked[0]!.value, t.leader_value);
    expect(s.ranked[0]!.vs_leader).toBeUndefined();
    expect(s.leader_comparison).toEqual({
      method: 'paired_t_interval_over_tasks_v1',
      metric: 'success',
      confidence: 0.95,
      leader: t.leader,
      tied_with_leader: t.entries.filter((e) => e.indistinguishable).map((e) => e.submission),
    });
    for (const [i, e] of t.entries.entries()) {
      const ours = s.ranked[i + 1]!;
      expect(ours.submission).toBe(e.submission);
      near(ours.value, e.value);
      const v = ours.vs_leader!;
      near(v.difference!, e.difference);
      near(v.stderr!, e.stderr);
      near(v.interval!.low, e.low);
      near(v.interval!.high, e.high);
      expect(v.tasks).toBe(e.tasks);
      expect(v.indistinguishable_from_leader).toBe(e.indistinguishable);
      // The paired mean difference is the difference of the ranked values (same tasks, same trials).
      near(v.difference!, ours.value - s.ranked[0]!.value);
    }
    // The not-final entry is never compared or ranked.
    expect(s.ranked.map((r) => r.submission)).not.toContain('delta');
    expect(s.unranked).toEqual([{ submission: 'delta', status: 'not_final', observed: 100 }]);
    expect(s.leader_comparison!.tied_with_leader).not.toContain('delta');
  }
  // The cases the data was built for.
  expect(theirs.close.leader).toBe('alpha');
  expect(theirs.close.entries.map((e) => [e.submission, e.indistinguishable])).toEqual([
    ['epsilon', true],
    ['beta', true],
    ['gamma', false],
  ]);
  expect(theirs.clear.entries.every((e) => !e.indistinguishable)).toBe(true);
  const close = lb.suites.find((x) => x.name === 'close')!;
  const epsilon = close.ranked.find((r) => r.submission === 'epsilon')!;
  expect(epsilon).toMatchObject({
    rank: 1,
    vs_leader: {
      difference: 0,
      interval: { low: 0, high: 0 },
      stderr: 0,
      indistinguishable_from_leader: true,
      notes: ['every paired difference is the same: the interval has no width'],
    },
  });
  const beta = close.ranked.find((r) => r.submission === 'beta')!.vs_leader!;
  expect(beta.interval!.low).toBeLessThan(0);
  expect(beta.interval!.high).toBeGreaterThan(0);
  expect(beta.notes).toEqual([]);
});

test('leaderboard.md: the leader is 1= with the entries it cannot be told apart from; first place claimed only where the interval says so', () => {
  const md = bytes(path.join(leader, 'leaderboard.md'));
  const closeAt = md.indexOf('## Suite `close`');
  const clearAt = md.indexOf('## Suite `clear`');
  expect(closeAt).toBeGreaterThan(0);
  expect(clearAt).toBeGreaterThan(closeAt); // the manifest's order
  const close = md.slice(closeAt, clearAt);
  const clear = md.slice(clearAt);
  expect(clear).toContain('**alpha is first**: every other ranked entry is below it by an interval that excludes 0.');
  expect(clear).toContain(
    '| Rank | Submission | SR % (mean over trials) | SR % per trial | pass^3 % | pass@3 % | Δ vs leader, points (95% interval) | Tasks compared |',
  );
  expect(clear).toMatch(/\n\| 1 \| alpha \| 100\.00 \| [^\n]* \| leader \| — \|\n/);
  expect(clear).not.toMatch(/\| 1= \|/);
  expect(close).toContain(
    '**No single first place**: the leader by value, alpha, cannot be told apart from epsilon, beta.',
  );
  expect(close).toMatch(/\n\| 1= \| alpha \| 50\.00 \| [^\n]* \| leader \| — \|\n/);
  expect(close).toMatch(/\n\| 1= \| epsilon \| 50\.00 \| [^\n]* \| 0\.00 \(0\.00 … 0\.00\); not told apart \| 12 \|\n/);
  expect(close).toMatch(
    /\n\| 1= \| beta \| 47\.22 \| [^\n]* \| -2\.78 \(-\d+\.\d\d … \+\d+\.\d\d\); not told apart \| 12 \|\n/,
  );
  expect(close).toMatch(/\n\| 4 \| gamma \| 8\.33 \| [^\n]* \| -41\.67 \(-\d+\.\d\d … -\d+\.\d\d\) \| 12 \|\n/);
  // delta: apart, unranked, never compared.
  expect(close).toContain('| delta | ⚠️ not final |');
  expect(
    md
      .split('\n')
      .filter((l) => l.includes('| delta |'))
      .every((l) => !l.includes('leader')),
  ).toBe(true);
  expect(run.stdout).toContain(
    '  suite close: 4 ranked (final), 1 not ranked; leader alpha, not told apart from 2 other entries (paired 95% interval contains 0): tied first\n',
  );
  expect(run.stdout).toContain(
    '  suite clear: 4 ranked (final), 1 not ranked; leader alpha, ahead of every other entry (paired 95% interval excludes 0)\n',
  );
});

test(
  'without --compare-leader the leaderboard is what it was: the flag only adds fields',
  async () => {
    const without = bytes(path.join(plain, 'leaderboard.json'));
    const withFlag = json(path.join(leader, 'leaderboard.json'));
    expect(without).toBe(stripped(withFlag));
    expect(without).not.toContain('vs_leader');
    expect(without).not.toContain('leader_comparison');
    const md = bytes(path.join(plain, 'leaderboard.md'));
    expect(md).not.toContain('vs leader');
    expect(md).not.toContain('told apart');
    expect(md).not.toMatch(/\| 1= \|/);
    expect(md).toMatch(/\n\| 1 \| alpha \| 50\.00 \| [^\n]* \|\n\| 1 \| epsilon \| 50\.00 \|/);
    // The reports of the submissions are the same either way.
    expect(bytes(path.join(plain, 'submissions', 'beta', 'scores.json'))).toBe(
      bytes(path.join(leader, 'submissions', 'beta', 'scores.json')),
    );
    // A leaderboard with the comparison reads as a baseline, and the comparison is not drift.
    const r = await cli(
      'rescore',
      '--benchmark',
      bench,
      '--submissions',
      subs,
      '--baseline',
      path.join(leader, 'leaderboard.json'),
      '--out',
      tempDir(),
      '--quiet',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Drift against the baseline: none');
  },
  slow(200_000, 'a third rescore with python3 verifiers'),
);

test(
  '--confidence sets the level of the interval: the figures are the independent ones at that level',
  async () => {
    const out = tempDir('agent-eval-leader-80-');
    const r = await cli(
      'rescore',
      '--benchmark',
      bench,
      '--submissions',
      subs,
      '--out',
      out,
      '--quiet',
      '--compare-leader',
      '--confidence',
      '0.5',
    );
    expect(r.code).toBe(0);
    const lb = json(path.join(out, 'leaderboard.json'));
    const theirs = independent(0.5);
    const close = lb.suites.find((x: { name: string }) => x.name === 'close');
    expect(close.leader_comparison.confidence).toBe(0.5);
    expect(close.leader_comparison.tied_with_leader).toEqual(
      theirs.close.entries.filter((e) => e.indistinguishable).map((e) => e.submission),
    );
    for (const [i, e] of theirs.close.entries.entries()) {
      near(close.ranked[i + 1].vs_leader.interval.low, e.low);
      near(close.ranked[i + 1].vs_leader.interval.high, e.high);
    }
    expect(bytes(path.join(out, 'leaderboard.md'))).toContain('Δ vs leader, points (50% interval)');
  },
  slow(200_000, 'a rescore with python3 verifiers'),
);

test(
  'sharded rescore (2 shards) merged with --compare-leader: byte-identical to the unsharded one',
  async () => {
    const parts = tempDir('agent-eval-leader-parts-');
    for (const i of [1, 2]) {
      const r = await cli(
        'rescore',
        '--benchmark',
        bench,
        '--submissions',
        subs,
        '--shard',
        `${i}/2`,
        '--out',
        path.join(parts, `part-${i}`),
        '--quiet',
      );
      expect(r.code).toBe(0);
    }
    const merged = tempDir('agent-eval-leader-merged-');
    const m = await cli(
      'rescore',
      '--partials',
      parts,
      '--shards',
      '2',
      '--benchmark',
      bench,
      '--compare-leader',
      '--out',
      merged,
    );
    expect(m.code).toBe(0);
    for (const f of ['leaderboard.json', 'leaderboard.md'])
      expect(bytes(path.join(merged, f))).toBe(bytes(path.join(leader, f)));
    expect(m.stdout).toBe(run.stdout);
  },
  slow(300_000, 'two rescore shards and their merge with python3 verifiers'),
);

test('usage errors: --compare-leader in a shard job, --confidence without it or out of range', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['--shard', '1/2', '--compare-leader'], /--compare-leader is computed when the shards are merged/],
    [
      ['--confidence', '0.9'],
      /--confidence is the level of the interval of --compare-leader: it takes --compare-leader/,
    ],
    [['--compare-leader', '--confidence', '1'], /--confidence 1: a fraction strictly between 0 and 1/],
    [['--compare-leader', '--confidence', '1e-1'], /--confidence 1e-1: not a number/],
  ];
  for (const [extra, message] of cases) {
    const r = await cli('rescore', '--benchmark', bench, '--submissions', subs, '--out', tempDir(), ...extra);
    expect({ extra, code: r.code }).toEqual({ extra, code: 2 });
    expect(r.stderr).toMatch(message);
  }
});

test('one task: no interval, so nothing shows that the entries differ: tied first, and the note says why', async () => {
  const one = makeBenchmark({ tasks: { solo: ['task_01'] } });
  const root = tempDir('agent-eval-leader-one-');
  for (const [name, ok] of [
    ['alpha', true],
    ['beta', false],
  ] as const) {
    for (const t of [1, 2])
      writeRecords(path.join(root, name), 'solo', `trial-${t}`, {
        task_01: trajectory(
          { task_key: 'task_01' },
          ok ? { success: true, message: '' } : { success: false, message: 'Logs: 0/1' },
        ),
      });
  }
  const out = tempDir('agent-eval-leader-one-out-');
  const r = await cli(
    'rescore',
    '--benchmark',
    one,
    '--submissions',
    root,
    '--out',
    out,
    '--quiet',
    '--compare-leader',
  );
  expect(r.code).toBe(0);
  const s = json(path.join(out, 'leaderboard.json')).suites[0];
  expect(s.ranked[1]).toEqual({
    rank: 2,
    submission: 'beta',
    value: 0,
    vs_leader: {
      difference: -100,
      interval: null,
      stderr: null,
      tasks: 1,
      indistinguishable_from_leader: true,
      notes: ['one paired task: no standard error or interval'],
    },
  });
  expect(s.leader_comparison.tied_with_leader).toEqual(['beta']);
  expect(bytes(path.join(out, 'leaderboard.md'))).toMatch(
    /\n\| 1= \| beta \| 0\.00 \| [^\n]* \| -100\.00 \(no interval\); not told apart \| 1 \|\n/,
  );
});
