/* eslint-disable @typescript-eslint/no-explicit-any -- (the functions given to page.evaluate run inside the browser: the DOM objects they handle have no types in this file) */
/**
 * A PR comment as GitHub shows it, in a real browser: the markdown rendered by markdown-it
 * (CommonMark + GFM tables, raw HTML as GitHub keeps `<details>`/`<summary>`/`<sub>`, links
 * found as GitHub's autolinker finds them), styled by github-markdown-css at the width of a
 * comment body (840 px, 16 px padding, 14 px text, as on github.com), and the ```mermaid blocks
 * drawn by the npm `mermaid` package loaded from node_modules. No network: every request that is
 * not a file of the page's directory or of node_modules is refused and recorded.
 *
 * The browser: found and launched by support/browser.ts.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';
import type { Browser } from 'puppeteer-core';
import { REPO, tempDir } from './helpers.js';

/** The page's document and window, inside page.evaluate (the project's types have no DOM library). */
declare const document: any;
declare const window: any;

export const COMMENT_WIDTH_PX = 840;

const require = createRequire(import.meta.url);

/** The markdown as GitHub's renderer makes it HTML (near enough to measure): mermaid fences become `<pre class="mermaid">`. */
export function commentHtml(markdown: string): string {
  const md = new MarkdownIt({ html: true, linkify: true });
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    return token.info.trim() === 'mermaid'
      ? `<pre class="mermaid">${md.utils.escapeHtml(token.content)}</pre>\n`
      : fence(tokens, idx, options, env, self);
  };
  return md.render(markdown);
}

export interface Box {
  text: string;
  top: number;
  bottom: number;
}

export interface Measured {
  /** Height of the comment body with every `<details>` closed, px. */
  height: number;
  /** The same with every `<details>` open. */
  openHeight: number;
  /** The first table (the overview), or null. */
  firstTable: Box | null;
  /** Headings (h2–h4) and `<summary>` lines outside closed blocks, in order. */
  headings: Box[];
  /** The items of the section whose heading starts with `attentionHeading`, and that heading. */
  attention: Box[];
  mermaid: { blocks: number; drawn: number; errors: string[] };
  /** Console errors and requests refused. */
  errors: string[];
  outside: string[];
}

/** Renders `markdown` in a page of `browser` and measures it; `screenshot`: a PNG path for review (the whole comment, and its first 1000 px beside it). */
export async function measureComment(
  browser: Browser,
  markdown: string,
  options: { attentionHeading?: string; screenshot?: string } = {},
): Promise<Measured> {
  const dir = tempDir('agent-eval-comment-');
  const css = pathToFileURL(require.resolve('github-markdown-css/github-markdown-light.css')).href;
  const file = path.join(dir, 'comment.html');
  writeFileSync(
    file,
    `<!doctype html><html><head><meta charset="utf-8"><title>comment</title><link rel="stylesheet" href="${css}">` +
      `<style>body{margin:0}.markdown-body{box-sizing:border-box;width:${COMMENT_WIDTH_PX}px;padding:16px;font-size:14px}</style></head>` +
      `<body><article class="markdown-body">${commentHtml(markdown)}</article></body></html>`,
  );
  const page = await browser.newPage();
  const errors: string[] = [];
  const outside: string[] = [];
  const allowed = [pathToFileURL(dir).href + '/', pathToFileURL(path.join(REPO, 'node_modules')).href + '/'];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    const u = req.url();
    if (allowed.some((a) => u.startsWith(a)) || u.startsWith('data:')) void req.continue();
    else {
      outside.push(u);
      void req.abort();
    }
  });
  await page.setViewport({ width: COMMENT_WIDTH_PX + 40, height: 1000 });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
  const mermaid = await page.evaluate(async () => {
    const blocks = document.querySelectorAll('pre.mermaid').length;
    const errs: string[] = [];
    window.mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    try {
      await window.mermaid.run({ querySelector: 'pre.mermaid', suppressErrors: false });
    } catch (e: any) {
      errs.push(String(e?.message ?? e));
    }
    const drawn = document.querySelectorAll('pre.mermaid svg').length;
    return { blocks, drawn, errors: errs };
  });
  const measured = await page.evaluate((attentionHeading: string | null) => {
    const body = document.querySelector('article');
    const origin = body.getBoundingClientRect().top;
    const box = (el: any) => {
      const r = el.getBoundingClientRect();
      return {
        text: String(el.textContent).trim().slice(0, 120),
        top: Math.round(r.top - origin),
        bottom: Math.round(r.bottom - origin),
      };
    };
    // (outside a closed <details>, or its <summary>)
    const visible = (el: any) => {
      const d = el.tagName === 'SUMMARY' ? el.parentElement?.parentElement?.closest('details') : el.closest('details');
      return !d || d.open;
    };
    const table = document.querySelector('article table');
    const headings = Array.from(document.querySelectorAll('article h2, article h3, article h4, article summary'))
      .filter(visible)
      .map(box);
    const attention: any[] = [];
    if (attentionHeading) {
      const h = Array.from(body.children).find(
        (el: any) => /^H[2-4]$/.test(el.tagName) && String(el.textContent).trim().startsWith(attentionHeading),
      ) as any;
      if (h) {
        attention.push(box(h));
        for (
          let el = h.nextElementSibling;
          el && !/^(H[2-4]|DETAILS|HR)$/.test(el.tagName);
          el = el.nextElementSibling
        ) {
          if (el.tagName === 'UL' || el.tagName === 'OL')
            for (const li of Array.from(el.children)) attention.push(box(li));
          else attention.push(box(el));
        }
      }
    }
    return {
      height: Math.round(body.getBoundingClientRect().height),
      firstTable: table ? box(table) : null,
      headings,
      attention,
    };
  }, options.attentionHeading ?? null);
  if (options.screenshot) {
    await page.screenshot({ path: options.screenshot, fullPage: true });
    // (the first screen: what a reader sees before scrolling; and every block open, charts drawn)
    await page.screenshot({
      path: options.screenshot.replace(/\.png$/, '-first-screen.png'),
      clip: { x: 0, y: 0, width: COMMENT_WIDTH_PX, height: 1000 },
    });
  }
  const openHeight = await page.evaluate(() => {
    for (const d of Array.from(document.querySelectorAll('details')) as any[]) d.open = true;
    return Math.round(document.querySelector('article').getBoundingClientRect().height);
  });
  if (options.screenshot) {
    await page.screenshot({ path: options.screenshot.replace(/\.png$/, '-open.png'), fullPage: true });
    const chart = await page.$('pre.mermaid');
    if (chart) await chart.screenshot({ path: options.screenshot.replace(/\.png$/, '-chart.png') });
  }
  await page.close();
  return { ...measured, openHeight, mermaid, errors, outside };
}
