import type { BackendProductId, CountryCode, ProductId } from '@finceptiv/contract/product-ids';
import type { Partner } from './catalogue.ts';

/** What a partner's eligibility is checked against: the lead's loan and applicant, decided. */
export interface Application {
  product: BackendProductId;
  brand: ProductId;
  country: CountryCode;
  amount: number;
  period: number;
  periodScale: 'days' | 'months';
  age: number;
  monthlyIncome: number;
  incomeSource: string | undefined;
}

const DAYS_PER_MONTH = 30;

/** The lead's term in the unit a partner states its range in (30 days a month). */
function termIn(unit: 'days' | 'months', application: Application): number {
  const { period, periodScale } = application;
  if (periodScale === unit) return period;
  return unit === 'days' ? period * DAYS_PER_MONTH : Math.ceil(period / DAYS_PER_MONTH);
}

const within = (value: number, range: { min: number; max: number } | undefined) =>
  range === undefined || (value >= range.min && value <= range.max);

/** Whether the partner serves the lead's brand or country and accepts its loan and applicant. */
export function isEligible(partner: Partner, application: Application): boolean {
  const { serves, eligibility: rules } = partner;
  if (!serves.brands.includes(application.brand) && !serves.countries.includes(application.country))
    return false;
  if (rules.products !== undefined && !rules.products.includes(application.product)) return false;
  if (!within(application.amount, rules.amount)) return false;
  if (rules.term !== undefined && !within(termIn(rules.term.unit, application), rules.term))
    return false;
  if (!within(application.age, rules.age)) return false;
  if (rules.minMonthlyIncome !== undefined && application.monthlyIncome < rules.minMonthlyIncome)
    return false;
  if (
    rules.incomeSources !== undefined &&
    (application.incomeSource === undefined ||
      !rules.incomeSources.includes(application.incomeSource))
  )
    return false;
  return true;
}
