import { combineReducers } from '@reduxjs/toolkit';
import { dynamicFormsReducer } from '@/features/dynamic-form/public/dynamic-forms-slice';
import { applicationDataSlice } from '@/features/application/public/application-data-slice';
import { leadApplicationSlice } from '@/features/application/public/lead-application-slice';
import { sessionSlice } from '@/features/session/public/session-slice';
import { uiSlice } from './ui-slice';

// The slices spec 3/4 names, but for its loading flag: nothing waited on it, each busy control
// keeps its own state (BusyButton, the step forms), and ADR 0036 records why it is gone. Each feature's selectors take their own slice, so a component
// selects with e.g. useAppSelector((s) => selectProgressState(s.leadApplication)).
export const rootReducer = combineReducers({
  applicationData: applicationDataSlice.reducer,
  leadApplication: leadApplicationSlice.reducer,
  dynamicForms: dynamicFormsReducer,
  ui: uiSlice.reducer,
  session: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
