// The white-label brand (Spain, en) runs on the Spanish default config (spec 9), so it asks
// what Spanish lenders need (DNI/NIE, a Spanish IBAN, ASNEF history) but in a shorter order:
// white-label partners ask their remaining questions after the offer. The other questions
// still join the sequence when the server adds their data points.
import { fields as f } from '../fields';
import { initialDetails, loanAmountModal, steps } from '../steps';
import type { FormDefinition } from '../types';

const later = { includeOnInit: false } as const;

export const defaultForms: readonly FormDefinition[] = [
  initialDetails,
  loanAmountModal,
  steps['loan-purpose'],
  { ...steps.name, dataPoints: [f.form_first_name, f.form_last_name, f.form_second_last_name] },
  steps['date-of-birth'],
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
  { ...steps['flat-number'], ...later, dataPoints: [f.form_floor, f.form_flat_number] },
  { ...steps['housing-information'], ...later },
  steps['income-source'],
  steps['monthly-income'],
  steps['employer-name'],
  { ...steps['income-payday'], ...later },
  steps['monthly-expenses'],
  { ...steps['credit-commitments'], ...later },
  { ...steps['monthly-credit-commitments'], ...later },
  steps['bank-account'],
  steps['credit-history'],
  { ...steps['pep-details'], ...later },
];
