// Ratapro (Poland, pl): instalment loans of 500-25 000 PLN. Polish lenders identify the
// applicant by PESEL and ID card number (personal-code). PESEL also encodes the date of birth
// and sex; gender is left out, but the date of birth is asked right after it, because the
// decision (age limits, partner steering) reads the date of birth and not the PESEL. The consumer-credit act asks about household
// and income in detail: employment contract dates matter (umowa na czas określony), as do
// BIK-reported credit commitments. Most addresses carry a flat number (m.), so flat-number is
// in from the start, and the AML act requires a PEP declaration from every applicant.
import { fields as f } from '../fields';
import { initialDetails, loanAmountModal, steps } from '../steps';
import type { FormDefinition } from '../types';

export const rataproForms: readonly FormDefinition[] = [
  initialDetails,
  loanAmountModal,
  steps['loan-purpose'],
  steps.name,
  { ...steps['personal-code'], dataPoints: [f.form_personal_code, f.form_id_card_number] },
  steps['date-of-birth'],
  steps['marital-status'],
  steps.dependants,
  steps.education,
  steps['address-information'],
  steps['flat-number'],
  steps['housing-information'],
  steps['income-source'],
  steps['monthly-income'],
  steps['employer-name'],
  steps['position-type'],
  steps['income-contract-started-at'],
  steps['income-contract-expires-at'],
  steps['monthly-expenses'],
  steps['credit-commitments'],
  steps['monthly-credit-commitments'],
  steps['bank-account'],
  steps['pep-details'],
  steps['credit-history'],
];
