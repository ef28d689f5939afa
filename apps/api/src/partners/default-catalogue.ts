import { countries } from '@finceptiv/contract/product-ids';
import { ProgressState as S } from '@finceptiv/contract/progress-states';
import type { CatalogueFile, PartnerEntry } from './catalogue-schema.ts';

// The catalogue of a fresh install (no PARTNERS_FILE): the demonstration's partners, decided in
// the API. Together they reach every post-offer screen of spec 4 (checked by a test); None (0)
// and Continue (14) have no screen and are not steps. An eligible applicant goes to the partner
// the day of the month they were born picks (decision/engine.ts; the table in docs/api.md), so
// tests and demos reach every partner with ordinary data; the order matters for that.

type Demo = Pick<PartnerEntry, 'id' | 'name' | 'steps' | 'end'> & { monthlyRate: number };

const demo: readonly Demo[] = [
  {
    id: 'moneyman',
    name: 'Moneyman',
    steps: [S.MobileVerification, S.MoneymanPaylands],
    end: { kind: 'redirect', method: 'POST' },
    monthlyRate: 0.03,
  },
  {
    id: 'wenance',
    name: 'Wenance',
    steps: [S.WenanceTink, S.WenanceAccount],
    end: { kind: 'thank-you' },
    monthlyRate: 0.028,
  },
  {
    id: 'creditea',
    name: 'Creditea',
    steps: [S.Instantor, S.PolicyConsents],
    end: { kind: 'thank-you' },
    monthlyRate: 0.025,
  },
  {
    id: 'younited',
    name: 'Younited',
    steps: [S.YounitedCreditDetails, S.YounitedProfessionalDetails],
    end: { kind: 'redirect', method: 'GET' },
    monthlyRate: 0.012,
  },
  {
    id: 'advanzia',
    name: 'Advanzia',
    steps: [S.AdvanziaConsents, S.IdUpload],
    end: { kind: 'thank-you' },
    monthlyRate: 0.015,
  },
  {
    id: 'smava',
    name: 'Smava',
    steps: [S.AdditionalPersonalDetails, S.AdditionalEmploymentDetails],
    end: { kind: 'redirect', method: 'GET' },
    monthlyRate: 0.01,
  },
  {
    id: 'santander',
    name: 'Santander Consumer',
    steps: [S.SantanderComperia],
    end: { kind: 'redirect', method: 'POST' },
    monthlyRate: 0.011,
  },
  {
    id: 'tfbank',
    name: 'TF Bank',
    steps: [S.TfbankConsents, S.CustomerDebts],
    end: { kind: 'thank-you' },
    monthlyRate: 0.014,
  },
  {
    id: 'cofidis',
    name: 'Cofidis',
    steps: [S.CofidisOffer, S.MaritalDetails],
    end: { kind: 'thank-you' },
    monthlyRate: 0.013,
  },
  {
    id: 'provident',
    name: 'Provident',
    steps: [S.ProvidentOffer, S.ReferenceDetails],
    end: { kind: 'thank-you' },
    monthlyRate: 0.04,
  },
  {
    id: 'instabank',
    name: 'Instabank',
    steps: [S.InstabankOffer, S.DynamicConsents],
    end: { kind: 'thank-you' },
    monthlyRate: 0.016,
  },
  {
    id: 'lendon',
    name: 'Lendon',
    steps: [S.Wniosek, S.WniosekSupplement],
    end: { kind: 'thank-you' },
    monthlyRate: 0.02,
  },
  {
    id: 'credius',
    name: 'Credius',
    steps: [S.Cnp, S.Aide],
    end: { kind: 'redirect', method: 'GET' },
    monthlyRate: 0.022,
  },
  {
    id: 'ibancar-motor',
    name: 'Ibancar Motor',
    steps: [S.Vehicle, S.MobileVerification],
    end: { kind: 'thank-you' },
    monthlyRate: 0.035,
  },
  {
    id: 'ipf-digital',
    name: 'IPF Digital',
    steps: [S.IpfdOfferChoice, S.ChangeMobileNumber, S.MobileVerification],
    end: { kind: 'thank-you' },
    monthlyRate: 0.03,
  },
];

/** The shipped catalogue, as a PARTNERS_FILE would write it: every country, local decisions. */
export const defaultCatalogueFile: CatalogueFile = {
  decisionBudgetMs: 10_000,
  circuitBreaker: { failures: 5, coolDownMs: 60_000 },
  partners: demo.map(({ monthlyRate, ...partner }) => ({
    ...partner,
    serves: { brands: [], countries: [...countries] },
    eligibility: {},
    decision: { kind: 'local', monthlyRate },
  })),
};
