import type { MaskedIdentifiers } from '@finceptiv/contract/api/lead-schemas';
import type { LeadData } from './lead-model.ts';

// What a continue link may show of the identifiers a lead holds (ADR 0025): enough
// for the applicant to recognise them, too little to use them. A link in a forwarded email or
// on a shared computer then never gives the IBAN or the national ID away.

/** 'ES9121000418450200051332' -> 'ES91 **** **** **** **** 1332'. */
function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return '*'.repeat(compact.length);
  const masked = compact.slice(0, 4) + '*'.repeat(compact.length - 8) + compact.slice(-4);
  return (masked.match(/.{1,4}/g) ?? []).join(' ');
}

/** All but the last three characters masked ('12345678Z' -> '******78Z'). */
function maskAllButLast3(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= 3) return '*'.repeat(compact.length);
  return '*'.repeat(compact.length - 3) + compact.slice(-3);
}

/** The lead data without the identifiers, and the identifiers masked. */
export function maskIdentifiers(data: LeadData): { data: LeadData; masked: MaskedIdentifiers } {
  const { incomeDetails, personalDetails, otherDetails } = data;
  const { iban, ...income } = incomeDetails ?? {};
  const { personalCode, ...personal } = personalDetails ?? {};
  const { idCardNumber, ...other } = otherDetails ?? {};
  return {
    data: {
      ...data,
      ...(incomeDetails ? { incomeDetails: income } : {}),
      ...(personalDetails ? { personalDetails: personal } : {}),
      ...(otherDetails ? { otherDetails: other } : {}),
    },
    masked: {
      ...(iban ? { iban: maskIban(iban) } : {}),
      ...(personalCode ? { personalCode: maskAllButLast3(personalCode) } : {}),
      ...(idCardNumber ? { idCardNumber: maskAllButLast3(idCardNumber) } : {}),
    },
  };
}
