/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './build/compile-hints';
import { localesVersion } from './build/locales-version';

// The spec serves every asset under this base path (spec 1).
export const basePath = '/application-frontend/';
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  base: basePath,
  plugins: [react(), compileHints()],
  define: {
    'import.meta.env.VITE_LOCALES_VERSION': JSON.stringify(
      localesVersion(fileURLToPath(new URL('./public/locales', import.meta.url))),
    ),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The contract imports stdnum's CommonJS modules, which Node can load; the browser gets
      // the same modules' ES build, so they tree-shake and need no CommonJS wrapper (ADR 0028).
      { find: /^stdnum\/lib\/cjs\//, replacement: 'stdnum/lib/esm/' },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
    // Logos and favicons stay files: data: URLs would bloat the brand chunks and the CSP
    // is simpler to keep strict with same-origin images.
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/api': apiTarget } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom per worker rather than per file (a jsdom costs ~2 s of CPU). test-setup.ts, which
    // Vitest runs before every file, gives each file fresh app modules and a blank page.
    isolate: false,
    // Vitest's 5 s default, with room for a host three times slower (issue 19).
    testTimeout: 15_000,
  },
});
