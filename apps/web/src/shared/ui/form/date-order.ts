// The order in which the page's locale writes a date, for reading a pasted '01/02/59': the
// Philippines write the month first, most of the brands' markets the day.
import type { DateOrder } from '@finceptiv/contract/validation/two-digit-year';

export function dateOrderOf(localeTag: string | undefined): DateOrder {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(localeTag || undefined).formatToParts(Date.UTC(2001, 10, 22));
  } catch {
    return 'dmy';
  }
  const order = parts
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year')
    .map((type) => type[0])
    .join('');
  return order === 'mdy' || order === 'ymd' ? order : 'dmy';
}
