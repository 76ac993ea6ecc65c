/**
 * The licences shipped beside dist/: scripts/licenses.mjs run on what ncc really bundled (its
 * --stats-out) for a small project with a lazily loaded chunk, a scoped package, two copies of
 * one package at different versions (one nested) and a package without a licence file; a module
 * under node_modules without a package.json fails. And the committed dist/*\/licenses.txt name
 * every package the sources import, at the version installed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO, tempDir, write } from '../support/helpers.js';
import { slow } from '../setup/timeouts.js';

const NCC = path.join(REPO, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
const LICENSES = path.join(REPO, 'scripts/licenses.mjs');

function run(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The `name@version` lines of a licenses.txt, in order. */
const listed = (text: string): string[] => [...text.matchAll(/^-{80}\n(\S+)\nLicense: /gm)].map((m) => m[1]!);

function pkg(dir: string, json: object, files: Record<string, string>) {
  write(path.join(dir, 'package.json'), json);
  for (const [f, text] of Object.entries(files)) write(path.join(dir, f), text);
}

describe('scripts/licenses.mjs on what ncc bundled', () => {
  let project = '';
  beforeAll(() => {
    project = tempDir('agent-eval-licenses-');
    const nm = path.join(project, 'node_modules');
    pkg(
      path.join(nm, 'plain'),
      { name: 'plain', version: '1.2.3', license: 'MIT', main: 'index.js' },
      {
        'index.js': "module.exports = 'plain ' + require('shared');\n",
        LICENSE: 'MIT licence text of plain\n',
      },
    );
    // `shared` twice: 1.0.0 at the top, 2.0.0 nested under the scoped package that needs it.
    pkg(
      path.join(nm, 'shared'),
      { name: 'shared', version: '1.0.0', license: 'ISC' },
      { 'index.js': "module.exports = 'shared1';\n", 'LICENSE.md': 'ISC text of shared 1\n' },
    );
    pkg(
      path.join(nm, '@scope/lazy'),
      { name: '@scope/lazy', version: '0.4.0', license: 'Apache-2.0' },
      {
        'index.js': "module.exports = 'lazy ' + require('shared');\n",
        LICENSE: 'Apache text of @scope/lazy\n',
        NOTICE: 'NOTICE of @scope/lazy: keep me\n',
      },
    );
    pkg(
      path.join(nm, '@scope/lazy/node_modules/shared'),
      { name: 'shared', version: '2.0.0', license: 'ISC' },
      { 'index.js': "module.exports = 'shared2';\n", LICENSE: 'ISC text of shared 2\n' },
    );
    pkg(
      path.join(nm, 'bare'),
      { name: 'bare', version: '0.0.1', license: { type: 'BSD-3-Clause' } },
      { 'index.js': "module.exports = 'bare';\n" },
    );
    pkg(
      project,
      { name: 'demo', version: '1.0.0', private: true },
      {
        'index.js':
          "const plain = require('plain');\nconst bare = require('bare');\nmodule.exports = import('@scope/lazy').then((m) => console.log(plain, bare, m.default));\n",
        'broken.js': "console.log(require('nopkg/index.js'));\n",
        'node_modules/nopkg/index.js': "module.exports = 'no package.json';\n",
      },
    );
  });

  test(
    'every package of every chunk is listed once per version, nested and scoped ones too, with its licence and NOTICE text',
    () => {
      const built = run(project, [
        NCC,
        'build',
        'index.js',
        '-o',
        'dist',
        '--stats-out',
        'stats.json',
        '--license',
        'ncc-licenses.txt',
        '--quiet',
      ]);
      expect(built).toMatchObject({ code: 0 });
      const chunks = readdirSync(path.join(project, 'dist')).filter((f) => f.endsWith('.js'));
      expect(chunks.length).toBe(2); // index.js and the lazy chunk
      expect(run(project, ['dist/index.js']).out).toBe('plain shared1 bare lazy shared2\n');

      const made = run(project, [LICENSES, 'stats.json', 'dist/licenses.txt', 'dist']);
      expect(made).toEqual({ code: 0, out: 'dist/licenses.txt: 5 package(s)\n', err: '' });
      const text = readFileSync(path.join(project, 'dist/licenses.txt'), 'utf8');
      expect(listed(text)).toEqual(['@scope/lazy@0.4.0', 'bare@0.0.1', 'plain@1.2.3', 'shared@1.0.0', 'shared@2.0.0']);
      expect(text).toMatch(/^dist: the licences of the 5 third-party package\(s\) bundled into it\.\n/);
      for (const t of [
        'MIT licence text of plain',
        'ISC text of shared 1',
        'ISC text of shared 2',
        'Apache text of @scope/lazy',
        'NOTICE of @scope/lazy: keep me',
        'License: Apache-2.0',
        'License: BSD-3-Clause',
      ]) {
        expect({ t, found: text.includes(t) }).toEqual({ t, found: true });
      }
      expect(text).toContain('(bare ships no licence file; its package.json declares BSD-3-Clause.)');

      // What ncc's own --license wrote: one file per chunk under one name, so one chunk's packages are lost.
      const ncc = readFileSync(path.join(project, 'dist/ncc-licenses.txt'), 'utf8');
      const nccNames = ['plain', 'bare', '@scope/lazy'].filter((n) =>
        new RegExp(`^${n.replace('/', '\\/')}$`, 'm').test(ncc),
      );
      expect(nccNames.length).toBeLessThan(3);
    },
    slow(180_000, 'two ncc builds of a small project (ncc itself takes seconds to load)'),
  );

  test(
    'negative: a bundled module whose package has no package.json fails, naming the file',
    () => {
      expect(
        run(project, [NCC, 'build', 'broken.js', '-o', 'broken', '--stats-out', 'broken-stats.json', '--quiet']),
      ).toMatchObject({ code: 0 });
      const made = run(project, [LICENSES, 'broken-stats.json', 'broken/licenses.txt']);
      expect(made.code).toBe(1);
      expect(made.err).toContain(
        `licenses: ${path.join(project, 'node_modules/nopkg/index.js')}: bundled, but its package ${path.join(project, 'node_modules/nopkg')} has no package.json, so its licence cannot be named`,
      );
    },
    slow(180_000, 'an ncc build'),
  );
});

describe('the committed licence files', () => {
  /** The packages a source file imports, and the source files it imports, by following relative imports. */
  function imports(entry: string): Set<string> {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      // (type-only imports are erased: nothing of them is bundled)
      const text = readFileSync(file, 'utf8').replace(/^\s*(import|export)\s+type\s[\s\S]*?from\s+'[^']+';?/gm, '');
      for (const m of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'([^']+)'/gm)) {
        const spec = m[1]!;
        if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
        else if (!spec.startsWith('node:'))
          packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      }
    };
    visit(path.join(REPO, entry));
    return packages;
  }

  test.each([
    ['src/cli/index.ts', 'dist/cli/licenses.txt'],
    ['src/action/index.ts', 'dist/action/licenses.txt'],
  ])('%s: %s names every package the sources import, at the version installed', (entry, file) => {
    const text = readFileSync(path.join(REPO, file), 'utf8');
    const names = listed(text);
    const wanted = [...imports(entry)].filter((p) => p !== 'agent-eval').sort();
    expect(wanted.length).toBeGreaterThan(0);
    for (const p of wanted) {
      const version = (
        JSON.parse(readFileSync(path.join(REPO, 'node_modules', p, 'package.json'), 'utf8')) as { version: string }
      ).version;
      expect({ p, listed: names.includes(`${p}@${version}`) }).toEqual({ p, listed: true });
    }
    expect(text).toMatch(/^dist\/\w+: the licences of the (\d+) third-party package\(s\) bundled into it\./);
    expect(Number(/of the (\d+) third-party/.exec(text)?.[1])).toBe(names.length);
    expect(new Set(names).size).toBe(names.length);
  });

  test('the action bundle lists the packages that ncc --license used to lose', () => {
    const names = listed(readFileSync(path.join(REPO, 'dist/action/licenses.txt'), 'utf8')).map((n) =>
      n.replace(/@[^@]+$/, ''),
    );
    for (const p of ['@actions/core', '@actions/github', '@actions/artifact', 'undici', 'zod', 'yaml'])
      expect({ p, listed: names.includes(p) }).toEqual({ p, listed: true });
  });
});
