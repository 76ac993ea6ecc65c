/**
 * The common mistakes (docs/submission.md, "Common mistakes"): at least 25 cases, from every
 * group (table-suite layout and format, record files, naming and submission.yml).
 */
import { ALL_MISTAKES } from '../support/mistakes/index.js';
import { MISTAKES as messages } from '../support/mistakes/messages.js';
import { MISTAKES as records } from '../support/mistakes/records.js';
import { MISTAKES as table } from '../support/mistakes/table.js';

test('at least 25 mistakes, every group contributing', () => {
  expect(ALL_MISTAKES.length).toBeGreaterThanOrEqual(25);
  for (const group of [messages, records, table]) expect(group.length).toBeGreaterThan(0);
});
