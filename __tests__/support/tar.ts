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
  const header = execFileSync('python3', [
    '-c',
    `import sys, tarfile; i = tarfile.TarInfo('bomb/zeros.bin'); i.size = ${size}; sys.stdout.buffer.write(i.tobuf(tarfile.GNU_FORMAT))`,
  ]);
  const member = gzipSync(Buffer.alloc(16 * 1024 * 1024));
  return Buffer.concat([gzipSync(header), ...Array.from({ length: size / (16 * 1024 * 1024) }, () => member)]);
}

/**
 * Two archives a hostile or unlucky submitter can send, each naming the entry it breaks on: a
 * tar.gz cut short in the middle of an entry's data, and a plain tar whose pax header gives an
 * entry a size larger than its data (the ustar size field says the truth; the pax record wins).
 */
export function corruptArchives(): { cutTarGz: Buffer; cutEntry: string; paxTar: Buffer; paxEntry: string } {
  const cutEntry = 'run/qa/trial-1/q1.json';
  // Text that does not compress away (a linear congruential sequence), so the cut lands in this entry's data.
  let x = 12345;
  const noise = Array.from(
    { length: 40_000 },
    () => ((x = (x * 1103515245 + 12345) % 2 ** 31), (x >>> 8).toString(36)),
  ).join(' ');
  const tarGz = makeTarGz([
    { name: 'run/submission.yml', data: 'version: 1\n' },
    { name: cutEntry, data: JSON.stringify({ task_id: 'q1', full_text: noise }) },
  ]);
  const paxEntry = 'run/qa/trial-1/q2.json';
  const paxTar = makeTar([
    { name: 'run/submission.yml', data: 'version: 1\n' },
    { name: paxEntry, data: '{"task_id":"q2"}', pax: { size: '99999' } },
    { name: 'run/qa/trial-1/q3.json', data: '{"task_id":"q3"}' },
  ]);
  return { cutTarGz: tarGz.subarray(0, Math.floor(tarGz.length * 0.6)), cutEntry, paxTar, paxEntry };
}
