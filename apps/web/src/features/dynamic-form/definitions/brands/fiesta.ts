// Fiesta (Spain, es): short-term loans of 100-1000 EUR over 61-90 days. Spanish lenders
// identify the applicant by DNI/NIE (personal-code) and pay out to a Spanish IBAN, and check
// ASNEF listings (credit-history), so those come in every sequence. Names carry two surnames.
// Income and employer come before expenses because payout is tied to the payday.
// flat-number joins only when the postcode lookup adds form_flat_number (a block of flats);
// rent-amount when the housing answer is a tenancy; pep-details when a partner asks for
// form_politically_exposed.
import { fields as f } from '../fields';
import { initialDetails, loanAmountModal, steps } from '../steps';
import type { FormDefinition } from '../types';

export const fiestaForms: readonly FormDefinition[] = [
  initialDetails,
  loanAmountModal,
  steps['loan-purpose'],
  { ...steps.name, dataPoints: [f.form_first_name, f.form_last_name, f.form_second_last_name] },
  steps['date-of-birth'],
  steps.gender,
  steps['personal-code'],
  {
    ...steps['address-information'],
    dataPoints: [
      f.form_postal_code,
      f.form_province,
      f.form_city,
      f.form_street,
      f.form_house_number,
    ],
  },
  {
    ...steps['flat-number'],
    includeOnInit: false,
    dataPoints: [f.form_floor, f.form_flat_number],
  },
  // A tenant's answer brings the rent (spec 2: a data point added later adds its form).
  {
    ...steps['housing-information'],
    adds: [{ condition: 'is-tenant', dataPoints: ['form_rent_amount'] }],
  },
  { ...steps['rent-amount'], includeOnInit: false },
  steps['marital-status'],
  steps.dependants,
  steps.education,
  steps['income-source'],
  steps['monthly-income'],
  steps['employer-name'],
  steps['job-title'],
  steps['income-payday'],
  steps['monthly-expenses'],
  steps['credit-commitments'],
  steps['monthly-credit-commitments'],
  steps['vehicle-ownership'],
  steps['bank-account'],
  steps['iban-consent'],
  steps['online-banking'],
  steps['credit-history'],
  { ...steps['pep-details'], includeOnInit: false },
];
