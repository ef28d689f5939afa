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

/**
 * A part of a whole, as a fraction (0.833), when both are numbers: a share of a count shown as
 * "<5" would give the count away, so it has none.
 */
export const shareOf = (part: ShownCount, whole: ShownCount): number | undefined =>
  typeof part === 'number' && typeof whole === 'number' && whole > 0 ? part / whole : undefined;

/** '83 %' in the operator's language. */
export const formatShare = (share: number, locale: Locale) =>
  new Intl.NumberFormat(localeTags[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );

/** '14:05': the hour and minute of an ISO time, on the operator's clock (24 hours). */
export const formatClock = (isoTime: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(isoTime));
