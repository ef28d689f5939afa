import type { VitalsP75Row } from './vitals-store.ts';

// How `npm run vitals` prints the p75 figures (docs/operator.md reads them). The thresholds
// are web.dev's for the Core Web Vitals and TTFB; Next-to-painted's are issue 22's: a later
// step within 300 ms, the first press within 1 s.
const thresholds: Record<string, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  NEXT_TO_PAINT: [300, 1000],
};

export function ratingOf(metric: string, value: number): string {
  const limits = thresholds[metric];
  if (!limits) return '';
  if (value <= limits[0]) return 'good';
  return value <= limits[1] ? 'needs improvement' : 'poor';
}

const shown = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** Few reports make a p75 that moves with every new one: flagged, not hidden. */
export const FEW_REPORTS = 30;

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
    [ratingOf(r.metric, r.p75), r.count < FEW_REPORTS ? '(few reports)' : '']
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
