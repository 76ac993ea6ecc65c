/**
 * Makes any text from a report inert in GitHub markdown (a report may come from an untrusted
 * artifact: every string in it may be hostile): no HTML, no markdown syntax, no table, code span
 * or <details> break-out, no line breaks or control characters, no @-mentions that ping, no
 * issue references, no autolinks, images or links. Three forms:
 *   escapeMarkdown — running text (messages, paths, metadata);
 *   code           — inline code (task keys, suite names, commits), safe in a table cell;
 *   escapeName     — a name shown as it is (tool, kind, metric, detail, label): plain
 *                    identifiers unchanged, anything else escaped.
 */
const ZWSP = '\u200b';
/** C0 and C1 controls, line and paragraph separators, and bidirectional overrides. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
/** A name with nothing markdown or GitHub would act on: alphanumerics joined by single `. _ -`. */
const PLAIN_NAME = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;

/** At most `max` UTF-16 units (a surrogate pair is never split), with an ellipsis when cut. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/**
 * What GitHub links in plain text even after markdown escaping (its reference and mention
 * filters run on the rendered text): a zero-width space breaks each.
 */
function unlink(text: string): string {
  return (
    text
      // Mentions (@user, @org/team, e-mail autolinks).
      .replace(/@/g, `@${ZWSP}`)
      // Issue references: #123, owner/repo#123, GH-123.
      .replace(/#(?=\d)/g, `#${ZWSP}`)
      .replace(/\bGH-(?=\d)/gi, (m) => `${m}${ZWSP}`)
      // Autolinks: any scheme's "//" and "www.".
      .replace(/\/\//g, `/${ZWSP}/`)
      .replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`)
  );
}

/**
 * Every character or sequence that one of the replacements of each form acts on (a superset):
 * text without any is returned as it is, which is most task keys and messages.
 */
const MARKDOWN_ACTED_ON =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069&<>\\`*_{}[\]()#+!|~$@]|\/\/|www\.|gh-\d/i;
const CODE_ACTED_ON =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069`<>|@]|\]\(|!\[|#\d|\/\/|www\.|gh-\d/i;

/** Running text: one line, bounded, every markdown character escaped. */
export function escapeMarkdown(text: string, maxLength = 500): string {
  const cut = bounded(text, maxLength);
  if (!MARKDOWN_ACTED_ON.test(cut)) return cut;
  let s = cut.replace(CONTROLS, ' ');
  s = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Every backslash is escaped too, so `\|` stays an escaped pipe in a table row.
  s = s.replace(/[\\`*_{}[\]()#+!|~$]/g, (c) => `\\${c}`);
  return unlink(s);
}

/**
 * Inline code for any text: one line, bounded, no backtick (it would end the span: shown as
 * '), pipes escaped for table cells. Inside a code span GitHub renders nothing, but the text
 * stays inert even read raw (a log, a renderer without code spans): angle brackets become ‹ ›
 * (so no tag and no sticky-comment marker), and links, images, mentions and references are
 * broken with a zero-width space.
 */
export function code(text: string, maxLength = 200): string {
  const cut = bounded(text, maxLength);
  if (!CODE_ACTED_ON.test(cut)) return `\`${cut}\``;
  let s = cut.replace(CONTROLS, ' ').replace(/`/g, "'");
  s = s.replace(/</g, '\u2039').replace(/>/g, '\u203a');
  s = s.replace(/\]\(/g, `]${ZWSP}(`).replace(/!\[/g, `!${ZWSP}[`);
  s = unlink(s);
  // A table row splits on any `|` not escaped by a backslash, and a backslash escapes the
  // next backslash: double the backslashes before a pipe, then escape the pipe.
  s = s.replace(/(\\*)\|/g, (_, bs: string) => `${bs}${bs}\\|`);
  return `\`${s}\``;
}

/** A name shown as it is when it is a plain identifier (`main`, `SR_percent`, `trial-1`, `0.1.0`), escaped otherwise. */
export function escapeName(text: string, maxLength = 100): string {
  const plain = text.length <= maxLength && PLAIN_NAME.test(text) && !/www\.|\bGH-\d/i.test(text);
  return plain ? text : escapeMarkdown(text, maxLength);
}
