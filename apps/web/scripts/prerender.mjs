// Prerenders each brand's first screen at build time (issue 11, ADR 0015). The app is built once
// more for Node; then, per brand and in its own process (the app keeps module state), it runs
// in a jsdom window at the brand's host and the screen it draws is written to
// index.<brand>.html beside index.html. The API sends that file for the landing address.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const brandScript = join(here, 'prerender-brand.mjs');
const parallel = 3;

export async function prerender(outDir) {
  // Inside the package, so the Node build's bare imports (react, i18next) resolve.
  const serverDir = resolve(here, '..', 'node_modules', '.cache', `prerender-${process.pid}`);
  try {
    await build({
      logLevel: 'warn',
      build: {
        ssr: 'src/app/boot/prerender-entry.ts',
        outDir: serverDir,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
      },
      // The contract ships TypeScript sources, which Node cannot load: bundle it in.
      ssr: { noExternal: ['@finceptiv/contract'] },
    });
    const entry = join(serverDir, 'prerender-entry.mjs');
    const { productIds } = await import(pathToFileURL(entry).href);
    const queue = [...productIds];
    const worker = async () => {
      for (let brand = queue.shift(); brand; brand = queue.shift()) {
        const { stdout } = await run(process.execPath, [brandScript, brand, entry, outDir]);
        process.stdout.write(stdout);
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}
