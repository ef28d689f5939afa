// The operator's figures and their rollups count whole calendar days in UTC (ADR 0058), so the
// same moment falls on the same day whatever a server's or a database session's time zone.
import { DAY } from '../config/limits.ts';

/** The UTC calendar date of a moment, YYYY-MM-DD. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);

/** The `days` UTC calendar days that end with `at`'s day (included), as YYYY-MM-DD. */
export function utcDaysEnding(days: number, at: Date): { firstDay: string; lastDay: string } {
  const lastDay = utcDate(at);
  return { firstDay: utcDate(new Date(Date.parse(lastDay) - (days - 1) * DAY)), lastDay };
}
