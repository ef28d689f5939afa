// IBAN check digits and per-country format via ibantools; spaces as typed by people are allowed.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as z from 'zod/mini';
import { validationMessages as M } from './messages.ts';
import { text } from './primitives.ts';

/** 'DE89 3704 0044 0532 0130 00' -> 'DE89370400440532013000' when valid, otherwise undefined. */
export function normalizeIban(value: string): string | undefined {
  const electronic = electronicFormatIBAN(value);
  return electronic && isValidIBAN(electronic) ? electronic : undefined;
}

export const ibanSchema = text(50).check(
  z.refine((v) => normalizeIban(v) !== undefined, { error: M.ibanFormat }),
);

/** An IBAN that must belong to one country (e.g. a German account for the German brand). */
export function ibanSchemaFor(country: string) {
  return ibanSchema.check(
    z.refine((v) => normalizeIban(v)?.startsWith(country.toUpperCase()) !== false, {
      error: M.ibanCountry,
    }),
  );
}
