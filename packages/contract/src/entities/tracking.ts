// Spec 3 tracking fields carried in application data, the ad-click attribution record and
// the affiliate reference. Click ids are opaque strings set by the ad networks.
import * as z from 'zod/mini';
import { nonEmptyAffiliateReferenceCheck } from '../validation/identifier-rules.ts';
import { flag, isoDateTime, text } from '../validation/primitives.ts';

const clickId = () => z.optional(text(512));

export const googleClickSchema = z.object({
  gclid: clickId(),
  gclidAt: z.optional(isoDateTime()),
  gbraid: clickId(),
  wbraid: clickId(),
});
export type GoogleClick = z.infer<typeof googleClickSchema>;

export const posthogParametersSchema = z.object({
  isLeadPrefilled: z.optional(flag()),
  leadPrefilledFields: z.optional(z.array(text(100))),
  leadPreviouslyRedirected: z.optional(flag()),
});
export type PosthogParameters = z.infer<typeof posthogParametersSchema>;

/** Ad-click attribution as stored in the browser (spec 4, Ad-click tracking). */
export const adClickRecordSchema = z.object({
  gclid: clickId(),
  gclsrc: clickId(),
  gbraid: clickId(),
  wbraid: clickId(),
  setAt: isoDateTime(),
  /** The same moment, under the name the lead payload uses. */
  gclidAt: z.optional(isoDateTime()),
  /** Old records kept the click id here; read once to fill gclid. */
  value: clickId(),
});
export type AdClickRecord = z.infer<typeof adClickRecordSchema>;

export const affiliateReferenceSchema = z.object({
  attribute: z.optional(text(100)),
  subId: z.optional(text(200)),
  transactionId: z.optional(text(200)),
  setAt: z.optional(isoDateTime()),
});
export type AffiliateReference = z.infer<typeof affiliateReferenceSchema>;

/** A reference worth keeping: spec 5 says one without attribute, subId or transactionId is ignored. */
export const nonEmptyAffiliateReferenceSchema = affiliateReferenceSchema.check(
  nonEmptyAffiliateReferenceCheck,
);
