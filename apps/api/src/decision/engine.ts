import { isBackendProductId } from '@finceptiv/contract/product-ids';
import { partners, type Partner } from './partner-catalogue.ts';
import { productRules } from './product-rules.ts';

export type Decision =
  | { kind: 'rejected'; reason: 'age' | 'income' | 'amount' | 'country' | 'product' }
  | { kind: 'accepted'; partner: Partner };

type Plain = Record<string, unknown>;

function group(data: Plain, key: string): Plain {
  const value = data[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Plain)
    : {};
}

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Birth date as [year, month, day], from 'YYYY-MM-DD' (time part ignored). */
export function birthDate(data: Plain): [number, number, number] | undefined {
  const raw = group(data, 'personalDetails').dateOfBirth;
  if (typeof raw !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  return [y, m, d];
}

export function ageOn(birth: [number, number, number], today: Date): number {
  const [y, m, d] = birth;
  const month = today.getUTCMonth() + 1;
  const beforeBirthday = month < m || (month === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/**
 * The decision at Checking. Rules of the backend product first (age, income, amount,
 * country); an eligible applicant is steered to a partner by the day of the month they
 * were born (docs/api.md has the table), so tests and demos can reach every partner.
 */
export function decide(product: string, data: Plain, today: Date): Decision {
  if (!isBackendProductId(product)) return { kind: 'rejected', reason: 'product' };
  const rules = productRules[product];
  const birth = birthDate(data);
  if (birth === undefined) return { kind: 'rejected', reason: 'age' };
  const age = ageOn(birth, today);
  if (age < rules.minAge || age > rules.maxAge) return { kind: 'rejected', reason: 'age' };
  const income = toNumber(group(data, 'incomeDetails').monthlyIncome);
  if (income === undefined || income < rules.minMonthlyIncome)
    return { kind: 'rejected', reason: 'income' };
  const amount = toNumber(data.amount);
  if (amount === undefined || amount <= 0 || amount > rules.maxAmount)
    return { kind: 'rejected', reason: 'amount' };
  const country = group(data, 'contactDetails').country;
  if (typeof country === 'string' && !rules.countries.some((c) => c === country.toUpperCase())) {
    return { kind: 'rejected', reason: 'country' };
  }
  const partner = partners[(birth[2] - 1) % partners.length];
  if (partner === undefined) return { kind: 'rejected', reason: 'product' };
  return { kind: 'accepted', partner };
}
