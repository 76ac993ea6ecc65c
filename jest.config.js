/**
 * Jest runs the TypeScript sources as ES modules through ts-jest (type errors are left to `npm run build`).
 * Three projects:
 * - unit: in-process tests, no subprocess (no Python verifier, no git, no dist/ bundle); a guard
 *   (__tests__/setup/unit-guard.cjs) fails a unit test file that starts one. `npm run test:unit`.
 * - e2e: the files listed in E2E: real Python verifiers, git, the browser, and the bundled action
 *   and CLI, run from a bundle of the current sources (__tests__/setup/fresh-bundle.mjs: the
 *   committed dist/ when it is one, else one made for the run). `npm run test:e2e`.
 *   `npm test` runs both.
 * - corpus: the real corpora (`npm run test:corpus`, in CI).
 * Timeouts: one factor, AGENT_EVAL_TEST_TIMEOUT_SCALE (see __tests__/setup/timeouts.ts).
 * Temp files: one root per run, removed by the global teardown (__tests__/setup/global-setup.mjs);
 * jest's own transform cache lives under node_modules/.cache, not in the system temp folder.
 */
const raw = Number(process.env.AGENT_EVAL_TEST_TIMEOUT_SCALE ?? '1');
const scale = Number.isFinite(raw) && raw > 0 ? raw : 1;
const transform = {
  '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: false }],
};
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform,
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
};

/**
 * The e2e test files, under __tests__/: a folder (ending in /, every file under it) or a file.
 * Every other test file is a unit test, and the unit guard fails it if it starts a subprocess
 * (scoring starts Python verifiers and reads the benchmark's git commit; a fifo is made by mkfifo).
 */
const E2E = [
  'e2e/',
  'workflows/',
  'scripts/licenses.test.ts',
  'scripts/release.test.ts',
  'cli/',
  'action/benchmark.test.ts',
  'action/modes/accept-issue.test.ts',
  'action/modes/compare.test.ts',
  'action/modes/merge.test.ts',
  'action/modes/plan.test.ts',
  'action/modes/publish.test.ts',
  'action/modes/rescore.test.ts',
  'action/modes/score-issue-corrupt.test.ts',
  'action/modes/score-issue-limits.test.ts',
  'action/modes/score-issue-review-limits.test.ts',
  'action/modes/score-issue.test.ts',
  'action/modes/score.test.ts',
  'action/terminal-escapes.test.ts',
  'core/archive/',
  'core/compare/',
  'core/import/',
  'core/provenance/',
  'core/report/',
  'core/rescore/',
  'core/setup/',
  'core/shard/',
  'core/site/',
  'core/benchmark.test.ts',
  'core/score.test.ts',
  'core/validate-psr.test.ts',
  'core/fs/file-hasher.test.ts',
  'core/fs/path-name.test.ts',
  'core/fs/tree.test.ts',
  'core/fs/untrusted.test.ts',
  'core/fs/walker.test.ts',
  'core/kinds/registry.test.ts',
  'core/kinds/metric-definition.test.ts',
  'core/kinds/output/suite.test.ts',
  'core/kinds/table/gt-check.test.ts',
  'core/kinds/table/pycompat.test.ts',
  'core/kinds/table/suite.test.ts',
  'core/kinds/trajectory/judge.test.ts',
  'core/layout/run.test.ts',
  'core/submission/review.test.ts',
  'core/submission/tree-paths.test.ts',
  'core/util/contain.test.ts',
  'core/util/terminal.test.ts',
  'core/verifier/callable.test.ts',
  'core/verifier/index.test.ts',
  'core/verifier/jsonl-pool.test.ts',
  'core/views/layout-slip.test.ts',
  'core/views/markdown.test.ts',
  'core/views/text.test.ts',
  'docs/new-benchmark.test.ts',
  'docs/reference.test.ts',
  'github/checkout.test.ts',
  'github/zip.test.ts',
];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default {
  testTimeout: 120_000 * scale,
  globalSetup: '<rootDir>/__tests__/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/setup/global-teardown.mjs',
  reporters: ['default', '<rootDir>/__tests__/setup/slowest-reporter.mjs'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/corpus/',
        ...E2E.map((e) => `^<rootDir>/__tests__/${escape(e)}${e.endsWith('/') ? '' : '$'}`),
      ],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/unit-guard.cjs'],
      modulePathIgnorePatterns: ['<rootDir>/dist/'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: E2E.map((e) => `<rootDir>/__tests__/${e}${e.endsWith('/') ? '**/*.test.ts' : ''}`),
      globalSetup: '<rootDir>/__tests__/setup/fresh-bundle.mjs',
    },
    { ...common, displayName: 'corpus', testMatch: ['<rootDir>/__tests__/corpus/**/*.test.ts'] },
  ],
};
