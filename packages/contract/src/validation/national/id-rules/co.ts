// Colombia: the cédula de ciudadanía is the bare number (Registraduría); older ones are shorter,
// those issued since 2003 have 10 digits. stdnum has only the tax NIT, whose check digit is not
// on the card, so this rule is written here (ADR 0028).
import { digitsOnly, type IdRule } from './id-rule.ts';

export const rule: IdRule = {
  compact(value) {
    const digits = digitsOnly(value);
    return /^[1-9]\d{5,9}$/.test(digits) ? digits : undefined;
  },
};
