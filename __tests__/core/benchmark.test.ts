/**
 * A benchmark checkout with uncommitted changes is not its commit: the report
 * records the changed paths as `benchmark.dirty`, every view shows them, and a declared
 * benchmark.revision gets a warning. Real git repositories in temp dirs; the benchmark is a
 * subdirectory of a larger repository (as examples/benchmark is of agent-eval's), so only paths
 * under it count.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitState } from '../../src/core/benchmark.js';
import { MAX_DIRTY_PATHS } from '../../src/core/provenance/schema.js';
import { ReportSchema } from '../../src/core/report/schema.js';
import { cli, readReport, REPO, tempDir } from '../support/helpers.js';

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    encoding: 'utf8',
  }).trim();

/** A repository with the example benchmark under bench/ and a file of its own beside it. */
function repoWithBenchmark(): { top: string; bench: string; commit: string } {
  const top = path.join(tempDir(), 'repo');
  const bench = path.join(top, 'bench');
  cpSync(path.join(REPO, 'examples/benchmark'), bench, {
    recursive: true,
    filter: (src) => !src.includes('__pycache__'),
  });
  writeFileSync(path.join(top, 'README.md'), 'a repository holding a benchmark\n');
  writeFileSync(path.join(top, '.gitignore'), '*.log\n');
  git(top, 'init', '-q', '-b', 'main');
  git(top, 'add', '-A');
  git(top, 'commit', '-q', '-m', 'benchmark');
  return { top, bench, commit: git(top, 'rev-parse', 'HEAD') };
}

/** The demo's prep suite (tables: no verifier process) as a one-suite run, with a submission.yml declaring the benchmark revision. */
function prepRun(commit: string): string {
  const run = path.join(tempDir(), 'run');
  cpSync(path.join(REPO, 'examples/runs/demo/prep'), run, { recursive: true });
  writeFileSync(path.join(run, 'submission.yml'), `version: 1\nmodel:\n  id: m\nbenchmark:\n  revision: "${commit}"\n`);
  return run;
}

async function scorePrep(bench: string, run: string) {
  const out = tempDir();
  const r = await cli(
    'score',
    '--benchmark',
    bench,
    '--run',
    run,
    '--suite',
    'prep',
    '--out',
    out,
    '--fail-on',
    'never',
  );
  expect(r.stderr).not.toMatch(/internal error/);
  return { r, out, report: readReport(out), summary: readFileSync(path.join(out, 'summary.md'), 'utf8') };
}

const accuracy = (report: {
  suites: Array<{ trials: Array<{ metrics: Record<string, { value: number | null }> }> }>;
}) => report.suites[0]!.trials.map((t) => t.metrics.accuracy_percent!.value);

test('clean, then a GT file edited: the report lists the change, the score differs, every view says so', async () => {
  const { top, bench, commit } = repoWithBenchmark();
  const run = prepRun(commit);

  const clean = await scorePrep(bench, run);
  expect(clean.report.benchmark.commit).toBe(commit);
  expect(clean.report.benchmark).not.toHaveProperty('dirty');
  expect(clean.summary).not.toMatch(/uncommitted/);
  const revision = (r: typeof clean.report) =>
    r.submission.review.checks.find((c: { check: string }) => c.check === 'benchmark_revision');
  expect(revision(clean.report)).toMatchObject({ status: 'passed' });

  // A change elsewhere in the repository, an ignored file and Python's bytecode cache do not count.
  writeFileSync(path.join(top, 'README.md'), 'edited outside the benchmark\n');
  writeFileSync(path.join(top, 'NOTES.txt'), 'untracked outside the benchmark\n');
  writeFileSync(path.join(bench, 'scoring.log'), 'ignored\n');
  mkdirSync(path.join(bench, 'verifiers/__pycache__'));
  writeFileSync(path.join(bench, 'verifiers/__pycache__/checks.cpython-312.pyc'), 'cache');
  expect((await gitState(bench)).dirty).toBeNull();
  expect((await scorePrep(bench, run)).report.benchmark).not.toHaveProperty('dirty');

  // Under the benchmark: an edited ground truth, a deleted file, an untracked file.
  const gt = path.join(bench, 'gt/case_001/output_01.csv');
  writeFileSync(gt, readFileSync(gt, 'utf8').replace('1520.50', '9999.99'));
  rmSync(path.join(bench, 'README.md'));
  writeFileSync(path.join(bench, 'extra notes.txt'), 'untracked\n');
  const dirty = await scorePrep(bench, run);
  expect(ReportSchema.safeParse(dirty.report).success).toBe(true);
  expect(dirty.report.benchmark.commit).toBe(commit);
  // dirty.sha256 (docs/provenance.md): every changed path with the sha256 of its content, or "deleted".
  const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
  const digest = sha(
    `README.md\0deleted\nextra notes.txt\0${sha('untracked\n')}\ngt/case_001/output_01.csv\0${sha(readFileSync(gt))}\n`,
  );
  expect(dirty.report.benchmark.dirty).toEqual({
    count: 3,
    paths: ['README.md', 'extra notes.txt', 'gt/case_001/output_01.csv'],
    sha256: digest,
  });
  expect(accuracy(clean.report)).toEqual([66.6667, 100, 33.3333]);
  expect(accuracy(dirty.report)).toEqual([33.3333, 66.6667, 33.3333]); // case_001 no longer matches its edited ground truth
  // summary.md (the comment and the job summary are this text).
  expect(dirty.summary).toContain(
    `- ⚠️ **Uncommitted benchmark changes:** The benchmark checkout had 3 uncommitted change(s), so these figures are not those of commit \`${commit.slice(0, 12)}\` alone: \`README.md\`, \`extra notes.txt\`, \`gt/case_001/output_01.csv\`.`,
  );
  // The terminal shows the summary too.
  expect(dirty.r.stdout).toContain('uncommitted change(s)');
  // The declared revision is not what was scored.
  expect(revision(dirty.report)).toMatchObject({ status: 'warning' });
  expect(dirty.report.submission.review.findings).toContainEqual(
    expect.objectContaining({
      code: 'benchmark_revision_mismatch',
      severity: 'warning',
      message: expect.stringContaining(
        'had 3 uncommitted change(s) (README.md, extra notes.txt, gt/case_001/output_01.csv)',
      ),
    }),
  );

  // Committed: clean again.
  git(top, 'add', '-A');
  git(top, 'commit', '-q', '-m', 'edit');
  expect((await gitState(bench)).dirty).toBeNull();
});

test('the list is bounded and sorted by UTF-16 code units; the count is the whole', async () => {
  const { bench } = repoWithBenchmark();
  const names = ['b.txt', 'B.txt', '\u{1f600}.txt', '\uffff.txt', 'é.txt'];
  for (const n of names) writeFileSync(path.join(bench, n), n);
  mkdirSync(path.join(bench, 'many'));
  for (let i = 0; i < 150; i++) writeFileSync(path.join(bench, 'many', `f${String(i).padStart(3, '0')}`), '');
  const { dirty } = await gitState(bench);
  expect(dirty!.count).toBe(155);
  expect(dirty!.paths).toHaveLength(MAX_DIRTY_PATHS);
  // Code units: 'B' < 'b' < 'm' < 'é' < U+1F600 (a surrogate, 0xD83D) < U+FFFF; code points would put U+1F600 last.
  expect(dirty!.paths.slice(0, 3)).toEqual(['B.txt', 'b.txt', 'many/f000']);
  const all = [...names, ...Array.from({ length: 150 }, (_, i) => `many/f${String(i).padStart(3, '0')}`)].sort(
    (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  );
  expect(dirty!.paths).toEqual(all.slice(0, MAX_DIRTY_PATHS));
  expect(all.slice(-3)).toEqual(['é.txt', '\u{1f600}.txt', '\uffff.txt']);
});

test('a benchmark that is not a git checkout has no dirty (nothing to compare with)', async () => {
  const bench = path.join(tempDir(), 'bench');
  cpSync(path.join(REPO, 'examples/benchmark'), bench, { recursive: true });
  expect(await gitState(bench)).toEqual({ repository: null, commit: null, dirty: null });
});

test('shards scored against differently dirty checkouts are not merged', async () => {
  const { bench, commit } = repoWithBenchmark();
  const run = prepRun(commit);
  const one = path.join(tempDir(), 'one');
  const two = path.join(tempDir(), 'two');
  expect(
    (await cli('score', '--benchmark', bench, '--run', run, '--suite', 'prep', '--shard', '1/2', '--out', one)).code,
  ).toBe(0);
  writeFileSync(path.join(bench, 'gt/case_001/output_01.csv'), 'Region,Month,Sales\n');
  expect(
    (await cli('score', '--benchmark', bench, '--run', run, '--suite', 'prep', '--shard', '2/2', '--out', two)).code,
  ).toBe(0);
  const merged = await cli('merge', one, two, '--out', tempDir());
  expect(merged.code).toBe(2);
  // The one rule's sentence (docs/provenance.md); it was "are from different uncommitted changes of the benchmark".
  expect(merged.stderr).toMatch(
    /are not the same benchmark \(docs\/provenance\.md\): no uncommitted change vs 1 uncommitted change\(s\) \([0-9a-f]{12}\)/,
  );
});
