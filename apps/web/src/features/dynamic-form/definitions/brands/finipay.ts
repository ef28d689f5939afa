// Finipay (Philippines, ph): small salary loans. Filipino names carry a middle name (the
// mother's maiden surname). Addresses are province, city or municipality and barangay
// (suburb); Philippine postcodes have four digits, which the contract's five-digit rule would
// reject, so the postcode is not asked. Many applicants are paid twice a month and many have
// no bank account (payout via e-wallet), so the payday is asked, and account details only
// when there is an account (no IBAN in the Philippines). Length of stay at the address is a
// common scoring input here.
import { fields as f } from '../fields';
import { initialDetails, loanAmountModal, steps } from '../steps';
import type { FormDefinition } from '../types';

const withAccount = { condition: 'has-bank-account' } as const;

export const finipayForms: readonly FormDefinition[] = [
  initialDetails,
  loanAmountModal,
  steps['loan-purpose'],
  { ...steps.name, dataPoints: [f.form_first_name, f.form_middle_name, f.form_last_name] },
  steps.gender,
  steps['date-of-birth'],
  steps['marital-status'],
  steps.dependants,
  steps.education,
  {
    ...steps['address-information'],
    dataPoints: [f.form_province, f.form_city, f.form_suburb, f.form_street, f.form_house_number],
  },
  steps['housing-information'],
  steps['housing-tenure-since-date'],
  steps['income-source'],
  steps['monthly-income'],
  steps['income-payday'],
  steps['job-area'],
  steps['job-title'],
  steps['employer-name'],
  {
    ...steps['bank-account'],
    dataPoints: [
      f.form_has_bank_account,
      { ...f.form_bank_name, ...withAccount },
      { ...f.form_bank_account, ...withAccount },
    ],
  },
  steps['online-banking'],
  steps['credit-history'],
];
