// The brands table of ARCHITECTURE.md section 2: one entry per brand, the single place the
// web app and the API read a brand's country, locale, money, phone prefix, flow and loan limits.
// Looks (colours, logos, page data) belong to the web app's brands/ folder, not here.
import { withClampedDefault, type LoanConfig } from './loan-config.ts';
import type { BackendProductId, CountryCode, Locale, ProductId } from './product-ids.ts';

export {
  productIds,
  backendProductIds,
  locales,
  localeTags,
  countries,
  defaultProductId,
  isProductId,
  isBackendProductId,
  isLocale,
  type ProductId,
  type BackendProductId,
  type Locale,
  type CountryCode,
} from './product-ids.ts';
export {
  clampLoan,
  clampToRange,
  type LoanConfig,
  type LoanRange,
  type PeriodUnit,
} from './loan-config.ts';
export { productionHosts, resolveProductId } from './product-hosts.ts';

export type Flow = 'v3' | 'legacy';

export interface Product {
  id: ProductId;
  displayName: string;
  backendProduct: BackendProductId;
  country: CountryCode;
  locale: Locale;
  /** ISO 4217 code. */
  currency: string;
  currencySymbol: string;
  /** International dialling prefix, e.g. '+34'. */
  phonePrefix: string;
  flow: Flow;
  loan: LoanConfig;
}

// Spec 9's default config gives period default 31 with min 61: inconsistent as given. The
// default is clamped into [min, max] (so 61) rather than widening the range, because the range
// is what the backend accepts. See docs/decisions (ADR on the clamped default period).
// Every brand's limits go through loan(), so no default can lie outside its own range.
function loan(config: LoanConfig): LoanConfig {
  return {
    ...config,
    amount: withClampedDefault(config.amount),
    period: withClampedDefault(config.period),
  };
}

const defaultLoan = loan({
  amount: { default: 1000, min: 100, max: 1000, step: 100 },
  period: { default: 31, min: 61, max: 90, step: 1, unit: 'days' },
});

export const products: Record<ProductId, Product> = {
  // White label on the Spanish default config; its name is the configured brand name.
  default: {
    id: 'default',
    displayName: 'Finceptiv',
    backendProduct: 'default',
    country: 'ES',
    locale: 'en',
    currency: 'EUR',
    currencySymbol: '€',
    phonePrefix: '+34',
    flow: 'v3',
    loan: defaultLoan,
  },
  // Spanish short-term loans: the spec's default config.
  fiesta: {
    id: 'fiesta',
    displayName: 'Fiesta',
    backendProduct: 'fiesta',
    country: 'ES',
    locale: 'es',
    currency: 'EUR',
    currencySymbol: '€',
    phonePrefix: '+34',
    flow: 'v3',
    loan: defaultLoan,
  },
  // German instalment-loan comparison: the spec's German build values; rates vary by bank.
  askrobin: {
    id: 'askrobin',
    displayName: 'AskRobin',
    backendProduct: 'askrobin',
    country: 'DE',
    locale: 'de',
    currency: 'EUR',
    currencySymbol: '€',
    phonePrefix: '+49',
    flow: 'v3',
    loan: loan({
      amount: { default: 20000, min: 100, max: 120000, step: 100 },
      period: { default: 84, min: 1, max: 120, step: 1, unit: 'months' },
    }),
  },
  // Mexican car-title loans: larger sums against the car, monthly rate around 3.5 %.
  ibancar: {
    id: 'ibancar',
    displayName: 'Ibancar',
    backendProduct: 'ibancar',
    country: 'MX',
    locale: 'mx',
    currency: 'MXN',
    currencySymbol: '$',
    phonePrefix: '+52',
    flow: 'legacy',
    loan: loan({
      amount: { default: 50000, min: 10000, max: 500000, step: 1000 },
      period: { default: 24, min: 12, max: 48, step: 1, unit: 'months' },
      monthlyInterestRate: 0.035,
    }),
  },
  // Colombian vehicle loans; the monthly rate stays under the legal usury ceiling.
  prestamotor: {
    id: 'prestamotor',
    displayName: 'Prestamotor',
    backendProduct: 'default',
    country: 'CO',
    locale: 'co',
    currency: 'COP',
    currencySymbol: '$',
    phonePrefix: '+57',
    flow: 'legacy',
    loan: loan({
      amount: { default: 5000000, min: 1000000, max: 50000000, step: 100000 },
      period: { default: 24, min: 6, max: 60, step: 1, unit: 'months' },
      monthlyInterestRate: 0.019,
    }),
  },
  // Polish instalment loans, priced under the statutory maximum interest rate.
  ratapro: {
    id: 'ratapro',
    displayName: 'Ratapro',
    backendProduct: 'ratapro',
    country: 'PL',
    locale: 'pl',
    currency: 'PLN',
    currencySymbol: 'zł',
    phonePrefix: '+48',
    flow: 'v3',
    loan: loan({
      amount: { default: 5000, min: 500, max: 25000, step: 100 },
      period: { default: 24, min: 3, max: 48, step: 1, unit: 'months' },
      monthlyInterestRate: 0.015,
    }),
  },
  // Romanian personal loans.
  fidea: {
    id: 'fidea',
    displayName: 'Fidea',
    backendProduct: 'default',
    country: 'RO',
    locale: 'ro',
    currency: 'RON',
    currencySymbol: 'lei',
    phonePrefix: '+40',
    flow: 'legacy',
    loan: loan({
      amount: { default: 5000, min: 500, max: 30000, step: 100 },
      period: { default: 12, min: 3, max: 36, step: 1, unit: 'months' },
      monthlyInterestRate: 0.02,
    }),
  },
  // Vietnamese consumer loans; civil-code cap of 20 % a year, so about 1.6 % a month.
  lienketvay: {
    id: 'lienketvay',
    displayName: 'Lienketvay',
    backendProduct: 'default',
    country: 'VN',
    locale: 'vn',
    currency: 'VND',
    currencySymbol: '₫',
    phonePrefix: '+84',
    flow: 'legacy',
    loan: loan({
      amount: { default: 10000000, min: 1000000, max: 50000000, step: 500000 },
      period: { default: 6, min: 1, max: 12, step: 1, unit: 'months' },
      monthlyInterestRate: 0.016,
    }),
  },
  // Philippine online cash loans; small-loan rates are capped per month by the central bank.
  finipay: {
    id: 'finipay',
    displayName: 'Finipay',
    backendProduct: 'finipay',
    country: 'PH',
    locale: 'ph',
    currency: 'PHP',
    currencySymbol: '₱',
    phonePrefix: '+63',
    flow: 'v3',
    loan: loan({
      amount: { default: 10000, min: 1000, max: 50000, step: 500 },
      period: { default: 3, min: 1, max: 12, step: 1, unit: 'months' },
      monthlyInterestRate: 0.04,
    }),
  },
};
