// Issue 11 item 2, the part a build shows: each later page, step or screen chunk (a dynamic
// import of our own code under src/features or src/brands) within stepChunkGzipKb of budgets.json.
// What a landing downloads is measured in the browser: e2e/journeys/javascript-budget.spec.ts.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.E2E_WEB_DIST ?? 'apps/web/dist';
const manifestPath = join(dist, '.vite/manifest.json');

export function stepChunks(manifest) {
  return Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && /^src\/(features|brands)\//.test(source))
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .map(([source, chunk]) => ({
      source,
      gzipKb: gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length / 1024,
    }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} missing: run npm run build first`);
  const budgetKb = JSON.parse(readFileSync('budgets.json', 'utf8')).stepChunkGzipKb;
  const chunks = stepChunks(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const over = chunks.filter((c) => c.gzipKb > budgetKb);
  const largest = chunks.sort((a, b) => b.gzipKb - a.gzipKb).slice(0, 5);
  for (const c of largest) console.log(`  ${c.gzipKb.toFixed(1)} KB gzip  ${c.source}`);
  for (const c of over) console.log(`OVER ${c.source}: ${c.gzipKb.toFixed(1)} KB > ${budgetKb} KB`);
  console.log(
    `${chunks.length} page, step and screen chunks; largest ${largest[0]?.gzipKb.toFixed(1)} KB gzip (budget ${budgetKb} KB each)`,
  );
  process.exit(over.length === 0 && chunks.length > 0 ? 0 : 1);
}
