// JavaScript budget of the first screen: the entry chunk of the production build plus every
// chunk it imports statically (what the browser must fetch before the first screen can run),
// gzip-compressed, compared with budgets.json. Dynamic imports (brands, steps) are not counted.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'apps/web/dist';
const manifestPath = join(dist, '.vite/manifest.json');

export function firstScreenChunks(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(entry);
  return [...seen].filter((file) => file.endsWith('.js'));
}

export function measure() {
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = firstScreenChunks(manifest).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  }));
  return { files, totalKb: files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const budgetKb = JSON.parse(readFileSync('budgets.json', 'utf8')).firstScreenJsGzipKb;
  const { files, totalKb } = measure();
  for (const f of files) console.log(`  ${f.file}  ${(f.gzipBytes / 1024).toFixed(1)} KB gzip`);
  const verdict = totalKb <= budgetKb ? 'within' : 'OVER';
  console.log(
    `first screen JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB): ${verdict} budget`,
  );
  process.exit(totalKb <= budgetKb ? 0 : 1);
}
