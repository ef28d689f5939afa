// Phone numbers valid for the brand's country (spec 5), with the light 'min' metadata so the
// web bundle stays small. National ('612 345 678') and international ('+34 612...') input pass.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod/mini';
import type { CountryCode } from '../product-ids.ts';
import { validationMessages as M } from './messages.ts';
import { text } from './primitives.ts';

function parse(value: string, country?: CountryCode) {
  try {
    return parsePhoneNumberFromString(value, country);
  } catch {
    // The parser throws on some hostile input (e.g. extremely long strings); treat as invalid.
    return undefined;
  }
}

/** E.164 form ('+34612345678') of a number valid in `country`, otherwise undefined. */
export function normalizePhoneNumber(value: string, country: CountryCode): string | undefined {
  const phone = parse(value, country);
  return phone?.isValid() && phone.country === country ? phone.number : undefined;
}

export function phoneNumberSchema(country: CountryCode) {
  return text(40).check(
    z.refine((v) => parse(v, country)?.isValid() === true, { error: M.phoneFormat, abort: true }),
    z.refine((v) => parse(v, country)?.country === country, { error: M.phoneCountry }),
  );
}

/** Any valid international number ('+' and calling code); for fields not tied to one country. */
export const internationalPhoneSchema = text(40).check(
  z.refine((v) => v.startsWith('+') && parse(v)?.isValid() === true, { error: M.phoneFormat }),
);
