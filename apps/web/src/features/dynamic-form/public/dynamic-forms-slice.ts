// The dynamic form's public face for the store and the pages: register
// `dynamicForms: dynamicFormsReducer` in the root reducer and persist it as `dynamicPages`.
export {
  dynamicFormsReducer,
  dataPointsPrefilled,
  type DynamicFormsState,
} from '../state/dynamic-forms-slice';
export type { WithDynamicForms } from '../state/selectors';
export { emptyDynamicFormsState } from '../engine/state';
