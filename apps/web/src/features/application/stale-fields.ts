import type { LeadData } from '@finceptiv/contract/entities/lead-data';

// Spec 4 says stale fields are removed but not which; this is the decision. Stale is whatever
// identifies a person or a lead that may be gone: the lead id and status, every personal,
// contact, income, expense, employer and reference group, consents, captcha, device data and
// the session the lead was made in. Kept is what a returning visitor expects to find and
// what attribution needs: the loan choice (amount, period, its scale, financing option, payment
// day), tags, lead source, selling tier, affiliate reference, click ids and analytics flags.
export const staleLeadFields = [
  'id',
  'leadStatus',
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'otherDetails',
  'expenses',
  'employer',
  'referenceDetails',
  'generalPolicies',
  'policies',
  'recaptchaLabel',
  'recaptchaToken',
  'deviceData',
  'sessionId',
  'sessionStartedAt',
] as const satisfies readonly (keyof LeadData)[];

export function stripStaleFields<T extends Partial<LeadData>>(data: T): T {
  const kept = { ...data };
  for (const field of staleLeadFields) {
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the keys are the fixed list above
    delete kept[field];
  }
  return kept;
}
