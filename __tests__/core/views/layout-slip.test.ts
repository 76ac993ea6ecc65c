/**
 * The comment of a run with a layout slip (docs/action.md, "The sticky comment"): the demo with
 * its main trials named `trial_1`… (the pattern is `trial-*`) and prep's outputs named
 * `output_1.csv` (the cases ask for `output_01.csv`). The overview counts the failed tasks and
 * the errors, and Needs attention has one item per cause, however many places it applies to.
 * Golden file: __tests__/golden/comment-layout-slip.md (AGENT_EVAL_UPDATE_GOLDEN=1 rewrites it).
 */
import { cpSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '../../../src/core/report/schema.js';
import { ATTENTION_HEADING } from '../../../src/core/views/markdown.js';
import { cli, readReport, tempDir } from '../../support/helpers.js';
import { DEMO } from '../../support/runner.js';
import { exampleCheckout, expectGolden, goldenComment } from '../../support/golden.js';
import { slow } from '../../setup/timeouts.js';

let comment: string;
beforeAll(
  async () => {
    const run = path.join(tempDir(), 'run');
    cpSync(DEMO, run, { recursive: true });
    for (const n of [1, 2, 3]) renameSync(path.join(run, `main/trial-${n}`), path.join(run, `main/trial_${n}`));
    for (const trial of readdirSync(path.join(run, 'prep'))) {
      const result = path.join(run, 'prep', trial, 'case_001/result');
      renameSync(path.join(result, 'output_01.csv'), path.join(result, 'output_1.csv'));
    }
    const yml = path.join(run, 'submission.yml');
    const text = readFileSync(yml, 'utf8');
    writeFileSync(yml, text.slice(0, text.indexOf('\nfiles:') + 1));
    const out = tempDir();
    await cli('score', '--benchmark', exampleCheckout(), '--run', run, '--out', out, '--quiet');
    const report = readReport(out) as Report;
    const normal = JSON.parse(
      JSON.stringify(report)
        .split(report.benchmark.commit ?? '\u0000')
        .join('5ca1ab1e'.repeat(5)),
    ) as Report;
    comment = goldenComment({
      ...normal,
      tool: { ...normal.tool, version: 'X.Y.Z' },
      submission: { ...normal.submission, path: 'run' },
    });
  },
  slow(200_000, 'the demo scored with real verifiers'),
);

test('golden: the comment of a run with a layout slip', () => {
  expectGolden('comment-layout-slip.md', comment);
});

test('a layout slip: the overview counts the failures and errors; Needs attention has one item per cause', () => {
  expect(comment).toContain(
    '| Suite | Status | Headline (mean over trials) | Interval | Trials | Coverage | Failed | Errors |',
  );
  // prep: case_001 is NOT_FOUND in each of the 3 trials, on top of the demo's 3 failures.
  expect(comment).toMatch(/^\| `prep` \(table\) \| .* \| ✖️&nbsp;\d+ \| 0 \|$/m);
  expect(comment).toMatch(/^\| `main` \(trajectory\) \| ❌&nbsp;invalid \| .* \| ❌&nbsp;\d+ \|$/m);
  const attention = comment.slice(comment.indexOf(`### ${ATTENTION_HEADING}`), comment.indexOf('<details>'));
  const items = attention.split('\n').filter((l) => l.startsWith('- '));
  // Each cause once: the three trial directories are one item, the duplicated records another.
  expect(items.filter((l) => l.includes('not recognised as a trial'))).toHaveLength(1);
  expect(items.filter((l) => l.includes('records for ‹task›'))).toHaveLength(1);
  expect(attention).toContain('3 places: `main/trial_1/`, `main/trial_2/`, `main/trial_3/`');
  expect(attention).toMatch(/, and \d+ more/);
  expect(new Set(items).size).toBe(items.length);
});
