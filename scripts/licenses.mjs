// The licences of every package a bundle holds, read from ncc's `--stats-out` (webpack's stats).
//
// Why not ncc's own `--license`: it writes one file per chunk under the one name given, so the
// last chunk written wins. dist/action has two chunks (index.js and the lazily loaded
// @actions/artifact chunk), and its licenses.txt named 123 of the ~166 bundled packages, without
// @actions/core, undici, zod or yaml. Here every module of every chunk (and of every
// concatenated module) is traced to the package directory holding it, nested copies included
// (node_modules/a/node_modules/b is b, at its own version); each package's licence and NOTICE
// files are copied in whole. A bundled module under node_modules without a package.json at its
// package's root is an error: its licence could not be named.
//
// Usage: node scripts/licenses.mjs STATS.json OUT.txt [TITLE]   (or import writeLicenses)
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file a stats module was read from: its resource, without loaders, query or hash. */
function resourceOf(module) {
  if (typeof module.nameForCondition === 'string' && module.nameForCondition) return module.nameForCondition;
  if (typeof module.identifier !== 'string') return null;
  const last = module.identifier.split('!').pop() ?? '';
  const file = last.split('|')[0].split('?')[0];
  return path.isAbsolute(file) ? file : null;
}

/** Every module of the stats: top level, per chunk, inside concatenated modules, in child compilations. */
function* modulesOf(stats) {
  const seen = new Set();
  function* walk(list) {
    for (const m of list ?? []) {
      if (m === null || typeof m !== 'object' || seen.has(m)) continue;
      seen.add(m);
      yield m;
      yield* walk(m.modules);
    }
  }
  yield* walk(stats.modules);
  for (const chunk of stats.chunks ?? []) yield* walk(chunk.modules);
  for (const child of stats.children ?? []) yield* modulesOf(child);
}

/** The package directory holding a file under node_modules (the innermost one), or null. */
export function packageDirOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length - 1) return null;
  const scoped = parts[at + 1].startsWith('@');
  return parts.slice(0, at + (scoped ? 3 : 2)).join(path.sep);
}

const LICENCE_FILE = /^(licen[cs]e|copying)([-._].*)?$/i;
const NOTICE_FILE = /^notice([-._].*)?$/i;

function textFiles(dir, pattern) {
  return readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort()
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .map((f) => ({ file: f, text: readFileSync(path.join(dir, f), 'utf8').trim() }));
}

function licenceOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
  if (Array.isArray(pkg.licenses))
    return pkg.licenses
      .map((l) => (typeof l === 'string' ? l : l?.type))
      .filter(Boolean)
      .join(' OR ');
  return 'UNKNOWN';
}

/**
 * The packages a bundle holds, sorted by name and version, each once: name, version, licence
 * (package.json's), its licence and NOTICE files, and how many bundled modules it gave.
 */
export function bundledPackages(stats) {
  const byDir = new Map();
  const problems = [];
  for (const m of modulesOf(stats)) {
    const file = resourceOf(m);
    if (!file) continue;
    const dir = packageDirOf(file);
    if (!dir) continue;
    if (byDir.has(dir)) {
      byDir.get(dir).modules++;
      continue;
    }
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) {
      problems.push(`${file}: bundled, but its package ${dir} has no package.json, so its licence cannot be named`);
      byDir.set(dir, { modules: 1, broken: true });
      continue;
    }
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    byDir.set(dir, {
      dir,
      name: String(pkg.name ?? path.basename(dir)),
      version: String(pkg.version ?? '?'),
      license: licenceOf(pkg),
      licenceFiles: textFiles(dir, LICENCE_FILE),
      noticeFiles: textFiles(dir, NOTICE_FILE),
      modules: 1,
    });
  }
  if (problems.length) throw new Error(problems.join('\n'));
  const unique = new Map();
  for (const p of byDir.values()) {
    const key = `${p.name}@${p.version}`;
    if (unique.has(key)) unique.get(key).modules += p.modules;
    else unique.set(key, { ...p });
  }
  return [...unique.values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.version < b.version ? -1 : a.version > b.version ? 1 : 0,
  );
}

/** The text of a licenses.txt: a header, then each package with its licence and NOTICE text. */
export function licensesText(packages, title) {
  const out = [
    `${title}: the licences of the ${packages.length} third-party package(s) bundled into it.`,
    'agent-eval itself is under the MIT licence (LICENSE at the top of the repository).',
    'Generated by scripts/licenses.mjs from ncc --stats-out (every chunk); do not edit.',
    '',
  ];
  for (const p of packages) {
    out.push('-'.repeat(80), `${p.name}@${p.version}`, `License: ${p.license}`, '');
    if (p.licenceFiles.length === 0)
      out.push(`(${p.name} ships no licence file; its package.json declares ${p.license}.)`, '');
    for (const f of p.licenceFiles) out.push(`${f.file}:`, '', f.text, '');
    for (const f of p.noticeFiles) out.push(`${f.file}:`, '', f.text, '');
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

/** Reads ncc's stats file and writes the licences of what it bundled; returns the packages. */
export function writeLicenses(statsFile, outFile, title = path.dirname(outFile)) {
  const packages = bundledPackages(JSON.parse(readFileSync(statsFile, 'utf8')));
  writeFileSync(outFile, licensesText(packages, title));
  return packages;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [stats, out, title] = process.argv.slice(2);
  if (!stats || !out) {
    console.error('usage: node scripts/licenses.mjs STATS.json OUT.txt [TITLE]');
    process.exit(2);
  }
  try {
    const packages = writeLicenses(stats, out, title);
    console.log(`${out}: ${packages.length} package(s)`);
  } catch (e) {
    console.error(`licenses: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
