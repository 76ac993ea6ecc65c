#!/usr/bin/env node
/**
 * The demo's web site (docs/site.md): a leaderboard of the example benchmark built from the
 * example run and two variants made from it, rescored, and written as a static site.
 *   demo            examples/runs/demo as it is (3 trials; final);
 *   demo-one-trial  only trial-1 of every suite, without submission.yml (1 trial; final);
 *   demo-partial    without submission.yml and one qa answer (not final in qa: a missing task).
 * A first rescore of the example run alone stands for last night's (the baseline, so the site
 * has a drift page, and its history.json, so the index charts two rescores). Writes out/demo-site/submissions/ (the
 * tree), out/demo-site/leaderboard/ (the rescore) and out/demo-site/site/index.html. Runs the bundled CLI (dist/), as
 * `npm run demo` does.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// AGENT_EVAL_DEMO_SITE_OUT: another output root (the test writes to a temp directory).
const root = process.env.AGENT_EVAL_DEMO_SITE_OUT
  ? path.resolve(process.env.AGENT_EVAL_DEMO_SITE_OUT)
  : path.join(repo, 'out', 'demo-site');
const demo = path.join(repo, 'examples', 'runs', 'demo');
const tree = path.join(root, 'submissions');
rmSync(root, { recursive: true, force: true });

cpSync(demo, path.join(tree, 'demo'), { recursive: true });

const one = path.join(tree, 'demo-one-trial');
cpSync(demo, one, { recursive: true });
rmSync(path.join(one, 'submission.yml'));
for (const suite of ['main', 'augmented', 'prep', 'qa']) {
  for (const trial of readdirSync(path.join(one, suite)))
    if (trial !== 'trial-1') rmSync(path.join(one, suite, trial), { recursive: true });
}

const partial = path.join(tree, 'demo-partial');
cpSync(demo, partial, { recursive: true });
rmSync(path.join(partial, 'submission.yml'));
rmSync(path.join(partial, 'qa', 'trial-1', 'qa_01_find_table.json'));

// Last night's leaderboard and site (the example run alone): the baseline of the drift page and
// the first point of the history charts.
const lastNight = path.join(root, 'last-night');
cpSync(demo, path.join(lastNight, 'submissions', 'demo'), { recursive: true });
const rescore = (submissions, out, extra) =>
  execFileSync(
    process.execPath,
    [
      path.join(repo, 'dist/cli/index.js'),
      'rescore',
      '--benchmark',
      path.join(repo, 'examples/benchmark'),
      '--submissions',
      submissions,
      '--out',
      out,
      '--fail-on',
      'never',
      '--quiet',
      ...extra,
    ],
    {
      stdio: extra.includes('--baseline') ? 'inherit' : 'ignore',
    },
  );
rescore(path.join(lastNight, 'submissions'), path.join(lastNight, 'leaderboard'), [
  '--site',
  path.join(lastNight, 'site'),
]);
const site = path.join(root, 'site');
rescore(tree, path.join(root, 'leaderboard'), [
  '--baseline',
  path.join(lastNight, 'leaderboard', 'leaderboard.json'),
  '--site',
  site,
  '--site-history',
  path.join(lastNight, 'site', 'history.json'),
]);
console.log(
  `\nThe demo leaderboard's site: ${path.relative(process.cwd(), path.join(site, 'index.html'))} (open it in a browser; no server needed)`,
);
