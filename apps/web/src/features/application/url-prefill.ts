import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import { clampLoan, type Product } from '@finceptiv/contract/products';

// Spec 3, URL parameters read. Personal values are removed from the address once read.
const personalAddressParams = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

export const campaignParams = [
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'ttclid',
] as const;

export type CampaignParam = (typeof campaignParams)[number];
export type CampaignValues = Partial<Record<CampaignParam, string>>;

export interface UrlPrefill {
  /** Lead fields to merge into the application data. */
  data: Partial<LeadData>;
  /** Names of the address parameters that prefilled something (posthogParameters). */
  prefilledFields: string[];
  campaign: CampaignValues;
}

function value(query: URLSearchParams, name: string): string | undefined {
  const raw = query.get(name)?.trim();
  return raw ? raw : undefined;
}

function number(query: URLSearchParams, name: string): number | undefined {
  const raw = value(query, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads amount, period, personal and campaign values; amount and period snap to the product's limits. */
export function readUrlPrefill(
  query: URLSearchParams,
  product: Product,
  current: Partial<LeadData>,
): UrlPrefill {
  const data: Partial<LeadData> = {};
  const prefilledFields: string[] = [];
  const amount = number(query, 'amount');
  const period = number(query, 'period');
  if (amount !== undefined || period !== undefined) {
    const loan = product.loan;
    const clamped = clampLoan(
      loan,
      amount ?? current.amount ?? loan.amount.default,
      period ?? current.period ?? loan.period.default,
    );
    if (amount !== undefined) {
      data.amount = clamped.amount;
      prefilledFields.push('amount');
    }
    if (period !== undefined) {
      data.period = clamped.period;
      data.periodScale = loan.period.unit;
      prefilledFields.push('period');
    }
  }
  const firstName = value(query, 'firstName');
  const lastName = value(query, 'lastName');
  if (firstName ?? lastName) {
    data.personalDetails = { ...current.personalDetails };
    if (firstName) data.personalDetails.firstName = firstName;
    if (lastName) data.personalDetails.lastName = lastName;
  }
  const email = value(query, 'email');
  const phoneNumber = value(query, 'phoneNumber');
  if (email ?? phoneNumber) {
    data.contactDetails = { ...current.contactDetails };
    if (email) data.contactDetails.email = email;
    if (phoneNumber) data.contactDetails.phoneNumber = phoneNumber;
  }
  for (const [name, given] of [
    ['firstName', firstName],
    ['lastName', lastName],
    ['email', email],
    ['phoneNumber', phoneNumber],
  ] as const) {
    if (given) prefilledFields.push(name);
  }
  const tier = value(query, 'sellingTierGlobalId');
  if (tier) {
    data.sellingTierGlobalId = tier;
    prefilledFields.push('sellingTierGlobalId');
  }
  const campaign: CampaignValues = {};
  for (const name of campaignParams) {
    const given = value(query, name);
    if (given) campaign[name] = given;
  }
  return { data, prefilledFields, campaign };
}

/**
 * The address without the personal values, or undefined when it has none, so the caller can
 * history.replaceState() it: names, email and phone must not linger in history or analytics.
 */
export function addressWithoutPersonalData(href: string): string | undefined {
  const url = new URL(href);
  const present = personalAddressParams.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return undefined;
  for (const name of present) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
