// The partner lenders' answers (docs/partners.md): for a chosen period, per partner of the
// catalogue, the applications sent to it and how it answered (the contract's
// partnerAnswerOutcomes, skipped while its circuit breaker was open), its acceptance rate and
// answer times, and whether its breaker is open now; as a table and as CSV (item 7). Counts of
// one to four arrive from the API as "<5" and are shown so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultOperatorPeriod,
  partnerAnswerOutcomes,
} from '@finceptiv/contract/api/operator-routes';
import type { Locale } from '@finceptiv/contract/product-ids';
import { partners, type OperatorPartners, type OperatorPeriod } from '../api/operator-api';
import { formatClock, formatShare, formatUnit } from '../lib/format-figures';
import { operatorNamespace } from '../operator-namespace';
import { PeriodChoice } from './figure-choices';
import { FiguresSection } from './figures-section';
import { countColumn } from './figure-columns';
import { FiguresTable, type Column } from './figures-table';

type Row = OperatorPartners['rows'][number];

export function Partners({ locale }: { locale: Locale }) {
  const { t } = useTranslation(operatorNamespace);
  const [days, setDays] = useState<OperatorPeriod>(defaultOperatorPeriod);
  const label = (key: string) => t(`partners>columns>${key}`);
  // The answer times in milliseconds, '–' when none came; the file keeps the API's number.
  const time = (key: 'medianMs' | 'p95Ms'): Column<Row> => ({
    key,
    label: label(key),
    cell: (r) => {
      const ms = r[key];
      return ms === null ? '–' : formatUnit(ms, 'millisecond', locale);
    },
    csv: (r) => r[key] ?? '',
    numeric: true,
  });
  const columns: Column<Row>[] = [
    { key: 'name', label: label('name'), cell: (r) => r.name, csv: (r) => r.name },
    {
      key: 'partner',
      label: label('partner'),
      cell: (r) => <code>{r.partner}</code>,
      csv: (r) => r.partner,
    },
    {
      key: 'decision',
      label: label('decision'),
      cell: (r) => t(`partners>decisions>${r.decision}`),
      csv: (r) => r.decision,
    },
    countColumn('sent', label('sent'), locale),
    ...partnerAnswerOutcomes.map((outcome) => countColumn(outcome, label(outcome), locale)),
    {
      key: 'acceptanceRate',
      label: label('acceptanceRate'),
      cell: (r) => (r.acceptanceRate === null ? '–' : formatShare(r.acceptanceRate, locale)),
      csv: (r) => r.acceptanceRate ?? '',
      numeric: true,
    },
    time('medianMs'),
    time('p95Ms'),
    {
      // The breaker now, not over the period: the file keeps the API's ISO time, empty if closed.
      key: 'circuitOpenUntil',
      label: label('circuitOpenUntil'),
      cell: (r) =>
        r.circuitOpenUntil === null
          ? t('partners>circuit>closed')
          : t('partners>circuit>open', { time: formatClock(r.circuitOpenUntil, locale) }),
      csv: (r) => r.circuitOpenUntil ?? '',
    },
  ];
  return (
    <FiguresSection
      id="partners"
      title={t('partners>title')}
      lead={t('partners>lead')}
      choices={
        <PeriodChoice id="partners-period" value={days} locale={locale} onChange={setDays} />
      }
      loadKey={days}
      load={() => partners(days)}
    >
      {(figures) => (
        <FiguresTable
          labelledBy="partners"
          columns={columns}
          rows={figures.rows}
          rowKey={(r) => r.partner}
          fileName={`partners-${days}-days.csv`}
          none={t('partners>none')}
        />
      )}
    </FiguresSection>
  );
}
