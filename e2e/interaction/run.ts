// `npm run bench:interaction`: runs the interaction-timing journey (issue 11 item 3) with more
// rounds than npm test does and writes its figures to docs/benchmarks.md. The figures are
// written even when the budget is broken (that is worth recording too); the exit code is the
// journey's. E2E_WEB_DIST picks another build, INTERACTION_ROUNDS the number of walks; further
// arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InteractionFigures } from '../support/interaction-timing';
import { repoRoot } from '../support/paths';
import { resultsTable, writeResults } from './report';

const reportFile = join(mkdtempSync(join(tmpdir(), 'interaction-')), 'figures.json');
const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    'journeys/interaction-timing.spec.ts',
    '--workers',
    '1',
    // e.g. --output DIR, so that runs side by side do not clear each other's results.
    ...process.argv.slice(2),
  ],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      INTERACTION_REPORT: reportFile,
      INTERACTION_ROUNDS: process.env.INTERACTION_ROUNDS ?? '5',
    },
  },
);

if (!existsSync(reportFile)) {
  console.error('the journey wrote no figures (it failed before measuring)');
  process.exit(run.status ?? 1);
}
const figures = JSON.parse(readFileSync(reportFile, 'utf8')) as InteractionFigures;
await writeResults(`${repoRoot}docs/benchmarks.md`, resultsTable(figures));
console.log('figures written to docs/benchmarks.md');
process.exit(run.status ?? 1);
