// State changes of the sequence, as pure functions (the slice's reducers call them).
import { firstFormPath, type FormDefinition } from '../definitions/types';
import {
  findForm,
  isReached,
  isShown,
  modalOf,
  nextFormPath,
  previousFormPath,
  shownForms,
} from './sequence';
import type { DynamicFormsState } from './state';
import { emptyDynamicFormsState } from './state';

function initialIncluded(definitions: readonly FormDefinition[]): string[] {
  return definitions
    .filter((form) => form.stepType !== 'modal' && form.includeOnInit)
    .map((form) => form.path);
}

/** The brand's initial set: include-on-init forms, nothing collected, on the first page. */
export function initialState(
  productId: string | null,
  definitions: readonly FormDefinition[],
): DynamicFormsState {
  const state = { ...emptyDynamicFormsState, productId, definitions };
  const withSequence = { ...state, included: initialIncluded(definitions) };
  const first = shownForms(withSequence)[0]?.path ?? firstFormPath;
  return { ...withSequence, currentPath: first };
}

function samePaths(a: readonly FormDefinition[], b: readonly FormDefinition[]): boolean {
  return a.length === b.length && a.every((form, i) => form.path === b[i]?.path);
}

/**
 * Definitions arrive when the brand's chunk has loaded. A state restored from session storage
 * for the same brand and the same forms keeps the applicant's place and answers.
 */
export function loadForms(
  state: DynamicFormsState,
  productId: string,
  definitions: readonly FormDefinition[],
): DynamicFormsState {
  if (state.productId === productId && samePaths(state.definitions, definitions)) {
    return { ...state, definitions };
  }
  return initialState(productId, definitions);
}

export function reset(state: DynamicFormsState): DynamicFormsState {
  return initialState(state.productId, state.definitions);
}

/** Sequenced forms that ask for `name`, directly or in the modal they open. */
export function formsAsking(state: DynamicFormsState, name: string): FormDefinition[] {
  return state.definitions.filter((form) => {
    if (form.stepType === 'modal') return false;
    const modal = modalOf(state, form);
    return [...form.dataPoints, ...(modal?.dataPoints ?? [])].some((f) => f.name === name);
  });
}

/** Spec 2: a data point added later adds its form to the sequence. */
export function addDataPoints(
  state: DynamicFormsState,
  names: readonly string[],
): DynamicFormsState {
  const added = new Set(names.flatMap((name) => formsAsking(state, name).map((f) => f.path)));
  const included = state.definitions
    .map((form) => form.path)
    .filter((path) => state.included.includes(path) || added.has(path));
  return { ...state, included };
}

/** Next: an errored form first, then the form the applicant submitted from, then spec 2's next. */
export function goNext(state: DynamicFormsState): DynamicFormsState {
  const { erroredFormPath, resumePath, currentPath } = state;
  if (erroredFormPath !== null && erroredFormPath !== currentPath) {
    return { ...state, currentPath: erroredFormPath };
  }
  const resume = resumePath === null ? undefined : findForm(state, resumePath);
  if (erroredFormPath === null && resume && resume.path !== currentPath && isShown(state, resume)) {
    return { ...state, currentPath: resume.path, resumePath: null };
  }
  const next = nextFormPath(state, currentPath);
  const resumed = next === resumePath ? null : resumePath;
  return next === null ? state : { ...state, currentPath: next, resumePath: resumed };
}

export function goPrevious(state: DynamicFormsState): DynamicFormsState {
  const previous = previousFormPath(state, state.currentPath);
  return previous === null ? state : { ...state, currentPath: previous };
}

/** Follow the address bar to a form, but only to one that is shown now and already reached. */
export function goTo(state: DynamicFormsState, path: string): DynamicFormsState {
  return isReached(state, path) ? { ...state, currentPath: path } : state;
}
