// What the last form submits: the data points of every form shown now (a skipped form's
// answers stay behind, e.g. a plate number typed before answering "no vehicle").
import type { DataPointField, DataPointValue } from '../definitions/types';
import { conditionHolds } from './evaluate-condition';
import { modalOf, shownForms } from './sequence';
import type { DynamicFormsState } from './state';

type SubmissionView = Pick<DynamicFormsState, 'definitions' | 'included' | 'values'>;

function askedNames(state: SubmissionView, fields: readonly DataPointField[]): string[] {
  return fields.filter((f) => conditionHolds(f.condition, state.values)).map((f) => f.name);
}

/** Data point names per shown step (fields whose condition holds); a modal counts on its own. */
export function dataPointsPerStep(state: SubmissionView): Record<string, string[]> {
  const perStep: Record<string, string[]> = {};
  for (const form of shownForms(state)) {
    perStep[form.path] = askedNames(state, form.dataPoints);
    const modal = modalOf(state, form);
    if (modal) perStep[modal.path] = askedNames(state, modal.dataPoints);
  }
  return perStep;
}

export function dataPointsToSubmit(state: SubmissionView): string[] {
  return [...new Set(Object.values(dataPointsPerStep(state)).flat())];
}

/** Name and value of every collected data point that a shown form asks for. */
export function submissionValues(state: SubmissionView): Record<string, DataPointValue> {
  const values: Record<string, DataPointValue> = {};
  for (const name of dataPointsToSubmit(state)) {
    const value = state.values[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}
