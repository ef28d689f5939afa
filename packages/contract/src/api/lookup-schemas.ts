// Responses of the read-only look-ups (spec 7): postcodes, companies, choices, policies, ...
import * as z from 'zod/mini';
import { countries } from '../product-ids.ts';
import { validationMessages as M } from '../validation/messages.ts';
import { flag, record, safeString, text } from '../validation/primitives.ts';

export const postcodeParamsSchema = z.object({ code: text(10) });
export const postcodeQuerySchema = z.object({ country: z.optional(z.enum(countries)) });

export const postcodePlaceSchema = z.object({
  postalCode: text(10),
  city: text(100),
  province: z.optional(text(100)),
  district: z.optional(text(100)),
  municipality: z.optional(text(100)),
  suburb: z.optional(text(100)),
});
export const postcodeLookupResponseSchema = z.array(postcodePlaceSchema);
export type PostcodePlace = z.infer<typeof postcodePlaceSchema>;

export const companyParamsSchema = z.object({ name: text(150) });
export const companyListResponseSchema = z.array(
  z.object({
    name: text(150),
    taxRegistryCode: z.optional(text(30)),
    city: z.optional(text(100)),
    postalCode: z.optional(text(10)),
  }),
);

export const policySchema = z.object({
  id: text(100),
  /** i18n key of the checkbox text. */
  label: text(200),
  url: z.optional(text(2048)),
  required: flag(),
});
export const policiesResponseSchema = z.array(policySchema);
export type Policy = z.infer<typeof policySchema>;

export const emailParamsSchema = z.object({ email: text(254) });
export const emailValidationResponseSchema = z.object({
  valid: flag(),
  /** A likely intended address ('gmail.com' for 'gmial.com'). */
  suggestion: z.optional(text(254)),
});

export const partnerLogosResponseSchema = z.array(
  z.object({ name: text(100), logoUrl: text(2048) }),
);

export const vehicleModelsResponseSchema = z.array(
  z.object({ brand: text(100), models: z.array(text(100)) }),
);

/** Professional category -> its professions (select options of the professional-details step). */
export const professionalDetailsMappingSchema = z.record(text(100), z.array(text(200)));

export const translationParamsSchema = z.object({ lng: text(10), ns: text(50) });
/** A translation namespace: nested objects of strings. */
export const translationResourceSchema = z.record(z.string(), z.unknown());
/** i18next reports one key per call; a report of more is no report of the app's. */
export const maxMissingKeysPerReport = 20;
/** Missing keys reported by i18next: key -> fallback value. */
export const missingKeysBodySchema = record(
  text(500),
  safeString().check(z.maxLength(2000, { error: M.tooLong })),
).check(
  z.refine((keys) => Object.keys(keys).length <= maxMissingKeysPerReport, {
    error: M.invalid,
  }),
);
