// Request and response bodies of the lead calls (spec 7): legacy v2 speaks lead fields, v3
// speaks data points. Both carry `product`; an update also carries the lead `id`.
import * as z from 'zod/mini';
import {
  dataPointsPerStepSchema,
  dataPointValuesSchema,
  fieldErrorSchema,
} from '../entities/dynamic-form.ts';
import { leadApplicationStateSchema } from '../entities/lead-application-state.ts';
import { leadDataSchema, periodScales } from '../entities/lead-data.ts';
import { choice, flag, isoDateTime, money, text } from '../validation/primitives.ts';
import { leadIdSchema, productFieldSchema } from './common.ts';

export const leadV2CreateBodySchema = z.extend(leadDataSchema, { product: productFieldSchema });
export const leadV2UpdateBodySchema = z.extend(leadDataSchema, {
  product: productFieldSchema,
  id: leadIdSchema,
});
export type LeadV2CreateBody = z.input<typeof leadV2CreateBodySchema>;
export type LeadV2UpdateBody = z.input<typeof leadV2UpdateBodySchema>;

// Lead fields may ride along (session, device, tracking); a data point wins over the field it maps to.
const v3Shape = {
  product: productFieldSchema,
  dataPoints: dataPointValuesSchema,
  dataPointsPerStep: z.optional(dataPointsPerStepSchema),
};
export const leadV3CreateBodySchema = z.extend(leadDataSchema, v3Shape);
export const leadV3UpdateBodySchema = z.extend(leadDataSchema, { ...v3Shape, id: leadIdSchema });
export type LeadV3CreateBody = z.input<typeof leadV3CreateBodySchema>;
export type LeadV3UpdateBody = z.input<typeof leadV3UpdateBodySchema>;

/** Offer figures for the accepted screen, in the brand's currency. */
export const offerSchema = z.object({
  amount: money(),
  period: money(),
  periodScale: choice(periodScales),
  monthlyPayment: money(),
  totalRepayable: money(),
  monthlyInterestRate: money(),
});
export type Offer = z.infer<typeof offerSchema>;

export const redirectSchema = z.object({ url: text(2048), method: z.enum(['GET', 'POST']) });
export type Redirect = z.infer<typeof redirectSchema>;

/** Every lead call answers with the lead application state plus what the state's screen needs. */
export const leadResponseSchema = z.extend(leadApplicationStateSchema, {
  id: leadIdSchema,
  offer: z.optional(offerSchema),
  redirect: z.optional(redirectSchema),
});
export type LeadResponse = z.infer<typeof leadResponseSchema>;

/** GET /lead/:id/redirect: the state with the partner's URL and method spread in. */
export const leadRedirectResponseSchema = z.extend(leadResponseSchema, redirectSchema.shape);

/**
 * Continue links (ADR 0025): the app POSTs the link's single-use token, so it never
 * sits in a logged address; a valid exchange sets the lead's access cookie.
 */
export const continueLinkBodySchema = z.object({
  token: text(128),
  refTransactionId: z.optional(text(200)),
});

/**
 * What a continue link shows of the identifiers it holds: the IBAN's country, check digits and
 * last four characters, the rest masked. They are left out of `data` (and `dataPoints`), so no
 * form is prefilled with a value it cannot send back; the server keeps the stored ones.
 */
export const maskedIdentifiersSchema = z.object({
  iban: z.optional(text(64)),
  personalCode: z.optional(text(30)),
  idCardNumber: z.optional(text(50)),
});
export type MaskedIdentifiers = z.infer<typeof maskedIdentifiersSchema>;

/** A continued lead: its state and the data to prefill the forms with. */
export const continueLeadResponseSchema = z.extend(leadResponseSchema, {
  data: leadDataSchema,
  dataPoints: z.optional(dataPointValuesSchema),
  masked: maskedIdentifiersSchema,
});
export type ContinueLeadResponse = z.infer<typeof continueLeadResponseSchema>;

/** POST /v3/test/datapoints: checks data points without saving anything. */
export const testDataPointsBodySchema = z.object({
  product: productFieldSchema,
  dataPoints: dataPointValuesSchema,
});
export const testDataPointsResponseSchema = z.object({
  valid: flag(),
  errors: z.array(fieldErrorSchema),
});

/**
 * Spec 7 `/affiliate/event` (issue 26 item 1): the lifecycle events an affiliate network pays
 * on, which the app reports once per lead each (the API keeps one row per lead and event).
 * The body takes any plain event name, so a lender may add its own; these are the app's.
 */
export const affiliateLifecycleEvents = [
  'lead_created',
  'lead_submitted',
  'outcome_reached',
] as const;
export type AffiliateLifecycleEvent = (typeof affiliateLifecycleEvents)[number];
/** outcome_reached carries which decision was reached. */
export const affiliateOutcomes = ['accepted', 'redirected', 'rejected'] as const;

export const affiliateEventBodySchema = z.object({
  product: productFieldSchema,
  event: text(50),
  outcome: z.optional(z.enum(affiliateOutcomes)),
  leadId: z.optional(leadIdSchema),
  sessionId: z.optional(text(36)),
  attribute: z.optional(text(100)),
  subId: z.optional(text(200)),
  transactionId: z.optional(text(200)),
  occurredAt: z.optional(isoDateTime()),
});
export type AffiliateEventBody = z.infer<typeof affiliateEventBodySchema>;
