import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '{js,mjs,cjs,jsx,ts,mts,cts,tsx}';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/.data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    'bench/results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      `*.${CODE}`,
      `backend/**/*.${CODE}`,
      `scripts/**/*.${CODE}`,
      `e2e/**/*.${CODE}`,
      `bench/**/*.${CODE}`,
      `frontend/*.${CODE}`,
      `frontend/scripts/**/*.${CODE}`,
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: [`frontend/src/**/*.${CODE}`],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
]);
