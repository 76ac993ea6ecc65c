/** Jest runs the TypeScript sources as ES modules through ts-jest (type errors are left to `npm run build`). */
const transform = {
  '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: false }],
};
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform,
};
export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/__tests__/**/*.test.ts'], testPathIgnorePatterns: ['/corpus/'] },
    { ...common, displayName: 'corpus', testMatch: ['<rootDir>/__tests__/corpus/**/*.test.ts'] },
  ],
};
