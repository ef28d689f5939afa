// Mexico: the CURP (stdnum checks its state, dates and check digit, and reads the birth date and
// the sex letter: H man, M woman, X neither).
import { getBirthDate, getGender, validate as curp } from 'stdnum/lib/cjs/mx/curp.js';
import { isoDate, stdnumCompact, type EncodedBirth, type IdRule } from './id-rule.ts';

const twoDigits = (n: number) => String(n).padStart(2, '0');

function birth(id: string): EncodedBirth {
  // A local-time Date, so read back in local time.
  const date = getBirthDate(id);
  const sex = getGender(id);
  return {
    ...(date
      ? {
          date: isoDate(
            date.getFullYear(),
            twoDigits(date.getMonth() + 1),
            twoDigits(date.getDate()),
          ),
        }
      : {}),
    ...(sex === 'M' ? { gender: 'male' } : sex === 'F' ? { gender: 'female' } : {}),
  };
}

export const rule: IdRule = { compact: stdnumCompact(curp), birth };
