// Where a new legacy lead starts: one rule for the API's create and for the app, which shows
// that step while the create is on its way (ADR 0057). Apart from legacy-steps.ts so that the
// landing's first act, which reads the step table, does not carry it.
import { ProgressState, type ProgressStateValue } from './progress-states.ts';
import { legacyStepsFor } from './legacy-steps.ts';

/**
 * The state a new legacy lead starts in. The create carries the loan information (state 1's
 * answers, chosen on the landing), so the lead starts at the step after it: personal details
 * (spec 2: the first legacy page). Starting at 1 sent the applicant to `/loan-information`, a
 * second copy of the landing's amount-and-period screen (issue 23.5).
 */
export function firstLegacyState(productId: string): ProgressStateValue {
  const steps = legacyStepsFor(productId);
  return steps[steps.indexOf(ProgressState.LoanInformation) + 1] ?? ProgressState.Checking;
}
