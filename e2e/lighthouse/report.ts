import { writeDocSection } from '../support/doc-section';
import { categories, type BrandResult } from './budgets';

export function resultsTable(results: readonly BrandResult[], date: string): string {
  const header = `| brand | ${categories.join(' | ')} | LCP ms | TBT ms | CLS | benchmark index | CPU slowdown |`;
  const rule = `| ${['---', ...categories.map(() => '---'), '---', '---', '---', '---', '---'].join(' | ')} |`;
  const rows = results.map(
    (r) =>
      `| ${r.brand} | ${categories.map((c) => String(r.scores[c])).join(' | ')} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} | ${String(r.host.benchmarkIndex)} | ${String(r.host.cpuSlowdown)}x |`,
  );
  return [
    `Measured ${date} with Lighthouse's mobile preset (CPU 4x); a brand over budget is measured up to four more times, each at a fresh calibration, and judged on the first run within budget (the median of five when none is). Benchmark index: Lighthouse's own timing of this host in that run; \`npm test\` (--calibrate) runs each at 4x over the host's slowness, timed with the reference press of e2e/support/host-speed.ts in Lighthouse's Chromium.`,
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
