// What the last form submits: the data points of every form shown now (a skipped form's
// answers stay behind, e.g. a plate number typed before answering "no vehicle").
import type { DataPointValue } from '../definitions/types';
import { modalOf, shownForms } from './sequence';
import type { DynamicFormsState } from './state';

type SubmissionView = Pick<DynamicFormsState, 'definitions' | 'included' | 'values'>;

/** Data point names per shown step; a modal's fields count under its own path. */
export function dataPointsPerStep(state: SubmissionView): Record<string, string[]> {
  const perStep: Record<string, string[]> = {};
  for (const form of shownForms(state)) {
    perStep[form.path] = form.dataPoints.map((field) => field.name);
    const modal = modalOf(state, form);
    if (modal) perStep[modal.path] = modal.dataPoints.map((field) => field.name);
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
