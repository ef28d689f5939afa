import { isBackendProductId, type CountryCode } from '@finceptiv/contract/product-ids';
import type { DecisionInputs } from './decision-inputs.ts';
import { partners, type Partner } from './partner-catalogue.ts';
import { productRules } from './product-rules.ts';

export type Decision =
  | { kind: 'rejected'; reason: 'age' | 'income' | 'amount' | 'country' | 'product' }
  | { kind: 'accepted'; partner: Partner };

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

/** The partner an eligible applicant born on this day of the month is steered to. */
function partnerForBirthDay(day: number): Partner {
  const partner = partners[(day - 1) % partners.length];
  if (partner === undefined) throw new Error('empty partner catalogue');
  return partner;
}

/**
 * The decision at Checking. Rules of the backend product first (age, income, amount, and
 * the country of the brand the lead came through); an eligible applicant is steered to a
 * partner by the day of the month they were born (table in docs/api.md), so tests and
 * demos can reach every partner with ordinary data.
 */
export function decide(
  product: string,
  country: CountryCode,
  data: DecisionInputs,
  today: Date,
): Decision {
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
  return { kind: 'accepted', partner: partnerForBirthDay(birth[2]) };
}
