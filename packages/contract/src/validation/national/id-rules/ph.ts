// Philippines: the 16-digit PhilSys Card Number printed on the national ID (PSA), written in
// groups of four; the 12-digit PhilSys number itself is confidential by law, so it is not
// asked. stdnum has no Philippine ID; written here (ADR 0028).
import { digitsOnly, type IdRule } from './id-rule.ts';

export const rule: IdRule = {
  compact(value) {
    const digits = digitsOnly(value);
    return /^\d{16}$/.test(digits) ? digits : undefined;
  },
};
