// Each country's national ID ("personal code") check (ADR 0028). stdnum (python-stdnum's port)
// holds the checksummed ones; its CommonJS build is imported per module, because its ESM build
// cannot load in Node and its index pulls in every country. Three countries it lacks are
// written here, each from the issuing authority's published format; none has a check digit.
import * as dni from 'stdnum/lib/cjs/es/dni.js';
import * as nie from 'stdnum/lib/cjs/es/nie.js';
import * as idnr from 'stdnum/lib/cjs/de/idnr.js';
import * as curp from 'stdnum/lib/cjs/mx/curp.js';
import * as pesel from 'stdnum/lib/cjs/pl/pesel.js';
import * as cnp from 'stdnum/lib/cjs/ro/cnp.js';
import type { ValidateReturn } from 'stdnum/lib/cjs/types.js';
import type { CountryCode } from '../../product-ids.ts';

/** The compact (stored) form of a valid ID, otherwise undefined. */
export type IdFormat = (value: string) => string | undefined;

function stdnumFormat(...validators: { validate(value: string): ValidateReturn }[]): IdFormat {
  return (value) => {
    for (const validator of validators) {
      const result = validator.validate(value);
      if (result.isValid) return result.compact;
    }
    return undefined;
  };
}

/** People write these in groups ('1.020.304.050', '0011 2233 4455'): the groups carry no meaning. */
function digitsOnly(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

// Colombia: the cédula de ciudadanía is the bare number (Registraduría); older ones are shorter,
// those issued since 2003 have 10 digits. Its check digit belongs to the tax NIT, not the card.
const cedula: IdFormat = (value) => {
  const digits = digitsOnly(value);
  return /^[1-9]\d{5,9}$/.test(digits) ? digits : undefined;
};

// Vietnam: the 12-digit citizen identity number (căn cước công dân, Decree 137/2015): province
// of birth 001-096, a century-and-gender digit, the year of birth, six serial digits.
const canCuoc: IdFormat = (value) => {
  const digits = digitsOnly(value);
  const province = Number(digits.slice(0, 3));
  return /^\d{12}$/.test(digits) && province >= 1 && province <= 96 ? digits : undefined;
};

// Philippines: the 16-digit PhilSys Card Number printed on the national ID (PSA), written in
// groups of four. The 12-digit PhilSys number itself is confidential by law, so it is not asked.
const philSys: IdFormat = (value) => {
  const digits = digitsOnly(value);
  return /^\d{16}$/.test(digits) ? digits : undefined;
};

export const idFormats: Record<CountryCode, IdFormat> = {
  ES: stdnumFormat(dni, nie),
  // Germany has no general personal number; the tax identification number is the one a
  // lender may ask for (AskRobin's flow does not ask for any).
  DE: stdnumFormat(idnr),
  MX: stdnumFormat(curp),
  CO: cedula,
  PL: stdnumFormat(pesel),
  RO: stdnumFormat(cnp),
  VN: canCuoc,
  PH: philSys,
};
