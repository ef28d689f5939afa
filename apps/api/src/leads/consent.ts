// Consent before personal data (issue 23 item 3, ADR 0040): a lead takes no personal data until
// its applicant has accepted the general terms and the privacy policy, and the server records
// which versions were accepted and when, by its own clock (the browser's word on either is never
// used). The first request that brings personal data, on either flow, is where this is decided.
import { personalDataGroups } from '@finceptiv/contract/entities/lead-data';
import { consentRecordAt } from '@finceptiv/contract/policies';
import { validationMessages } from '@finceptiv/contract/validation/messages';
import { fieldErrors } from '../http/errors.ts';
import type { LeadData } from './lead-model.ts';
import type { Lead } from './lead-repository.ts';

function carriesPersonalData(incoming: LeadData): boolean {
  return personalDataGroups.some((group) => incoming[group] !== undefined);
}

/**
 * The lead (its data already merged with `incoming`) with its consent recorded the first time
 * the applicant accepts. A request bringing personal data to a lead without acceptance is
 * refused with 422 on `fieldName`, the acceptance box of the flow that sent it.
 */
export function withConsent(lead: Lead, incoming: LeadData, fieldName: string, now: Date): Lead {
  if (lead.consentRecord !== null) return lead;
  if (lead.data.generalPolicies === true) return { ...lead, consentRecord: consentRecordAt(now) };
  if (carriesPersonalData(incoming))
    throw fieldErrors([{ fieldName, message: validationMessages.required }]);
  return lead;
}
