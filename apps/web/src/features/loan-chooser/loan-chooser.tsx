import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@finceptiv/contract/products';
import { apiRequest } from '@/shared/api/client';
import { formatDuration, formatMoney, formatNumber } from '@/shared/lib/format';

interface CreatedLead {
  id: string;
}

// Walking skeleton of the first step: amount and period, then the lead is created.
export function LoanChooser({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { amount, period } = product.loan;
  const [values, setValues] = useState({ amount: amount.default, period: period.default });
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [leadId, setLeadId] = useState<string>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const amountId = useId();
  const periodId = useId();
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
      <div className="field">
        <label className="field__label" htmlFor={amountId}>
          {t('chooser>amount', { currency: product.currencySymbol })}
        </label>
        <input
          id={amountId}
          className="field__input"
          name="amount"
          type="number"
          inputMode="numeric"
          min={amount.min}
          max={amount.max}
          step={amount.step}
          value={values.amount}
          aria-describedby={`${amountId}-hint`}
          onChange={(e) => {
            setValues({ ...values, amount: Number(e.target.value) });
          }}
        />
        <p id={`${amountId}-hint`} className="field__hint">
          {t('chooser>range', { min: money(amount.min), max: money(amount.max) })}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={periodId}>
          {period.unit === 'days' ? t('chooser>periodDays') : t('chooser>periodMonths')}
        </label>
        <input
          id={periodId}
          className="field__input"
          name="period"
          type="number"
          inputMode="numeric"
          min={period.min}
          max={period.max}
          step={period.step}
          value={values.period}
          aria-describedby={`${periodId}-hint`}
          onChange={(e) => {
            setValues({ ...values, period: Number(e.target.value) });
          }}
        />
        <p id={`${periodId}-hint`} className="field__hint">
          {t('chooser>range', {
            min: formatNumber(period.min, product.locale),
            max: formatNumber(period.max, product.locale),
          })}
        </p>
      </div>
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
