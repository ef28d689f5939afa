// The body of a journey report (ADR 0042). Strict, and every string is an enum or a narrow
// pattern: a client cannot slip a typed value, an address or an id into the store.
import * as z from 'zod/mini';
import {
  fieldErrorSources,
  journeyIdPattern,
  journeyOutcomes,
  maxJourneyEventAgeMs,
} from '../journey.ts';
import { productIds } from '../product-ids.ts';
import { vitalsSteps } from '../vitals.ts';
import { validationMessages as M, type ValidationMessageKey } from '../validation/messages.ts';

const messageKeys = Object.values(M) as [ValidationMessageKey, ...ValidationMessageKey[]];
const step = z.enum(vitalsSteps, { error: M.choice });

/** A data point name or a lead field path ('form_postal_code', 'personalDetails.firstName'). */
const fieldName = z
  .string({ error: M.invalid })
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_.]{0,79}$/, { error: M.invalid }));

/**
 * How long before the report the event happened, in ms: the app sends a few reports per
 * application rather than one per event, and the API dates each event by its arrival less this
 * (at most an hour), so the time on a step survives the batching.
 */
const msAgo = z.optional(
  z
    .int({ error: M.integer })
    .check(z.gte(0, { error: M.numberMin }), z.lte(maxJourneyEventAgeMs, { error: M.numberMax })),
);

export const journeyEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['reached', 'completed'], { error: M.choice }), step, msAgo }),
  z.strictObject({
    kind: z.literal('field-error', { error: M.choice }),
    step,
    msAgo,
    field: fieldName,
    message: z.enum(messageKeys, { error: M.choice }),
    source: z.enum(fieldErrorSources, { error: M.choice }),
  }),
  z.strictObject({
    kind: z.literal('outcome', { error: M.choice }),
    step,
    msAgo,
    outcome: z.enum(journeyOutcomes, { error: M.choice }),
    /** The partner an accepted or redirected application went to, as the lead status names it. */
    partner: z.optional(
      z.string({ error: M.invalid }).check(z.regex(/^[a-z0-9-]{1,40}$/, { error: M.invalid })),
    ),
  }),
]);
export type JourneyEvent = z.infer<typeof journeyEventSchema>;

export const journeyReportSchema = z.strictObject({
  brand: z.enum(productIds, { error: M.choice }),
  journey: z.string({ error: M.invalid }).check(z.regex(journeyIdPattern, { error: M.invalid })),
  events: z
    .array(journeyEventSchema)
    .check(z.minLength(1, { error: M.required }), z.maxLength(20, { error: M.tooLong })),
});
export type JourneyReport = z.infer<typeof journeyReportSchema>;
