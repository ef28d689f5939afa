// The operator area's figures as uPlot draws them: columns (x values, then one array per
// series) rather than rows. A count shown as "<5" becomes null, which uPlot leaves as a gap:
// a chart must not draw a small count the API chose not to tell (the table says "<5").
import type { ShownCount } from '@finceptiv/contract/operator-aggregates';
import type uPlot from 'uplot';
import type { OperatorApplicationsPerDay, OperatorFunnel } from '../api/operator-api';

/** A count as a chart height: "<5" is no height at all. */
export const chartValue = (count: ShownCount): number | null =>
  typeof count === 'number' ? count : null;

const column = <Row>(rows: readonly Row[], count: (row: Row) => ShownCount) =>
  rows.map((row) => chartValue(count(row)));

/**
 * The funnel's steps in flow order as bars: x is the step's place (0, 1, ...), named by
 * `steps`; then applications that reached each step and that completed it.
 */
export function funnelBars(rows: OperatorFunnel['steps']): {
  steps: string[];
  data: uPlot.AlignedData;
} {
  return {
    steps: rows.map((row) => row.step),
    data: [
      rows.map((_, place) => place),
      column(rows, (row) => row.reached),
      column(rows, (row) => row.completed),
    ],
  };
}

/** The series of applicationsPerDayLines after the day, in its order. */
export const perDaySeries = ['started', 'accepted', 'rejected', 'redirected'] as const;

/** Each UTC day (x in seconds since 1970, as uPlot's time scale counts) and its counts. */
export function applicationsPerDayLines(
  rows: OperatorApplicationsPerDay['rows'],
): uPlot.AlignedData {
  return [
    rows.map((row) => Date.parse(`${row.day}T00:00:00Z`) / 1000),
    ...perDaySeries.map((key) => column(rows, (row) => row[key])),
  ];
}
