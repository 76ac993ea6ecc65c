/**
 * Fits rendered markdown (summary.md) under a size limit, for places that have one: a GitHub
 * comment (65,536 characters) or a job summary (1 MiB). It never cuts inside a line, so no
 * table row, escape or `<details>` block is left half open:
 *   1. the `<details>` blocks are dropped, last first, until the text fits (summary.md puts the
 *      per-task verdicts last, so they go first; the overview and what needs attention stay);
 *   2. if it still does not fit, whole lines are kept from the top while they fit (a fenced
 *      block that would be cut is dropped whole);
 * and a note saying what was left out (and where the whole report is) is appended.
 */

import { trimEnd } from '../util/trim-end.js';

export interface FitOptions {
  /** The limit, in the unit of `measure`. */
  limit: number;
  /** Size of a piece of text; must be additive over concatenation. Default: UTF-16 length. */
  measure?: (text: string) => number;
  /** What the reader is told when something was left out (markdown, trusted). */
  note: string;
}

export interface Fitted {
  text: string;
  trimmed: boolean;
  /** How many `<details>` blocks were dropped. */
  droppedDetails: number;
  /** Whether lines outside `<details>` blocks had to be cut too. */
  cut: boolean;
}

export const utf16Length = (text: string): number => text.length;
export const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

interface Segment {
  lines: string[];
  size: number;
  details: boolean;
}

export function fitMarkdown(markdown: string, options: FitOptions): Fitted {
  const measure = options.measure ?? utf16Length;
  if (measure(markdown) <= options.limit) return { text: markdown, trimmed: false, droppedDetails: 0, cut: false };

  const noteText = `\n> ⚠️ **Trimmed:** ${options.note.replace(/\n/g, ' ')}\n`;
  const budget = options.limit - measure(noteText);
  const segments = split(trimEnd(markdown, '\n'), measure);
  // Every line is followed by '\n' in the output: count it in the segment size.
  let total = segments.reduce((sum, s) => sum + s.size, 0);
  let droppedDetails = 0;
  for (let i = segments.length - 1; i >= 0 && total > budget; i--) {
    const segment = segments[i]!;
    if (!segment.details) continue;
    total -= segment.size;
    segment.lines = [];
    segment.size = 0;
    droppedDetails++;
  }
  let cut = false;
  const kept: string[] = [];
  if (total <= budget) {
    for (const s of segments) kept.push(...s.lines);
  } else {
    cut = true;
    let used = 0;
    outer: for (const s of segments) {
      for (const line of s.lines) {
        const size = measure(line) + 1;
        if (used + size > budget) break outer;
        kept.push(line);
        used += size;
      }
    }
    // Never leave a fenced block (a Mermaid chart) open: drop it whole.
    if (kept.filter((l) => l.trimStart().startsWith('```')).length % 2 === 1) {
      while (kept.length > 0 && !kept.pop()!.trimStart().startsWith('```'));
    }
  }
  const body = kept.length > 0 ? `${trimEnd(kept.join('\n'), '\n')}\n` : '';
  let text = `${body}${noteText}`;
  if (measure(text) > options.limit) text = truncateTo(noteText, options.limit, measure);
  return { text, trimmed: true, droppedDetails, cut };
}

/** Lines grouped into `<details>` blocks (opened by a line starting `<details>`, closed by a `</details>` line) and the rest. */
function split(markdown: string, measure: (text: string) => number): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = { lines: [], size: 0, details: false };
  const flush = () => {
    if (current.lines.length > 0) segments.push(current);
  };
  for (const line of markdown.split('\n')) {
    if (!current.details && line.startsWith('<details>')) {
      flush();
      current = { lines: [], size: 0, details: true };
    }
    current.lines.push(line);
    current.size += measure(line) + 1;
    if (current.details && line.trim() === '</details>') {
      flush();
      current = { lines: [], size: 0, details: false };
    }
  }
  flush();
  return segments;
}

function truncateTo(text: string, limit: number, measure: (text: string) => number): string {
  let out = '';
  for (const ch of text) {
    if (measure(out + ch) > limit) break;
    out += ch;
  }
  return out;
}
