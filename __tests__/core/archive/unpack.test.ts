/** Unpacking submitted archives: real .zip (Python zipfile), .tar and .tar.gz (Python tarfile), each refusal named. */
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ArchiveError } from '../../../src/core/archive/errors.js';
import { unpackArchive, type UnpackOptions } from '../../../src/core/archive/unpack.js';
import { makeZip } from '../../support/zip.js';
import { gzipBomb, makeTar, makeTarGz, manyEntriesTarGz } from '../../support/tar.js';
import { tempDir } from '../../support/helpers.js';
import { slow } from '../../setup/timeouts.js';

/** Every path below `dir`, with its type; nothing is followed. */
function tree(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const rel = `${prefix}${name}`;
    const info = lstatSync(path.join(dir, name));
    if (info.isDirectory()) out.push(`${rel}/`, ...tree(path.join(dir, name), `${rel}/`));
    else out.push(info.isFile() ? rel : `${rel} (${info.isSymbolicLink() ? 'symlink' : 'other'})`);
  }
  return out;
}

/** Unpacks `archive` into <tmp>/out; <tmp> holds nothing else, so anything written outside shows. */
async function unpack(archive: Buffer, options?: UnpackOptions) {
  const base = tempDir('agent-eval-unpack-');
  const file = path.join(tempDir('agent-eval-archive-'), 'archive');
  writeFileSync(file, archive);
  const out = path.join(base, 'out');
  mkdirSync(out);
  const result = await unpackArchive(file, out, options).catch((err: unknown) => err);
  expect(readdirSync(base)).toEqual(['out']);
  expect(tree(out).filter((p) => p.endsWith(')'))).toEqual([]);
  return { result, out, tree: tree(out) };
}

async function refused(archive: Buffer, code: string, entry: string | null, options?: UnpackOptions) {
  const r = await unpack(archive, options);
  expect(r.result).toBeInstanceOf(ArchiveError);
  const err = r.result as ArchiveError;
  expect({ code: err.code, entry: err.entry }).toEqual({ code, entry });
  if (entry !== null) expect(err.message).toContain(JSON.stringify(entry));
  return r;
}

const RUN = [
  { name: 'run/', type: 'dir' as const },
  { name: 'run/qa/', type: 'dir' as const },
  { name: 'run/qa/trial-1/q1.json', data: '{"task_id":"q1"}' },
  { name: 'run/submission.yml', data: 'version: 1\n' },
];

test('a .tar.gz, a .tar and a .zip of one top-level directory unpack to the same run, the directory stripped', async () => {
  const zip = makeZip(RUN.filter((e) => !e.type).map((e) => ({ name: e.name, data: e.data! })));
  for (const [archive, format] of [
    [makeTarGz(RUN), 'tar.gz'],
    [makeTar(RUN), 'tar'],
    [zip, 'zip'],
  ] as const) {
    const r = await unpack(archive);
    expect(r.result).toMatchObject({ format, stripped: 'run', files: 2 });
    const root = (r.result as { root: string }).root;
    expect(root).toBe(path.join(r.out, 'run'));
    expect(tree(root)).toEqual(['qa/', 'qa/trial-1/', 'qa/trial-1/q1.json', 'submission.yml']);
    expect(readFileSync(path.join(root, 'qa/trial-1/q1.json'), 'utf8')).toBe('{"task_id":"q1"}');
  }
  // Several top-level entries: nothing to strip. "./" prefixes are dropped.
  const r = await unpack(
    makeTarGz([
      { name: './a.txt', data: 'a' },
      { name: './b/c.txt', data: 'c' },
    ]),
  );
  expect(r.result).toMatchObject({ stripped: null, root: r.out });
  expect(r.tree).toEqual(['a.txt', 'b/', 'b/c.txt']);
});

test('zip-slip, absolute and backslash names are refused, naming the entry; nothing is written outside', async () => {
  await refused(
    makeTarGz([
      { name: 'run/ok.txt', data: 'x' },
      { name: 'run/../../evil.txt', data: 'pwned' },
    ]),
    'parent_path',
    'run/../../evil.txt',
  );
  await refused(makeTarGz([{ name: '/tmp/evil.txt', data: 'pwned' }]), 'absolute_path', '/tmp/evil.txt');
  await refused(makeZip([{ name: '../evil.txt', data: 'pwned' }]), 'parent_path', '../evil.txt');
  await refused(makeZip([{ name: '/abs.txt', data: 'pwned' }]), 'absolute_path', '/abs.txt');
  await refused(makeTarGz([{ name: 'run\\..\\evil.txt', data: 'x' }]), 'bad_name', 'run\\..\\evil.txt');
});

test('symlinks, hard links, FIFOs and devices are refused, naming the entry', async () => {
  await refused(
    makeTarGz([
      { name: 'run/a.txt', data: 'a' },
      { name: 'run/link', type: 'symlink', target: '/etc/passwd' },
    ]),
    'symlink',
    'run/link',
  );
  const hard = await refused(
    makeTarGz([
      { name: 'run/a.txt', data: 'a' },
      { name: 'run/passwd', type: 'link', target: '/etc/passwd' },
    ]),
    'hard_link',
    'run/passwd',
  );
  expect((hard.result as Error).message).toContain('/etc/passwd');
  await refused(makeTarGz([{ name: 'run/inner', type: 'link', target: 'run/a.txt' }]), 'hard_link', 'run/inner');
  await refused(makeTar([{ name: 'run/pipe', type: 'fifo' }]), 'special_file', 'run/pipe');
  await refused(makeTar([{ name: 'run/null', type: 'chardev' }]), 'special_file', 'run/null');
  await refused(
    makeZip([
      { name: 'run/a.txt', data: 'a' },
      { name: 'run/link', data: '/etc/passwd', symlink: true },
    ]),
    'symlink',
    'run/link',
  );
});

test('duplicate names and a file where a directory is are refused', async () => {
  await refused(
    makeTarGz([
      { name: 'run/a.txt', data: 'one' },
      { name: 'run/a.txt', data: 'two' },
    ]),
    'duplicate_name',
    'run/a.txt',
  );
  await refused(
    makeTarGz([
      { name: 'run/x', data: 'file' },
      { name: 'run/x/y.txt', data: 'y' },
    ]),
    'path_conflict',
    'run/x/y.txt',
  );
  await refused(
    makeZip([
      { name: 'a.txt', data: '1' },
      { name: 'a.txt', data: '2' },
    ]),
    'duplicate_name',
    'a.txt',
  );
});

test('a gzip bomb stops at the unpacked bound, before its data is read', async () => {
  const bomb = gzipBomb(1);
  expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
  const r = await refused(bomb, 'unpacked_too_large', 'bomb/zeros.bin', { maxBytes: 64 * 1024 * 1024 });
  expect(r.tree).toEqual([]);
  // With the default bound (2 GiB) a 1 GiB file passes the header check, and the bound is
  // counted as the bytes come: a smaller bound than the file stops it the same way.
  await refused(gzipBomb(1), 'unpacked_too_large', 'bomb/zeros.bin', { maxBytes: 1024 ** 3 - 1 });
});

test('the total unpacked size is bounded across entries', async () => {
  const entries = Array.from({ length: 5 }, (_, i) => ({ name: `run/f${i}.txt`, data: 'x'.repeat(1000) }));
  await refused(makeTarGz(entries), 'unpacked_too_large', 'run/f4.txt', { maxBytes: 4500 });
  await refused(makeZip(entries.map((e) => ({ name: e.name, data: e.data }))), 'unpacked_too_large', 'run/f4.txt', {
    maxBytes: 4500,
  });
});

test(
  'a tar of 10^5 entries stops at the entry bound (default 20,000)',
  async () => {
    const archive = manyEntriesTarGz(100_000);
    const r = await refused(archive, 'too_many_entries', 'run/f020000.txt');
    expect((r.result as Error).message).toMatch(/more than 20000 entries/);
  },
  slow(180_000, 'python writes 10^5 tar entries and the unpacker creates 20,000 files'),
);

test('a zip of more entries than the bound is refused from its central directory, before any is read', async () => {
  const zip = makeZip(Array.from({ length: 12 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' })));
  const r = await refused(zip, 'too_many_entries', null, { maxEntries: 10 });
  expect(r.tree).toEqual([]);
});

test('what is not an archive, and a corrupt one, are named errors', async () => {
  await refused(Buffer.from('just text, not an archive\n'), 'not_an_archive', null);
  const gz = makeTarGz(RUN);
  await refused(gz.subarray(0, gz.length - 20), 'corrupt_archive', null);
  await refused(gzipSync(Buffer.from('not a tar stream at all, but gzipped'.repeat(20))), 'corrupt_archive', null);
});
