import { code, escapeMarkdown, escapeName } from '../../../src/core/views/escape.js';
import { csvCell } from '../../../src/core/views/csv.js';

test('submission text cannot ping, cross-reference, link, inject HTML or break a table', () => {
  const out = escapeMarkdown(
    '@octocat see #12 and org/repo#34 <img src=x> [x](https://evil.example) | </details> www.evil.example',
  );
  expect(out).not.toMatch(/@[a-z]/i);
  expect(out).not.toMatch(/#\d/);
  expect(out).not.toMatch(/<img|<\/details>/);
  expect(out).not.toMatch(/https:\/\//);
  expect(out).not.toMatch(/(^|[^\\])\|/);
  expect(out).not.toMatch(/www\./i);
  expect(out).not.toContain('\n');
});

test('names in code spans cannot break a table row either', () => {
  expect(code('a|b`c')).toBe("`a\\|b'c`");
});

test('inline code is safe for any text: one line, bounded, no backtick, tag, mention or pipe break-out', () => {
  // A backslash before a pipe is doubled: GFM would read `\\|` as an escaped backslash and a cell break.
  expect(code('a\\|b\n`x`<!-- m -->@team [l](u) ![i](u) https://e www.e #3')).toBe(
    "`a\\\\\\|b 'x'‹!-- m --›@\u200bteam [l]\u200b(u) !\u200b[i]\u200b(u) https:/\u200b/e www\u200b.e #\u200b3`",
  );
  expect(code('x'.repeat(300))).toBe(`\`${'x'.repeat(200)}…\``);
});

test('running text loses control characters, and math is escaped', () => {
  expect(escapeMarkdown('a\u0000b\u202ec\u001b[31m $x$')).toBe('a b c \\[31m \\$x\\$');
  expect(escapeMarkdown('😀😀😀', 3)).toBe('😀…');
});

test('names: plain identifiers as they are, anything else escaped', () => {
  for (const n of ['main', 'trial-1', 'SR_percent', 'task_01', '0.1.0', 'agent-eval']) expect(escapeName(n)).toBe(n);
  expect(escapeName('_x_')).toBe('\\_x\\_');
  expect(escapeName('GH-12')).toBe('GH-\u200b12');
  expect(escapeName('www.evil.example')).toBe('www\u200b.evil.example');
  expect(escapeName('Tokens (mean)')).toBe('Tokens \\(mean\\)');
});

test('CSV cells are quoted per RFC 4180 and formulas are defused, numbers are not', () => {
  expect(csvCell('a,"b"')).toBe('"a,""b"""');
  expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvCell('-3.5')).toBe('-3.5');
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
});

test('trimming never leaves a fenced block (a Mermaid chart) open', async () => {
  const { fitMarkdown } = await import('../../../src/core/views/trim.js');
  const md = [
    '# title',
    'intro',
    '```mermaid',
    ...Array.from({ length: 50 }, (_, i) => `line ${i}`),
    '```',
    'after',
  ].join('\n');
  const fitted = fitMarkdown(md, { limit: 200, note: 'see the artifact' });
  expect(fitted.cut).toBe(true);
  expect(fitted.text).toContain('intro');
  expect(fitted.text.split('\n').filter((l) => l.startsWith('```')).length % 2).toBe(0);
  expect(fitted.text.length).toBeLessThanOrEqual(200);
});
