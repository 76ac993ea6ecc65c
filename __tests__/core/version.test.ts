import { readFileSync } from 'node:fs';
import { TOOL_VERSION } from '../../src/core/version.js';

test('the recorded tool version is the package version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  expect(TOOL_VERSION).toBe(pkg.version);
});
