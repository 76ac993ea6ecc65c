/** In-process: the in-memory zip reader publish mode uses on untrusted artifacts, on archives made by Python. */
import { readZipEntries, ZipError } from '../../src/github/zip.js';
import { makeZip } from '../support/zip.js';

const bounds = { 'scores.json': 1000, 'pull-request.json': 100 };

async function error(zip: Buffer, wanted: Record<string, number> = bounds): Promise<string> {
  try {
    await readZipEntries(zip, wanted);
  } catch (err) {
    expect(err).toBeInstanceOf(ZipError);
    return (err as Error).message;
  }
  throw new Error('no error');
}

/** The central directory record of the first entry named `name`, rewritten by `edit(zip, offset)`. */
function editCentral(zip: Buffer, name: string, edit: (out: Buffer, p: number) => void): Buffer {
  const out = Buffer.from(zip);
  for (
    let p = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    p >= 0;
    p = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), p + 4)
  ) {
    if (out.toString('utf8', p + 46, p + 46 + out.readUInt16LE(p + 28)) === name) {
      edit(out, p);
      return out;
    }
  }
  throw new Error(`no entry ${name}`);
}

/** The central directory's "uncompressed size" of the first entry named `name`, rewritten. */
const lieAboutSize = (zip: Buffer, name: string, size: number) =>
  editCentral(zip, name, (out, p) => out.writeUInt32LE(size, p + 24));

test('reads the wanted root entries, stored or deflated; others are neither read nor inflated', async () => {
  const zip = makeZip([
    { name: 'scores.json', data: '{"a": 1}' },
    { name: 'pull-request.json', data: '{"b": 2}', stored: true },
    { name: 'summary.md', data: 'x'.repeat(100_000) },
    { name: 'sub/scores.json', data: 'not this one' },
  ]);
  const entries = await readZipEntries(zip, bounds);
  expect([...entries.keys()].sort()).toEqual(['pull-request.json', 'scores.json']);
  expect(entries.get('scores.json')!.toString()).toBe('{"a": 1}');
  expect(entries.get('pull-request.json')!.toString()).toBe('{"b": 2}');
  expect((await readZipEntries(makeZip([{ name: 'other', data: 'x' }]), bounds)).size).toBe(0);
});

test('refuses what an honest artifact never holds: symlinks, duplicates, oversized entries, lies about sizes, bad CRCs, non-zips', async () => {
  expect(await error(makeZip([{ name: 'scores.json', data: '/etc/passwd', symlink: true }]))).toBe(
    '"scores.json" is a symbolic link',
  );
  expect(
    await error(
      makeZip([
        { name: 'scores.json', data: '{}' },
        { name: 'scores.json', data: '{}' },
      ]),
    ),
  ).toBe('the archive holds two entries named "scores.json"');
  expect(await error(makeZip([{ name: 'scores.json', data: ' '.repeat(1001) }]))).toBe(
    '"scores.json" is 1001 bytes uncompressed, over the limit of 1000',
  );
  // The central directory says 10 bytes; the data inflates to 1 MB: inflating stops at the bound.
  const bomb = lieAboutSize(makeZip([{ name: 'scores.json', data: ' '.repeat(1_000_000) }]), 'scores.json', 10);
  expect(await error(bomb)).toBe('"scores.json" inflates to more than the limit of 1000 bytes');
  const shorter = lieAboutSize(makeZip([{ name: 'scores.json', data: ' '.repeat(100) }]), 'scores.json', 50);
  expect(await error(shorter)).toBe('"scores.json" is corrupt (size or CRC-32 does not match)');
  const flipped = makeZip([{ name: 'scores.json', data: 'abcdefgh', stored: true }]);
  flipped[flipped.indexOf('abcdefgh')] = 0x7a;
  expect(await error(flipped)).toBe('"scores.json" is corrupt (size or CRC-32 does not match)');
  expect(await error(Buffer.from('PK not really'))).toBe('not a zip archive (no end of central directory record)');
  expect(await error(makeZip([{ name: 'scores.json', data: '{}' }]).subarray(10))).toMatch(
    /corrupt|outside the archive/,
  );
});

test('refuses other non-regular and encrypted entries, and any archive with a name that escapes, even one not asked for', async () => {
  expect(await error(makeZip([{ name: 'scores.json', data: '', mode: 0o010644 }]))).toBe(
    '"scores.json" is not a regular file',
  );
  const encrypted = editCentral(makeZip([{ name: 'scores.json', data: '{}', stored: true }]), 'scores.json', (out, p) =>
    out.writeUInt16LE(out.readUInt16LE(p + 8) | 1, p + 8),
  );
  expect(await error(encrypted)).toBe('"scores.json" is encrypted');
  const method = editCentral(makeZip([{ name: 'scores.json', data: '{}', stored: true }]), 'scores.json', (out, p) =>
    out.writeUInt16LE(12, p + 10),
  );
  expect(await error(method)).toBe('"scores.json" uses compression method 12 (only stored and deflate are read)');
  for (const name of ['../evil', '/etc/evil', 'a/../../evil', 'a\\b']) {
    expect(
      await error(
        makeZip([
          { name: 'scores.json', data: '{}' },
          { name, data: 'x' },
        ]),
      ),
    ).toMatch(
      /^the archive is corrupt or refused: (invalid relative path|absolute path|invalid characters in fileName)/,
    );
  }
  // Not asked for: not inspected, so an odd entry beside the wanted ones does no harm.
  expect([
    ...(
      await readZipEntries(
        makeZip([
          { name: 'scores.json', data: '{}' },
          { name: 'link', data: '/', symlink: true },
        ]),
        bounds,
      )
    ).keys(),
  ]).toEqual(['scores.json']);
});
