// The bundle the end-to-end tests run (dist/action, dist/cli), named to them in AGENT_EVAL_TEST_DIST
// (read by bundled() in __tests__/support/helpers.ts), and printed:
// - the committed dist/ when it is a bundle of the sources in this working tree: the fingerprint
//   `npm run bundle` wrote into dist/sources.sha256 is that of these sources (scripts/bundle-inputs.mjs);
// - else a bundle of these sources, made by the same script (scripts/bundle.mjs) once into
//   node_modules/.cache/agent-eval/dist-<fingerprint> and reused while the sources stay the same.
// So an edit to src/ is what the next run tests, never the bundle made before it. A bundle named
// in AGENT_EVAL_TEST_DIST beforehand (say, one made from an older commit) is tested as asked, and
// the run says whether it is a bundle of these sources.
// Whether the committed dist/ is what `npm run bundle` makes is checked by CI (.ci/run), not here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleInputsHash, FINGERPRINT_FILE } from '../../scripts/bundle-inputs.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CACHE = path.join(REPO, 'node_modules/.cache/agent-eval');

const fingerprintOf = (dir) => {
  try {
    return fs.readFileSync(path.join(dir, FINGERPRINT_FILE), 'utf8').trim();
  } catch {
    return null;
  }
};
const say = (line) => process.stderr.write(`\nbundle under test: ${line}\n`);

export default function freshBundle() {
  const sources = bundleInputsHash(REPO);
  const given = process.env.AGENT_EVAL_TEST_DIST;
  if (given) {
    const dir = path.resolve(given);
    const of = fingerprintOf(dir);
    say(
      `${dir} (AGENT_EVAL_TEST_DIST), ${of === sources ? 'a bundle of these sources' : `NOT a bundle of these sources (its ${FINGERPRINT_FILE}: ${of ?? 'none'})`}`,
    );
    process.env.AGENT_EVAL_TEST_DIST = dir;
    return;
  }
  const committed = path.join(REPO, 'dist');
  const stale = `dist/ was made from other sources (its ${FINGERPRINT_FILE} ${fingerprintOf(committed) === null ? 'is missing' : 'differs'})`;
  if (fingerprintOf(committed) === sources) return use(committed, 'the committed bundle, made from these sources');
  const dir = path.join(CACHE, `dist-${sources.slice(0, 16)}`);
  if (fingerprintOf(dir) === sources) return use(dir, `a bundle of these sources made by an earlier run; ${stale}`);
  say(`${stale}: bundling these sources (node scripts/bundle.mjs) into ${path.relative(REPO, dir)}`);
  fs.mkdirSync(CACHE, { recursive: true });
  for (const old of fs.readdirSync(CACHE))
    if (old.startsWith('dist-')) fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
  // Made beside and renamed into place, so a run that stops halfway leaves no bundle that looks whole.
  const making = `${dir}.${process.pid}`;
  try {
    execFileSync(process.execPath, ['scripts/bundle.mjs', making], {
      cwd: REPO,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      fs.renameSync(making, dir);
    } catch (err) {
      if (fingerprintOf(dir) !== sources) throw err; // else a run beside this one made the same bundle first
    }
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
  if (fingerprintOf(dir) !== sources)
    throw new Error(`the sources changed while they were bundled into ${dir}: run the tests again`);
  return use(dir, 'a bundle of these sources, made now');
}

function use(dir, why) {
  say(`${path.relative(REPO, dir)}: ${why}`);
  process.env.AGENT_EVAL_TEST_DIST = dir;
}
