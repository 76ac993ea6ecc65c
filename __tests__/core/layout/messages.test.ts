/** The nearest-name suggestions and the missing trials the messages name (layout/nearest.ts, layout/messages.ts). */
import { globToRegExp } from '../../../src/core/fs/glob.js';
import { duplicateMessage, missingTrials } from '../../../src/core/layout/messages.js';
import { literalRule, nearestNames, nearestRule } from '../../../src/core/layout/nearest.js';

const glob = (text: string) => {
  const re = globToRegExp(text);
  return { text, test: (n: string) => re.test(n) };
};

test("a name whose start is a few edits from a glob's literal start is near it, with the name it would have", () => {
  expect(nearestRule('trail-2', [glob('trial-*')])).toEqual({
    rule: 'trial-*',
    how: 'is 1 edit away from trial-2',
    name: 'trial-2',
  });
  expect(nearestRule('tril-2', [glob('trial-*')])).toEqual({
    rule: 'trial-*',
    how: 'is 1 edit away from trial-2',
    name: 'trial-2',
  });
  expect(nearestRule('run-2', [glob('trial-*')])).toBeNull();
  expect(nearestRule('submission.yaml', ['metadata.json', 'submission.yml'].map(literalRule))).toMatchObject({
    rule: 'submission.yml',
    how: 'has the extension ".yaml" where it has ".yml"',
  });
});

test('the nearest names of a list, nearest first, at most three', () => {
  expect(nearestNames('modle', ['version', 'model', 'harness'])).toEqual(['model']);
  expect(nearestNames('case_009', ['case_001', 'case_002', 'case_003', 'case_010'])).toEqual([
    'case_001',
    'case_002',
    'case_003',
  ]);
  expect(nearestNames('zzz', ['model'])).toEqual([]);
});

test('the missing trials are named when the present ones are numbered alike', () => {
  expect(missingTrials(['trial-1', 'trial-2'], 3)).toEqual(['trial-3']);
  expect(missingTrials(['trial-1', 'trial-3'], 3)).toEqual(['trial-2']);
  expect(missingTrials(['run_00', 'run_01'], 4)).toEqual(['run_02', 'run_03']);
  expect(missingTrials(['trial-1', 'seed-2'], 3)).toEqual([]);
  expect(missingTrials(['alpha', 'beta'], 3)).toEqual([]);
  expect(missingTrials(['trial-1', 'trial-2', 'trial-3'], 3)).toEqual([]);
});

test('a duplicate names both files and says to keep one; under trials not recognised, to rename them', () => {
  expect(duplicateMessage('trajectory', 't1', ['a.json', 'b/a.json'], undefined)).toBe(
    '2 trajectory records for t1 in one trial (a.json and b/a.json): keep one record per task and remove the other',
  );
  expect(duplicateMessage('output', 't1', ['trial_1/a.json', 'trial_2/a.json'], 'trials were not recognised')).toBe(
    '2 output records for t1 (trial_1/a.json and trial_2/a.json) (trials were not recognised; rename the trial directories or set trial_pattern)',
  );
});
