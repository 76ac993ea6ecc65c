/* eslint-disable @typescript-eslint/no-explicit-any -- (the functions given to page.evaluate run inside the browser: the DOM and axe objects they handle have no types in this file) */
/**
 * The site in a real browser (Debian's chromium driven by puppeteer-core; no browser download):
 * every page loads from file:// with no console error (a CSP violation is one) and no request
 * outside the site directory, the ranked tables read from the DOM have the numbers of
 * leaderboard.json, the hostile submission renders as text, every link to a submission page
 * resolves, and a screenshot of the index is kept for review.
 *
 * The browser: AGENT_EVAL_BROWSER (a chromium binary; .ci/run installs Debian's chromium and
 * sets it, so there a missing browser fails), else `chromium` on PATH; with neither (a laptop
 * without chromium) the test is skipped and says so. The screenshot goes to
 * AGENT_EVAL_SCREENSHOT_DIR, else out/site-browser/ in the repository.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { buildSite, readSiteInput, writeSite } from '../../../src/core/site/index.js';
import type { Leaderboard } from '../../../src/core/rescore/leaderboard.js';
import { compareWithLeader } from '../../../src/core/rescore/leader.js';
import type { Report } from '../../../src/core/report/schema.js';
import { findBrowser, launchBrowser } from '../../support/browser.js';
import { REPO, tempDir } from '../../support/helpers.js';
import { slow } from '../../setup/timeouts.js';
import { HOSTILE_NAME, makeRescoreOutput } from './fixture.js';

/** The page's document, inside page.evaluate (the project's types have no DOM library). */
declare const document: any;

const browserPath = findBrowser();
if (!browserPath)
  console.warn('site-browser.test.ts: skipped: no chromium (set AGENT_EVAL_BROWSER or install chromium; .ci/run does)');
const maybe = browserPath ? describe : describe.skip;

maybe('the site in chromium', () => {
  let browser: Browser;
  let siteDir: string;
  let lb: Leaderboard;

  beforeAll(
    async () => {
      const { out } = await makeRescoreOutput();
      siteDir = tempDir('agent-eval-site-out-');
      // Compared with the leader (rescore --compare-leader), so the index has its "cannot be told apart" column too.
      const input = await readSiteInput(out);
      const reports = new Map<string, Report>();
      for (const [name, sub] of input.submissions) if (sub.report) reports.set(name, sub.report);
      lb = compareWithLeader(input.leaderboard, reports);
      await writeSite(buildSite({ ...input, leaderboard: lb }), siteDir);
      browser = await launchBrowser(browserPath!);
    },
    slow(400_000, 'two rescores of the example run with real verifiers, then starting chromium'),
  );

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a file:// page with every request outside the site directory refused and recorded. */
  async function open(url: string) {
    const page = await browser.newPage();
    const errors: string[] = [];
    const outside: string[] = [];
    const root = pathToFileURL(siteDir).href + '/';
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.setRequestInterception(true);
    page.on('request', (req) => {
      const u = req.url();
      if (u.startsWith(root) || u.startsWith('data:')) void req.continue();
      else {
        outside.push(u);
        void req.abort();
      }
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    return { page, errors, outside, response };
  }

  test(
    'every page loads with no console error and no request outside the site; the numbers are those of leaderboard.json',
    async () => {
      const indexUrl = pathToFileURL(path.join(siteDir, 'index.html')).href;
      const { page, errors, outside } = await open(indexUrl);
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);

      // Ranked tables, read from the DOM.
      const tables = await page.evaluate(() =>
        Array.from(document.querySelectorAll('table[id^="ranked-"]')).map((t: any) => ({
          id: t.id,
          rows: Array.from(t.querySelectorAll('tr[data-submission]')).map((r: any) => ({
            submission: r.getAttribute('data-submission'),
            rank: Number(r.querySelector('[data-rank]')?.getAttribute('data-rank')),
            value: Number(r.querySelectorAll('td[data-value]')[0]?.getAttribute('data-value')),
            shown: r.querySelectorAll('td[data-value]')[0]?.textContent,
          })),
        })),
      );
      // A publish: false suite has no ranked table (docs/splits.md).
      const published = lb.suites.map((suite, i) => ({ suite, i })).filter(({ suite }) => suite.publish !== false);
      expect(tables.map((t) => t.id)).toEqual(published.map(({ i }) => `ranked-${i}`));
      published.forEach(({ suite }, n) => {
        expect(tables[n]!.rows).toEqual(
          suite.ranked.map((r) => ({
            submission: r.submission,
            rank: r.rank,
            value: r.value,
            shown: r.value.toFixed(2),
          })),
        );
      });
      // "Cannot be told apart", per ranked entry after the leader, as vs_leader says.
      const apart = await page.evaluate(() =>
        Array.from(document.querySelectorAll('table[id^="ranked-"]')).map((t: any) =>
          Array.from(t.querySelectorAll('td[data-indistinguishable]')).map(
            (c: any) => c.getAttribute('data-indistinguishable') === 'true',
          ),
        ),
      );
      expect(apart).toEqual(
        published.map(({ suite: s }) => s.ranked.slice(1).map((r) => r.vs_leader!.indistinguishable_from_leader)),
      );
      expect(apart.flat().length).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.querySelectorAll('svg[role="img"]').length)).toBe(2 * published.length);
      expect(await page.evaluate(() => document.querySelectorAll('script, img, iframe, object, embed').length)).toBe(0);

      // The hostile name is a link's text, and the link resolves to its page.
      const links = await page.evaluate(() =>
        Array.from(document.querySelectorAll('a')).map((a: any) => ({ text: a.textContent, href: a.href })),
      );
      const hostile = links.find((l) => l.text === HOSTILE_NAME);
      expect(hostile).toBeDefined();

      const dir = process.env.AGENT_EVAL_SCREENSHOT_DIR ?? path.join(REPO, 'out', 'site-browser');
      mkdirSync(dir, { recursive: true });
      await page.setViewport({ width: 1280, height: 900 });
      await page.screenshot({ path: path.join(dir, 'index.png'), fullPage: true });
      expect(readFileSync(path.join(dir, 'index.png')).subarray(1, 4).toString()).toBe('PNG');
      await page.close();

      // Every other page, reached by the index's own links (submission pages, drift).
      const targets = [...new Set(links.map((l) => l.href).filter((h) => h.endsWith('.html') && h !== indexUrl))];
      expect(targets.length).toBe(lb.submissions.length + 1);
      for (const url of targets) {
        const p = await open(url);
        expect({ url, errors: p.errors, outside: p.outside }).toEqual({ url, errors: [], outside: [] });
        const title = await p.page.title();
        expect(title).toMatch(/^(Submission |Drift: )/);
        if (url.includes(encodeURIComponent(HOSTILE_NAME))) {
          expect(await p.page.evaluate(() => document.querySelector('h1')?.textContent)).toBe(
            `Submission ${HOSTILE_NAME}`,
          );
          expect(await p.page.evaluate(() => document.querySelectorAll('script, img, b, i').length)).toBe(0);
        }
        // Its downloads exist beside it.
        const downloads = await p.page.evaluate(() =>
          Array.from(document.querySelectorAll('a'))
            .map((a: any) => a.href)
            .filter((h: string) => /\.(json|csv)$/.test(h)),
        );
        for (const d of downloads) expect(existsSync(new URL(d))).toBe(true);
        await p.page.close();
      }
    },
    slow(300_000, 'a dozen pages in chromium on a loaded 2-core machine'),
  );

  test(
    "accessibility: no violation of axe-core's default rules on the index, a submission page and the drift page",
    async () => {
      // axe-core is evaluated through the DevTools protocol (as a test harness, not as a page
      // script): the pages' CSP allows no script, and stays in force for the check.
      const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
      for (const rel of [
        'index.html',
        'submissions/demo/index.html',
        `submissions/${encodeURIComponent(HOSTILE_NAME)}/index.html`,
        'drift.html',
      ]) {
        const { page, errors } = await open(new URL(rel, pathToFileURL(siteDir).href + '/').href);
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const result = await (globalThis as any).axe.run(document);
          return {
            passed: result.passes.map((p: any) => p.id),
            violations: result.violations.map((v: any) => ({
              id: v.id,
              impact: v.impact,
              nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')),
            })),
          };
        });
        // The check ran: rules that apply to every page passed (contrast, title, skip to content, ARIA).
        expect(violations.passed).toEqual(
          expect.arrayContaining(['color-contrast', 'document-title', 'bypass', 'aria-valid-attr']),
        );
        expect({ rel, violations: violations.violations, errors }).toEqual({ rel, violations: [], errors: [] });
        await page.close();
      }
    },
    slow(300_000, 'axe-core on four pages in chromium on a loaded 2-core machine'),
  );
});
