/**
 * Makes untrusted text (task names, messages, file names, metadata) inert in GitHub markdown:
 * no HTML, no markdown syntax, no table or <details> break-out, no @-mentions that ping, no
 * autolinks, images or links.
 */
const ZWSP = '\u200b';

export function escapeMarkdown(text: string, maxLength = 500): string {
  let s = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
  s = s.replace(/[\r\n\t\f\v\u2028\u2029]+/g, ' ');
  s = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  s = s.replace(/[\\`*_{}[\]()#+!|~]/g, (c) => `\\${c}`);
  // Mentions and references: a zero-width space after @, and between # and a number, stops
  // GitHub from pinging people or cross-referencing issues.
  s = s.replace(/@/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`);
  // Autolinks: break "www." and any scheme's "//".
  s = s.replace(/\/\//g, `/${ZWSP}/`).replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`);
  return s;
}

/** Inline code for trusted names (catalog task keys, suite names), never for submission text. */
export function code(text: string): string {
  return `\`${text.replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}
