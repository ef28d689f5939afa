import { useState, type SyntheticEvent } from 'react';
import type { Product } from '@finceptiv/contract/products';
import { applicationDataUpdated } from '@/features/application/public/application-data-slice';
import {
  useApplicationDispatch,
  useApplicationSelector,
} from '@/features/application/public/use-application-selector';
import { formatDuration, formatMoney, formatNumber } from '@/shared/lib/format';
import { fieldErrorMet } from '@/shared/lib/journey-signal';
import { useLegacyText } from '../legacy-text';
import { SaveFeedback } from '../form/save-feedback';
import { useSaveStep } from '../use-save-step';
import { clampToRange, monthlyEstimate } from './loan-bounds';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { LoanRangeField, loanFieldId } from './loan-range-field';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';

interface LoanChooserProps {
  product: Product;
  /** The card's heading on the first screen; a step page names the form by its h1 instead. */
  heading?: string | undefined;
  /** Runs before saving: the first screen clears a finished application's drafts. */
  beforeSave?: () => void;
}

/** Amount and period (spec 9 limits), the monthly estimate, and saving the loan (spec 4). */
export function LoanChooser({ product, heading, beforeSave }: LoanChooserProps) {
  const { t, ready } = useLegacyText();
  const dispatch = useApplicationDispatch();
  const { amount, period, monthlyInterestRate } = product.loan;
  // A stored choice from an earlier visit (or an older config) is snapped onto today's limits.
  const stored = useApplicationSelector((s) => s.applicationData);
  const [values, setValues] = useState(() => ({
    amount: clampToRange(amount, stored.amount ?? amount.default),
    period: clampToRange(period, stored.period ?? period.default),
  }));
  // The lead is created behind the next step (ADR 0057): a refusal of it comes back here.
  const refused = useApplicationSelector((s) => s.leadApplication.createBehind?.refusedWith);
  const { status, submit, retry } = useSaveStep(product, undefined, refused);
  const money = (value: number) =>
    formatMoney(value, product.locale, product.currency, product.currencySymbol);
  const duration = (value: number) => formatDuration(value, period.unit, product.locale);
  const number = (value: number) => formatNumber(value, product.locale);
  const estimate = monthlyEstimate(product.loan, values.amount, values.period);

  function change(next: typeof values) {
    setValues(next);
    // Kept with the application data, so a reload or a later step shows the same choice.
    dispatch(applicationDataUpdated(next));
  }

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    beforeSave?.();
    void submit({ ...values, periodScale: period.unit });
  }

  return (
    <form
      className="loan-chooser"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={heading ? 'loan-chooser-title' : 'page-title'}
    >
      {heading ? (
        <h2 id="loan-chooser-title" className="loan-chooser__title">
          {heading}
        </h2>
      ) : null}
      {status.kind === 'invalid' ? (
        <ErrorSummary
          titleText={t('form>errorSummaryTitle')}
          errorList={status.errors.map((error) => ({
            href: `#${loanFieldId(error.fieldName === 'period' ? 'period' : 'amount')}`,
            text: t(error.message),
            met: fieldErrorMet(error.fieldName, undefined, error.message),
          }))}
        />
      ) : null}
      <LoanRangeField
        name="amount"
        label={t('chooser>amount', { currency: product.currencySymbol })}
        hint={t('chooser>range', { min: money(amount.min), max: money(amount.max) })}
        range={amount}
        value={values.amount}
        formatValue={money}
        formatNumber={number}
        onChange={(value) => {
          change({ ...values, amount: value });
        }}
      />
      <LoanRangeField
        name="period"
        label={period.unit === 'days' ? t('chooser>periodDays') : t('chooser>periodMonths')}
        hint={t('chooser>range', { min: number(period.min), max: number(period.max) })}
        range={period}
        value={values.period}
        formatValue={duration}
        formatNumber={number}
        onChange={(value) => {
          change({ ...values, period: value });
        }}
      />
      <div className="loan-chooser__summary" aria-live="polite">
        <p>
          {t('chooser>summary', {
            amount: money(values.amount),
            duration: duration(values.period),
          })}
        </p>
        {ready && estimate !== undefined && monthlyInterestRate !== undefined ? (
          <p className="loan-chooser__estimate">
            {t('chooser>estimate', { amount: money(estimate) })}{' '}
            <span className="loan-chooser__note">
              {t('chooser>estimateNote', {
                rate: formatNumber(monthlyInterestRate * 100, product.locale),
              })}
            </span>
          </p>
        ) : null}
      </div>
      <BusyButton className="button button--primary" type="submit" busy={status.kind === 'saving'}>
        {status.kind === 'saving' ? t('chooser>saving') : t('chooser>submit')}
      </BusyButton>
      <SaveFeedback status={status} retry={retry} />
    </form>
  );
}
