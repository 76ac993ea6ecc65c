/**
 * Every entry of the run whose content hashing leaves out is named in the report (`not_hashed`,
 * docs/sharding.md): a file over a hashing bound with its size and the bound, a hard-linked
 * file, a FIFO. Under --shard the partial names it, the merged report carries it, and it is
 * the unsharded report's byte for byte; partials that left different files out are refused.
 */
import { cpSync, linkSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, readReport, REPO, tempDir } from '../../support/helpers.js';
import { mkfifoSync } from '../../support/fifo.js';

const TB = 1024 ** 4;
const GIB = 1024 ** 3;
const BENCH = path.join(REPO, 'examples/benchmark');

/** The demo run with a 1 TB sparse file that submission.yml does not list (no files: block at all). */
function runWithHugeFile(size = TB): string {
  const run = path.join(tempDir(), 'run');
  cpSync(path.join(REPO, 'examples/runs/demo'), run, { recursive: true });
  const yml = path.join(run, 'submission.yml');
  writeFileSync(yml, readFileSync(yml, 'utf8').replace(/^files:[\s\S]*$/m, ''));
  writeFileSync(path.join(run, 'harness/huge.bin'), '');
  truncateSync(path.join(run, 'harness/huge.bin'), size);
  return run;
}

const huge = (size = TB) => ({
  path: 'harness/huge.bin',
  why: 'file_bound',
  size,
  bound: GIB,
  message: `is ${size} bytes, over the hashing limit of ${GIB} bytes per file; not hashed`,
});

async function shard(run: string, spec: string): Promise<string> {
  const out = tempDir('agent-eval-out-');
  const r = await cli('score', '--benchmark', BENCH, '--run', run, '--out', out, '--shard', spec, '--quiet');
  expect(r.code).toBe(0);
  return out;
}

test('a 1 TB sparse file not in submission.yml: the partials and the merged report name it with its size and the bound, as the unsharded report does', async () => {
  const run = runWithHugeFile();
  const parts = [await shard(run, '1/2'), await shard(run, '2/2')];
  for (const out of parts) {
    const partial = JSON.parse(readFileSync(path.join(out, 'partial.json'), 'utf8'));
    expect(partial.not_hashed).toEqual({ count: 1, entries: [huge()] });
  }
  const merged = tempDir('agent-eval-out-');
  const m = await cli('merge', ...parts, '--out', merged, '--fail-on', 'never');
  expect(m.code).toBe(0);
  expect(readReport(merged).not_hashed).toEqual({ count: 1, entries: [huge()] });
  const shown = `harness/huge.bin: ${TB} bytes, over the bound of ${GIB} bytes hashed per file`;
  expect(m.stdout).toContain(shown);
  const summary = readFileSync(path.join(merged, 'summary.md'), 'utf8');
  expect(summary).toContain('Not hashed: 1 entry of the run whose content no checksum or shard digest covers');
  expect(summary).toContain(shown);

  const whole = tempDir('agent-eval-out-');
  expect(
    (await cli('score', '--benchmark', BENCH, '--run', run, '--out', whole, '--quiet', '--fail-on', 'never')).code,
  ).toBe(0);
  for (const file of ['scores.json', 'summary.md'])
    expect(readFileSync(path.join(merged, file), 'utf8')).toBe(readFileSync(path.join(whole, file), 'utf8'));
});

test('partials whose runs left out different files (here: the same path, another size) are refused as different submissions', async () => {
  const a = await shard(runWithHugeFile(TB), '1/2');
  const b = await shard(runWithHugeFile(TB + 1), '2/2');
  const m = await cli('merge', a, b, '--out', tempDir('agent-eval-out-'));
  expect(m.code).toBe(2);
  expect(m.stderr).toContain('different submissions (files digest)');
});

test('the unsharded score names a hard-linked file, a FIFO and files past the run bound, which no checksum covers', async () => {
  const run = runWithHugeFile();
  linkSync(path.join(run, 'metadata.json'), path.join(run, 'harness/linked.json'));
  mkfifoSync(path.join(run, 'harness/pipe'));
  const out = tempDir('agent-eval-out-');
  const r = await cli(
    'score',
    '--benchmark',
    BENCH,
    '--run',
    run,
    '--out',
    out,
    '--fail-on',
    'never',
    '--max-hash-run-bytes',
    '4KiB',
  );
  expect(r.code).toBe(0);
  const n = readReport(out).not_hashed;
  const byPath = new Map(n.entries.map((e: { path: string }) => [e.path, e]));
  expect(byPath.get('harness/huge.bin')).toEqual(huge());
  expect(byPath.get('harness/linked.json')).toMatchObject({
    why: 'hard_links',
    message: expect.stringMatching(/^has 2 hard links/),
  });
  expect(byPath.get('metadata.json')).toMatchObject({ why: 'hard_links' });
  expect(byPath.get('harness/pipe')).toMatchObject({ why: 'special', size: null });
  const pastRun = n.entries.filter((e: { why: string }) => e.why === 'run_bound');
  expect(pastRun.length).toBeGreaterThan(0);
  for (const e of pastRun) expect(e).toMatchObject({ size: expect.any(Number), bound: 4096 });
  expect(n.count).toBe(n.entries.length);
  expect(r.stdout).toContain('not hashed: harness/pipe: not a regular file');
});
