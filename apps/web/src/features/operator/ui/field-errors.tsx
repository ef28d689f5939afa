// Where fields trip applicants (issue 25 item 3, ADR 0042): for one brand and period, the field
// errors met most, with the message key, whether the browser or the API found it, and how many
// of the applications that met it then completed the step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultOperatorPeriod } from '@finceptiv/contract/api/operator-routes';
import type { Locale, ProductId } from '@finceptiv/contract/product-ids';
import { fieldErrors, type OperatorFieldErrors, type OperatorPeriod } from '../api/operator-api';
import { operatorNamespace } from '../operator-namespace';
import { BrandChoice, PeriodChoice } from './figure-choices';
import { FiguresSection } from './figures-section';
import { countColumn } from './figure-columns';
import { FiguresTable, type Column } from './figures-table';

type Row = OperatorFieldErrors['rows'][number];

export function FieldErrors({ locale, initialBrand }: { locale: Locale; initialBrand: ProductId }) {
  const { t } = useTranslation(operatorNamespace);
  const [brand, setBrand] = useState(initialBrand);
  const [days, setDays] = useState<OperatorPeriod>(defaultOperatorPeriod);
  const label = (key: string) => t(`errors>columns>${key}`);
  const code = (key: 'step' | 'field' | 'message'): Column<Row> => ({
    key,
    label: label(key),
    cell: (r) => <code>{r[key]}</code>,
    csv: (r) => r[key],
  });
  const count = (key: 'shown' | 'journeys' | 'corrected') => countColumn(key, label(key), locale);
  const columns: Column<Row>[] = [
    code('field'),
    code('step'),
    code('message'),
    {
      key: 'source',
      label: label('source'),
      cell: (r) => t(`errors>sources>${r.source}`),
      csv: (r) => r.source,
    },
    count('shown'),
    count('journeys'),
    count('corrected'),
  ];
  return (
    <FiguresSection
      id="field-errors"
      title={t('errors>title')}
      lead={t('errors>lead')}
      choices={
        <>
          <BrandChoice id="field-errors-brand" value={brand} onChange={setBrand} />
          <PeriodChoice id="field-errors-period" value={days} locale={locale} onChange={setDays} />
        </>
      }
      loadKey={`${brand} ${days}`}
      load={() => fieldErrors(brand, days)}
    >
      {(figures) => (
        <FiguresTable
          labelledBy="field-errors"
          columns={columns}
          rows={figures.rows}
          rowKey={(r) => `${r.step} ${r.field} ${r.message} ${r.source}`}
          fileName={`field-errors-${brand}-${days}-days.csv`}
          none={t('errors>none')}
        />
      )}
    </FiguresSection>
  );
}
