// Applications per day (issue 25 item 6): for one brand and period, per calendar day (UTC) the
// applications that started and those decided (accepted, rejected, sent to a partner), as a
// line chart and, below it, the same figures as a table with its CSV.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultOperatorPeriod } from '@finceptiv/contract/api/operator-routes';
import type { Locale, ProductId } from '@finceptiv/contract/product-ids';
import {
  applicationsPerDay,
  type OperatorApplicationsPerDay,
  type OperatorPeriod,
} from '../api/operator-api';
import { perDaySeries } from '../lib/chart-data';
import { operatorNamespace } from '../operator-namespace';
import { BrandChoice, PeriodChoice } from './figure-choices';
import { FiguresSection } from './figures-section';
import { countColumn } from './figure-columns';
import { FiguresTable, type Column } from './figures-table';
import { PerDayChart } from './per-day-chart';

type Row = OperatorApplicationsPerDay['rows'][number];

export function ApplicationsPerDay(props: { locale: Locale; initialBrand: ProductId }) {
  const { locale } = props;
  const { t } = useTranslation(operatorNamespace);
  const [brand, setBrand] = useState(props.initialBrand);
  const [days, setDays] = useState<OperatorPeriod>(defaultOperatorPeriod);
  const label = (key: string) => t(`perDay>columns>${key}`);
  const columns: Column<Row>[] = [
    // The ISO date: unambiguous in every language, and sorted as it reads.
    { key: 'day', label: label('day'), cell: (r) => r.day, csv: (r) => r.day },
    ...perDaySeries.map((key) => countColumn(key, label(key), locale)),
  ];
  return (
    <FiguresSection
      id="per-day"
      title={t('perDay>title')}
      lead={t('perDay>lead')}
      choices={
        <>
          <BrandChoice id="per-day-brand" value={brand} onChange={setBrand} />
          <PeriodChoice id="per-day-period" value={days} locale={locale} onChange={setDays} />
        </>
      }
      loadKey={`${brand} ${days}`}
      load={() => applicationsPerDay(brand, days)}
    >
      {(figures) => (
        <>
          <PerDayChart rows={figures.rows} locale={locale} />
          <FiguresTable
            labelledBy="per-day"
            columns={columns}
            rows={figures.rows}
            rowKey={(r) => r.day}
            fileName={`applications-per-day-${brand}-${days}-days.csv`}
            none={t('funnel>none')}
          />
        </>
      )}
    </FiguresSection>
  );
}
