// Spec 3 lead groups employer and referenceDetails (a contact person the lender may call).
import * as z from 'zod/mini';
import { citySchema, houseNumberSchema, streetSchema } from '../validation/address-rules.ts';
import { text } from '../validation/primitives.ts';
import { companyNameSchema, nameSchema, postalCodeSchema } from '../validation/text-rules.ts';
import { phoneTextSchema } from './phone-text.ts';

export const employerSchema = z.object({
  name: z.optional(companyNameSchema),
  taxRegistryCode: z.optional(text(30)),
  postalCode: z.optional(postalCodeSchema),
  province: z.optional(text(100)),
  city: z.optional(citySchema),
  street: z.optional(streetSchema),
  houseNumber: z.optional(houseNumberSchema),
});
export type Employer = z.infer<typeof employerSchema>;

export const referenceDetailsSchema = z.object({
  /** Relation to the applicant: family, friend, colleague, ... */
  type: z.optional(text(30)),
  name: z.optional(nameSchema),
  phoneNumber: z.optional(phoneTextSchema),
});
export type ReferenceDetails = z.infer<typeof referenceDetailsSchema>;
