/**
 * Text for a terminal or a log. Names in a run, a partial or a report (suites, trials, tasks,
 * files) are untrusted: an ESC sequence in one would recolour, move the cursor, retitle the
 * window or hide what follows; a line break would forge a line (in a GitHub log, a workflow
 * command); a bidirectional override would show a name reversed. So every control character is
 * shown visibly escaped, never sent:
 *   C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F)   → \xHH (ESC [31m → \x1b[31m)
 *   line and paragraph separators (U+2028, U+2029), bidirectional embeddings and overrides
 *   (U+202A–U+202E) and isolates (U+2066–U+2069)            → \uHHHH
 * Printable text, backslashes included, is left as it is.
 *
 *   terminalText  — one string from outside, on one line: every control escaped (\n too);
 *   terminalLines — a whole message our code composed: its line breaks and tabs kept, every
 *                   other control escaped (the CLI passes everything it prints through it).
 */

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function visible(c: string): string {
  const n = c.charCodeAt(0);
  return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
}

/** One untrusted string, shown on one line with every control character visibly escaped. */
export function terminalText(text: string): string {
  CONTROLS.lastIndex = 0;
  return CONTROLS.test(text) ? text.replace(CONTROLS, visible) : text;
}

/** A message of several lines: line breaks (\n) and tabs kept, every other control character visibly escaped. */
export function terminalLines(text: string): string {
  CONTROLS_BUT_LINES.lastIndex = 0;
  return CONTROLS_BUT_LINES.test(text) ? text.replace(CONTROLS_BUT_LINES, visible) : text;
}
