// Phone numbers valid for the brand's country (spec 5), with libphonenumber's 'min' metadata cut
// down to our countries (phone-metadata.ts) so the web's phone chunk stays small.
// National ('612 345 678') and international ('+34 612...') input pass.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import * as z from 'zod/mini';
import type { CountryCode } from '../product-ids.ts';
import { validationMessages as M } from './messages.ts';
import { phoneMetadata } from './phone-metadata.ts';
import { text } from './primitives.ts';

function parse(value: string, country?: CountryCode) {
  try {
    return country
      ? parsePhoneNumberFromString(value, country, phoneMetadata)
      : parsePhoneNumberFromString(value, phoneMetadata);
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

/**
 * The message key for a number that is not valid in `country`, else undefined. Callers that load
 * this module on demand use it instead of importing zod themselves: a dynamic import of
 * 'zod/mini' keeps its whole namespace (every locale, the JSON-schema code) in the bundle.
 */
export function phoneNumberMessage(value: string, country: CountryCode): string | undefined {
  const result = z.safeParse(phoneNumberSchema(country), value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? M.phoneFormat);
}

/**
 * Any valid international number ('+' and calling code) of the countries our brands serve; for
 * fields not tied to one country.
 */
export const internationalPhoneSchema = text(40).check(
  z.refine((v) => v.startsWith('+') && parse(v)?.isValid() === true, { error: M.phoneFormat }),
);
