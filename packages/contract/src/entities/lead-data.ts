// The application (lead) data of spec 3: top-level fields, nested groups and tracking.
// Everything is optional because the lead is saved after each step.
import * as z from 'zod/mini';
import { sessionIdSchema } from '../validation/identifier-rules.ts';
import {
  choice,
  count,
  dayOfMonth,
  flag,
  isoDateTime,
  money,
  record,
  text,
} from '../validation/primitives.ts';
import { contactDetailsSchema, personalDetailsSchema } from './applicant.ts';
import { deviceInfoSchema } from './device-info.ts';
import { employerSchema, referenceDetailsSchema } from './employer.ts';
import { expensesSchema, incomeDetailsSchema } from './finances.ts';
import { otherDetailsSchema } from './other-details.ts';
import {
  affiliateReferenceSchema,
  googleClickSchema,
  posthogParametersSchema,
} from './tracking.ts';

export const periodScales = ['days', 'months'] as const;

export const leadDataSchema = z.object({
  id: z.optional(text(64)),
  amount: z.optional(money()),
  period: z.optional(count(3650)),
  periodScale: z.optional(choice(periodScales)),
  /** Always contains 'ui:react' (see mergeLeadTags). */
  tags: z.optional(z.array(text(100))),
  financingOption: z.optional(text(50)),
  monthlyPaymentDay: z.optional(dayOfMonth()),
  generalPolicies: z.optional(flag()),
  /** Accepted policies by policy id. */
  policies: z.optional(record(text(100), flag())),
  recaptchaLabel: z.optional(text(100)),
  recaptchaToken: z.optional(text(4096)),
  leadSource: z.optional(text(100)),
  /** Spec 4: present and true for a live stored lead; a missing status marks stale data. */
  leadStatus: z.optional(flag()),
  expiresAt: z.optional(isoDateTime()),
  deviceData: z.optional(deviceInfoSchema),
  sessionId: z.optional(sessionIdSchema),
  sessionStartedAt: z.optional(isoDateTime()),
  sellingTierGlobalId: z.optional(text(100)),
  affiliateReferenceParams: z.optional(affiliateReferenceSchema),
  personalDetails: z.optional(personalDetailsSchema),
  contactDetails: z.optional(contactDetailsSchema),
  incomeDetails: z.optional(incomeDetailsSchema),
  otherDetails: z.optional(otherDetailsSchema),
  expenses: z.optional(expensesSchema),
  employer: z.optional(employerSchema),
  referenceDetails: z.optional(referenceDetailsSchema),
  googleClick: z.optional(googleClickSchema),
  posthogParameters: z.optional(posthogParametersSchema),
  /** Social ad pixel browser and click ids. */
  fbp: z.optional(text(512)),
  fbc: z.optional(text(512)),
  /** Short-video ad pixel browser and click ids. */
  ttp: z.optional(text(512)),
  ttclid: z.optional(text(512)),
});
export type LeadData = z.infer<typeof leadDataSchema>;

/**
 * The groups that hold an applicant's personal data (spec 3); loan, consent and tracking fields
 * aside. The API takes none of them before the general policies are accepted (ADR 0040), and the
 * browser keeps them in the tab only (ADR 0007).
 */
export const personalDataGroups = [
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'otherDetails',
  'expenses',
  'employer',
  'referenceDetails',
] as const satisfies readonly (keyof LeadData)[];
/** What a client may send (defaults not yet applied). */
export type LeadDataInput = z.input<typeof leadDataSchema>;

export const reactUiTag = 'ui:react';

/** Spec 3: tags always include 'ui:react' and merge without duplicates, first occurrence first. */
export function mergeLeadTags(...lists: readonly (readonly string[] | undefined)[]): string[] {
  return [...new Set([...lists.flatMap((l) => l ?? []), reactUiTag])];
}
