// The unit project's guard (jest.config.js): a unit test runs in-process, so it starts no
// subprocess — no Python verifier, no git, no bundle from dist/ — and stays fast. Each
// child_process function that starts one is watched while a unit test file runs: the file fails
// after its tests, naming the first subprocess. Such a file belongs to the e2e project: add it to
// E2E in jest.config.js. (The subprocess is let run rather than refused: a refusal thrown inside a
// callback would crash the jest worker instead of failing the file with this message.)
// CommonJS, so that it patches node's own child_process before the test file's ES modules
// import it (jest hands an ES module the functions the module object holds then); the originals
// are put back after the file, since the next file in this worker may be an e2e test.
/* global afterAll */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see above */
const cp = require('node:child_process');
const { promisify } = require('node:util');
/* eslint-enable @typescript-eslint/no-require-imports */

const NAMES = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'];
const originals = Object.fromEntries(NAMES.map((name) => [name, cp[name]]));
const tried = [];

function note(name, args) {
  tried.push(
    `child_process.${name}(${[args[0], ...(Array.isArray(args[1]) ? args[1] : [])].map(String).join(' ').slice(0, 200)})`,
  );
}

for (const name of NAMES) {
  const original = originals[name];
  const watched = function (...args) {
    note(name, args);
    return original.apply(this, args);
  };
  const custom = original[promisify.custom]; // promisify(execFile) resolves to { stdout, stderr } through it
  if (custom) watched[promisify.custom] = (...args) => (note(name, args), custom(...args));
  cp[name] = watched;
}

afterAll(() => {
  Object.assign(cp, originals);
  if (tried.length > 0)
    throw new Error(
      `this unit test file started ${tried.length} subprocess(es), first ${tried[0]}: unit tests run in-process (no Python, git or dist/ bundle); list the file in E2E in jest.config.js`,
    );
});
