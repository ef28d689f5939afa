import { fewVitalsReports, vitalsRating, type VitalsMetric } from '@finceptiv/contract/vitals';
import type { VitalsP75Row } from './vitals-store.ts';

// How `npm run vitals` prints the p75 figures (docs/operator.md reads them), rated against the
// contract's thresholds, as the operator area rates them.

/** The rating as the table prints it ('needs improvement'); the store holds only known metrics. */
const ratingOf = (metric: string, value: number): string =>
  vitalsRating(metric as VitalsMetric, value).replace('-', ' ');

const shown = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** A plain-text table, one row per brand, metric, device class (and step). */
export function formatVitalsTable(rows: readonly VitalsP75Row[]): string {
  const withStep = rows.some((r) => r.step !== undefined);
  const header = ['brand', 'metric', 'device', ...(withStep ? ['step'] : []), 'p75', 'reports', ''];
  const body = rows.map((r) => [
    r.brand,
    r.metric,
    r.device,
    ...(withStep ? [r.step ?? ''] : []),
    shown(r.metric, r.p75),
    String(r.count),
    [ratingOf(r.metric, r.p75), r.count < fewVitalsReports ? '(few reports)' : '']
      .filter(Boolean)
      .join(' '),
  ]);
  if (body.length === 0) return 'No field data in this period.\n';
  const widths = header.map((_, i) =>
    Math.max(...[header, ...body].map((row) => (row[i] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...body.map(line)].join('\n')}\n`;
}
