/**
 * Reads named entries out of a zip archive held in memory, and nothing else: nothing is
 * extracted to disk, entries not asked for are never inflated, and each entry asked for is
 * bounded before and while it is inflated (a zip bomb stops at the bound). Symlink entries,
 * encrypted entries, duplicate names and unknown compression methods are refused. ZIP64 is not
 * supported (an artifact within the size bound never needs it).
 */
import { crc32, inflateRawSync } from 'node:zlib';

export class ZipError extends Error {
  override name = 'ZipError';
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFLNK = 0o120000;
const HOST_UNIX = 3;

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  madeBy: number;
  externalAttrs: number;
  localOffset: number;
}

function endOfCentralDirectory(zip: Buffer): { count: number; offset: number; size: number } {
  const min = Math.max(0, zip.length - 22 - 0xffff);
  for (let i = zip.length - 22; i >= min; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      const count = zip.readUInt16LE(i + 10);
      const size = zip.readUInt32LE(i + 12);
      const offset = zip.readUInt32LE(i + 16);
      if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipError('ZIP64 archives are not supported');
      if (offset + size > i) throw new ZipError('the central directory lies outside the archive');
      return { count, offset, size };
    }
  }
  throw new ZipError('not a zip archive (no end of central directory record)');
}

function centralEntries(zip: Buffer): CentralEntry[] {
  const { count, offset, size } = endOfCentralDirectory(zip);
  const entries: CentralEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > offset + size || zip.readUInt32LE(p) !== CENTRAL) throw new ZipError(`central directory entry ${n + 1} is corrupt`);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    if (p + 46 + nameLength > offset + size) throw new ZipError(`central directory entry ${n + 1} is corrupt`);
    entries.push({
      madeBy: zip.readUInt16LE(p + 4),
      flags: zip.readUInt16LE(p + 8),
      method: zip.readUInt16LE(p + 10),
      crc: zip.readUInt32LE(p + 16),
      compressedSize: zip.readUInt32LE(p + 20),
      size: zip.readUInt32LE(p + 24),
      externalAttrs: zip.readUInt32LE(p + 38),
      localOffset: zip.readUInt32LE(p + 42),
      name: zip.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflateEntry(zip: Buffer, e: CentralEntry, maxBytes: number): Buffer {
  const shown = JSON.stringify(e.name);
  if (e.madeBy >> 8 === HOST_UNIX) {
    const type = (e.externalAttrs >>> 16) & S_IFMT;
    if (type === S_IFLNK) throw new ZipError(`${shown} is a symbolic link`);
    if (type !== 0 && type !== S_IFREG) throw new ZipError(`${shown} is not a regular file`);
  }
  if (e.flags & 0x1) throw new ZipError(`${shown} is encrypted`);
  if (e.method !== 0 && e.method !== 8) throw new ZipError(`${shown} uses compression method ${e.method} (only stored and deflate are read)`);
  if (e.size > maxBytes) throw new ZipError(`${shown} is ${e.size} bytes uncompressed, over the limit of ${maxBytes}`);
  const p = e.localOffset;
  if (p + 30 > zip.length || zip.readUInt32LE(p) !== LOCAL) throw new ZipError(`${shown}: the local header is corrupt`);
  const nameLength = zip.readUInt16LE(p + 26);
  const extraLength = zip.readUInt16LE(p + 28);
  if (zip.toString('utf8', p + 30, p + 30 + nameLength) !== e.name) throw new ZipError(`${shown}: the local header names another file`);
  const start = p + 30 + nameLength + extraLength;
  if (start + e.compressedSize > zip.length) throw new ZipError(`${shown}: the data lies outside the archive`);
  const data = zip.subarray(start, start + e.compressedSize);
  let out: Buffer;
  if (e.method === 0) out = Buffer.from(data);
  else {
    try {
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) {
        throw new ZipError(`${shown} inflates to more than the limit of ${maxBytes} bytes`);
      }
      throw new ZipError(`${shown} cannot be inflated: ${(err as Error).message}`);
    }
  }
  if (out.length !== e.size || (crc32(out) >>> 0) !== e.crc >>> 0) throw new ZipError(`${shown} is corrupt (size or CRC-32 does not match)`);
  return out;
}

/**
 * The entries named in `wanted` (exact names at the archive's root), each at most its byte
 * limit uncompressed; names not present are absent from the result.
 */
export function readZipEntries(zip: Buffer, wanted: Record<string, number>): Map<string, Buffer> {
  const entries = centralEntries(zip);
  const out = new Map<string, Buffer>();
  for (const e of entries) {
    if (!Object.hasOwn(wanted, e.name)) continue;
    if (out.has(e.name)) throw new ZipError(`the archive holds two entries named ${JSON.stringify(e.name)}`);
    out.set(e.name, inflateEntry(zip, e, wanted[e.name]!));
  }
  return out;
}
