/**
 * The PR comment and job summary (summary.md, src/core/views/markdown.ts, with the action's
 * footer from src/action/texts.ts) lead with the answer (issue 24 item 4): one overview table,
 * then only what needs action, the rest collapsed.
 *
 * The demo's comment is a committed golden file (__tests__/golden/comment-demo.md; the hostile
 * report's is comment-hostile.md, written by hostile.test.ts), reviewed in the diff when a view
 * changes; regenerate both with
 *   AGENT_EVAL_UPDATE_GOLDEN=1 npm test -- __tests__/core/views/markdown.test.ts __tests__/core/views/hostile.test.ts
 *
 * The comment's height is measured in chromium (Debian's, driven by puppeteer-core; see
 * __tests__/support/comment-browser.ts) at GitHub's comment width, with every <details> closed,
 * and printed.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import type { Report } from '../../../src/core/report/schema.js';
import { cli, readReport, REPO, tempDir } from '../../support/helpers.js';
import { findBrowser, launchBrowser, measureComment } from '../../support/comment-browser.js';
import { slow } from '../../setup/timeouts.js';
import { expectGolden, GOLDEN_DIR, goldenComment } from '../../support/golden.js';

const GOLDEN_HOSTILE = path.join(GOLDEN_DIR, 'comment-hostile.md');
const FIXED_COMMIT = '5ca1ab1e'.repeat(5);

/**
 * The demo as `npm run demo` scores it (examples/runs/demo against examples/benchmark in a git
 * checkout, so the benchmark_revision check warns), with the commit, the run's path and the
 * tool's version normalised: the golden file changes only when the view does.
 */
async function demoReport(): Promise<Report> {
  const bench = path.join(tempDir(), 'benchmark');
  cpSync(path.join(REPO, 'examples/benchmark'), bench, { recursive: true, filter: (src) => !src.includes('__pycache__') });
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: bench, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'benchmark');
  const out = tempDir();
  const r = await cli('score', '--benchmark', bench, '--run', path.join(REPO, 'examples/runs/demo'), '--out', out, '--quiet');
  expect(r.code).toBe(0);
  const report = readReport(out) as Report;
  const commit = report.benchmark.commit!;
  const normal = JSON.parse(JSON.stringify(report).split(commit).join(FIXED_COMMIT)) as Report;
  return { ...normal, tool: { ...normal.tool, version: 'X.Y.Z' }, submission: { ...normal.submission, path: 'examples/runs/demo' } };
}

let demo: Report;
beforeAll(
  async () => {
    demo = await demoReport();
  },
  slow(200_000, 'the demo scored with real verifiers'),
);

test('golden: the comment of the demo', () => {
  expectGolden('comment-demo.md', goldenComment(demo));
});

const browserPath = findBrowser();
if (!browserPath) console.warn('markdown.test.ts: the browser measure is skipped: no chromium (set AGENT_EVAL_BROWSER or install chromium; .ci/run does)');
const maybe = browserPath ? describe : describe.skip;

maybe('the comment in chromium, as GitHub shows it', () => {
  let browser: Browser;
  beforeAll(
    async () => {
      browser = await launchBrowser(browserPath!);
    },
    slow(120_000, 'starting chromium on a loaded machine'),
  );
  afterAll(async () => {
    await browser?.close();
  });

  test(
    'the demo: measured with every <details> closed',
    async () => {
      const dir = process.env.AGENT_EVAL_SCREENSHOT_DIR ?? path.join(REPO, 'out', 'comment-browser');
      mkdirSync(dir, { recursive: true });
      const m = await measureComment(browser, goldenComment(demo), { attentionHeading: 'Needs attention', screenshot: path.join(dir, 'comment-demo.png') });
      console.log(
        `comment-demo.md in chromium at 840 px, <details> closed: ${m.height} px; first table ${JSON.stringify(m.firstTable)}; headings: ${JSON.stringify(m.headings.map((h) => [h.top, h.text.slice(0, 50)]))}`,
      );
      expect(m.errors).toEqual([]);
      expect(m.outside).toEqual([]);
      if (existsSync(GOLDEN_HOSTILE)) {
        const h = await measureComment(browser, readFileSync(GOLDEN_HOSTILE, 'utf8'), { screenshot: path.join(dir, 'comment-hostile.png') });
        console.log(`comment-hostile.md in chromium: ${h.height} px`);
        expect(h.outside).toEqual([]);
      }
    },
    slow(200_000, 'rendering and drawing Mermaid charts in chromium on a loaded machine'),
  );
});
