// Speed in the field (issue 25 item 4): p75 of the real-user timings per brand, metric and
// device class, for a chosen period, as a table (and as CSV, item 7). Counts of one to four
// arrive from the API as "<5" and are shown so.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultOperatorPeriod, operatorPeriods } from '@finceptiv/contract/api/operator-routes';
import { localeTags, type Locale } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { fewVitalsReports, vitalsRating, type VitalsMetric } from '@finceptiv/contract/vitals';
import { formatDuration, formatNumber } from '@/shared/lib/format';
import { Spinner } from '@/shared/ui/spinner';
import { fieldSpeed, type OperatorPeriod, type OperatorVitals } from '../api/operator-api';
import { downloadCsv, toCsv } from '../lib/csv';
import { operatorNamespace } from '../operator-namespace';

type Row = OperatorVitals['rows'][number];
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; figures: OperatorVitals };

const titleId = 'field-speed-title';
const periodId = 'field-speed-period';

/** CLS has no unit; every other metric is in milliseconds. */
function figure(metric: VitalsMetric, value: number, locale: Locale): string {
  if (metric === 'CLS') return formatNumber(Number(value.toFixed(3)), locale);
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  }).format(value);
}

const isFew = (row: Row) => row.reports === '<5' || row.reports < fewVitalsReports;

/** The figures' own names in the CSV: a file other tools read, not a page people read. */
function csvOf(rows: readonly Row[]): string {
  return toCsv(
    ['brand', 'metric', 'device', 'p75', 'reports', 'rating'],
    rows.map((r) => [r.brand, r.metric, r.device, r.p75, r.reports, vitalsRating(r.metric, r.p75)]),
  );
}

export function FieldSpeed({ locale }: { locale: Locale }) {
  const { t } = useTranslation(operatorNamespace);
  const [days, setDays] = useState<OperatorPeriod>(defaultOperatorPeriod);
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    fieldSpeed(days).then(
      (figures) => {
        if (current) setState({ kind: 'ready', figures });
      },
      () => {
        if (current) setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [days]);
  const rows = state.kind === 'ready' ? state.figures.rows : [];
  return (
    <section className="operator-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('speed>title')}</h2>
      <p>{t('speed>lead')}</p>
      <div className="field operator-section__period">
        <label className="field__label" htmlFor={periodId}>
          {t('period')}
        </label>
        <select
          id={periodId}
          className="field__input"
          value={days}
          onChange={(event) => {
            setDays(event.currentTarget.value as OperatorPeriod);
            setState({ kind: 'loading' });
          }}
        >
          {operatorPeriods.map((period) => (
            <option key={period} value={period}>
              {formatDuration(Number(period), 'days', locale)}
            </option>
          ))}
        </select>
      </div>
      {state.kind === 'loading' ? <Spinner /> : null}
      {state.kind === 'failed' ? <p role="alert">{t('failed')}</p> : null}
      {state.kind === 'ready' && rows.length === 0 ? <p>{t('speed>none')}</p> : null}
      {rows.length > 0 ? (
        <>
          {/* At 320 px the table scrolls in this box: a keyboard must be able to reach it to
              scroll it (WCAG 2.1.1, axe's scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="operator-table" role="region" aria-labelledby={titleId} tabIndex={0}>
            <table aria-labelledby={titleId}>
              <thead>
                <tr>
                  {(['brand', 'metric', 'device', 'p75', 'reports', 'rating'] as const).map((c) => (
                    <th key={c} scope="col">
                      {t(`speed>columns>${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.brand} ${row.metric} ${row.device}`}>
                    <th scope="row">{products[row.brand].displayName}</th>
                    <td>{t(`speed>metrics>${row.metric}`)}</td>
                    <td>{t(`speed>devices>${row.device}`)}</td>
                    <td className="operator-table__number">
                      {figure(row.metric, row.p75, locale)}
                    </td>
                    <td className="operator-table__number">
                      {row.reports === '<5' ? row.reports : formatNumber(row.reports, locale)}
                    </td>
                    <td>
                      {t(`speed>ratings>${vitalsRating(row.metric, row.p75)}`)}
                      {isFew(row) ? ` (${t('speed>few')})` : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              downloadCsv(`field-speed-${days}-days.csv`, csvOf(rows));
            }}
          >
            {t('csv')}
          </button>
        </>
      ) : null}
    </section>
  );
}
