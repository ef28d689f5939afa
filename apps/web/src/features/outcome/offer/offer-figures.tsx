import { useTranslation } from 'react-i18next';
import type { Offer } from '@finceptiv/contract/api/lead-schemas';
import { localeTags } from '@finceptiv/contract/product-ids';
import type { Product } from '@finceptiv/contract/products';
import { formatDuration, formatMoney } from '@/shared/lib/format';
import { outcomeNamespace } from '../outcome-namespace';

function formatRate(rate: number, product: Product): string {
  return new Intl.NumberFormat(localeTags[product.locale], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate);
}

/** The offer's figures as a definition list, in the brand's currency and locale. */
export function OfferFigures({ offer, product }: { offer: Offer; product: Product }) {
  const { t } = useTranslation(outcomeNamespace);
  const money = (value: number) =>
    formatMoney(value, product.locale, product.currency, product.currencySymbol);
  const rows: [string, string][] = [
    ['amount', money(offer.amount)],
    ['period', formatDuration(offer.period, offer.periodScale, product.locale)],
    ['monthlyPayment', money(offer.monthlyPayment)],
    ['totalRepayable', money(offer.totalRepayable)],
    ['monthlyInterestRate', formatRate(offer.monthlyInterestRate, product)],
  ];
  return (
    <dl className="offer__figures">
      {rows.map(([key, value]) => (
        <div key={key} className="offer__row">
          <dt>{t(`accepted>figures>${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
