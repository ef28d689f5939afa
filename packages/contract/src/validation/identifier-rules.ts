// Spec 5: identifiers read from the address bar.
import * as z from 'zod/mini';
import { validationMessages as M } from './messages.ts';

/** uuid in 8-4-4-4-12 hexadecimal form, any version, either case (no /i: JSON Schema drops flags). */
export const sessionIdPattern =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const sessionIdSchema = z
  .string({ error: M.invalid })
  .check(z.regex(sessionIdPattern, { error: M.sessionIdFormat }));

export interface AffiliateReferenceLike {
  attribute?: string | null | undefined;
  subId?: string | null | undefined;
  transactionId?: string | null | undefined;
}

/** A reference with no attribute, subId or transactionId is empty and must be ignored. */
export function isEmptyAffiliateReference(ref: AffiliateReferenceLike | null | undefined): boolean {
  if (!ref) return true;
  return ![ref.attribute, ref.subId, ref.transactionId].some(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
}

export const nonEmptyAffiliateReferenceCheck = z.refine<AffiliateReferenceLike>(
  (ref) => !isEmptyAffiliateReference(ref),
  { error: M.affiliateReferenceEmpty },
);
