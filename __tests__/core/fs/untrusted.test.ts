/**
 * The one reader of untrusted files (src/core/fs/untrusted.ts), on real files: an entry swapped
 * between the walk and the read (for a symlink, or for another file) is a named problem and its
 * content is never read; a FIFO, socket or device named like a record or an output is a named
 * error on its file; a regular file with more than one hard link is refused (it may be a name
 * for a file outside the run).
 */
import { cpSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readJsonBounded } from '../../../src/core/fs/bounded-json.js';
import { readUntrusted } from '../../../src/core/fs/untrusted.js';
import { findFiles } from '../../../src/core/fs/walk.js';
import { readCsvFile } from '../../support/table-rows.js';
import { mkfifoSync } from '../../support/fifo.js';
import { cli, readReport, REPO, tempDir } from '../../support/helpers.js';

const SECRET = 'OUTSIDE-SECRET-4711';
const limits = { maxBytes: 1 << 20, maxDepth: 16 };

function outsideFile(): string {
  const file = path.join(tempDir('agent-eval-outside-'), 'secret.json');
  writeFileSync(file, `{"task_id": "${SECRET}", "not json`);
  return file;
}

describe('an entry replaced between the walk and the read', () => {
  test('by a symlink to a file outside: a named problem, the outside text never read', async () => {
    const root = tempDir();
    writeFileSync(path.join(root, 'a.json'), '{"ok": 1}');
    const walk = await findFiles(root, /\.json$/, root);
    expect(walk.files.map((f) => f.rel)).toEqual(['a.json']);
    const file = walk.files[0]!;
    // The swap a hostile submission races against the scorer, done here between the two steps.
    rmSync(file.abs);
    symlinkSync(outsideFile(), file.abs);
    const read = readJsonBounded(file.abs, limits, file.id);
    expect(read).toEqual({
      ok: false,
      message: 'file changed between the listing and the read (another file, or a link, now has its name); not read',
    });
    expect(JSON.stringify(read)).not.toContain(SECRET);
  });

  test('by another regular file (a rename over it): the same problem', async () => {
    const root = tempDir();
    writeFileSync(path.join(root, 'a.json'), '{"ok": 1}');
    const file = (await findFiles(root, /\.json$/, root)).files[0]!;
    writeFileSync(path.join(root, 'other'), `{"x": "${SECRET}"}`);
    renameSync(path.join(root, 'other'), file.abs);
    const read = readUntrusted(file.abs, 1 << 20, { expect: file.id });
    expect(read).toMatchObject({ ok: false, problem: { kind: 'swapped' } });
  });

  test('by a directory symlinked on the way: the opened file is not the walked one', async () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'd'));
    writeFileSync(path.join(root, 'd/a.json'), '{"ok": 1}');
    const file = (await findFiles(root, /\.json$/, root)).files[0]!;
    const outside = path.dirname(outsideFile());
    renameSync(path.join(outside, 'secret.json'), path.join(outside, 'a.json'));
    rmSync(path.join(root, 'd'), { recursive: true });
    symlinkSync(outside, path.join(root, 'd'));
    expect(readUntrusted(file.abs, 1 << 20, { expect: file.id })).toMatchObject({
      ok: false,
      problem: { kind: 'swapped' },
    });
  });

  test('the file as walked is read', async () => {
    const root = tempDir();
    writeFileSync(path.join(root, 'a.json'), '{"ok": 1}');
    const file = (await findFiles(root, /\.json$/, root)).files[0]!;
    expect(readJsonBounded(file.abs, limits, file.id)).toEqual({ ok: true, value: { ok: 1 }, bytes: 9 });
  });
});

describe('FIFOs and hard links', () => {
  test('the reader refuses a FIFO at once (the open does not wait for a writer)', () => {
    const fifo = path.join(tempDir(), 'f.json');
    mkfifoSync(fifo);
    expect(readUntrusted(fifo, 100)).toEqual({
      ok: false,
      problem: { kind: 'not-regular', message: 'is not a regular file (a FIFO); not read' },
    });
  });

  test('the reader refuses a regular file with two links, wherever the other one is', () => {
    const inside = path.join(tempDir(), 'rec.json');
    linkSync(outsideFile(), inside);
    const read = readUntrusted(inside, 1 << 20);
    expect(read).toMatchObject({ ok: false, problem: { kind: 'hard-link' } });
    expect(!read.ok && read.problem.message).toBe(
      'has 2 hard links; a file of a submission must have one (another name may be a file outside the run); not read',
    );
  });

  test('the walk names a FIFO whose name matches the records glob', async () => {
    const root = tempDir();
    mkfifoSync(path.join(root, 'x.json'));
    mkfifoSync(path.join(root, 'ignored.txt'));
    expect(await findFiles(root, /\.json$/, root)).toEqual({
      files: [],
      problems: [{ rel: 'x.json', message: 'is not a regular file (a FIFO); not read' }],
    });
  });

  test('the table reader refuses a hard-linked candidate CSV', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'gt.csv'), 'a\n1\n');
    linkSync(path.join(dir, 'gt.csv'), path.join(dir, 'output_01.csv'));
    expect(readCsvFile(path.join(dir, 'output_01.csv'), { maxBytes: 100, noFollow: true })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^has 2 hard links/),
    });
  });
});

test('a score run names a FIFO record, a FIFO output CSV and hard-linked records as errors on their files', async () => {
  const run = path.join(tempDir(), 'run');
  cpSync(path.join(REPO, 'examples/runs/demo'), run, { recursive: true });
  rmSync(path.join(run, 'submission.yml'));
  mkfifoSync(path.join(run, 'qa/trial-1/qa_06_fifo.json'));
  const outside = outsideFile();
  linkSync(outside, path.join(run, 'qa/trial-1/qa_07_linked.json'));
  // An output CSV that is a FIFO: an error on the case, not a FILE_COUNT_MISMATCH failure.
  rmSync(path.join(run, 'prep/trial-1/case_001/result/output_01.csv'));
  mkfifoSync(path.join(run, 'prep/trial-1/case_001/result/output_01.csv'));
  // A hard-linked trajectory (its own content, linked twice): refused, the task is not scored from it.
  const traj = path.join(run, 'main/trial-1/task_03_craft_weapons_trajectory.json');
  linkSync(traj, path.join(tempDir('agent-eval-outside-'), 'second-name.json'));
  const out = tempDir('agent-eval-out-');
  const r = await cli(
    'score',
    '--benchmark',
    path.join(REPO, 'examples/benchmark'),
    '--run',
    run,
    '--out',
    out,
    '--quiet',
  );
  expect(r.stderr).not.toMatch(/internal error/);
  const report = readReport(out);
  const trial = (suite: string) => report.suites.find((s: { name: string }) => s.name === suite).trials[0];
  const messages = (suite: string) =>
    trial(suite).errors.map((e: { record: string; message: string }) => `${e.record}: ${e.message}`);
  expect(messages('qa')).toEqual(
    expect.arrayContaining([
      'qa_06_fifo.json: is not a regular file (a FIFO); not read',
      expect.stringMatching(/^qa_07_linked\.json: file has 2 hard links/),
    ]),
  );
  expect(messages('main')).toEqual(
    expect.arrayContaining([expect.stringMatching(/^task_03_craft_weapons_trajectory\.json: file has 2 hard links/)]),
  );
  const case1 = trial('prep').verdicts.find((v: { task: string }) => v.task === 'case_001');
  expect(case1).toMatchObject({ status: 'error', details: { error_type: 'READ_ERROR' } });
  expect(case1.error).toMatch(/output_01\.csv is not a regular file \(a FIFO\)/);
  for (const name of ['scores.json', 'summary.md'])
    expect(readFileSync(path.join(out, name), 'utf8')).not.toContain(SECRET);
});
