import { fieldErrors } from '../http/errors.ts';
import type { Lead } from './lead-repository.ts';

/** Records the applicant's answers on the customer consents; every required one must be accepted. */
export function applyConsents(lead: Lead, given: Record<string, boolean>): Lead {
  const consents = lead.state.customerConsents.map((c) => ({
    ...c,
    accepted: given[c.id] ?? c.accepted ?? false,
  }));
  const missing = consents.filter((c) => c.required && !c.accepted);
  if (missing.length > 0) {
    throw fieldErrors(
      missing.map((c) => ({ fieldName: `consents.${c.id}`, message: 'validation.required' })),
    );
  }
  return { ...lead, state: { ...lead.state, customerConsents: consents } };
}
