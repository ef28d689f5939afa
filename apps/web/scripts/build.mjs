// `npm run build -w @finceptiv/web [-- --outDir DIR]`: the Vite build, then each brand's first
// screen prerendered into it (prerender.mjs). One script so the output folder is passed once.
import { resolve } from 'node:path';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = resolve(at >= 0 && args[at + 1] ? args[at + 1] : 'dist');

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await prerender(outDir);
