/**
 * A rescore output made from the example run (real verifiers, real files): two identical
 * submissions (a tie), one not final (no submission.yml, one answer removed), one hostile
 * (its name, model and metadata are markup; its edited metadata.json fails its checksum), and a
 * baseline rescore of the first two, so that drift.json exists.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readLeaderboard, rescore, writeRescore } from '../../../src/core/rescore/index.js';
import { REPO, tempDir } from '../../support/helpers.js';

export const HOSTILE_NAME = `<img src=x onerror=alert(1)>#?%"'&amp;`;
export const HOSTILE_MODEL = `<script>alert("model")</script><a href="https://evil.example/">x</a>`;

export async function makeRescoreOutput(): Promise<{ out: string; submissions: string; baseline: string }> {
  const root = tempDir('agent-eval-site-');
  const demo = path.join(REPO, 'examples/runs/demo');
  const base = path.join(root, 'base');
  const all = path.join(root, 'all');
  for (const tree of [base, all]) {
    cpSync(demo, path.join(tree, 'demo'), { recursive: true });
    cpSync(demo, path.join(tree, 'demo-twin'), { recursive: true });
  }
  cpSync(demo, path.join(all, 'not-final'), { recursive: true });
  rmSync(path.join(all, 'not-final', 'submission.yml'));
  rmSync(path.join(all, 'not-final', 'qa/trial-1/qa_01_find_table.json'));
  cpSync(demo, path.join(all, HOSTILE_NAME), { recursive: true });
  writeFileSync(
    path.join(all, HOSTILE_NAME, 'metadata.json'),
    JSON.stringify({ agent: '<b>agent</b>', model: HOSTILE_MODEL, date: '<i>2026</i>', '<th>key': 'v' }),
  );
  const benchmarkDir = path.join(REPO, 'examples/benchmark');
  const baseOut = path.join(root, 'base-out');
  await writeRescore(await rescore({ benchmarkDir, submissionsDir: base }), baseOut);
  const out = path.join(root, 'out');
  await writeRescore(
    await rescore({
      benchmarkDir,
      submissionsDir: all,
      baseline: await readLeaderboard(path.join(baseOut, 'leaderboard.json')),
    }),
    out,
  );
  return { out, submissions: all, baseline: path.join(baseOut, 'leaderboard.json') };
}
