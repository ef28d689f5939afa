// AskRobin (Germany, de): spec 2's German build order, exactly, after initial-details.
// Instalment loans up to 120 000 EUR over up to 120 months are compared across banks, which
// all score on housing, household, income and existing debt (SCHUFA), so every brand step
// is in the sequence from the start. The household budget (Haushaltsrechnung) asks rent and
// mortgage payments of everyone, whatever the housing answer (a homeowner may rent where they
// live, a tenant may pay off a flat), so those two forms are unconditional here: 0 when none.
// The employer's details only show for employees with a contract.
import { fields as f } from '../fields';
import { initialDetails, loanAmountModal, steps } from '../steps';
import type { DynamicStep, FormDefinition } from '../types';

/** The step without its condition: asked of every applicant. */
function always(step: DynamicStep): DynamicStep {
  const unconditional = { ...step };
  delete unconditional.condition;
  return unconditional;
}

export const askrobinForms: readonly FormDefinition[] = [
  initialDetails,
  loanAmountModal,
  steps.name,
  steps.gender,
  steps['date-of-birth'],
  // Spec 2: loan-purpose shows a manual step percentage of 7.
  { ...steps['loan-purpose'], manualProgress: 7 },
  {
    ...steps.citizenship,
    dataPoints: [f.form_citizenship, f.form_city_of_birth, f.form_number_of_dependants],
  },
  steps['housing-information'],
  steps['marital-status'],
  steps.education,
  steps['address-information'],
  steps['monthly-income'],
  {
    ...steps['income-source'],
    dataPoints: [
      f.form_source_income,
      { ...f.form_income_contract_started_at, condition: 'income-has-contract' },
      { ...f.form_job_area, condition: 'income-from-work' },
    ],
  },
  steps['income-information'],
  always(steps['rent-amount']),
  always(steps['mortgage-amount']),
  steps['total-debt'],
  steps['employment-details'],
  steps['bank-account'],
  steps['credit-history'],
];
