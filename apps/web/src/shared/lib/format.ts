import { localeTags, type Locale } from '@finceptiv/contract/product-ids';
import type { PeriodUnit } from '@finceptiv/contract/loan-config';
import { keyedCache } from './keyed-cache';

// Amounts, numbers and durations through Intl with the BCP 47 tag of the spec's locale code
// (ARCHITECTURE.md 2). The brand's own currency symbol replaces Intl's (RON shows 'lei').

// Building an Intl formatter costs far more than formatting with one, and the chooser and
// every step format many figures per render: each formatter is built once per locale and style.
const numberFormats = keyedCache<Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return numberFormats(
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(localeTags[locale], options),
  );
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/**
 * Whole amounts without decimals ('1000 €'), a figure with cents with both of them ('137,45 €'):
 * an offer's monthly payment and total are disclosed to the cent, never rounded away.
 */
export function formatMoney(
  value: number,
  locale: Locale,
  currency: string,
  currencySymbol: string,
): string {
  const parts = numberFormat(locale, {
    style: 'currency',
    currency,
    ...(Number.isInteger(value)
      ? { maximumFractionDigits: 0 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }).formatToParts(value);
  return parts.map((part) => (part.type === 'currency' ? currencySymbol : part.value)).join('');
}

/** '24 months', '24 Monate', '24 tháng': Intl's unit style gets each language's plural right. */
export function formatDuration(value: number, unit: PeriodUnit, locale: Locale): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: unit === 'days' ? 'day' : 'month',
    unitDisplay: 'long',
  }).format(value);
}

/** A rate given as a fraction (0.0125) as a percentage of up to two decimals: '1.25%', '1,25 %'. */
export function formatPercent(rate: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}
