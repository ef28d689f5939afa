import { writeDocSection } from '../support/doc-section';
import { categories, type BrandResult } from './budgets';

export function resultsTable(results: readonly BrandResult[], date: string): string {
  const header = `| brand | ${categories.join(' | ')} | LCP ms | TBT ms | CLS | host slowness | CPU slowdown |`;
  const rule = `| ${['---', ...categories.map(() => '---'), '---', '---', '---', '---', '---'].join(' | ')} |`;
  const rows = results.map(
    (r) =>
      `| ${r.brand} | ${categories.map((c) => String(r.scores[c])).join(' | ')} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} | ${String(r.host.slowness)} | ${String(r.host.cpuSlowdown)}x |`,
  );
  return [
    `Measured ${date} with Lighthouse's mobile preset as it is (CPU 4x on this host). Host slowness: this host's time for the reference workload of e2e/support/host-speed.ts over the quiet reference machine's; \`npm test\` runs the same audit with the CPU slowdown calibrated to it (4 / slowness).`,
    '',
    header,
    rule,
    ...rows,
  ].join('\n');
}

/** Writes the table into its section of docs/benchmarks.md. */
export function writeResults(docPath: string, table: string): Promise<void> {
  return writeDocSection(docPath, 'lighthouse', table);
}
