import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { InteractionFigures, Summary } from '../support/interaction-timing';

// The interaction section of docs/benchmarks.md: only the text between these markers is
// rewritten, so the sections others keep in the same file stay as they are.
const start = '<!-- interaction:start -->';
const end = '<!-- interaction:end -->';

const journeyNames: Record<string, string> = {
  ibancar: 'ibancar (legacy flow)',
  askrobin: 'askrobin (v3 dynamic form)',
  both: 'both',
};

export function resultsTable(figures: InteractionFigures): string {
  const row = (figure: string) => (s: Summary) =>
    `| ${journeyNames[s.journey] ?? s.journey} | ${figure} | ${s.presses} | ${s.p50} | ${s.p95} | ${s.max} | ${figures.date} |`;
  return [
    `Budget: p95 of the own work of both journeys <= ${figures.budgetMs} ms.`,
    '',
    '| journey | figure | presses | p50 ms | p95 ms | max ms | date |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...figures.ownWork.map(row('own work')),
    ...figures.pressToPaint.map(row('press to paint')),
  ].join('\n');
}

/** Replaces what is between the markers (which must exist), in the project's Prettier style. */
export async function writeResults(docPath: string, table: string): Promise<void> {
  // Read just before writing: other sections of the file change meanwhile.
  const doc = readFileSync(docPath, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${docPath} lacks the ${start} ... ${end} markers`);
  const updated = `${doc.slice(0, from + start.length)}\n\n${table}\n\n${doc.slice(to)}`;
  const options = (await resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await format(updated, { ...options, filepath: docPath }));
}
