// How the operator area writes its figures, in the operator's language.
import type { ShownCount } from '@finceptiv/contract/operator-aggregates';
import { localeTags, type Locale } from '@finceptiv/contract/product-ids';
import { formatNumber } from '@/shared/lib/format';

/** A count, or "<5" as the API sent it. */
export const formatCount = (count: ShownCount, locale: Locale): string =>
  typeof count === 'number' ? formatNumber(count, locale) : count;

/** '1,375 ms', '42 s': Intl's unit style, no fraction. */
export const formatUnit = (value: number, unit: 'millisecond' | 'second', locale: Locale) =>
  new Intl.NumberFormat(localeTags[locale], {
    style: 'unit',
    unit,
    maximumFractionDigits: 0,
  }).format(value);
