import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session } from '@finceptiv/contract/entities/page-data';
import { applicationDataUpdated } from '@/features/application/public/application-data-slice';

// The session of spec 3/4: its id (also the analytics identity), start time, whether this load
// started it, and the contact details the session object carries (spec 3, Page data).
export interface SessionState {
  sessionId: string | null;
  /** UTC ISO. */
  sessionStartedAt: string | null;
  newSessionFlag: boolean;
  contactDetails: Session['contactDetails'];
  /** Campaign values from the landing address (utm_*, click ids), registered on analytics events. */
  campaign: Record<string, string>;
}

export const initialSessionState: SessionState = {
  sessionId: null,
  sessionStartedAt: null,
  newSessionFlag: false,
  contactDetails: {},
  campaign: {},
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(
      state,
      action: PayloadAction<{
        sessionId: string;
        sessionStartedAt: string;
        newSessionFlag: boolean;
      }>,
    ) {
      state.sessionId = action.payload.sessionId;
      state.sessionStartedAt = action.payload.sessionStartedAt;
      state.newSessionFlag = action.payload.newSessionFlag;
    },
    sessionCleared: () => initialSessionState,
  },
  // Spec 3: the session object's contact details follow the applicant's answers (an email or
  // phone typed on any form, either flow). Kept in memory only: persistence writes the id,
  // start and flag, never these.
  extraReducers: (builder) => {
    builder.addCase(applicationDataUpdated, (state, action) => {
      const { email, phoneNumber } = action.payload.contactDetails ?? {};
      if (email) state.contactDetails.email = email;
      if (phoneNumber) state.contactDetails.phoneNumber = phoneNumber;
    });
  },
});

export const { sessionStarted, sessionCleared } = sessionSlice.actions;

export const selectSessionId = (state: SessionState) => state.sessionId;
export const selectCampaign = (state: SessionState) => state.campaign;
