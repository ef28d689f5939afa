// One definition per state-driven route of spec 2 (states 7-41 of spec 4). Its route and the kind
// of screen that draws it come from the contract's step-to-route table (step-routes.ts); its
// endpoint of spec 7, and a widget's provider, from the contract's step table
// (post-offer-steps.ts). '/employment-details' (8) is a pre-offer step of ibancar's legacy flow
// and belongs to the legacy flow page (features/legacy-flow).
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { ProgressState as S } from '@finceptiv/contract/progress-states';
import {
  routeForState,
  statesByScreenKind,
  type KindOf,
  type ScreenKind,
  type ScreenState,
} from '@finceptiv/contract/step-routes';
import {
  answerChoices,
  answerRuleFor,
  type PostOfferAnswerName,
} from '@finceptiv/contract/post-offer-answers';
import { companyNameSchema, nameSchema } from '@finceptiv/contract/validation/text-rules';
import { cnpCheck, fromSchema } from './checks';
import type { ScreenDefinition, ScreenField } from './types';

const kindByState = new Map<number, ScreenKind>(
  Object.entries(statesByScreenKind).flatMap(([kind, states]) =>
    states.map((state) => [state, kind as ScreenKind] as const),
  ),
);

/** A definition's state and the kind of screen that draws it (the contract's step-routes.ts). */
const screenOf = <State extends ScreenState>(
  state: State,
): { state: State; kind: KindOf<State>; skippable: boolean } => ({
  state,
  kind: kindByState.get(state) as KindOf<State>,
  // Whether its partner allows a skip is the contract's step table's to say.
  skippable: postOfferStepFor(state)?.skippable === true,
});

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
    ...screenOf(S.MobileVerification),
    textKey: 'mobileVerification',
  },
  {
    ...screenOf(S.ChangeMobileNumber),
    textKey: 'changeMobile',
  },
  {
    ...screenOf(S.Instantor),
    textKey: 'instantor',
  },
  {
    ...screenOf(S.WenanceTink),
    textKey: 'wenanceTink',
  },
  {
    ...screenOf(S.WenanceAccount),
    textKey: 'wenanceAccount',
    fields: [answer('account_type', choices('account_type'))],
  },
  {
    ...screenOf(S.MoneymanPaylands),
    textKey: 'paylands',
  },
  {
    ...screenOf(S.Vehicle),
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
    ...screenOf(S.PolicyConsents),
    textKey: 'consents',
  },
  {
    ...screenOf(S.DynamicConsents),
    textKey: 'consents',
    fields: [
      answer('consent_email', { kind: 'checkbox' }),
      answer('consent_phone', { kind: 'checkbox' }),
      answer('consent_text', { kind: 'checkbox' }),
      answer('consent_post', { kind: 'checkbox' }),
    ],
  },
  {
    ...screenOf(S.AdvanziaConsents),
    textKey: 'consents',
  },
  {
    ...screenOf(S.TfbankConsents),
    textKey: 'consents',
  },
  {
    ...screenOf(S.AdditionalEmploymentDetails),
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
    ...screenOf(S.MaritalDetails),
    textKey: 'marital',
    fields: [
      answer('form_marital_status', choices('form_marital_status')),
      answer('form_number_of_dependants', { kind: 'integer' }),
    ],
  },
  {
    ...screenOf(S.Aide),
    textKey: 'aide',
    fields: [answer('receives_aide', yesNo), answer('aide_amount', { kind: 'currency' })],
  },
  {
    ...screenOf(S.YounitedCreditDetails),
    textKey: 'creditDetails',
    fields: [
      answer('form_credit_commitments', { kind: 'integer' }),
      answer('form_monthly_credit_commitments', { kind: 'currency' }),
    ],
  },
  {
    ...screenOf(S.YounitedProfessionalDetails),
    textKey: 'professional',
    fields: [
      answer('form_job_position', select, { source: 'positions' }),
      answer('form_job_sector', select, { source: 'sectors' }),
      answer('form_job_profession', select, { source: 'professions' }),
    ],
  },
  {
    ...screenOf(S.Cnp),
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
    ...screenOf(S.IdUpload),
    textKey: 'idUpload',
  },
  {
    ...screenOf(S.CustomerDebts),
    textKey: 'debts',
    fields: [
      answer('form_total_debt_amount', { kind: 'currency' }),
      answer('form_overdue_debt_amount', { kind: 'currency' }),
    ],
  },
  {
    ...screenOf(S.ReferenceDetails),
    textKey: 'reference',
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
    ...screenOf(S.Wniosek),
    textKey: 'wniosek',
    fields: [
      answer('form_id_card_number', { kind: 'text' }, { autocomplete: 'off' }),
      answer('form_education', choices('form_education')),
    ],
  },
  {
    ...screenOf(S.WniosekSupplement),
    textKey: 'wniosekSupplement',
    fields: [
      answer('household_size', { kind: 'integer' }),
      answer('form_monthly_expenses', { kind: 'currency' }),
    ],
  },
  {
    ...screenOf(S.SantanderComperia),
    textKey: 'santander',
    notice: true,
    fields: [
      answer('form_housing_tenure', choices('form_housing_tenure')),
      answer('form_monthly_expenses', { kind: 'currency' }),
    ],
  },
  {
    // Smava's extra personal details, then the hand-over to Smava's own site.
    ...screenOf(S.AdditionalPersonalDetails),
    textKey: 'smava',
    notice: true,
    fields: [
      answer('form_housing_tenure', choices('form_housing_tenure')),
      answer('form_marital_status', choices('form_marital_status')),
    ],
  },
  {
    ...screenOf(S.IpfdOfferChoice),
    textKey: 'offer',
    // An instalment loan or a credit line: accepting names one (the contract requires it then).
    fields: [
      { ...answer('form_financing_option', choices('form_financing_option')), required: true },
    ],
  },
  {
    ...screenOf(S.CofidisOffer),
    textKey: 'offer',
  },
  {
    ...screenOf(S.ProvidentOffer),
    textKey: 'offer',
    adjustable: true,
  },
  {
    ...screenOf(S.InstabankOffer),
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
