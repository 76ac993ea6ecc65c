/**
 * `npm run demo`'s site step (scripts/demo-site.mjs) with the bundled CLI, as a newcomer runs
 * it: the example run and its two variants rescored against last night's, and the site written
 * with an index, a page per submission, the drift page and a history of two rescores.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO, tempDir } from '../support/helpers.js';
import { slow } from '../setup/timeouts.js';

test(
  "scripts/demo-site.mjs writes the demo leaderboard's site",
  async () => {
    const root = path.join(tempDir(), 'demo-site');
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(REPO, 'scripts/demo-site.mjs')], {
      cwd: REPO,
      env: { ...process.env, AGENT_EVAL_DEMO_SITE_OUT: root },
    });
    expect(stdout).toContain("The demo leaderboard's site:");
    const site = path.join(root, 'site');
    for (const p of [
      'index.html',
      'drift.html',
      'history.json',
      'submissions/demo/index.html',
      'submissions/demo-one-trial/index.html',
      'submissions/demo-partial/index.html',
      'submissions/demo/scores.json',
    ]) {
      expect(existsSync(path.join(site, p))).toBe(true);
    }
    const lb = JSON.parse(readFileSync(path.join(site, 'leaderboard.json'), 'utf8'));
    expect(lb.counts).toEqual({ submissions: 3, final: 2, not_final: 1, invalid: 0 });
    expect(JSON.parse(readFileSync(path.join(site, 'history.json'), 'utf8')).points).toHaveLength(2);
  },
  slow(300_000, 'two rescores of the example run and its variants with real Python verifiers, by the bundled CLI'),
);
