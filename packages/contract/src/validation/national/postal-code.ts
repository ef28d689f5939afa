// Postal codes in each country's written form (ADR 0028), checked by postcode-validator's
// per-country patterns rather than our own: Poland '00-950', Romania '010011', the
// Philippines '1000'. The stored value is that written form, trimmed (the rule takes nothing
// else, so what passes is already canonical).
import { postcodeValidator } from 'postcode-validator';
import * as z from 'zod/mini';
import type { CountryCode } from '../../product-ids.ts';
import { validationMessages as M } from '../messages.ts';
import { postalCodeSchema } from '../text-rules.ts';

export function isPostalCodeOf(country: CountryCode, value: string): boolean {
  return postcodeValidator(value, country);
}

export function postalCodeSchemaFor(country: CountryCode) {
  return postalCodeSchema.check(
    z.refine((v) => isPostalCodeOf(country, v), { error: M.postalCodeFormat }),
  );
}
