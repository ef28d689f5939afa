// Reading the sequence: which forms are in it and shown, and what comes before and after.
// A form is shown when it is in the sequence and unconditional or its condition holds.
import type { FormDefinition, ModalStep, SequencedStep } from '../definitions/types';
import { conditionHolds } from './evaluate-condition';
import type { DynamicFormsState } from './state';

type SequenceView = Pick<DynamicFormsState, 'definitions' | 'included' | 'values'>;

function isSequenced(form: FormDefinition): form is SequencedStep {
  return form.stepType !== 'modal';
}

export function findForm(state: SequenceView, path: string): FormDefinition | undefined {
  return state.definitions.find((form) => form.path === path);
}

export function isShown(state: SequenceView, form: FormDefinition): form is SequencedStep {
  return (
    isSequenced(form) &&
    state.included.includes(form.path) &&
    conditionHolds(form.condition, state.values)
  );
}

/** The forms the applicant goes through now, in definition order. */
export function shownForms(state: SequenceView): SequencedStep[] {
  return state.definitions.filter((form) => isShown(state, form));
}

/** The modal opened from a shown step, if it has one. */
export function modalOf(state: SequenceView, form: SequencedStep): ModalStep | undefined {
  if (form.stepType !== 'personal-information' || form.modal === undefined) return undefined;
  const modal = findForm(state, form.modal);
  return modal?.stepType === 'modal' ? modal : undefined;
}

/** First later form that is shown: spec 2's next form. Null on the last form. */
export function nextFormPath(state: SequenceView, path: string): string | null {
  const from = state.definitions.findIndex((form) => form.path === path);
  if (from < 0) return null;
  const next = state.definitions.slice(from + 1).find((form) => isShown(state, form));
  return next?.path ?? null;
}

export function previousFormPath(state: SequenceView, path: string): string | null {
  const from = state.definitions.findIndex((form) => form.path === path);
  if (from <= 0) return null;
  const previous = state.definitions.slice(0, from).findLast((form) => isShown(state, form));
  return previous?.path ?? null;
}

function isAnswered(state: SequenceView, form: SequencedStep): boolean {
  return form.dataPoints.every((field) => {
    if (field.required === false || !conditionHolds(field.condition, state.values)) return true;
    const value = state.values[field.name];
    return value !== undefined && value !== null && value !== '';
  });
}

/**
 * Spec 2: a form the applicant has reached, i.e. one they may open from the address bar. Every
 * form up to the current one is; a later one only when every shown form before it has its
 * required answers (browser forward after Back), so a deep link cannot skip a question.
 */
export function isReached(state: SequenceView & { currentPath: string }, path: string): boolean {
  const shown = shownForms(state);
  const target = shown.findIndex((form) => form.path === path);
  if (target < 0) return false;
  if (target <= shown.findIndex((form) => form.path === state.currentPath)) return true;
  return shown.slice(0, target).every((form) => isAnswered(state, form));
}

/** 1-based position among the shown forms; 0 when the form is not shown. */
export function stepOrder(state: SequenceView, path: string): number {
  return shownForms(state).findIndex((form) => form.path === path) + 1;
}
