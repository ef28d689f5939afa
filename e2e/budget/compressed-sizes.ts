// Issue 22 item 1, ADR 0027: what each brand's first act costs on the wire now that the server
// sends the build's copies: raw, gzip (.gz, level 9) and brotli (.br, quality 11), in KB, read
// from the build itself. `node --import tsx e2e/budget/compressed-sizes.ts` after a build.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { productIds } from '@finceptiv/contract/product-ids';
import { webDist } from '../support/paths';
import { landingBytes, readManifest } from './module-graph';

/** A file's bytes as sent: its copy for the encoding when the build wrote one, else itself. */
const sent = (file: string, ext: '' | '.gz' | '.br') => {
  const path = join(webDist, file);
  return statSync(existsSync(path + ext) ? path + ext : path).size;
};
const kb = (files: string[], ext: '' | '.gz' | '.br') =>
  (files.reduce((sum, file) => sum + sent(file, ext), 0) / 1024).toFixed(1);

const manifest = readManifest(webDist);
console.log('brand        files  raw KB  gzip KB  brotli KB  (first act, as sent)');
for (const brand of productIds) {
  const { firstActFiles: files } = landingBytes(webDist, manifest, brand);
  console.log(
    `${brand.padEnd(12)} ${String(files.length).padStart(5)} ${kb(files, '').padStart(7)} ${kb(files, '.gz').padStart(8)} ${kb(files, '.br').padStart(10)}`,
  );
}
