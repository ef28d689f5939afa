// Speed in the field (issue 25 item 4): p75 of the real-user timings per brand, metric and
// device class, for a chosen period, as a table and as CSV (item 7). Counts of one to four
// arrive from the API as "<5" and are shown so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultOperatorPeriod } from '@finceptiv/contract/api/operator-routes';
import type { Locale } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { fewVitalsReports, vitalsRating, type VitalsMetric } from '@finceptiv/contract/vitals';
import { formatNumber } from '@/shared/lib/format';
import { fieldSpeed, type OperatorPeriod, type OperatorVitals } from '../api/operator-api';
import { formatUnit } from '../lib/format-figures';
import { operatorNamespace } from '../operator-namespace';
import { PeriodChoice } from './figure-choices';
import { FiguresSection } from './figures-section';
import { countColumn } from './figure-columns';
import { FiguresTable, type Column } from './figures-table';

type Row = OperatorVitals['rows'][number];

/** CLS has no unit; every other metric is in milliseconds. */
function figure(metric: VitalsMetric, value: number, locale: Locale): string {
  return metric === 'CLS'
    ? formatNumber(Number(value.toFixed(3)), locale)
    : formatUnit(value, 'millisecond', locale);
}

const isFew = (row: Row) => row.reports === '<5' || row.reports < fewVitalsReports;

export function FieldSpeed({ locale }: { locale: Locale }) {
  const { t } = useTranslation(operatorNamespace);
  const [days, setDays] = useState<OperatorPeriod>(defaultOperatorPeriod);
  const label = (key: string) => t(`speed>columns>${key}`);
  const columns: Column<Row>[] = [
    {
      key: 'brand',
      label: label('brand'),
      cell: (r) => products[r.brand].displayName,
      csv: (r) => r.brand,
    },
    {
      key: 'metric',
      label: label('metric'),
      cell: (r) => t(`speed>metrics>${r.metric}`),
      csv: (r) => r.metric,
    },
    {
      key: 'device',
      label: label('device'),
      cell: (r) => t(`speed>devices>${r.device}`),
      csv: (r) => r.device,
    },
    {
      key: 'p75',
      label: label('p75'),
      cell: (r) => figure(r.metric, r.p75, locale),
      csv: (r) => r.p75,
      numeric: true,
    },
    countColumn('reports', label('reports'), locale),
    {
      key: 'rating',
      label: label('rating'),
      cell: (r) =>
        `${t(`speed>ratings>${vitalsRating(r.metric, r.p75)}`)}${isFew(r) ? ` (${t('speed>few')})` : ''}`,
      csv: (r) => vitalsRating(r.metric, r.p75),
    },
  ];
  return (
    <FiguresSection
      id="field-speed"
      title={t('speed>title')}
      lead={t('speed>lead')}
      choices={
        <PeriodChoice id="field-speed-period" value={days} locale={locale} onChange={setDays} />
      }
      loadKey={days}
      load={() => fieldSpeed(days)}
    >
      {(figures) => (
        <FiguresTable
          labelledBy="field-speed"
          columns={columns}
          rows={figures.rows}
          rowKey={(r) => `${r.brand} ${r.metric} ${r.device}`}
          fileName={`field-speed-${days}-days.csv`}
          none={t('speed>none')}
        />
      )}
    </FiguresSection>
  );
}
