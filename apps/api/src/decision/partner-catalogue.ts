import { ProgressState, type ProgressStateValue } from '@finceptiv/contract/progress-states';

const S = ProgressState;

export interface Partner {
  /** Stable slug used in offer ids and the local landing page. */
  slug: string;
  /** partner.name in the application result. */
  name: string;
  /** Post-offer states after `accepted`, in order. */
  steps: readonly ProgressStateValue[];
  /** How the lead ends: thank-you, or a redirect to the partner. */
  end: { kind: 'thank-you' } | { kind: 'redirect'; method: 'GET' | 'POST' };
  /** Nominal monthly rate used for the offer figures. */
  monthlyRate: number;
}

// The partner catalogue is data. Together the partners reach every post-offer screen of
// spec 4 (checked by a test); None (0) and Continue (14) have no screen and are not steps.
// The order matters: the engine picks partner (birth day - 1) mod length (docs/api.md).
export const partners: readonly Partner[] = [
  {
    slug: 'moneyman',
    name: 'Moneyman',
    steps: [S.MobileVerification, S.MoneymanPaylands],
    end: { kind: 'redirect', method: 'POST' },
    monthlyRate: 0.03,
  },
  {
    slug: 'wenance',
    name: 'Wenance',
    steps: [S.WenanceTink, S.WenanceAccount],
    end: { kind: 'thank-you' },
    monthlyRate: 0.028,
  },
  {
    slug: 'creditea',
    name: 'Creditea',
    steps: [S.Instantor, S.PolicyConsents],
    end: { kind: 'thank-you' },
    monthlyRate: 0.025,
  },
  {
    slug: 'younited',
    name: 'Younited',
    steps: [S.YounitedCreditDetails, S.YounitedProfessionalDetails],
    end: { kind: 'redirect', method: 'GET' },
    monthlyRate: 0.012,
  },
  {
    slug: 'advanzia',
    name: 'Advanzia',
    steps: [S.AdvanziaConsents, S.IdUpload],
    end: { kind: 'thank-you' },
    monthlyRate: 0.015,
  },
  {
    slug: 'smava',
    name: 'Smava',
    steps: [S.AdditionalPersonalDetails, S.AdditionalEmploymentDetails],
    end: { kind: 'redirect', method: 'GET' },
    monthlyRate: 0.01,
  },
  {
    slug: 'santander',
    name: 'Santander Consumer',
    steps: [S.SantanderComperia],
    end: { kind: 'redirect', method: 'POST' },
    monthlyRate: 0.011,
  },
  {
    slug: 'tfbank',
    name: 'TF Bank',
    steps: [S.TfbankConsents, S.CustomerDebts],
    end: { kind: 'thank-you' },
    monthlyRate: 0.014,
  },
  {
    slug: 'cofidis',
    name: 'Cofidis',
    steps: [S.CofidisOffer, S.MaritalDetails],
    end: { kind: 'thank-you' },
    monthlyRate: 0.013,
  },
  {
    slug: 'provident',
    name: 'Provident',
    steps: [S.ProvidentOffer, S.ReferenceDetails],
    end: { kind: 'thank-you' },
    monthlyRate: 0.04,
  },
  {
    slug: 'instabank',
    name: 'Instabank',
    steps: [S.InstabankOffer, S.DynamicConsents],
    end: { kind: 'thank-you' },
    monthlyRate: 0.016,
  },
  {
    slug: 'lendon',
    name: 'Lendon',
    steps: [S.Wniosek, S.WniosekSupplement],
    end: { kind: 'thank-you' },
    monthlyRate: 0.02,
  },
  {
    slug: 'credius',
    name: 'Credius',
    steps: [S.Cnp, S.Aide],
    end: { kind: 'redirect', method: 'GET' },
    monthlyRate: 0.022,
  },
  {
    slug: 'ibancar-motor',
    name: 'Ibancar Motor',
    steps: [S.Vehicle, S.MobileVerification],
    end: { kind: 'thank-you' },
    monthlyRate: 0.035,
  },
  {
    slug: 'ipf-digital',
    name: 'IPF Digital',
    steps: [S.IpfdOfferChoice, S.ChangeMobileNumber, S.MobileVerification],
    end: { kind: 'thank-you' },
    monthlyRate: 0.03,
  },
];

export function partnerBySlug(slug: string | null): Partner | undefined {
  return partners.find((p) => p.slug === slug);
}
