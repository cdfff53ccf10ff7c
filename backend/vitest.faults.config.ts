import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/** Fault tests: real processes (built app, PostgreSQL, Redis, nginx) killed and restarted. */
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['test/faults/**/*.fault-spec.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
