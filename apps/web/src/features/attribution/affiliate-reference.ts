import { isEmptyAffiliateReference } from '@finceptiv/contract/validation/identifier-rules';
import type { AffiliateReference } from '@finceptiv/contract/entities/tracking';
import { positiveSetting } from '@/shared/lib/positive-setting';
import { log } from '@/shared/storage/log';

export type { AffiliateReference };

export interface AffiliateResult {
  reference: AffiliateReference | undefined;
  /** A different reference arrived: spec 4 resets the session for it. */
  changed: boolean;
  /** The stored reference outlived its expiry: spec 4 removes it and resets the session. */
  expired: boolean;
}

// Spec 9: references expire after 480 hours unless configured otherwise.
export const defaultAffiliateExpiryHours = 480;

/** Spec 9: a positive number of hours; anything else is logged and the default is used. */
export function affiliateExpiryHours(configured: unknown): number {
  const hours = positiveSetting(configured);
  if (hours === undefined) return defaultAffiliateExpiryHours;
  if (!Number.isNaN(hours)) return hours;
  log.warn('Invalid affiliate reference expiry configuration; using the default.', configured);
  return defaultAffiliateExpiryHours;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Spec 3: refName, refSubId and refTransactionId, with s_id as the transaction id's fallback. */
export function referenceFromAddress(query: URLSearchParams): Omit<AffiliateReference, 'setAt'> {
  const ref: Omit<AffiliateReference, 'setAt'> = {};
  const attribute = text(query.get('refName'));
  const subId = text(query.get('refSubId'));
  const transactionId = text(query.get('refTransactionId')) ?? text(query.get('s_id'));
  if (attribute) ref.attribute = attribute;
  if (subId) ref.subId = subId;
  if (transactionId) ref.transactionId = transactionId;
  return ref;
}

function fromStored(stored: unknown): AffiliateReference | undefined {
  if (stored === null || typeof stored !== 'object') return undefined;
  const raw = stored as Record<string, unknown>;
  const ref: Omit<AffiliateReference, 'setAt'> = {};
  for (const field of ['attribute', 'subId', 'transactionId'] as const) {
    const value = text(raw[field]);
    if (value) ref[field] = value;
  }
  if (isEmptyAffiliateReference(ref)) return undefined;
  const setAt =
    raw.setAt instanceof Date
      ? raw.setAt
      : new Date(typeof raw.setAt === 'string' ? raw.setAt : NaN);
  // An unreadable set time cannot prove the reference is fresh: it is logged and counts as expired.
  return Number.isNaN(setAt.getTime()) ? ref : { ...ref, setAt: setAt.toISOString() };
}

function same(
  a: Omit<AffiliateReference, 'setAt'>,
  b: Omit<AffiliateReference, 'setAt'> | undefined,
): boolean {
  return (
    b !== undefined &&
    a.attribute === b.attribute &&
    a.subId === b.subId &&
    a.transactionId === b.transactionId
  );
}

export interface ResolveAffiliateInput {
  query: URLSearchParams;
  /** The stored application data's affiliateReferenceParams. */
  stored: unknown;
  now: Date;
  expiryHours: number;
  /** A reference with this attribute is the site's own and never expires (spec 9). */
  staticAffiliateName?: string | undefined;
}

/** Spec 4, Affiliate reference. */
export function resolveAffiliateReference(input: ResolveAffiliateInput): AffiliateResult {
  const { now } = input;
  const fromAddress = referenceFromAddress(input.query);
  const stored = fromStored(input.stored);
  const hasAddressRef = !isEmptyAffiliateReference(fromAddress);
  if (hasAddressRef && !same(fromAddress, stored)) {
    return {
      reference: { ...fromAddress, setAt: now.toISOString() },
      changed: true,
      expired: false,
    };
  }
  const attributeOnly =
    hasAddressRef && fromAddress.subId === undefined && fromAddress.transactionId === undefined;
  if (attributeOnly) {
    // Same attribute as stored (a different one was handled above): used unchanged, not flagged,
    // and live because the applicant is arriving through that affiliate right now.
    const setAt = stored?.setAt ? stored.setAt : now.toISOString();
    return { reference: { ...fromAddress, setAt }, changed: false, expired: false };
  }
  if (!stored) {
    if (
      input.query.has('refName') ||
      input.query.has('refSubId') ||
      input.query.has('refTransactionId')
    ) {
      log.info('No valid affiliate parameters in the address.');
    }
    return { reference: undefined, changed: false, expired: false };
  }
  return expireStored(stored, input);
}

function expireStored(stored: AffiliateReference, input: ResolveAffiliateInput): AffiliateResult {
  if (stored.attribute !== undefined && stored.attribute === input.staticAffiliateName) {
    return { reference: stored, changed: false, expired: false };
  }
  if (stored.setAt === undefined) {
    log.warn('Invalid affiliate reference setAt; treating it as expired.');
    return { reference: undefined, changed: false, expired: true };
  }
  const age = input.now.getTime() - new Date(stored.setAt).getTime();
  if (age > input.expiryHours * 60 * 60 * 1000) {
    return { reference: undefined, changed: false, expired: true };
  }
  return { reference: stored, changed: false, expired: false };
}
