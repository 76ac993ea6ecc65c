/**
 * Common submitter mistakes (docs/submission.md): each is named with the file, the problem and
 * the fix, on the terminal and in summary.md.
 */
import { ALL_MISTAKES } from '../support/mistakes/index.js';
import { scoreMistake } from '../support/mistakes/case.js';

const ids = ALL_MISTAKES.map((m) => m.id);

test('every mistake has its own id', () => {
  expect(new Set(ids).size).toBe(ids.length);
});

for (const m of ALL_MISTAKES) {
  test(`${m.id}: ` + `${m.mistake}: names the file, the problem and the fix`, async () => {
    const r = await scoreMistake(m);
    expect(r.all).toMatch(m.says.file);
    expect(r.all).toMatch(m.says.problem);
    expect(r.all).toMatch(m.says.fix);
    if (m.attention) expect(r.summary).not.toMatch(/Nothing needs attention/);
  });
}
