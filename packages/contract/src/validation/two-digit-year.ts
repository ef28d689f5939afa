// Spec 9: a year typed or pasted with two digits means 20xx up to the cutoff and 19xx after
// it. The one home of that rule: every date field of the app (legacy, v3, post-offer) reads a
// typed date through normalizeDateText, and a year-only answer through expandTwoDigitYear.

export const twoDigitYearCutoff = 60;

/** 0-60 -> 2000-2060, 61-99 -> 1961-1999; any other number is returned as it is. */
export function expandTwoDigitYear(year: number): number {
  if (!Number.isInteger(year) || year < 0 || year > 99) return year;
  return year <= twoDigitYearCutoff ? 2000 + year : 1900 + year;
}

/** The order in which a locale writes day, month and year ('dmy' in most of the brands' markets). */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function calendarDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; setting the full year keeps the one asked for.
  date.setUTCFullYear(year);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` : undefined;
}

// A native date input holds '0059-02-01' after someone types 59 in its year segment.
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const partsPattern = /^(\d{1,4})[./\s-]+(\d{1,2})[./\s-]+(\d{1,4})$/;

/**
 * A typed or pasted date as 'YYYY-MM-DD' with any two-digit year expanded, or undefined when
 * the text is no calendar date. ISO text is read as ISO; other text as three numbers in the
 * locale's order ('01/02/59'), unless the first has four digits (then year, month, day).
 */
export function normalizeDateText(text: string, order: DateOrder = 'dmy'): string | undefined {
  const trimmed = text.trim();
  const iso = isoPattern.exec(trimmed);
  if (iso) {
    const year = Number(iso[1]);
    return calendarDate(
      year < 100 ? expandTwoDigitYear(year) : year,
      +(iso[2] ?? 0),
      +(iso[3] ?? 0),
    );
  }
  const parts = partsPattern.exec(trimmed);
  if (!parts) return undefined;
  const [a = '', b = '', c = ''] = parts.slice(1);
  const effective = a.length === 4 ? 'ymd' : order;
  const [yearText, month, day] =
    effective === 'ymd' ? [a, +b, +c] : effective === 'mdy' ? [c, +a, +b] : [c, +b, +a];
  // Only two or four digits name a year; '1/2/5' or '1/2/195' is a typo, not a date.
  if (yearText.length !== 2 && yearText.length !== 4) return undefined;
  const year = yearText.length === 2 ? expandTwoDigitYear(Number(yearText)) : Number(yearText);
  return calendarDate(year, month, day);
}
