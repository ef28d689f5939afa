import { expectNoAxeViolations } from '../support/axe';
import { applyToAcceptance, initialDetails, type Answers } from '../support/dynamic-form';
import { test } from '../support/fixtures';
import { scaled } from '../support/timeouts';

// Issue 8: Ratapro end to end in Polish (docs/brands.md order): PESEL and ID card, the date
// of birth the decision reads, flat number, contract dates for a fixed-term employee, BIK
// commitments (none, so the repayment form is skipped), the AML declaration.
test('ratapro: every form in its order, in Polish, to an accepted decision', async ({
  page,
  server,
}) => {
  test.setTimeout(scaled(150_000));
  const steps: [string, Answers][] = [
    initialDetails('anna.kowalska@example.pl', '512 345 678'),
    ['loan-purpose', { form_loan_purpose: 'home-improvement' }],
    ['name', { form_first_name: 'Anna', form_last_name: 'Kowalska' }],
    ['personal-code', { form_personal_code: '85111212344', form_id_card_number: 'ABA300000' }],
    // Born on the 12th: Lendon (docs/api.md steering table).
    ['date-of-birth', { form_birthday: '1985-11-12' }],
    ['marital-status', { form_marital_status: 'married' }],
    ['dependants', { form_number_of_dependants: '1' }],
    ['education', { form_education: 'bachelor' }],
    [
      'address-information',
      {
        form_postal_code: '00-950',
        form_city: 'Warszawa',
        form_street: 'Marszałkowska',
        form_house_number: '10',
      },
    ],
    ['flat-number', { form_flat_number: '4' }],
    ['housing-information', { form_housing_tenure: 'rent' }],
    ['income-source', { form_source_income: 'fixed-term-contract' }],
    ['monthly-income', { form_monthly_income: '6500' }],
    ['employer-name', { form_employer_name: 'Przykład Sp. z o.o.' }],
    ['position-type', { form_job_position: 'employee' }],
    ['income-contract-started-at', { form_income_contract_started_at: '2021-02-01' }],
    ['income-contract-expires-at', { form_income_contract_expires_at: '2027-01-31' }],
    ['monthly-expenses', { form_monthly_expenses: '2500' }],
    ['credit-commitments', { form_credit_commitments: '0' }],
    ['bank-account', { form_iban: 'PL61109010140000071219812874' }],
    ['pep-details', { form_politically_exposed: 'false', form_connected_to_pep: 'false' }],
    ['credit-history', { form_negative_credit: 'false' }],
  ];
  await applyToAcceptance(page, server.origin('ratapro'), 'pl', steps);
  await expectNoAxeViolations(page, 'ratapro after submit');
});
