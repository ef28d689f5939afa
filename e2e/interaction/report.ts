import { writeDocSection } from '../support/doc-section';
import { ownWorkParts, type InteractionFigures, type Summary } from '../support/interaction-timing';

// The interaction section of docs/benchmarks.md: only the text between these markers is
// rewritten, so the sections others keep in the same file stay as they are.
const journeyNames: Record<string, string> = {
  ibancar: 'ibancar (legacy flow)',
  askrobin: 'askrobin (v3 dynamic form)',
  both: 'both',
};

export function resultsTable(figures: InteractionFigures): string {
  const row = (figure: string) => (s: Summary) =>
    `| ${journeyNames[s.journey] ?? s.journey} | ${figure} | ${s.presses} | ${s.p50} | ${s.p95} | ${s.max} | ${figures.date} |`;
  const { host } = figures;
  return [
    `Goal: p95 of the own work <= ${figures.budgetMs} ms, for each journey and for both together. Gate in \`npm test\`: the median <= ${figures.medianCeilingMs} ms, both on the quiet reference machine (ADR 0018).`,
    '',
    `Host calibration (e2e/support/host-speed.ts): reference press p95 ${host.referencePressMs} ms here, ${host.quietReferencePressMs} ms on the quiet reference machine: slowness ${host.slowness} (tail), ${host.throughputSlowness} (throughput), so the goal reads ${host.goalMs} ms at p95 and the gate ${host.gateMs} ms at the median on this host. The figures below are this host's, not divided by it.`,
    '',
    '| journey | figure | presses | p50 ms | p95 ms | max ms | date |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...figures.ownWork.map(row('own work')),
    ...figures.pressToPaint.map(row('press to paint')),
    '',
    'Where the own work of a saving press goes (mean ms):',
    '',
    ...Object.entries(figures.presses).map(
      ([journey, presses]) => `- ${journeyNames[journey] ?? journey}: ${ownWorkParts(presses)}`,
    ),
  ].join('\n');
}

/** Writes the table into its section of docs/benchmarks.md. */
export function writeResults(docPath: string, table: string): Promise<void> {
  return writeDocSection(docPath, 'interaction', table);
}
