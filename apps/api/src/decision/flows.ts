import {
  isAfterOffer,
  isProgressState,
  ProgressState,
  type ProgressStateValue,
} from '@finceptiv/contract/progress-states';
import { legacyStepsFor } from '@finceptiv/contract/legacy-steps';
import { stepRouteFor, type FormDataKey } from '@finceptiv/contract/step-routes';

const S = ProgressState;

// Spec 2 names state 25's form data key 'referenceInformation', but the lead (spec 3) keeps
// those answers in its `referenceDetails` group, which is all the parsed body can carry.
const leadGroupFor: Partial<Record<FormDataKey, string>> = {
  referenceInformation: 'referenceDetails',
};

/**
 * The state after a legacy PUT: one step forward when the body carries the current step's
 * form data group (or the step has none), so a repeated PUT cannot skip a screen.
 * Returns Checking after the last step.
 */
export function nextLegacyState(
  product: string,
  current: number,
  body: Record<string, unknown>,
): number {
  const steps = legacyStepsFor(product);
  const index = steps.indexOf(current as ProgressStateValue);
  if (index === -1) return current;
  const key = stepRouteFor(current as ProgressStateValue)?.formDataKey;
  const group = key === undefined ? undefined : body[leadGroupFor[key] ?? key];
  const submitted = key === undefined || (typeof group === 'object' && group !== null);
  if (!submitted) return current;
  return steps[index + 1] ?? S.Checking;
}

/** Whether the lead still takes form data (a state before the offer, spec 4). */
export function takesFormData(state: number): boolean {
  return isProgressState(state) && !isAfterOffer(state);
}
