/**
 * Hashing is bounded per file and per run (fs/file-hasher.ts, fs/tree.ts): a 1 TB sparse file
 * listed in submission.yml's files: or present under --shard gets its report at once (it is
 * refused at the fstat, never read), named; past the run's bound the remaining files are not
 * hashed, named. Both bounds are settable.
 */
import { appendFileSync, cpSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, readReport, REPO, tempDir } from '../../support/helpers.js';

const TB = 1024 ** 4;

function demoRun(): string {
  const run = path.join(tempDir(), 'run');
  cpSync(path.join(REPO, 'examples/runs/demo'), run, { recursive: true });
  return run;
}

function mismatches(out: string): string[] {
  return readReport(out)
    .submission.review.findings.filter((f: { code: string }) => f.code === 'checksum_mismatch')
    .map((f: { message: string }) => f.message);
}

test('a 1 TB sparse file listed in files: is not hashed: a named checksum mismatch, the report written', async () => {
  const run = demoRun();
  writeFileSync(path.join(run, 'harness/huge.bin'), '');
  truncateSync(path.join(run, 'harness/huge.bin'), TB);
  appendFileSync(path.join(run, 'submission.yml'), `  harness/huge.bin: "${'0'.repeat(64)}"\n`);
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
    '--fail-on',
    'never',
  );
  expect(r.code).toBe(0);
  expect(mismatches(out)).toEqual([
    `harness/huge.bin: cannot be read: unreadable (is ${TB} bytes, over the hashing limit of ${1024 ** 3} bytes per file; not hashed)`,
  ]);
});

test('a 1 TB sparse file under --shard: the partial is written, its digest names the file as unreadable', async () => {
  const run = demoRun();
  writeFileSync(path.join(run, 'harness/huge.bin'), '');
  truncateSync(path.join(run, 'harness/huge.bin'), TB);
  const out = tempDir('agent-eval-out-');
  const r = await cli(
    'score',
    '--benchmark',
    path.join(REPO, 'examples/benchmark'),
    '--run',
    run,
    '--out',
    out,
    '--shard',
    '1/2',
  );
  expect(r.code).toBe(0);
  const partial = JSON.parse(readFileSync(path.join(out, 'partial.json'), 'utf8'));
  expect(partial.submission.files_sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(partial.submission.review_input.findings)).toContain(
    'harness/huge.bin: is in the run but not listed in files',
  );
});

test('the run bound: files past it in path order are not hashed, named; both bounds are settable', async () => {
  const run = demoRun();
  const out = tempDir('agent-eval-out-');
  const bench = path.join(REPO, 'examples/benchmark');
  const r = await cli(
    'score',
    '--benchmark',
    bench,
    '--run',
    run,
    '--out',
    out,
    '--quiet',
    '--fail-on',
    'never',
    '--max-hash-run-bytes',
    '4KiB',
  );
  expect(r.code).toBe(0);
  const found = mismatches(out);
  expect(found.length).toBeGreaterThan(0);
  for (const m of found)
    expect(m).toMatch(
      /: cannot be read: unreadable \(not hashed: the run's files before it \(in path order\) and it are over the hashing limit of 4096 bytes per run\)$/,
    );
  const small = await cli(
    'score',
    '--benchmark',
    bench,
    '--run',
    run,
    '--out',
    tempDir(),
    '--quiet',
    '--fail-on',
    'never',
    '--max-hash-file-bytes',
    '100',
  );
  expect(small.code).toBe(0);
  const bad = await cli(
    'score',
    '--benchmark',
    bench,
    '--run',
    run,
    '--out',
    tempDir(),
    '--max-hash-file-bytes',
    'lots',
  );
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain(
    '--max-hash-file-bytes must be a positive size in bytes (e.g. 1073741824, 512MiB, 1GiB), not "lots"',
  );
});
