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
    // The chat's per-message path: on Node 20 each `{ ...object, field }` gets a hidden class of
    // its own in the old generation (docs/decisions.md, "Support chat").
    files: [
      'backend/src/modules/chat/**/*.ts',
      'backend/src/modules/anonymous-chat/**/*.ts',
      'backend/src/modules/realtime/**/*.ts',
    ],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement ~ Property',
          message:
            'A spread followed by properties makes a hidden class per object on Node 20: write the fields out, or use Object.assign({}, …).',
        },
      ],
    },
  },
  {
    files: [`frontend/src/**/*.${CODE}`],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
]);
