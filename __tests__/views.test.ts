import { code, escapeMarkdown } from '../src/core/views/escape.js';
import { csvCell } from '../src/core/views/csv.js';

test('submission text cannot ping, cross-reference, link, inject HTML or break a table', () => {
  const out = escapeMarkdown('@octocat see #12 and org/repo#34 <img src=x> [x](https://evil.example) | </details> www.evil.example');
  expect(out).not.toMatch(/@[a-z]/i);
  expect(out).not.toMatch(/#\d/);
  expect(out).not.toMatch(/<img|<\/details>/);
  expect(out).not.toMatch(/https:\/\//);
  expect(out).not.toMatch(/(^|[^\\])\|/);
  expect(out).not.toMatch(/www\./i);
  expect(out).not.toContain('\n');
});

test('trusted names in code spans cannot break a table row either', () => {
  expect(code('a|b`c')).toBe("`a\\|b'c`");
});

test('CSV cells are quoted per RFC 4180 and formulas are defused, numbers are not', () => {
  expect(csvCell('a,"b"')).toBe('"a,""b"""');
  expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvCell('-3.5')).toBe('-3.5');
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
});

test('trimming never leaves a fenced block (a Mermaid chart) open', async () => {
  const { fitMarkdown } = await import('../src/core/views/trim.js');
  const md = ['# title', 'intro', '```mermaid', ...Array.from({ length: 50 }, (_, i) => `line ${i}`), '```', 'after'].join('\n');
  const fitted = fitMarkdown(md, { limit: 200, note: 'see the artifact' });
  expect(fitted.cut).toBe(true);
  expect(fitted.text).toContain('intro');
  expect(fitted.text.split('\n').filter((l) => l.startsWith('```')).length % 2).toBe(0);
  expect(fitted.text.length).toBeLessThanOrEqual(200);
});
