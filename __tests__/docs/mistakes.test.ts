/**
 * docs/submission.md's "Common mistakes" table and the case list (__tests__/support/mistakes/)
 * agree: every case is a row with its mistake and its fix, and every row is a case.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_MISTAKES } from '../support/mistakes/index.js';
import { REPO } from '../support/helpers.js';

/** The rows after the `<!-- mistakes -->` marker: id, mistake, what agent-eval says, fix. */
function rows(): Array<{ id: string; mistake: string; says: string; fix: string }> {
  const text = readFileSync(path.join(REPO, 'docs/submission.md'), 'utf8');
  const at = text.indexOf('<!-- mistakes -->');
  expect(at).toBeGreaterThan(0);
  const lines = text.slice(at).split('\n').slice(1);
  const table = lines
    .slice(
      0,
      lines.findIndex((l) => !l.startsWith('|')),
    )
    .slice(2);
  return table.map((line) => {
    const cells = line
      .slice(1, -1)
      .split(' | ')
      .map((c) => c.trim());
    return {
      id: cells[0]!.replace(/^`|`$/g, ''),
      mistake: cells[1]!,
      says: cells.slice(2, -1).join(' | '),
      fix: cells[cells.length - 1]!,
    };
  });
}

test('every mistake case is a row of the table, with its mistake and its fix', () => {
  const table = rows();
  for (const m of ALL_MISTAKES) {
    expect(table.find((r) => r.id === m.id)).toEqual({
      id: m.id,
      mistake: m.mistake,
      says: expect.any(String),
      fix: m.fix,
    });
  }
});

test('every row of the table is a case, and says what agent-eval says', () => {
  const ids = new Set(ALL_MISTAKES.map((m) => m.id));
  for (const r of rows()) {
    expect({ id: r.id, isCase: ids.has(r.id) }).toEqual({ id: r.id, isCase: true });
    expect(r.says.length).toBeGreaterThan(10);
  }
});
