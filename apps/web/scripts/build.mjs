// `npm run build -w @finceptiv/web [-- --outDir DIR]`: the Vite build, then the operator area's
// page built apart (operator/, ADR 0041), then each brand's first screen prerendered into it
// (prerender.mjs), then a brotli and a gzip copy beside every text file the server sends as it is
// (precompress.mjs, ADR 0027). One script so the output folder is passed once.
import { resolve } from 'node:path';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = resolve(at >= 0 && args[at + 1] ? args[at + 1] : 'dist');

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
// A second build, not a second entry of the first: two entries would share chunks, and the
// applicant's first act would change shape for a page applicants never open. Its files sit
// under operator/, and its manifest is not the one the applicant's budgets read.
await build({
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: false,
    manifest: false,
    assetsDir: 'operator/assets',
    rollupOptions: { input: resolve(import.meta.dirname, '../operator/index.html') },
  },
});
await prerender(outDir);
const started = Date.now();
const files = await precompress(outDir);
const sum = (key) => files.reduce((total, file) => total + (file[key] ?? file.raw), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${String(files.length)} files in ${String(Date.now() - started)} ms: ` +
    `${kb(sum('raw'))} raw, ${kb(sum('gz'))} gzip, ${kb(sum('br'))} brotli`,
);
