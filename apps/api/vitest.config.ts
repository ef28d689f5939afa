import { defineConfig } from 'vitest/config';

// Each test file boots its own PGlite (WASM), which takes seconds on a busy 2-core machine.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/pglite-template.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
