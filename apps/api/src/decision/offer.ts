import type { CustomerConsent } from '@finceptiv/contract/entities/lead-application-state';
import type { DecisionInputs } from './decision-inputs.ts';
import type { LocalPartner } from '../partners/catalogue.ts';

/** Offer figures for the accepted screen: an annuity at the partner's nominal monthly rate. */
export function offerFor(partner: LocalPartner, data: DecisionInputs): Record<string, unknown> {
  const amount = data.amount ?? 0;
  const period = data.period ?? 1;
  const scale = data.periodScale ?? 'months';
  const months = Math.max(1, scale === 'days' ? Math.ceil(period / 30) : period);
  const r = partner.decision.monthlyRate;
  // At no interest the annuity formula divides zero by zero: the amount is simply shared out.
  const monthlyPayment = r === 0 ? amount / months : (amount * r) / (1 - (1 + r) ** -months);
  const rounded = Math.round(monthlyPayment * 100) / 100;
  return {
    amount,
    period,
    periodScale: scale,
    monthlyPayment: rounded,
    totalRepayable: Math.round(rounded * months * 100) / 100,
    monthlyInterestRate: r,
  };
}

/** The customer-specific consents (spec 2, `{id}/consents`): the partner's terms and data sharing. */
export function consentsFor(partner: { id: string }): CustomerConsent[] {
  return [
    {
      id: `${partner.id}-terms`,
      label: 'consents.partner.terms',
      required: true,
      url: `/api/partner/${partner.id}/terms`,
      accepted: false,
    },
    {
      id: `${partner.id}-data-sharing`,
      label: 'consents.partner.dataSharing',
      required: true,
      accepted: false,
    },
    {
      id: `${partner.id}-marketing`,
      label: 'consents.partner.marketing',
      required: false,
      accepted: false,
    },
  ];
}
