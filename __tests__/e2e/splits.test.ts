/**
 * Splits on the leaderboard (docs/splits.md): `rescore` ranks each split of a
 * suite on its own (`suite/split`), ranks nothing on a `publish: false` suite, compares each
 * split's entries with its leader, gives drift per split, and a sharded rescore merges into the
 * byte-identical leaderboard. Ranks are worked out by hand from the submissions written here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, tempDir, write } from '../support/helpers.js';

const V1 = ['a_v1', 'b_v1', 'c_v1', 'd_v1'];
const V2 = ['a_v2', 'b_v2', 'c_v2'];

function benchmark(): string {
  const bench = tempDir('agent-eval-splits-bench-');
  write(
    path.join(bench, 'aug/tasks.yaml'),
    `version: 1\ntasks:\n${[...V1, ...V2].map((t) => `  ${t}:\n    output:\n      - { contains: ANS-${t} }\n`).join('')}`,
  );
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: splits\nsuites:\n  - name: aug\n    kind: output\n    tasks: aug/tasks.yaml\n    trials: 2\n    publish: false\n    splits:\n      v1: "*_v1"\n      v2: "*_v2"\n',
  );
  return bench;
}

/** A submission: per trial, the tasks answered right (others wrong), and tasks left out. */
function submission(
  subs: string,
  name: string,
  right: (trial: number, task: string) => boolean,
  missing: string[] = [],
): void {
  for (const trial of [1, 2]) {
    for (const task of [...V1, ...V2]) {
      if (missing.includes(`${trial}:${task}`)) continue;
      write(path.join(subs, name, 'aug', `trial-${trial}`, `${task}.json`), {
        task_id: task,
        full_text: right(trial, task) ? `ANS-${task}` : 'no idea',
      });
    }
  }
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

test('rescore ranks each split on its own, not the publish: false suite; drift per split; sharded rescore merges byte for byte', async () => {
  const bench = benchmark();
  const subs = tempDir('agent-eval-splits-subs-');
  // alpha: v1 all right, v2 all wrong. beta: v1 right in half the tasks, v2 all right.
  // gamma: v1 all right; one v2 record missing (v2 not final). delta: like alpha in v2, v1 right in trial 1 only.
  submission(subs, 'alpha', (_, t) => t.endsWith('_v1'));
  submission(subs, 'beta', (_, t) => t.endsWith('_v2') || t === 'a_v1' || t === 'b_v1');
  submission(subs, 'gamma', () => true, ['2:c_v2']);
  submission(subs, 'delta', (trial, t) => t.endsWith('_v1') && trial === 1);
  const out = tempDir('agent-eval-splits-out-');
  const r = await cli(
    'rescore',
    '--benchmark',
    bench,
    '--submissions',
    subs,
    '--out',
    out,
    '--compare-leader',
    '--fail-on',
    'never',
  );
  expect(r.code).toBe(0);
  const lb = json(path.join(out, 'leaderboard.json'));
  const boards = Object.fromEntries(lb.suites.map((s: { name: string }) => [s.name, s]));
  expect(
    lb.suites.map((s: { name: string; expected_tasks: number; split?: object; publish?: boolean }) => [
      s.name,
      s.expected_tasks,
      s.split ?? null,
      s.publish ?? true,
    ]),
  ).toEqual([
    ['aug', 7, null, false],
    ['aug/v1', 4, { suite: 'aug', name: 'v1' }, true],
    ['aug/v2', 3, { suite: 'aug', name: 'v2' }, true],
  ]);
  // publish: false: nothing is ranked on the suite's own figures; every submission's row is still there.
  expect(boards.aug.ranked).toEqual([]);
  expect(boards.aug.unranked.map((u: { submission: string }) => u.submission)).toEqual([
    'alpha',
    'beta',
    'delta',
    'gamma',
  ]);
  // v1: alpha 100, gamma 100, beta 50, delta 50 (100 then 0).
  expect(
    boards['aug/v1'].ranked.map((x: { rank: number; submission: string; value: number }) => [
      x.rank,
      x.submission,
      x.value,
    ]),
  ).toEqual([
    [1, 'alpha', 100],
    [1, 'gamma', 100],
    [3, 'beta', 50],
    [3, 'delta', 50],
  ]);
  expect(boards['aug/v1'].leader_comparison.leader).toBe('alpha');
  expect(boards['aug/v1'].ranked[1].vs_leader).toMatchObject({
    difference: 0,
    tasks: 4,
    indistinguishable_from_leader: true,
  });
  // v2: beta 100, alpha 0, delta 0; gamma is not final there (a record missing), so never ranked.
  expect(
    boards['aug/v2'].ranked.map((x: { rank: number; submission: string; value: number }) => [
      x.rank,
      x.submission,
      x.value,
    ]),
  ).toEqual([
    [1, 'beta', 100],
    [2, 'alpha', 0],
    [2, 'delta', 0],
  ]);
  expect(boards['aug/v2'].unranked).toEqual([{ submission: 'gamma', status: 'not_final', observed: 100 }]);
  const gamma = lb.submissions.find((e: { name: string }) => e.name === 'gamma');
  expect(
    gamma.suites.map((s: { name: string; status: string; coverage: { scored: number; missing: number } }) => [
      s.name,
      s.status,
      s.coverage.scored,
      s.coverage.missing,
    ]),
  ).toEqual([
    ['aug', 'not_final', 13, 1],
    ['aug/v1', 'final', 8, 0],
    ['aug/v2', 'not_final', 5, 1],
  ]);
  // Each split row carries the split's reliability: beta's v1 (a_v1, b_v1 always right, c_v1, d_v1 never).
  const beta = lb.submissions.find((e: { name: string }) => e.name === 'beta');
  expect(beta.suites[1].reliability).toMatchObject({
    tasks: 4,
    pass_hat_k: { 1: 0.5, 2: 0.5 },
    pass_at_k: { 1: 0.5, 2: 0.5 },
    flips: 0,
  });
  const md = readFileSync(path.join(out, 'leaderboard.md'), 'utf8');
  expect(md).toContain('## Suite `aug` (output): not ranked');
  expect(md).toContain('## Split `v1` of suite `aug` (output): 4 task(s) × 2 trial(s), ranked by SR %');

  // Sharded at 2 and 3: the merged leaderboard is the unsharded one, byte for byte.
  for (const n of [2, 3]) {
    const parts = tempDir('agent-eval-splits-parts-');
    for (let i = 1; i <= n; i++) {
      const s = await cli(
        'rescore',
        '--benchmark',
        bench,
        '--submissions',
        subs,
        '--shard',
        `${i}/${n}`,
        '--out',
        path.join(parts, `agent-eval-partial-${i}-of-${n}`),
        '--quiet',
      );
      expect(s.code).toBe(0);
    }
    const merged = tempDir('agent-eval-splits-merged-');
    expect(
      (
        await cli(
          'rescore',
          '--partials',
          parts,
          '--shards',
          String(n),
          '--benchmark',
          bench,
          '--out',
          merged,
          '--compare-leader',
          '--fail-on',
          'never',
        )
      ).code,
    ).toBe(0);
    for (const f of ['leaderboard.json', 'leaderboard.md'])
      expect(readFileSync(path.join(merged, f), 'utf8')).toBe(readFileSync(path.join(out, f), 'utf8'));
  }

  // Drift: gamma's missing v2 record arrives. Its v2 row turns final (a status change of aug/v2 and of aug),
  // the flip missing → success is listed once, under the suite, and v2's figures move.
  write(path.join(subs, 'gamma', 'aug', 'trial-2', 'c_v2.json'), { task_id: 'c_v2', full_text: 'ANS-c_v2' });
  const out2 = tempDir('agent-eval-splits-out-');
  await cli(
    'rescore',
    '--benchmark',
    bench,
    '--submissions',
    subs,
    '--out',
    out2,
    '--baseline',
    path.join(out, 'leaderboard.json'),
    '--fail-on',
    'never',
  );
  const drift = json(path.join(out2, 'drift.json'));
  expect(drift.verdict_flips).toEqual([
    { submission: 'gamma', suite: 'aug', trial: 'aug/trial-2', task: 'c_v2', before: 'missing', after: 'success' },
  ]);
  expect(drift.status_changes).toEqual([
    { submission: 'gamma', suite: null, before: 'not_final', after: 'final' },
    { submission: 'gamma', suite: 'aug', before: 'not_final', after: 'final' },
    { submission: 'gamma', suite: 'aug/v2', before: 'not_final', after: 'final' },
  ]);
  expect(drift.metric_moves).toContainEqual({
    submission: 'gamma',
    suite: 'aug/v2',
    trial: null,
    metric: 'primary.SR_percent',
    before: null,
    after: 100,
    delta: null,
  });
  const lb2 = json(path.join(out2, 'leaderboard.json'));
  expect(lb2.suites[2].ranked.map((x: { submission: string }) => x.submission)).toEqual([
    'beta',
    'gamma',
    'alpha',
    'delta',
  ]);
});
