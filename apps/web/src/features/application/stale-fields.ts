import { personalDataGroups, type LeadData } from '@finceptiv/contract/entities/lead-data';

// Three lists of lead fields, one decision each (ADR 0007, amended by "personal data stays in
// the tab"):
// - personal: the applicant's answers and what identifies their device. They live in session
//   storage only and go on every final screen (thank-you, redirected, rejected).
// - stale: what a new application must not inherit (personal, plus the lead id and status,
//   consents, captcha and the session the lead was made in). Removed on expiry and start-over.
// - durable: the only fields local storage may hold, so a returning visitor finds their loan
//   choice and attribution but nothing about themselves: amount, period and its scale,
//   financing option, payment day, tags, lead source, selling tier, affiliate reference, click
//   ids and analytics flags, and the expiry.

export const personalLeadFields = [
  ...personalDataGroups,
  'recaptchaToken',
  'deviceData',
] as const satisfies readonly (keyof LeadData)[];

export const staleLeadFields = [
  ...personalLeadFields,
  'id',
  'leadStatus',
  'generalPolicies',
  'policies',
  'recaptchaLabel',
  'sessionId',
  'sessionStartedAt',
] as const satisfies readonly (keyof LeadData)[];

const durableLeadFields = [
  'amount',
  'period',
  'periodScale',
  'financingOption',
  'monthlyPaymentDay',
  'tags',
  'leadSource',
  'sellingTierGlobalId',
  'affiliateReferenceParams',
  'googleClick',
  'posthogParameters',
  'fbp',
  'fbc',
  'ttp',
  'ttclid',
  'expiresAt',
] as const satisfies readonly (keyof LeadData)[];

function without<T extends Partial<LeadData>>(data: T, fields: readonly (keyof LeadData)[]): T {
  const kept = { ...data };
  for (const field of fields) Reflect.deleteProperty(kept, field);
  return kept;
}

export function stripStaleFields<T extends Partial<LeadData>>(data: T): T {
  return without(data, staleLeadFields);
}

export function stripPersonalFields<T extends Partial<LeadData>>(data: T): T {
  return without(data, personalLeadFields);
}

/** The part of the application local storage may keep: the durable fields, nothing else. */
export function durablePart(data: Partial<LeadData>): Partial<LeadData> {
  const durable: ReadonlySet<string> = new Set(durableLeadFields);
  return Object.fromEntries(Object.entries(data).filter(([key]) => durable.has(key)));
}
