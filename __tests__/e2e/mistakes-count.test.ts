/**
 * The naming, layout and submission.yml mistakes (docs/submission.md, "Common mistakes"): this
 * group's share of the case list. The other groups' cases join the list at integration, where
 * the total (25 at least) is checked.
 */
import { MISTAKES } from '../support/mistakes/messages.js';

test('the naming and layout group has at least 12 cases', () => {
  expect(MISTAKES.length).toBeGreaterThanOrEqual(12);
});
