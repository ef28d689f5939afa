import type { Lead } from './lead-repository.ts';

/**
 * The lead application state of spec 3 plus what the current screen needs. Never any
 * personal data: this is what `/lead/status/:id` answers to anyone holding the id.
 */
export function toLeadState(lead: Lead): Record<string, unknown> {
  const {
    applicationResult,
    customerConsents,
    routeChange,
    lastOperationTimestamp,
    redirect,
    offer,
  } = lead.state;
  return {
    id: lead.id,
    progressState: lead.progressState,
    applicationResult,
    customerConsents,
    routeChange,
    lastOperationTimestamp,
    ...(offer ? { offer } : {}),
    ...(redirect ? { redirect } : {}),
  };
}
