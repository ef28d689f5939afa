import {
  isBackendProductId,
  type CountryCode,
  type ProductId,
} from '@finceptiv/contract/product-ids';
import {
  isRemote,
  type Catalogue,
  type LocalPartner,
  type RemotePartner,
} from '../partners/catalogue.ts';
import { isEligible, type Application } from '../partners/eligibility.ts';
import type { DecisionInputs } from './decision-inputs.ts';
import { productRules } from './product-rules.ts';

/** Why a lead was turned down: the product's own rules, or what the partners made of it. */
export type RejectionReason =
  | 'age'
  | 'income'
  | 'amount'
  | 'country'
  | 'product'
  | 'no_eligible_partner'
  | 'no_partner_accepted';

/** Where a lead goes at Checking: turned down, or to its eligible partners. */
export type Routing =
  | { kind: 'rejected'; reason: RejectionReason }
  | {
      kind: 'routed';
      /** The demonstration's pick among the eligible local partners, if any. */
      local: LocalPartner | undefined;
      /** Every eligible remote partner, all asked at once, in catalogue order. */
      remote: RemotePartner[];
    };

/** Birth date as [year, month, day], from 'YYYY-MM-DD'. */
function birthDate(data: DecisionInputs): [number, number, number] | undefined {
  const raw = data.personalDetails?.dateOfBirth;
  if (typeof raw !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  return [y, m, d];
}

function ageOn(birth: [number, number, number], today: Date): number {
  const [y, m, d] = birth;
  const month = today.getUTCMonth() + 1;
  const beforeBirthday = month < m || (month === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

export interface RouteInput {
  product: string;
  brand: ProductId;
  country: CountryCode;
  data: DecisionInputs;
  today: Date;
}

/**
 * The routing at Checking. The backend product's rules first (age, income, amount, and the
 * country of the brand the lead came through), then each catalogue partner's eligibility. Of
 * the eligible local (demonstration) partners, the one the applicant's day of birth picks
 * answers (table in docs/api.md), so tests and demos reach every partner with ordinary data.
 */
export function route(catalogue: Catalogue, input: RouteInput): Routing {
  const { product, brand, country, data, today } = input;
  if (!isBackendProductId(product)) return { kind: 'rejected', reason: 'product' };
  const rules = productRules[product];
  if (!rules.countries.includes(country)) return { kind: 'rejected', reason: 'country' };
  const birth = birthDate(data);
  if (birth === undefined) return { kind: 'rejected', reason: 'age' };
  const age = ageOn(birth, today);
  if (age < rules.minAge || age > rules.maxAge) return { kind: 'rejected', reason: 'age' };
  const income = data.incomeDetails?.monthlyIncome;
  if (income === undefined || income < rules.minMonthlyIncome)
    return { kind: 'rejected', reason: 'income' };
  const amount = data.amount;
  if (amount === undefined || amount <= 0 || amount > rules.maxAmount)
    return { kind: 'rejected', reason: 'amount' };
  const application: Application = {
    product,
    brand,
    country,
    amount,
    period: data.period ?? 1,
    periodScale: data.periodScale ?? 'months',
    age,
    monthlyIncome: income,
    incomeSource: data.incomeDetails?.incomeSource,
  };
  const eligible = catalogue.partners.filter((partner) => isEligible(partner, application));
  if (eligible.length === 0) return { kind: 'rejected', reason: 'no_eligible_partner' };
  const locals = eligible.filter((partner): partner is LocalPartner => !isRemote(partner));
  return {
    kind: 'routed',
    local: locals[(birth[2] - 1) % Math.max(1, locals.length)],
    remote: eligible.filter(isRemote),
  };
}
