// One definition per state-driven route of spec 2 (states 7-41 of spec 4). Its endpoint of
// spec 7, and a widget's provider, come from the contract's step table (post-offer-steps.ts). '/employment-details' (8) is a
// pre-offer step of ibancar's legacy flow and belongs to the legacy flow page (features/legacy-flow).
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { ProgressState as S } from '@finceptiv/contract/progress-states';
import { overdueDebtSchema, totalDebtSchema } from '@finceptiv/contract/validation/amount-rules';
import { companyNameSchema, nameSchema } from '@finceptiv/contract/validation/text-rules';
import { amount, cnpCheck, fromSchema, pattern, registrationYear, wholeNumber } from './checks';
import type { ScreenDefinition } from './types';

const yesNo = { kind: 'yes-no' } as const;
const radio = (...options: string[]) => ({ kind: 'radio', options }) as const;
const select = { kind: 'select', options: [] } as const;

export const screenDefinitions: readonly ScreenDefinition[] = [
  {
    kind: 'mobile-verification',
    path: '/mobile-verification',
    state: S.MobileVerification,
    textKey: 'mobileVerification',
  },
  {
    kind: 'change-mobile',
    path: '/change-mobile-number',
    state: S.ChangeMobileNumber,
    textKey: 'changeMobile',
  },
  {
    kind: 'widget',
    path: '/instantor',
    state: S.Instantor,
    textKey: 'instantor',
  },
  {
    kind: 'widget',
    path: '/wenance-tink',
    state: S.WenanceTink,
    textKey: 'wenanceTink',
  },
  {
    kind: 'form',
    path: '/wenance-account',
    state: S.WenanceAccount,
    textKey: 'wenanceAccount',
    fields: [{ name: 'account_type', control: radio('checking', 'savings') }],
  },
  {
    kind: 'widget',
    path: '/moneyman-paylands',
    state: S.MoneymanPaylands,
    textKey: 'paylands',
  },
  {
    kind: 'form',
    path: '/vehicle',
    state: S.Vehicle,
    textKey: 'vehicle',
    fields: [
      {
        name: 'vehicle_brand',
        control: select,
        source: 'vehicle-brands',
        untranslatedOptions: true,
      },
      {
        name: 'vehicle_model',
        control: select,
        source: 'vehicle-models',
        untranslatedOptions: true,
      },
      {
        name: 'vehicle_year',
        control: { kind: 'integer' },
        year: true,
        check: registrationYear(),
      },
      { name: 'vehicle_odometer', control: { kind: 'integer' }, check: wholeNumber(0, 2_000_000) },
      {
        name: 'vehicle_plate',
        control: { kind: 'text' },
        check: pattern(/^[\p{L}\d][\p{L}\d -]{2,10}[\p{L}\d]$/u, 'errors>plate'),
      },
      { name: 'vehicle_financed', control: yesNo },
      {
        name: 'vehicle_down_payment',
        control: { kind: 'currency' },
        required: false,
        check: amount(10_000_000),
      },
    ],
  },
  {
    kind: 'consents',
    path: '/consents',
    state: S.PolicyConsents,
    textKey: 'consents',
  },
  {
    kind: 'consents',
    path: '/dynamic-consents',
    state: S.DynamicConsents,
    textKey: 'consents',
  },
  {
    kind: 'consents',
    path: '/advanzia-consents',
    state: S.AdvanziaConsents,
    textKey: 'consents',
  },
  {
    kind: 'consents',
    path: '/tfbank-consents',
    state: S.TfbankConsents,
    textKey: 'consents',
  },
  {
    kind: 'form',
    path: '/additional-employment-details',
    state: S.AdditionalEmploymentDetails,
    textKey: 'additionalEmployment',
    fields: [
      { name: 'contract_type', control: radio('permanent', 'fixed_term', 'self_employed') },
      {
        name: 'employer_name',
        control: { kind: 'text' },
        leadPath: 'employer.name',
        check: fromSchema(companyNameSchema),
      },
      { name: 'years_employed', control: { kind: 'integer' }, check: wholeNumber(0, 60) },
    ],
  },
  {
    kind: 'form',
    path: '/marital-details',
    state: S.MaritalDetails,
    textKey: 'marital',
    fields: [
      { name: 'marital_status', control: radio('single', 'married', 'divorced', 'widowed') },
      { name: 'dependants', control: { kind: 'integer' }, check: wholeNumber(0, 15) },
    ],
  },
  {
    kind: 'form',
    path: '/aide',
    state: S.Aide,
    textKey: 'aide',
    skippable: true,
    fields: [
      { name: 'receives_aide', control: yesNo },
      {
        name: 'aide_amount',
        control: { kind: 'currency' },
        required: false,
        check: amount(1_000_000),
      },
    ],
  },
  {
    kind: 'form',
    path: '/credit-details',
    state: S.YounitedCreditDetails,
    textKey: 'creditDetails',
    fields: [
      { name: 'open_credits', control: { kind: 'integer' }, check: wholeNumber(0, 30) },
      { name: 'credit_payments', control: { kind: 'currency' }, check: amount(1_000_000) },
    ],
  },
  {
    kind: 'form',
    path: '/professional-details',
    state: S.YounitedProfessionalDetails,
    textKey: 'professional',
    fields: [
      { name: 'position', control: select, source: 'positions' },
      { name: 'sector', control: select, source: 'sectors' },
      { name: 'profession', control: select, source: 'professions' },
    ],
  },
  {
    kind: 'form',
    path: '/cnp',
    state: S.Cnp,
    textKey: 'cnp',
    fields: [
      {
        name: 'cnp',
        control: { kind: 'postcode' },
        leadPath: 'personalDetails.personalCode',
        check: cnpCheck,
      },
    ],
  },
  {
    kind: 'id-upload',
    path: '/id-upload',
    state: S.IdUpload,
    textKey: 'idUpload',
    skippable: true,
  },
  {
    kind: 'form',
    path: '/customer-debts',
    state: S.CustomerDebts,
    textKey: 'debts',
    skippable: true,
    fields: [
      { name: 'total_debt', control: { kind: 'currency' }, check: fromSchema(totalDebtSchema) },
      { name: 'overdue_debt', control: { kind: 'currency' }, check: fromSchema(overdueDebtSchema) },
    ],
  },
  {
    kind: 'form',
    path: '/reference-details',
    state: S.ReferenceDetails,
    textKey: 'reference',
    skippable: true,
    fields: [
      {
        name: 'reference_type',
        control: radio('family', 'friend', 'colleague'),
        leadPath: 'referenceDetails.type',
      },
      {
        name: 'reference_name',
        control: { kind: 'text' },
        leadPath: 'referenceDetails.name',
        check: fromSchema(nameSchema),
      },
      {
        name: 'reference_phone',
        control: { kind: 'tel' },
        leadPath: 'referenceDetails.phoneNumber',
      },
    ],
  },
  {
    kind: 'form',
    path: '/wniosek',
    state: S.Wniosek,
    textKey: 'wniosek',
    fields: [
      {
        name: 'id_card_number',
        control: { kind: 'text' },
        autocomplete: 'off',
        check: pattern(/^[A-Za-z]{3}\s?\d{6}$/, 'errors>idCard'),
      },
      { name: 'education', control: radio('primary', 'secondary', 'higher') },
    ],
  },
  {
    kind: 'form',
    path: '/wniosek-uzupelnienie',
    state: S.WniosekSupplement,
    textKey: 'wniosekSupplement',
    fields: [
      { name: 'household_size', control: { kind: 'integer' }, check: wholeNumber(1, 20) },
      { name: 'monthly_expenses', control: { kind: 'currency' }, check: amount(1_000_000) },
    ],
  },
  {
    kind: 'form',
    path: '/santander-comperia',
    state: S.SantanderComperia,
    textKey: 'santander',
    notice: true,
    fields: [
      { name: 'housing', control: radio('owner', 'tenant', 'family') },
      { name: 'monthly_expenses', control: { kind: 'currency' }, check: amount(1_000_000) },
    ],
  },
  {
    // Smava's extra personal details, then the hand-over to Smava's own site.
    kind: 'form',
    path: '/smava',
    state: S.AdditionalPersonalDetails,
    textKey: 'smava',
    notice: true,
    fields: [
      { name: 'housing', control: radio('owner', 'tenant', 'family') },
      { name: 'marital_status', control: radio('single', 'married', 'divorced', 'widowed') },
    ],
  },
  {
    kind: 'offer',
    path: '/ipfd-offer-choice',
    state: S.IpfdOfferChoice,
    textKey: 'offer',
  },
  {
    kind: 'offer',
    path: '/cofidis-offer',
    state: S.CofidisOffer,
    textKey: 'offer',
  },
  {
    kind: 'offer',
    path: '/provident-offer',
    state: S.ProvidentOffer,
    textKey: 'offer',
    adjustable: true,
  },
  {
    kind: 'offer',
    path: '/instabank-offer',
    state: S.InstabankOffer,
    textKey: 'offer',
  },
];

const byPath = new Map(screenDefinitions.map((d) => [d.path, d]));

export function screenForPath(path: string): ScreenDefinition | undefined {
  return byPath.get(path);
}

/** The step call (below /api) that completes a screen's state; screens.test.ts checks each has one. */
export function endpointFor(screen: ScreenDefinition): string {
  const step = postOfferStepFor(screen.state);
  if (step === undefined) throw new Error(`no step call for ${screen.path}`);
  return step.endpoint;
}
