// Lint rules for the whole repo. Type-aware rules are left out on purpose: `tsc --noEmit`
// already type-checks and lint has to stay fast on a 2-core machine. The layer-boundary
// rules live in scripts/check-layers.ts (run by `npm run lint` after ESLint) because
// machines/ needs an "only these imports" rule that no-restricted-imports cannot express.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-browser-suite/',
    'node_modules/',
    'reports/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'coverage/',
    '.data/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Casting a response instead of parsing it is how wire drift goes unnoticed.
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The build treats every `v.…()` call as pure (vite.config.ts, manualPureFunctions) and drops
    // one whose result is unused: a valibot call kept only for its throw would vanish in production.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'rules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ExpressionStatement > CallExpression[callee.object.name='v'], " +
            "ExpressionStatement > AwaitExpression > CallExpression[callee.object.name='v']",
          message: 'Use the result of a valibot call: the production build drops an unused one.',
        },
      ],
    },
  },
);
