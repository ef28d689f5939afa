import { useId, useState, type SyntheticEvent } from 'react';
import type { Product } from '@finceptiv/contract/products';
import { apiRequest } from '@/shared/api/client';

interface CreatedLead {
  id: string;
}

// Walking skeleton of the first step: amount and period, then the lead is created.
export function LoanChooser({ product }: { product: Product }) {
  const { amount, period } = product.loan;
  const [values, setValues] = useState({ amount: amount.default, period: period.default });
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [leadId, setLeadId] = useState<string>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const amountId = useId();
  const periodId = useId();

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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={amountId}>Amount ({product.currencySymbol})</label>
      <input
        id={amountId}
        name="amount"
        type="number"
        inputMode="numeric"
        min={amount.min}
        max={amount.max}
        step={amount.step}
        value={values.amount}
        onChange={(e) => {
          setValues({ ...values, amount: Number(e.target.value) });
        }}
      />
      <label htmlFor={periodId}>Period ({period.unit})</label>
      <input
        id={periodId}
        name="period"
        type="number"
        inputMode="numeric"
        min={period.min}
        max={period.max}
        step={period.step}
        value={values.period}
        onChange={(e) => {
          setValues({ ...values, period: Number(e.target.value) });
        }}
      />
      <button type="submit" disabled={status === 'saving'}>
        Continue
      </button>
      <p role="status">
        {status === 'saved' && leadId ? `Application saved. Reference: ${leadId}` : null}
        {status === 'failed' ? 'We could not save your application. Please try again.' : null}
      </p>
    </form>
  );
}
