// The funnel as bars (issue 25 item 6): per step, in the order applicants meet them from top
// to bottom, the applications that reached it (filled) and completed it (hollow). Bars lie
// down so step names read across, however many steps a brand has, even at 320 px.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@finceptiv/contract/product-ids';
import type uPlot from 'uplot';
import { formatNumber } from '@/shared/lib/format';
import type { OperatorFunnel } from '../api/operator-api';
import { funnelBars } from '../lib/chart-data';
import { operatorNamespace } from '../operator-namespace';
import { Chart } from './chart';
import {
  axisLook,
  axisSide,
  chartFont,
  colours,
  countRange,
  still,
  wholeSteps,
  type SeriesLook,
} from './chart-look';

const reached: SeriesLook = { colour: colours.blue, bar: 'filled' };
const completed: SeriesLook = { colour: colours.green, bar: 'hollow' };
const barPx = 14;

export function FunnelChart({ steps, locale }: { steps: OperatorFunnel['steps']; locale: Locale }) {
  const { t } = useTranslation(operatorNamespace);
  const bars = useMemo(() => funnelBars(steps), [steps]);
  // Wide enough for the longest step name at 12 px (7.5 px a character, and the tick and gap
  // before it), at most 40 % of the chart.
  const longest = Math.max(...bars.steps.map((step) => step.length));
  const options = (lib: typeof uPlot): Omit<uPlot.Options, 'width' | 'height'> => {
    const series = (look: SeriesLook, label: string, align: -1 | 1): uPlot.Series => ({
      label,
      stroke: look.colour,
      fill: look.bar === 'filled' ? look.colour : '#ffffff',
      width: 2,
      points: { show: false },
      paths: lib.paths.bars?.({ size: [0.4, barPx], align }),
    });
    return {
      ...still,
      scales: {
        // The step's place runs down (dir -1), the count across.
        x: { time: false, ori: 1, dir: -1, range: [-0.5, bars.steps.length - 0.5] },
        y: { ori: 0, range: countRange },
      },
      axes: [
        {
          ...axisLook(false),
          side: axisSide.left,
          size: (plot) => Math.min(24 + 7.5 * longest, Math.round(plot.width * 0.4)),
          splits: () => bars.steps.map((_, place) => place),
          values: () => bars.steps,
          font: chartFont,
        },
        {
          ...axisLook(true),
          side: axisSide.bottom,
          incrs: wholeSteps,
          values: (_plot, splits) => splits.map((count) => formatNumber(count, locale)),
        },
      ],
      series: [
        {},
        series(reached, t('funnel>columns>reached'), -1),
        series(completed, t('funnel>columns>completed'), 1),
      ],
    };
  };
  return (
    <Chart
      name={t('charts>funnelName')}
      tableNote={t('charts>funnelTable')}
      keys={[
        { label: t('funnel>columns>reached'), look: reached },
        { label: t('funnel>columns>completed'), look: completed },
      ]}
      data={bars.data}
      options={options}
      // Two bars and their gap per step, plus the count axis.
      height={() => bars.steps.length * (2 * barPx + 16) + 48}
    />
  );
}
