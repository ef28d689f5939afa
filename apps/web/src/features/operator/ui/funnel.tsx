// Where applicants drop off (issue 25 item 2, ADR 0042): for one brand and period, each step's
// applications that reached it, completed it and left there, with the median time it took,
// then how the applications ended. Bars of the steps (item 6), then tables and CSV; counts of
// one to four show as "<5" (and as no bar).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultOperatorPeriod } from '@finceptiv/contract/api/operator-routes';
import type { Locale, ProductId } from '@finceptiv/contract/product-ids';
import { funnel, type OperatorFunnel, type OperatorPeriod } from '../api/operator-api';
import { formatCount, formatShare, formatUnit, shareOf } from '../lib/format-figures';
import { operatorNamespace } from '../operator-namespace';
import { BrandChoice, PeriodChoice } from './figure-choices';
import { FiguresSection } from './figures-section';
import { countColumn } from './figure-columns';
import { FiguresTable, type Column } from './figures-table';
import { FunnelChart } from './funnel-chart';

type StepRow = OperatorFunnel['steps'][number];
type OutcomeRow = OperatorFunnel['outcomes'][number];

export function Funnel({ locale, initialBrand }: { locale: Locale; initialBrand: ProductId }) {
  const { t } = useTranslation(operatorNamespace);
  const [brand, setBrand] = useState(initialBrand);
  const [days, setDays] = useState<OperatorPeriod>(defaultOperatorPeriod);
  const label = (key: string) => t(`funnel>columns>${key}`);
  const count = (key: 'reached' | 'completed' | 'left') => countColumn(key, label(key), locale);
  const steps: Column<StepRow>[] = [
    { key: 'step', label: label('step'), cell: (r) => <code>{r.step}</code>, csv: (r) => r.step },
    count('reached'),
    count('completed'),
    count('left'),
    {
      key: 'medianSeconds',
      label: label('median'),
      cell: (r) => (r.medianSeconds === null ? '–' : formatUnit(r.medianSeconds, 'second', locale)),
      csv: (r) => r.medianSeconds ?? '',
      numeric: true,
    },
  ];
  // Each outcome's share of the period's applications.
  const outcomes = (total: OperatorFunnel['journeys']): Column<OutcomeRow>[] => [
    {
      key: 'outcome',
      label: label('outcome'),
      cell: (r) => t(`funnel>outcomes>${r.outcome}`),
      csv: (r) => r.outcome,
    },
    {
      key: 'partner',
      label: label('partner'),
      cell: (r) => r.partner ?? '–',
      csv: (r) => r.partner ?? '',
    },
    countColumn('journeys', label('journeys'), locale),
    {
      key: 'share',
      label: label('share'),
      cell: (r) => {
        const share = shareOf(r.journeys, total);
        return share === undefined ? '–' : formatShare(share, locale);
      },
      csv: (r) => {
        const share = shareOf(r.journeys, total);
        return share === undefined ? '' : share.toFixed(3);
      },
      numeric: true,
    },
  ];
  const file = (what: string) => `funnel-${what}-${brand}-${days}-days.csv`;
  return (
    <FiguresSection
      id="funnel"
      title={t('funnel>title')}
      lead={t('funnel>lead')}
      choices={
        <>
          <BrandChoice id="funnel-brand" value={brand} onChange={setBrand} />
          <PeriodChoice id="funnel-period" value={days} locale={locale} onChange={setDays} />
        </>
      }
      loadKey={`${brand} ${days}`}
      load={() => funnel(brand, days)}
    >
      {(figures) => (
        <>
          <p>{t('funnel>journeys', { journeys: formatCount(figures.journeys, locale) })}</p>
          {figures.steps.length > 0 ? <FunnelChart steps={figures.steps} locale={locale} /> : null}
          <FiguresTable
            labelledBy="funnel-steps"
            title={t('funnel>stepsTitle')}
            columns={steps}
            rows={figures.steps}
            rowKey={(r) => r.step}
            fileName={file('steps')}
            none={t('funnel>none')}
          />
          <FiguresTable
            labelledBy="funnel-outcomes"
            title={t('funnel>outcomesTitle')}
            columns={outcomes(figures.journeys)}
            rows={figures.outcomes}
            rowKey={(r) => `${r.outcome} ${r.partner ?? ''}`}
            fileName={file('outcomes')}
            none={t('funnel>none')}
          />
        </>
      )}
    </FiguresSection>
  );
}
