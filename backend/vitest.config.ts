import path from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/** CI's slowest-files report (scripts/test-times) reads what this writes. */
const fileTimes: [string, { suite: string }][] = process.env.TEST_TIMES_DIR
  ? [
      [
        path.resolve(import.meta.dirname, '../scripts/test-times/vitest-reporter.mjs'),
        { suite: 'backend' },
      ],
    ]
  : [];

export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  // Tests read @club/contracts from its TypeScript source, so they never run against a stale build.
  ssr: { resolve: { conditions: ['@club/source', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.e2e-spec.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one on CI's two. These tests wait on
    // PostgreSQL more than they compute, and two forks took the suite from about 530 s of work
    // to 283 s of wall time on a busy two-core machine (docs/decisions.md).
    maxWorkers: 2,
    reporters: ['default', ...fileTimes],
  },
});
