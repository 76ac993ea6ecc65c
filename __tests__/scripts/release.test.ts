/**
 * scripts/release.mjs against a real git repository in a temp dir (a small package of the same
 * shape as agent-eval: package.json's version, CHANGELOG.md, a committed dist/ made by
 * `npm run bundle`), a bare repository as its remote, and the REST stand-in (FakeGitHubApi) as
 * GITHUB_API_URL: which tags are created and moved, what the release holds, and what is refused
 * before anything is tagged, pushed or published.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { FakeGitHubApi } from '../support/github-api.js';
import { REPO, tempDir, write } from '../support/helpers.js';
import { slow } from '../setup/timeouts.js';

const exec = promisify(execFile);
const TOKEN = 'release-token-7f3a';
const SCRIPT = path.join(REPO, 'scripts/release.mjs');

let root = '';
let work = '';
let remote = '';
let api: FakeGitHubApi;
let env: NodeJS.ProcessEnv = {};

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: work, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const head = () => git('rev-parse', 'HEAD');

/** The remote's tags, each as the commit it names. */
function remoteTags(): Record<string, string> {
  const out = execFileSync('git', ['ls-remote', '--tags', remote], { env, encoding: 'utf8' });
  const tags: Record<string, string> = {};
  for (const line of out.split('\n').filter(Boolean)) {
    const [sha, ref] = line.split('\t') as [string, string];
    const name = ref.replace('refs/tags/', '');
    if (name.endsWith('^{}')) tags[name.slice(0, -3)] = sha;
    else tags[name] ??= sha;
  }
  return tags;
}

async function release(...args: string[]) {
  try {
    const r = await exec(process.execPath, [SCRIPT, ...args], { cwd: work, env, encoding: 'utf8' });
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: x.code ?? -1, out: x.stdout ?? '', err: x.stderr ?? '' };
  }
}

const writes = () => api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
const releasesOf = () =>
  (api.releases.get('org/demo') ?? []).map((r) => ({
    tag: r.tag_name,
    body: r.body,
    latest: r.make_latest,
    assets: r.assets.map((a) => `${a.name} ${a.content_type}`),
  }));

/** A commit with this version, changelog entry, source, and dist/ rebundled (or not). */
function commit(version: string, entry: string | null, source: string, { rebundle = true } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(work, 'package.json'), 'utf8')) as { version: string };
  pkg.version = version;
  writeFileSync(path.join(work, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const old = readFileSync(path.join(work, 'CHANGELOG.md'), 'utf8').replace(/^# Changelog\n\n/, '');
  if (entry !== null)
    writeFileSync(path.join(work, 'CHANGELOG.md'), `# Changelog\n\n## ${version}\n\n${entry}\n\n${old}`);
  writeFileSync(path.join(work, 'src/index.js'), source);
  if (rebundle) execFileSync('npm', ['run', '--silent', 'bundle'], { cwd: work, env });
  git('add', '-A');
  git('commit', '-q', '-m', `version ${version}`);
  git('push', '-q', 'origin', 'HEAD');
  return head();
}

beforeAll(async () => {
  root = tempDir('agent-eval-release-');
  work = path.join(root, 'work');
  remote = path.join(root, 'remote.git');
  const npmrc = write(path.join(root, 'npmrc'), '');
  env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|GIT_|GITHUB_|GH_)/i.test(k))),
    GIT_AUTHOR_NAME: 'Maintainer',
    GIT_AUTHOR_EMAIL: 'maintainer@example.com',
    GIT_COMMITTER_NAME: 'Maintainer',
    GIT_COMMITTER_EMAIL: 'maintainer@example.com',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    npm_config_userconfig: npmrc,
    npm_config_update_notifier: 'false',
  };
  api = await new FakeGitHubApi(TOKEN).start();
  Object.assign(env, { GITHUB_API_URL: api.url, GITHUB_TOKEN: TOKEN, GITHUB_REPOSITORY: 'org/demo' });
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote], { env });
  write(path.join(work, 'package.json'), {
    name: 'demo-cli',
    version: '1.0.0',
    type: 'module',
    license: 'MIT',
    files: ['dist'],
    bin: { 'demo-cli': 'dist/index.js' },
    scripts: { bundle: 'node bundle.mjs' },
  });
  write(
    path.join(work, 'bundle.mjs'),
    "import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';\nrmSync('dist', { recursive: true, force: true });\nmkdirSync('dist');\nwriteFileSync('dist/index.js', '#!/usr/bin/env node\\n// bundled\\n' + readFileSync('src/index.js', 'utf8'));\n",
  );
  write(path.join(work, 'CHANGELOG.md'), '# Changelog\n\n');
  write(path.join(work, 'src/index.js'), '');
  git('init', '-q', '-b', 'main');
  git('remote', 'add', 'origin', remote);
  commit('1.0.0', 'The first release.\n\n- prints one', "console.log('one');\n");
});
afterAll(async () => {
  await api.stop();
});

describe('npm run release -- vX.Y.Z', () => {
  test('--dry-run: every check passes and the plan is printed; nothing is tagged, pushed or published', async () => {
    const r = await release('v1.0.0', '--dry-run');
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toContain('ok   package.json version 1.0.0\n');
    expect(r.out).toContain('ok   dist/ is what npm run bundle makes\n');
    expect(r.out).toContain(`tag  v1.0.0 -> ${head()} (new)\n`);
    expect(r.out).toContain(`tag  v1 -> ${head()} (new)\n`);
    expect(r.out).toMatch(/dry run: nothing was tagged, pushed or published\n$/);
    expect({ local: git('tag', '--list'), remote: remoteTags(), writes: writes(), releases: releasesOf() }).toEqual({
      local: '',
      remote: {},
      writes: [],
      releases: [],
    });
  });

  test(
    'v1.0.0: the tag and the major tag v1 name the commit; the release has the changelog entry as notes and the npm pack tarball',
    async () => {
      const sha = head();
      const r = await release('v1.0.0');
      expect(r).toMatchObject({ code: 0, err: '' });
      expect(remoteTags()).toEqual({ 'v1.0.0': sha, v1: sha });
      expect(git('cat-file', '-t', 'v1')).toBe('tag'); // annotated: `git ls-remote … 'refs/tags/v1^{}'` names its commit
      expect(releasesOf()).toEqual([
        {
          tag: 'v1.0.0',
          body: 'The first release.\n\n- prints one',
          latest: 'true',
          assets: ['demo-cli-1.0.0.tgz application/gzip'],
        },
      ]);
      const tarball = api.releases.get('org/demo')![0]!.assets[0]!.data;
      expect([...tarball.subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip
      expect(`${r.out}${r.err}`).not.toContain(TOKEN);
      expect(api.requests.every((q) => q.headers.authorization === `token ${TOKEN}`)).toBe(true);
    },
    slow(180_000, 'npm run bundle and npm pack of the temp package'),
  );

  test(
    'v1.1.0 moves v1 to its commit; v1.0.0 stays',
    async () => {
      const first = remoteTags()['v1.0.0'];
      const sha = commit('1.1.0', '- prints two', "console.log('two');\n");
      const r = await release('v1.1.0');
      expect(r.out).toContain(`tag  v1 -> ${sha} (moved from ${first})\n`);
      expect({ code: r.code, tags: remoteTags() }).toEqual({
        code: 0,
        tags: { 'v1.0.0': first, 'v1.1.0': sha, v1: sha },
      });
      expect(releasesOf().map((x) => [x.tag, x.body, x.latest])).toEqual([
        ['v1.0.0', 'The first release.\n\n- prints one', 'true'],
        ['v1.1.0', '- prints two', 'true'],
      ]);
    },
    slow(180_000, 'npm run bundle and npm pack of the temp package'),
  );

  test(
    'v1.0.1, a patch of the older minor: tagged and released, but v1 stays at v1.1.0 (a higher v1 release holds it)',
    async () => {
      const before = remoteTags();
      git('checkout', '-q', '-b', 'release-1.0', 'v1.0.0');
      const sha = commit('1.0.1', '- prints one, fixed', "console.log('one!');\n");
      const r = await release('v1.0.1');
      expect(r.out).toContain(`tag  v1 stays at ${before.v1}: v1.1.0 is a higher v1 release\n`);
      expect({ code: r.code, tags: remoteTags() }).toEqual({ code: 0, tags: { ...before, 'v1.0.1': sha } });
      expect(releasesOf().find((x) => x.tag === 'v1.0.1')).toEqual({
        tag: 'v1.0.1',
        body: '- prints one, fixed',
        latest: 'false',
        assets: ['demo-cli-1.0.1.tgz application/gzip'],
      });
      git('checkout', '-q', 'main');
    },
    slow(180_000, 'npm run bundle and npm pack of the temp package'),
  );

  test(
    'releasing v1.1.0 again at its commit updates the release and replaces its tarball; no tag moves',
    async () => {
      const before = remoteTags();
      const rel = api.releases.get('org/demo')!.find((x) => x.tag_name === 'v1.1.0')!;
      rel.body = 'edited by hand';
      const oldAsset = rel.assets[0]!.id;
      api.requests.length = 0;
      const r = await release('v1.1.0');
      expect({ code: r.code, tags: remoteTags() }).toEqual({ code: 0, tags: before });
      expect(r.out).toContain('done updated release v1.1.0');
      expect(writes()).toEqual([
        `PATCH /repos/org/demo/releases/${rel.id}`,
        `DELETE /repos/org/demo/releases/assets/${oldAsset}`,
        `POST /repos/org/demo/releases/${rel.id}/assets`,
      ]);
      expect(releasesOf().find((x) => x.tag === 'v1.1.0')).toMatchObject({
        body: '- prints two',
        assets: ['demo-cli-1.1.0.tgz application/gzip'],
      });
    },
    slow(180_000, 'npm run bundle and npm pack of the temp package'),
  );

  test(
    '--verify (what the release workflow runs on a pushed tag): passes at the tag, refuses a tag on another commit',
    async () => {
      expect(await release('v1.1.0', '--verify')).toMatchObject({
        code: 0,
        out: expect.stringContaining(`ok   tag v1.1.0 names ${head()}\n`),
      });
      const r = await release('v1.0.0', '--verify');
      expect(r.code).toBe(1);
      expect(r.err).toBe(
        "release refused: package.json's version is 1.1.0, not 1.0.0: set the version there (the only place it lives), commit, and release again\n",
      );
    },
    slow(180_000, 'npm run bundle of the temp package, twice'),
  );

  describe('negative: refused before anything is tagged, pushed or published', () => {
    let tags: Record<string, string> = {};
    let localTags = '';
    beforeEach(() => {
      tags = remoteTags();
      localTags = git('tag', '--list');
      api.requests.length = 0;
    });
    const refused = async (args: string[], said: string) => {
      const r = await release(...args);
      expect({ code: r.code, err: r.err, out: r.out.includes('done ') }).toEqual({
        code: 1,
        err: `release refused: ${said}\n`,
        out: false,
      });
      expect({ remote: remoteTags(), local: git('tag', '--list'), writes: writes() }).toEqual({
        remote: tags,
        local: localTags,
        writes: [],
      });
      return r;
    };

    test("a tag that is not package.json's version, in a dry run and for real", async () => {
      for (const args of [['v1.2.0'], ['v1.2.0', '--dry-run'], ['v2.0.0']]) {
        await refused(
          args,
          `package.json's version is 1.1.0, not ${args[0]!.slice(1)}: set the version there (the only place it lives), commit, and release again`,
        );
      }
    });

    test(
      'a stale dist/ (the sources changed, dist/ not rebundled); dist/ is left as it was',
      async () => {
        const stale = commit('1.2.0', '- prints three', "console.log('three');\n", { rebundle: false });
        await refused(
          ['v1.2.0'],
          'dist/ is not what npm run bundle makes from the sources; run npm run bundle, commit dist/, and release again:\n M dist/index.js',
        );
        await refused(
          ['v1.2.0', '--dry-run'],
          'dist/ is not what npm run bundle makes from the sources; run npm run bundle, commit dist/, and release again:\n M dist/index.js',
        );
        expect({ status: git('status', '--porcelain'), head: head() }).toEqual({ status: '', head: stale });
        execFileSync('npm', ['run', '--silent', 'bundle'], { cwd: work, env });
        git('commit', '-q', '-am', 'rebundle');
      },
      slow(180_000, 'npm run bundle of the temp package, three times'),
    );

    test(
      'a missing or empty CHANGELOG.md entry',
      async () => {
        commit('1.3.0', null, "console.log('four');\n");
        await refused(['v1.3.0'], 'CHANGELOG.md has no entry for 1.3.0 (a "## 1.3.0" section)');
        commit('1.3.0', '', "console.log('four');\n");
        await refused(['v1.3.0'], "CHANGELOG.md's entry for 1.3.0 is empty: say what changed");
      },
      slow(180_000, 'npm run bundle of the temp package'),
    );

    test(
      'a working tree that is not clean',
      async () => {
        commit('1.3.0', '- prints four', "console.log('four');\n");
        writeFileSync(path.join(work, 'src/index.js'), "console.log('uncommitted');\n");
        await refused(['v1.3.0'], 'the working tree is not clean; commit or remove first:\n M src/index.js');
        git('checkout', '--', 'src/index.js');
      },
      slow(180_000, 'npm run bundle of the temp package'),
    );

    test(
      'a vX.Y.Z tag that names another commit, here or on the remote',
      async () => {
        // On the remote only (pushed by someone else from another clone).
        git('push', '-q', 'origin', `${tags['v1.0.0']}:refs/tags/v1.3.0`);
        tags = remoteTags();
        await refused(
          ['v1.3.0'],
          `tag v1.3.0 already names commit ${tags['v1.0.0']} on origin, not ${head()}: a released version is never moved; release a new version`,
        );
        // Here.
        git('fetch', '-q', 'origin', 'refs/tags/v1.3.0:refs/tags/v1.3.0');
        localTags = git('tag', '--list');
        await refused(
          ['v1.3.0', '--dry-run'],
          `tag v1.3.0 already names commit ${tags['v1.0.0']}, not ${head()}: a released version is never moved; release a new version`,
        );
      },
      slow(180_000, 'npm run bundle of the temp package, twice'),
    );

    test('usage: a tag that is not vX.Y.Z exits 2', async () => {
      for (const tag of ['1.3.0', 'v1.3', 'v01.3.0', 'v1.3.0-rc.1']) {
        const r = await release(tag);
        expect({ tag, code: r.code, err: r.err }).toEqual({
          tag,
          code: 2,
          err: `release: ${tag}: a release tag is vX.Y.Z (for example v1.2.3)\n`,
        });
      }
      expect(writes()).toEqual([]);
    });
  });
});
