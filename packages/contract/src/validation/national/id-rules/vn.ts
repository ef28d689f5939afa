// Vietnam: the 12-digit citizen identity number (căn cước công dân, Decree 137/2015): province
// of birth 001-096, a century-and-gender digit (0/1 1900s, 2/3 2000s, ...; even for men), the
// year of birth, six serial digits. stdnum has only the tax code; written here (ADR 0028).
import { digitsOnly, type EncodedBirth, type IdRule } from './id-rule.ts';

function birth(id: string): EncodedBirth {
  const code = Number(id[3]);
  return {
    year: 1900 + Math.floor(code / 2) * 100 + Number(id.slice(4, 6)),
    gender: code % 2 === 0 ? 'male' : 'female',
  };
}

export const rule: IdRule = {
  compact(value) {
    const digits = digitsOnly(value);
    const province = Number(digits.slice(0, 3));
    return /^\d{12}$/.test(digits) && province >= 1 && province <= 96 ? digits : undefined;
  },
  birth,
};
