// Romania: CNP (stdnum checks county, date and check digit). The first digit is gender and
// century (1/2 1900s, 3/4 1800s, 5/6 2000s, odd for men); 7/8 (residents) give the gender only
// and 9 (foreigners) neither.
import { validate as cnp } from 'stdnum/lib/cjs/ro/cnp.js';
import { isoDate, oddIsMale, stdnumCompact, type EncodedBirth, type IdRule } from './id-rule.ts';

const centuries: Partial<Record<string, number>> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
};

function birth(id: string): EncodedBirth {
  if (id[0] === '9') return {};
  const gender = oddIsMale(id[0]);
  const century = centuries[id[0] ?? ''];
  if (century === undefined) return { gender };
  const date = isoDate(century + Number(id.slice(1, 3)), id.slice(3, 5), id.slice(5, 7));
  return { date, gender };
}

export const rule: IdRule = { compact: stdnumCompact(cnp), birth };
