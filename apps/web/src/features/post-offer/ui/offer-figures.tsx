// The offer's figures in the brand's locale and currency (Intl), as a description list.
import type { Offer } from '@finceptiv/contract/api/lead-schemas';
import type { Product } from '@finceptiv/contract/products';
import { usePostOfferText } from './use-post-offer-text';

function formatMoney(value: number, tag: string, currency: string): string {
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(value);
}

function formatPercent(rate: number, tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}

export function OfferFigures({ offer, product }: { offer: Offer; product: Product }) {
  const text = usePostOfferText();
  const money = (value: number) => formatMoney(value, text.tag, product.currency);
  const rows: [string, string][] = [
    ['amount', money(offer.amount)],
    // The unit sits in the label, so no plural forms are needed for the number.
    [`period>${offer.periodScale}`, new Intl.NumberFormat(text.tag).format(offer.period)],
    ['monthlyPayment', money(offer.monthlyPayment)],
    ['totalRepayable', money(offer.totalRepayable)],
    ['monthlyInterestRate', formatPercent(offer.monthlyInterestRate, text.tag)],
  ];
  return (
    <dl className="post-offer__figures">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{text.t(`offer>${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
