// What an ID says about its holder, for the cross-check against the form's answers. Only read
// from IDs that already passed their country's check (id-formats.ts), so positions are safe.
import * as curp from 'stdnum/lib/cjs/mx/curp.js';
import type { CountryCode } from '../../product-ids.ts';

export interface EncodedBirth {
  /** 'YYYY-MM-DD' when the ID holds the full date. */
  date?: string;
  /** When it holds only the year (Vietnam). */
  year?: number;
  gender?: 'male' | 'female';
}

const isoDate = (year: number, month: string, day: string) => `${year}-${month}-${day}`;
const oddIsMale = (digit: string | undefined) => (Number(digit) % 2 === 1 ? 'male' : 'female');

// PESEL: YYMMDD with the century added to the month (+80 1800s, +0 1900s, +20 2000s, ...);
// the tenth digit is odd for men.
function fromPesel(id: string): EncodedBirth {
  const month = Number(id.slice(2, 4));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(month / 20)] ?? 1900;
  const date = isoDate(
    century + Number(id.slice(0, 2)),
    String(month % 20).padStart(2, '0'),
    id.slice(4, 6),
  );
  return { date, gender: oddIsMale(id[9]) };
}

// CNP: the first digit is gender and century (1/2 1900s, 3/4 1800s, 5/6 2000s, odd for men);
// 7/8 (residents) give the gender only and 9 (foreigners) neither.
function fromCnp(id: string): EncodedBirth {
  const first = Number(id[0]);
  const century = ({ 1: 1900, 2: 1900, 3: 1800, 4: 1800, 5: 2000, 6: 2000 } as const)[first];
  if (first === 9) return {};
  const gender = oddIsMale(id[0]);
  if (century === undefined) return { gender };
  return {
    date: isoDate(century + Number(id.slice(1, 3)), id.slice(3, 5), id.slice(5, 7)),
    gender,
  };
}

// CURP: stdnum reads the date (a local-time Date, so read back in local time) and the sex
// letter (H man, M woman, X neither).
function fromCurp(id: string): EncodedBirth {
  const birth = curp.getBirthDate(id);
  const sex = curp.getGender(id);
  const day = (n: number) => String(n).padStart(2, '0');
  return {
    ...(birth
      ? { date: isoDate(birth.getFullYear(), day(birth.getMonth() + 1), day(birth.getDate())) }
      : {}),
    ...(sex === 'M' ? { gender: 'male' } : sex === 'F' ? { gender: 'female' } : {}),
  };
}

// Căn cước: the fourth digit is century and gender (0/1 1900s, 2/3 2000s, ...; even for men),
// the next two the year of birth.
function fromCanCuoc(id: string): EncodedBirth {
  const code = Number(id[3]);
  return {
    year: 1900 + Math.floor(code / 2) * 100 + Number(id.slice(4, 6)),
    gender: code % 2 === 0 ? 'male' : 'female',
  };
}

const readers: Partial<Record<CountryCode, (id: string) => EncodedBirth>> = {
  PL: fromPesel,
  RO: fromCnp,
  MX: fromCurp,
  VN: fromCanCuoc,
};

/** Birth facts the compact ID of `country` encodes (none for DNI, cédula, ...). */
export function encodedBirth(country: CountryCode, compactId: string): EncodedBirth {
  return readers[country]?.(compactId) ?? {};
}
