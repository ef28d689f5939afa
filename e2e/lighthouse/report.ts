import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { categories, type BrandResult } from './budgets';

const start = '<!-- lighthouse:start -->';
const end = '<!-- lighthouse:end -->';

export function resultsTable(results: readonly BrandResult[], date: string): string {
  const header = `| brand | ${categories.join(' | ')} | LCP ms | TBT ms | CLS |`;
  const rule = `| ${['---', ...categories.map(() => '---'), '---', '---', '---'].join(' | ')} |`;
  const rows = results.map(
    (r) =>
      `| ${r.brand} | ${categories.map((c) => String(r.scores[c])).join(' | ')} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} |`,
  );
  return [`Measured ${date}.`, '', header, rule, ...rows].join('\n');
}

/**
 * Replaces the table between the markers in docs/benchmarks.md (the markers must exist), in
 * the project's Prettier style so that the format check stays green.
 */
export async function writeResults(docPath: string, table: string): Promise<void> {
  const doc = readFileSync(docPath, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${docPath} lacks the ${start} ... ${end} markers`);
  const updated = `${doc.slice(0, from + start.length)}\n\n${table}\n\n${doc.slice(to)}`;
  const options = (await resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await format(updated, { ...options, filepath: docPath }));
}
