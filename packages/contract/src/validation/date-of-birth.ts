// Date of birth (spec 5 via the product rules): an adult of 18 or more, no older than 100,
// not in the future. Ages are counted in whole years on UTC calendar dates.
import * as z from 'zod/mini';
import { validationMessages as M } from './messages.ts';

export const minimumAge = 18;
export const maximumAge = 100;

/** Whole years from `birth` ('YYYY-MM-DD') to `today`; a 29 February birthday turns on 1 March. */
export function ageOn(birth: string, today: Date): number {
  const [y = 0, m = 0, d = 0] = birth.split('-').map(Number);
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** `now` is injectable so tests and the server can pin the day. */
export function dateOfBirthSchema(now: () => Date = () => new Date()) {
  return z.iso.date({ error: M.dateOfBirthFormat, abort: true }).check(
    z.refine((v) => v <= todayIso(now()), { error: M.dateOfBirthFuture, abort: true }),
    z.refine((v) => ageOn(v, now()) >= minimumAge, { error: M.dateOfBirthUnderage, abort: true }),
    z.refine((v) => ageOn(v, now()) <= maximumAge, { error: M.dateOfBirthTooOld }),
  );
}
