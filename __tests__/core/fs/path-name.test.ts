/**
 * Names from a partial, a report or a submission become paths only through one check
 * (src/core/fs/path-name.ts). A forged partial whose trial is `../../../escaped` makes neither
 * `merge` nor `rescore --partials` write outside --out, and the report is not final: the name is
 * a named error.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathNameProblem } from '../../../src/core/fs/path-name.js';
import { cli, tempDir, write } from '../../support/helpers.js';

const GOOD_CSV = 'id,amount\n1,10.5\n2,20\n';
const ESCAPE = '../../../escaped';

/** A benchmark with one table suite `prep` (one case), and a run that gets it right. */
function tableInstance(): { bench: string; run: string } {
  const bench = tempDir('agent-eval-names-bench-');
  write(path.join(bench, 'gt/case_001/config.json'), {
    files: { 'output_01.csv': { key: ['id'], columns: { id: 'number', amount: 'number' } } },
  });
  write(path.join(bench, 'gt/case_001/output_01.csv'), GOOD_CSV);
  write(
    path.join(bench, 'agent-eval.yml'),
    'version: 1\nname: names\nsuites:\n  - name: prep\n    kind: table\n    cases: gt\n',
  );
  const run = tempDir('agent-eval-names-run-');
  write(path.join(run, 'prep/trial-1/case_001/result/output_01.csv'), GOOD_CSV);
  return { bench, run };
}

/** Every file below `root`, relative. */
function filesBelow(root: string): string[] {
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .sort();
}

function forge(partialFile: string, name = ESCAPE): void {
  const partial = JSON.parse(readFileSync(partialFile, 'utf8'));
  partial.suites[0].trials[0].name = name;
  writeFileSync(partialFile, JSON.stringify(partial));
}

test('the one check: one file name, never a path', () => {
  for (const ok of ['trial-1', 'case_001', 'a.b', '…', 'x'.repeat(255)]) expect(pathNameProblem(ok)).toBeNull();
  for (const bad of ['', '.', '..', ESCAPE, 'a/b', 'a\\b', 'a\u0000b', 'x'.repeat(256), 'é'.repeat(128)])
    expect(pathNameProblem(bad)).not.toBeNull();
});

test('merge: a forged trial name ../../../escaped writes nothing outside --out, and the report is not final', async () => {
  const { bench, run } = tableInstance();
  const base = tempDir('agent-eval-names-out-');
  const shard = path.join(base, 'shard');
  expect(
    (await cli('score', '--benchmark', bench, '--run', run, '--out', shard, '--shard', '1/1', '--quiet')).code,
  ).toBe(0);
  forge(path.join(shard, 'partial.json'));
  const out = path.join(base, 'a/b/c/out');
  const r = await cli('merge', shard, '--out', out, '--fail-on', 'never');
  expect(r.stderr).not.toMatch(/internal error/);
  expect(r.code).toBe(0);
  expect(r.stderr).toContain(
    `merge: unsafe_name: ${path.join(shard, 'partial.json')}: the trial name in suite "prep" "${ESCAPE}" contains a path separator`,
  );
  // Nothing but the shard's own files and the report's, below --out.
  expect(
    filesBelow(base).filter(
      (f) => !f.startsWith(`shard${path.sep}`) && !f.startsWith(path.join('a/b/c/out') + path.sep),
    ),
  ).toEqual([]);
  const report = JSON.parse(readFileSync(path.join(out, 'scores.json'), 'utf8'));
  expect(report.final).toBe(false);
  expect(report.status).toBe('invalid');
  expect(report.suites[0].errors.map((e: { message: string }) => e.message)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^unsafe_name: /)]),
  );
  expect(readFileSync(path.join(out, 'summary.md'), 'utf8')).not.toMatch(/\bFINAL\b/);
});

test('rescore --partials: a forged trial name writes nothing outside --out, and the submission is not final', async () => {
  const { bench, run } = tableInstance();
  const subs = tempDir('agent-eval-names-subs-');
  const { cpSync } = await import('node:fs');
  cpSync(run, path.join(subs, 'sub-1'), { recursive: true });
  const base = tempDir('agent-eval-names-out-');
  const parts = path.join(base, 'parts');
  expect(
    (
      await cli(
        'rescore',
        '--benchmark',
        bench,
        '--submissions',
        subs,
        '--shard',
        '1/1',
        '--out',
        path.join(parts, 'p1'),
        '--quiet',
      )
    ).code,
  ).toBe(0);
  // Three levels deeper than merge's: submissions/sub-1/ is below --out.
  forge(path.join(parts, 'p1/submissions/sub-1/partial.json'), `../../../${ESCAPE}`);
  const out = path.join(base, 'a/b/c/out');
  const r = await cli('rescore', '--partials', parts, '--shards', '1', '--out', out, '--fail-on', 'never', '--quiet');
  expect(r.stderr).not.toMatch(/internal error/);
  expect(r.code).toBe(0);
  expect(
    filesBelow(base).filter(
      (f) => !f.startsWith(`parts${path.sep}`) && !f.startsWith(path.join('a/b/c/out') + path.sep),
    ),
  ).toEqual([]);
  const lb = JSON.parse(readFileSync(path.join(out, 'leaderboard.json'), 'utf8'));
  expect(lb.submissions[0]).toMatchObject({ name: 'sub-1', status: 'invalid', final: false });
  expect(JSON.stringify(lb.submissions[0])).toContain('unsafe_name');
});
