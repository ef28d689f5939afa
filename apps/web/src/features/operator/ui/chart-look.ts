// How the operator area's charts look (ADR 0043). Fixed colours, not the brand's: each has at
// least 4.4:1 against the charts' white box (WCAG 1.4.11 asks 3:1 of graphics), whatever the
// host brand's page colours are, and no two series differ by colour alone: a bar is filled or
// hollow, a line solid, dashed, dotted or dash-dotted, and the key beside the chart shows it.
import type uPlot from 'uplot';

export interface SeriesLook {
  colour: string;
  /** Bars: filled, or outlined on white. */
  bar?: 'filled' | 'hollow';
  /** Lines: the canvas dash pattern in CSS px; none is solid. */
  dash?: number[];
}

export const colours = {
  blue: '#1f5fa8',
  green: '#2e7d32',
  red: '#c62828',
  purple: '#6a3d9a',
};

/** Line patterns apart from solid, told apart at a glance even in grey. */
export const dashes = { dashed: [8, 4], dotted: [2, 3], dashDotted: [10, 3, 2, 3] };

/** The page's text colour (base.css) for axes and their labels: 16:1 on white. */
const ink = '#1a1d29';
const gridInk = '#d0d5dd';
export const chartFont = '12px system-ui, sans-serif';

/** Counts are whole: ticks at 1, 2, 5, 10, 20, 50, ... never at 2.5 applications. */
// Smallest first: uPlot takes the first increment whose ticks are far enough apart.
export const wholeSteps = [1, 10, 100, 1000, 10000].flatMap((m) => [1, 2, 5].map((n) => n * m));

/** An axis in the page's ink, with or without grid lines across the plot. */
export const axisLook = (grid: boolean): uPlot.Axis => ({
  stroke: ink,
  font: chartFont,
  ticks: { stroke: gridInk },
  // Room for a label between ticks, so a 320 px chart still has a few.
  space: 30,
  grid: { show: grid, stroke: gridInk, width: 1 },
});

/** From 0 to a little above the largest count; 5 when nothing is drawn (all "<5": no max). */
export const countRange: uPlot.Scale.Range = (_plot, _min, max) => [
  0,
  Math.max(5, Math.ceil(Number.isFinite(max) ? max * 1.1 : 0)),
];

/** uPlot's Axis.Side: its types declare a const enum, which a type-only import cannot read. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the enum's own values
export const axisSide = { bottom: 2 as uPlot.Axis.Side, left: 3 as uPlot.Axis.Side };

/** No hover crosshair, no drag-to-zoom: the table below has every figure, exactly. */
export const still: Pick<uPlot.Options, 'legend' | 'cursor'> = {
  legend: { show: false },
  cursor: { show: false, drag: { x: false, y: false } },
};
