import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Pure functions and read-only tables, no mocks: files can share a worker's loaded modules.
    isolate: false,
    // Vitest's 5 s default, with room for a host three times slower (issue 19): the property
    // tests timed out at 5 s beside other test runs on 2 cores.
    testTimeout: 15_000,
  },
});
