import { z } from 'zod';
import { periodScales } from '@finceptiv/contract/entities/lead-data';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { safeTextPattern } from '@finceptiv/contract/validation/primitives';
import { partnerUrl } from './partner-url.ts';

// What travels between the API and a remote partner (docs/partners.md documents each field).
// Every body is JSON, signed (partners/signing.ts); an answer or callback that does not parse
// here counts as the partner's error and never reaches a lead.

/** POST to the partner's decisionUrl: one application, with only the fields it asked for. */
export interface DecisionRequest {
  /** Ours, one per lead and partner: the idempotency key, and the name a callback uses. */
  applicationId: string;
  brand: string;
  country: CountryCode;
  currency: string;
  loan: { amount: number; period: number; periodScale: (typeof periodScales)[number] };
  /** The applicant's fields the catalogue lists for this partner, as the lead nests them. */
  applicant: Record<string, unknown>;
}

const money = z.number().positive().max(1e12);

export const offerSchema = z
  .strictObject({
    amount: money,
    period: z.number().int().positive().max(3650),
    periodScale: z.enum(periodScales),
    monthlyPayment: money,
    totalRepayable: money,
    /** Annual percentage rate, in percent, as the partner states it. */
    apr: z.number().min(0).max(10_000).optional(),
    /** The nominal monthly rate, 0.02 for 2 %: the offer screen shows it. */
    monthlyInterestRate: z.number().min(0).max(1),
  })
  .refine((offer) => offer.totalRepayable >= offer.amount, {
    message: 'totalRepayable below amount',
    path: ['totalRepayable'],
  });
export type PartnerOffer = z.infer<typeof offerSchema>;

/** Stored and shown to the operator: no control, bidi or unpaired surrogate characters. */
const safe = (max: number) => z.string().max(max).regex(safeTextPattern, 'unsafe characters');
const reason = safe(200).optional();
/** Where the applicant goes at the end when the partner names the page itself. */
const redirectUrl = partnerUrl.optional();

/** The partner's answer to a decision request (HTTP 200), or the same sent later by callback. */
export const decisionAnswerSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('accepted'), offer: offerSchema, redirectUrl }),
  z.strictObject({ status: z.literal('declined'), reason }),
  /** It will call back with the decision within the catalogue's budget. */
  z.strictObject({ status: z.literal('pending') }),
]);
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

const eventId = safe(100).min(1);
const applicationId = z.uuid();

/** POST to /api/partners/:partnerId/callback. */
export const callbackSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('decision'),
    eventId,
    applicationId,
    decision: z.discriminatedUnion('status', [
      z.strictObject({ status: z.literal('accepted'), offer: offerSchema, redirectUrl }),
      z.strictObject({ status: z.literal('declined'), reason }),
    ]),
  }),
  z.strictObject({
    type: z.literal('step'),
    eventId,
    applicationId,
    /** The post-offer state (spec 4) the result is for: the lead must be on it. */
    state: z.number().int(),
    outcome: z.enum(['completed', 'failed']),
  }),
]);
export type PartnerCallback = z.infer<typeof callbackSchema>;
