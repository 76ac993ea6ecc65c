// One temp root for the whole test run: every test, and everything the code under test and its
// subprocesses create with os.tmpdir() / $TMPDIR, lands under it, and global-teardown removes it,
// whatever failed. The root's path is passed to the teardown in AGENT_EVAL_TEST_TMP_ROOT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-eval-jest-'));
  process.env.AGENT_EVAL_TEST_TMP_ROOT = root;
  process.env.TMPDIR = root;
}
