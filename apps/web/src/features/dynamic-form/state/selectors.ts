import { createSelector } from '@reduxjs/toolkit';
import { formEntities } from '../engine/form-entities';
import { progressPercentage } from '../engine/progress';
import { shownForms } from '../engine/sequence';
import type { DynamicFormsState } from '../engine/state';
import { submissionValues } from '../engine/submission';

/** Any root state that registers the slice under `dynamicForms`. */
export interface WithDynamicForms {
  dynamicForms: DynamicFormsState;
}

export const selectDynamicForms = (root: WithDynamicForms) => root.dynamicForms;

export const selectCurrentFormPath = (root: WithDynamicForms) => root.dynamicForms.currentPath;

export const selectDataPointValues = (root: WithDynamicForms) => root.dynamicForms.values;

export const selectFormsLoaded = (root: WithDynamicForms) =>
  root.dynamicForms.definitions.length > 0;

/** The spec 3 entities of the forms shown now, in order. */
export const selectForms = createSelector([selectDynamicForms], formEntities);

export const selectCurrentForm = createSelector(
  [selectForms, selectCurrentFormPath],
  (forms, path) => forms.find((form) => form.path === path),
);

/** The fields of the form after the current one, if any. */
export const selectNextFormFields = createSelector(
  [selectForms, selectCurrentForm],
  (forms, form) => forms.find((next) => next.path === form?.nextButtonFormPath)?.fields,
);

export const selectCurrentContext = createSelector([selectCurrentForm], (form) => form?.context);

export const selectIsLastForm = createSelector(
  [selectCurrentForm],
  (form) => form !== undefined && form.nextButtonFormPath === null,
);

export const selectProgress = createSelector([selectDynamicForms], (state) =>
  progressPercentage(shownForms(state), state.currentPath),
);

/** What the last form posts: every collected data point a shown form asks for. */
export const selectSubmission = createSelector([selectDynamicForms], submissionValues);
