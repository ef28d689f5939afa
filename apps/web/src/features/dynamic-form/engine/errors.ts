// Spec 4 (Forms): server field errors attach per form by data point; the earliest form in the
// sequence with an error becomes the errored form; saving new data on a form clears its errors.
import { dataPointForLeadPath } from '@finceptiv/contract/data-points';
import type { DataPointValues, FieldError } from '../definitions/types';
import { conditionHolds } from './evaluate-condition';
import { isShown, shownForms } from './sequence';
import type { DynamicFormsState } from './state';
import { addDataPoints, formsAsking } from './transitions';

function earliestErrored(state: DynamicFormsState): string | null {
  const form = shownForms(state).find((f) => (state.errors[f.path]?.length ?? 0) > 0);
  return form?.path ?? null;
}

/**
 * The form that owns a data point: a shown one first; a known data point on a form outside the
 * sequence adds that form (the server asks for it). Anything else stays on the current form,
 * so that no error goes unseen.
 */
function ownerPath(state: DynamicFormsState, fieldName: string): string {
  const owners = formsAsking(state, fieldName);
  return owners.find((form) => isShown(state, form))?.path ?? state.currentPath;
}

/** ARCHITECTURE.md 3: a field error names a data point or a lead field path. */
function asDataPoint(error: FieldError): FieldError {
  const name = dataPointForLeadPath(error.fieldName);
  return name === undefined ? error : { ...error, fieldName: name };
}

export function receiveServerErrors(
  state: DynamicFormsState,
  received: readonly FieldError[],
): DynamicFormsState {
  const fieldErrors = received.map(asDataPoint);
  const withForms = addDataPoints(
    state,
    fieldErrors.map((e) => e.fieldName),
  );
  const errors: Partial<Record<string, FieldError[]>> = {};
  for (const error of fieldErrors) {
    const path = ownerPath(withForms, error.fieldName);
    errors[path] = [...(errors[path] ?? []), error];
  }
  const next = { ...withForms, errors };
  const erroredFormPath = earliestErrored(next);
  return {
    ...next,
    erroredFormPath,
    currentPath: erroredFormPath ?? state.currentPath,
    resumePath: fieldErrors.length > 0 ? state.currentPath : null,
  };
}

/** The data points the saved answers of this form bring (spec 2: they add their forms). */
function addedByAnswers(state: DynamicFormsState, path: string): string[] {
  const form = state.definitions.find((f) => f.path === path);
  const adds = form === undefined || form.stepType === 'modal' ? [] : (form.adds ?? []);
  return adds
    .filter((added) => conditionHolds(added.condition, state.values))
    .flatMap((added) => added.dataPoints);
}

/**
 * The applicant saves a form: its values are kept, its errors are gone, and the data points
 * its answers bring add their forms to the sequence.
 */
export function saveForm(
  state: DynamicFormsState,
  path: string,
  values: DataPointValues,
): DynamicFormsState {
  const errors = Object.fromEntries(Object.entries(state.errors).filter(([key]) => key !== path));
  const saved = { ...state, values: { ...state.values, ...values }, errors };
  const next = addDataPoints(saved, addedByAnswers(saved, path));
  return { ...next, erroredFormPath: earliestErrored(next) };
}
