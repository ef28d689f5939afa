// Spec 3 lead application state: where the lead is (progressState) and what came of it.
// The API owns it; the app only follows progressState through the step-route table.
import * as z from 'zod/mini';
import { progressStateNames } from '../progress-states.ts';
import { validationMessages as M } from '../validation/messages.ts';
import { flag, isoDateTime, text } from '../validation/primitives.ts';

export const progressStateSchema = z
  .int({ error: M.integer })
  .check(
    z.gte(0, { error: M.numberMin }),
    z.lte(progressStateNames.length - 1, { error: M.numberMax }),
  );

export const applicationResultSchema = z.object({
  /** Partner decision status; the values are the server's (spec 4: not shown). */
  status: z.optional(text(50)),
  offerId: z.optional(z.nullable(text(100))),
  partner: z.optional(z.object({ name: z.optional(text(100)) })),
});
export type ApplicationResult = z.infer<typeof applicationResultSchema>;

/** One consent on the customer-specific policy consents screen. */
export const customerConsentSchema = z.object({
  id: text(100),
  /** i18n key or the partner's own text. */
  label: text(2000),
  required: flag(),
  url: z.optional(text(2048)),
  accepted: z.optional(flag()),
});
export type CustomerConsent = z.infer<typeof customerConsentSchema>;

export const leadApplicationStateSchema = z.object({
  progressState: progressStateSchema,
  applicationResult: z.optional(applicationResultSchema),
  customerConsents: z.optional(z.array(customerConsentSchema)),
  /** Set when the server moved the lead to another route than the app asked for. */
  routeChange: z.optional(flag()),
  lastOperationTimestamp: z.optional(isoDateTime()),
});
export type LeadApplicationState = z.infer<typeof leadApplicationStateSchema>;

/** Spec 4: initial state, also what the clear-state action resets to. */
export const initialLeadApplicationState: LeadApplicationState = { progressState: 0 };
