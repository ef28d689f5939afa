// The dynamic form's public face for the store and the pages: register
// `dynamicForms: dynamicFormsReducer` in the root reducer and persist it as `dynamicPages`.
export {
  dynamicFormsReducer,
  dynamicFormsSlice,
  formsLoaded,
  dataPointsAdded,
  dataPointsPrefilled,
  formSaved,
  formSubmitted,
  nextForm,
  previousForm,
  formPathChanged,
  serverErrorsReceived,
  dynamicFormsReset,
  type DynamicFormsState,
  type SavedForm,
} from '../state/dynamic-forms-slice';
export {
  selectDynamicForms,
  selectCurrentFormPath,
  selectErroredFormPath,
  selectDataPointValues,
  selectFormsLoaded,
  selectForms,
  selectCurrentForm,
  selectCurrentContext,
  selectIsLastForm,
  selectProgress,
  selectSubmission,
  type WithDynamicForms,
} from '../state/selectors';
export { emptyDynamicFormsState } from '../engine/state';
export type { DynamicForm } from '../engine/form-entities';
