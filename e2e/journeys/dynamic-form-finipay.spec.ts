import { expectNoAxeViolations } from '../support/axe';
import { applyToAcceptance, initialDetails, type Answers } from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { scaled } from '../support/timeouts';

// Issue 8: a second v3 brand end to end in its own locale (Finipay, ph): the Philippine order
// of docs/brands.md with middle name, barangay, payday and bank details only with an account.
test('finipay: every form in its order, in the ph locale, to an accepted decision', async ({
  page,
  server,
}) => {
  test.setTimeout(scaled(120_000));
  const steps: [string, Answers][] = [
    initialDetails('maria.santos@example.ph', '0917 123 4567'),
    ['loan-purpose', { form_loan_purpose: 'education' }],
    ['name', { form_first_name: 'Maria', form_middle_name: 'Reyes', form_last_name: 'Santos' }],
    ['gender', { form_gender: 'female' }],
    // Born on the 2nd: Wenance (docs/api.md steering table).
    ['date-of-birth', { form_birthday: '1990-03-02' }],
    ['marital-status', { form_marital_status: 'single' }],
    ['dependants', { form_number_of_dependants: '2' }],
    ['education', { form_education: 'bachelor' }],
    [
      'address-information',
      {
        form_province: 'Metro Manila',
        form_city: 'Quezon City',
        form_suburb: 'Bagumbayan',
        form_street: 'Rizal Street',
        form_house_number: '45',
      },
    ],
    ['housing-information', { form_housing_tenure: 'rent' }],
    ['housing-tenure-since-date', { form_housing_tenure_since_date: '2019-01-15' }],
    ['income-source', { form_source_income: 'permanent-contract' }],
    ['monthly-income', { form_monthly_income: '35000' }],
    ['income-payday', { form_income_payday: '15' }],
    ['job-area', { form_job_area: 'it' }],
    ['job-title', { form_job_title: 'Software Developer' }],
    ['employer-name', { form_employer_name: 'Acme Philippines Inc' }],
    [
      'bank-account',
      { form_has_bank_account: 'true', form_bank_name: 'BDO', form_bank_account: '001234567890' },
    ],
    ['online-banking', { form_bank_online: 'true' }],
    ['credit-history', { form_negative_credit: 'false' }],
  ];
  const decision = await applyToAcceptance(page, server.origin('finipay'), 'ph', steps);
  expect(decision.applicationResult.partner?.name).toMatch(/wenance/i);
  await expectNoAxeViolations(page, 'finipay after submit');
});
