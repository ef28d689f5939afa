import { defineConfig } from 'vitest/config';

// Each test file gets a database of its own: a PGlite loaded from the migrated template that
// test/support/pglite-template.ts makes once per run, or one a finished file handed back,
// emptied (test/support/test-database.ts).
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/run-temp-dir.ts', 'test/support/pglite-template.ts'],
    // Files share a worker's loaded modules (Fastify, PGlite and its compiled WASM) instead of
    // loading them per file. The app keeps no module-level state between buildApp calls, and
    // every file builds its own app on its own database.
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
