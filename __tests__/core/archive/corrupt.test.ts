/**
 * Archives cut short or lying about their sizes: every one ends in a named ArchiveError
 * (corrupt_archive or not_an_archive), and no stream of the unpacker leaves a rejection or an
 * error that nothing handles (which would end the CLI or the action before it says anything).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ArchiveError } from '../../../src/core/archive/errors.js';
import { unpackArchive } from '../../../src/core/archive/unpack.js';
import { makeTar, makeTarGz } from '../../support/tar.js';
import { makeZip } from '../../support/zip.js';
import { tempDir } from '../../support/helpers.js';
import { slow } from '../../setup/timeouts.js';

/** Rejections and exceptions that reached the process while a test ran: none may. */
const unhandled: unknown[] = [];
const onRejection = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onRejection);
});
afterAll(() => {
  process.off('unhandledRejection', onRejection);
  process.off('uncaughtException', onRejection);
});

/** Lets pending callbacks run, so that a rejection left without a handler shows up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function unpack(archive: Buffer): Promise<unknown> {
  const dir = tempDir('agent-eval-corrupt-');
  const file = path.join(dir, 'archive');
  writeFileSync(file, archive);
  const out = path.join(dir, 'out');
  mkdirSync(out);
  return unpackArchive(file, out).catch((err: unknown) => err);
}

const RUN = [
  { name: 'run/submission.yml', data: 'version: 1\n'.repeat(20) },
  { name: 'run/qa/trial-1/q1.json', data: JSON.stringify({ task_id: 'q1', text: 'x'.repeat(3000) }) },
  { name: 'run/qa/trial-1/q2.json', data: JSON.stringify({ task_id: 'q2', text: 'y'.repeat(700) }) },
];

/** Sets the ustar size field (octal, offset 124) of the header at `offset` and fixes its checksum. */
function declareSize(tar: Buffer, offset: number, size: number): Buffer {
  const out = Buffer.from(tar);
  out.write(`${size.toString(8).padStart(11, '0')}\0`, offset + 124, 'latin1');
  out.fill(' ', offset + 148, offset + 156);
  let sum = 0;
  for (let i = offset; i < offset + 512; i++) sum += out[i]!;
  out.write(`${sum.toString(8).padStart(6, '0')}\0 `, offset + 148, 'latin1');
  return out;
}

test('a tar or tar.gz cut short, or whose declared or pax size is larger than its data, is corrupt_archive naming the entry', async () => {
  const tar = makeTar([{ name: 'run/a.txt', data: 'hello' }, ...RUN]);
  const cut = await unpack(tar.subarray(0, 512 + 300));
  expect(cut).toBeInstanceOf(ArchiveError);
  expect((cut as ArchiveError).code).toBe('corrupt_archive');
  expect((cut as ArchiveError).message).toMatch(/ends before the data its headers declare/);
  expect(await unpack(gzipSync(tar.subarray(0, 512 + 300)))).toMatchObject({ code: 'corrupt_archive' });

  // The ustar header of the first entry says 100000 bytes; five follow, then the other entries.
  const lying = declareSize(tar, 0, 100_000);
  for (const archive of [lying, gzipSync(lying)]) {
    const err = await unpack(archive);
    expect(err).toMatchObject({ code: 'corrupt_archive', entry: 'run/a.txt' });
    expect((err as Error).message).toContain('"run/a.txt"');
  }
  // A pax header's size wins over the ustar field: 99999 bytes declared, five there.
  const pax = makeTar([{ name: 'run/a.txt', data: 'hello', pax: { size: '99999' } }]);
  for (const archive of [pax, gzipSync(pax)])
    expect(await unpack(archive)).toMatchObject({ code: 'corrupt_archive', entry: 'run/a.txt' });
  await settle();
  expect(unhandled).toEqual([]);
});

test('a zip with a truncated central directory or lying sizes is corrupt_archive', async () => {
  const zip = makeZip([
    { name: 'run/a.txt', data: 'hello'.repeat(100) },
    { name: 'run/b.txt', data: 'x'.repeat(10), stored: true },
  ]);
  const cd = zip.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
  const eocd = zip.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  const patched = (at: number, value: number, bytes: 2 | 4) => {
    const out = Buffer.from(zip);
    if (bytes === 4) out.writeUInt32LE(value, at);
    else out.writeUInt16LE(value, at);
    return out;
  };
  const cases: [string, Buffer][] = [
    ['central directory cut short', zip.subarray(0, cd + 20)],
    ['uncompressed size larger than the data', patched(cd + 24, 1_000_000, 4)],
    ['compressed size past the end', patched(cd + 20, 1_000_000, 4)],
    ['central directory offset past the end', patched(eocd + 16, cd + 1000, 4)],
    ['more entries declared than there are', patched(eocd + 10, 50, 2)],
  ];
  for (const [what, archive] of cases) {
    const err = await unpack(archive);
    expect([what, err instanceof ArchiveError && err.code]).toEqual([what, 'corrupt_archive']);
  }
  await settle();
  expect(unhandled).toEqual([]);
});

test(
  'fuzz: a valid tar, tar.gz and zip cut short or with a byte flipped at offsets across the file: a named error or a clean unpack, never an unhandled rejection',
  async () => {
    const tar = makeTar(RUN);
    const archives: [string, Buffer][] = [
      ['tar', tar],
      ['tar.gz', makeTarGz(RUN)],
      ['zip', makeZip(RUN.map((e, i) => ({ name: e.name, data: e.data, stored: i === 1 })))],
    ];
    const outcomes = new Map<string, number>();
    for (const [format, archive] of archives) {
      for (let k = 1; k < 40; k++) {
        const at = Math.floor((archive.length * k) / 40);
        const flipped = Buffer.from(archive);
        flipped[at] = flipped[at]! ^ 0xff;
        for (const [how, bytes] of [
          ['cut', archive.subarray(0, at)],
          ['flip', flipped],
        ] as const) {
          const result = await unpack(bytes);
          const outcome =
            result instanceof ArchiveError
              ? result.code
              : result instanceof Error
                ? `${result.name}: ${result.message}`
                : 'unpacked';
          // Anything but a named error (or an unpack of what survived a flip) is a crash in waiting.
          expect([
            format,
            how,
            at,
            ['corrupt_archive', 'not_an_archive', 'unpacked'].includes(outcome) ? 'named' : outcome,
          ]).toEqual([format, how, at, 'named']);
          // A plain tar cut exactly between two entries reads as a shorter tar (tar-stream does not require the end
          // blocks).
          if (how === 'cut' && !(format === 'tar' && at % 512 === 0))
            expect([format, how, at, outcome]).not.toEqual([format, how, at, 'unpacked']);
          outcomes.set(`${format} ${how} ${outcome}`, (outcomes.get(`${format} ${how} ${outcome}`) ?? 0) + 1);
        }
      }
    }
    await settle();
    expect(unhandled).toEqual([]);
    // Most cuts are refused as corrupt (the rest: before the format's magic bytes, or a tar cut between entries).
    for (const format of ['tar', 'tar.gz', 'zip'])
      expect(outcomes.get(`${format} cut corrupt_archive`)).toBeGreaterThan(20);
  },
  slow(240_000, '234 unpacks of small archives'),
);

test('a zip entry refused in the middle of its data (more bytes than declared, damaged bytes after): the refusal, and nothing escapes afterwards', async () => {
  // yauzl's read stream, when the entry is refused at its first chunk, is left with bytes it was
  // handed: the refusal is what comes back, and nothing it still holds reaches the process.
  const words = Array.from({ length: 120_000 }, (_, i) => `w${(i * 7919) % 5003}`).join(' ');
  const zip = makeZip([{ name: 'run/big.txt', data: words }]);
  const cd = zip.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
  const damaged = Buffer.from(zip);
  damaged.writeUInt32LE(10, cd + 24);
  for (let at = 8000; at < cd; at += 97) damaged[at] = damaged[at]! ^ 0x5a;
  const err = await unpack(damaged);
  expect(err).toMatchObject({ code: 'corrupt_archive', entry: 'run/big.txt' });
  expect((err as Error).message).toContain('more bytes than the 10 its header declares');
  await settle();
  expect(unhandled).toEqual([]);
});
