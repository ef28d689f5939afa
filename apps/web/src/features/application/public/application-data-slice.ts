import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GoogleClick } from '@finceptiv/contract/entities/tracking';
import { personalDataGroups, type LeadData } from '@finceptiv/contract/entities/lead-data';
import { stripPersonalFields, stripStaleFields } from '../stale-fields';
import { reachesFinalState } from './lead-application-slice';
import {
  applicationResultCleared,
  applicationStateCleared,
  leadSaved,
} from './application-actions';

// The application (lead) data of spec 3, persisted as storedLoanApplication (stored-application.ts).
export type ApplicationDataState = Partial<LeadData>;

// The lead's nested groups: the applicant's own, and the attribution ones.
const groups = [...personalDataGroups, 'googleClick', 'posthogParameters'] as const;

const initialState: ApplicationDataState = {};

export const applicationDataSlice = createSlice({
  name: 'applicationData',
  initialState,
  reducers: {
    /** Merges a step's values; nested groups merge field by field so steps never erase each other. */
    applicationDataUpdated(state, action: PayloadAction<ApplicationDataState>) {
      const { payload } = action;
      for (const group of groups) {
        const next = payload[group];
        if (next !== undefined) Object.assign(state, { [group]: { ...state[group], ...next } });
      }
      const rest = { ...payload };
      for (const group of groups) Reflect.deleteProperty(rest, group);
      Object.assign(state, rest);
    },
    /** Spec 4: the ad-click result is dispatched to the store at start-up. */
    googleClickSet(state, action: PayloadAction<GoogleClick | undefined>) {
      if (action.payload) state.googleClick = action.payload;
      else delete state.googleClick;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(leadSaved, (state, action) => {
        state.id = action.payload.id;
      })
      .addCase(applicationResultCleared, (state) => {
        delete state.id;
      })
      .addCase(applicationStateCleared, (state) => stripStaleFields(state))
      // The lead id stays: the final screens still read the lead (status, redirect, password).
      .addMatcher(reachesFinalState, (state) => stripPersonalFields(state));
  },
});

export const { applicationDataUpdated, googleClickSet } = applicationDataSlice.actions;

export const selectApplicationId = (state: ApplicationDataState) => state.id;
