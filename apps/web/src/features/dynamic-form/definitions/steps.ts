// Every step of spec 2, keyed by path, as most brands ask it. Brand modules list the steps
// they use in their order and adjust a step (extra fields, a manual percentage) by spreading.
import { fields as f } from './fields';
import type {
  DataPointField,
  DynamicStep,
  ModalStep,
  PersonalInformationStep,
  StepContext,
} from './types';

type Extra = Partial<Pick<DynamicStep, 'condition' | 'includeOnInit'>>;

function step(path: string, context: StepContext, dataPoints: DataPointField[], extra: Extra = {}) {
  return {
    path,
    context,
    stepType: 'dynamic',
    includeOnInit: true,
    dataPoints,
    ...extra,
  } as const satisfies DynamicStep;
}

const contract = { condition: 'income-has-contract' } as const satisfies Extra;
const working = { condition: 'income-from-work' } as const satisfies Extra;

export const initialDetails: PersonalInformationStep = {
  path: 'initial-details',
  context: 'Contact information',
  stepType: 'personal-information',
  includeOnInit: true,
  modal: 'loan-amount',
  dataPoints: [
    f.email,
    f.phone_number,
    f.form_marketing_consents,
    f.form_general_policies,
    f.form_recaptchalabel,
  ],
};

/** The amount and period chooser opened from initial-details. */
export const loanAmountModal: ModalStep = {
  path: 'loan-amount',
  context: 'Loan information',
  stepType: 'modal',
  dataPoints: [f.loan_amount, f.loan_period],
};

export const steps = {
  'loan-purpose': {
    ...step('loan-purpose', 'Loan information', [f.form_loan_purpose]),
    stepType: 'loan-information',
  },
  name: step('name', 'Personal details', [f.form_first_name, f.form_last_name]),
  gender: step('gender', 'Personal details', [f.form_gender]),
  'date-of-birth': step('date-of-birth', 'Personal details', [f.form_birthday]),
  'personal-code': step('personal-code', 'Personal details', [f.form_personal_code]),
  citizenship: step('citizenship', 'Demographic details', [f.form_citizenship]),
  'country-of-birth': step('country-of-birth', 'Demographic details', [f.form_country]),
  dependants: step('dependants', 'Demographic details', [f.form_number_of_dependants]),
  'marital-status': step('marital-status', 'Marital details', [f.form_marital_status]),
  education: step('education', 'Education', [f.form_education]),
  'address-information': step('address-information', 'Address information', [
    f.form_postal_code,
    f.form_city,
    f.form_street,
    f.form_house_number,
  ]),
  'flat-number': step('flat-number', 'Address information', [f.form_flat_number]),
  'housing-information': step('housing-information', 'Housing information', [
    f.form_housing_tenure,
  ]),
  'housing-tenure-since-date': step('housing-tenure-since-date', 'Housing information', [
    f.form_housing_tenure_since_date,
  ]),
  'rent-amount': step('rent-amount', 'Housing information', [f.form_rent_amount], {
    condition: 'is-tenant',
  }),
  'mortgage-amount': step('mortgage-amount', 'Housing information', [f.form_mortage_amount], {
    condition: 'has-mortgage',
  }),
  'monthly-income': step('monthly-income', 'Income information', [f.form_monthly_income]),
  'income-source': step('income-source', 'Income information', [f.form_source_income]),
  'income-contract-started-at': step(
    'income-contract-started-at',
    'Income information',
    [f.form_income_contract_started_at],
    contract,
  ),
  'income-contract-expires-at': step(
    'income-contract-expires-at',
    'Income information',
    [f.form_income_contract_expires_at],
    { condition: 'income-is-fixed-term' },
  ),
  'income-payday': step('income-payday', 'Income information', [f.form_income_payday]),
  'monthly-extra-income': step('monthly-extra-income', 'Income information', [
    f.form_monthly_extra_income,
  ]),
  'income-information': step('income-information', 'Income information', [
    f.form_monthly_extra_income,
  ]),
  'job-area': step('job-area', 'Employment details', [f.form_job_area], working),
  'position-type': step('position-type', 'Employment details', [f.form_job_position], contract),
  'job-title': step('job-title', 'Employment details', [f.form_job_title], working),
  'employer-name': step('employer-name', 'Employment details', [f.form_employer_name], contract),
  'employment-details': step(
    'employment-details',
    'Employment details',
    [f.form_employer_name, f.form_employer_city, f.form_employer_postal_code],
    contract,
  ),
  'monthly-expenses': step('monthly-expenses', 'Expenses', [f.form_monthly_expenses]),
  'credit-commitments': step('credit-commitments', 'Expenses', [f.form_credit_commitments]),
  'monthly-credit-commitments': step(
    'monthly-credit-commitments',
    'Expenses',
    [f.form_monthly_credit_commitments],
    { condition: 'has-credit-commitments' },
  ),
  'total-debt': step('total-debt', 'Expenses', [f.form_total_debt_amount]),
  'credit-history': step('credit-history', 'Other information', [f.form_negative_credit]),
  'vehicle-ownership': step('vehicle-ownership', 'Other information', [f.form_vehicle]),
  'pep-details': step('pep-details', 'Other information', [
    f.form_politically_exposed,
    f.form_connected_to_pep,
  ]),
  'iban-consent': step('iban-consent', 'Banking details', [f.form_iban_consent]),
  'bank-account': step('bank-account', 'Banking details', [f.form_iban]),
  'online-banking': step('online-banking', 'Banking details', [f.form_bank_online]),
} satisfies Record<
  string,
  DynamicStep | (Omit<DynamicStep, 'stepType'> & { stepType: 'loan-information' })
>;
