/**
 * Jest runs the TypeScript sources as ES modules through ts-jest (type errors are left to `npm run build`).
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
export default {
  testTimeout: 120_000 * scale,
  globalSetup: '<rootDir>/__tests__/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/setup/global-teardown.mjs',
  reporters: ['default', '<rootDir>/__tests__/setup/slowest-reporter.mjs'],
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/__tests__/**/*.test.ts'], testPathIgnorePatterns: ['/corpus/'] },
    { ...common, displayName: 'corpus', testMatch: ['<rootDir>/__tests__/corpus/**/*.test.ts'] },
  ],
};
