/**
 * `agent-eval validate`'s check of the manifest's `setup.python` (docs/manifest.md, "setup"): is
 * every declared requirement installed in the Python the verifiers run with? It asks that Python
 * (importlib.metadata, in a subprocess: no network, nothing installed) and names what is missing.
 * Requirements are read simply: a name, extras, version specifiers and a marker; only an exact
 * `==` pin is compared with the installed version, other specifiers and markers are not evaluated.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ValidationFinding } from '../kinds/kind.js';
import type { Setup } from '../manifest/setup.js';
import { REQUIREMENT } from '../manifest/setup.js';
import { verifierEnv } from '../verifier/env.js';

/** The interpreter verifiers run with when none is named (docs/verifiers.md, "Verifier dependencies"). */
const DEFAULT_PYTHON = 'python3';

export interface Requirement {
  /** The line as declared, for messages. */
  text: string;
  name: string;
  /** The version of an exact `==` pin, or null. */
  pin: string | null;
}

/** The requirements `setup.python` declares, and the lines that could not be read (as findings). */
export async function declaredRequirements(
  setup: Setup,
  root: string,
): Promise<{ requirements: Requirement[]; findings: ValidationFinding[] }> {
  const requirements: Requirement[] = [];
  const findings: ValidationFinding[] = [];
  const add = (line: string, where: string) => {
    const m = REQUIREMENT.exec(
      line
        .replace(/\s+--hash=\S+/g, '')
        .replace(/\s*@\s*\S+.*$/, (rest) => (rest.includes(';') ? rest.slice(rest.indexOf(';')) : '')),
    );
    if (!m) {
      findings.push({
        suite: 'setup',
        task: null,
        problem: `${where}: "${line}" is not a requirement agent-eval can check (a name with optional extras and version specifiers); it is not checked`,
        warning: true,
      });
      return;
    }
    const pin = /^===?\s*([^,\s]+)$/.exec(m[3]?.trim() ?? '');
    requirements.push({ text: line, name: m[1]!, pin: pin ? pin[1]! : null });
  };
  for (const line of setup.python.packages ?? []) add(line.trim(), 'setup.python.packages');
  if (setup.python.requirements !== undefined) {
    const file = setup.python.requirements;
    let text: string;
    try {
      text = await readFile(path.join(root, file), 'utf8');
    } catch (err) {
      findings.push({
        suite: 'setup',
        task: null,
        problem: `setup.python.requirements: cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      });
      return { requirements, findings };
    }
    const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
    lines.forEach((raw, i) => {
      const line = raw.replace(/(^|\s)#.*$/, '').trim();
      if (line === '') return;
      if (line.startsWith('-')) {
        findings.push({
          suite: 'setup',
          task: null,
          problem: `${file}:${i + 1}: "${line}": options and included files are not checked`,
          warning: true,
        });
        return;
      }
      add(line, `${file}:${i + 1}`);
    });
  }
  return { requirements, findings };
}

/** Asks `python` which of these distributions are installed, and at which version. */
const PROBE = `
import json, sys
from importlib import metadata
names = json.load(sys.stdin)
found = {}
for name in names:
    try:
        found[name] = metadata.version(name)
    except metadata.PackageNotFoundError:
        found[name] = None
print(json.dumps({"executable": sys.executable, "found": found}))
`;

/** The findings of `setup.python` against the interpreter `python` (a path, or a name on PATH). */
export async function setupFindings(
  setup: Setup | undefined,
  root: string,
  python: string = DEFAULT_PYTHON,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ValidationFinding[]> {
  if (!setup) return [];
  const { requirements, findings } = await declaredRequirements(setup, root);
  if (requirements.length === 0) return findings;
  let answer: { executable: string; found: Record<string, string | null> };
  try {
    answer = JSON.parse(
      await probe(
        python,
        requirements.map((r) => r.name),
        env,
      ),
    ) as typeof answer;
  } catch (err) {
    findings.push({
      suite: 'setup',
      task: null,
      problem: `cannot check setup.python with ${python}: ${(err as Error).message}`,
    });
    return findings;
  }
  for (const r of requirements) {
    const installed = answer.found[r.name];
    if (installed === null || installed === undefined) {
      findings.push({
        suite: 'setup',
        task: null,
        problem: `${r.name} (declared "${r.text}") is not installed in ${answer.executable}; install the setup there, or name the Python that has it with --python`,
      });
    } else if (r.pin !== null && !pinMatches(r.pin, installed)) {
      findings.push({
        suite: 'setup',
        task: null,
        problem: `${r.name} ${installed} is installed in ${answer.executable}, but "${r.text}" is declared`,
      });
    }
  }
  return findings;
}

/** `==1.2.*` matches 1.2.x; otherwise the strings must be equal. */
function pinMatches(pin: string, installed: string): boolean {
  return pin.endsWith('.*')
    ? installed === pin.slice(0, -2) || installed.startsWith(pin.slice(0, -1))
    : installed === pin;
}

function probe(python: string, names: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      python,
      ['-c', PROBE],
      { env: verifierEnv(env, [], python), timeout: 120_000, maxBuffer: 4 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err)
          reject(
            new Error(
              `${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such interpreter' : err.message.split('\n')[0]}${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-1)[0]}` : ''}`,
            ),
          );
        else resolve(stdout);
      },
    );
    child.stdin?.end(JSON.stringify(names));
  });
}

/**
 * What pip installs for `setup.python`, as one requirements text: the requirements file as it is,
 * then the listed packages, one a line; null without a setup. The reusable workflows install it and
 * key the cached environment by its sha256 (docs/verifiers.md, "Verifier dependencies").
 */
export async function pipRequirements(setup: Setup | undefined, root: string): Promise<string | null> {
  if (!setup) return null;
  const parts: string[] = [];
  if (setup.python.requirements !== undefined) {
    const text = await readFile(path.join(root, setup.python.requirements), 'utf8');
    parts.push(text.endsWith('\n') || text === '' ? text : `${text}\n`);
  }
  for (const line of setup.python.packages ?? []) parts.push(`${line}\n`);
  return parts.join('');
}
