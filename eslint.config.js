// ESLint (flat config): ESLint's and typescript-eslint's recommended rules on the sources, the
// tests and the scripts; `npm run lint`, run by .ci/run. Formatting is Prettier's
// (`npm run format:check`), so no stylistic rule is on here.
//
// Not type-aware: typescript-eslint's type-checked rules took 3.5x the CPU (34 s against 10 s
// on this tree) and report ~800 findings, ~770 of them no-unsafe-* in tests that read JSON
// reports as `any`; `npm run build` (tsc --strict) already checks the types.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'out/', 'node_modules/', 'examples/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: globals.node },
    // A disable comment that no longer disables anything is an error, so none goes stale.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Matching control characters is the point of several of our regexes: hostile text from a
      // submission is escaped (views/escape.ts, action/steps.ts) or refused (names, numbers,
      // CLI arguments) by them. Each spells the characters out as escapes (\u0000-\u001f).
      'no-control-regex': 'off',
      // `_name` marks a value left out on purpose (a destructured key dropped from a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
);
