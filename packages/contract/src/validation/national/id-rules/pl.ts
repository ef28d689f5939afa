// Poland: PESEL (stdnum checks the date and check digit). It encodes YYMMDD with the century
// added to the month (+80 1800s, +0 1900s, +20 2000s, ...); the tenth digit is odd for men.
import { validate as pesel } from 'stdnum/lib/cjs/pl/pesel.js';
import { isoDate, oddIsMale, stdnumCompact, type EncodedBirth, type IdRule } from './id-rule.ts';

function birth(id: string): EncodedBirth {
  const month = Number(id.slice(2, 4));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(month / 20)] ?? 1900;
  const year = century + Number(id.slice(0, 2));
  return {
    date: isoDate(year, String(month % 20).padStart(2, '0'), id.slice(4, 6)),
    gender: oddIsMale(id[9]),
  };
}

export const rule: IdRule = { compact: stdnumCompact(pesel), birth };
