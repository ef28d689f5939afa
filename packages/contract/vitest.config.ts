import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Pure functions and read-only tables, no mocks: files can share a worker's loaded modules.
    isolate: false,
  },
});
