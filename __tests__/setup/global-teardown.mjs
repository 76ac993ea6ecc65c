// Removes the run's temp root (see global-setup.mjs), also trees deeper than PATH_MAX. What the
// tests themselves did not clean up is named first, so a leak is seen rather than hidden.
import fs from 'node:fs';
import { removeTree } from './remove-tree.mjs';

export default function globalTeardown() {
  const root = process.env.AGENT_EVAL_TEST_TMP_ROOT;
  if (!root || !fs.existsSync(root)) return;
  const left = fs.readdirSync(root).filter((name) => !name.startsWith('jest'));
  if (left.length > 0) {
    process.stderr.write(
      `\ntest temp root: ${left.length} entr${left.length === 1 ? 'y' : 'ies'} left by the tests, removed now: ${left.slice(0, 10).join(', ')}${left.length > 10 ? ', …' : ''}\n`,
    );
  }
  removeTree(root);
}
