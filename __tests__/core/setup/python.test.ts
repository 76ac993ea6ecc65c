/** How validate reads setup.python (docs/verifiers.md, "Verifier dependencies"): simply, and saying what it does not check. */
import path from 'node:path';
import { declaredRequirements, pipRequirements, setupFindings } from '../../../src/core/setup/python.js';
import { tempDir, write } from '../../support/helpers.js';

test('requirements: names, extras, pins, markers, hashes and URLs are read; options and includes are warnings; comments and continuations skipped', async () => {
  const root = tempDir();
  write(
    path.join(root, 'requirements.txt'),
    [
      '# verifiers',
      'PyYAML==6.0.3  # pinned',
      'requests[socks] >= 2.0, < 3',
      'numpy==1.26.* ; python_version >= "3.9"',
      'attrs==23.1.0 \\',
      '    --hash=sha256:abc',
      'mylib @ https://example.invalid/mylib-1.0.tar.gz',
      '-r other.txt',
      '--index-url https://example.invalid/simple',
      'not a requirement!',
      '',
    ].join('\n'),
  );
  const { requirements, findings } = await declaredRequirements(
    { python: { requirements: 'requirements.txt', packages: ['six'] } },
    root,
  );
  expect(requirements.map((r) => [r.name, r.pin])).toEqual([
    ['six', null],
    ['PyYAML', '6.0.3'],
    ['requests', null],
    ['numpy', '1.26.*'],
    ['attrs', '23.1.0'],
    ['mylib', null],
  ]);
  expect(findings.map((f) => [f.problem.replace(/:.*?"/, ': "'), f.warning ?? false])).toEqual([
    ['requirements.txt: "-r other.txt": options and included files are not checked', true],
    [
      'requirements.txt: "--index-url https://example.invalid/simple": options and included files are not checked',
      true,
    ],
    [
      'requirements.txt: "not a requirement!" is not a requirement agent-eval can check (a name with optional extras and version specifiers); it is not checked',
      true,
    ],
  ]);
  expect(await pipRequirements({ python: { requirements: 'requirements.txt', packages: ['six'] } }, root)).toMatch(
    /^# verifiers\n[\s\S]*\nsix\n$/,
  );
  expect(await pipRequirements(undefined, root)).toBeNull();
});

test('a requirements file that is missing, and a Python that does not exist, are problems that say so', async () => {
  const root = tempDir();
  expect(await setupFindings({ python: { requirements: 'nope.txt' } }, root)).toEqual([
    { suite: 'setup', task: null, problem: 'setup.python.requirements: cannot read nope.txt: ENOENT' },
  ]);
  const [finding] = await setupFindings({ python: { packages: ['six'] } }, root, path.join(root, 'no-python'));
  expect(finding!.problem).toBe(`cannot check setup.python with ${path.join(root, 'no-python')}: no such interpreter`);
  expect(await setupFindings(undefined, root)).toEqual([]);
});
