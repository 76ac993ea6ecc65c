/**
 * Reads named entries out of a zip archive held in memory, and nothing else: nothing is
 * extracted to disk, entries not asked for are never inflated, and each entry asked for is
 * bounded before and while it is inflated (a zip bomb stops at the bound). The archive is parsed
 * by yauzl (central directory, ZIP64, name decoding and validation: an absolute name, a `..`
 * segment or a backslash anywhere refuses the archive); the policy is ours: symlink and other
 * non-regular entries, encrypted entries, duplicate names and compression methods other than
 * stored and deflate are refused, and the size bound and the CRC-32 are checked here (yauzl
 * checks no CRC).
 */
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export class ZipError extends Error {
  override name = 'ZipError';
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFLNK = 0o120000;
const HOST_UNIX = 3;

/** Why an entry is not a plain file we may read, or null: the policy, before any byte is inflated. */
function refusedEntry(entry: yauzl.Entry): string | null {
  const shown = JSON.stringify(entry.fileName);
  if (entry.versionMadeBy >> 8 === HOST_UNIX) {
    const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (type === S_IFLNK) return `${shown} is a symbolic link`;
    if (type !== 0 && type !== S_IFREG) return `${shown} is not a regular file`;
  }
  if (entry.isEncrypted()) return `${shown} is encrypted`;
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    return `${shown} uses compression method ${entry.compressionMethod} (only stored and deflate are read)`;
  }
  return null;
}

/** The entry's bytes, at most `maxBytes` uncompressed, with its size and CRC-32 checked. */
async function inflateEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, maxBytes: number): Promise<Buffer> {
  const shown = JSON.stringify(entry.fileName);
  if (entry.uncompressedSize > maxBytes)
    throw new ZipError(`${shown} is ${entry.uncompressedSize} bytes uncompressed, over the limit of ${maxBytes}`);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      // Our bound, not the entry's own word for its size: a lying entry stops here too.
      if (total > maxBytes) {
        stream.destroy();
        throw new ZipError(`${shown} inflates to more than the limit of ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof ZipError) throw err;
    throw new ZipError(`${shown} cannot be inflated: ${(err as Error).message}`);
  }
  const out = Buffer.concat(chunks, total);
  if (out.length !== entry.uncompressedSize || crc32(out) >>> 0 !== entry.crc32 >>> 0)
    throw new ZipError(`${shown} is corrupt (size or CRC-32 does not match)`);
  return out;
}

/** yauzl's word for an archive that is not one, in ours. */
function archiveError(err: Error): ZipError {
  if (/end of central directory record signature not found/i.test(err.message))
    return new ZipError('not a zip archive (no end of central directory record)');
  return new ZipError(`the archive is corrupt or refused: ${err.message}`);
}

/**
 * The entries named in `wanted` (exact names at the archive's root), each at most its byte
 * limit uncompressed; names not present are absent from the result.
 */
export async function readZipEntries(zip: Buffer, wanted: Record<string, number>): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  let archive: yauzl.ZipFile;
  try {
    // validateEntrySizes off: the bound and the size check are ours (inflateEntry), so that a
    // lying entry gets the same message whether it lies up or down.
    archive = await yauzl.fromBufferPromise(zip, {
      lazyEntries: true,
      validateEntrySizes: false,
      strictFileNames: true,
    });
  } catch (err) {
    throw archiveError(err as Error);
  }
  const entries = archive.eachEntry();
  for (;;) {
    let next: IteratorResult<yauzl.Entry>;
    try {
      next = await entries.next();
    } catch (err) {
      throw archiveError(err as Error);
    }
    if (next.done) break;
    const entry = next.value;
    if (!Object.hasOwn(wanted, entry.fileName)) continue;
    if (out.has(entry.fileName))
      throw new ZipError(`the archive holds two entries named ${JSON.stringify(entry.fileName)}`);
    const refused = refusedEntry(entry);
    if (refused) throw new ZipError(refused);
    out.set(entry.fileName, await inflateEntry(archive, entry, wanted[entry.fileName]!));
  }
  return out;
}
