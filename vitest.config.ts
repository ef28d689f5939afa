import { defineConfig } from 'vitest/config';

// One run over every package; each project keeps its own environment (node or jsdom). The
// browser suite's own pure helpers (e2e/**/*.test.ts) run here too, in node.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      { test: { name: 'e2e-tools', include: ['e2e/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
