// The dynamic form entity of spec 3 (the contract's DynamicForm), derived from the state
// rather than stored, so that previous/next, order and progress never disagree with the
// conditions. `fields`, `modal` and `progress` are what the steps need to render on top.
import type { DynamicForm as ContractDynamicForm } from '@finceptiv/contract/entities/dynamic-form';
import type { DataPointField, DataPointValue, StepType } from '../definitions/types';
import { conditionHolds } from './evaluate-condition';
import { progressPercentage } from './progress';
import { modalOf, nextFormPath, previousFormPath, shownForms } from './sequence';
import type { DynamicFormsState } from './state';
import { dataPointsPerStep, submissionValues } from './submission';

export interface DynamicForm extends ContractDynamicForm {
  stepType: StepType;
  fields: readonly DataPointField[];
  /** Path and fields of the modal this step opens. */
  modal?: { path: string; fields: readonly DataPointField[] };
  progress: number;
}

function valuesOf(state: DynamicFormsState, fields: readonly DataPointField[]) {
  const values: Record<string, DataPointValue> = {};
  for (const field of fields) {
    if (conditionHolds(field.condition, state.values))
      values[field.name] = state.values[field.name] ?? null;
  }
  return values;
}

export function formEntities(state: DynamicFormsState): DynamicForm[] {
  const shown = shownForms(state);
  return shown.map((form, index) => {
    const modal = modalOf(state, form);
    const entity: DynamicForm = {
      path: form.path,
      context: form.context,
      stepType: form.stepType,
      dataPoints: valuesOf(state, form.dataPoints),
      fields: form.dataPoints,
      prevButtonFormPath: previousFormPath(state, form.path),
      nextButtonFormPath: nextFormPath(state, form.path),
      errors: [...(state.errors[form.path] ?? [])],
      stepOrder: index + 1,
      progress: progressPercentage(shown, form.path),
    };
    if (modal) entity.modal = { path: modal.path, fields: modal.dataPoints };
    if (index === shown.length - 1) {
      entity.dataPointsToSubmit = submissionValues(state);
      entity.dataPointsPerStep = dataPointsPerStep(state);
    }
    return entity;
  });
}
