import type { CountryCode } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import type { Lead } from '../leads/lead-repository.ts';
import type { RemotePartner } from './catalogue.ts';
import type { DecisionRequest } from './wire.ts';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null;

/** The lead's value at 'group.field', set at the same place of `into`. */
function copyPath(from: Plain, into: Plain, path: string): void {
  const [group, field] = path.split('.') as [string, string];
  const source = from[group];
  if (!isPlain(source) || source[field] === undefined) return;
  const existing = into[group];
  const target = isPlain(existing) ? existing : {};
  target[field] = source[field];
  into[group] = target;
}

/**
 * What one partner receives about one lead: the loan, and of the applicant only the fields the
 * catalogue lists for it (data minimisation, GDPR art. 5(1)(c)); nothing else of the lead.
 */
export function decisionRequest(
  partner: RemotePartner,
  lead: Lead,
  country: CountryCode,
  applicationId: string,
): DecisionRequest {
  const applicant: Plain = {};
  for (const path of partner.decision.fields) copyPath(lead.data, applicant, path);
  return {
    applicationId,
    brand: lead.state.brand,
    country,
    currency: products[lead.state.brand].currency,
    loan: {
      amount: lead.data.amount ?? 0,
      period: lead.data.period ?? 1,
      periodScale: lead.data.periodScale ?? 'months',
    },
    applicant,
  };
}
