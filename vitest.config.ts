import { defineConfig } from 'vitest/config';

// One run over every package; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: { projects: ['packages/contract', 'apps/api', 'apps/web'] },
});
