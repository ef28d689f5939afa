import type { BackendProductId, CountryCode } from '@finceptiv/contract/product-ids';

/** Eligibility rules per backend product (ARCHITECTURE.md 3). Income is monthly, local currency. */
export interface ProductRules {
  minAge: number;
  maxAge: number;
  minMonthlyIncome: number;
  maxAmount: number;
  countries: readonly CountryCode[];
}

// 'default' serves the white label and the legacy brands of four countries with four
// currencies, so its income and amount limits are only sanity bounds.
export const productRules: Record<BackendProductId, ProductRules> = {
  default: {
    minAge: 18,
    maxAge: 75,
    minMonthlyIncome: 1,
    maxAmount: 1_000_000_000,
    countries: ['ES', 'CO', 'RO', 'VN'],
  },
  fiesta: { minAge: 18, maxAge: 75, minMonthlyIncome: 600, maxAmount: 1000, countries: ['ES'] },
  askrobin: {
    minAge: 18,
    maxAge: 75,
    minMonthlyIncome: 1000,
    maxAmount: 120_000,
    countries: ['DE'],
  },
  ibancar: {
    minAge: 18,
    maxAge: 75,
    minMonthlyIncome: 5000,
    maxAmount: 500_000,
    countries: ['MX'],
  },
  ratapro: { minAge: 18, maxAge: 75, minMonthlyIncome: 2000, maxAmount: 50_000, countries: ['PL'] },
  finipay: {
    minAge: 21,
    maxAge: 65,
    minMonthlyIncome: 10_000,
    maxAmount: 500_000,
    countries: ['PH'],
  },
};
