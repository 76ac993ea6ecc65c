/** Zip archives for the tests, made by Python's zipfile (not by the code under test). */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './helpers.js';

export interface ZipEntry {
  name: string;
  data: string | Buffer;
  /** Store the entry as a symbolic link (unix mode 120777) whose target is `data`. */
  symlink?: boolean;
  /** ZIP_STORED instead of ZIP_DEFLATED. */
  stored?: boolean;
  /** Another unix mode (file type and permissions), such as a FIFO's 0o010644. */
  mode?: number;
}

const SCRIPT = `
import json, sys, zipfile
spec = json.load(open(sys.argv[1]))
with zipfile.ZipFile(sys.argv[2], 'w') as z:
    for e in spec:
        info = zipfile.ZipInfo(e['name'], date_time=(2026, 1, 1, 0, 0, 0))
        info.create_system = 3
        info.external_attr = ((e['mode'] or (0o120777 if e['symlink'] else 0o100644)) << 16)
        info.compress_type = zipfile.ZIP_STORED if e['stored'] else zipfile.ZIP_DEFLATED
        z.writestr(info, open(e['file'], 'rb').read())
`;

export function makeZip(entries: ZipEntry[]): Buffer {
  const dir = tempDir('agent-eval-zip-');
  const spec = entries.map((e, i) => {
    const file = path.join(dir, `entry-${i}`);
    writeFileSync(file, e.data);
    return { name: e.name, file, symlink: Boolean(e.symlink), stored: Boolean(e.stored), mode: e.mode ?? 0 };
  });
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(spec));
  execFileSync('python3', ['-W', 'ignore', '-c', SCRIPT, path.join(dir, 'spec.json'), path.join(dir, 'out.zip')]);
  return readFileSync(path.join(dir, 'out.zip'));
}

/** Name → content of every entry, read back by Python. */
export function unzip(zip: Buffer): Record<string, string> {
  const file = path.join(tempDir('agent-eval-unzip-'), 'a.zip');
  writeFileSync(file, zip);
  return JSON.parse(
    execFileSync(
      'python3',
      [
        '-c',
        'import json,sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))',
        file,
      ],
      { encoding: 'utf8' },
    ),
  ) as Record<string, string>;
}
