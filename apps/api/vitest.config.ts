import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'api', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
