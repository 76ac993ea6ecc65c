/**
 * The HTML of the site (docs/site.md): one escape function for every text, one page shell with
 * a strict Content-Security-Policy, and one stylesheet allowed by its hash. Every string from a
 * leaderboard or a report may be hostile (submission, suite, trial, task names, metadata,
 * messages): it reaches a page only through `esc` (text and attribute values alike).
 */
import { createHash } from 'node:crypto';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** C0/C1 controls (tab and newline kept), line/paragraph separators, bidirectional overrides. */

const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text made inert in HTML text and in a double- or single-quoted attribute value. */
export function esc(text: string, maxLength = 2000): string {
  let t = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
  t = t.replace(LONE_SURROGATE, '\ufffd').replace(CONTROLS, '\ufffd');
  return t.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Trusted markup (built here from escaped parts); a plain string is text and gets escaped. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}
export type Part = Html | string | number | null | undefined | false | readonly Part[];

/** A template tag: interpolated strings and numbers are escaped, Html is kept, arrays joined. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < parts.length; i++) out += flatten(parts[i]) + strings[i + 1]!;
  return new Html(out);
}

function flatten(p: Part): string {
  if (p === null || p === undefined || p === false) return '';
  if (p instanceof Html) return p.markup;
  if (Array.isArray(p)) return p.map(flatten).join('');
  return esc(String(p));
}

/** A relative link path of file-name parts, each percent-encoded (a name is one file name). */
export function href(...parts: string[]): string {
  return parts.map((p) => (p === '..' || p === '.' ? p : encodeURIComponent(p))).join('/');
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1b1f24;background:#fff;line-height:1.4}
main{max-width:70rem}
table{border-collapse:collapse;margin:.5rem 0 1rem}
th,td{border:1px solid #9aa4ad;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#eef1f4}
td.n{text-align:right;font-variant-numeric:tabular-nums}
.tie{font-weight:normal;color:#4a5560}
.muted{color:#4a5560}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f8fa;padding:.75rem;border:1px solid #d0d7de}
code{word-break:break-all}
svg{max-width:100%;height:auto}
a{color:#0550ae}
`.trim();

/** 'sha256-…' of the stylesheet: the CSP allows exactly it, no other style. */
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;
const CSP = `default-src 'none'; style-src '${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'`;

/** A whole page: doctype, language, charset, CSP, title, the stylesheet, the body. */
export function page(title: string, body: Html, nav: Html | null): string {
  return `${html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
${nav ? html`<nav aria-label="site">${nav}</nav>\n` : ''}<main>
${body}
</main>
</body>
</html>`}\n`;
}
