/**
 * A Python package built by hand for the verifier-dependency tests: a wheel written with Python's
 * zipfile alone (METADATA, WHEEL, RECORD and one module; no setuptools, no network), and a venv
 * it is installed into with pip --no-index.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { tempDir } from './helpers.js';

/** Writes aeval_probe-1.0.0-py3-none-any.whl into `dir` with Python's zipfile alone. */
export function buildWheel(dir: string): string {
  const script = String.raw`
import base64, hashlib, os, sys, zipfile
out = os.path.join(sys.argv[1], "aeval_probe-1.0.0-py3-none-any.whl")
files = {
    "aeval_probe/__init__.py": "def answer():\n    return 'probe-ok'\n",
    "aeval_probe-1.0.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: aeval-probe\nVersion: 1.0.0\n",
    "aeval_probe-1.0.0.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: hand\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
}
record = []
with zipfile.ZipFile(out, "w") as z:
    for name, text in files.items():
        data = text.encode()
        z.writestr(name, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append("%s,sha256=%s,%d" % (name, digest, len(data)))
    record.append("aeval_probe-1.0.0.dist-info/RECORD,,")
    z.writestr("aeval_probe-1.0.0.dist-info/RECORD", "\n".join(record) + "\n")
print(out)
`;
  return execFileSync('python3', ['-c', script, dir], { encoding: 'utf8' }).trim();
}

/** A venv with the wheel installed (pip from the python3 on PATH, --no-index: no network). */
export function venvWith(wheel: string): string {
  const venv = path.join(tempDir('agent-eval-venv-'), 'venv');
  execFileSync('python3', ['-m', 'venv', '--without-pip', venv]);
  const python = path.join(venv, 'bin', 'python');
  execFileSync(
    'python3',
    [
      '-m',
      'pip',
      '--python',
      python,
      'install',
      '--no-index',
      '--no-deps',
      '--disable-pip-version-check',
      '--no-input',
      wheel,
    ],
    {
      env: { ...process.env, PIP_NO_INDEX: '1', PIP_CONFIG_FILE: '/dev/null' },
      stdio: 'pipe',
    },
  );
  return python;
}
