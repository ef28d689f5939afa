import { writeDocSection } from '../support/doc-section';
import { categories, type BrandResult } from './budgets';

export function resultsTable(results: readonly BrandResult[], date: string): string {
  const header = `| brand | ${categories.join(' | ')} | LCP ms | TBT ms | CLS |`;
  const rule = `| ${['---', ...categories.map(() => '---'), '---', '---', '---'].join(' | ')} |`;
  const rows = results.map(
    (r) =>
      `| ${r.brand} | ${categories.map((c) => String(r.scores[c])).join(' | ')} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} |`,
  );
  return [`Measured ${date}.`, '', header, rule, ...rows].join('\n');
}

/** Writes the table into its section of docs/benchmarks.md. */
export function writeResults(docPath: string, table: string): Promise<void> {
  return writeDocSection(docPath, 'lighthouse', table);
}
