/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { appCodeList } from './vite/app-code-list';

// The NestJS backend serves the REST API and the WebSocket on one port.
const backendUrl = 'http://localhost:5000';

/** CI's slowest-files report (scripts/test-times) reads what this writes. */
const fileTimes: [string, { suite: string }][] = process.env.TEST_TIMES_DIR
  ? [
      [
        path.resolve(import.meta.dirname, '../scripts/test-times/vitest-reporter.mjs'),
        { suite: 'frontend' },
      ],
    ]
  : [];

export default defineConfig({
  plugins: [
    react(),
    // The app and the support chat, which most first taps open.
    appCodeList(['src/main.tsx', 'src/features/chat-widget/chat-widget-host.tsx']),
  ],
  // @club/contracts is read from its TypeScript source, so the SPA never builds against a stale copy.
  resolve: {
    tsconfigPaths: true,
    conditions: ['@club/source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['@club/source', ...defaultServerConditions] } },
  // Every browser the build targets supports <link rel="modulepreload">.
  build: { modulePreload: { polyfill: false } },
  server: {
    proxy: {
      '/api': { target: backendUrl },
      '/ws': { target: backendUrl, ws: true },
    },
  },
  test: {
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Measured on 2 cores (docs/decisions.md): one worker per core, and the files of a worker
    // share one module graph instead of importing React, MUI and the app again for each file.
    maxWorkers: 2,
    isolate: false,
    // Rendering a lazy route in jsdom can take seconds on a busy 2-core machine.
    testTimeout: 20_000,
    reporters: ['default', ...fileTimes],
    // Components (.test.tsx) render in jsdom; the rules (.test.ts) run in Node, without a second
    // of jsdom set-up each. A rule's test that needs the DOM says `@vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: { name: 'rules', environment: 'node', include: ['src/**/*.test.ts'] },
      },
    ],
  },
});
