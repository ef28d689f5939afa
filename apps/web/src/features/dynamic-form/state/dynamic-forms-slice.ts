// Redux Toolkit slice over the pure engine. Reducers return the engine's new state; the
// state is plain data (persisted to session storage under `dynamicPages`).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applicationStateCleared } from '@/features/application/public/application-actions';
import { reachesFinalState } from '@/features/application/public/lead-application-slice';
import type { DataPointValues, FieldError, FormDefinition } from '../definitions/types';
import { receiveServerErrors, saveForm } from '../engine/errors';
import { prefill } from '../engine/prefill';
import { emptyDynamicFormsState, type DynamicFormsState } from '../engine/state';
import { addDataPoints, goNext, goPrevious, goTo, loadForms, reset } from '../engine/transitions';

export interface SavedForm {
  path: string;
  values: DataPointValues;
}

const dynamicFormsSlice = createSlice({
  name: 'dynamicForms',
  initialState: emptyDynamicFormsState,
  reducers: {
    formsLoaded: (
      state,
      action: PayloadAction<{ productId: string; definitions: readonly FormDefinition[] }>,
    ) => loadForms(state, action.payload.productId, action.payload.definitions),
    dataPointsAdded: (state, action: PayloadAction<readonly string[]>) =>
      addDataPoints(state, action.payload),
    /** Values known before the applicant types; answers already given are kept. */
    dataPointsPrefilled: (state, action: PayloadAction<DataPointValues>) =>
      prefill(state, action.payload),
    formSaved: (state, action: PayloadAction<SavedForm>) =>
      saveForm(state, action.payload.path, action.payload.values),
    /** Save and move on: what a step's Continue button does. */
    formSubmitted: (state, action: PayloadAction<SavedForm>) =>
      goNext(saveForm(state, action.payload.path, action.payload.values)),
    nextForm: (state) => goNext(state),
    previousForm: (state) => goPrevious(state),
    formPathChanged: (state, action: PayloadAction<string>) => goTo(state, action.payload),
    serverErrorsReceived: (state, action: PayloadAction<readonly FieldError[]>) =>
      receiveServerErrors(state, action.payload),
    dynamicFormsReset: (state) => reset(state),
  },
  // Spec 4: resetting the application resets dynamic forms to the initial set.
  extraReducers: (builder) => {
    builder
      .addCase(applicationStateCleared, (state) => reset(state))
      // A final screen keeps none of the answers (ADR "personal data stays in the tab").
      .addMatcher(reachesFinalState, (state) => reset(state));
  },
});

export const {
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
} = dynamicFormsSlice.actions;

export const dynamicFormsReducer = dynamicFormsSlice.reducer;
export type { DynamicFormsState };
