// One definition per state-driven route of spec 2 (states 7-41 of spec 4). Its route comes from
// the contract's step-to-route table (step-routes.ts); its endpoint of spec 7, and a widget's
// provider, from the contract's step table (post-offer-steps.ts). '/employment-details' (8) is a
// pre-offer step of ibancar's legacy flow and belongs to the legacy flow page (features/legacy-flow).
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { ProgressState as S } from '@finceptiv/contract/progress-states';
import { routeForState } from '@finceptiv/contract/step-routes';
import {
  answerChoices,
  answerRuleFor,
  type PostOfferAnswerName,
} from '@finceptiv/contract/post-offer-answers';
import { companyNameSchema, nameSchema } from '@finceptiv/contract/validation/text-rules';
import { cnpCheck, fromSchema } from './checks';
import type { ScreenDefinition, ScreenField } from './types';

const yesNo = { kind: 'yes-no' } as const;
const radio = (options: readonly string[]) => ({ kind: 'radio', options }) as const;
const select = { kind: 'select', options: [] } as const;
const choices = (name: keyof typeof answerChoices) => radio(answerChoices[name]);

/**
 * A partner answer: presentation here, its rule (schema and required-ness) from the contract's
 * post-offer-answers.ts, the very rule the API applies to the step body (ADR 0035).
 */
function answer(
  name: PostOfferAnswerName,
  control: ScreenField['control'],
  presentation: Omit<ScreenField, 'name' | 'control' | 'check' | 'required' | 'leadPath'> = {},
): ScreenField {
  const rule = answerRuleFor(name);
  if (rule === undefined) throw new Error(`no contract rule for ${name}`);
  return {
    name,
    control,
    ...presentation,
    required: rule.required,
    check: fromSchema(rule.schema),
  };
}

/** A definition as written here: its route is its state's (below). */
type WithoutPath<T> = T extends unknown ? Omit<T, 'path'> : never;

const definitions: readonly WithoutPath<ScreenDefinition>[] = [
  {
    kind: 'mobile-verification',
    state: S.MobileVerification,
    textKey: 'mobileVerification',
  },
  {
    kind: 'change-mobile',
    state: S.ChangeMobileNumber,
    textKey: 'changeMobile',
  },
  {
    kind: 'widget',
    state: S.Instantor,
    textKey: 'instantor',
  },
  {
    kind: 'widget',
    state: S.WenanceTink,
    textKey: 'wenanceTink',
  },
  {
    kind: 'form',
    state: S.WenanceAccount,
    textKey: 'wenanceAccount',
    fields: [answer('account_type', choices('account_type'))],
  },
  {
    kind: 'widget',
    state: S.MoneymanPaylands,
    textKey: 'paylands',
  },
  {
    kind: 'form',
    state: S.Vehicle,
    textKey: 'vehicle',
    fields: [
      answer('form_vehicle_brand', select, {
        source: 'vehicle-brands',
        untranslatedOptions: true,
      }),
      answer('form_vehicle_model', select, {
        source: 'vehicle-models',
        untranslatedOptions: true,
      }),
      answer('form_vehicle_registration_year', { kind: 'integer' }, { year: true }),
      answer('form_vehicle_odometer', { kind: 'integer' }),
      answer('form_vehicle_plate_number', { kind: 'text' }),
      answer('form_is_vehicle_financed', yesNo),
      answer('form_has_vehicle_down_payment', yesNo),
    ],
  },
  {
    kind: 'consents',
    state: S.PolicyConsents,
    textKey: 'consents',
  },
  {
    kind: 'consents',
    state: S.DynamicConsents,
    textKey: 'consents',
    fields: [
      answer('consent_email', { kind: 'checkbox' }),
      answer('consent_phone', { kind: 'checkbox' }),
      answer('consent_text', { kind: 'checkbox' }),
      answer('consent_post', { kind: 'checkbox' }),
    ],
  },
  {
    kind: 'consents',
    state: S.AdvanziaConsents,
    textKey: 'consents',
  },
  {
    kind: 'consents',
    state: S.TfbankConsents,
    textKey: 'consents',
  },
  {
    kind: 'form',
    state: S.AdditionalEmploymentDetails,
    textKey: 'additionalEmployment',
    fields: [
      answer('contract_type', choices('contract_type')),
      {
        name: 'form_employer_name',
        control: { kind: 'text' },
        leadPath: 'employer.name',
        check: fromSchema(companyNameSchema),
      },
      answer('years_employed', { kind: 'integer' }),
      answer('form_salary_cycle', choices('form_salary_cycle')),
      answer('form_salary_cycle_value', { kind: 'integer' }),
    ],
  },
  {
    kind: 'form',
    state: S.MaritalDetails,
    textKey: 'marital',
    fields: [
      answer('form_marital_status', choices('form_marital_status')),
      answer('form_number_of_dependants', { kind: 'integer' }),
    ],
  },
  {
    kind: 'form',
    state: S.Aide,
    textKey: 'aide',
    skippable: true,
    fields: [answer('receives_aide', yesNo), answer('aide_amount', { kind: 'currency' })],
  },
  {
    kind: 'form',
    state: S.YounitedCreditDetails,
    textKey: 'creditDetails',
    fields: [
      answer('form_credit_commitments', { kind: 'integer' }),
      answer('form_monthly_credit_commitments', { kind: 'currency' }),
    ],
  },
  {
    kind: 'form',
    state: S.YounitedProfessionalDetails,
    textKey: 'professional',
    fields: [
      answer('form_job_position', select, { source: 'positions' }),
      answer('form_job_sector', select, { source: 'sectors' }),
      answer('form_job_profession', select, { source: 'professions' }),
    ],
  },
  {
    kind: 'form',
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
    state: S.IdUpload,
    textKey: 'idUpload',
    skippable: true,
  },
  {
    kind: 'form',
    state: S.CustomerDebts,
    textKey: 'debts',
    skippable: true,
    fields: [
      answer('form_total_debt_amount', { kind: 'currency' }),
      answer('form_overdue_debt_amount', { kind: 'currency' }),
    ],
  },
  {
    kind: 'form',
    state: S.ReferenceDetails,
    textKey: 'reference',
    skippable: true,
    fields: [
      {
        name: 'form_reference_type',
        control: radio(['family', 'friend', 'colleague']),
        leadPath: 'referenceDetails.type',
      },
      {
        name: 'form_reference_name',
        control: { kind: 'text' },
        leadPath: 'referenceDetails.name',
        check: fromSchema(nameSchema),
      },
      {
        name: 'form_reference_phone_number',
        control: { kind: 'tel' },
        leadPath: 'referenceDetails.phoneNumber',
      },
    ],
  },
  {
    kind: 'form',
    state: S.Wniosek,
    textKey: 'wniosek',
    fields: [
      answer('form_id_card_number', { kind: 'text' }, { autocomplete: 'off' }),
      answer('form_education', choices('form_education')),
    ],
  },
  {
    kind: 'form',
    state: S.WniosekSupplement,
    textKey: 'wniosekSupplement',
    fields: [
      answer('household_size', { kind: 'integer' }),
      answer('form_monthly_expenses', { kind: 'currency' }),
    ],
  },
  {
    kind: 'form',
    state: S.SantanderComperia,
    textKey: 'santander',
    notice: true,
    fields: [
      answer('form_housing_tenure', choices('form_housing_tenure')),
      answer('form_monthly_expenses', { kind: 'currency' }),
    ],
  },
  {
    // Smava's extra personal details, then the hand-over to Smava's own site.
    kind: 'form',
    state: S.AdditionalPersonalDetails,
    textKey: 'smava',
    notice: true,
    fields: [
      answer('form_housing_tenure', choices('form_housing_tenure')),
      answer('form_marital_status', choices('form_marital_status')),
    ],
  },
  {
    kind: 'offer',
    state: S.IpfdOfferChoice,
    textKey: 'offer',
    // An instalment loan or a credit line: accepting names one (the contract requires it then).
    fields: [
      { ...answer('form_financing_option', choices('form_financing_option')), required: true },
    ],
  },
  {
    kind: 'offer',
    state: S.CofidisOffer,
    textKey: 'offer',
  },
  {
    kind: 'offer',
    state: S.ProvidentOffer,
    textKey: 'offer',
    adjustable: true,
  },
  {
    kind: 'offer',
    state: S.InstabankOffer,
    textKey: 'offer',
  },
];

/** Each screen's route is its state's, from the contract's step-to-route table (spec 2). */
export const screenDefinitions: readonly ScreenDefinition[] = definitions.map((definition) => ({
  ...definition,
  path: routeForState(definition.state),
}));

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
