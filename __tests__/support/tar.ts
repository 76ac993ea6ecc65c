/** Tar archives for the tests, made by Python's tarfile (not by the code under test). */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { tempDir } from './helpers.js';

export interface TarEntry {
  name: string;
  type?: 'file' | 'dir' | 'symlink' | 'link' | 'fifo' | 'chardev';
  data?: string;
  /** Link target (symlink, link). */
  target?: string;
  /** Extended (pax) header records of the entry, such as a `size` that is not the data's. */
  pax?: Record<string, string>;
}

const SCRIPT = `
import io, json, sys, tarfile
spec = json.load(open(sys.argv[1]))
types = {'file': tarfile.REGTYPE, 'dir': tarfile.DIRTYPE, 'symlink': tarfile.SYMTYPE, 'link': tarfile.LNKTYPE, 'fifo': tarfile.FIFOTYPE, 'chardev': tarfile.CHRTYPE}
with tarfile.open(sys.argv[2], 'w', format=tarfile.PAX_FORMAT) as t:
    if 'many' in spec:
        for i in range(spec['many']):
            t.addfile(tarfile.TarInfo('run/f%06d.txt' % i), io.BytesIO(b''))
    for e in spec.get('entries', []):
        info = tarfile.TarInfo(e['name'])
        info.type = types[e.get('type', 'file')]
        data = (e.get('data') or '').encode()
        if info.type == tarfile.REGTYPE: info.size = len(data)
        if 'target' in e: info.linkname = e['target']
        if 'pax' in e: info.pax_headers = e['pax']
        t.addfile(info, io.BytesIO(data) if info.type == tarfile.REGTYPE else None)
`;

function build(spec: object): Buffer {
  const dir = tempDir('agent-eval-tar-');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(spec));
  execFileSync('python3', ['-c', SCRIPT, path.join(dir, 'spec.json'), path.join(dir, 'out.tar')]);
  return readFileSync(path.join(dir, 'out.tar'));
}

export function makeTar(entries: TarEntry[]): Buffer {
  return build({ entries });
}

export const makeTarGz = (entries: TarEntry[]): Buffer => gzipSync(makeTar(entries));

/** A tar of `n` empty files under run/, gzipped. */
export const manyEntriesTarGz = (n: number): Buffer => gzipSync(build({ many: n }));

/**
 * A gzip bomb: a tar header announcing one file of `gib` GiB of zeros, and the zeros, as
 * concatenated gzip members of 16 MiB each (a few KiB apiece): small to send, huge unpacked.
 */
export function gzipBomb(gib: number): Buffer {
  const size = gib * 1024 ** 3;
  const header = execFileSync('python3', ['-c', `import sys, tarfile; i = tarfile.TarInfo('bomb/zeros.bin'); i.size = ${size}; sys.stdout.buffer.write(i.tobuf(tarfile.GNU_FORMAT))`]);
  const member = gzipSync(Buffer.alloc(16 * 1024 * 1024));
  return Buffer.concat([gzipSync(header), ...Array.from({ length: size / (16 * 1024 * 1024) }, () => member)]);
}
