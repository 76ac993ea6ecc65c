// Removes a directory tree that may be deeper than PATH_MAX, without ENAMETOOLONG: each
// directory is entered by a relative name (process.chdir one level at a time), so no path the
// kernel resolves is longer than one name. Used by the temp-dir cleanup of every test.
import fs from 'node:fs';
import path from 'node:path';

export function removeTree(dir) {
  if (!fs.existsSync(dir)) return;
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    return;
  } catch (err) {
    if (err?.code !== 'ENAMETOOLONG' && err?.code !== 'ENOTEMPTY') throw err;
  }
  const back = process.cwd();
  try {
    process.chdir(path.dirname(dir));
    removeRelative(path.basename(dir));
  } finally {
    process.chdir(back);
  }
}

function removeRelative(name) {
  let st;
  try {
    st = fs.lstatSync(name);
  } catch {
    return;
  }
  if (!st.isDirectory()) {
    fs.rmSync(name, { force: true });
    return;
  }
  try {
    fs.chmodSync(name, 0o700); // a test may have left a directory unreadable or unsearchable
  } catch {
    // not ours to change: rmdir says why below
  }
  process.chdir(name);
  try {
    for (const entry of fs.readdirSync('.')) removeRelative(entry);
  } finally {
    process.chdir('..');
  }
  fs.rmdirSync(name);
}
