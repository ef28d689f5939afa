// The legacy flow's pre-offer steps per brand (spec 2), one table for the API's lifecycle, the
// app's step order and which addresses a brand answers at all (issue 21: one home per fact).
import { ProgressState, type ProgressStateValue } from './progress-states.ts';
import { routeForState } from './step-routes.ts';

const S = ProgressState;

// Ibancar (car-title loans in Mexico) also asks for the employer (8) and for personal
// references (25) before the check.
const stepsOfBrand: Partial<Record<string, readonly ProgressStateValue[]>> = {
  ibancar: [
    S.LoanInformation,
    S.PersonalDetails,
    S.ContactDetails,
    S.IncomeDetails,
    S.EmploymentDetails,
    S.OtherInformation,
    S.ReferenceInformation,
  ],
};
const defaultSteps: readonly ProgressStateValue[] = [
  S.LoanInformation,
  S.PersonalDetails,
  S.ContactDetails,
  S.IncomeDetails,
  S.OtherInformation,
];

/** The pre-offer states a legacy brand's applicant goes through, in order. */
export function legacyStepsFor(productId: string): readonly ProgressStateValue[] {
  return stepsOfBrand[productId] ?? defaultSteps;
}

/** Their addresses, in the same order. */
export function legacyStepRoutesFor(productId: string): readonly string[] {
  return legacyStepsFor(productId).map(routeForState);
}
