// Spec 3 lead groups about the person: personalDetails and contactDetails. Every field is
// optional because a lead is built up step by step; a present field must pass its rule.
import * as z from 'zod/mini';
import {
  blockNumberSchema,
  citySchema,
  districtSchema,
  flatNumberSchema,
  houseNumberSchema,
  municipalitySchema,
  streetSchema,
  suburbSchema,
} from '../validation/address-rules.ts';
import { dateOfBirthSchema } from '../validation/date-of-birth.ts';
import { choice, flag, text } from '../validation/primitives.ts';
import { emailSchema, nameSchema, postalCodeSchema } from '../validation/text-rules.ts';
import { phoneTextSchema } from './phone-text.ts';

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

export const personalDetailsSchema = z.object({
  firstName: z.optional(nameSchema),
  middleName: z.optional(nameSchema),
  lastName: z.optional(nameSchema),
  secondLastName: z.optional(nameSchema),
  gender: z.optional(choice(genders)),
  /** 'YYYY-MM-DD'. */
  dateOfBirth: z.optional(dateOfBirthSchema()),
  /** National personal code (DNI/NIE, PESEL, CNP, ...); format checks are per partner. */
  personalCode: z.optional(text(30)),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

export const contactDetailsSchema = z.object({
  email: z.optional(emailSchema),
  phoneNumber: z.optional(phoneTextSchema),
  marketingConsents: z.optional(flag()),
  postalCode: z.optional(postalCodeSchema),
  province: z.optional(text(100)),
  district: z.optional(districtSchema),
  city: z.optional(citySchema),
  street: z.optional(streetSchema),
  blockNumber: z.optional(blockNumberSchema),
  houseNumber: z.optional(houseNumberSchema),
  floor: z.optional(text(20)),
  flatNumber: z.optional(flatNumberSchema),
  municipality: z.optional(municipalitySchema),
  suburb: z.optional(suburbSchema),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
