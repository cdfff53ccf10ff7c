import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '{js,mjs,cjs,jsx,ts,mts,cts,tsx}';

function restrictedImports(...patterns) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

// Features another feature may import; every other feature is private to itself.
const SHARED_FEATURES = ['site', 'auth', 'chat-launcher'];

const FEATURES = readdirSync(new URL('frontend/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One block per feature and folder depth: relative paths that climb out of the feature are refused too. */
function featureBoundary(feature, files, climbsOut) {
  const reachable = [feature, ...SHARED_FEATURES].join('|');
  return {
    files,
    rules: restrictedImports(
      {
        regex: `^@/features/(?!(${reachable})/)`,
        message: `A feature imports only itself and the shared features (${SHARED_FEATURES.join(', ')}): move what both need to a shared module.`,
      },
      {
        regex: climbsOut,
        message: `Import outside the feature through '@/…', so the feature boundary stays visible.`,
      },
    ),
  };
}

// Imports go one way: shared modules → features → pages and app/.
const SHARED_MODULES = ['api', 'chat-core', 'components', 'config', 'hooks', 'lib', 'realtime'];

const NO_FEATURES = {
  regex: '^(@/|(\\.\\./)+)features/',
  message:
    'Shared modules import no feature: move what they need out of the feature, or the code into it.',
};

const NO_API_OR_SOCKET = [
  {
    regex: '^(@/|(\\.\\./)+)(api|realtime)(/|$)',
    allowTypeImports: true,
    message: 'app/ and the layout do not load API or socket modules: use a feature hook.',
  },
  {
    regex: '^@/features/.+-api$',
    allowTypeImports: true,
    message: 'app/ and the layout do not load API modules: use a feature hook.',
  },
];

const SHARED_MODULE_BOUNDARIES = [
  {
    // Tests are leaves: a shared module's test may drive it through the features that use it.
    files: SHARED_MODULES.map((module) => `frontend/src/${module}/**/*.${CODE}`),
    ignores: ['frontend/src/components/layout/**', '**/*.test.*'],
    rules: restrictedImports(NO_FEATURES),
  },
  {
    files: [`frontend/src/components/layout/**/*.${CODE}`],
    rules: restrictedImports(NO_FEATURES, ...NO_API_OR_SOCKET),
  },
];

const FEATURE_BOUNDARIES = FEATURES.flatMap((feature) => [
  featureBoundary(feature, [`frontend/src/features/${feature}/*.${CODE}`], '^\\.\\./'),
  featureBoundary(feature, [`frontend/src/features/${feature}/*/**/*.${CODE}`], '^(\\.\\./){2}'),
]);

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
  ...FEATURE_BOUNDARIES,
  ...SHARED_MODULE_BOUNDARIES,
  {
    // The shell loads before any feature: the API and the socket arrive with the features that use them.
    files: [`frontend/src/app/**/*.${CODE}`],
    rules: restrictedImports(...NO_API_OR_SOCKET),
  },
  {
    // API and socket data are typed by the contracts: a double cast would hide a drift from them.
    files: [`frontend/src/**/*.${CODE}`],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message:
            'No `as unknown as`: type the data with the contract, or narrow it with a check.',
        },
      ],
    },
  },
]);
