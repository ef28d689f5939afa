// Applications per day as lines (issue 25 item 6): time across, one line per series, each
// with its own pattern (solid, dashed, dotted, dash-dotted) as well as its colour. A day
// whose count is "<5" is a gap in its line, as the table below says "<5".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTags, type Locale } from '@finceptiv/contract/product-ids';
import type uPlot from 'uplot';
import { formatNumber } from '@/shared/lib/format';
import type { OperatorApplicationsPerDay } from '../api/operator-api';
import { applicationsPerDayLines, perDaySeries } from '../lib/chart-data';
import { operatorNamespace } from '../operator-namespace';
import { Chart } from './chart';
import {
  axisLook,
  colours,
  countRange,
  dashes,
  still,
  wholeSteps,
  type SeriesLook,
} from './chart-look';

const lookOf: Record<(typeof perDaySeries)[number], SeriesLook> = {
  started: { colour: colours.blue },
  accepted: { colour: colours.green, dash: dashes.dashed },
  rejected: { colour: colours.red, dash: dashes.dotted },
  redirected: { colour: colours.purple, dash: dashes.dashDotted },
};

export function PerDayChart(props: { rows: OperatorApplicationsPerDay['rows']; locale: Locale }) {
  const { t } = useTranslation(operatorNamespace);
  const data = useMemo(() => applicationsPerDayLines(props.rows), [props.rows]);
  const keys = perDaySeries.map((key) => ({
    label: t(`perDay>columns>${key}`),
    look: lookOf[key],
  }));
  // The days are UTC days, so they are written in UTC, in the operator's language.
  const day = new Intl.DateTimeFormat(localeTags[props.locale], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const options = (lib: typeof uPlot): Omit<uPlot.Options, 'width' | 'height'> => ({
    ...still,
    tzDate: (seconds) => lib.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { y: { range: countRange } },
    axes: [
      {
        ...axisLook(false),
        // A date is wider than a count: ticks further apart.
        space: 60,
        values: (_plot, splits) => splits.map((seconds) => day.format(new Date(seconds * 1000))),
      },
      {
        ...axisLook(true),
        incrs: wholeSteps,
        values: (_plot, splits) => splits.map((count) => formatNumber(count, props.locale)),
      },
    ],
    series: [
      {},
      ...keys.map(({ label, look }) => ({
        label,
        stroke: look.colour,
        dash: look.dash,
        width: 2.5,
        points: { size: 6, fill: look.colour },
      })),
    ],
  });
  return (
    <Chart
      name={t('charts>perDayName')}
      tableNote={t('charts>perDayTable')}
      keys={keys}
      data={data}
      options={options}
      height={(width) => Math.round(Math.min(320, Math.max(200, width * 0.45)))}
    />
  );
}
