// Spec 3 lead group otherDetails: everything asked after income that is not an expense.
import * as z from 'zod/mini';
import { overdueDebtSchema } from '../validation/amount-rules.ts';
import { citySchema } from '../validation/address-rules.ts';
import { count, flag, isoDate, text } from '../validation/primitives.ts';

export const otherDetailsSchema = z.object({
  loanPurpose: z.optional(text(50)),
  isPoliticallyExposed: z.optional(flag()),
  connectedToPep: z.optional(flag()),
  maritalStatus: z.optional(text(30)),
  education: z.optional(text(50)),
  housingTenure: z.optional(text(50)),
  housingTenureSinceDate: z.optional(isoDate()),
  hasVehicleDownPayment: z.optional(flag()),
  /** Whether and how the applicant owns a vehicle: own, financed, none, ... */
  vehicleOwnership: z.optional(text(30)),
  vehicleLicensePlateNumber: z.optional(text(15)),
  isVehicleFinanced: z.optional(flag()),
  ibanConsent: z.optional(flag()),
  negativeCreditHistory: z.optional(flag()),
  numberOfDependants: z.optional(count(20)),
  /** ISO 3166-1 alpha-2 where the form offers a country list. */
  countryOfBirth: z.optional(text(56)),
  livingArea: z.optional(text(50)),
  citizenship: z.optional(text(56)),
  secondCitizenship: z.optional(text(56)),
  cityOfBirth: z.optional(citySchema),
  idCardNumber: z.optional(text(30)),
  idCardIssuedAt: z.optional(isoDate()),
  idCardIssuedAuthority: z.optional(text(100)),
  overdueDebtAmount: z.optional(overdueDebtSchema),
  provinceOfBirth: z.optional(text(100)),
  isInterestedInDebtConsolidation: z.optional(flag()),
  hasBankAccount: z.optional(flag()),
  hasProofOfIncome: z.optional(flag()),
});
export type OtherDetails = z.infer<typeof otherDetailsSchema>;
