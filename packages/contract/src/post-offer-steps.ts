// What each post-offer step takes (spec 7 step calls, issue 20): per progress state its
// endpoint, the partner answers it asks by name, the lead fields it may fill, whether it
// records the customer consents, and the verification provider whose signed result completes
// it. Nothing else is accepted (api/post-offer-step-schemas.ts builds the strict bodies), so a
// step cannot reach the amount, the birth date or the phone once the decision is taken.
// Plain data without zod: the web app reads endpoints and providers from here cheaply.
import type { PostOfferAnswerName } from './post-offer-answers.ts';
import { ProgressState as S, type ProgressStateValue } from './progress-states.ts';

export const verificationProviders = ['instantor', 'tink', 'paylands'] as const;
export type VerificationProvider = (typeof verificationProviders)[number];

/** Lead fields a step may fill (never a field the decision read: see the API's decision inputs). */
export type StepLeadFields = 'employerName' | 'personalCode' | 'referencePerson';

export interface PostOfferStep {
  /** Spec 7 path (below /api). */
  endpoint: string;
  /**
   * Partner answers (`answers.<name>`), kept with the lead's state, never in lead data. Each
   * name has one rule in post-offer-answers.ts (spec data point names, ADR 0035).
   */
  answers?: readonly PostOfferAnswerName[];
  lead?: StepLeadFields;
  /** The step records the customer consents (`consents.<id>`). */
  consents?: true;
  /** A bank or card widget: only the provider's signed result (`verification`) completes it. */
  verification?: VerificationProvider;
  /**
   * The partner lets the applicant skip it (POST /lead/skip/:id): the API refuses a skip
   * anywhere else, and the web screen shows its skip button only here.
   */
  skippable?: true;
}

const offerDecision = ['decision'] as const;

export const postOfferSteps = {
  [S.Instantor]: { endpoint: '/lead/account', verification: 'instantor' },
  [S.WenanceTink]: { endpoint: '/lead/account', verification: 'tink' },
  [S.WenanceAccount]: { endpoint: '/lead/account', answers: ['account_type'] },
  [S.MoneymanPaylands]: { endpoint: '/lead/offer/payment', verification: 'paylands' },
  [S.Vehicle]: {
    endpoint: '/lead/vehicle',
    answers: [
      'form_vehicle_brand',
      'form_vehicle_model',
      'form_vehicle_registration_year',
      'form_vehicle_odometer',
      'form_vehicle_plate_number',
      'form_is_vehicle_financed',
      'form_has_vehicle_down_payment',
    ],
  },
  [S.PolicyConsents]: { endpoint: '/lead/offer/policy', consents: true },
  [S.AdvanziaConsents]: { endpoint: '/lead/offer/policy', consents: true },
  [S.TfbankConsents]: { endpoint: '/lead/offer/policy', consents: true },
  // Instabank's dynamic consents also ask, as opt-ins, by which channels it may send offers.
  [S.DynamicConsents]: {
    endpoint: '/lead/offer/dynamic-policy',
    consents: true,
    answers: ['consent_email', 'consent_phone', 'consent_text', 'consent_post'],
  },
  [S.AdditionalEmploymentDetails]: {
    endpoint: '/lead/offer/employment-details',
    answers: ['contract_type', 'years_employed', 'form_salary_cycle', 'form_salary_cycle_value'],
    lead: 'employerName',
  },
  [S.AdditionalPersonalDetails]: {
    endpoint: '/lead/offer/personal-details',
    answers: ['form_housing_tenure', 'form_marital_status'],
  },
  [S.MaritalDetails]: {
    endpoint: '/lead/marital-details',
    answers: ['form_marital_status', 'form_number_of_dependants'],
  },
  [S.Aide]: { endpoint: '/lead/aide', answers: ['receives_aide', 'aide_amount'], skippable: true },
  [S.YounitedCreditDetails]: {
    endpoint: '/lead/offer/credit-details',
    answers: ['form_credit_commitments', 'form_monthly_credit_commitments'],
  },
  [S.YounitedProfessionalDetails]: {
    endpoint: '/lead/offer/professional-details',
    answers: ['form_job_position', 'form_job_sector', 'form_job_profession'],
  },
  [S.Cnp]: { endpoint: '/lead/cnp', lead: 'personalCode' },
  // The id upload itself is a multipart call of its own; this is its skip.
  [S.IdUpload]: { endpoint: '/lead/offer/skip-document-upload', skippable: true },
  [S.CustomerDebts]: {
    endpoint: '/lead/offer/customer-debts',
    answers: ['form_total_debt_amount', 'form_overdue_debt_amount'],
    skippable: true,
  },
  [S.ReferenceDetails]: {
    endpoint: '/lead/offer/reference-details',
    lead: 'referencePerson',
    skippable: true,
  },
  [S.Wniosek]: { endpoint: '/lead/wniosek', answers: ['form_id_card_number', 'form_education'] },
  [S.WniosekSupplement]: {
    endpoint: '/lead/wniosek',
    answers: ['household_size', 'form_monthly_expenses'],
  },
  [S.SantanderComperia]: {
    endpoint: '/lead/santander-comperia',
    answers: ['form_housing_tenure', 'form_monthly_expenses'],
  },
  // IPF Digital offers an instalment loan or a credit line: accepting names the financing
  // option (spec 3 Loan form_financing_option; required with an accepted decision).
  [S.IpfdOfferChoice]: {
    endpoint: '/lead/offer/accept-creditea-offer',
    answers: ['decision', 'form_financing_option'],
  },
  [S.CofidisOffer]: { endpoint: '/lead/sale', answers: offerDecision },
  // Provident lets the applicant take less or change the period: the chosen figures are answers
  // checked against the offer, while the amount and period the decision used stay as they were.
  [S.ProvidentOffer]: {
    endpoint: '/lead/offer/update-provident-offer',
    answers: ['decision', 'offer_amount', 'offer_period'],
  },
  [S.InstabankOffer]: { endpoint: '/lead/sale', answers: offerDecision },
} as const satisfies Partial<Record<ProgressStateValue, PostOfferStep>>;

export type PostOfferStepState = keyof typeof postOfferSteps;
export type StepEndpoint = (typeof postOfferSteps)[PostOfferStepState]['endpoint'];

const table: Readonly<Record<number, PostOfferStep | undefined>> = postOfferSteps;

export function postOfferStepFor(state: number): PostOfferStep | undefined {
  return table[state];
}

/** The states a step endpoint completes, in state order. */
export function statesForEndpoint(endpoint: string): ProgressStateValue[] {
  return (Object.keys(table).map(Number) as ProgressStateValue[]).filter(
    (state) => table[state]?.endpoint === endpoint,
  );
}
