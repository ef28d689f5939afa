import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@finceptiv/contract/products';
import { apiRequest } from '@/shared/api/client';
import { formatDuration, formatMoney, formatNumber } from '@/shared/lib/format';
import { LoanRangeField } from './loan-range-field';

interface CreatedLead {
  id: string;
}

// Walking skeleton of the first step: amount and period, then the lead is created.
// FIXME: posts the lead itself; the legacy flow (issue 7) should save through `useSaveLead`
// (features/application/public/use-save-lead.ts) and follow the returned progressState.
export function LoanChooser({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { amount, period } = product.loan;
  const [values, setValues] = useState({ amount: amount.default, period: period.default });
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [leadId, setLeadId] = useState<string>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const money = (value: number) =>
    formatMoney(value, product.locale, product.currency, product.currencySymbol);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setStatus('saving');
    try {
      const lead = await apiRequest<CreatedLead>(
        'POST',
        '/v2/lead',
        {
          product: product.backendProduct,
          ...values,
          periodScale: period.unit,
          tags: ['ui:react'],
        },
        { idempotencyKey },
      );
      setLeadId(lead.id);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form className="loan-chooser" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="loan-chooser__title">{t('chooser>title')}</h2>
      <LoanRangeField
        name="amount"
        label={t('chooser>amount', { currency: product.currencySymbol })}
        hint={t('chooser>range', { min: money(amount.min), max: money(amount.max) })}
        range={amount}
        value={values.amount}
        onChange={(value) => {
          setValues({ ...values, amount: value });
        }}
      />
      <LoanRangeField
        name="period"
        label={period.unit === 'days' ? t('chooser>periodDays') : t('chooser>periodMonths')}
        hint={t('chooser>range', {
          min: formatNumber(period.min, product.locale),
          max: formatNumber(period.max, product.locale),
        })}
        range={period}
        value={values.period}
        onChange={(value) => {
          setValues({ ...values, period: value });
        }}
      />
      <p className="loan-chooser__summary">
        {t('chooser>summary', {
          amount: money(values.amount),
          duration: formatDuration(values.period, period.unit, product.locale),
        })}
      </p>
      <button className="button button--primary" type="submit" disabled={status === 'saving'}>
        {status === 'saving' ? t('chooser>saving') : t('chooser>submit')}
      </button>
      <p className="loan-chooser__status" role="status">
        {status === 'saved' && leadId ? t('chooser>saved', { id: leadId }) : null}
        {status === 'failed' ? t('chooser>failed') : null}
      </p>
    </form>
  );
}
