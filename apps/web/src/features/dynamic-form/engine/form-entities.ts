// The dynamic form entity of spec 3, derived from the state rather than stored, so that
// previous/next, order and progress can never disagree with the conditions.
import type { DataPointField, FieldError, StepContext, StepType } from '../definitions/types';
import { progressPercentage } from './progress';
import { modalOf, nextFormPath, previousFormPath, shownForms } from './sequence';
import type { DynamicFormsState } from './state';
import { dataPointsPerStep, dataPointsToSubmit } from './submission';

export interface DynamicForm {
  path: string;
  context: StepContext;
  stepType: StepType;
  dataPoints: readonly DataPointField[];
  /** Path of the modal this step opens, with its fields. */
  modal?: { path: string; dataPoints: readonly DataPointField[] };
  prevButtonFormPath: string | null;
  nextButtonFormPath: string | null;
  errors: readonly FieldError[];
  /** 1-based position among the forms shown now. */
  stepOrder: number;
  progress: number;
  /** Only on the last form: what it submits. */
  dataPointsToSubmit?: string[];
  dataPointsPerStep?: Record<string, string[]>;
}

export function formEntities(state: DynamicFormsState): DynamicForm[] {
  const shown = shownForms(state);
  return shown.map((form, index) => {
    const modal = modalOf(state, form);
    const entity: DynamicForm = {
      path: form.path,
      context: form.context,
      stepType: form.stepType,
      dataPoints: form.dataPoints,
      prevButtonFormPath: previousFormPath(state, form.path),
      nextButtonFormPath: nextFormPath(state, form.path),
      errors: state.errors[form.path] ?? [],
      stepOrder: index + 1,
      progress: progressPercentage(shown, form.path),
    };
    if (modal) entity.modal = { path: modal.path, dataPoints: modal.dataPoints };
    if (index === shown.length - 1) {
      entity.dataPointsToSubmit = dataPointsToSubmit(state);
      entity.dataPointsPerStep = dataPointsPerStep(state);
    }
    return entity;
  });
}
