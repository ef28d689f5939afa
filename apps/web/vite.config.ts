/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, runnerImport, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './build/compile-hints.ts';
import { firstActChunk } from './build/first-act-chunk.ts';
import { localesVersion } from './build/locales-version.ts';
import { preloadMissingOnly } from './build/preload-missing-only.ts';
import type * as BuildEnvCheck from './src/shared/config/build-env-schema';

// The spec serves every asset under this base path (spec 1).
export const basePath = '/application-frontend/';
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

const appDir = fileURLToPath(new URL('.', import.meta.url));

// Modules every brand's first act loads that import nothing at run time, each of which was a
// chunk of its own under 0.5 KB (shared by the first act and later chunks). Every chunk costs
// about 1.1 KB of response headers on the wire (docs/benchmarks.md, journeyKb) and a few
// hundred bytes of imports and exports in the first act: folded into one, they pay for the bot
// check's solver chunk (issue 23 item 4). Leaves only, so no module moves ahead of its imports.
const firstActLeaves = new RegExp(
  [
    'apps/web/src/shared/lib/(log|journey-signal)',
    'apps/web/src/shared/api/api-base',
    'apps/web/src/features/application/public/application-namespace',
    'apps/web/src/features/dynamic-form/definitions/conditions',
    'packages/contract/src/api/(api-base|build-path)',
    'packages/contract/src/entities/form-paths',
  ]
    .map((path) => `${path.replaceAll('/', '[\\\\/]')}\\.ts$`)
    .join('|'),
);

export default defineConfig(async ({ mode }) => {
  const version = localesVersion(fileURLToPath(new URL('./public/locales', import.meta.url)));
  // The app's environment is checked here, once, before anything is built or served: a bad
  // VITE_* setting stops the build with its name (build-env-schema.ts), and the app itself
  // carries no check (shared/config/build-env.ts reads what this let through). Through Vite's
  // module runner: the check is TypeScript and reads the contract's brands.
  const { module: check } = await runnerImport<typeof BuildEnvCheck>(
    `${appDir}src/shared/config/build-env-schema.ts`,
    { configFile: false, logLevel: 'silent' },
  );
  check.parseBuildEnv({
    ...loadEnv(mode, appDir, 'VITE_'),
    BASE_URL: basePath,
    VITE_LOCALES_VERSION: version,
  });
  return config(version);
});

function config(version: string): UserConfig {
  const preload = preloadMissingOnly();
  const firstAct = firstActChunk();
  return {
    base: basePath,
    plugins: [react(), compileHints(), preload.plugin, firstAct.plugin],
    define: {
      'import.meta.env.VITE_LOCALES_VERSION': JSON.stringify(version),
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
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      sourcemap: true,
      manifest: true,
      reportCompressedSize: false,
      // Logos and favicons stay files: data: URLs would bloat the brand chunks and the CSP
      // is simpler to keep strict with same-origin images.
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'first-act', test: firstActLeaves, includeDependenciesRecursively: false },
              { name: 'first-act-core', test: firstAct.test },
            ],
          },
        },
      },
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
  };
}
