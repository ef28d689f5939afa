import type { Product } from '@finceptiv/contract/products';
import { formatDuration, formatMoney } from '@/shared/lib/format';
import type { DataPointValues } from '../../definitions/types';
import { useFormText } from '../use-form-text';

/** The chosen amount and period, falling back to the brand's defaults before any choice. */
export function loanChoice(stored: DataPointValues, product: Product) {
  const amount = stored.loan_amount;
  const period = stored.loan_period;
  return {
    loan_amount: typeof amount === 'number' ? amount : product.loan.amount.default,
    loan_period: typeof period === 'number' ? period : product.loan.period.default,
  };
}

export function LoanSummary({ stored, product }: { stored: DataPointValues; product: Product }) {
  const { t } = useFormText();
  const choice = loanChoice(stored, product);
  const { locale, currency, currencySymbol } = product;
  return (
    <p className="loan-summary">
      {t('form>loanSummary', {
        amount: formatMoney(choice.loan_amount, locale, currency, currencySymbol),
        period: formatDuration(choice.loan_period, product.loan.period.unit, locale),
      })}
    </p>
  );
}
