// One field per data point: the control it needs and whether it may stay empty. Forms pick
// fields from here, so a data point looks the same everywhere; its autofill token and keyboard
// come from the contract (data-point-inputs.ts) when the field is drawn.
import { genders } from '@finceptiv/contract/entities/applicant';
import { policyDocumentIds } from '@finceptiv/contract/policy-paths';
import {
  countryOptions,
  educationLevels,
  housingTenures,
  incomeSources,
  jobAreas,
  loanPurposes,
  maritalStatuses,
  positionTypes,
} from './options';
import type { Control, ControlKind, DataPointField } from './types';

type PlainKind = Exclude<ControlKind, 'radio' | 'select'>;

function field(name: string, kind: PlainKind, extra: Partial<DataPointField> = {}): DataPointField {
  return { name, control: { kind }, ...extra };
}

function choice(name: string, kind: 'radio' | 'select', options: readonly string[]) {
  const control: Control = { kind, options };
  return { name, control } satisfies DataPointField;
}

const optional = { required: false };

export const fields = {
  email: field('email', 'email'),
  phone_number: field('phone_number', 'tel'),
  form_marketing_consents: field('form_marketing_consents', 'checkbox', optional),
  form_general_policies: field('form_general_policies', 'checkbox', {
    documents: policyDocumentIds,
  }),
  form_recaptchalabel: field('form_recaptchalabel', 'captcha', optional),
  loan_amount: field('loan_amount', 'currency'),
  loan_period: field('loan_period', 'integer'),
  form_loan_purpose: choice('form_loan_purpose', 'select', loanPurposes),
  form_first_name: field('form_first_name', 'text'),
  form_middle_name: field('form_middle_name', 'text', optional),
  form_last_name: field('form_last_name', 'text'),
  // Spanish names carry two surnames; people with one (many NIE holders) leave it empty.
  form_second_last_name: field('form_second_last_name', 'text', optional),
  form_gender: choice('form_gender', 'radio', genders),
  form_birthday: field('form_birthday', 'date'),
  form_personal_code: field('form_personal_code', 'text'),
  form_id_card_number: field('form_id_card_number', 'text'),
  form_marital_status: choice('form_marital_status', 'select', maritalStatuses),
  form_education: choice('form_education', 'select', educationLevels),
  form_number_of_dependants: field('form_number_of_dependants', 'integer'),
  form_citizenship: choice('form_citizenship', 'select', countryOptions),
  form_country: choice('form_country', 'select', countryOptions),
  form_city_of_birth: field('form_city_of_birth', 'text'),
  form_politically_exposed: field('form_politically_exposed', 'yes-no'),
  form_connected_to_pep: field('form_connected_to_pep', 'yes-no'),
  form_postal_code: field('form_postal_code', 'postcode'),
  form_province: field('form_province', 'text'),
  form_city: field('form_city', 'text'),
  form_suburb: field('form_suburb', 'text'),
  form_street: field('form_street', 'text'),
  form_house_number: field('form_house_number', 'text'),
  form_block_number: field('form_block_number', 'text', optional),
  form_floor: field('form_floor', 'text', optional),
  form_flat_number: field('form_flat_number', 'text'),
  form_housing_tenure: choice('form_housing_tenure', 'select', housingTenures),
  form_housing_tenure_since_date: field('form_housing_tenure_since_date', 'date'),
  form_rent_amount: field('form_rent_amount', 'currency'),
  form_mortage_amount: field('form_mortage_amount', 'currency'),
  form_monthly_income: field('form_monthly_income', 'currency'),
  form_source_income: choice('form_source_income', 'select', incomeSources),
  form_income_contract_started_at: field('form_income_contract_started_at', 'date'),
  form_income_contract_expires_at: field('form_income_contract_expires_at', 'date'),
  form_income_payday: field('form_income_payday', 'integer'),
  form_job_area: choice('form_job_area', 'select', jobAreas),
  form_job_position: choice('form_job_position', 'radio', positionTypes),
  form_job_title: field('form_job_title', 'text'),
  form_employer_name: field('form_employer_name', 'text'),
  form_employer_city: field('form_employer_city', 'text'),
  form_employer_postal_code: field('form_employer_postal_code', 'postcode'),
  form_monthly_extra_income: field('form_monthly_extra_income', 'currency'),
  form_monthly_expenses: field('form_monthly_expenses', 'currency'),
  form_credit_commitments: field('form_credit_commitments', 'integer'),
  form_monthly_credit_commitments: field('form_monthly_credit_commitments', 'currency'),
  form_total_debt_amount: field('form_total_debt_amount', 'currency'),
  form_negative_credit: field('form_negative_credit', 'yes-no'),
  // The lead keeps vehicle ownership as text (not a flag), so this is a choice of 'yes'/'no'.
  form_vehicle: choice('form_vehicle', 'radio', ['yes', 'no']),
  form_iban: field('form_iban', 'iban'),
  form_iban_consent: field('form_iban_consent', 'checkbox'),
  form_bank_online: field('form_bank_online', 'yes-no'),
  form_has_bank_account: field('form_has_bank_account', 'yes-no'),
  form_bank_name: field('form_bank_name', 'text'),
  form_bank_account: field('form_bank_account', 'text'),
} satisfies Record<string, DataPointField>;
