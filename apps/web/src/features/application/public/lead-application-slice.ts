import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { FieldError } from '@finceptiv/contract/api/errors';
import type { Offer, Redirect } from '@finceptiv/contract/api/lead-schemas';
import {
  initialLeadApplicationState,
  type LeadApplicationState as ContractLeadApplicationState,
} from '@finceptiv/contract/entities/lead-application-state';
import { isFinalState, type ProgressStateValue } from '@finceptiv/contract/progress-states';
import { applicationResultCleared, applicationStateCleared } from './application-actions';

// Spec 3/4 lead application state, persisted to session storage as leadApplication, plus what
// the outcome screens need from the lead response (ARCHITECTURE.md 3): the offer figures and the
// partner redirect. Those two are optional: the stored copy may lack them after a reload
// (stored-slices keeps the spec 3 fields only), so their screens refresh from the API.
export type LeadApplicationState = ContractLeadApplicationState & {
  offer?: Offer;
  redirect?: Redirect;
  /**
   * ADR 0057: the legacy index's create, run behind the first details step. Not read back from
   * storage (stored-slices keeps spec 3's fields): a reload forgets a create that has not
   * answered, and the index asks again.
   */
  createBehind?: CreateBehind;
};

export interface CreateBehind {
  /** The state the create on its way (or failed, to be sent again by the next save) lands at. */
  landsAt?: ProgressStateValue;
  /** The API's 422 to it: the index shows it on its fields. */
  refusedWith?: FieldError[];
}

const initialState: LeadApplicationState = initialLeadApplicationState;

export const leadApplicationSlice = createSlice({
  name: 'leadApplication',
  initialState,
  reducers: {
    /** The state part of a lead response (ARCHITECTURE.md 3): whatever fields it carries replace ours. */
    leadApplicationStateReceived(state, action: PayloadAction<Partial<LeadApplicationState>>) {
      Object.assign(state, action.payload);
      // The server's state replaces the guess of a create behind (it is that create's answer).
      delete state.createBehind;
    },
    createBehindChanged(state, action: PayloadAction<CreateBehind>) {
      state.createBehind = action.payload;
    },
    progressStateChanged(state, action: PayloadAction<ProgressStateValue>) {
      state.progressState = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(applicationResultCleared, (state) => {
        state.applicationResult = {};
      })
      // The stale fields here are the ones a new application must not inherit: consents and
      // route changes of the old lead, and when it was last touched.
      .addCase(applicationStateCleared, () => ({
        ...initialLeadApplicationState,
        applicationResult: {},
      }));
  },
});

export const { leadApplicationStateReceived, progressStateChanged, createBehindChanged } =
  leadApplicationSlice.actions;

/** The state the applicant is at: a create behind counts as landed until it says otherwise. */
export const selectProgressState = (state: LeadApplicationState) =>
  state.createBehind?.landsAt ?? state.progressState;
export const selectApplicationResult = (state: LeadApplicationState) => state.applicationResult;
export const selectPartnerName = (state: LeadApplicationState) =>
  state.applicationResult?.partner?.name;
export const selectOffer = (state: LeadApplicationState) => state.offer;
export const selectRedirect = (state: LeadApplicationState) => state.redirect;

/**
 * Whether an action brings the lead to a final screen (thank-you, redirected, rejected): the
 * slices holding the applicant's answers drop them then (ADR "personal data stays in the tab").
 */
export function reachesFinalState(action: UnknownAction): boolean {
  if (progressStateChanged.match(action)) return isFinalState(action.payload);
  if (leadApplicationStateReceived.match(action)) return isFinalState(action.payload.progressState);
  return false;
}
