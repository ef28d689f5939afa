// The partner's offer as a description list: amount, period, monthly payment, total and monthly
// rate, in the brand's locale and currency. The accepted screen and the post-offer offer screens
// show the same offer, so they draw it with one component on the shared formatters (issue 21):
// the brand's currency symbol, amounts to the cent, the period with its unit.
import type { Offer } from '@finceptiv/contract/api/lead-schemas';
import type { Product } from '@finceptiv/contract/products';
import { formatDuration, formatMoney, formatPercent } from '@/shared/lib/format';

export type OfferFigure =
  'amount' | 'period' | 'monthlyPayment' | 'totalRepayable' | 'monthlyInterestRate';

interface OfferFiguresProps {
  offer: Offer;
  product: Product;
  /** The figure's label, from the screen's own namespace. */
  label: (figure: OfferFigure) => string;
  /** The list's class: each screen lays the figures out in its own style. */
  className: string;
}

export function OfferFigures({ offer, product, label, className }: OfferFiguresProps) {
  const money = (value: number) =>
    formatMoney(value, product.locale, product.currency, product.currencySymbol);
  const figures: [OfferFigure, string][] = [
    ['amount', money(offer.amount)],
    ['period', formatDuration(offer.period, offer.periodScale, product.locale)],
    ['monthlyPayment', money(offer.monthlyPayment)],
    ['totalRepayable', money(offer.totalRepayable)],
    ['monthlyInterestRate', formatPercent(offer.monthlyInterestRate, product.locale)],
  ];
  return (
    <dl className={className}>
      {figures.map(([figure, value]) => (
        <div key={figure}>
          <dt>{label(figure)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
