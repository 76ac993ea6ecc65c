/**
 * The contract matrix, rescore's producers and the consumers of a leaderboard
 * (docs/provenance.md#the-contract-matrix): rescore at a clean checkout, at one with an
 * uncommitted change with --baseline, sharded (every submission, and --suite qa alone) and
 * merged with --partials, with and without --benchmark; each leaderboard fed to rescore
 * --baseline and to site; each submission's report to compare, reliability and (its shards)
 * merge. Every JSON file written is checked against the schema `agent-eval schema` prints.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkout,
  consumeByCompare,
  consumeByReliability,
  DEMO,
  DIRTY_SAID,
  readJson,
  readReport,
  run,
  sameBenchmark,
  validatePrinted,
  validateWritten,
} from '../../support/contract.js';
import { tempDir } from '../../support/helpers.js';
import { slow } from '../../setup/timeouts.js';

const SUBMISSIONS = ['demo', 'demo-no-prep'];
/** The rescores (and merges of rescore shards) of the matrix, each an output directory. */
const NAMES = [
  'clean',
  'dirty',
  'shardsBench',
  'shardsNoBench',
  'qaShardsBench',
  'qaShardsNoBench',
  'dirtyShardsBench',
  'qaClean',
  'leader',
  'plain',
] as const;
const out = {} as Record<(typeof NAMES)[number], string>;
const shardDirs: Record<'all' | 'qa' | 'dirty', string> = { all: '', qa: '', dirty: '' };
let clean = '';
let dirtyBench = '';
let subs = '';
/** The site rescore --site wrote beside out.leader. */
let leaderSite = '';

async function rescore(allowed: number[], ...argv: string[]): Promise<string> {
  const dir = tempDir('agent-eval-contract-rescore-');
  await run(allowed, 'rescore', ...argv, '--out', dir, '--quiet');
  return dir;
}

beforeAll(
  async () => {
    clean = checkout('clean');
    const dirty = (dirtyBench = checkout('dirty'));
    subs = tempDir('agent-eval-contract-subs-');
    cpSync(DEMO, path.join(subs, 'demo'), { recursive: true });
    // A second submission without its table suite: not final, never ranked, never an error.
    cpSync(DEMO, path.join(subs, 'demo-no-prep'), { recursive: true });
    const noPrep = path.join(subs, 'demo-no-prep');
    rmSync(path.join(noPrep, 'prep'), { recursive: true });
    // Its submission.yml lists the files it has (agent-eval checksums), as a submitter would.
    const yml = readFileSync(path.join(noPrep, 'submission.yml'), 'utf8');
    writeFileSync(
      path.join(noPrep, 'submission.yml'),
      yml.slice(0, yml.indexOf('\nfiles:') + 1) + (await run([0], 'checksums', '--run', noPrep)).stdout,
    );

    out.clean = await rescore([0, 1], '--benchmark', clean, '--submissions', subs);
    await validatePrinted(
      'leaderboard',
      JSON.parse(
        (
          await run(
            [0, 1],
            'rescore',
            '--benchmark',
            clean,
            '--submissions',
            subs,
            '--out',
            tempDir(),
            '--format',
            'json',
            '--quiet',
          )
        ).stdout,
      ),
      'rescore --format json',
    );
    out.dirty = await rescore(
      [0, 1],
      '--benchmark',
      dirty,
      '--submissions',
      subs,
      '--baseline',
      path.join(out.clean, 'leaderboard.json'),
    );
    for (const [key, bench, suite] of [
      ['all', clean, []],
      ['qa', clean, ['--suite', 'qa']],
      ['dirty', dirty, []],
    ] as const) {
      shardDirs[key] = tempDir('agent-eval-contract-shards-');
      for (const i of [1, 2])
        await run(
          [0],
          'rescore',
          '--benchmark',
          bench,
          '--submissions',
          subs,
          ...suite,
          '--shard',
          `${i}/2`,
          '--out',
          path.join(shardDirs[key], `p${i}`),
          '--quiet',
        );
    }
    const baseline = ['--baseline', path.join(out.clean, 'leaderboard.json')];
    out.shardsBench = await rescore(
      [0, 1],
      '--partials',
      shardDirs.all,
      '--shards',
      '2',
      '--benchmark',
      clean,
      ...baseline,
    );
    out.shardsNoBench = await rescore([0, 1], '--partials', shardDirs.all, '--shards', '2');
    out.qaShardsBench = await rescore([0, 1], '--partials', shardDirs.qa, '--shards', '2', '--benchmark', clean);
    out.qaShardsNoBench = await rescore([0, 1], '--partials', shardDirs.qa, '--shards', '2', ...baseline);
    out.dirtyShardsBench = await rescore([0, 1], '--partials', shardDirs.dirty, '--shards', '2', '--benchmark', dirty);
    out.leader = await rescore(
      [0, 1],
      '--partials',
      shardDirs.all,
      '--shards',
      '2',
      '--compare-leader',
      '--site',
      (leaderSite = tempDir('agent-eval-contract-site-')),
    );
    out.plain = await rescore(
      [0, 1],
      '--benchmark',
      checkout('plain'),
      '--submissions',
      subs,
      '--baseline',
      path.join(out.clean, 'leaderboard.json'),
    );
    out.qaClean = await rescore([0, 1], '--benchmark', clean, '--submissions', subs, '--suite', 'qa');
  },
  slow(600_000, 'builds every producer of the file once: scores of the example with python3 verifier workers'),
);

test.each(NAMES)(
  "rescore (%s): every JSON file written passes its schema; the leaderboard carries each report's benchmark and status",
  async (name) => {
    const written = await validateWritten(out[name]);
    expect(written.leaderboard).toEqual(['leaderboard.json']);
    expect(written.report).toEqual(SUBMISSIONS.map((s) => `submissions/${s}/scores.json`).sort());
    const lb = readJson(path.join(out[name], 'leaderboard.json'));
    for (const entry of lb.submissions) {
      const report = readReport(path.join(out[name], 'submissions', entry.name));
      expect(lb.benchmark).toEqual(report.benchmark);
      expect(lb.tool).toEqual(report.tool);
      expect({ status: entry.status, valid: entry.valid, final: entry.final }).toEqual({
        status: report.status,
        valid: (report as { valid?: boolean }).valid,
        final: (report as { final?: boolean }).final,
      });
      // One row per suite and per split of a suite (docs/splits.md), final as the report has it.
      const rows = report.suites.flatMap((s) => [
        [s.name, s.final],
        ...(s.splits ?? []).map((sp) => [`${s.name}/${sp.name}`, (sp as { final?: boolean }).final]),
      ]);
      expect(entry.suites.map((s: { name: string; final: boolean }) => [s.name, s.final])).toEqual(rows);
    }
    if (lb.benchmark.dirty) expect(readFileSync(path.join(out[name], 'leaderboard.md'), 'utf8')).toMatch(DIRTY_SAID);
  },
);

test('the shards: rescore-shard.json and partial.json pass their schemas; --partials with or without --benchmark is the unsharded leaderboard, byte for byte', async () => {
  for (const key of ['all', 'qa', 'dirty'] as const) {
    const written = await validateWritten(shardDirs[key]);
    expect(written['rescore-shard']).toEqual(['p1/rescore-shard.json', 'p2/rescore-shard.json']);
    expect(written.partial).toHaveLength(2 * SUBMISSIONS.length);
  }
  const bytes = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
  for (const merged of [out.shardsBench, out.shardsNoBench]) {
    expect(bytes(merged, 'leaderboard.json')).toBe(bytes(out.clean, 'leaderboard.json'));
    for (const s of SUBMISSIONS)
      expect(bytes(merged, `submissions/${s}/scores.json`)).toBe(bytes(out.clean, `submissions/${s}/scores.json`));
  }
  for (const merged of [out.qaShardsBench, out.qaShardsNoBench])
    expect(bytes(merged, 'leaderboard.json')).toBe(bytes(out.qaClean, 'leaderboard.json'));
  // At a checkout with an uncommitted change, --benchmark that checkout accepts its own shards.
  expect(bytes(out.dirtyShardsBench, 'leaderboard.json')).toBe(bytes(out.dirty, 'leaderboard.json'));
});

test("rescore --baseline: drift.json carries both leaderboards' benchmarks; the views say why a dirty checkout is not the same benchmark", async () => {
  const baseline = readJson(path.join(out.clean, 'leaderboard.json'));
  const drift = readJson(path.join(out.dirty, 'drift.json'));
  expect(drift.baseline.benchmark).toEqual(baseline.benchmark);
  expect(drift.current.benchmark).toEqual(readJson(path.join(out.dirty, 'leaderboard.json')).benchmark);
  expect(drift.benchmark_changed).toBe(true);
  // The one sentence of the same-benchmark rule (docs/provenance.md) in drift.md, as rendered (markdown escapes taken
  // off).
  const why = /not the same benchmark \(docs\/provenance\.md\): no uncommitted change vs 1 uncommitted change\(s\)/;
  expect(readFileSync(path.join(out.dirty, 'drift.md'), 'utf8').replace(/\\(.)/g, '$1')).toMatch(why);
  // ... and on the terminal.
  const again = await run(
    [0, 1],
    'rescore',
    '--benchmark',
    dirtyBench,
    '--submissions',
    subs,
    '--baseline',
    path.join(out.clean, 'leaderboard.json'),
    '--out',
    tempDir(),
    '--quiet',
  );
  expect(again.stdout).toMatch(why);
  expect(again.stdout).toMatch(DIRTY_SAID);
  // A checkout that is not git against the commit: the same sentence says so.
  expect(readFileSync(path.join(out.plain, 'drift.md'), 'utf8').replace(/\\(.)/g, '$1')).toMatch(
    /not the same benchmark \(docs\/provenance\.md\): commit [0-9a-f]{40} vs \(not a git checkout\)/,
  );
  // The same benchmark: no benchmark change.
  expect(readJson(path.join(out.shardsBench, 'drift.json')).benchmark_changed).toBe(false);
});

test.each(NAMES)(
  'rescore (%s) → rescore --baseline: its leaderboard is a baseline; drift.json carries its benchmark',
  async (name) => {
    const baseline = readJson(path.join(out[name], 'leaderboard.json'));
    // The merge of the shards is the quick rescore to compare with (no verifier runs).
    const dir = await rescore(
      [0, 1],
      '--partials',
      shardDirs.all,
      '--shards',
      '2',
      '--baseline',
      path.join(out[name], 'leaderboard.json'),
    );
    const written = await validateWritten(dir);
    expect(written.drift).toEqual(['drift.json']);
    const drift = readJson(path.join(dir, 'drift.json'));
    expect(drift.baseline.benchmark).toEqual(baseline.benchmark);
    expect(drift.baseline.tool).toEqual(baseline.tool);
    expect(drift.benchmark_changed).toBe(
      !sameBenchmark(baseline.benchmark, readJson(path.join(dir, 'leaderboard.json')).benchmark),
    );
  },
);

test('rescore --partials --benchmark refuses shards of another benchmark with the one sentence of the same-benchmark rule', async () => {
  const refused = await run(
    [2],
    'rescore',
    '--partials',
    shardDirs.all,
    '--shards',
    '2',
    '--benchmark',
    dirtyBench,
    '--out',
    tempDir(),
    '--quiet',
  );
  expect(refused.stderr).toMatch(
    /not the same benchmark \(docs\/provenance\.md\): no uncommitted change vs 1 uncommitted change\(s\)/,
  );
});

test('rescore --compare-leader --site: the leaderboard carries vs_leader, and the site is the one site writes, byte for byte', async () => {
  const lb = readJson(path.join(out.leader, 'leaderboard.json'));
  expect(lb.suites.some((s: { leader_comparison?: object }) => s.leader_comparison)).toBe(true);
  const site = tempDir('agent-eval-contract-site-');
  await run([0], 'site', '--leaderboard', out.leader, '--out', site);
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
      .sort();
  expect(files(leaderSite)).toEqual(files(site));
  for (const f of files(site))
    expect([f, readFileSync(path.join(leaderSite, f), 'utf8')]).toEqual([f, readFileSync(path.join(site, f), 'utf8')]);
});

test("rescore shards → merge: a submission's partials merge into its report", async () => {
  const merged = tempDir('agent-eval-contract-merged-');
  await run(
    [0],
    'merge',
    ...[1, 2].map((i) => path.join(shardDirs.all, `p${i}`, 'submissions', 'demo')),
    '--out',
    merged,
    '--fail-on',
    'never',
  );
  expect(readJson(path.join(merged, 'scores.json'))).toEqual(readReport(path.join(out.clean, 'submissions', 'demo')));
});

test.each(NAMES)(
  'rescore (%s) → site: every page, the reports beside them as rescore wrote them, a dirty benchmark said',
  async (name) => {
    const site = tempDir('agent-eval-contract-site-');
    await run([0], 'site', '--leaderboard', out[name], '--out', site);
    const written = await validateWritten(site);
    expect(written.report).toEqual(SUBMISSIONS.map((s) => `submissions/${s}/scores.json`).sort());
    expect(written.history).toEqual(['history.json']);
    // The next site takes this one's history.
    const next = tempDir('agent-eval-contract-site-');
    await run([0], 'site', '--leaderboard', out[name], '--out', next, '--history', path.join(site, 'history.json'));
    expect((await validateWritten(next)).history).toEqual(['history.json']);
    // Each point says the benchmark it was rescored at, an uncommitted change too (a point of a dirty checkout is not
    // the commit's).
    const points = readJson(path.join(next, 'history.json')).points;
    expect(points).toHaveLength(2);
    const lb = readJson(path.join(out[name], 'leaderboard.json'));
    expect(points[1]).toMatchObject({
      benchmark_commit: lb.benchmark.commit,
      manifest_sha256: lb.benchmark.manifest_sha256,
      tool_version: lb.tool.version,
    });
    expect(points[1].dirty).toEqual(lb.benchmark.dirty);
    for (const s of SUBMISSIONS)
      expect(readFileSync(path.join(site, 'submissions', s, 'scores.json'), 'utf8')).toBe(
        readFileSync(path.join(out[name], 'submissions', s, 'scores.json'), 'utf8'),
      );
    const pages = [
      'index.html',
      ...SUBMISSIONS.map((s) => `submissions/${s}/index.html`),
      ...(existsSync(path.join(out[name], 'drift.json')) ? ['drift.html'] : []),
    ];
    for (const page of pages) {
      const html = readFileSync(path.join(site, page), 'utf8');
      if (lb.benchmark.dirty) expect(html).toMatch(DIRTY_SAID);
      else expect(html).not.toMatch(DIRTY_SAID);
    }
  },
);

test.each(NAMES)(
  "rescore (%s) → compare (text, --json, --out) and reliability of each submission's report",
  async (name) => {
    const [a, b] = SUBMISSIONS.map((s) => path.join(out[name], 'submissions', s));
    await consumeByCompare(a!, b!);
    await consumeByCompare(path.join(out.clean, 'submissions', 'demo'), a!);
    for (const dir of [a!, b!]) await consumeByReliability(dir);
  },
);
